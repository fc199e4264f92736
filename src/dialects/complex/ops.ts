/**
 * The complex dialect: arithmetic and functions on complex numbers with floating-point parts
 * (`complex<f32>`), as upstream's ComplexOps.td declares them. The binary and unary ops carry
 * arith's `fastmath` flags (default `none`, printed only when set); `complex.constant` holds its
 * value as `[re, im]`. Folds and canonicalization patterns are in fold.ts.
 *
 * ```mlir
 * %c = complex.create %re, %im : complex<f32>
 * %s = complex.add %c, %d fastmath<fast> : complex<f32>
 * %a = complex.abs %s : complex<f32>
 * %k = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
 * ```
 */
import { ArrayAttr, FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import { ConstantLike, Pure, SameOperandsAndResultShape, SameOperandsAndResultType, type Trait } from '../../ir/traits.js';
import { ComplexType, FloatType, IntegerType, type Type } from '../../ir/types.js';
import {
  AnyComplex, AnyFloat, AnySignlessInteger, AnyType, ArrayAttrC, I1, classed, typeConstraint,
} from '../../irdl/constraints.js';
import type { OpInfo } from '../../ir/opinfo.js';
import { defineOp } from '../../irdl/define.js';
import { defaultAttr, optionalAttr, type TypeRelation } from '../../irdl/spec.js';
import { FastMathFlags, fastmathNone } from '../arith/attrs.js';
import { ElementwiseChecked } from '../arith/common.js';
import {
  foldAdd, foldBitcast, foldConj, foldCreate, foldDiv, foldExp, foldLog, foldMul, foldNeg, foldPart, foldSub,
} from './fold.js';

type Fold = NonNullable<OpInfo['fold']>;

/** ODS Complex<AnyFloat>. */
export const ComplexFloat = classed(typeConstraint('complex type with floating-point elements',
  (t) => t instanceof ComplexType && t.elementType instanceof FloatType), (t) => t instanceof ComplexType, 'builtin.complex');

const fastmath = { fastmath: defaultAttr(FastMathFlags.constraint, fastmathNone) };
const elementOf = (t: Type): Type => (t as ComplexType).elementType;
/** TypesMatchWith<"complex element type matches ... type", "complex", to, elementType>. */
const partOf = (to: string, what: string): TypeRelation =>
  ({ from: 'complex', to, transform: elementOf, description: `complex element type matches ${what} type` });

/** ComplexArithmeticOp: `%r = complex.add %a, %b : complex<f32>`. */
function binary<const N extends string>(name: N, summary: string, fold?: Fold) {
  return defineOp({
    name,
    summary,
    operands: { lhs: ComplexFloat, rhs: ComplexFloat },
    attributes: fastmath,
    results: { result: ComplexFloat },
    traits: [Pure, SameOperandsAndResultType, ElementwiseChecked],
    format: '$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)',
  }, fold ? { fold } : {});
}

/** ComplexUnaryOp with a complex result: `%r = complex.exp %a : complex<f32>`. */
function unary<const N extends string>(name: N, summary: string, fold?: Fold) {
  return defineOp({
    name,
    summary,
    operands: { complex: ComplexFloat },
    attributes: fastmath,
    results: { result: ComplexFloat },
    traits: [SameOperandsAndResultType, Pure, ElementwiseChecked],
    format: '$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)',
  }, fold ? { fold } : {});
}

/** ComplexUnaryOp with the element type as result: `%r = complex.abs %a : complex<f32>`. */
function toPart<const N extends string, const R extends string>(name: N, summary: string, result: R, fold?: Fold) {
  return defineOp({
    name,
    summary,
    operands: { complex: ComplexFloat },
    attributes: fastmath,
    results: { [result]: AnyFloat } as { [K in R]: typeof AnyFloat },
    traits: [Pure, ElementwiseChecked] as Trait[],
    typeRelations: [partOf(result, 'result')],
    format: '$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)',
  }, fold ? { fold } : {});
}

export const AbsOp = toPart('complex.abs', 'computes absolute value of a complex number', 'result');
export const AngleOp = toPart('complex.angle', 'computes argument value of a complex number', 'result');
export const ReOp = toPart('complex.re', 'extracts the real part of a complex number', 'real', foldPart(0));
export const ImOp = toPart('complex.im', 'extracts the imaginary part of a complex number', 'imaginary', foldPart(1));

export const AddOp = binary('complex.add', 'complex addition', foldAdd);
export const Atan2Op = binary('complex.atan2', 'complex 2-argument arctangent');
export const DivOp = binary('complex.div', 'complex division', foldDiv);
export const MulOp = binary('complex.mul', 'complex multiplication', foldMul);
export const PowOp = binary('complex.pow', 'complex power function');
export const SubOp = binary('complex.sub', 'complex subtraction', foldSub);

export const ConjOp = unary('complex.conj', 'Calculate the complex conjugate', foldConj);
export const CosOp = unary('complex.cos', 'computes cosine of a complex number');
export const ExpOp = unary('complex.exp', 'computes exponential of a complex number', foldExp);
export const Expm1Op = unary('complex.expm1', 'computes exponential of a complex number minus 1');
export const LogOp = unary('complex.log', 'computes natural logarithm of a complex number', foldLog);
export const Log1pOp = unary('complex.log1p', 'computes natural logarithm of a complex number');
export const NegOp = unary('complex.neg', 'Negation operator', foldNeg);
export const RsqrtOp = unary('complex.rsqrt', 'complex reciprocal of square root');
export const SignOp = unary('complex.sign', 'computes sign of a complex number');
export const SinOp = unary('complex.sin', 'computes sine of a complex number');
export const SqrtOp = unary('complex.sqrt', 'complex square root');
export const TanOp = unary('complex.tan', 'computes tangent of a complex number');
export const TanhOp = unary('complex.tanh', 'complex hyperbolic tangent');

/** `%r = complex.powi %a, %n : complex<f32>, i32`: a complex number to a signed integer power. */
export const PowiOp = defineOp({
  name: 'complex.powi',
  summary: 'complex number raised to signed integer power',
  operands: { lhs: ComplexFloat, rhs: AnySignlessInteger },
  attributes: { fastmath: optionalAttr(FastMathFlags.constraint) },
  results: { result: ComplexFloat },
  traits: [Pure, ElementwiseChecked, SameOperandsAndResultShape],
  sameTypes: [['lhs', 'result']],
  format: '$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result) `,` type($rhs)',
});

/** `%b = complex.eq %x, %y : complex<f32>` (and `neq`): an i1. */
function comparison<const N extends string>(name: N, summary: string) {
  return defineOp({
    name,
    summary,
    operands: { lhs: ComplexFloat, rhs: ComplexFloat },
    results: { result: I1 },
    traits: [Pure, ElementwiseChecked],
    sameTypes: [['lhs', 'rhs']],
    format: '$lhs `,` $rhs  attr-dict `:` type($lhs)',
  });
}
export const EqualOp = comparison('complex.eq', 'computes whether two complex values are equal');
export const NotEqualOp = comparison('complex.neq', 'computes whether two complex values are not equal');

/** `%c = complex.create %re, %im : complex<f32>` */
export const CreateOp = defineOp({
  name: 'complex.create',
  summary: 'complex number creation operation',
  operands: { real: AnyFloat, imaginary: AnyFloat },
  results: { complex: ComplexFloat },
  traits: [Pure],
  sameTypes: [['real', 'imaginary']],
  typeRelations: [partOf('real', 'real operand'), partOf('imaginary', 'imaginary operand')],
  format: '$real `,` $imaginary attr-dict `:` type($complex)',
}, { fold: foldCreate });

/** `%i = complex.bitcast %c : complex<f32> to i64`: the bits of a complex number as an integer or
 * float of twice its part's width, or back. */
export const BitcastOp = defineOp({
  name: 'complex.bitcast',
  summary: 'computes bitcast between complex and equal arith types',
  operands: { operand: AnyType },
  results: { result: AnyType },
  traits: [Pure],
  format: '$operand attr-dict `:` type($operand) `to` type($result)',
}, {
  fold: foldBitcast,
  verify(op) {
    let from = op.operand.type, to = op.result.type;
    if (from === to) return;
    const scalar = (t: Type) => t instanceof IntegerType || t instanceof FloatType;
    if (!scalar(from) && !(from instanceof ComplexType)) throw opError(op, 'operand must be int/float/complex');
    if (!scalar(to) && !(to instanceof ComplexType)) throw opError(op, 'result must be int/float/complex');
    if ((from instanceof ComplexType) === (to instanceof ComplexType)) {
      throw opError(op, 'requires that either input or output has a complex type');
    }
    if (to instanceof ComplexType) [from, to] = [to, from];
    if (bitWidth(elementOf(from)) * 2 !== bitWidth(to)) throw opError(op, 'casting bitwidths do not match');
  },
});

const bitWidth = (t: Type): number => (t instanceof IntegerType || t instanceof FloatType ? t.width : 0);

/** `%c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>` (named `%cst`). */
export const ConstantOp = defineOp({
  name: 'complex.constant',
  summary: 'complex number constant operation',
  attributes: { value: ArrayAttrC },
  results: { complex: AnyComplex },
  traits: [ConstantLike, Pure],
  format: '$value attr-dict `:` type($complex)',
}, {
  verify(op) {
    const parts = op.value.elements;
    if (parts.length !== 2) throw opError(op, "requires 'value' to be a complex constant, represented as array of two values");
    const [re, im] = parts as [typeof parts[0], typeof parts[0]];
    const typed = (a: typeof re): a is FloatAttr | IntegerAttr => a instanceof FloatAttr || a instanceof IntegerAttr;
    if (!typed(re) || !typed(im)) throw opError(op, "requires attribute's elements to be float or integer attributes");
    const et = elementOf(op.complex.type);
    if (re.type !== et || im.type !== et) {
      throw opError(op, `requires attribute's element types ('${re.type.key}', '${im.type.key}') to match the element type of the op's return type ('${et.key}')`);
    }
  },
  fold: (op) => [op.value],
  asmResultNames: () => ['cst'],
});

/** ConstantOp::isBuildableWith: `[re, im]` of the complex type's element type. */
export function isComplexConstant(value: unknown, type: Type): value is ArrayAttr {
  if (!(value instanceof ArrayAttr) || !(type instanceof ComplexType) || value.length !== 2) return false;
  const [re, im] = value.elements;
  const et = type.elementType;
  if (re instanceof FloatAttr) return im instanceof FloatAttr && re.type === et && im.type === et;
  if (re instanceof IntegerAttr) return im instanceof IntegerAttr && re.type === et && im.type === et;
  return false;
}
