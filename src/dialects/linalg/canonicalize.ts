/**
 * linalg's canonicalization patterns, as upstream's: identity generics/broadcasts and self
 * copies erased, transposes of transposes composed, and for every LinalgOp the dialect patterns
 * (dead ops on empty memrefs, static shapes propagated from operands, more static tensor.cast
 * consumers folded into the op).
 */
import { winogradPatterns } from './winograd.js';
import { AffineDimExpr } from '../../ir/affine/expr.js';
import type { Attribute } from '../../ir/attributes.js';
import { IRMapping } from '../../ir/mapping.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import { DYNAMIC, MemRefType, RankedTensorType, type Type, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { CastOp, EmptyOp, areCastCompatible, preservesStaticInformation } from '../tensor/index.js';
import { CopyOp } from './elementwise-named.js';
import { fillPatterns } from './canonicalize-fill.js';
import { relayoutPatterns } from './relayout.js';
import { sizeOf } from './sizes.js';
import { GenericOp } from './generic.js';
import { isLinalgOp, linalgInterface, structuredKind } from './interface.js';
import { BroadcastOp, TransposeOp, createBroadcast, createTranspose } from './transpose-broadcast.js';
import { operandShape } from './verify.js';

const isTensor = (v: Value): boolean => v.type instanceof RankedTensorType;
const pureTensor = (op: Operation): boolean => op.operands.every((v) => !(v.type instanceof MemRefType)) && op.operands.some(isTensor);
const pureBuffer = (op: Operation): boolean => !op.operands.some(isTensor);

/** Upstream's EraseIdentityLinalgOp: equal maps and a body that yields block arguments. */
function eraseIdentity(op: Operation, rw: PatternRewriter): boolean {
  const v = linalgInterface(op);
  if (!v || !v.indexingMaps.every((m) => m.equals(v.indexingMaps[0]!))) return false;
  const body = v.body;
  if (body.numOps !== 1) return false;
  const yieldOp = body.last!;
  if (pureBuffer(op)) {
    if (v.inputs.length !== 1 || v.outputs.length !== 1 || v.inputs[0] !== v.outputs[0]) return false;
    // A yield of anything but a block argument fills the buffer (upstream: "cannot fold
    // fill-like op"), even when the value was hoisted out of the body.
    const y = yieldOp.operands[0];
    if (!y || !body.args.includes(y as (typeof body.args)[number])) return false;
    rw.eraseOp(op);
    return true;
  }
  if (!pureTensor(op)) return false;
  const replacements: Value[] = [];
  rw.setInsertionPoint(op);
  for (const [i, y] of yieldOp.operands.entries()) {
    const arg = body.args.find((a) => a === y);
    if (!arg) return false;
    let value = op.getOperand(arg.index);
    const resultType = op.getResult(i).type;
    if (value.type !== resultType) {
      if (!areCastCompatible(value.type, resultType)) return false;
      value = CastOp.build(rw, { source: value, resultTypes: [resultType] }, op.loc).dest;
    }
    replacements.push(value);
  }
  if (replacements.length !== op.numResults) return false;
  rw.replaceOp(op, replacements);
  return true;
}

const eraseIdentityGeneric = pattern('EraseIdentityLinalgOp<GenericOp>', GenericOp, eraseIdentity);
const eraseIdentityBroadcast = pattern('EraseIdentityLinalgOp<BroadcastOp>', BroadcastOp, eraseIdentity);

const eraseSelfCopy = pattern('EraseSelfCopy', CopyOp, (op, rw) => {
  const { inputs, outputs } = { inputs: op.inputs, outputs: op.outputs };
  if (inputs.length !== outputs.length || !inputs.every((v, i) => v === outputs[i])) return false;
  if (pureBuffer(op)) rw.eraseOp(op);
  else rw.replaceOp(op, inputs);
  return true;
});

const foldTransposeWithTranspose = pattern('FoldTransposeWithTranspose', TransposeOp, (op, rw) => {
  const def = op.input.definingOp;
  if (!TransposeOp.is(def)) return false;
  const defPerm = def.permutation.nums, perm = op.permutation.nums;
  rw.setInsertionPoint(op);
  const t = createTranspose(rw, def.input, op.init, perm.map((p) => defPerm[p]!), op.loc);
  rw.replaceOp(op, t.results);
  return true;
});

/**
 * transpose(broadcast(x)) → broadcast(transpose(x)) when the broadcast has no other use: x is
 * transposed by the permutation without the added dims (into a tensor.empty), then broadcast
 * along where the added dims land (SwapTransposeWithBroadcast).
 */
const swapTransposeWithBroadcast = pattern('SwapTransposeWithBroadcast', TransposeOp, (op, rw) => {
  const bc = op.input.definingOp;
  if (!BroadcastOp.is(bc) || op.input.numUses !== 1) return false;
  const input = bc.input, inputType = input.type;
  if (!(inputType instanceof RankedTensorType)) return false;
  const added = bc.dimensions.nums, perm = op.permutation.nums;
  const perms = perm.filter((v) => !added.includes(v)).map((v) => v - added.filter((d) => d < v).length);
  const inverse: number[] = [];
  perm.forEach((v, i) => { inverse[v] = i; });
  const dims = added.map((d) => inverse[d]!);
  const sizes = inputType.shape.map((_, i) => sizeOf(rw, input, i, op.loc));
  const shape = perms.map((p) => sizes[p]!);
  const init = EmptyOp.build(rw, {
    dynamicSizes: shape.filter((x) => typeof x !== 'number') as Value[],
    resultTypes: [RankedTensorType.get(shape.map((x) => (typeof x === 'number' ? x : DYNAMIC)), inputType.elementType)],
  }, op.loc).result;
  const t = createTranspose(rw, input, init, perms, op.loc);
  rw.replaceOp(op, createBroadcast(rw, t.results[0]!, op.init, dims, op.loc).results);
  return true;
});

