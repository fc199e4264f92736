/**
 * What comco-bufferize knows about one function while it rewrites it: which buffer holds each
 * tensor value, which buffers alias one another (one allocation and its views form a class),
 * and whether an op may write into the buffer of one of its operands (the in-place analysis).
 *
 * The analysis is One-Shot Bufferize's for straight-line host code: an op may overwrite the
 * buffer of its destination operand when nothing reads, after the op, any tensor value that
 * lives in that buffer (a read-after-write conflict), and when the buffer is writable at all:
 * function arguments are read-only inputs and constants are read-only globals. "After" is
 * program order, which in a single block (dispatch bodies included) is pre-order of the ops.
 */
import { Builder } from '../../ir/builder.js';
import type { Block } from '../../ir/block.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType, RankedTensorType, type Type } from '../../ir/types.js';
import type { OpOperand, Value } from '../../ir/value.js';
import { AllocOp, CopyOp as MemRefCopyOp } from '../../dialects/memref/index.js';
import { CopyOp as LinalgCopyOp, createNamedOp, linalgInterface } from '../../dialects/linalg/index.js';

/** The pass's name, which every diagnostic it reports starts with. */
export const PASS = 'comco-bufferize';

/** Fails at `op` with a message naming the pass. */
export function bufferizeError(op: Operation, message: string): Error {
  return opError(op, `${PASS}: ${message}`);
}

/** One allocation (or argument, or global) and every view of it. */
export interface BufferClass {
  /** The memref the memory was obtained as. */
  readonly root: Value;
  /** False for function arguments and constants: never written. */
  readonly writable: boolean;
  /** Allocated in this function (memref.alloc, or a call's result): it frees or returns it. */
  readonly owned: boolean;
  /** The tensor values whose elements live in this memory. */
  readonly tensors: Value[];
  /** The memrefs of this memory: the root and its views. */
  readonly members: Value[];
}

export const isTensor = (t: Type): t is RankedTensorType => t instanceof RankedTensorType;

/** The buffer type of a static tensor type: identity layout (docs/pipeline.md). */
export function bufferType(t: RankedTensorType): MemRefType {
  return MemRefType.get(t.shape, t.elementType);
}

export const hasIdentityLayout = (v: Value): boolean => (v.type as MemRefType).layout === undefined;

export class FunctionState {
  /** Pre-order position of every op of the function as it was before the pass. */
  private readonly pos = new Map<Operation, number>();
  private readonly buffers = new Map<Value, Value>();
  private readonly classOfMemref = new Map<Value, BufferClass>();
  private readonly wholeViews = new Set<Value>();
  readonly classes: BufferClass[] = [];
  /** Original ops, erased once the whole function is rewritten. */
  readonly replaced: Operation[] = [];
  /** New host ops (allocations, copies) go before this op: the top-level op being rewritten, or
   * the new dispatch while its body is. */
  anchor: Operation | null = null;

  constructor(readonly fn: Operation, readonly body: Block) {
    let i = 0;
    fn.walkPre((op) => { this.pos.set(op, i++); });
  }

  /** A builder for host code: before the op being rewritten, outside any dispatch. */
  host(): Builder {
    return Builder.before(this.anchor!);
  }

  bufferOf(t: Value): Value {
    const m = this.buffers.get(t);
    if (!m) throw new Error(`${PASS}: no buffer for a tensor value (ops are rewritten in program order)`);
    return m;
  }
  classOf(m: Value): BufferClass {
    const c = this.classOfMemref.get(m);
    if (!c) throw new Error(`${PASS}: a memref outside every buffer class`);
    return c;
  }

  /** Starts a class of memory obtained as `root`. */
  newClass(root: Value, writable: boolean, owned: boolean): BufferClass {
    const c: BufferClass = { root, writable, owned, tensors: [], members: [root] };
    this.classes.push(c);
    this.classOfMemref.set(root, c);
    return c;
  }
  /** `view` shares the memory of `base`; `whole` when it covers all of it from its start with
   * the identity layout (a reshape of the whole buffer), so it may stand for the allocation. */
  addView(view: Value, base: Value, whole = false): void {
    const c = this.classOf(base);
    c.members.push(view);
    this.classOfMemref.set(view, c);
    if (whole && this.isWhole(base)) this.wholeViews.add(view);
  }
  /** The allocation itself, or a whole view of it. */
  isWhole(m: Value): boolean {
    return this.classOf(m).root === m || this.wholeViews.has(m);
  }
  /** The elements of tensor `t` are those of `m` from now on. */
  assign(t: Value, m: Value): void {
    this.buffers.set(t, m);
    this.classOf(m).tensors.push(t);
  }

