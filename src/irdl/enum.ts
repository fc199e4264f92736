/**
 * Enumerations in attributes, in the three forms upstream uses:
 *  - dialect enum attributes `#arith.fastmath<fast>` (format `<$value>`), printed in op formats
 *    without the dialect and mnemonic (`fastmath<fast>` after a keyword);
 *  - dialect enum attributes `#gpu<dim x>` (format `$value`), printed ` x` in op formats;
 *  - integer-stored enums (`predicate = 2 : i64`), printed as the case keyword (`slt`).
 * Bit enums combine cases (`#arith.overflow<nsw, nuw>`), with `none` for no bits.
 */
import { type Attribute, DialectAttr, IntegerAttr } from '../ir/attributes.js';
import type { AsmParser } from '../ir/asm.js';
import { DiagnosticError } from '../ir/diagnostics.js';
import type { AsmSink } from '../ir/sink.js';
import { IntegerType } from '../ir/types.js';
import type { AttrConstraint } from './constraints.js';

export interface EnumCases { readonly [name: string]: number; }

export interface DialectEnumSpec {
  readonly dialect: string;
  readonly mnemonic: string;
  readonly cases: EnumCases;
  /** Generic form `#d.mnemonic<value>` ('angle') or `#d<mnemonic value>` ('bare', 'keyword').
   * In op formats: `<value>` ('angle'), ` value` ('bare', as upstream prints such enums), or
   * `value` ('keyword'). */
  readonly syntax: 'angle' | 'bare' | 'keyword';
  /** Bit enums: cases combine; the separator between case names when printed. */
  readonly bits?: { readonly separator: string };
  readonly description?: string;
  /** Upstream's name of the attribute definition and of its parameter (`Arith_FastMathAttr`,
   * `value`): a value that does not parse is reported twice, as upstream's generated parsers do,
   * the second time as failing to parse that parameter. Enums of comco's own dialect have none
   * and report once. */
  readonly attrName?: string;
  readonly parameter?: string;
}

/** Case names for a value: exact case, or (bit enums) groups first then single bits. */
function caseNames(cases: EnumCases, value: number, bits: boolean): string[] {
  const entries = Object.entries(cases);
  if (!bits) {
    const hit = entries.find(([, v]) => v === value);
    return hit ? [hit[0]] : [String(value)];
  }
  if (value === 0) return [entries.find(([, v]) => v === 0)?.[0] ?? 'none'];
  const out: string[] = [];
  let rest = value;
  const isGroup = (v: number) => v !== 0 && (v & (v - 1)) !== 0;
  for (const [n, v] of entries) if (isGroup(v) && (rest & v) === v) { out.push(n); rest &= ~v; }
  for (const [n, v] of entries) if (!isGroup(v) && v !== 0 && (rest & v) === v) { out.push(n); rest &= ~v; }
  return out;
}

export interface DialectEnum {
  readonly spec: DialectEnumSpec;
  get(value: number): DialectEnumAttr;
  getByName(name: string): DialectEnumAttr;
  /** Constraint for op definitions, with the op-format (stripped) syntax. */
  readonly constraint: AttrConstraint<DialectEnumAttr>;
  /** Parses the body after `#dialect.` (`fastmath<fast>`) or inside `#dialect<...>` (`dim x`). */
  parseBody(p: AsmParser): DialectEnumAttr;
}

export class DialectEnumAttr extends DialectAttr {
  constructor(readonly enumSpec: DialectEnumSpec, readonly value: number) { super(); }
  get dialect(): string { return this.enumSpec.dialect; }
  get names(): string[] { return caseNames(this.enumSpec.cases, this.value, this.enumSpec.bits !== undefined); }
  /** The case name(s), joined. */
  get text(): string { return this.names.join(this.enumSpec.bits?.separator ?? ''); }
  has(name: string): boolean { const v = this.enumSpec.cases[name]; return v !== undefined && (v === 0 ? this.value === 0 : (this.value & v) === v); }
  printBody(s: AsmSink): void {
    s.write(this.enumSpec.syntax === 'angle' ? `${this.enumSpec.mnemonic}<${this.text}>` : `${this.enumSpec.mnemonic} ${this.text}`);
  }
  /** The form inside op assembly: `<fast>` or ` x`. */
  get stripped(): string {
    const sx = this.enumSpec.syntax;
    return sx === 'angle' ? `<${this.text}>` : sx === 'bare' ? ` ${this.text}` : this.text;
  }
}

/**
 * Upstream's generated attribute parsers report a parameter that does not parse twice: the
 * parameter's own error, then this one at the current token. Adds it to `e` (when it is a
 * diagnostic) and returns `e`, to be rethrown.
 */
export function withParameterFailure(e: unknown, p: AsmParser, attrName: string, parameter: string, cppType: string): unknown {
  if (e instanceof DiagnosticError) {
    e.diagnostic.followUps.push(p.error(`failed to parse ${attrName} parameter '${parameter}' which is to be a \`${cppType}\``).diagnostic);
  }
  return e;
}

