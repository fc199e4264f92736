/**
 * Canonicalization patterns of extract, insert, from_elements, to_elements and shuffle, as
 * upstream's: extracts of broadcasts and masks become broadcasts and masks, inserts filling a
 * whole vector become broadcasts or from_elements, equal elements become a broadcast.
 */
import { DenseElementsAttr, IntegerAttr } from '../../ir/attributes.js';
import { VectorType } from '../../ir/types.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { constantOf } from '../../rewrite/fold.js';
import { broadcast, constant, createMask, extract, shapeCast } from './build.js';
import { replaceWith, scalarSplatSource } from './canonicalize-shape.js';
import { delinearize, linearize, numsOf, product, stridesOf } from './constraints.js';
import { FromElementsOp, InterleaveOp, ShuffleOp, ToElementsOp } from './elements.js';
import { ExtractOp, InsertOp } from './extract-insert.js';
import { isBroadcastLike } from './fold-extract.js';
import { maskFormat } from './mask-format.js';
import { DYN, POISON, hasDynamicPosition, staticPosition } from './position.js';
import { isBroadcastableTo } from './shape-util.js';

const vt = (v: Value): VectorType => v.type as VectorType;

/** extract(broadcast(x)) -> broadcast(x) when x broadcasts to the extracted vector. */
const extractFromBroadcast = pattern('ExtractOpFromBroadcast', ExtractOp, (op, rw) => {
  const d = op.vector.definingOp;
  const out = op.result.type;
  if (!isBroadcastLike(d) || !(out instanceof VectorType)) return false;
  const source = d.getOperand(0);
  if (isBroadcastableTo(source.type, out).kind !== 'ok') return false;
  return replaceWith(rw, op, () => broadcast(rw, source, out, op.loc));
});

/** extract(create_mask) -> create_mask of the trailing dims, or all false. */
const extractFromCreateMask = pattern('ExtractOpFromCreateMask', ExtractOp, (op, rw) => {
  const cm = op.vector.definingOp;
  const out = op.result.type;
  if (cm?.name !== 'vector.create_mask' || !(out instanceof VectorType)) return false;
  const operands = cm.operands, pos = staticPosition(op), maskType = vt(cm.getResult(0));
  let unknown = false;
  let allFalse = maskFormat(cm.getResult(0)) === 'allFalse';
  for (let d = 0; !allFalse && d < pos.length; d++) {
    const c = operands[d]!.definingOp?.name === 'arith.constant' ? constantOf(operands[d]!) : undefined;
    if (!(c instanceof IntegerAttr)) { unknown = true; continue; }
    const bound = Number(c.value);
    if (pos[d] !== DYN) allFalse ||= pos[d]! >= bound;
    else if (bound < maskType.shape[d]!) unknown = true;
  }
  if (allFalse) return replaceWith(rw, op, () => constant(rw, DenseElementsAttr.splat(out, 0), op.loc));
  if (unknown) return false;
  return replaceWith(rw, op, () => createMask(rw, operands.slice(pos.length), out, op.loc));
});

/** extract(shape_cast(x)) -> shape_cast(x) when it keeps every element. */
const extractShapeCastToShapeCast = pattern('foldExtractFromShapeCastToShapeCast', ExtractOp, (op, rw) => {
  const sc = op.vector.definingOp;
  const out = op.result.type;
  if (sc?.name !== 'vector.shape_cast' || !(out instanceof VectorType)) return false;
  if (vt(sc.getOperand(0)).numElements !== out.numElements) return false;
  return replaceWith(rw, op, () => shapeCast(rw, sc.getOperand(0), out, op.loc));
});

/** extract(from_elements) of a sub-vector -> a smaller from_elements. */
const extractFromFromElements = pattern('foldExtractFromFromElements', ExtractOp, (op, rw) => {
  const out = op.result.type;
  const fe = op.vector.definingOp;
  if (hasDynamicPosition(op) || !(out instanceof VectorType) || !FromElementsOp.is(fe)) return false;
  const input = vt(fe.dest);
  if (out.isScalable || input.isScalable) return false;
  const first = [...staticPosition(op), ...new Array<number>(out.rank).fill(0)];
  const flat = linearize(first, stridesOf(input.shape));
  const elements = fe.elements.slice(flat, flat + out.numElements);
  return replaceWith(rw, op, () => FromElementsOp.build(rw, { elements, resultTypes: [out] }, op.loc).dest);
});

