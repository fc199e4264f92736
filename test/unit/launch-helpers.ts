/**
 * Execution equivalence for comco-kernel-inline and comco-fuse-launches: a host function on
 * memrefs runs in the interpreter on fresh random inputs before and after the passes (after them
 * with the race checker on), and every buffer argument and result must agree within a relative
 * error. A failure names the seed that reproduces it.
 */
import { createContext } from '../../src/dialects/index.js';
import type { Diagnostic } from '../../src/ir/diagnostics.js';
import type { Operation } from '../../src/ir/operation.js';
import { FloatType, FunctionType, MemRefType, type Type } from '../../src/ir/types.js';
import type { StringAttr, TypeAttr } from '../../src/ir/attributes.js';
import { verify } from '../../src/ir/verifier.js';
import { compileModule } from '../../src/interpreter/program.js';
import { MemRef, type RuntimeValue, allocMemRef, elementsOf, toScalar } from '../../src/interpreter/values.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import { parsePassPipeline } from '../../src/passes/pipeline-parser.js';
import { runPipeline } from '../../src/passes/runner.js';
import { comcoPassRegistry } from '../../src/tools/comco-opt.js';
import { rng } from './interp-helpers.js';

function fnType(module: Operation, name: string): FunctionType {
  for (const op of module.regions[0]!.front.ops) {
    if (op.name === 'func.func' && (op.getAttr('sym_name') as StringAttr).value === name) {
      return (op.getAttr('function_type') as TypeAttr).value as FunctionType;
    }
  }
  throw new Error(`no function @${name}`);
}

/** Random buffers (values in [-1, 1), never all zero) and scalars (in [0.5, 1.5)). */
function inputs(types: readonly Type[], seed: number): RuntimeValue[] {
  const next = rng(seed);
  return types.map((t) => {
    if (t instanceof MemRefType) {
      const m = allocMemRef(t.elementType, t.shape);
      const d = m.data as unknown as (number | bigint)[];
      for (let i = 0; i < d.length; i++) d[i] = toScalar(t.elementType, t.elementType instanceof FloatType ? 2 * next() - 1 : Math.floor(200 * next()) - 100);
      return m;
    }
    return toScalar(t, t instanceof FloatType ? 0.5 + next() : Math.floor(10 * next()) + 1);
  });
}

const copy = (v: RuntimeValue): RuntimeValue => {
  if (!(v instanceof MemRef)) return v;
  const m = allocMemRef(v.elementType, v.sizes);
  (m.data as Float32Array).set(v.data as Float32Array);
  return m;
};

const numbers = (v: RuntimeValue): number[] =>
  v instanceof MemRef ? elementsOf(v).map(Number) : typeof v === 'number' || typeof v === 'bigint' ? [Number(v)] : [];

/** Runs `passes` (a func.func pipeline) on `module` in place; throws with the diagnostics on failure. */
export function runPasses(module: Operation, passes: string): Diagnostic[] {
  const diags: Diagnostic[] = [];
  const pm = parsePassPipeline(`builtin.module(func.func(${passes}))`, comcoPassRegistry());
  const ok = runPipeline(pm, module, { context: createContext(), emit: (d) => diags.push(d) });
  if (!ok) throw new Error(`passes failed: ${diags.map((d) => `${d.severity}: ${d.message}`).join('\n')}`);
  const err = verify(module);
  if (err) throw err;
  return diags;
}

export interface Equivalence { readonly module: Operation; readonly text: string; readonly worst: number; readonly diags: Diagnostic[] }

/** Checks that `passes` keep the results of `fn` in `source`; returns the transformed module. */
export function checkEquivalent(source: string, fn: string, passes: string, rtol = 1e-5, seed = Date.now() % 100000): Equivalence {
  const ctx = createContext();
  const module = parseSource(source, ctx, { fileName: 'test.mlir' });
  const err = verify(module);
  if (err) throw err;
  const args = inputs(fnType(module, fn).inputs, seed);
  const before = args.map(copy);
  const r0 = compileModule(module).run(fn, before);
  const diags = runPasses(module, passes);
  const after = args.map(copy);
  const r1 = compileModule(module, { checkRaces: true }).run(fn, after);
  const text = printOp(module);
  let worst = 0;
  const compare = (x: RuntimeValue, y: RuntimeValue, what: string) => {
    const a = numbers(x), b = numbers(y);
    const scale = Math.max(1e-6, ...a.map(Math.abs));
    a.forEach((u, i) => {
      const e = Math.abs(u - b[i]!) / Math.max(Math.abs(u), scale * 1e-3);
      if (!(e <= rtol)) throw new Error(`seed ${seed}: ${what}[${i}] is ${b[i]} after the passes, ${u} before (relative error ${e})\n${text}`);
      worst = Math.max(worst, e);
    });
  };
  before.forEach((v, i) => compare(v, after[i]!, `argument #${i}`));
  r0.forEach((v, i) => compare(v, r1[i]!, `result #${i}`));
  return { module, text, worst, diags };
}

/** How many times `name` occurs as an op in `text`. */
export const countOps = (text: string, name: string): number => text.split(new RegExp(`\\b${name.replace('.', '\\.')}\\b`)).length - 1;
