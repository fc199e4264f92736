/**
 * func: direct calls between the program's functions (any of them, the caller itself included),
 * calls of external declarations, and indirect calls through func.constant.
 */
import { argList, typeList } from './builder.js';
import type { Gen, OpGen } from './gen.js';
import type { ModuleState } from './builder.js';
import type { GenRandom } from './random.js';
import type { GenType } from './types.js';

function fnType(args: readonly GenType[], results: readonly GenType[]): string {
  return `(${typeList(args)}) -> ${results.length === 1 ? typeList(results) : `(${typeList(results)})`}`;
}

function call(g: Gen): boolean {
  if (!g.mod.funcs.length) return false;
  const f = g.r.pick(g.mod.funcs);
  const args = f.args.map((t) => g.use(t));
  const { head } = g.b.defineMany(f.results);
  g.b.emit(`${head}func.call @${f.name}(${argList(args)}) : ${fnType(f.args, f.results)}`);
  return true;
}

function callIndirect(g: Gen): boolean {
  if (!g.mod.funcs.length) return false;
  const f = g.r.pick(g.mod.funcs);
  const ty = fnType(f.args, f.results);
  // A function-typed value: named but never put in scope, as no other generator takes one.
  const fn = g.b.freshName();
  g.b.emit(`${fn} = func.constant @${f.name} : ${ty}`);
  const args = f.args.map((t) => g.use(t));
  const { head } = g.b.defineMany(f.results);
  g.b.emit(`${head}func.call_indirect ${fn}(${argList(args)}) : ${ty}`);
  return true;
}

export const FUNC_OPS: readonly OpGen[] = [
  { op: 'func.call', weight: 6, gen: call },
  { op: 'func.call_indirect', weight: 2, needs: ['func.call_indirect', 'func.constant'], gen: callIndirect },
];

/** External declarations the program's functions may call. */
export function declareExternals(r: GenRandom, mod: ModuleState, argType: () => GenType): void {
  for (let i = r.between(0, 2); i > 0; i--) {
    const args = Array.from({ length: r.between(0, 3) }, argType);
    const results = Array.from({ length: r.between(0, 2) }, argType);
    mod.funcs.push({ name: `ext${i}`, args, results, external: true });
  }
}