  /** A new buffer of tensor type `t`, allocated in host code. */
  alloc(t: RankedTensorType, loc: Operation['loc']): Value {
    const m = AllocOp.build(this.host(), { dynamicSizes: [], symbolOperands: [], resultTypes: [bufferType(t)] }, loc).memref;
    this.newClass(m, true, true);
    return m;
  }

  /** Copies `src` into `dst` at `b`: memref.copy on the host, linalg.copy inside a dispatch (a
   * kernel's body holds structured ops only). */
  copy(b: Builder, src: Value, dst: Value, loc: Operation['loc']): void {
    if (b.block === this.body) MemRefCopyOp.build(b, { source: src, target: dst }, loc);
    else createNamedOp(b, LinalgCopyOp, [src], [dst], { loc, resultTypes: [] });
  }

  /**
   * Whether `use` reads the tensor's elements. Only a structured op's destination whose payload
   * ignores it is not read (fill, copy, a generic writing every element fresh); everything else
   * is, aliasing ops included (what they expose may be read later), conservatively.
   */
  reads(use: OpOperand): boolean {
    const view = linalgInterface(use.owner);
    if (!view) return true;
    const n = view.inputs.length;
    if (use.index < n) return true;
    return view.body.getArgument(use.index).hasUses;
  }

  /**
   * May `op` write into the buffer of its operand `dest`? Not if the buffer is read-only, nor if
   * a tensor living in that buffer is read after `op` (or by `op` through another operand,
   * except an elementwise input read at the very element being written).
   */
  canWriteInPlace(op: Operation, dest: OpOperand): boolean {
    const m = this.bufferOf(dest.value);
    const c = this.classOf(m);
    if (!c.writable) return false;
    const at = this.pos.get(op)!;
    for (const t of c.tensors) {
      for (const u of t.uses) {
        if (u.owner === op) {
          if (u === dest || this.readsOnlyWrittenElement(op, u, dest)) continue;
          return false;
        }
        const p = this.pos.get(u.owner);
        if (p !== undefined && p > at && this.reads(u)) return false;
        if (p !== undefined && p < at && this.kernelHazard(op, dest, u)) return false;
      }
    }
    return true;
  }

  /**
   * Within one dispatch the ops run as one kernel, each thread going through them point by
   * point, so an earlier op's read is not over when a later op writes: overwriting a buffer an
   * earlier op of the same kernel read through another indexing map would let one thread clobber
   * elements another has yet to read (comco-kernel-inline refuses such a dispatch).
   */
  private kernelHazard(op: Operation, dest: OpOperand, earlier: OpOperand): boolean {
    const block = op.parentBlock;
    if (block === this.body || earlier.owner.parentBlock !== block || !this.reads(earlier)) return false;
    const writer = linalgInterface(op), reader = linalgInterface(earlier.owner);
    if (!writer || !reader) return true;
    // An accumulator (a destination the payload reads) is read only where it is then written.
    if (earlier.index >= reader.inputs.length) return false;
    return reader.indexingMaps[earlier.index]!.key !== writer.indexingMaps[dest.index]!.key;
  }

  /** A structured op with parallel loops only that reads `input` through the same buffer and
   * indexing map as it writes `dest` reads each element before writing just that element. */
  private readsOnlyWrittenElement(op: Operation, input: OpOperand, dest: OpOperand): boolean {
    const view = linalgInterface(op);
    if (!view || input.index >= view.inputs.length) return false;
    if (this.bufferOf(input.value) !== this.bufferOf(dest.value)) return false;
    if (view.iteratorTypes.some((t) => t !== 'parallel')) return false;
    const a = view.indexingMaps[input.index]!, b = view.indexingMaps[dest.index]!;
    return a.equals(b) && a.isPermutation();
  }

  /** The op of the function body that holds `op`. */
  topLevel(op: Operation): Operation {
    let o = op;
    while (o.parentBlock !== this.body) o = o.parentOp!;
    return o;
  }
}
