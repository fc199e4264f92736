/**
 * Evaluation of affine expressions on concrete integers, with MLIR's semantics.
 */
import { type AffineExpr, foldAffineExpr } from './expr.js';
import { ceilDivInt, floorDivInt, modInt } from './intmath.js';

/**
 * Evaluates `e` for the given dim and symbol values: floordiv and ceildiv round toward -inf /
 * +inf (for either sign of divisor), mod is non-negative. Throws a RangeError where upstream's
 * constant folder gives up (division by zero, mod by a non-positive value), for a dim or symbol
 * without a value, and where a JS number would no longer be exact (beyond ±2^53).
 */
export function evaluateAffineExpr(e: AffineExpr, dims: readonly number[], symbols: readonly number[]): number {
  return foldAffineExpr<number>(
    e,
    (leaf) => {
      if (leaf.kind === 'constant') return leaf.value;
      const v = leaf.kind === 'dim' ? dims[leaf.position] : symbols[leaf.position];
      if (v === undefined) throw new RangeError(`affine: no value for ${leaf.kind === 'dim' ? 'd' : 's'}${leaf.position}`);
      return v;
    },
    (bin, l, r) => {
      let v: number;
      switch (bin.kind) {
        case 'add': v = l + r; break;
        case 'mul': v = l * r; break;
        case 'mod':
          if (r < 1) throw new RangeError(`affine: mod by non-positive value ${r}`);
          v = modInt(l, r);
          break;
        case 'floordiv':
        case 'ceildiv':
          if (r === 0) throw new RangeError(`affine: ${bin.kind} by zero`);
          v = bin.kind === 'floordiv' ? floorDivInt(l, r) : ceilDivInt(l, r);
          break;
      }
      if (!Number.isSafeInteger(v)) throw new RangeError(`affine: value ${v} is beyond ±2^53`);
      return v + 0;
    },
  );
}
