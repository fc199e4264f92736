/**
 * Affine expressions as JS: the general form (floordiv, ceildiv and mod through the runtime,
 * with MLIR's rounding), and the linear form `c + Σ coef·d` that lets the linalg emitter hoist
 * address arithmetic out of inner loops.
 */
import type { AffineExpr } from '../../ir/affine/expr.js';

/** `e` as a JS expression over dim names `dims` and symbol names `syms`. */
export function affineJs(e: AffineExpr, dims: readonly string[], syms: readonly string[] = []): string {
  switch (e.kind) {
    case 'dim': return dims[e.position]!;
    case 'symbol': return syms[e.position]!;
    case 'constant': return String(e.value);
    case 'add': return `(${affineJs(e.lhs, dims, syms)} + ${affineJs(e.rhs, dims, syms)})`;
    case 'mul': return `(${affineJs(e.lhs, dims, syms)} * ${affineJs(e.rhs, dims, syms)})`;
    case 'mod': return `$rt.amod(${affineJs(e.lhs, dims, syms)}, ${affineJs(e.rhs, dims, syms)})`;
    case 'floordiv': return `$rt.afloordiv(${affineJs(e.lhs, dims, syms)}, ${affineJs(e.rhs, dims, syms)})`;
    case 'ceildiv': return `$rt.aceildiv(${affineJs(e.lhs, dims, syms)}, ${affineJs(e.rhs, dims, syms)})`;
  }
}

/** `c + Σ coef[d]·d` over `numDims` dims. */
export interface Linear { readonly coef: number[]; readonly c: number }

/** The linear form of `e`, or undefined when it has symbols, mod or divisions, or dim products. */
export function linearForm(e: AffineExpr, numDims: number): Linear | undefined {
  switch (e.kind) {
    case 'dim': {
      const coef = new Array<number>(numDims).fill(0);
      coef[e.position] = 1;
      return { coef, c: 0 };
    }
    case 'constant': return { coef: new Array<number>(numDims).fill(0), c: e.value };
    case 'add': {
      const l = linearForm(e.lhs, numDims), r = linearForm(e.rhs, numDims);
      return l && r ? { coef: l.coef.map((x, i) => x + r.coef[i]!), c: l.c + r.c } : undefined;
    }
    case 'mul': {
      const [k, other] = e.rhs.kind === 'constant' ? [e.rhs.value, e.lhs] : e.lhs.kind === 'constant' ? [e.lhs.value, e.rhs] : [undefined, e];
      if (k === undefined) return undefined;
      const f = linearForm(other, numDims);
      return f ? { coef: f.coef.map((x) => x * k), c: f.c * k } : undefined;
    }
    default: return undefined;
  }
}
