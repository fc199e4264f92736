/**
 * Builtin attributes. Attributes are immutable values compared by their canonical text (`key`),
 * computed once on demand; `attrEquals` is the equality to use.
 */
import { type AsmSink, plainText } from './sink.js';
import { ELIDED, denseHex, elided, printsAsHex } from './dense-hex.js';
import {
  FloatType, IndexType, IntegerType, NoneType, ShapedType, Type, i1, i64, f64, index as indexType,
} from './types.js';
import type { AffineMap } from './affine/map.js';
import type { IntegerSet } from './affine/set.js';
import { printAffineMap } from './affine/print.js';
import { printIntegerSet } from './affine/print.js';
import { formatFloat, formatFloatBits, nanBitsToKeep } from '../support/float.js';
import { dialectSymbol, escapeString, isBareIdentifier, printSymbolName } from '../support/text.js';

export abstract class Attribute {
  // Not initialized in a field: attribute subclasses are many, and a shared field initializer
  // makes V8's inline caches megamorphic. Set on first use.
  private declare _key: string | undefined;
  get key(): string {
    return (this._key ??= plainText((s) => this.print(s)));
  }
  /** Writes the attribute in full, including a `: type` suffix where it has one. */
  abstract print(s: AsmSink): void;
  /** Writes the attribute without its type suffix (used where the type is implied). */
  printWithoutType(s: AsmSink): void { this.print(s); }
  /** Upstream's AttrTypeElision::May (array elements, memory spaces): i64 integers and f64 floats
   * drop their default type. */
  printMayElideType(s: AsmSink): void { s.attr(this); }
  toString(): string { return this.key; }
}

export const attrEquals = (a: Attribute | undefined, b: Attribute | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.key === b.key);

/** Attributes that carry a type (`1 : i32`, `dense<...> : tensor<2xf32>`). */
export interface TypedAttr { readonly type: Type; }

/** Normalizes `v` into the range of an integer of `width` bits with the given signedness. */
export function wrapInt(v: bigint, width: number, unsigned: boolean): bigint {
  return unsigned ? BigInt.asUintN(width, v) : BigInt.asIntN(width, v);
}

export class IntegerAttr extends Attribute implements TypedAttr {
  private constructor(readonly type: Type, readonly value: bigint) { super(); }
  /** The value is wrapped into the type's range (signed for signless and index). */
  static get(type: Type, value: bigint | number): IntegerAttr {
    let v = typeof value === 'bigint' ? value : BigInt(value);
    if (type instanceof IntegerType) v = wrapInt(v, type.width, type.signedness === 'unsigned');
    else if (type === IndexType.instance) v = BigInt.asIntN(64, v);
    return new IntegerAttr(type, v);
  }
  static bool(b: boolean): IntegerAttr { return IntegerAttr.get(i1, b ? 1n : 0n); }
  static i64(v: number | bigint): IntegerAttr { return IntegerAttr.get(i64, v); }
  static index(v: number | bigint): IntegerAttr { return IntegerAttr.get(indexType, v); }
  get isBool(): boolean { return this.type instanceof IntegerType && this.type.width === 1 && this.type.signedness === 'signless'; }
  /** The value as a JS number (exact below 2^53). */
  get num(): number { return Number(this.value); }
  /** The value as a JS number when that is exact (|v| < 2^53): what may become a static size,
   * offset or stride, which comco holds as numbers (the parser refuses larger ones). */
  get exactNum(): number | undefined { const n = Number(this.value); return Number.isSafeInteger(n) ? n : undefined; }
  print(s: AsmSink): void {
    if (this.isBool) { s.write(this.value ? 'true' : 'false'); return; }
    s.write(`${this.value} : `);
    s.type(this.type);
  }
  override printWithoutType(s: AsmSink): void {
    s.write(this.isBool ? (this.value ? 'true' : 'false') : `${this.value}`);
  }
  override printMayElideType(s: AsmSink): void {
    if (!this.isBool && this.type === i64) this.printWithoutType(s); else s.attr(this);
  }
}

