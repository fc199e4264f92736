/**
 * The type and attribute constraints of vector's ops, with the ODS descriptions upstream's
 * verifier quotes ("operand #0 must be vector of any type values"), and small shape helpers.
 */
import { ArrayAttr, type Attribute, DenseArrayAttr, IntegerAttr } from '../../ir/attributes.js';
import type { AsmParser, AsmPrinter } from '../../ir/asm.js';
import {
  FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, ShapedType, type Type, VectorType, i1, i64,
} from '../../ir/types.js';
import {
  type AttrConstraint, DenseI64ArrayAttr, classed, typeConstraint, storedAs,
} from '../../irdl/constraints.js';
import { plainText } from '../../ir/sink.js';

const isVector = (t: Type): t is VectorType => t instanceof VectorType;

export const AnyVectorOfAnyRank = classed(typeConstraint('vector of any type values', isVector), isVector, 'builtin.vector');
/** Same description upstream, but 0-D vectors are rejected. */
export const AnyVectorOfNonZeroRank = classed(typeConstraint('vector of any type values', (t) => isVector(t) && t.rank > 0), isVector, 'builtin.vector');
export const FloatVector = typeConstraint('vector of floating-point values', (t) => isVector(t) && t.elementType instanceof FloatType);
export const I1Vector = typeConstraint('vector of 1-bit signless integer values', (t) => isVector(t) && t.elementType === i1);
export const I1VectorNonZeroRank = typeConstraint('vector of 1-bit signless integer values',
  (t) => isVector(t) && t.elementType === i1 && t.rank > 0);
export const FixedI1VectorNonZeroRank = typeConstraint('fixed-length vector of 1-bit signless integer values',
  (t) => isVector(t) && t.elementType === i1 && t.rank > 0 && !t.isScalable);
export const IndexVector1D = typeConstraint('vector of index values of ranks 1',
  (t) => isVector(t) && t.elementType === IndexType.instance && t.rank === 1);
export const IntOrIndexVectorNonZeroRank = typeConstraint('vector of integer or index values',
  (t) => isVector(t) && t.rank > 0 && (t.elementType instanceof IntegerType || t.elementType === IndexType.instance));
export const AnyFixedVectorOfAnyRank = classed(typeConstraint('fixed-length vector of any type values', (t) => isVector(t) && !t.isScalable), isVector, 'builtin.vector');
export const StaticMemRef = typeConstraint('statically shaped memref of any type values', (t) => t instanceof MemRefType && t.hasStaticShape);
export const TensorOrMemRef = typeConstraint('tensor or memref of any type values',
  (t) => t instanceof MemRefType || t instanceof RankedTensorType);
/** vector.print's operand: upstream's ODS summary is empty, so its message reads "must be , but". */
export const Printable = typeConstraint('', (t) => isVector(t) || t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType);

/** i64 dense arrays printed `[1, 2]` inside op syntax (ODS DenseI64ArrayAttr in a format). */
export const I64Array: AttrConstraint<DenseArrayAttr> = {
  ...DenseI64ArrayAttr,
  parseInFormat: (p: AsmParser) => DenseArrayAttr.i64(parseIntList(p)),
  printInFormat: (a: DenseArrayAttr, p: AsmPrinter) => p.write(plainText((s) => a.printBracketed(s))),
};

function parseIntList(p: AsmParser): number[] {
  const out: number[] = [];
  p.parseCommaSeparatedList('square', () => { out.push(Number(p.parseInteger())); });
  return out;
}

/** I64ArrayAttr: an array of i64 IntegerAttrs (`[0, 2]`), as extract_strided_slice's offsets. */
export const I64ArrayAttrC: AttrConstraint<ArrayAttr> = {
  storage: storedAs(ArrayAttr),
  description: '64-bit integer array attribute',
  check: (a): a is ArrayAttr => a instanceof ArrayAttr && a.elements.every((e) => e instanceof IntegerAttr && e.type === i64),
};
/** BoolArrayAttr (`[true, false]`), transfer ops' in_bounds. */
export const BoolArrayAttrC: AttrConstraint<ArrayAttr> = {
  storage: storedAs(ArrayAttr),
  description: '1-bit boolean array attribute',
  check: (a): a is ArrayAttr => a instanceof ArrayAttr && a.elements.every((e) => e instanceof IntegerAttr && e.type === i1),
};

export const i64Array = (values: readonly number[]): ArrayAttr => ArrayAttr.get(values.map((v) => IntegerAttr.i64(v)));
export const boolArray = (values: readonly boolean[]): ArrayAttr => ArrayAttr.get(values.map((v) => IntegerAttr.bool(v)));
/** The numbers of an i64/bool ArrayAttr (0/1 for bools). */
export function intsOf(a: Attribute | undefined): number[] {
  return a instanceof ArrayAttr ? a.elements.map((e) => (e instanceof IntegerAttr ? (e.isBool ? (e.value ? 1 : 0) : Number(e.value)) : 0)) : [];
}
export const boolsOf = (a: Attribute | undefined): boolean[] => intsOf(a).map((v) => v !== 0);
export const numsOf = (a: Attribute | undefined): number[] => (a instanceof DenseArrayAttr ? a.nums : []);

/** A vector type like `like` (element type and scalability kept where given). */
export function vectorOf(shape: readonly number[], elementType: Type, scalable?: readonly boolean[]): VectorType {
  return VectorType.get(shape, elementType, scalable ?? shape.map(() => false));
}
export const elementOrSelf = (t: Type): Type => (t instanceof ShapedType ? t.elementType : t);
export const rankOf = (t: Type): number => (t instanceof VectorType ? t.rank : 0);
export const product = (xs: readonly number[]): number => xs.reduce((a, b) => a * b, 1);
/** Row-major strides of a shape (computeStrides). */
export function stridesOf(shape: readonly number[]): number[] {
  const s = new Array<number>(shape.length).fill(1);
  for (let i = shape.length - 2; i >= 0; i--) s[i] = s[i + 1]! * shape[i + 1]!;
  return s;
}
export const linearize = (pos: readonly number[], strides: readonly number[]): number =>
  pos.reduce((acc, p, i) => acc + p * strides[i]!, 0);
export function delinearize(index: number, strides: readonly number[]): number[] {
  let rest = index;
  return strides.map((s) => { const q = Math.floor(rest / s); rest -= q * s; return q; });
}
