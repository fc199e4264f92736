/**
 * vector.extract's folder, in upstream's order: identity extracts, constant positions made
 * static, constants, chains of extracts, inserts and transposes walked back, broadcasts,
 * shuffles, shape_casts, strided slices and from_elements looked through. Many folds rewrite the
 * extract in place (new source and position) and return its own result.
 */
import { type Attribute, DenseElementsAttr } from '../../ir/attributes.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { type Type, VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { intsOf, linearize, numsOf, stridesOf } from './constraints.js';
import { PoisonAttr, poison } from '../ub/index.js';
import {
  DYN, POISON, type PositionOp, foldConstantPositions, hasDynamicPosition, mixedPosition, positionAttr, staticPosition,
} from './position.js';

type Extract = PositionOp & { readonly vector: Value; readonly result: Value };

const vectorType = (v: Value): VectorType => v.type as VectorType;
const rankOf = (t: Type): number => (t instanceof VectorType ? t.rank : 0);
const def = (v: Value, name: string): Operation | undefined => (v.definingOp?.name === name ? v.definingOp : undefined);

function setSourceAndPosition(op: Extract, source: Value, position: readonly (number | Value)[]): void {
  const dyn = position.filter((p): p is Value => typeof p !== 'number');
  op.setOperands([source, ...dyn]);
  op.setAttr('static_position', positionAttr(position.map((p) => (typeof p === 'number' ? p : DYN))));
}

function foldDense(op: Extract, src: Attribute | undefined): Attribute | undefined {
  if (!(src instanceof DenseElementsAttr)) return undefined;
  const rt = op.result.type;
  if (src.isSplat) {
    if (rt instanceof VectorType) return src.reshaped(rt);
    return src.elementAt(0);
  }
  const vt = vectorType(op.vector);
  if (vt.isScalable || hasDynamicPosition(op)) return undefined;
  const pos = [...staticPosition(op)];
  while (pos.length < vt.rank) pos.push(0);
  const start = linearize(pos, stridesOf(vt.shape));
  if (rt instanceof VectorType) return src.slice(rt, start, rt.numElements);
  return src.elementAt(start);
}

/** extract(extract(x, p1), p2) -> extract(x, p1 ++ p2), static positions only. */
function foldExtractChain(op: Extract): boolean {
  if (!def(op.vector, 'vector.extract') || hasDynamicPosition(op)) return false;
  let pos = staticPosition(op);
  let cur: Operation = op;
  for (let next = def(cur.getOperand(0), 'vector.extract'); next; next = def(cur.getOperand(0), 'vector.extract')) {
    cur = next;
    if (hasDynamicPosition(cur as PositionOp)) return false;
    pos = [...staticPosition(cur as PositionOp), ...pos];
  }
  setSourceAndPosition(op, cur.getOperand(0), pos);
  return true;
}

/** Upstream's ExtractFromInsertTransposeChainState: walks back inserts and transposes. */
function foldInsertTransposeChain(op: Extract): Value | undefined {
  if (hasDynamicPosition(op)) return undefined;
  const vectorRank = vectorType(op.vector).rank;
  let extractedRank = staticPosition(op).length;
  const sentinels = Array.from({ length: vectorRank - extractedRank }, (_, i) => -(i + 1));
  let position = [...staticPosition(op), ...sentinels];
  const canFold = () => position.slice(extractedRank).every((p, i) => p === sentinels[i]) && position.length - extractedRank === sentinels.length;
  const tryInPlace = (source: Value): Value | undefined => {
    if (source === op.vector || !canFold()) return undefined;
    setSourceAndPosition(op, source, position.slice(0, extractedRank));
    return op.result;
  };
  let from = op.vector;
  for (;;) {
    const ins = def(from, 'vector.insert') as (PositionOp & { valueToStore: Value; dest: Value }) | undefined;
    const tr = def(from, 'vector.transpose');
    if (!ins && !tr) break;
    if (tr) {
      const perm = numsOf(tr.getAttr('permutation'));
      const inv = new Array<number>(perm.length);
      perm.forEach((p, i) => { inv[p] = i; });
      position = inv.map((i) => position[i]!);
      from = tr.getOperand(0);
      continue;
    }
    const insert = ins!;
    if (hasDynamicPosition(insert)) {
      const ip = staticPosition(insert);
      if (containedWithin(position, ip) || intersectsWhereNonNegative(position, ip)) return undefined;
      from = insert.dest;
      continue;
    }
    const ip = staticPosition(insert);
    if (ip.length === extractedRank && ip.every((p, i) => p === position[i])) {
      if (canFold()) return insert.valueToStore;
    }
    if (containedWithin(ip, position)) {
      position = position.slice(ip.length);
      extractedRank = position.length - sentinels.length;
      return tryInPlace(insert.valueToStore);
    }
    if (containedWithin(position, ip) || intersectsWhereNonNegative(position, ip)) return undefined;
    from = insert.dest;
  }
  return tryInPlace(from);
}