export class FloatAttr extends Attribute implements TypedAttr {
  /**
   * `nanBits`: the bit pattern of a NaN with a sign or payload (a JS number is only ever the
   * default NaN), as read from the input; folds that compute a NaN give the default one.
   */
  private constructor(readonly type: FloatType, readonly value: number, readonly nanBits: bigint | undefined) { super(); }
  static get(type: FloatType, value: number, bits?: bigint): FloatAttr {
    return new FloatAttr(type, value, bits === undefined || !Number.isNaN(value) ? undefined : nanBitsToKeep(bits, type.kind));
  }
  static f64(value: number): FloatAttr { return new FloatAttr(f64, value, undefined); }
  print(s: AsmSink): void {
    this.printWithoutType(s);
    s.write(' : ');
    s.type(this.type);
  }
  override printWithoutType(s: AsmSink): void {
    s.write(this.nanBits === undefined ? formatFloat(this.value, this.type.kind) : formatFloatBits(this.nanBits, this.type.kind));
  }
  /** An f64 drops its type, unless it prints as hex (infinities, NaNs, values whose shortest
   * exact decimal has no '.'), which would read back as an integer (upstream's printedHex). */
  override printMayElideType(s: AsmSink): void {
    if (this.type !== f64) { s.attr(this); return; }
    const text = this.nanBits === undefined ? formatFloat(this.value, 'f64') : formatFloatBits(this.nanBits, 'f64');
    if (text.startsWith('0x')) s.attr(this); else s.write(text);
  }
}

export class StringAttr extends Attribute {
  private constructor(readonly value: string, readonly type: Type | undefined) { super(); }
  static get(value: string, type?: Type): StringAttr { return new StringAttr(value, type); }
  print(s: AsmSink): void {
    s.write(`"${escapeString(this.value)}"`);
    if (this.type) { s.write(' : '); s.type(this.type); }
  }
}

export class UnitAttr extends Attribute {
  private constructor() { super(); }
  static readonly instance = new UnitAttr();
  print(s: AsmSink): void { s.write('unit'); }
}

export class ArrayAttr extends Attribute {
  private constructor(readonly elements: readonly Attribute[]) { super(); }
  static get(elements: readonly Attribute[]): ArrayAttr { return new ArrayAttr(elements); }
  get length(): number { return this.elements.length; }
  print(s: AsmSink): void {
    s.write('[');
    this.elements.forEach((a, i) => {
      if (i) s.write(', ');
      a.printMayElideType(s);
    });
    s.write(']');
  }
}

/** `array<i32: 1, 2, 3>`: a dense array of integers or floats. Values are numbers, or bigints for
 * 64-bit integers. */
export class DenseArrayAttr extends Attribute {
  private constructor(readonly elementType: IntegerType | FloatType, readonly values: readonly (number | bigint)[]) { super(); }
  static get(elementType: IntegerType | FloatType, values: readonly (number | bigint)[]): DenseArrayAttr {
    return new DenseArrayAttr(elementType, values);
  }
  static i32(values: readonly number[]): DenseArrayAttr { return new DenseArrayAttr(IntegerType.get(32), values); }
  static i64(values: readonly number[]): DenseArrayAttr { return new DenseArrayAttr(IntegerType.get(64), values); }
  static bool(values: readonly boolean[]): DenseArrayAttr { return new DenseArrayAttr(i1, values.map((b) => (b ? 1 : 0))); }
  get length(): number { return this.values.length; }
  /** The values as numbers. */
  get nums(): number[] { return this.values.map((v) => Number(v)); }
  print(s: AsmSink): void {
    s.write('array<');
    s.type(this.elementType);
    if (this.values.length) s.write(': ');
    s.write(this.values.map((v) => formatElement(this.elementType, v)).join(', '));
    s.write('>');
  }
  /** The `[1, 2, 3]` form used by custom assembly (`static_offsets`...). */
  printBracketed(s: AsmSink): void {
    s.write(`[${this.values.map((v) => formatElement(this.elementType, v)).join(', ')}]`);
  }
}

export interface NamedAttribute { readonly name: string; readonly value: Attribute; }

export class DictionaryAttr extends Attribute {
  /** Entries sorted by name, as MLIR keeps them. */
  private constructor(readonly entries: readonly NamedAttribute[]) { super(); }
  static get(entries: readonly NamedAttribute[] | ReadonlyMap<string, Attribute>): DictionaryAttr {
    const list = entries instanceof Map ? [...entries].map(([name, value]) => ({ name, value })) : [...(entries as readonly NamedAttribute[])];
    list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return new DictionaryAttr(list);
  }
  static readonly empty = new DictionaryAttr([]);
  get(name: string): Attribute | undefined { return this.entries.find((e) => e.name === name)?.value; }
  get size(): number { return this.entries.length; }
  print(s: AsmSink): void {
    s.write('{');
    printNamedAttributes(s, this.entries);
    s.write('}');
  }
}

