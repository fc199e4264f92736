/**
 * Whole programs: a module of a few functions whose signatures are fixed first (so any function
 * may call any other, itself included), then each body filled with ops of one dialect group and
 * closed with a return of values of the promised types.
 */
import { Body, type FuncSig, type ModuleState, type Value, argList, typeList, valueTypes } from './builder.js';
import { Gen, type GenLimits, type OpGen } from './gen.js';
import type { GenRandom } from './random.js';
import type { GenType } from './types.js';
import { typeText } from './types.js';

/** One dialect group: which ops fill bodies and which types functions take and return. */
export interface GroupSpec {
  readonly name: string;
  readonly ops: readonly OpGen[];
  /** A random type for a function argument or result. */
  readonly argType: (r: GenRandom, has: (op: string) => boolean) => GenType;
  readonly limits: GenLimits;
  /** Functions per program. */
  readonly funcs: readonly [number, number];
  /** Runs before bodies (module-level symbols such as memref.global). */
  readonly prelude?: (r: GenRandom, mod: ModuleState, has: (op: string) => boolean) => void;
  /** Optional replacement for the straight-line body (unstructured control flow). */
  readonly body?: (g: Gen, sig: FuncSig, args: readonly Value[]) => void;
}

function signature(r: GenRandom, spec: GroupSpec, has: (op: string) => boolean, name: string): FuncSig {
  const args = Array.from({ length: r.between(0, 4) }, () => spec.argType(r, has));
  const results = Array.from({ length: r.between(0, 3) }, () => (args.length && r.chance(0.5) ? r.pick(args) : spec.argType(r, has)));
  return { name, args, results, external: false };
}

/** A straight-line body: ops from `ops`, then a return of values of the results' types. */
export function straightLineBody(ops: readonly OpGen[]) {
  return (g: Gen, sig: FuncSig): void => {
    g.fill(ops, g.limits.ops);
    const rets = sig.results.map((t) => g.use(t, 0.1));
    g.b.emit(rets.length ? `return ${argList(rets)} : ${valueTypes(rets)}` : 'return');
  };
}

/** The text of one function with its body. */
function funcText(r: GenRandom, spec: GroupSpec, mod: ModuleState, has: (op: string) => boolean, sig: FuncSig): string {
  const body = new Body(r);
  const args = sig.args.map((t) => body.argument(t));
  body.bind(args);
  const g = new Gen(r, body, mod, has, spec.limits, spec.ops);
  (spec.body ?? straightLineBody(spec.ops))(g, sig, args);
  const params = args.map((a) => `${a.name}: ${typeText(a.type)}`).join(', ');
  const results = sig.results.length === 0 ? '' : sig.results.length === 1 && r.chance(0.5)
    ? ` -> ${typeText(sig.results[0]!)}` : ` -> (${typeList(sig.results)})`;
  const visibility = r.chance(0.2) ? 'private ' : '';
  return [`func.func ${visibility}@${sig.name}(${params})${results} {`, ...body.lines, '}'].join('\n');
}

/** A program of the group `spec`, as MLIR text. */
export function generateProgram(r: GenRandom, spec: GroupSpec, has: (op: string) => boolean): string {
  const mod: ModuleState = { funcs: [], globals: [], prelude: [], resources: [] };
  const n = r.between(spec.funcs[0], spec.funcs[1]);
  for (let i = 0; i < n; i++) mod.funcs.push(signature(r, spec, has, `f${i}`));
  spec.prelude?.(r, mod, has);
  const texts = mod.funcs.map((sig) => (sig.external
    ? `func.func private @${sig.name}(${typeList(sig.args)})${sig.results.length ? ` -> (${typeList(sig.results)})` : ''}`
    : funcText(r, spec, mod, has, sig)));
  const resources = mod.resources.length
    ? ['{-#', '  dialect_resources: {', '    builtin: {', mod.resources.map((b) => `      ${b.key}: "${b.hex}"`).join(',\n'), '    }', '  }', '#-}']
    : [];
  return [...mod.prelude, ...texts, ...resources].join('\n') + '\n';
}
