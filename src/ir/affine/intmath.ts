/**
 * Integer helpers with upstream MLIR's semantics (mlir/Support/MathExtras.h), exact for
 * integers within ±2^53.
 */

/** Upstream `floorDiv` / llvm::divideFloorSigned: rounds toward -inf, for any non-zero divisor. */
export function floorDivInt(lhs: number, rhs: number): number {
  const r = lhs % rhs;
  const q = (lhs - r) / rhs;
  return (r !== 0 && (r < 0) !== (rhs < 0) ? q - 1 : q) + 0;
}

/** Upstream `ceilDiv` / llvm::divideCeilSigned: rounds toward +inf. */
export function ceilDivInt(lhs: number, rhs: number): number {
  const r = lhs % rhs;
  const q = (lhs - r) / rhs;
  return (r !== 0 && (r < 0) === (rhs < 0) ? q + 1 : q) + 0;
}

/** Upstream `mod`: the non-negative remainder, for a positive divisor. */
export function modInt(lhs: number, rhs: number): number {
  const r = lhs % rhs;
  return (r < 0 ? r + rhs : r) + 0;
}

/** `std::gcd` over the values reinterpreted as uint64, as upstream; reinterpreting matters only
 * for the negative divisors that floordiv by a negative constant can produce. */
export function gcd64(a: number, b: number): number {
  if (a >= 0 && b >= 0) {
    while (b !== 0) [a, b] = [b, a % b];
    return a;
  }
  let x = BigInt.asUintN(64, BigInt(a));
  let y = BigInt.asUintN(64, BigInt(b));
  while (y !== 0n) [x, y] = [y, x % y];
  return Number(BigInt.asIntN(64, x));
}

