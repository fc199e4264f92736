/**
 * Memory attributions, shared by gpu.func and gpu.launch: buffers in workgroup (shared) or
 * private memory, declared as `workgroup(%a : memref<...>) private(%b : memref<...>)` and
 * living as extra entry block arguments after the function arguments (or launch ids).
 */
import type { Argument, OpAsmParser, OpAsmPrinter } from '../../ir/asm.js';
import { ArrayAttr, type Attribute, DictionaryAttr, IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType, i64 } from '../../ir/types.js';
import type { BlockArgument } from '../../ir/value.js';
import { addressSpaceOf, enumName } from './attrs.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';

/** The discardable attribute holding how many entry block arguments are workgroup buffers. */
export const WORKGROUP_ATTRIBUTIONS = 'workgroup_attributions';

export const attributionCount = (n: number): IntegerAttr => IntegerAttr.get(i64, n);

/** How many workgroup attributions an op declares (0 when the attribute is missing). */
export function numWorkgroupAttributions(op: Operation): number {
  const a = op.getAttr(WORKGROUP_ATTRIBUTIONS);
  return a instanceof IntegerAttr ? a.num : 0;
}

/**
 * Parses `keyword(%a : t {attrs}, ...)` when the keyword is there, appending to `args`; returns
 * the per-buffer attribute dictionaries when any buffer has some (else undefined), as upstream
 * stores them only then.
 */
export function parseAttributions(p: OpAsmParser, keyword: string, args: Argument[], allowAttrs: boolean): ArrayAttr | undefined {
  if (p.parseOptionalKeyword(keyword) === undefined) return undefined;
  const list = p.parseArgumentList('paren', true, allowAttrs);
  args.push(...list);
  const dicts = list.map((a) => a.attrs ?? DictionaryAttr.empty);
  return dicts.some((d) => d instanceof DictionaryAttr && d.size > 0) ? ArrayAttr.get(dicts) : undefined;
}

/** ` workgroup(%arg1 : memref<...> {attrs}, ...)`, nothing when there are no buffers. */
export function printAttributions(p: OpAsmPrinter, keyword: string, values: readonly BlockArgument[], attrs?: Attribute): void {
  if (!values.length) return;
  p.write(` ${keyword}(`);
  values.forEach((v, i) => {
    if (i) p.write(', ');
    p.printOperand(v);
    p.write(' : ');
    p.printType(v.type);
    const d = attrs instanceof ArrayAttr ? attrs.elements[i] : undefined;
    if (d instanceof DictionaryAttr) p.printOptionalAttrDict(d.entries);
  });
  p.write(')');
}

/**
 * Buffers must be memrefs; a gpu address space, when one is given, must be the expected one
 * (numeric spaces are left alone: they may already be lowered to a target's numbering).
 */
export function verifyAttributions(op: Operation, values: readonly BlockArgument[], space: DialectEnumAttr): void {
  for (const v of values) {
    if (!(v.type instanceof MemRefType)) throw opError(op, 'expected memref type in attribution');
    const s = addressSpaceOf(v.type);
    if (s !== undefined && s !== space) throw opError(op, `expected memory space ${enumName(space)} in attribution`);
  }
}
