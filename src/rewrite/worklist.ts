/**
 * The greedy driver's worklist: a LIFO stack with set semantics, as upstream's. Removal is lazy:
 * a removed op leaves the set but stays in the stack and is skipped when popped; pushing it again
 * puts a new entry on top, which is popped first (the stale one below is skipped then).
 */
import type { Operation } from '../ir/operation.js';

export class Worklist {
  private list: Operation[] = [];
  private readonly live = new Set<Operation>();

  clear(): void { this.list = []; this.live.clear(); }
  get isEmpty(): boolean { return this.live.size === 0; }
  /** Pushes `op` unless it is already on the list. */
  push(op: Operation): void {
    if (this.live.has(op)) return;
    this.live.add(op);
    this.list.push(op);
  }
  pop(): Operation | undefined {
    while (this.list.length) {
      const op = this.list.pop()!;
      if (this.live.delete(op)) return op;
    }
    return undefined;
  }
  remove(op: Operation): void { this.live.delete(op); }
  /** Reverses the order, so that ops pushed in program order pop in program order. */
  reverse(): void { this.list.reverse(); }
}
