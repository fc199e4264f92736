/**
 * The three Winograd transforms (linalg.winograd_*_transform), computed as upstream's
 * decomposition does: small matmuls with the transform matrices (single-precision constants in
 * the element type) accumulating in index order, each product and sum rounded by `round`.
 *
 *   filter: U = G g G^T          per (f, c), g = filter[f, :, :, c]
 *   input:  V = B^T d B          per (tile h, tile w, n, c), d the alpha x alpha patch at (h m, w m)
 *   output: Y = out + s A^T y A  per (tile h, tile w, n, f), s the scale of A and A^T
 *
 * A side whose alpha (or filter size) is 1 is not transformed. With s = 1 the last product
 * accumulates into `out` directly; otherwise it is scaled, then added (upstream's generic).
 */
import { Tensor, rowMajorStrides } from '../values.js';

type Round = (v: number) => number;
type Matrix = readonly (readonly number[])[];

interface Transforms {
  readonly m: number;
  readonly r: number;
  readonly G: Matrix;
  readonly BT: Matrix;
  readonly AT: Matrix;
  /** The factor A^T and A carry (each side's), 1 for F(2, 3). */
  readonly scale: number;
}

const rows = (n: number, xs: readonly number[]): Matrix => {
  const out: number[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n).map((x) => Math.fround(x)));
  return out;
};
const transpose = (a: Matrix): Matrix => a[0]!.map((_, j) => a.map((row) => row[j]!));

const TRANSFORMS: Readonly<Record<string, Transforms>> = {
  F_2_3: {
    m: 2, r: 3, scale: 1,
    G: rows(3, [-1, 0, 0, 1 / 2, -1 / 2, 1 / 2, 1 / 2, 1 / 2, 1 / 2, 0, 0, 1]),
    BT: rows(4, [-1, 0, 1, 0, 0, -1, 1, 0, 0, 1, 1, 0, 0, -1, 0, 1]),
    AT: rows(4, [1, 1, 1, 0, 0, -1, 1, 1]),
  },
  F_4_3: {
    m: 4, r: 3, scale: 32,
    G: rows(3, [1, 0, 0, -1 / 3, 1 / 3, -1 / 3, -1 / 3, -1 / 3, -1 / 3, 1 / 12, -1 / 6, 1 / 3, 1 / 12, 1 / 6, 1 / 3, 0, 0, 1]),
    BT: rows(6, [
      1 / 4, 0, -5 / 16, 0, 1 / 16, 0,
      0, 1 / 4, -1 / 4, -1 / 16, 1 / 16, 0,
      0, -1 / 4, -1 / 4, 1 / 16, 1 / 16, 0,
      0, 1 / 4, -1 / 8, -1 / 4, 1 / 8, 0,
      0, -1 / 4, -1 / 8, 1 / 4, 1 / 8, 0,
      0, 1 / 4, 0, -5 / 16, 0, 1 / 16,
    ]),
    AT: rows(6, [
      1 / 8, 1 / 4, 1 / 4, 1 / 8, 1 / 8, 0,
      0, -1 / 4, 1 / 4, -1 / 4, 1 / 4, 0,
      0, 1 / 4, 1 / 4, 1 / 2, 1 / 2, 0,
      0, -1 / 4, 1 / 4, -1, 1, 1 / 2,
    ]),
  },
  F_2_5: {
    m: 2, r: 5, scale: 16,
    G: rows(5, [
      1, 0, 0, 0, 0,
      1 / 6, -1 / 6, 1 / 6, -1 / 6, 1 / 6,
      -1 / 6, -1 / 6, -1 / 6, -1 / 6, -1 / 6,
      -4 / 15, 2 / 15, -1 / 15, 1 / 30, -1 / 60,
      1 / 60, 1 / 30, 1 / 15, 2 / 15, 4 / 15,
      0, 0, 0, 0, 1,
    ]),
    BT: rows(6, [
      1 / 8, 3 / 16, -1 / 4, -3 / 16, 1 / 8, 0,
      0, 1 / 8, 1 / 16, -5 / 16, 1 / 8, 0,
      0, -1 / 8, -5 / 16, -1 / 16, 1 / 8, 0,
      0, 1 / 4, -1 / 8, -1 / 4, 1 / 8, 0,
      0, -1 / 8, -1 / 4, 1 / 8, 1 / 4, 0,
      0, 1 / 8, 3 / 16, -1 / 4, -3 / 16, 1 / 8,
    ]),
    AT: rows(6, [1 / 2, 1, 1, 2, 1, 0, 0, -1, 1, -1, 2, 1 / 2]),
  },
};

/** a b, accumulated into a copy of `init` (zeros when absent) in index order. */
function matmul(a: Matrix, b: Matrix, round: Round, init?: Matrix): number[][] {
  return a.map((row, i) => b[0]!.map((_, j) => {
    let acc = init ? init[i]![j]! : 0;
    for (let k = 0; k < row.length; k++) acc = round(acc + round(row[k]! * b[k]![j]!));
    return acc;
  }));
}

/** The transform matrices of `fmr`, as constants of the element type. */
function transforms(fmr: string, round: Round): Transforms & { GT: Matrix; B: Matrix; A: Matrix } {
  const t = TRANSFORMS[fmr]!;
  const conv = (x: Matrix): Matrix => x.map((row) => row.map(round));
  const G = conv(t.G), BT = conv(t.BT), AT = conv(t.AT);
  return { ...t, G, BT, AT, GT: transpose(G), B: transpose(BT), A: transpose(AT) };
}

