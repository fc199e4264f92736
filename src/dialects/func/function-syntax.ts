/**
 * The syntax shared by function-like ops (func.func, gpu.func, comco.func), as upstream's
 * function_interface_impl: `[visibility] @name(%arg0: i32 {attrs}, ...) -> (results) attributes
 * {...} { body }`.
 */
import type { Argument, OpAsmParser, OpAsmPrinter, OperationState } from '../../ir/asm.js';
import { ArrayAttr, type Attribute, DictionaryAttr, StringAttr, TypeAttr, type NamedAttribute } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import { verifyArgAttr } from '../../ir/verifier.js';
import type { Operation } from '../../ir/operation.js';
import type { Location } from '../../ir/location.js';
import { Region } from '../../ir/region.js';
import { FunctionType, type Type } from '../../ir/types.js';

export interface FunctionSyntaxOptions {
  /** Extra attributes the printer must not repeat in `attributes {...}`. */
  readonly elided?: readonly string[];
  /** Parses extra syntax after the signature (gpu.func's `workgroup(...)`, `kernel`);
   * `signatureLoc` is where the signature starts. */
  readonly afterSignature?: (p: OpAsmParser, state: OperationState, args: Argument[], signatureLoc: Location) => void;
  /** How `attributes {...}` repeating a name the syntax gave is refused: as an inferred
   * attribute (function_interface_impl, the default), or as a duplicate (gpu.func's own parser). */
  readonly repeated?: 'inferred' | 'duplicate';
}

function isEmptyDict(a: Attribute | undefined): boolean {
  return !a || (a instanceof DictionaryAttr && a.size === 0);
}

/** Parses the part after the op name into `state` (sym_name, function_type, arg/res attrs, body). */
export function parseFunctionOp(p: OpAsmParser, state: OperationState, opts: FunctionSyntaxOptions = {}): Argument[] {
  const vis = p.parseOptionalKeyword(['private', 'public', 'nested']);
  if (vis) state.attributes.set('sym_visibility', StringAttr.get(vis));
  state.attributes.set('sym_name', StringAttr.get(p.parseSymbolName()));
  const signatureLoc = p.currentLoc();
  const args: Argument[] = [];
  const argTypes: Type[] = [];
  const argAttrs: Attribute[] = [];
  let named: boolean | undefined;
  p.parseCommaSeparatedList('paren', () => {
    const loc = p.currentLoc();
    const a = p.parseOptionalArgument(true, true);
    if (a) {
      if (named === false) throw p.error('expected type instead of SSA identifier', loc);
      named = true;
      args.push(a);
      argTypes.push(a.type);
      argAttrs.push(a.attrs ?? DictionaryAttr.empty);
      return;
    }
    if (named === true) throw p.error('expected SSA identifier', loc);
    named = false;
    argTypes.push(p.parseType());
    const m = new Map<string, Attribute>();
    p.parseOptionalAttrDict(m);
    argAttrs.push(DictionaryAttr.get(m));
    p.parseOptionalLocationSpecifier();
  });
  const resultTypes: Type[] = [];
  const resAttrs: Attribute[] = [];
  if (p.parseOptionalPunct('->')) {
    const one = () => {
      resultTypes.push(p.parseType());
      const m = new Map<string, Attribute>();
      p.parseOptionalAttrDict(m);
      resAttrs.push(DictionaryAttr.get(m));
    };
    if (p.parseOptionalPunct('(')) {
      if (!p.parseOptionalPunct(')')) {
        one();
        while (p.parseOptionalPunct(',')) one();
        p.parsePunct(')');
      }
    } else {
      // Without parentheses there is a single result type and no attributes.
      resultTypes.push(p.parseType());
      resAttrs.push(DictionaryAttr.empty);
    }
  }
  state.attributes.set('function_type', TypeAttr.get(FunctionType.get(argTypes, resultTypes)));
  if (argAttrs.some((a) => !isEmptyDict(a))) state.attributes.set('arg_attrs', ArrayAttr.get(argAttrs));
  if (resAttrs.some((a) => !isEmptyDict(a))) state.attributes.set('res_attrs', ArrayAttr.get(resAttrs));
  opts.afterSignature?.(p, state, args, signatureLoc);
  // `attributes {...}` may not spell what the syntax already gave (upstream's parseFunctionOp).
  const dictLoc = p.currentLoc();
  const extra = new Map<string, Attribute>();
  p.parseOptionalAttrDictWithKeyword(extra);
  if (opts.repeated === 'duplicate') {
    const dup = [...extra.keys()].filter((k) => state.attributes.has(k)).sort()[0];
    if (dup !== undefined) throw p.error(`attribute '${dup}' occurs more than once in the attribute list`, p.nameLoc());
  } else {
    for (const inferred of ['sym_visibility', 'sym_name', 'function_type']) {
      if (extra.has(inferred)) throw p.error(`'${inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary`, dictLoc);
    }
  }
  for (const [k, v] of extra) state.attributes.set(k, v);
  const body = new Region();
  const loc = p.currentLoc();
  if (p.parseOptionalRegion(body, args, false) && body.isEmpty) throw p.error('expected non-empty function body', loc);
  state.regions.push(body);
  return args;
}