/** insert of a vector as large as the destination -> broadcast. */
const insertToBroadcast = pattern('InsertToBroadcast', InsertOp, (op, rw) => {
  const src = op.valueToStore.type;
  if (!(src instanceof VectorType) || vt(op.dest).numElements !== src.numElements) return false;
  return replaceWith(rw, op, () => broadcast(rw, op.valueToStore, op.dest.type, op.loc));
});

/** insert(splat(v), splat(v)) -> splat(v). */
const insertSplatToSplat = pattern('InsertSplatToSplat', InsertOp, (op, rw) => {
  const s = scalarSplatSource(op.valueToStore);
  if (!s || scalarSplatSource(op.dest) !== s) return false;
  return replaceWith(rw, op, () => broadcast(rw, s, op.result.type, op.loc));
});

/** A chain of single-use static inserts covering every element -> from_elements. */
const insertChainFullyInitialized = pattern('InsertChainFullyInitialized', InsertOp, (op, rw) => {
  const destTy = vt(op.dest);
  if (destTy.isScalable) return false;
  for (const u of op.result.uses) if (InsertOp.is(u.owner) && u.owner.dest === op.result) return false;
  const chain: (typeof op)[] = [];
  for (let cur: typeof op | undefined = op; cur;) {
    if (hasDynamicPosition(cur)) return false;
    chain.push(cur);
    const next: Operation | undefined = cur.dest.definingOp;
    cur = InsertOp.is(next) ? next : undefined;
    if (cur && !cur.result.hasOneUse) return false;
  }
  const size = destTy.numElements, strides = stridesOf(destTy.shape);
  const done = new Array<boolean>(size).fill(false);
  let count = 0;
  const pending: { begin: number; n: number; value: Value }[] = [];
  for (const ins of chain) {
    const pos = staticPosition(ins);
    if (pos.includes(POISON)) return false;
    const begin = linearize([...pos, ...new Array<number>(destTy.rank - pos.length).fill(0)], strides);
    const t = ins.valueToStore.type;
    const n = t instanceof VectorType ? t.numElements : 1;
    for (let k = begin; k < begin + n; k++) if (!done[k]) { done[k] = true; count++; }
    pending.push({ begin, n, value: ins.valueToStore });
    if (count === size) break;
  }
  if (count !== size) return false;
  rw.setInsertionPoint(op);
  const elements = new Array<Value>(size);
  for (const { begin, n, value } of pending.reverse()) {
    if (!(value.type instanceof VectorType)) { elements[begin] = value; continue; }
    const parts = ToElementsOp.build(rw, { source: value, resultTypes: new Array(n).fill(value.type.elementType) }, op.loc).elements;
    parts.forEach((p, k) => { elements[begin + k] = p; });
  }
  rw.replaceOp(op, [FromElementsOp.build(rw, { elements, resultTypes: [destTy] }, op.loc).dest]);
  return true;
});

/** from_elements of one value repeated -> broadcast. */
const fromElementsAsBroadcast = pattern('rewriteFromElementsAsBroadcast', FromElementsOp, (op, rw) => {
  const els = op.elements;
  if (!els.length || !els.every((e) => e === els[0])) return false;
  return replaceWith(rw, op, () => broadcast(rw, els[0]!, op.dest.type, op.loc));
});