/** Reads a 2-D slice `rowsN x colsN` of `t` at `at`, varying dims `dr` and `dc`. */
function slice2(t: Tensor, at: readonly number[], dr: number, dc: number, rowsN: number, colsN: number): number[][] {
  const s = rowMajorStrides(t.shape);
  const base = at.reduce((p, x, d) => p + x * s[d]!, 0);
  const data = t.data as ArrayLike<number>;
  return Array.from({ length: rowsN }, (_, i) => Array.from({ length: colsN }, (_, j) => data[base + i * s[dr]! + j * s[dc]!]!));
}

/** Writes `m` into `t` (in place) as slice2 reads it. */
function write2(t: Tensor, at: readonly number[], dr: number, dc: number, m: Matrix): void {
  const s = rowMajorStrides(t.shape);
  const base = at.reduce((p, x, d) => p + x * s[d]!, 0);
  const data = t.data as unknown as number[];
  m.forEach((row, i) => row.forEach((v, j) => { data[base + i * s[dr]! + j * s[dc]!] = v; }));
}

/** `left x right`, either side left out when absent. */
function sandwich(left: Matrix | undefined, x: Matrix, right: Matrix | undefined, round: Round): Matrix {
  const l = left ? matmul(left, x, round) : x;
  return right ? matmul(l, right, round) : l;
}

/** Calls `fn` with every index of a box of `sizes`, row-major. */
function eachIndex(sizes: readonly number[], fn: (idx: number[]) => void): void {
  const idx = sizes.map(() => 0);
  if (sizes.some((n) => n <= 0)) return;
  for (;;) {
    fn(idx);
    let d = sizes.length - 1;
    while (d >= 0 && ++idx[d]! === sizes[d]) idx[d--] = 0;
    if (d < 0) return;
  }
}

const copyOf = (t: Tensor): Tensor => new Tensor(t.elementType, t.shape, (t.data as Float32Array).slice());

/** linalg.winograd_filter_transform: filter (F, KH, KW, C) into `out` (alphaH, alphaW, C, F). */
export function winogradFilter(filter: Tensor, out: Tensor, fmr: string, round: Round): Tensor {
  const t = transforms(fmr, round);
  const [F, KH, KW, C] = filter.shape as [number, number, number, number];
  const res = copyOf(out);
  eachIndex([F, C], ([f, c]) => {
    const g = slice2(filter, [f!, 0, 0, c!], 1, 2, KH, KW);
    write2(res, [0, 0, c!, f!], 0, 1, sandwich(KH !== 1 ? t.G : undefined, g, KW !== 1 ? t.GT : undefined, round));
  });
  return res;
}

/** linalg.winograd_input_transform: input (N, H, W, C) into `out` (alphaH, alphaW, tH, tW, N, C). */
export function winogradInput(input: Tensor, out: Tensor, fmr: string, round: Round): Tensor {
  const t = transforms(fmr, round);
  const [alphaH, alphaW, tilesH, tilesW, N, C] = out.shape as [number, number, number, number, number, number];
  const left = alphaH !== 1, right = alphaW !== 1;
  const res = copyOf(out);
  eachIndex([tilesH, tilesW, N, C], ([h, w, n, c]) => {
    const d = slice2(input, [n!, left ? h! * t.m : h!, right ? w! * t.m : w!, c!], 1, 2, alphaH, alphaW);
    write2(res, [0, 0, h!, w!, n!, c!], 0, 1, sandwich(left ? t.BT : undefined, d, right ? t.B : undefined, round));
  });
  return res;
}

/** linalg.winograd_output_transform: value (alphaH, alphaW, tH, tW, N, F) added into `out` (N, H, W, F). */
export function winogradOutput(value: Tensor, out: Tensor, fmr: string, round: Round): Tensor {
  const t = transforms(fmr, round);
  const [alphaH, alphaW, tilesH, tilesW, N, F] = value.shape as [number, number, number, number, number, number];
  const left = alphaH !== 1, right = alphaW !== 1;
  const mH = left ? t.m : 1, mW = right ? t.m : 1;
  const scale = (left ? t.scale : 1) * (right ? t.scale : 1);
  const res = copyOf(out);
  eachIndex([tilesH, tilesW, N, F], ([h, w, n, f]) => {
    const y = slice2(value, [0, 0, h!, w!, n!, f!], 0, 1, alphaH, alphaW);
    const at = [n!, h! * mH, w! * mW, f!];
    const init = slice2(res, at, 1, 2, mH, mW);
    let tile: Matrix;
    if (scale === 1) {
      // The last product accumulates into the output tile.
      tile = left && right ? matmul(matmul(t.AT, y, round), t.A, round, init) : left ? matmul(t.AT, y, round, init) : matmul(y, t.A, round, init);
    } else {
      const u = sandwich(left ? t.AT : undefined, y, right ? t.A : undefined, round);
      tile = u.map((row, i) => row.map((v, j) => round(round(scale * v) + init[i]![j]!)));
    }
    write2(res, at, 1, 2, tile);
  });
  return res;
}