function parseValue(p: AsmParser, spec: DialectEnumSpec): number {
  // A bit enum's unknown case is reported where its list starts.
  const start = spec.bits ? p.currentLoc() : undefined;
  const one = (): number => {
    const loc = start ?? p.currentLoc();
    const kw = p.parseKeywordOrString();
    const v = spec.cases[kw];
    if (v === undefined) throw p.error(`expected ${spec.description ?? spec.mnemonic} to be one of: ${Object.keys(spec.cases).join(', ')}`, loc);
    return v;
  };
  try {
    if (!spec.bits) return one();
    let v = one();
    while (p.parseOptionalPunct(',')) v |= one();
    return v;
  } catch (e) {
    throw spec.attrName ? withParameterFailure(e, p, spec.attrName, spec.parameter ?? 'value', spec.description ?? spec.mnemonic) : e;
  }
}

export function defineDialectEnum(spec: DialectEnumSpec): DialectEnum {
  const cache = new Map<number, DialectEnumAttr>();
  const get = (value: number) => {
    let a = cache.get(value);
    if (!a) { a = new DialectEnumAttr(spec, value); cache.set(value, a); }
    return a;
  };
  const parseStripped = (p: AsmParser): DialectEnumAttr => {
    if (spec.syntax === 'angle') {
      p.parsePunct('<');
      const v = parseValue(p, spec);
      p.parsePunct('>');
      return get(v);
    }
    return get(parseValue(p, spec));
  };
  const isMine = (a: Attribute): a is DialectEnumAttr => a instanceof DialectEnumAttr && a.enumSpec === spec;
  return {
    spec,
    get,
    getByName(name: string) {
      const v = spec.cases[name];
      if (v === undefined) throw new Error(`${spec.mnemonic}: no case '${name}'`);
      return get(v);
    },
    constraint: {
      description: spec.description ?? `${spec.mnemonic} enum attribute`,
      check: isMine,
      storage: isMine,
      parseInFormat: parseStripped,
      parseOptionalInFormat: (p) => {
        if (spec.syntax === 'angle' ? !p.peekPunct('<') : !p.peekKeyword()) return undefined;
        return parseStripped(p);
      },
      printInFormat: (a, p) => p.write(a.stripped),
    },
    parseBody(p: AsmParser): DialectEnumAttr {
      p.parseKeyword(spec.mnemonic);
      return parseStripped(p);
    },
  };
}

/** Integer-stored enums: `predicate = 2 : i64` generically, `slt` in op formats. */
export function defineIntEnum(description: string, width: number, cases: EnumCases): AttrConstraint<IntegerAttr> & { get(name: string): IntegerAttr; name(a: IntegerAttr): string } {
  const type = IntegerType.get(width);
  const byValue = new Map(Object.entries(cases).map(([n, v]) => [v, n]));
  // One attribute per case, shared (attributes are immutable): every `arith.cmpi` would
  // otherwise keep its own predicate attribute and bigint.
  const interned = new Map<string, IntegerAttr>();
  const get = (name: string): IntegerAttr => {
    let a = interned.get(name);
    if (a) return a;
    const v = cases[name];
    if (v === undefined) throw new Error(`${description}: no case '${name}'`);
    a = IntegerAttr.get(type, v);
    interned.set(name, a);
    return a;
  };
  const parse = (p: AsmParser): IntegerAttr => {
    const loc = p.currentLoc();
    const kw = p.parseKeywordOrString();
    if (cases[kw] === undefined) throw p.error(`${description} attribute specification: "${kw}" is invalid`, loc);
    return get(kw);
  };
  const check = (a: Attribute): a is IntegerAttr => a instanceof IntegerAttr && a.type === type && byValue.has(a.num);
  return {
    description,
    check,
    // Upstream stores the enum itself: a property converts only from a valid case.
    storage: check,
    parseInFormat: parse,
    parseOptionalInFormat: (p) => (p.peekKeyword() || p.peekPunct('?') ? parse(p) : undefined),
    printInFormat: (a, p) => p.write(byValue.get(a.num) ?? String(a.value)),
    get,
    name: (a) => byValue.get(a.num) ?? String(a.value),
  };
}

/**
 * An integer-stored enum whose op-format spelling is a keyword (or string) among the cases, with
 * upstream's parse diagnostic. Optional occurrences only take one of the case keywords, so that
 * `truncf %x fastmath<fast>` does not read `fastmath` as a rounding mode.
 */
export function defineKeywordIntEnum(description: string, width: number, attrName: string, cases: EnumCases) {
  const base = defineIntEnum(description, width, cases);
  const names = Object.keys(cases);
  const parse = (p: AsmParser): IntegerAttr => {
    const loc = p.currentLoc();
    const kw = p.parseOptionalKeywordOrString();
    if (kw === undefined || cases[kw] === undefined) {
      throw p.error(`expected string or keyword containing one of the following enum values for attribute '${attrName}' [${names.join(', ')}]`, loc);
    }
    return base.get(kw);
  };
  return {
    ...base,
    parseInFormat: parse,
    parseOptionalInFormat: (p: AsmParser) => (names.some((n) => p.peekKeyword(n)) ? parse(p) : undefined),
  };
}

/** Dispatches `#dialect.mnemonic...` / `#dialect<mnemonic ...>` to the dialect's enums. */
export function enumAttrParser(enums: readonly DialectEnum[]): (p: AsmParser) => Attribute {
  return (p) => {
    for (const e of enums) if (p.peekKeyword(e.spec.mnemonic)) return e.parseBody(p);
    throw p.error(`unknown attribute mnemonic; expected one of: ${enums.map((e) => e.spec.mnemonic).join(', ')}`);
  };
}
