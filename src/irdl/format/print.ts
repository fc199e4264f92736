/** Prints an op from its assembly format, with ODS's spacing rules. */
import type { OpAsmPrinter } from '../../ir/asm.js';
import { type Attribute, attrEquals, type NamedAttribute } from '../../ir/attributes.js';
import { UnitAttrC } from '../constraints.js';
import type { Operation } from '../../ir/operation.js';
import type { Region } from '../../ir/region.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type OpModel, operandRanges, resultRanges } from '../model.js';
import type { El, TypeArg } from './ast.js';
import { type CustomArg, type CustomPrintContext, lookupCustomDirective } from './custom.js';

interface Spacing { space: boolean; punct: boolean; }

/** ODS's shouldEmitSpaceBefore. */
function spaceBefore(value: string, lastWasPunct: boolean): boolean {
  if (value.length !== 1 && value !== '->') return true;
  if (lastWasPunct) return !'>)}],'.includes(value[0]!);
  return !'<>(){}[],'.includes(value[0]!);
}
const isAlpha = (c: string) => /[A-Za-z]/.test(c);

export interface FormatPrinterInfo {
  readonly m: OpModel;
  readonly els: readonly El[];
  readonly implicitTerminator: boolean;
  /** Attributes `attr-dict` leaves out (used elsewhere in the format, or segment sizes). */
  readonly elidedSet: ReadonlySet<string>;
  /** Default values of default-valued attributes (left out of `attr-dict` when equal). */
  readonly defaults: ReadonlyMap<string, Attribute>;
}

export function operandValues(m: OpModel, op: Operation, name: string): Value[] {
  const gi = m.operands.findIndex((g) => g.name === name);
  if (gi < 0) return [];
  const [s, n] = operandRanges(m, op)[gi]!;
  return op.operands.slice(s, s + n);
}
export function resultValues(m: OpModel, op: Operation, name: string): Value[] {
  const gi = m.results.findIndex((g) => g.name === name);
  if (gi < 0) return [];
  const [s, n] = resultRanges(m, op)[gi]!;
  return op.results.slice(s, s + n);
}
function typesOf(m: OpModel, op: Operation, arg: TypeArg): Type[] {
  switch (arg.k) {
    case 'operand': return operandValues(m, op, arg.g.name).map((v) => v.type);
    case 'result': return resultValues(m, op, arg.g.name).map((v) => v.type);
    case 'operands': return op.operandTypes;
    case 'results': return op.resultTypes;
  }
}

function anchorPresent(f: FormatPrinterInfo, op: Operation, e: El): boolean {
  switch (e.k) {
    case 'operand': return operandValues(f.m, op, e.g.name).length > 0;
    case 'attr': {
      const v = op.getAttr(e.a.name);
      if (v === undefined) return false;
      return e.a.defaultValue === undefined || !attrEquals(v, e.a.defaultValue);
    }
    case 'region': return op.regions[e.r.index] !== undefined && !op.regions[e.r.index]!.isEmpty;
    case 'successor': return op.numSuccessors > e.s.index;
    case 'type': return typesOf(f.m, op, e.arg).length > 0;
    case 'functionalType': return typesOf(f.m, op, e.inputs).length > 0;
    default: return true;
  }
}

function printRegion(f: FormatPrinterInfo, p: OpAsmPrinter, r: Region): void {
  let printTerms = true;
  if (f.implicitTerminator && !r.isEmpty) {
    const t = r.front.last;
    if (t && t.hasTrait('Terminator')) printTerms = t.numAttributes > 0 || t.numProperties > 0 || t.numOperands > 0 || t.numResults > 0;
  }
  p.printRegion(r, { printEntryBlockArgs: true, printBlockTerminators: printTerms });
}

function printTypes(p: OpAsmPrinter, types: readonly Type[]): void {
  types.forEach((t, i) => { if (i) p.write(', '); p.printType(t); });
}

