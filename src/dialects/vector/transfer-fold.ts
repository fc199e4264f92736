/**
 * The folds of the transfer ops, as upstream's: a read of what a write just wrote on a tensor
 * (foldRAW), a write of what was just read from the same place (foldWAR, foldReadInitWrite),
 * in_bounds flags proven by constant indices and static sizes, all-true masks dropped, and
 * memref.cast / tensor.cast operands looked through.
 */
import { DenseArrayAttr, DenseElementsAttr, FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { RankedTensorType, type ShapedType, type VectorType, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { constantOf } from '../../rewrite/fold.js';
import { foldMemRefCast } from '../memref/fold.js';
import { preservesStaticInformation } from '../tensor/shape.js';
import { boolArray, boolsOf } from './constraints.js';
import { maskFormat } from './mask-format.js';
import type { TransferOp } from './transfer.js';

const isRead = (op: Operation): boolean => op.name === 'vector.transfer_read';
const vectorTypeOf = (op: Operation): VectorType => (isRead(op) ? op.getResult(0).type : op.getOperand(0).type) as VectorType;
const shapedOf = (op: TransferOp): ShapedType => op.base.type as ShapedType;
const inBounds = (op: TransferOp): boolean[] => boolsOf(op.in_bounds);
const outOfBounds = (op: TransferOp): boolean => inBounds(op).some((b) => !b);
const sameValues = (a: readonly Value[], b: readonly Value[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);
const asTransfer = (v: Value, name: string): TransferOp | undefined => {
  const d = v.definingOp;
  return d?.name === name ? (d as TransferOp) : undefined;
};

/** The constant value of an integer or index value (getConstantIntValue). */
export function constIndex(v: Value): number | undefined {
  const a = constantOf(v);
  return a instanceof IntegerAttr ? Number(a.value) : undefined;
}

/** A write of a constant splat, read back through a mask padded with the same value. */
function splatWriteConsistentWithMaskedRead(write: TransferOp, read: TransferOp): boolean {
  if (!read.mask || (write.mask && write.mask !== read.mask)) return false;
  const splat = constantOf(write.getOperand(0));
  if (!(splat instanceof DenseElementsAttr) || !splat.isSplat) return false;
  const pad = constantOf(read.getOperand(1 + read.indices.length));
  const v = splat.values[0]!;
  if (pad instanceof FloatAttr) return pad.type === splat.elementType && Object.is(pad.value, Number(v));
  if (pad instanceof IntegerAttr) return pad.type === splat.elementType && pad.value === IntegerAttr.get(pad.type, BigInt(v)).value;
  return false;
}

function sameValueRAW(write: TransferOp, read: TransferOp): boolean {
  return !outOfBounds(write) && sameValues(write.indices, read.indices) && vectorTypeOf(write) === vectorTypeOf(read)
    && write.permutation_map.map.equals(read.permutation_map.map)
    && ((!write.mask && !read.mask) || splatWriteConsistentWithMaskedRead(write, read));
}

/** Upstream's isDisjointTransferIndices (without value bounds): the two transfers provably touch
 * different elements. */
export function disjointTransferIndices(a: TransferOp, b: TransferOp): boolean {
  const vt = vectorTypeOf(a);
  if (vt !== vectorTypeOf(b)) return false;
  const rankOffset = shapedOf(a).rank - a.permutation_map.map.numResults;
  for (let i = 0; i < a.indices.length; i++) {
    const x = constIndex(a.indices[i]!), y = constIndex(b.indices[i]!);
    if (x === undefined || y === undefined) continue;
    if (i < rankOffset) { if (x !== y) return true; continue; }
    if (Math.abs(x - y) >= vt.shape[i - rankOffset]!) return true;
  }
  return false;
}

function foldRAW(read: TransferOp): Value | undefined {
  if (!(read.base.type instanceof RankedTensorType)) return undefined;
  for (let w = asTransfer(read.base, 'vector.transfer_write'); w; w = asTransfer(w.base, 'vector.transfer_write')) {
    if (sameValueRAW(w, read)) return w.getOperand(0);
    if (!disjointTransferIndices(w, read)) break;
  }
  return undefined;
}

/** Dims statically in bounds become so; broadcast dims follow when all others are in bounds. */
function foldInBounds(op: TransferOp): boolean {
  const map = op.permutation_map.map;
  if (map.numResults === 0) return false;
  const shaped = shapedOf(op), vt = vectorTypeOf(op);
  const old = inBounds(op);
  const flags: boolean[] = [];
  const nonBcast: number[] = [];
  let changed = false;
  for (let i = 0; i < map.numResults; i++) {
    if (old[i]) { flags.push(true); continue; }
    let ok = false;
    const e = map.results[i]!;
    if (e.kind === 'dim') {
      const size = shaped.shape![e.position]!;
      const c = constIndex(op.indices[e.position]!);
      ok = !isDynamic(size) && c !== undefined && c + vt.shape[i]! <= size;
      nonBcast.push(i);
    }
    flags.push(ok);
    changed ||= ok;
  }
  if (nonBcast.every((i) => flags[i])) {
    map.results.forEach((e, i) => {
      if (e.kind === 'constant' && e.value === 0) { changed ||= !flags[i]; flags[i] = true; }
    });
  }
  if (!changed) return false;
  op.setAttr('in_bounds', boolArray(flags));
  return true;
}

/** Drops a mask known to be all true. */
function foldFullMask(op: TransferOp): boolean {
  const mask = op.mask;
  if (!mask || maskFormat(mask) !== 'allTrue') return false;
  op.eraseOperand(op.numOperands - 1);
  const seg = op.getAttr('operandSegmentSizes');
  if (seg instanceof DenseArrayAttr) op.setAttr('operandSegmentSizes', DenseArrayAttr.i32([...seg.nums.slice(0, -1), 0]));
  return true;
}

/** Operands defined by a tensor.cast that only loses static information read its source. */
function foldTensorCast(op: Operation): boolean {
  let folded = false;
  for (const o of op.opOperands) {
    const cast = o.value.definingOp;
    if (cast?.name !== 'tensor.cast') continue;
    if (!preservesStaticInformation(cast.getResult(0).type, cast.getOperand(0).type)) continue;
    o.set(cast.getOperand(0));
    folded = true;
  }
  return folded;
}

export function foldTransferRead(op: TransferOp): readonly FoldResult[] | undefined {
  const raw = foldRAW(op);
  if (raw) return [raw];
  if (foldInBounds(op) || foldFullMask(op) || foldMemRefCast(op) || foldTensorCast(op)) return op.results;
  return undefined;
}

/** transfer_write(transfer_read(%t) fully, %init) of a whole static tensor at 0 is %t. */
function foldReadInitWrite(write: TransferOp): Value | undefined {
  const map = write.permutation_map.map;
  const tensor = write.base.type;
  if (map.numResults === 0 || !(tensor instanceof RankedTensorType)) return undefined;
  const read = asTransfer(write.getOperand(0), 'vector.transfer_read');
  if (!read || read.permutation_map.map.numResults === 0) return undefined;
  if (!read.permutation_map.map.isMinorIdentity() || !map.isMinorIdentity()) return undefined;
  if (read.permutation_map.map.numResults !== map.numResults) return undefined;
  if (outOfBounds(read) || outOfBounds(write)) return undefined;
  if (read.base.type !== tensor || vectorTypeOf(read) !== vectorTypeOf(write)) return undefined;
  const shape = vectorTypeOf(read).shape;
  if (shape.length !== tensor.rank || shape.some((d, i) => d !== tensor.shape[i])) return undefined;
  const zero = (v: Value) => constIndex(v) === 0;
  if (!read.indices.every(zero) || !write.indices.every(zero)) return undefined;
  return read.base;
}

/** transfer_write(transfer_read(%t)[i], %t[i]) writes back what is there: %t. */
function foldWAR(write: TransferOp): Value | undefined {
  if (!(write.base.type instanceof RankedTensorType)) return undefined;
  const read = asTransfer(write.getOperand(0), 'vector.transfer_read');
  if (!read || read.base !== write.base || !sameValues(read.indices, write.indices)) return undefined;
  if (!read.permutation_map.map.equals(write.permutation_map.map) || vectorTypeOf(read) !== vectorTypeOf(write)) return undefined;
  if (read.mask || write.mask) return undefined;
  return read.base;
}

export function foldTransferWrite(op: TransferOp): readonly FoldResult[] | undefined {
  const v = foldReadInitWrite(op) ?? foldWAR(op);
  if (v) return [v];
  if (foldInBounds(op) || foldFullMask(op) || foldMemRefCast(op)) return op.results;
  return undefined;
}
