/**
 * Type and attribute constraints: the vocabulary of op definitions. Each constraint has the
 * description that verifier messages quote (as ODS does: "operand #0 must be signless integer,
 * but got 'f32'"), and may know a buildable type (so assembly formats can omit it).
 */
import {
  ArrayAttr, type Attribute, AffineMapAttr, DenseArrayAttr, DictionaryAttr, ElementsAttr, FloatAttr,
  IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr,
} from '../ir/attributes.js';
import {
  ComplexType, FloatType, FunctionType, IntegerType, MemRefType, RankedTensorType, ShapedType,
  Type, UnrankedMemRefType, UnrankedTensorType, VectorType, f32, f64, i1, i32, i64, index,
} from '../ir/types.js';
import type { AsmParser, AsmPrinter } from '../ir/asm.js';
import { plainText } from '../ir/sink.js';

export interface TypeConstraint {
  readonly description: string;
  check(t: Type): boolean;
  /** The one type this constraint allows, when it is fixed (formats may omit it). */
  readonly buildable?: Type;
  /** The builtin class of the types it allows, as ODS's C++ type: an assembly format reads
   * them as that class (`invalid kind of type specified`), naming it when it is concrete. */
  readonly typeClass?: { readonly is: (t: Type) => boolean; readonly name?: string };
}

/** `c` whose types are read as a builtin class (see TypeConstraint.typeClass). */
export function classed(c: TypeConstraint, is: (t: Type) => boolean, name?: string): TypeConstraint {
  return { ...c, typeClass: name ? { is, name } : { is } };
}
const isTensor = (t: Type) => t instanceof RankedTensorType || t instanceof UnrankedTensorType;
const isBaseMemRef = (t: Type) => t instanceof MemRefType || t instanceof UnrankedMemRefType;

export interface AttrConstraint<A extends Attribute = Attribute> {
  readonly description: string;
  check(a: Attribute): a is A;
  /** Attributes of this kind carry this type, so formats print them without `: type`. */
  readonly buildableType?: Type;
  /** Custom syntax inside assembly formats (enums print as keywords, symbol names as @name). */
  parseInFormat?(p: AsmParser): A;
  parseOptionalInFormat?(p: AsmParser): A | undefined;
  printInFormat?(a: A, p: AsmPrinter): void;
  /**
   * The kind of attribute a property of this constraint is stored as (upstream's property
   * conversion, setPropertiesFromAttr): a generic `<{...}>` entry of another kind is refused when
   * the op is parsed, before the verifier checks the constraint. Absent: any attribute converts.
   */
  readonly storage?: (a: Attribute) => boolean;
}

export function typeConstraint(description: string, check: (t: Type) => boolean, buildable?: Type): TypeConstraint {
  return buildable ? { description, check, buildable } : { description, check };
}

// ---- types ----
export const AnyType = typeConstraint('any type', () => true);
export const Index = typeConstraint('index', (t) => t === index, index);
export const I1 = typeConstraint('1-bit signless integer', (t) => t === i1, i1);
export const I32 = typeConstraint('32-bit signless integer', (t) => t === i32, i32);
export const I64 = typeConstraint('64-bit signless integer', (t) => t === i64, i64);
export const F32 = typeConstraint('32-bit float', (t) => t === f32, f32);
export const AnyInteger = typeConstraint('integer', (t) => t instanceof IntegerType);
export const AnySignlessInteger = typeConstraint('signless integer', (t) => t instanceof IntegerType && t.isSignless);
export const AnySignlessIntegerOrIndex = typeConstraint('signless integer or index',
  (t) => (t instanceof IntegerType && t.isSignless) || t === index);
export const AnyFloat = typeConstraint('floating-point', (t) => t instanceof FloatType);
export const AnyComplex = classed(typeConstraint('complex-type', (t) => t instanceof ComplexType),
  (t) => t instanceof ComplexType, 'builtin.complex');
