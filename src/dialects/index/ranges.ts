/**
 * `index.cmp` of a min/max with a constant against a constant, as upstream folds it: the min/max
 * bounds its result to a range (ConstantIntRanges::fromSigned / fromUnsigned), and the predicate
 * is decided when it holds, or fails, for every value of the range (intrange::evaluatePred).
 */
import { s, u } from './fold.js';

interface Ranges { umin: bigint; umax: bigint; smin: bigint; smax: bigint }


function fromSigned(smin: bigint, smax: bigint, w: number): Ranges {
  if ((smin >= 0n) === (smax >= 0n)) {
    const a = u(smin, w), b = u(smax, w);
    return { umin: a < b ? a : b, umax: a > b ? a : b, smin, smax };
  }
  return { umin: 0n, umax: u(-1n, w), smin, smax };
}
function fromUnsigned(umin: bigint, umax: bigint, w: number): Ranges {
  const a = s(umin, w), b = s(umax, w);
  if ((a < 0n) === (b < 0n)) return { umin, umax, smin: a < b ? a : b, smax: a > b ? a : b };
  return { umin, umax, smin: -(1n << BigInt(w - 1)), smax: (1n << BigInt(w - 1)) - 1n };
}

function staticallyTrue(pred: number, l: Ranges, r: Ranges, w: number): boolean {
  switch (pred) {
    case 0: {
      const lc = l.umin === l.umax ? l.umin : l.smin === l.smax ? u(l.smin, w) : undefined;
      const rc = r.umin === r.umax ? r.umin : r.smin === r.smax ? u(r.smin, w) : undefined;
      return lc !== undefined && lc === rc;
    }
    case 1: return [2, 4, 6, 8].some((p) => staticallyTrue(p, l, r, w));
    case 2: return l.smax < r.smin;
    case 3: return l.smax <= r.smin;
    case 4: return l.smin > r.smax;
    case 5: return l.smin >= r.smax;
    case 6: return l.umax < r.umin;
    case 7: return l.umax <= r.umin;
    case 8: return l.umin > r.umax;
    default: return l.umin >= r.umax;
  }
}
const INVERSE = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];

/** The answer for `cmp pred(op(x, cstA), cstB)` at width `w`, or undefined when it depends on x. */
export function cmpOfMinMax(opName: string, cstA: bigint, cstB: bigint, w: number, pred: number): boolean | undefined {
  const a = u(cstA, w), sa = s(cstA, w);
  const min = -(1n << BigInt(w - 1)), max = (1n << BigInt(w - 1)) - 1n;
  const lhs = opName === 'index.mins' ? fromSigned(min, sa, w)
    : opName === 'index.minu' ? fromUnsigned(0n, a, w)
    : opName === 'index.maxs' ? fromSigned(sa, max, w)
    : fromUnsigned(a, u(-1n, w), w);
  const b = u(cstB, w), sb = s(cstB, w);
  const rhs: Ranges = { umin: b, umax: b, smin: sb, smax: sb };
  if (staticallyTrue(pred, lhs, rhs, w)) return true;
  if (staticallyTrue(INVERSE[pred]!, lhs, rhs, w)) return false;
  return undefined;
}