/** `a = 1 : i64, b, "c d" = "x"` — unit attributes print as their name alone. */
export function printNamedAttributes(s: AsmSink, entries: Iterable<NamedAttribute>): void {
  let first = true;
  for (const { name, value } of entries) {
    if (!first) s.write(', ');
    first = false;
    s.write(isBareIdentifier(name) ? name : `"${escapeString(name)}"`);
    if (value instanceof UnitAttr) continue;
    s.write(' = ');
    s.attr(value);
  }
}

export class TypeAttr extends Attribute {
  private constructor(readonly value: Type) { super(); }
  static get(value: Type): TypeAttr { return new TypeAttr(value); }
  print(s: AsmSink): void { s.type(this.value); }
}

export class SymbolRefAttr extends Attribute {
  private constructor(readonly root: string, readonly nested: readonly string[]) { super(); }
  static get(root: string, nested: readonly string[] = []): SymbolRefAttr { return new SymbolRefAttr(root, nested); }
  /** The innermost name (`@a::@b` -> `b`). */
  get leaf(): string { return this.nested.length ? this.nested[this.nested.length - 1]! : this.root; }
  get isFlat(): boolean { return this.nested.length === 0; }
  print(s: AsmSink): void {
    s.write(printSymbolName(this.root));
    for (const n of this.nested) s.write(`::${printSymbolName(n)}`);
  }
}

export class AffineMapAttr extends Attribute {
  private constructor(readonly map: AffineMap) { super(); }
  static get(map: AffineMap): AffineMapAttr { return new AffineMapAttr(map); }
  print(s: AsmSink): void { s.write(`affine_map<${printAffineMap(this.map)}>`); }
}

export class IntegerSetAttr extends Attribute {
  private constructor(readonly set: IntegerSet) { super(); }
  static get(set: IntegerSet): IntegerSetAttr { return new IntegerSetAttr(set); }
  print(s: AsmSink): void { s.write(`affine_set<${printIntegerSet(this.set)}>`); }
}

/** `strided<[s0, s1], offset: o>`; dynamic entries are DYNAMIC and print as `?`. */
export class StridedLayoutAttr extends Attribute {
  private constructor(readonly offset: number, readonly strides: readonly number[]) { super(); }
  static get(offset: number, strides: readonly number[]): StridedLayoutAttr { return new StridedLayoutAttr(offset, strides); }
  print(s: AsmSink): void {
    const f = (d: number) => (d === Number.MIN_SAFE_INTEGER ? '?' : `${d}`);
    s.write(`strided<[${this.strides.map(f).join(', ')}]`);
    if (this.offset !== 0) s.write(`, offset: ${f(this.offset)}`);
    s.write('>');
  }
}

/** One element of a dense attribute: numbers, or bigints for wide integers. */
export type DenseValue = number | bigint;

export function formatElement(t: Type, v: DenseValue, nanBits?: bigint): string {
  if (t instanceof FloatType) return nanBits === undefined ? formatFloat(Number(v), t.kind) : formatFloatBits(nanBits, t.kind);
  if (t instanceof IntegerType && t.width === 1 && t.signedness === 'signless') return v ? 'true' : 'false';
  return `${v}`;
}

/** An element of a dense attribute with the bits of a NaN that has a sign or payload. */
export interface DenseElement { readonly value: DenseValue; readonly nanBits?: bigint }

/** Attributes that hold the elements of a shaped type (upstream's ElementsAttr interface):
 * `dense<...>` and `dense_resource<...>` (resources.ts). */
export abstract class ElementsAttr extends Attribute implements TypedAttr {
  abstract readonly type: ShapedType;
  /** The elements (`dense<...>`, `sparse<...>`, `dense_resource<...>`), without ` : type`. */
  abstract override printWithoutType(s: AsmSink): void;
  print(s: AsmSink): void {
    this.printWithoutType(s);
    s.write(' : ');
    s.type(this.type);
  }
}

/**
 * `dense<...> : tensor<2x2xf32>`. Values are stored row-major; a splat stores one value. As in
 * MLIR, a full list whose elements are all equal is stored as a splat.
 */
