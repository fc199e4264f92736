/** Compiles an assembly format string into the parse and print hooks of an op kind. */
import type { OpAsmParser, OpAsmPrinter, OperationState } from '../../ir/asm.js';
import type { Operation } from '../../ir/operation.js';
import type { Trait, TraitName } from '../../ir/traits.js';
import type { OpModel } from '../model.js';
import { type El, parseFormat } from './ast.js';
import { type FormatPrinterInfo, printWithFormat } from './print.js';
import { type FormatParserInfo, parseWithFormat } from './parse.js';
import { planSlots } from './slots.js';
import type { OpHooksFor, OpSpec } from '../spec.js';

function collectAttrs(els: readonly El[], out: Set<string>): void {
  for (const e of els) {
    if (e.k === 'attr') out.add(e.a.name);
    else if (e.k === 'optional') { collectAttrs(e.then, out); collectAttrs(e.else, out); }
    else if (e.k === 'custom') collectAttrs(e.args, out);
    else if (e.k === 'ref') collectAttrs([e.arg], out);
  }
}

export interface CompiledFormat {
  parse(p: OpAsmParser, state: OperationState): void;
  print(op: Operation, p: OpAsmPrinter): void;
}

export function compileFormat(m: OpModel, format: string, traits: ReadonlyMap<TraitName, Trait>, hooks: OpHooksFor<OpSpec>): CompiledFormat {
  const els = parseFormat(m, format);
  const used = new Set<string>();
  collectAttrs(els, used);
  const hasOperandsDirective = els.some((e) => e.k === 'operands');
  if (m.operandSegments && !hasOperandsDirective) used.add('operandSegmentSizes');
  if (m.resultSegments) used.add('resultSegmentSizes');
  const printer: FormatPrinterInfo = {
    m, els, implicitTerminator: traits.has('SingleBlockImplicitTerminator'), elidedSet: used,
    defaults: new Map(m.attrs.filter((a) => a.defaultValue !== undefined).map((a) => [a.name, a.defaultValue!] as const)),
  };
  const parser: FormatParserInfo = {
    m, els, traits, plan: planSlots(m, traits),
    ...(hooks.inferResultTypes ? { inferResultTypes: hooks.inferResultTypes } : {}),
  };
  return {
    parse: (p, state) => parseWithFormat(parser, p, state),
    print: (op, p) => printWithFormat(printer, op, p),
  };
}
