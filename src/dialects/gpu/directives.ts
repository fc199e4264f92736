/**
 * The custom assembly directives of the gpu dialect, as upstream's parse/print functions of the
 * same names: `async [%deps]`, the reduction kind of all_reduce, the index type of launch_func's
 * sizes, and launch_func's `args(%a : t, ...)`.
 */
import type { OpAsmParser, OpAsmPrinter, UnresolvedOperand } from '../../ir/asm.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { index } from '../../ir/types.js';
import { type CustomArg, registerCustomDirective } from '../../irdl/format/custom.js';
import { AllReduceOperation } from './attrs.js';
import { asyncToken } from './types.js';

/** The spec name a directive argument refers to (`type($x)`, `$x`, `ref($x)` all give `x`). */
function nameOf(arg: CustomArg | undefined): string {
  if (!arg) throw new Error('gpu directive: missing argument');
  if (arg.kind === 'ref') return nameOf(arg.arg);
  if (arg.kind === 'attrDict') throw new Error('gpu directive: unexpected attr-dict argument');
  return arg.name;
}

/**
 * `(async)? ([%dep, ...])?`. The token result exists exactly when `async` is written, and a
 * token nobody can name is an error, as upstream's parseAsyncDependencies says.
 */
export function parseAsyncDependencies(p: OpAsmParser): { async: boolean; deps: UnresolvedOperand[] } {
  const loc = p.currentLoc();
  const isAsync = p.parseOptionalKeyword('async') !== undefined;
  if (isAsync && p.numResultsBound() === 0) throw p.error("needs to be named when marked 'async'", loc);
  return { async: isAsync, deps: p.parseOperandList('optionalSquare') };
}

export function printAsyncDependencies(p: OpAsmPrinter, isAsync: boolean, deps: readonly Value[]): void {
  if (isAsync) p.write('async');
  if (!deps.length) return;
  if (isAsync) p.write(' ');
  p.write('[');
  p.printOperands(deps);
  p.write(']');
}

registerCustomDirective('AsyncDependencies', {
  parse(p, ctx, args) {
    const { async, deps } = parseAsyncDependencies(p);
    ctx.setTypes(nameOf(args[0]), async ? [asyncToken] : []);
    ctx.setOperands(nameOf(args[1]), deps);
    ctx.setTypes(nameOf(args[1]), deps.map(() => asyncToken));
  },
  print(p, ctx, args) {
    printAsyncDependencies(p, ctx.types(nameOf(args[0])).length > 0, ctx.operands(nameOf(args[1])));
  },
});

/** `add` (or nothing, when the op carries a region body instead). */
registerCustomDirective('AllReduceOperation', {
  parse(p, ctx, args) {
    const kw = p.parseOptionalKeyword();
    if (kw === undefined) return;
    const v = AllReduceOperation.spec.cases[kw];
    if (v === undefined) throw p.error('invalid op kind');
    ctx.setAttr(nameOf(args[0]), AllReduceOperation.get(v));
  },
  print(p, ctx, args) {
    const a = ctx.attr(nameOf(args[0]));
    if (a && AllReduceOperation.constraint.check(a)) p.write(a.stripped);
  },
});

/**
 * `: i32` after launch_func's sizes when they are not `index`; the cluster sizes, when present,
 * share the type (LaunchDimType(type($gridSizeX), ref($clusterSizeX), type($clusterSize*)...)).
 */
registerCustomDirective('LaunchDimType', {
  parse(p, ctx, args) {
    const t: Type = p.parseOptionalPunct(':') ? p.parseType() : index;
    const dims = ['gridSizeX', 'gridSizeY', 'gridSizeZ', 'blockSizeX', 'blockSizeY', 'blockSizeZ'];
    // upstream types the grid size here and the rest through AllTypesMatch
    for (const d of [nameOf(args[0]), ...dims]) ctx.setTypes(d, [t]);
    if (ctx.getOperands(nameOf(args[1])).length) for (const a of args.slice(2)) ctx.setTypes(nameOf(a), [t]);
  },
  print(p, ctx, args) {
    const t = ctx.types(nameOf(args[0]))[0];
    if (t && t !== index) { p.write(': '); p.printType(t); }
  },
});

/** `args(%a : f32, %b : memref<4xf32>)`, or nothing when there are no kernel operands. */
registerCustomDirective('LaunchFuncOperands', {
  parse(p, ctx, args) {
    if (p.parseOptionalKeyword('args') === undefined) return;
    const us: UnresolvedOperand[] = [];
    const ts: Type[] = [];
    p.parseCommaSeparatedList('paren', () => {
      us.push(p.parseOperand());
      ts.push(p.parseColonType());
    }, ' in argument list');
    ctx.setOperands(nameOf(args[0]), us);
    ctx.setTypes(nameOf(args[1]), ts);
  },
  print(p, ctx, args) {
    const vs = ctx.operands(nameOf(args[0]));
    if (!vs.length) return;
    p.write('args(');
    vs.forEach((v, i) => {
      if (i) p.write(', ');
      p.printOperand(v);
      p.write(' : ');
      p.printType(v.type);
    });
    p.write(')');
  },
});
