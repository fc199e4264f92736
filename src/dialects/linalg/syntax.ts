/**
 * The custom syntax pieces structured ops share (upstream's parseCommonStructuredOpParts and
 * friends): `{attrs}? ins(%a, %b : t, t)? outs(%c : t)?`, the `-> types` of tensor results, and
 * the fresh payload block of named ops.
 */
import type { OpAsmParser, OpAsmPrinter, OperationState } from '../../ir/asm.js';
import { DenseArrayAttr } from '../../ir/attributes.js';
import type { Block } from '../../ir/block.js';
import type { Location } from '../../ir/location.js';
import { Region } from '../../ir/region.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { parseCheckedAttrDict } from '../../irdl/format/parse.js';
import { elementOrSelf } from './verify.js';

export interface InsOuts {
  readonly inputs: Value[];
  readonly outputs: Value[];
}

/**
 * `<{props}>? {attrs}? ins(...)? outs(...)?`; resolves the operands into `state` and, when asked,
 * records `operandSegmentSizes` (among the properties when they are spelled). Inherent attributes
 * in `{attrs}` meet their constraints, checked as they are read (upstream's verifyInherentAttrs).
 */
export function parseInsOuts(p: OpAsmParser, state: OperationState, segments: boolean): InsOuts {
  if (p.parseOptionalPunct('<')) {
    if (!p.peekPunct('{')) throw p.error("expected '{' to start the properties dictionary");
    state.properties = new Map();
    p.parseOptionalAttrDict(state.properties);
    p.parsePunct('>');
  }
  const dict = parseCheckedAttrDict(p, state);
  if (dict) for (const [name, value] of dict) state.attributes.set(name, value);
  const group = (keyword: string): Value[] => {
    if (p.parseOptionalKeyword(keyword) === undefined) return [];
    p.parsePunct('(');
    const loc = p.currentLoc();
    const us = p.parseOperandList('none');
    const types = p.parseColonTypeList();
    p.parsePunct(')');
    return p.resolveOperands(us, types, loc);
  };
  const inputs = group('ins');
  const outputs = group('outs');
  state.operands.push(...inputs, ...outputs);
  if (segments) (state.properties ?? state.attributes).set('operandSegmentSizes', DenseArrayAttr.i32([inputs.length, outputs.length]));
  return { inputs, outputs };
}

function printGroup(p: OpAsmPrinter, keyword: string, values: readonly Value[]): void {
  if (!values.length) return;
  p.write(` ${keyword}(`);
  p.printOperands(values);
  p.write(' : ');
  values.forEach((v, i) => { if (i) p.write(', '); p.printType(v.type); });
  p.write(')');
}

export function printInsOuts(p: OpAsmPrinter, inputs: readonly Value[], outputs: readonly Value[]): void {
  printGroup(p, 'ins', inputs);
  printGroup(p, 'outs', outputs);
}

/** `-> t` / `-> (t, u)`, when there are results. */
export function printResultTypes(p: OpAsmPrinter, types: readonly Type[]): void {
  if (types.length) p.printArrowTypeList(types);
}

export function parseResultTypes(p: OpAsmParser): Type[] {
  return p.parseOptionalArrowTypeList() ?? [];
}

/** A region with one block whose arguments are the element types of `operands`. */
export function payloadRegion(operands: readonly Value[], argLoc: (v: Value) => Location): { region: Region; block: Block } {
  const region = new Region();
  const block = region.addBlock();
  for (const v of operands) block.addArgument(elementOrSelf(v.type), argLoc(v));
  return { region, block };
}
