/**
 * The gpu dialect's subgroup matrix ops at run time. A `!gpu.mma_matrix<MxNxT, "?Op">` value is
 * modelled as the whole M×N matrix (a row-major Tensor) held by every lane of the subgroup: the
 * ops are warp-wide and every lane computes the same matrix, so loads read the full tile, stores
 * are done by lane 0 alone (the others would write the same values), and compute and elementwise
 * act on whole matrices. Tiles in memory start at the indexed element, with `leadDimension`
 * elements between the starts of consecutive rows (columns when `transpose`).
 */
import { FloatType, type Type } from '../../ir/types.js';
import { type FloatKind, roundToKind } from '../../support/float.js';
import { type MemRef, type Scalar, Tensor, allocStorage } from '../values.js';
import { fail } from './core.js';
import { maxnumf, minnumf } from './float.js';
import { pos } from './memref.js';

type S = Scalar;

/** The storage position of tile element (r, c). */
function tileAt(m: MemRef, base: number, lead: number, transpose: boolean, r: number, c: number, id: number): number {
  const p = base + (transpose ? c * lead + r : r * lead + c);
  if (!(p >= 0 && p < m.data.length)) fail(id, `matrix element (${r}, ${c}) at offset ${p - m.offset} lies outside the memref's buffer`);
  return p;
}

export function mmaLoad(m: MemRef, idx: readonly number[], lead: number, transpose: boolean, et: Type, rows: number, cols: number, id: number): Tensor {
  const base = pos(m, idx, id);
  const out = allocStorage(et, rows * cols) as unknown as S[];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out[r * cols + c] = m.data[tileAt(m, base, lead, transpose, r, c, id)]!;
  return new Tensor(et, [rows, cols], out as unknown as Tensor['data']);
}

export function mmaStore(t: Tensor, m: MemRef, idx: readonly number[], lead: number, transpose: boolean, lane: number, id: number): void {
  if (lane !== 0) return;
  const base = pos(m, idx, id);
  const [rows, cols] = t.shape as [number, number];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) (m.data as unknown as S[])[tileAt(m, base, lead, transpose, r, c, id)] = t.data[r * cols + c]!;
  }
}

/** A × B + C: each dot product summed exactly (in double, or as integers) and rounded once. */
export function mmaCompute(a: Tensor, b: Tensor, c: Tensor): Tensor {
  const [m, k] = a.shape as [number, number], n = b.shape[1]!;
  const et = c.elementType;
  const out = allocStorage(et, m * n) as unknown as S[];
  const float = et instanceof FloatType;
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      if (float) {
        let s = Number(c.data[i * n + j]);
        for (let x = 0; x < k; x++) s += Number(a.data[i * k + x]) * Number(b.data[x * n + j]);
        out[i * n + j] = roundToKind(s, et.kind);
      } else {
        let s = BigInt(c.data[i * n + j]!);
        for (let x = 0; x < k; x++) s += BigInt(a.data[i * k + x]!) * BigInt(b.data[x * n + j]!);
        out[i * n + j] = Number(BigInt.asIntN(32, s));
      }
    }
  }
  return new Tensor(et, [m, n], out as unknown as Tensor['data']);
}

export function mmaFill(v: S, et: Type, rows: number, cols: number): Tensor {
  const out = allocStorage(et, rows * cols) as unknown as S[];
  out.fill(v);
  return new Tensor(et, [rows, cols], out as unknown as Tensor['data']);
}

/** gpu.subgroup_mma_elementwise of the given kind (MMAElementwiseOp's names), element by element. */
export function mmaElementwise(kind: string, args: readonly Tensor[], et: Type, id: number): Tensor {
  const first = args[0] ?? fail(id, 'has no operand');
  const n = first.data.length;
  const kindF = et instanceof FloatType ? et.kind : undefined;
  const round = (x: number): number => (kindF ? roundToKind(x, kindF as FloatKind) : Number(BigInt.asIntN(32, BigInt(Math.trunc(x)))));
  const at = (t: number, i: number): number => Number(args[t]!.data[i]);
  const one = (i: number): number => {
    switch (kind) {
      case 'addf': case 'addi': return round(at(0, i) + at(1, i));
      case 'subf': case 'subi': return round(at(0, i) - at(1, i));
      case 'mulf': return round(at(0, i) * at(1, i));
      case 'muli': return Math.imul(at(0, i), at(1, i));
      case 'divf': return round(at(0, i) / at(1, i));
      case 'maxf': return maxnumf(at(0, i), at(1, i));
      case 'minf': return minnumf(at(0, i), at(1, i));
      case 'negatef': return -at(0, i);
      case 'negates': return round(-at(0, i));
      case 'extf': return at(0, i);
      case 'divs': case 'divu': {
        const d = at(1, i);
        if (d === 0) fail(id, 'integer division by zero');
        return kind === 'divs' ? round(at(0, i) / d) : Math.trunc((at(0, i) >>> 0) / (d >>> 0)) | 0;
      }
      default: return fail(id, `elementwise kind '${kind}' is not supported`);
    }
  };
  const out = allocStorage(et, n) as unknown as S[];
  for (let i = 0; i < n; i++) out[i] = one(i);
  return new Tensor(et, first.shape, out as unknown as Tensor['data']);
}