const containedWithin = (a: readonly number[], b: readonly number[]): boolean =>
  a.length <= b.length && a.every((x, i) => x === b[i]);
function intersectsWhereNonNegative(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i]! < 0 || b[i]! < 0) continue;
    if (a[i] !== b[i]) return false;
  }
  return true;
}

/** A broadcast, or a shape_cast that only prepends unit dims. */
export function isBroadcastLike(d: Operation | null | undefined): d is Operation {
  if (!d) return false;
  if (d.name === 'vector.broadcast') return true;
  if (d.name !== 'vector.shape_cast') return false;
  const src = vectorType(d.getOperand(0)).shape, dst = vectorType(d.getResult(0)).shape;
  return dst.length >= src.length && src.every((s, i) => s === dst[dst.length - src.length + i]);
}

/** extract(broadcast(x)) -> x, or extract(x) at the matching position. */
function foldFromBroadcast(op: Extract): Value | undefined {
  const d = op.vector.definingOp;
  if (!isBroadcastLike(d)) return undefined;
  const input = d.getOperand(0);
  if (op.result.type === input.type) return input;
  const inputRank = rankOf(input.type), bRank = vectorType(op.vector).rank, eRank = rankOf(op.result.type);
  if (eRank > inputRank) return undefined;
  const inShape = vectorType(input).shape;
  const rt = op.result.type;
  if (rt instanceof VectorType && !rt.shape.every((s, i) => s === inShape[inShape.length - eRank + i])) return undefined;
  const deltaOverall = inputRank - eRank, deltaBroadcast = bRank - inputRank;
  const old = mixedPosition(op);
  const pos = inShape.slice(0, deltaOverall).map((size, i) => (size === 1 ? 0 : old[i + deltaBroadcast]!));
  setSourceAndPosition(op, input, pos);
  return op.result;
}

function foldFromShuffle(op: Extract): Value | undefined {
  if (hasDynamicPosition(op)) return undefined;
  const sh = def(op.vector, 'vector.shuffle');
  if (!sh || vectorType(sh.getResult(0)).rank !== 1) return undefined;
  const size = vectorType(sh.getOperand(0)).shape[0]!;
  const mask = numsOf(sh.getAttr('mask'));
  const idx = mask[staticPosition(op)[0]!]!;
  if (idx < size) setSourceAndPosition(op, sh.getOperand(0), [idx]);
  else setSourceAndPosition(op, sh.getOperand(1), [idx - size]);
  return op.result;
}

function foldFromShapeCast(op: Extract): Value | undefined {
  if (hasDynamicPosition(op)) return undefined;
  const sc = def(op.vector, 'vector.shape_cast');
  if (!sc) return undefined;
  const scSrc = vectorType(sc.getOperand(0));
  const dimRev = (t: VectorType, n: number) => t.shape[t.shape.length - 1 - n]!;
  const rt = op.result.type;
  const destRank = rankOf(rt);
  if (destRank > scSrc.rank) return undefined;
  if (rt instanceof VectorType) for (let i = 0; i < destRank; i++) if (dimRev(scSrc, i) !== dimRev(rt, i)) return undefined;
  const extracted = [...staticPosition(op)].reverse();
  const src = vectorType(op.vector);
  const strides: number[] = [];
  let stride = 1;
  for (let i = 0; i < extracted.length; i++) { strides.push(stride); stride *= dimRev(src, i + destRank); }
  const position = linearize(extracted, strides);
  const newStrides: number[] = [];
  stride = 1;
  for (let i = 0; i < scSrc.rank - destRank; i++) { newStrides.push(stride); stride *= dimRev(scSrc, i + destRank); }
  newStrides.reverse();
  let rest = position;
  const newPos = newStrides.map((s) => { const q = Math.floor(rest / s); rest -= q * s; return q; });
  setSourceAndPosition(op, sc.getOperand(0), newPos);
  return op.result;
}

