/**
 * Builtin types. Types are immutable and uniqued by their canonical text, so `a === b` is type
 * equality. Dialect types subclass `DialectType`.
 */
import { type AsmSink, plainText } from './sink.js';
import { dialectSymbol } from '../support/text.js';
import type { Attribute } from './attributes.js';

const interned = new Map<string, Type>();

function intern<T extends Type>(t: T): T {
  const hit = interned.get(t.key);
  if (hit !== undefined) return hit as T;
  interned.set(t.key, t);
  return t;
}

/**
 * A lookup keyed by a sequence of components (types, numbers, attributes), so that getting an
 * existing compound type allocates nothing. Misses fall back to `intern` by key.
 */
class Trie<T> {
  private readonly children = new Map<unknown, Trie<T>>();
  value: T | undefined;
  child(k: unknown): Trie<T> {
    let c = this.children.get(k);
    if (!c) { c = new Trie<T>(); this.children.set(k, c); }
    return c;
  }
}
const END = Symbol('end');

export abstract class Type {
  // Set on first use (a field initializer shared by many subclasses is slow in V8).
  private declare _key: string | undefined;
  /** @internal cached: whether printing this type can involve an alias (see the printer) */
  declare aliasable: boolean | undefined;
  /** The canonical text of the type (no aliases). */
  get key(): string {
    return (this._key ??= plainText((s) => this.print(s)));
  }
  abstract print(s: AsmSink): void;
  toString(): string { return this.key; }
}

export type Signedness = 'signless' | 'signed' | 'unsigned';

export class IntegerType extends Type {
  private constructor(readonly width: number, readonly signedness: Signedness) { super(); }
  private static readonly signless: IntegerType[] = [];
  static get(width: number, signedness: Signedness = 'signless'): IntegerType {
    if (signedness === 'signless' && width <= 128) {
      return (IntegerType.signless[width] ??= intern(new IntegerType(width, signedness)));
    }
    return intern(new IntegerType(width, signedness));
  }
  get isSignless(): boolean { return this.signedness === 'signless'; }
  print(s: AsmSink): void {
    s.write(`${this.signedness === 'signless' ? 'i' : this.signedness === 'signed' ? 'si' : 'ui'}${this.width}`);
  }
}

export class IndexType extends Type {
  private constructor() { super(); }
  static readonly instance: IndexType = intern(new IndexType());
  print(s: AsmSink): void { s.write('index'); }
}

/** The float kinds spelled as MLIR spells them. */
export const FLOAT_KINDS = [
  'f16', 'bf16', 'f32', 'f64', 'f80', 'f128', 'tf32',
  'f8E5M2', 'f8E4M3', 'f8E4M3FN', 'f8E5M2FNUZ', 'f8E4M3FNUZ', 'f8E4M3B11FNUZ', 'f8E3M4',
  'f8E8M0FNU', 'f6E2M3FN', 'f6E3M2FN', 'f4E2M1FN',
] as const;
export type FloatTypeKind = (typeof FLOAT_KINDS)[number];
const FLOAT_WIDTH: Record<FloatTypeKind, number> = {
  f16: 16, bf16: 16, f32: 32, f64: 64, f80: 80, f128: 128, tf32: 19,
  f8E5M2: 8, f8E4M3: 8, f8E4M3FN: 8, f8E5M2FNUZ: 8, f8E4M3FNUZ: 8, f8E4M3B11FNUZ: 8, f8E3M4: 8,
  f8E8M0FNU: 8, f6E2M3FN: 6, f6E3M2FN: 6, f4E2M1FN: 4,
};

export class FloatType extends Type {
  private constructor(readonly kind: FloatTypeKind) { super(); }
  private static readonly byKind = new Map<FloatTypeKind, FloatType>();
  static get(kind: FloatTypeKind): FloatType {
    let t = FloatType.byKind.get(kind);
    if (!t) { t = intern(new FloatType(kind)); FloatType.byKind.set(kind, t); }
    return t;
  }
  get width(): number { return FLOAT_WIDTH[this.kind]; }
  print(s: AsmSink): void { s.write(this.kind); }
}

export class NoneType extends Type {
  private constructor() { super(); }
  static readonly instance: NoneType = intern(new NoneType());
  print(s: AsmSink): void { s.write('none'); }
}

export class ComplexType extends Type {
  private constructor(readonly elementType: Type) { super(); }
  static get(elementType: Type): ComplexType { return intern(new ComplexType(elementType)); }
  print(s: AsmSink): void { s.write('complex<'); s.type(this.elementType); s.write('>'); }
}

export class TupleType extends Type {
  private constructor(readonly types: readonly Type[]) { super(); }
  static get(types: readonly Type[]): TupleType { return intern(new TupleType(types)); }
  print(s: AsmSink): void {
    s.write('tuple<');
    this.types.forEach((t, i) => { if (i) s.write(', '); s.type(t); });
    s.write('>');
  }
}