export const AnyFunctionType = typeConstraint('function type', (t) => t instanceof FunctionType);
export const AnyRankedTensor = classed(typeConstraint('ranked tensor of any type values', (t) => t instanceof RankedTensorType),
  (t) => t instanceof RankedTensorType, 'builtin.tensor');
export const AnyTensor = classed(typeConstraint('tensor of any type values', isTensor), isTensor);
export const AnyMemRef = classed(typeConstraint('memref of any type values', isBaseMemRef), isBaseMemRef);
export const AnyRankedMemRef = classed(typeConstraint('ranked memref of any type values', (t) => t instanceof MemRefType),
  (t) => t instanceof MemRefType, 'builtin.memref');
export const AnyVector = classed(typeConstraint('vector of any type values', (t) => t instanceof VectorType),
  (t) => t instanceof VectorType, 'builtin.vector');
export const AnyShaped = classed(typeConstraint('shaped of any type values', (t) => t instanceof ShapedType), (t) => t instanceof ShapedType);
export const AnyStaticShapeTensor = typeConstraint('statically shaped tensor of any type values',
  (t) => t instanceof RankedTensorType && t.hasStaticShape);

const scalarOrContainer = (name: string, pred: (t: Type) => boolean): TypeConstraint =>
  typeConstraint(`${name}-like`, (t) => pred(t)
    || ((t instanceof VectorType || t instanceof RankedTensorType || t instanceof UnrankedTensorType) && pred(t.elementType)));

/** Scalars, or vectors/tensors of them (arith's operands). */
export const SignlessIntegerLike = scalarOrContainer('signless-integer',
  (t) => (t instanceof IntegerType && t.isSignless) || t === index);
export const FloatLike = scalarOrContainer('floating-point', (t) => t instanceof FloatType);
export const BoolLike = scalarOrContainer('bool', (t) => t === i1);
export const SignlessIntegerOrFloatLike = typeConstraint('signless-integer-like or floating-point-like',
  (t) => SignlessIntegerLike.check(t) || FloatLike.check(t));
export const AnyTypeLike = AnyType;

export function tensorOf(elem: TypeConstraint): TypeConstraint {
  return typeConstraint(`tensor of ${elem.description} values`,
    (t) => (t instanceof RankedTensorType || t instanceof UnrankedTensorType) && elem.check(t.elementType));
}
export function memrefOf(elem: TypeConstraint): TypeConstraint {
  return typeConstraint(`memref of ${elem.description} values`,
    (t) => (t instanceof MemRefType || t instanceof UnrankedMemRefType) && elem.check(t.elementType));
}
export function vectorOf(elem: TypeConstraint): TypeConstraint {
  return typeConstraint(`vector of ${elem.description} values`, (t) => t instanceof VectorType && elem.check(t.elementType));
}
export function anyOf(...cs: TypeConstraint[]): TypeConstraint {
  return typeConstraint(cs.map((c) => c.description).join(' or '), (t) => cs.some((c) => c.check(t)));
}

// ---- attributes ----
/** A property stored as an attribute of class `cls` (what upstream's property conversion casts to). */
export const storedAs = (cls: Function & { prototype: Attribute }) => (a: Attribute): boolean => a instanceof cls;
function attrConstraint<A extends Attribute>(description: string, check: (a: Attribute) => a is A, extra: Partial<AttrConstraint<A>> = {}): AttrConstraint<A> {
  return { description, check, ...extra };
}
const isInt = (width: number) => (a: Attribute): a is IntegerAttr =>
  a instanceof IntegerAttr && a.type instanceof IntegerType && a.type.width === width && a.type.isSignless;

