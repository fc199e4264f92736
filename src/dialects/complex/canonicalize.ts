/**
 * The complex dialect's canonicalization patterns (upstream's): `re`/`im` of the negation of a
 * `complex.create` are the negated parts (FoldComponentNeg), and chains of bitcasts merge
 * (MergeComplexBitcast, MergeArithBitcast): a complex.bitcast of a bitcast casts the original
 * value once, as complex.bitcast while a complex type is involved and as arith.bitcast otherwise.
 */
import type { Operation } from '../../ir/operation.js';
import { ComplexType } from '../../ir/types.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { BitcastOp as ArithBitcastOp, NegFOp } from '../arith/index.js';
import { BitcastOp, CreateOp, ImOp, NegOp, ReOp } from './ops.js';

const componentNeg = (def: { readonly name: string; is(op: Operation | null | undefined): op is Operation }, index: 0 | 1) =>
  pattern(`FoldComponentNeg<${def.name}>`, def, (op, rw) => {
    const neg = op.getOperand(0).definingOp;
    if (!NegOp.is(neg)) return false;
    const create = neg.complex.definingOp;
    if (!CreateOp.is(create)) return false;
    rw.replaceOp(op, [NegFOp.build(rw, { operand: create.getOperand(index) }, op.loc).result]);
    return true;
  });

const mergeComplexBitcast = pattern('MergeComplexBitcast', BitcastOp, (op, rw) => {
  const def = op.operand.definingOp;
  const type = op.result.type;
  if (BitcastOp.is(def)) {
    const source = def.operand;
    const merged = type instanceof ComplexType || source.type instanceof ComplexType
      ? BitcastOp.build(rw, { operand: source, resultTypes: [type] }, op.loc)
      : ArithBitcastOp.build(rw, { in: source, resultTypes: [type] }, op.loc);
    rw.replaceOp(op, merged.results);
    return true;
  }
  if (ArithBitcastOp.is(def)) {
    rw.replaceOp(op, [BitcastOp.build(rw, { operand: def.in, resultTypes: [type] }, op.loc).result]);
    return true;
  }
  return false;
});

const mergeArithBitcast = pattern('MergeArithBitcast', ArithBitcastOp, (op, rw) => {
  const def = op.in.definingOp;
  if (!BitcastOp.is(def)) return false;
  rw.replaceOp(op, [BitcastOp.build(rw, { operand: def.operand, resultTypes: [op.out.type] }, op.loc).result]);
  return true;
});

export const complexPatterns: readonly RewritePattern[] = [
  componentNeg(ReOp, 0), componentNeg(ImOp, 1), mergeComplexBitcast, mergeArithBitcast,
];