export class FunctionType extends Type {
  private constructor(readonly inputs: readonly Type[], readonly results: readonly Type[]) { super(); }
  private static readonly trie = new Trie<FunctionType>();
  static get(inputs: readonly Type[], results: readonly Type[]): FunctionType {
    let n = FunctionType.trie;
    for (const t of inputs) n = n.child(t);
    n = n.child(END);
    for (const t of results) n = n.child(t);
    return (n.value ??= intern(new FunctionType(inputs, results)));
  }
  print(s: AsmSink): void {
    s.write('(');
    this.inputs.forEach((t, i) => { if (i) s.write(', '); s.type(t); });
    s.write(') -> ');
    printResultTypes(s, this.results);
  }
}

/** `-> i32`, `-> (i32, f32)`, `-> ()`: a lone result is bare unless it is a function type. */
export function printResultTypes(s: AsmSink, results: readonly Type[]): void {
  if (results.length === 1 && !(results[0] instanceof FunctionType)) {
    s.type(results[0]!);
    return;
  }
  s.write('(');
  results.forEach((t, i) => { if (i) s.write(', '); s.type(t); });
  s.write(')');
}

/** The marker of a dynamic dimension (`?`), as MLIR's ShapedType::kDynamic. */
export const DYNAMIC = Number.MIN_SAFE_INTEGER;
export const isDynamic = (d: number): boolean => d === DYNAMIC;

function printDims(s: AsmSink, shape: readonly number[]): void {
  for (const d of shape) s.write(d === DYNAMIC ? '?x' : `${d}x`);
}

/** Common to tensors, memrefs and vectors. */
export abstract class ShapedType extends Type {
  abstract readonly elementType: Type;
  abstract readonly shape: readonly number[] | undefined;
  get hasRank(): boolean { return this.shape !== undefined; }
  get rank(): number {
    if (this.shape === undefined) throw new Error(`${this.key} has no rank`);
    return this.shape.length;
  }
  get hasStaticShape(): boolean { return this.shape !== undefined && !this.shape.some(isDynamic); }
  get numElements(): number {
    if (!this.hasStaticShape) throw new Error(`${this.key} has no static shape`);
    let n = 1;
    for (const d of this.shape!) n *= d;
    return n;
  }
  get numDynamicDims(): number { return this.shape ? this.shape.filter(isDynamic).length : 0; }
  dim(i: number): number { return this.shape![i]!; }
}

export class RankedTensorType extends ShapedType {
  private constructor(readonly shape: readonly number[], readonly elementType: Type, readonly encoding: Attribute | undefined) { super(); }
  private static readonly trie = new Trie<RankedTensorType>();
  static get(shape: readonly number[], elementType: Type, encoding?: Attribute): RankedTensorType {
    if (encoding) return intern(new RankedTensorType(shape, elementType, encoding));
    let n = RankedTensorType.trie.child(elementType);
    for (const d of shape) n = n.child(d);
    return (n.value ??= intern(new RankedTensorType(shape, elementType, encoding)));
  }
  print(s: AsmSink): void {
    s.write('tensor<');
    printDims(s, this.shape);
    s.type(this.elementType);
    if (this.encoding) { s.write(', '); s.attr(this.encoding); }
    s.write('>');
  }
}

export class UnrankedTensorType extends ShapedType {
  readonly shape = undefined;
  private constructor(readonly elementType: Type) { super(); }
  static get(elementType: Type): UnrankedTensorType { return intern(new UnrankedTensorType(elementType)); }
  print(s: AsmSink): void { s.write('tensor<*x'); s.type(this.elementType); s.write('>'); }
}

export type TensorType = RankedTensorType | UnrankedTensorType;

/** An integer memory space of value 0 (`0`, `0 : i32`) is the default one, as no memory space
 * (upstream's skipDefaultMemorySpace). Attributes are not imported here: an IntegerAttr is the
 * only attribute with a bigint `value`. */
function skipDefaultMemorySpace(space: Attribute | undefined): Attribute | undefined {
  return space && (space as { value?: unknown }).value === 0n ? undefined : space;
}