export const AnyAttr = attrConstraint('any attribute', (_a): _a is Attribute => true);
export const UnitAttrC = attrConstraint('unit attribute', (a): a is UnitAttr => a instanceof UnitAttr, { storage: storedAs(UnitAttr) });
// As ODS's typed parseOptionalAttribute(StringAttr&): an optional string attribute is only there
// when the next token is a string (so `($sym_visibility^)? $sym_name` does not eat `@name`).
export const StrAttr = attrConstraint('string attribute', (a): a is StringAttr => a instanceof StringAttr, {
  parseInFormat: (p) => {
    const a = p.parseAttribute();
    if (!(a instanceof StringAttr)) throw p.error('invalid kind of attribute specified');
    return a;
  },
  parseOptionalInFormat: (p) => { const s = p.parseOptionalString(); return s === undefined ? undefined : StringAttr.get(s); },
  storage: storedAs(StringAttr),
});
export const BoolAttr = attrConstraint('bool attribute', isInt(1), { buildableType: i1, storage: storedAs(IntegerAttr) });
export const I32Attr = attrConstraint('32-bit signless integer attribute', isInt(32), { buildableType: i32, storage: storedAs(IntegerAttr) });
export const I64Attr = attrConstraint('64-bit signless integer attribute', isInt(64), { buildableType: i64, storage: storedAs(IntegerAttr) });
export const IndexAttr = attrConstraint('index attribute',
  (a): a is IntegerAttr => a instanceof IntegerAttr && a.type === index, { buildableType: index, storage: storedAs(IntegerAttr) });
export const AnyIntegerAttr = attrConstraint('integer attribute', (a): a is IntegerAttr => a instanceof IntegerAttr, { storage: storedAs(IntegerAttr) });
export const F32Attr = attrConstraint('32-bit float attribute',
  (a): a is FloatAttr => a instanceof FloatAttr && a.type === f32, { buildableType: f32, storage: storedAs(FloatAttr) });
export const F64Attr = attrConstraint('64-bit float attribute',
  (a): a is FloatAttr => a instanceof FloatAttr && a.type === f64, { buildableType: f64, storage: storedAs(FloatAttr) });
export const AnyFloatAttr = attrConstraint('floating-point attribute', (a): a is FloatAttr => a instanceof FloatAttr, { storage: storedAs(FloatAttr) });
export const TypeAttrC = attrConstraint('any type attribute', (a): a is TypeAttr => a instanceof TypeAttr, { storage: storedAs(TypeAttr) });
export const FunctionTypeAttr = attrConstraint('type attribute of function type',
  (a): a is TypeAttr => a instanceof TypeAttr && a.value instanceof FunctionType, { storage: storedAs(TypeAttr) });
export const ArrayAttrC = attrConstraint('array attribute', (a): a is ArrayAttr => a instanceof ArrayAttr, { storage: storedAs(ArrayAttr) });
export const DictAttr = attrConstraint('dictionary of named attribute values', (a): a is DictionaryAttr => a instanceof DictionaryAttr, { storage: storedAs(DictionaryAttr) });
export const DictArrayAttr = attrConstraint('Array of dictionary attributes',
  (a): a is ArrayAttr => a instanceof ArrayAttr && a.elements.every((e) => e instanceof DictionaryAttr), { storage: storedAs(ArrayAttr) });
export const AffineMapAttrC = attrConstraint('AffineMap attribute', (a): a is AffineMapAttr => a instanceof AffineMapAttr, { storage: storedAs(AffineMapAttr) });
export const AffineMapArrayAttr = attrConstraint('AffineMap array attribute',
  (a): a is ArrayAttr => a instanceof ArrayAttr && a.elements.every((e) => e instanceof AffineMapAttr), { storage: storedAs(ArrayAttr) });
export const ElementsAttrC = attrConstraint('constant vector/tensor attribute', (a): a is ElementsAttr => a instanceof ElementsAttr);
export const TypedAttrC = attrConstraint('TypedAttr instance',
  (a): a is Attribute => a instanceof IntegerAttr || a instanceof FloatAttr || a instanceof ElementsAttr || a instanceof StringAttr);