export class DenseElementsAttr extends ElementsAttr {
  /** `nanBits`: by element index, the bit patterns of NaNs with a sign or payload (as FloatAttr's). */
  private constructor(readonly type: ShapedType, readonly values: readonly DenseValue[], readonly isSplat: boolean,
    readonly nanBits: ReadonlyMap<number, bigint> | undefined) { super(); }
  static get(type: ShapedType, values: readonly DenseValue[], nanBits?: ReadonlyMap<number, bigint>): DenseElementsAttr {
    const bits = nanBits?.size ? nanBits : undefined;
    if (values.length === 1) return new DenseElementsAttr(type, values, true, bits);
    const first = values[0];
    const firstBits = bits?.get(0);
    // Object.is: NaNs are equal, and -0.0 differs from 0.0 (as their bits do upstream); NaNs
    // with other bits differ.
    const splat = values.length > 0 && values.every((v, i) => Object.is(v, first) && bits?.get(i) === firstBits);
    if (splat) return new DenseElementsAttr(type, [first!], true, firstBits === undefined ? undefined : new Map([[0, firstBits]]));
    return new DenseElementsAttr(type, values, false, bits);
  }
  static splat(type: ShapedType, value: DenseValue, nanBits?: bigint): DenseElementsAttr {
    return new DenseElementsAttr(type, [value], true, nanBits === undefined ? undefined : new Map([[0, nanBits]]));
  }
  get elementType(): Type { return this.type.elementType; }
  get numElements(): number { return this.type.numElements; }
  /** How many elements are stored (one for a splat). */
  get numStored(): number { return this.values.length; }
  /** Element `i` as a scalar attribute (integer or float; undefined for other element types). */
  elementAt(i: number): IntegerAttr | FloatAttr | undefined {
    const et = this.type.elementType;
    const v = this.at(i);
    if (et instanceof FloatType) return FloatAttr.get(et, Number(v), this.nanBitsAt(i));
    if (et instanceof IntegerType || et instanceof IndexType) return IntegerAttr.get(et, typeof v === 'bigint' ? v : BigInt(v));
    return undefined;
  }
  /** The kept bits of element `i` when it is a NaN with a sign or payload. */
  nanBitsAt(i: number): bigint | undefined { return this.nanBits?.get(this.isSplat ? 0 : i); }
  /** The same elements (and NaN bits) as `type`, of as many elements (DenseElementsAttr::reshape). */
  reshaped(type: ShapedType): DenseElementsAttr { return new DenseElementsAttr(type, this.values, this.isSplat, this.nanBits); }
  /** Elements [start, start + n) as `type` (a splat stays a splat). */
  slice(type: ShapedType, start: number, n: number): DenseElementsAttr {
    if (this.isSplat) return this.reshaped(type);
    let bits: Map<number, bigint> | undefined;
    if (this.nanBits) for (const [i, b] of this.nanBits) if (i >= start && i < start + n) (bits ??= new Map()).set(i - start, b);
    return DenseElementsAttr.get(type, this.values.slice(start, start + n), bits);
  }
  /** Element `i` (row-major). */
  at(i: number): DenseValue { return this.isSplat ? this.values[0]! : this.values[i]!; }
  /** All elements with their kept NaN bits, expanded (for folds that move elements around). */
  elements(): DenseElement[] {
    const n = this.isSplat ? this.numElements : this.values.length;
    const out = new Array<DenseElement>(n);
    for (let i = 0; i < n; i++) {
      const bits = this.nanBitsAt(i);
      out[i] = bits === undefined ? { value: this.at(i) } : { value: this.at(i), nanBits: bits };
    }
    return out;
  }
  /** A DenseElementsAttr of `type` from elements (values with their NaN bits). */
  static fromElements(type: ShapedType, elements: readonly DenseElement[]): DenseElementsAttr {
    let bits: Map<number, bigint> | undefined;
    elements.forEach((e, i) => { if (e.nanBits !== undefined) (bits ??= new Map()).set(i, e.nanBits); });
    return DenseElementsAttr.get(type, elements.map((e) => e.value), bits);
  }
  /** All elements, expanded. */
  all(): DenseValue[] {
    return this.isSplat ? new Array<DenseValue>(this.numElements).fill(this.values[0]!) : [...this.values];
  }
  override printWithoutType(s: AsmSink): void {
    if (!this.isSplat && elided(s, this.values.length)) s.write(ELIDED);
    else s.write(`dense<${this.bodyText(printsAsHex(s, this.values.length))}>`);
  }
  /** The elements as written inside `dense<...>`: a splat's one value, hex data (where `hex`),
   * nested lists otherwise. */
  bodyText(hex: boolean): string {
    const et = this.type.elementType;
    const bits = this.nanBits;
    if (this.isSplat) return formatElement(et, this.values[0]!, bits?.get(0));
    if (hex) return `"${denseHex(et, this.values, bits)}"`;
    if (!this.values.length) return '';
    return nestElements(this.type.shape ?? [], this.values.map((v, i) => formatElement(et, v, bits?.get(i))));
  }}