export class MemRefType extends ShapedType {
  private constructor(
    readonly shape: readonly number[],
    readonly elementType: Type,
    /** An AffineMapAttr or StridedLayoutAttr; undefined is the identity layout. */
    readonly layout: Attribute | undefined,
    readonly memorySpace: Attribute | undefined,
  ) { super(); }
  private static readonly trie = new Trie<MemRefType>();
  static get(shape: readonly number[], elementType: Type, layout?: Attribute, memorySpace?: Attribute): MemRefType {
    memorySpace = skipDefaultMemorySpace(memorySpace);
    if (layout || memorySpace) return intern(new MemRefType(shape, elementType, layout, memorySpace));
    let n = MemRefType.trie.child(elementType);
    for (const d of shape) n = n.child(d);
    return (n.value ??= intern(new MemRefType(shape, elementType, layout, memorySpace)));
  }
  print(s: AsmSink): void {
    s.write('memref<');
    printDims(s, this.shape);
    s.type(this.elementType);
    if (this.layout) { s.write(', '); s.attr(this.layout); }
    if (this.memorySpace) { s.write(', '); this.memorySpace.printMayElideType(s); }
    s.write('>');
  }
}

export class UnrankedMemRefType extends ShapedType {
  readonly shape = undefined;
  private constructor(readonly elementType: Type, readonly memorySpace: Attribute | undefined) { super(); }
  static get(elementType: Type, memorySpace?: Attribute): UnrankedMemRefType {
    return intern(new UnrankedMemRefType(elementType, skipDefaultMemorySpace(memorySpace)));
  }
  print(s: AsmSink): void {
    s.write('memref<*x');
    s.type(this.elementType);
    if (this.memorySpace) { s.write(', '); this.memorySpace.printMayElideType(s); }
    s.write('>');
  }
}

export type BaseMemRefType = MemRefType | UnrankedMemRefType;

export class VectorType extends ShapedType {
  private constructor(readonly shape: readonly number[], readonly elementType: Type, readonly scalableDims: readonly boolean[]) { super(); }
  private static readonly trie = new Trie<VectorType>();
  static get(shape: readonly number[], elementType: Type, scalableDims?: readonly boolean[]): VectorType {
    if (scalableDims && scalableDims.some((x) => x)) return intern(new VectorType(shape, elementType, scalableDims));
    let n = VectorType.trie.child(elementType);
    for (const d of shape) n = n.child(d);
    return (n.value ??= intern(new VectorType(shape, elementType, shape.map(() => false))));
  }
  get isScalable(): boolean { return this.scalableDims.some((x) => x); }
  print(s: AsmSink): void {
    s.write('vector<');
    this.shape.forEach((d, i) => s.write(this.scalableDims[i] ? `[${d}]x` : `${d}x`));
    s.type(this.elementType);
    s.write('>');
  }
}

/**
 * A type of a registered dialect, printed `!dialect.body`. Subclasses write the body through
 * `printBody`; the `!dialect.` prefix is added here.
 */
export abstract class DialectType extends Type {
  abstract readonly dialect: string;
  abstract printBody(s: AsmSink): void;
  print(s: AsmSink): void { s.write(dialectSymbol('!', this.dialect, s.capture((x) => this.printBody(x)))); }
  /** Subclasses call this from their factories to unique instances. */
  protected static uniqued<T extends DialectType>(t: T): T { return intern(t); }
}

/** A type of a dialect we do not know, kept as its text (`!foo.bar<1, 2>`, `!foo<"x">`). */
export class OpaqueType extends Type {
  private constructor(readonly dialect: string, readonly body: string) { super(); }
  static get(dialect: string, body: string): OpaqueType { return intern(new OpaqueType(dialect, body)); }
  print(s: AsmSink): void {
    s.write(`!${this.dialect}`);
    if (/^[A-Za-z_]/.test(this.body) ) s.write(`.${this.body}`);
    else s.write(this.body);
  }
}

// Shorthands used all over the compiler.
export const i1 = IntegerType.get(1);
export const i8 = IntegerType.get(8);
export const i16 = IntegerType.get(16);
export const i32 = IntegerType.get(32);
export const i64 = IntegerType.get(64);
export const index = IndexType.instance;
export const f16 = FloatType.get('f16');
export const bf16 = FloatType.get('bf16');
export const f32 = FloatType.get('f32');
export const f64 = FloatType.get('f64');
export const none = NoneType.instance;

export const isInteger = (t: Type, width?: number): t is IntegerType =>
  t instanceof IntegerType && (width === undefined || t.width === width);
export const isSignlessInteger = (t: Type, width?: number): t is IntegerType =>
  t instanceof IntegerType && t.signedness === 'signless' && (width === undefined || t.width === width);
export const isIndex = (t: Type): t is IndexType => t === IndexType.instance;
export const isFloat = (t: Type): t is FloatType => t instanceof FloatType;
/** Integer or index: the types arith's integer ops take. */
export const isIntOrIndex = (t: Type): boolean => t instanceof IntegerType || t === IndexType.instance;

/** The element type of a shaped type, or the type itself. */
export function elementTypeOf(t: Type): Type {
  return t instanceof ShapedType ? t.elementType : t;
}
export function isShaped(t: Type): t is ShapedType { return t instanceof ShapedType; }
