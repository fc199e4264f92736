/**
 * Data race checking for kernels (comco run --check-races): every memref access of a kernel is
 * recorded per buffer element with the thread, its block and the block's barrier phase. Two
 * threads of one block touching an element in the same phase (between two gpu.barriers), or
 * threads of two blocks touching it anywhere in the launch, with at least one write, is a race;
 * it is reported with both threads and the op that completed it. Atomics are not recorded.
 */
import type { MemRef } from '../values.js';
import { fail } from './core.js';
import type { Thread } from './gpu.js';

interface Access { thread: Thread; phase: number }
/** The last write, the last read, and an earlier read by another thread (so two readers are seen). */
interface Cell { write?: Access; read?: Access; other?: Access }

const who = (a: Access): string => `thread (${a.thread.tx}, ${a.thread.ty}, ${a.thread.tz}) of block ${a.thread.block3}`;

export class RaceChecker {
  private cells = new Map<object, Map<number, Cell>>();

  beginLaunch(): void { this.cells = new Map(); }
  /** A barrier of some block: its phase has advanced (kept in the thread objects). */
  barrier(): void {}

  access(t: Thread, m: MemRef, pos: number, write: boolean, id: number): void {
    let buf = this.cells.get(m.buffer);
    if (!buf) { buf = new Map(); this.cells.set(m.buffer, buf); }
    let c = buf.get(pos);
    if (!c) { c = {}; buf.set(pos, c); }
    const now: Access = { thread: t, phase: t.phase.value };
    const conflicts = (a: Access | undefined): boolean => a !== undefined && a.thread !== t
      && (a.thread.block !== t.block || a.phase === now.phase);
    if (conflicts(c.write)) race(id, c.write!, now, write ? 'write' : 'read', pos, m);
    if (write && conflicts(c.read)) race(id, c.read!, now, 'write', pos, m);
    if (write && conflicts(c.other)) race(id, c.other!, now, 'write', pos, m);
    if (write) c.write = now;
    else {
      if (c.read && c.read.thread !== t) c.other = c.read;
      c.read = now;
    }
  }
}

function race(id: number, earlier: Access, now: Access, what: string, pos: number, m: MemRef): never {
  return fail(id, `data race on element ${pos} of buffer #${m.buffer.id}: ${who(now)} ${what}s it, `
    + `${who(earlier)} accessed it ${earlier.thread.block === now.thread.block ? 'since the last gpu.barrier' : 'in the same launch'}`);
}
