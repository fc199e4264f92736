/** Shared by the interpreter's unit tests: compile MLIR text, make random tensors. */
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import { verify } from '../../src/ir/verifier.js';
import type { Type } from '../../src/ir/types.js';
import type { CompileOptions } from '../../src/interpreter/gen.js';
import { type Program, compileModule } from '../../src/interpreter/program.js';
import { Tensor, allocStorage, toScalar } from '../../src/interpreter/values.js';

export function compile(text: string, options: CompileOptions = {}): Program {
  const m = parseSource(text, createContext(), { fileName: 'test.mlir' });
  const err = verify(m);
  if (err) throw err;
  return compileModule(m, options);
}

/** A deterministic generator (mulberry32), so failures reproduce. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A tensor of random values in [lo, hi) rounded to `t` (never all zeros). */
export function randomTensor(t: Type, shape: number[], next: () => number, lo = -1, hi = 1): Tensor {
  const n = shape.reduce((a, b) => a * b, 1);
  const data = allocStorage(t, n) as unknown as (number | bigint)[];
  for (let i = 0; i < n; i++) data[i] = toScalar(t, lo + (hi - lo) * next());
  return new Tensor(t, shape, data as unknown as Tensor['data']);
}

/** max |a - b| / max(|b|, tiny) over the elements. */
export function maxRelError(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let worst = 0;
  for (let i = 0; i < b.length; i++) {
    const d = Math.abs(a[i]! - b[i]!) / Math.max(Math.abs(b[i]!), 1e-30);
    if (!(d <= worst)) worst = d;
  }
  return worst;
}