function customArg(e: El): CustomArg {
  switch (e.k) {
    case 'operand': return { kind: 'operand', name: e.g.name, variadic: e.g.kind === 'variadic' };
    case 'attr': return { kind: 'attr', name: e.a.name };
    case 'type':
      if (e.arg.k === 'operand' || e.arg.k === 'result') return { kind: 'type', name: e.arg.g.name, variadic: e.arg.g.kind === 'variadic' };
      return { kind: 'type', name: e.arg.k, variadic: true };
    case 'region': return { kind: 'region', name: e.r.name };
    case 'attrDict': return { kind: 'attrDict' };
    case 'ref': return { kind: 'ref', arg: customArg(e.arg) };
    default: throw new Error(`unsupported custom directive argument '${e.k}'`);
  }
}
export const customArgs = (els: readonly El[]): CustomArg[] => els.map(customArg);

function printCtx(f: FormatPrinterInfo, op: Operation): CustomPrintContext {
  return {
    op,
    operands: (name) => operandValues(f.m, op, name),
    types: (name) => {
      const ops = operandValues(f.m, op, name);
      return (ops.length || f.m.operands.some((g) => g.name === name) ? ops : resultValues(f.m, op, name)).map((v) => v.type);
    },
    attr: (name) => op.getAttr(name) ?? f.m.attrs.find((a) => a.name === name)?.defaultValue,
    region: (name) => { const r = f.m.regions.find((x) => x.name === name); return r ? op.regions[r.index] : undefined; },
  };
}

function printAttrValue(p: OpAsmPrinter, e: Extract<El, { k: 'attr' }>, v: Attribute): void {
  const c = e.a.constraint;
  if (c.printInFormat && !e.qualified) c.printInFormat(v, p);
  else if (c.buildableType && !e.qualified) p.printAttributeWithoutType(v);
  else p.printAttribute(v);
}

function printEl(f: FormatPrinterInfo, op: Operation, p: OpAsmPrinter, e: El, s: Spacing): void {
  switch (e.k) {
    case 'literal': {
      if (s.space && spaceBefore(e.text, s.punct)) p.write(' ');
      p.write(e.text);
      s.space = e.text.length !== 1 || !'<({['.includes(e.text);
      s.punct = e.text[0] !== '_' && !isAlpha(e.text[0]!);
      return;
    }
    case 'space':
      if (e.text === ' ') { p.write(' '); s.punct = false; } else { s.punct = true; }
      s.space = false;
      return;
    case 'newline': p.printNewline(); return;
    case 'optional': {
      const present = anchorPresent(f, op, e.anchor) !== e.inverted;
      const list = present ? e.then : e.else;
      const anchor = e.anchor;
      const elide = anchor.k === 'attr' && anchor.a.constraint === UnitAttrC && list[0] !== anchor ? anchor : undefined;
      for (const c of list) if (c !== elide) printEl(f, op, p, c, s);
      return;
    }
    case 'attrDict': {
      // Attributes the format prints elsewhere, and inherent ones at their default, are left out.
      let list: NamedAttribute[] | undefined;
      op.forEachProperty((name, value) => {
        if (f.elidedSet.has(name)) return;
        const dv = f.defaults.get(name);
        if (dv !== undefined && attrEquals(value, dv)) return;
        (list ??= []).push({ name, value });
      });
      op.forEachAttribute((name, value) => { if (!f.elidedSet.has(name)) (list ??= []).push({ name, value }); });
      if (list) {
        if (e.withKeyword) p.printOptionalAttrDictWithKeyword(list);
        else p.printOptionalAttrDict(list);
      }
      s.punct = false;
      return;
    }
    default: break;
  }
  if (s.space || !s.punct) p.write(' ');
  s.punct = false;
  s.space = true;
  switch (e.k) {
    case 'attr': {
      const v = op.getAttr(e.a.name) ?? e.a.defaultValue;
      if (v !== undefined) printAttrValue(p, e, v);
      return;
    }
    case 'operand': p.printOperands(operandValues(f.m, op, e.g.name)); return;
    case 'region': {
      const r = op.regions[e.r.index];
      if (!r) return;
      if (e.r.spec.variadic) op.regions.slice(e.r.index).forEach((x, i) => { if (i) p.write(', '); printRegion(f, p, x); });
      else printRegion(f, p, r);
      return;
    }
    case 'successor': {
      const succ = e.s.spec.variadic ? op.successors.slice(e.s.index) : [op.getSuccessor(e.s.index)];
      succ.forEach((b, i) => { if (i) p.write(', '); p.printSuccessor(b); });
      return;
    }
    case 'operands': p.printOperands(op.operands); return;
    case 'regions': op.regions.forEach((r, i) => { if (i) p.write(', '); printRegion(f, p, r); }); return;
    case 'successors': op.successors.forEach((b, i) => { if (i) p.write(', '); p.printSuccessor(b); }); return;
    case 'type': printTypes(p, typesOf(f.m, op, e.arg)); return;
    case 'functionalType': {
      p.write('(');
      printTypes(p, typesOf(f.m, op, e.inputs));
      p.write(')');
      p.printArrowTypeList(typesOf(f.m, op, e.results));
      return;
    }
    case 'custom': lookupCustomDirective(e.name).print(p, printCtx(f, op), customArgs(e.args)); return;
    case 'propDict': return;
    default: throw new Error(`cannot print format element '${e.k}'`);
  }
}

