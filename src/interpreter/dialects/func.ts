/**
 * The func, builtin and cf dialects' implementation tables: calls (direct, indirect, function
 * values), casts that change nothing at run time, and CFG branches, which the region emitter's
 * state machine turns into jumps (src/interpreter/gen.ts).
 */
import { DenseElementsAttr, SymbolRefAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { lookupNearestSymbolFrom } from '../../ir/symbols.js';
import { InterpreterError } from '../errors.js';
import { str } from '../exprs.js';
import type { EmitTable, FunctionGen } from '../gen.js';
import { arrayAttr } from './common.js';

/** Assigns a call's return value (undefined, one value, or an array) to the op's results. */
export function defineResults(op: Operation, g: FunctionGen, call: string): void {
  if (op.numResults === 0) { g.line(`${call};`); return; }
  if (op.numResults === 1) { g.def(op.getResult(0), call); return; }
  const t = g.fresh('r');
  g.line(`const ${t} = ${call};`);
  op.results.forEach((r, i) => g.def(r, `${t}[${i}]`));
}

function calleeOf(op: Operation, g: FunctionGen, attr: string): { js: string; generator: boolean; device: boolean } {
  const ref = op.getAttr(attr);
  if (!(ref instanceof SymbolRefAttr)) throw new InterpreterError(op, 'has no callee');
  const fn = lookupNearestSymbolFrom(op, ref);
  const info = fn ? g.mod.functions.get(fn) : undefined;
  if (!info) throw new InterpreterError(op, `calls unknown function '${ref.key}'`);
  if (!info.hasBody) throw new InterpreterError(op, `calls external function '${ref.key}', which has no body`);
  return { js: info.jsName, generator: info.generator, device: info.device };
}

/** `yield*` when calling a generator (a kernel helper or an SPMD rank's function). */
export function callExpr(g: FunctionGen, js: string, args: readonly string[], generator: boolean): string {
  const call = `${js}(${args.join(', ')})`;
  if (!generator) return call;
  if (!g.generator) throw new Error('interpreter: calling a generator from plain code');
  return `(yield* ${call})`;
}

export const funcTable: EmitTable = {
  'func.call': (op, g) => {
    const c = calleeOf(op, g, 'callee');
    const args = g.names_(op.operands);
    defineResults(op, g, callExpr(g, c.js, c.device ? ['$t', ...args] : args, c.generator));
  },
  'func.call_indirect': (op, g) => {
    const [f, ...args] = g.names_(op.operands);
    defineResults(op, g, `${f}(${args.join(', ')})`);
  },
  'func.constant': (op, g) => {
    const c = calleeOf(op, g, 'value');
    if (c.generator || c.device) throw new InterpreterError(op, 'takes the address of a device or synchronizing function (not supported)');
    g.def(op.getResult(0), c.js);
  },
  'builtin.unrealized_conversion_cast': (op, g) => {
    if (op.numOperands !== op.numResults) throw new InterpreterError(op, `converts ${op.numOperands} values to ${op.numResults}`);
    op.results.forEach((r, i) => g.bind(r, g.name(op.getOperand(i))));
  },
};

export const cfTable: EmitTable = {
  'cf.assert': (op, g) => {
    const msg = (op.getAttr('msg') as { value?: string } | undefined)?.value ?? '';
    g.line(`if (!${g.name(op.getOperand(0))}) $fail(${g.id(op)}, ${str(`assertion failed: ${msg}`)});`);
  },
  'cf.br': (op, g) => g.branch(op.getSuccessor(0), g.names_(op.operands)),
  'cf.cond_br': (op, g) => {
    const [, nt] = arrayAttr(op, 'operandSegmentSizes') as [number, number, number];
    const names = g.names_(op.operands);
    g.block(`if (${names[0]})`, () => g.branch(op.getSuccessor(0), names.slice(1, 1 + nt)));
    g.branch(op.getSuccessor(1), names.slice(1 + nt));
  },
  'cf.switch': (op, g) => {
    const seg = arrayAttr(op, 'operandSegmentSizes');
    const caseSeg = arrayAttr(op, 'case_operand_segments');
    const names = g.names_(op.operands);
    const flag = names[0]!;
    const dflt = names.slice(1, 1 + seg[1]!);
    let k = 1 + seg[1]!;
    const values = op.getAttr('case_values');
    const cases = values instanceof DenseElementsAttr ? values.all() : [];
    const w = (op.getOperand(0).type as { width?: number }).width ?? 64;
    cases.forEach((v, i) => {
      const args = names.slice(k, k + caseSeg[i]!);
      k += caseSeg[i]!;
      const b = BigInt(v);
      const lit = w > 32 ? `${BigInt.asIntN(w, b)}n` : String(Number(w === 1 ? BigInt.asUintN(1, b) : BigInt.asIntN(w, b)));
      g.block(`if (${flag} === ${lit})`, () => g.branch(op.getSuccessor(i + 1), args));
    });
    g.branch(op.getSuccessor(0), dflt);
  },
};