const hasZeroDim = (d: Operation): boolean => [...d.operandTypes, ...d.resultTypes].some((t) => t instanceof VectorType && t.rank === 0);

function foldFromExtractStrided(op: Extract): Value | undefined {
  if (hasDynamicPosition(op)) return undefined;
  const es = def(op.vector, 'vector.extract_strided_slice');
  if (!es || hasZeroDim(es) || intsOf(es.getAttr('strides')).some((s) => s !== 1)) return undefined;
  const offsets = intsOf(es.getAttr('offsets'));
  const src = vectorType(es.getOperand(0)), res = vectorType(es.getResult(0));
  while (offsets.length) {
    const last = offsets.length - 1;
    if (offsets[last] !== 0 || res.shape[last] !== src.shape[last]) break;
    offsets.pop();
  }
  const destRank = rankOf(op.result.type);
  if (destRank > src.rank - offsets.length) return undefined;
  const pos = [...staticPosition(op)];
  offsets.forEach((o, i) => { pos[i] = pos[i]! + o; });
  setSourceAndPosition(op, es.getOperand(0), pos);
  return op.result;
}

function foldFromInsertStridedChain(op: Extract): Value | undefined {
  if (hasDynamicPosition(op)) return undefined;
  const destRank = rankOf(op.result.type);
  let ins = def(op.vector, 'vector.insert_strided_slice');
  if (!ins || hasZeroDim(ins)) return undefined;
  while (ins) {
    const src = vectorType(ins.getOperand(0)), dst = vectorType(ins.getOperand(1));
    const rankDiff = dst.rank - src.rank;
    if (destRank > src.rank) return undefined;
    const insOffsets = intsOf(ins.getAttr('offsets'));
    const extOffsets = staticPosition(op);
    if (intsOf(ins.getAttr('strides')).some((s) => s !== 1)) return undefined;
    let disjoint = false;
    const diffs: number[] = [];
    for (let d = 0; d < extOffsets.length; d++) {
      const start = insOffsets[d]!;
      const size = d < rankDiff ? 1 : src.shape[d - rankDiff]!;
      const off = extOffsets[d]!;
      if (start <= off && off < start + size) { if (d >= rankDiff) diffs.push(off - start); continue; }
      disjoint = true;
      break;
    }
    if (!disjoint) {
      const srcRankDiff = src.rank - destRank;
      for (let i = 0; i < destRank; i++) {
        if (src.shape[i + srcRankDiff] !== dst.shape[i + srcRankDiff + rankDiff]) return undefined;
      }
      setSourceAndPosition(op, ins.getOperand(0), diffs);
      return op.result;
    }
    ins = def(ins.getOperand(1), 'vector.insert_strided_slice');
  }
  return undefined;
}

function foldScalarFromFromElements(op: Extract): Value | undefined {
  if (hasDynamicPosition(op)) return undefined;
  const fe = def(op.vector, 'vector.from_elements');
  if (!fe) return undefined;
  const vt = vectorType(fe.getResult(0));
  if (vt.isScalable || op.result.type !== vt.elementType) return undefined;
  return fe.getOperand(linearize(staticPosition(op), stridesOf(vt.shape)));
}

export function foldExtract(op: Extract, operands: readonly (Attribute | undefined)[]): readonly FoldResult[] | undefined {
  if (staticPosition(op).length === 0 && op.vector.type === op.result.type) return [op.vector];
  if (operands[0] instanceof PoisonAttr) return [poison];
  const inPlace = foldConstantPositions(op, vectorType(op.vector).shape, 1);
  if (staticPosition(op).includes(POISON)) return [poison];
  const dense = foldDense(op, operands[0]);
  if (dense) return [dense];
  if (foldExtractChain(op)) return op.results;
  const v = foldInsertTransposeChain(op) ?? foldFromBroadcast(op) ?? foldFromShuffle(op) ?? foldFromShapeCast(op)
    ?? foldFromExtractStrided(op) ?? foldFromInsertStridedChain(op) ?? foldScalarFromFromElements(op);
  if (v) return [v];
  return inPlace ? op.results : undefined;
}