/** A copy of `op` with other operands and result types (upstream's clone(b, op, types, operands)). */
function cloneWith(rw: PatternRewriter, op: Operation, operands: readonly Value[], resultTypes: readonly Type[]): Operation {
  const mapping = new IRMapping();
  const regions = op.regions.map((r) => { const nr = new Region(); r.cloneInto(nr, mapping); return nr; });
  const attributes: [string, Attribute][] = op.allAttrs.map((a) => [a.name, a.value]);
  return rw.create(op.info, { operands, resultTypes, attributes, regions, loc: op.loc });
}

/** EraseDeadLinalgOp: an op on a memref with a zero-sized dimension does nothing. */
const eraseDeadLinalgOp: RewritePattern = {
  name: 'EraseDeadLinalgOp',
  root: undefined,
  matchAndRewrite(op, rw) {
    if (!isLinalgOp(op)) return false;
    if (!op.operands.some((v) => v.type instanceof MemRefType && v.type.shape.includes(0))) return false;
    rw.eraseOp(op);
    return true;
  },
};

/** The shape an operand tells about its loops: that of a tensor.cast's source when it is static
 * (upstream's populateMap looks through the cast). */
function knownShape(x: Value): readonly number[] {
  const cast = x.definingOp;
  const src = CastOp.is(cast) ? cast.source.type : undefined;
  return src instanceof RankedTensorType && src.hasStaticShape ? src.shape : operandShape(x);
}

/** InferStaticShapeOfOperands: sizes known for a loop through one operand make the others
 * static (through tensor.cast), results cast back to their old types. */
const inferStaticShape: RewritePattern = {
  name: 'InferStaticShapeOfOperands',
  root: undefined,
  matchAndRewrite(op, rw) {
    const v = isLinalgOp(op) ? linalgInterface(op) : undefined;
    if (!v || !pureTensor(op) || v.indexingMaps.some((m) => !m.isProjectedPermutation())) return false;
    const known = new Map<number, number>();
    op.operands.forEach((x, i) => {
      if (!isTensor(x)) return;
      knownShape(x).forEach((d, k) => {
        const e = v.indexingMaps[i]!.results[k];
        if (!isDynamic(d) && e instanceof AffineDimExpr && !known.has(e.position)) known.set(e.position, d);
      });
    });
    // Inits by operand position, as upstream's isDpsInit: a value may be an input and an init too.
    const isInit = (i: number): boolean => i >= v.inputs.length;
    const operands: Value[] = [];
    const resultTypes: Type[] = [];
    let changed = false;
    rw.setInsertionPoint(op);
    op.operands.forEach((x, i) => {
      operands.push(x);
      if (!isTensor(x)) return;
      const t = x.type as RankedTensorType;
      if (t.hasStaticShape && isInit(i)) { resultTypes.push(t); return; }
      let needed = false;
      const shape = t.shape.map((d, k) => {
        const e = v.indexingMaps[i]!.results[k];
        if (!(e instanceof AffineDimExpr) || !known.has(e.position) || !isDynamic(d)) return d;
        needed = true;
        return known.get(e.position)!;
      });
      const nt = RankedTensorType.get(shape, t.elementType);
      if (needed) {
        changed = true;
        operands[i] = CastOp.build(rw, { source: x, resultTypes: [nt] }, op.loc).dest;
      }
      if (isInit(i)) resultTypes.push(nt);
    });
    if (!changed) return false;
    const n = cloneWith(rw, op, operands, resultTypes);
    const replacements = op.results.map((r, i) => {
      const nr = n.getResult(i);
      return nr.type === r.type ? nr : CastOp.build(rw, { source: nr, resultTypes: [r.type] }, op.loc).dest;
    });
    rw.replaceOp(op, replacements);
    return true;
  },
};

/** FoldTensorCastConsumerOp: cast(linalg result) to a more static type → the op computes that
 * type directly (its init cast instead), with a cast back for its other users. */
const foldCastConsumer = pattern('FoldTensorCastConsumerOp', CastOp, (cast, rw) => {
  if (!preservesStaticInformation(cast.source.type, cast.dest.type)) return false;
  const producer = cast.source.definingOp;
  if (!producer || !isLinalgOp(producer) || cast.parentBlock !== producer.parentBlock) return false;
  const kind = structuredKind(producer)!;
  const { inputs, outputs } = kind.split(producer);
  const resultNo = producer.results.indexOf(cast.source as (typeof producer.results)[number]);
  const resultType = cast.dest.type;
  rw.setInsertionPoint(producer);
  const newOut = CastOp.build(rw, { source: outputs[resultNo]!, resultTypes: [resultType] }, producer.loc).dest;
  const newOutputs = outputs.map((o, i) => (i === resultNo ? newOut : o));
  const resultTypes = producer.resultTypes.map((t, i) => (i === resultNo ? resultType : t));
  const n = cloneWith(rw, producer, [...inputs, ...newOutputs], resultTypes);
  const back = CastOp.build(rw, { source: n.getResult(resultNo), resultTypes: [cast.source.type] }, producer.loc).dest;
  rw.replaceOp(producer, n.results.map((r, i) => (i === resultNo ? back : r)));
  rw.replaceOp(cast, [n.getResult(resultNo)]);
  return true;
});

export const linalgPatterns: readonly RewritePattern[] = [
  eraseIdentityGeneric, eraseIdentityBroadcast, eraseSelfCopy, ...fillPatterns, ...relayoutPatterns, foldTransposeWithTranspose, swapTransposeWithBroadcast,
  eraseDeadLinalgOp, foldCastConsumer, inferStaticShape, ...winogradPatterns,
];