/** from_elements of consecutive scalar extracts of a trailing box -> shape_cast(extract). */
const fromElementsToShapeCast = pattern('FromElementsToShapeCast', FromElementsOp, (op, rw) => {
  const type = vt(op.dest);
  if (type.numElements === 1) return false;
  let source: Value | undefined;
  let combined: number[] = [];
  let expected: number[] = [];
  for (const [i, el] of op.elements.entries()) {
    const ex = el.definingOp;
    if (!ExtractOp.is(ex)) return false;
    if (i === 0) source = ex.vector;
    else if (ex.vector !== source) return false;
    const pos = staticPosition(ex);
    const srcT = vt(source!);
    if (hasDynamicPosition(ex) || pos.length !== srcT.rank) return false;
    if (i === 0) {
      let n = 1, index = pos.length;
      while (index > 0 && pos[index - 1] === 0 && n < type.numElements) { n *= srcT.shape[index - 1]!; index--; }
      if (n !== type.numElements) return false;
      expected = [...pos];
      combined = pos.slice(0, index);
    } else if (expected.some((p, k) => p !== pos[k])) return false;
    for (let d = expected.length - 1; d >= 0; d--) {
      expected[d]!++;
      if (expected[d]! < srcT.shape[d]!) break;
      expected[d] = 0;
    }
  }
  rw.setInsertionPoint(op);
  const ex = combined.length === 0 ? source! : extract(rw, source!, combined, op.loc);
  rw.replaceOp(op, [shapeCast(rw, ex, type, op.loc)]);
  return true;
});

/** to_elements(broadcast(vector)) -> the source's elements, repeated. */
const toElementsOfBroadcast = pattern('ToElementsOfBroadcast', ToElementsOp, (op, rw) => {
  const b = op.source.definingOp;
  if (b?.name !== 'vector.broadcast') return false;
  const src = b.getOperand(0).type;
  if (!(src instanceof VectorType)) return false;
  const dst = vt(op.source);
  rw.setInsertionPoint(op);
  const elems = ToElementsOp.build(rw, { source: b.getOperand(0), resultTypes: new Array(src.numElements).fill(src.elementType) }, op.loc).elements;
  const ds = stridesOf(dst.shape), ss = stridesOf(src.shape);
  const lead = dst.rank - src.rank;
  const values = Array.from({ length: product(dst.shape) }, (_, lin) => {
    const d = delinearize(lin, ds);
    return elems[linearize(src.shape.map((s, k) => (s === 1 ? 0 : d[lead + k]!)), ss)]!;
  });
  rw.replaceOp(op, values);
  return true;
});

/** shuffle(splat(v), splat(v)) -> splat(v). */
const shuffleSplat = pattern('ShuffleSplat', ShuffleOp, (op, rw) => {
  const s = scalarSplatSource(op.v1);
  if (!s || scalarSplatSource(op.v2) !== s) return false;
  return replaceWith(rw, op, () => broadcast(rw, s, op.vector.type, op.loc));
});

/** A shuffle interleaving two 1-D vectors -> vector.interleave. */
const shuffleInterleave = pattern('ShuffleInterleave', ShuffleOp, (op, rw) => {
  const res = vt(op.vector);
  if (res.isScalable || res.rank !== 1) return false;
  const src = vt(op.v1);
  if (src !== op.v2.type || src.numElements * 2 !== res.numElements) return false;
  const mask = numsOf(op.mask), n = res.numElements;
  for (let i = 0; i < n / 2; i++) if (mask[2 * i] !== i || mask[2 * i + 1] !== n / 2 + i) return false;
  return replaceWith(rw, op, () => InterleaveOp.build(rw, { lhs: op.v1, rhs: op.v2, resultTypes: [res] }, op.loc).result);
});

/** A 0-D shuffle picking one operand -> broadcast of it. */
const shuffle0D = pattern('Canonicalize0DShuffleOp', ShuffleOp, (op, rw) => {
  const v1 = vt(op.v1);
  const mask = numsOf(op.mask);
  if (v1.rank > 0 || mask.length !== 1) return false;
  const res = VectorType.get([1], v1.elementType);
  return replaceWith(rw, op, () => broadcast(rw, mask[0] === 0 ? op.v1 : op.v2, res, op.loc));
});

export const extractPatterns: readonly RewritePattern[] = [
  extractFromBroadcast, extractFromCreateMask, extractShapeCastToShapeCast, extractFromFromElements,
  insertToBroadcast, insertSplatToSplat, insertChainFullyInitialized,
  fromElementsAsBroadcast, fromElementsToShapeCast, toElementsOfBroadcast,
  shuffleSplat, shuffleInterleave, shuffle0D,
];
