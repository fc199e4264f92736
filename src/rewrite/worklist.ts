/**
 * The greedy driver's worklist: a LIFO stack with set semantics and O(1) removal (erased ops are
 * blanked in place and skipped when popped), as upstream's.
 */
import type { Operation } from '../ir/operation.js';

export class Worklist {
  private list: (Operation | null)[] = [];
  private readonly index = new Map<Operation, number>();

  clear(): void { this.list = []; this.index.clear(); }
  get isEmpty(): boolean { return this.index.size === 0; }
  /** Pushes `op` unless it is already on the list. */
  push(op: Operation): void {
    if (this.index.has(op)) return;
    this.index.set(op, this.list.length);
    this.list.push(op);
  }
  pop(): Operation | undefined {
    while (this.list.length) {
      const op = this.list.pop()!;
      if (op) { this.index.delete(op); return op; }
    }
    return undefined;
  }
  remove(op: Operation): void {
    const i = this.index.get(op);
    if (i === undefined) return;
    this.list[i] = null;
    this.index.delete(op);
  }
  /** Reverses the order, so that ops pushed in program order pop in program order. */
  reverse(): void {
    this.list.reverse();
    this.list.forEach((op, i) => { if (op) this.index.set(op, i); });
  }
}
