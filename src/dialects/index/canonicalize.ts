/**
 * The index dialect's canonicalizations (upstream's): `op(op(x, c1), c2)` → `op(x, c2 op c1)` for
 * the associative and commutative ops when `c2 op c1` folds, and `cmp(x - y, 0)` → `cmp(x, y)`
 * (`cmp(0, x - y)` → `cmp(y, x)`).
 */
import type { Attribute } from '../../ir/attributes.js';
import { IntegerAttr } from '../../ir/attributes.js';
import { i1, index } from '../../ir/types.js';
import { constantOf } from '../../rewrite/fold.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { BINARY_OPS, CmpOp, ConstantOp } from './ops.js';

const REASSOCIATED = ['add', 'mul', 'maxs', 'maxu', 'mins', 'minu', 'and', 'or', 'xor'];

const reassociate = BINARY_OPS.filter((d) => REASSOCIATED.includes(d.name.slice('index.'.length))).map((def) =>
  pattern(`canonicalizeAssociativeCommutativeBinaryOp<${def.name}>`, def, (op, rw) => {
    const c2 = constantOf(op.rhs);
    const inner = op.lhs.definingOp;
    if (c2 === undefined || !def.is(inner)) return false;
    const c1 = constantOf(inner.rhs);
    if (c1 === undefined) return false;
    // createOrFold of `c2 op c1`: only a fold to a constant goes on.
    const folded = op.info.fold?.(op, [c2, c1]);
    const value = folded?.[0];
    if (!(value instanceof IntegerAttr)) return false;
    const c = ConstantOp.build(rw, { value }, op.loc).result;
    rw.replaceOp(op, [def.build(rw, { lhs: inner.lhs, rhs: c, resultTypes: [index] }, op.loc).result]);
    return true;
  }));

const isZero = (a: Attribute | undefined): boolean => a instanceof IntegerAttr && a.value === 0n;

const cmpOfSub = pattern('CmpOp::canonicalize', CmpOp, (op, rw) => {
  const rhsZero = isZero(constantOf(op.rhs)), lhsZero = isZero(constantOf(op.lhs));
  if (!rhsZero && !lhsZero) return false;
  const sub = (rhsZero ? op.lhs : op.rhs).definingOp;
  if (sub?.name !== 'index.sub') return false;
  const [x, y] = rhsZero ? [sub.getOperand(0), sub.getOperand(1)] : [sub.getOperand(1), sub.getOperand(0)];
  rw.replaceOp(op, [CmpOp.build(rw, { lhs: x, rhs: y, pred: op.pred, resultTypes: [i1] }, op.loc).result]);
  return true;
});

export const indexPatterns: readonly RewritePattern[] = [...reassociate, cmpOfSub];
