/**
 * Custom directives (`custom<Name>(...)` in assembly formats): named parse/print pairs that
 * dialects register. They read and write the op's parts through a small context, by spec name.
 */
import type { OpAsmParser, OpAsmPrinter, UnresolvedOperand } from '../../ir/asm.js';
import type { Attribute } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { Region } from '../../ir/region.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';

/** One argument of a custom directive, as named in the format. */
export type CustomArg =
  | { readonly kind: 'operand'; readonly name: string; readonly variadic: boolean }
  | { readonly kind: 'attr'; readonly name: string }
  | { readonly kind: 'type'; readonly name: string; readonly variadic: boolean }
  | { readonly kind: 'region'; readonly name: string }
  | { readonly kind: 'attrDict' }
  | { readonly kind: 'ref'; readonly arg: CustomArg };

export interface CustomParseContext {
  setOperands(name: string, us: UnresolvedOperand[]): void;
  getOperands(name: string): readonly UnresolvedOperand[];
  setTypes(name: string, types: Type[]): void;
  getTypes(name: string): readonly Type[];
  setAttr(name: string, a: Attribute): void;
  getAttr(name: string): Attribute | undefined;
  setRegion(name: string, r: Region): void;
}

export interface CustomPrintContext {
  readonly op: Operation;
  operands(name: string): Value[];
  types(name: string): Type[];
  attr(name: string): Attribute | undefined;
  region(name: string): Region | undefined;
}

export interface CustomDirective {
  parse(p: OpAsmParser, ctx: CustomParseContext, args: readonly CustomArg[]): void;
  print(p: OpAsmPrinter, ctx: CustomPrintContext, args: readonly CustomArg[]): void;
}

const registry = new Map<string, CustomDirective>();

export function registerCustomDirective(name: string, d: CustomDirective): void { registry.set(name, d); }
export function lookupCustomDirective(name: string): CustomDirective {
  const d = registry.get(name);
  if (!d) throw new Error(`custom directive '${name}' is not registered`);
  return d;
}
