/**
 * affine.apply, affine.linearize_index and affine.delinearize_index → arith on index values (the
 * kernel form has no affine ops). Floor division and modulo follow upstream's lower-affine
 * expansion (correct for negative operands); linearize/delinearize use the static basis.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import type { AffineExpr } from '../../ir/affine/index.js';
import { Builder } from '../../ir/builder.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import {
  AddIOp, CmpIOp, CmpIPredicate, ConstantOp, DivSIOp, MulIOp, RemSIOp, SelectOp, SubIOp,
} from '../../dialects/arith/index.js';
import { ApplyOp, DelinearizeIndexOp, LinearizeIndexOp } from '../../dialects/affine/index.js';
import { staticBasisOf } from '../../dialects/affine/index-ops.js';

function expand(b: Builder, e: AffineExpr, dims: readonly Value[], syms: readonly Value[]): Value {
  const c = (n: number): Value => ConstantOp.build(b, { value: IntegerAttr.index(n) }).result;
  const sel = (cond: Value, t: Value, f: Value): Value => SelectOp.build(b, { condition: cond, true_value: t, false_value: f }).result;
  const cmp = (p: string, l: Value, r: Value): Value => CmpIOp.build(b, { predicate: CmpIPredicate.get(p), lhs: l, rhs: r }).result;
  const sub = (l: Value, r: Value): Value => SubIOp.build(b, { lhs: l, rhs: r }).result;
  switch (e.kind) {
    case 'dim': return dims[e.position]!;
    case 'symbol': return syms[e.position]!;
    case 'constant': return c(e.value);
    default: break;
  }
  const l = expand(b, e.lhs, dims, syms);
  const r = expand(b, e.rhs, dims, syms);
  switch (e.kind) {
    case 'add': return AddIOp.build(b, { lhs: l, rhs: r }).result;
    case 'mul': return MulIOp.build(b, { lhs: l, rhs: r }).result;
    case 'mod': {
      const rem = RemSIOp.build(b, { lhs: l, rhs: r }).result;
      return sel(cmp('slt', rem, c(0)), AddIOp.build(b, { lhs: rem, rhs: r }).result, rem);
    }
    case 'floordiv': {
      const neg = cmp('slt', l, c(0));
      const minus1 = c(-1);
      const q = DivSIOp.build(b, { lhs: sel(neg, sub(minus1, l), l), rhs: r }).result;
      return sel(neg, sub(minus1, q), q);
    }
    default: {
      const nonPos = cmp('sle', l, c(0));
      const one = c(1);
      const q = DivSIOp.build(b, { lhs: sel(nonPos, sub(c(0), l), sub(l, one)), rhs: r }).result;
      return sel(nonPos, sub(c(0), q), AddIOp.build(b, { lhs: q, rhs: one }).result);
    }
  }
}

/** Replaces one affine index op by arith ops. */
function expandOne(op: Operation): void {
  const b = Builder.before(op);
  const c = (n: number): Value => ConstantOp.build(b, { value: IntegerAttr.index(n) }).result;
  if (ApplyOp.is(op)) {
    const map = op.map.map;
    const ops = op.mapOperands;
    op.results[0]!.replaceAllUsesWith(expand(b, map.results[0]!, ops.slice(0, map.numDims), ops.slice(map.numDims)));
  } else if (LinearizeIndexOp.is(op)) {
    const basis = staticBasisOf(op).map(Number);
    let acc: Value | undefined;
    op.multi_index.forEach((v, i) => {
      const stride = basis.slice(i + 1).reduce((a, x) => a * x, 1);
      const term = stride === 1 ? v : MulIOp.build(b, { lhs: v, rhs: c(stride) }).result;
      acc = acc ? AddIOp.build(b, { lhs: acc, rhs: term }).result : term;
    });
    op.results[0]!.replaceAllUsesWith(acc ?? c(0));
  } else if (DelinearizeIndexOp.is(op)) {
    const given = staticBasisOf(op).map(Number);
    // Without an outer bound the first result is unbounded (0 stands for it; it is never used).
    const basis = op.numResults === given.length ? given : [0, ...given];
    const x = op.linear_index;
    op.results.forEach((res, k) => {
      const stride = basis.slice(k + 1).reduce((a, y) => a * y, 1);
      let v = stride === 1 ? x : DivSIOp.build(b, { lhs: x, rhs: c(stride) }).result;
      if (k > 0) v = RemSIOp.build(b, { lhs: v, rhs: c(basis[k]!) }).result;
      res.replaceAllUsesWith(v);
    });
  } else {
    return;
  }
  op.erase();
}

/** Expands every affine index op nested in `root`. */
export function expandAffineIndexOps(root: Operation): void {
  const ops: Operation[] = [];
  root.walk((o) => { if (ApplyOp.is(o) || LinearizeIndexOp.is(o) || DelinearizeIndexOp.is(o)) ops.push(o); });
  for (const o of ops) expandOne(o);
}