type Step = (op: Operation, p: OpAsmPrinter, s: Spacing) => void;

/** Spacing before a value element (ODS: a space unless right after `(`-like punctuation). */
function valueSpace(p: OpAsmPrinter, s: Spacing): void {
  if (s.space || !s.punct) p.write(' ');
  s.punct = false;
  s.space = true;
}

/**
 * Compiles the common elements into closures that read the op directly (fixed operand and
 * result positions, precomputed literal text); the rest fall back to the interpreter.
 */
function compileStep(f: FormatPrinterInfo, e: El): Step {
  const m = f.m;
  if (e.k === 'literal') {
    const text = e.text;
    const withSpace = ' ' + text;
    const afterPunct = spaceBefore(text, true), afterWord = spaceBefore(text, false);
    const space = text.length !== 1 || !'<({['.includes(text);
    const punct = text[0] !== '_' && !isAlpha(text[0]!);
    return (_op, p, st) => {
      p.write(st.space && (st.punct ? afterPunct : afterWord) ? withSpace : text);
      st.space = space;
      st.punct = punct;
    };
  }
  if (e.k === 'operand' && e.g.kind === 'single' && m.fixedOperandRanges) {
    const i = e.g.index;
    return (op, p, st) => { valueSpace(p, st); p.printOperand(op.opOperands[i]!.value); };
  }
  if (e.k === 'type' && (e.arg.k === 'operand' || e.arg.k === 'result') && e.arg.g.kind === 'single') {
    const i = e.arg.g.index;
    if (e.arg.k === 'operand' && m.fixedOperandRanges) return (op, p, st) => { valueSpace(p, st); p.printType(op.opOperands[i]!.value.type); };
    if (e.arg.k === 'result' && m.fixedResultRanges) return (op, p, st) => { valueSpace(p, st); p.printType(op.results[i]!.type); };
  }
  return (op, p, st) => printEl(f, op, p, e, st);
}

const compiled = new WeakMap<FormatPrinterInfo, Step[]>();

export function printWithFormat(f: FormatPrinterInfo, op: Operation, p: OpAsmPrinter): void {
  let steps = compiled.get(f);
  if (!steps) { steps = f.els.map((e) => compileStep(f, e)); compiled.set(f, steps); }
  const s: Spacing = { space: true, punct: false };
  for (let i = 0; i < steps.length; i++) steps[i]!(op, p, s);
}