/** `[[1, 2], [3, 4]]` for shape 2x2. */
export function nestElements(shape: readonly number[], flat: readonly string[]): string {
  if (shape.length === 0) return flat[0] ?? '';
  let pos = 0;
  const rec = (d: number): string => {
    if (d === shape.length) return flat[pos++]!;
    const parts: string[] = [];
    for (let i = 0; i < shape[d]!; i++) parts.push(rec(d + 1));
    return `[${parts.join(', ')}]`;
  };
  return rec(0);
}

/**
 * An attribute of a registered dialect, printed `#dialect.body`. Subclasses write their body
 * (`address_space<workgroup>`).
 */
export abstract class DialectAttr extends Attribute {
  abstract readonly dialect: string;
  abstract printBody(s: AsmSink): void;
  /** Whether it is a device masking attribute (upstream's DeviceMaskingAttrInterface): in an
   * scf.forall's `mapping`, it selects ids rather than mapping a loop. */
  get isDeviceMask(): boolean { return false; }
  print(s: AsmSink): void { s.write(dialectSymbol('#', this.dialect, s.capture((x) => this.printBody(x)))); }
}

/** An attribute of a dialect we do not know, kept as text (`#foo.bar<1>`, `#foo<"x">`). */
/** An attribute of a dialect comco does not know, kept as text; typed when a `: type` followed it. */
export class OpaqueAttr extends Attribute {
  private constructor(readonly dialect: string, readonly body: string, readonly type: Type | undefined) { super(); }
  static get(dialect: string, body: string, type?: Type): OpaqueAttr { return new OpaqueAttr(dialect, body, type); }
  print(s: AsmSink): void {
    this.printWithoutType(s);
    if (this.type) { s.write(' : '); s.type(this.type); }
  }
  override printWithoutType(s: AsmSink): void {
    s.write(`#${this.dialect}`);
    s.write(/^[A-Za-z_]/.test(this.body) ? `.${this.body}` : this.body);
  }
}

/**
 * `distinct[N]<attr>`: an attribute unequal to every other, even one referencing the same `attr`
 * (upstream's DistinctAttr). N only ties the uses of one instance together within a file: the
 * parser maps it to an instance, and printers number instances in the order they print them
 * (`distinct[0]`, `distinct[1]`, ...); without such a printer (keys, messages) an instance's
 * creation number stands in. A unit reference prints as `distinct[N]<>`.
 */
export class DistinctAttr extends Attribute {
  private static created = 0;
  private constructor(readonly referenced: Attribute, readonly uid: number) { super(); }
  static create(referenced: Attribute): DistinctAttr { return new DistinctAttr(referenced, DistinctAttr.created++); }
  print(s: AsmSink): void {
    s.write(`distinct[${s.distinctId?.(this) ?? this.uid}]<`);
    if (!(this.referenced instanceof UnitAttr)) s.attr(this.referenced);
    s.write('>');
  }
  /** Upstream's builtin alias: `#distinct` for every instance that references something. */
  asmAlias(): string | undefined { return this.referenced instanceof UnitAttr ? undefined : 'distinct'; }
}

export const unit = UnitAttr.instance;
export const str = (v: string): StringAttr => StringAttr.get(v);
export const boolAttr = (b: boolean): IntegerAttr => IntegerAttr.bool(b);
export const typeAttr = (t: Type): TypeAttr => TypeAttr.get(t);

/** The attribute's type where it has one. */
export function typeOfAttr(a: Attribute): Type | undefined {
  if (a instanceof IntegerAttr || a instanceof FloatAttr || a instanceof ElementsAttr) return a.type;
  // A string is a TypedAttr upstream, of type none unless it says otherwise.
  if (a instanceof StringAttr) return a.type ?? NoneType.instance;
  return undefined;
}

export { isBareIdentifier };
