/**
 * Philox-4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", SC'11), the
 * counter-based generator behind comco.dropout's mask. Being a pure function of (counter, key),
 * every stage draws the same mask: the interpreter's comco.dropout, the linalg.generic that
 * comco-to-linalg builds (32-bit integer ops, mulhi through arith.mului_extended) and the GPU
 * kernels made from it. The definition (docs/pipeline.md, "Dropout"):
 *
 *   key     = (seed mod 2^32, floor(seed / 2^32) mod 2^32)        (seed as an unsigned 64-bit value)
 *   counter = (i mod 2^32, floor(i / 2^32), 0, 0)                  (i: the element's row-major index)
 *   round   = (c0, c1, c2, c3) -> (hi(M1*c2) ^ c1 ^ k0, lo(M1*c2), hi(M0*c0) ^ c3 ^ k1, lo(M0*c0)),
 *             then k0 += W0, k1 += W1 (all mod 2^32); ten rounds
 *   r       = word 0 after ten rounds
 *   keep    = r >= floor(ratio * 2^32)  (unsigned; ratio: the f32 attribute value)
 *   y       = keep ? T(x * T(scale)) : +0,  scale = f32(1 / (1 - ratio)), T: rounding to the element type
 */

export const M0 = 0xd2511f53, M1 = 0xcd9e8d57;
export const W0 = 0x9e3779b9, W1 = 0xbb67ae85;

/** The high 32 bits of the 64-bit product of two u32 (exact, through 16-bit halves). */
export function mulhi32(a: number, b: number): number {
  const al = a & 0xffff, ah = a >>> 16, bl = b & 0xffff, bh = b >>> 16;
  const ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  const mid = (ll >>> 16) + (lh & 0xffff) + (hl & 0xffff);
  return (hh + (lh >>> 16) + (hl >>> 16) + (mid >>> 16)) >>> 0;
}

/** Philox-4x32 with 10 rounds: four u32 words from a four-word counter and a two-word key. */
export function philox4x32(counter: readonly number[], key: readonly number[]): [number, number, number, number] {
  let c0 = counter[0]! >>> 0, c1 = counter[1]! >>> 0, c2 = counter[2]! >>> 0, c3 = counter[3]! >>> 0;
  let k0 = key[0]! >>> 0, k1 = key[1]! >>> 0;
  for (let r = 0; r < 10; r++) {
    const hi0 = mulhi32(M0, c0), lo0 = Math.imul(M0, c0) >>> 0;
    const hi1 = mulhi32(M1, c2), lo1 = Math.imul(M1, c2) >>> 0;
    c0 = (hi1 ^ c1 ^ k0) >>> 0;
    c1 = lo1;
    c2 = (hi0 ^ c3 ^ k1) >>> 0;
    c3 = lo0;
    k0 = (k0 + W0) >>> 0;
    k1 = (k1 + W1) >>> 0;
  }
  return [c0, c1, c2, c3];
}

/** The dropout key of a seed (an i64 attribute value). */
export function seedKey(seed: bigint | number): [number, number] {
  const s = BigInt.asUintN(64, BigInt(seed));
  return [Number(s & 0xffffffffn), Number(s >> 32n)];
}

/** Whether element `i` is kept by dropout with `ratio` under `key`. */
export function keepElement(i: number, key: readonly number[], threshold: number): boolean {
  const lo = i % 4294967296, hi = Math.floor(i / 4294967296);
  return philox4x32([lo, hi, 0, 0], key)[0] >= threshold;
}

/** The integer threshold of a ratio: elements whose draw is below it are dropped. */
export const dropThreshold = (ratio: number): number => Math.floor(Math.fround(ratio) * 4294967296);

/** The scale applied to kept elements before rounding to the element type. */
export const dropScale = (ratio: number): number => Math.fround(1 / (1 - Math.fround(ratio)));