export function functionType(op: Operation): FunctionType {
  const t = op.getAttr('function_type');
  return t instanceof TypeAttr && t.value instanceof FunctionType ? t.value : FunctionType.get([], []);
}

function dictAt(a: Attribute | undefined, i: number): NamedAttribute[] {
  if (!(a instanceof ArrayAttr)) return [];
  const d = a.elements[i];
  return d instanceof DictionaryAttr ? [...d.entries] : [];
}

export function printFunctionSignature(op: Operation, p: OpAsmPrinter): void {
  const ft = functionType(op);
  const body = op.regions[0]!;
  const external = body.isEmpty;
  const argAttrs = op.getAttr('arg_attrs');
  p.write('(');
  ft.inputs.forEach((t, i) => {
    if (i) p.write(', ');
    if (!external) p.printRegionArgument(body.front.getArgument(i), dictAt(argAttrs, i));
    else { p.printType(t); p.printOptionalAttrDict(dictAt(argAttrs, i)); }
  });
  p.write(')');
  if (ft.results.length) {
    p.write(' -> ');
    const resAttrs = op.getAttr('res_attrs');
    const parens = ft.results.length > 1 || ft.results[0] instanceof FunctionType || dictAt(resAttrs, 0).length > 0;
    if (parens) p.write('(');
    ft.results.forEach((t, i) => {
      if (i) p.write(', ');
      p.printType(t);
      p.printOptionalAttrDict(dictAt(resAttrs, i));
    });
    if (parens) p.write(')');
  }
}

export function printFunctionOp(op: Operation, p: OpAsmPrinter, opts: FunctionSyntaxOptions & { afterSignature?: never; printAfterSignature?: (op: Operation, p: OpAsmPrinter) => void } = {}): void {
  p.write(' ');
  const vis = op.getAttr('sym_visibility');
  if (vis instanceof StringAttr) p.write(`${vis.value} `);
  const name = op.getAttr('sym_name');
  p.printSymbolName(name instanceof StringAttr ? name.value : '');
  printFunctionSignature(op, p);
  opts.printAfterSignature?.(op, p);
  p.printOptionalAttrDictWithKeyword(p.opAttrs(op), ['sym_name', 'sym_visibility', 'function_type', 'arg_attrs', 'res_attrs', ...(opts.elided ?? [])]);
  const body = op.regions[0]!;
  if (!body.isEmpty) {
    p.write(' ');
    p.printRegion(body, { printEntryBlockArgs: false, printBlockTerminators: true });
  }
}

/**
 * The argument and result attributes of a function-like op, as upstream's
 * function_interface_impl::verifyTrait: one dictionary per argument (result), holding only dialect
 * attributes (`dialect.name`), each argument attribute checked by its dialect.
 */
export function verifyFunctionAttrs(op: Operation): void {
  const ft = functionType(op);
  for (const [key, what, n] of [['arg_attrs', 'argument', ft.inputs.length], ['res_attrs', 'result', ft.results.length]] as const) {
    const list = op.getAttr(key);
    if (!(list instanceof ArrayAttr)) continue;
    if (list.length !== n) {
      throw opError(op, `expects ${what} attribute array to have the same number of elements as the number of function ${what}s, got ${list.length}, but expected ${n}`);
    }
    list.elements.forEach((d, i) => {
      if (!(d instanceof DictionaryAttr)) throw opError(op, `expects ${what} attribute dictionary to be a DictionaryAttr, but got \`${d.key}\``);
      for (const e of d.entries) {
        if (!e.name.includes('.')) throw opError(op, `${what}s may only have dialect attributes`);
        if (key === 'arg_attrs') verifyArgAttr(op, i, e.name, e.value);
      }
    });
  }
}

/** FunctionOpInterface, as comco knows it: a callable op with a function type (func.func,
 * gpu.func, comco.func). */
export const isFunctionLike = (op: Operation): boolean => op.hasTrait('CallableOp') && op.hasAttr('function_type');