export const FlatSymbolRefAttr = attrConstraint('flat symbol reference attribute',
  (a): a is SymbolRefAttr => a instanceof SymbolRefAttr && a.isFlat, {
    // Read as any attribute, then checked, as upstream (so `call f()` says "expected attribute value").
    parseInFormat: (p) => {
      const loc = p.currentLoc();
      const a = p.parseAttribute();
      if (!(a instanceof SymbolRefAttr && a.isFlat)) throw p.error('invalid kind of attribute specified', loc);
      return a;
    },
    parseOptionalInFormat: (p) => { const n = p.parseOptionalSymbolName(); return n === undefined ? undefined : SymbolRefAttr.get(n); },
    storage: (a) => a instanceof SymbolRefAttr && a.isFlat,
});
export const SymbolRefAttrC = attrConstraint('symbol reference attribute', (a): a is SymbolRefAttr => a instanceof SymbolRefAttr, { storage: storedAs(SymbolRefAttr) });
/** `sym_name`: a string attribute printed as `@name`. */
export const SymbolNameAttr = attrConstraint('string attribute', (a): a is StringAttr => a instanceof StringAttr, {
  parseInFormat: (p) => StringAttr.get(p.parseSymbolName()),
  parseOptionalInFormat: (p) => { const n = p.parseOptionalSymbolName(); return n === undefined ? undefined : StringAttr.get(n); },
  printInFormat: (a, p) => p.printSymbolName(a.value),
  storage: storedAs(StringAttr),
});

/**
 * A dense array of integers of one width. Inside an op's syntax it is written without its
 * `array<i32: ...>` wrapper, as ODS prints it there: `[1, 2]` (`[true, false]` for i1).
 */
function denseArray(width: number, description: string): AttrConstraint<DenseArrayAttr> {
  const check = (a: Attribute): a is DenseArrayAttr => a instanceof DenseArrayAttr
    && a.elementType instanceof IntegerType && a.elementType.width === width;
  const elementType = IntegerType.get(width);
  const parseInFormat = (p: AsmParser): DenseArrayAttr => {
    const values: bigint[] = [];
    p.parseCommaSeparatedList('square', () => {
      const loc = p.currentLoc();
      // As upstream: `true` is all ones (-1 in a wider type), values are read as signed.
      const kw = p.parseOptionalKeyword(['true', 'false']);
      if (kw !== undefined) { values.push(kw === 'true' ? (width === 1 ? 1n : -1n) : 0n); return; }
      const v = p.parseInteger();
      const fits = width === 1 ? v === 0n || v === 1n : BigInt.asIntN(width, v) === v;
      if (!fits) throw p.error('integer value too large', loc);
      values.push(v);
    });
    return DenseArrayAttr.get(elementType, values);
  };
  return attrConstraint(description, check, {
    storage: check,
    parseInFormat,
    printInFormat: (a, p) => p.write(plainText((s) => a.printBracketed(s))),
  });
}
export const DenseI32ArrayAttr = denseArray(32, 'i32 dense array attribute');
export const DenseI64ArrayAttr = denseArray(64, 'i64 dense array attribute');
/** `DenseArrayStrictlySorted<DenseI64ArrayAttr>`. */
export const SortedDenseI64ArrayAttr: AttrConstraint<DenseArrayAttr> = {
  ...DenseI64ArrayAttr,
  description: 'i64 dense array attribute should be in increasing order',
  check: (a: Attribute): a is DenseArrayAttr => DenseI64ArrayAttr.check(a) && a.nums.every((v, i, xs) => i === 0 || xs[i - 1]! < v),
};
export const DenseBoolArrayAttr = denseArray(1, 'i1 dense array attribute');

export function arrayOf<A extends Attribute>(elem: AttrConstraint<A>, description?: string): AttrConstraint<ArrayAttr> {
  return attrConstraint(description ?? `array of ${elem.description}`,
    (a): a is ArrayAttr => a instanceof ArrayAttr && a.elements.every((e) => elem.check(e)), { storage: storedAs(ArrayAttr) });
}
