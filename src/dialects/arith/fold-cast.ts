/**
 * Folders of arith's casts (upstream ArithOps.cpp): chains of casts collapse, constants convert
 * element-wise. Float conversions fold only when nothing is lost; float-to-int conversions do
 * not fold when the value is NaN, infinite or out of range.
 */
import { FloatType, ShapedType, type Type } from '../../ir/types.js';
import { floatSemantics } from '../../support/float.js';
import { type FoldResults, one, type Operands } from './common.js';
import { type Elem, elementsOf, foldElementwise, intWidth, signed, unsigned } from './fold-core.js';
import { convertExact, floatBits, floatFromBits, floatToInt, intToFloat } from './float-math.js';
import { bitcastBits, convertWithNaNs } from './fold-bits.js';
import { PoisonAttr } from '../ub/index.js';
import { hasAllFlags } from './attrs.js';
import { type CastLike, type FloatCastLike, defOf } from './match.js';
import { elementOf } from './types.js';

const CONTRACT = 32;

/** Converts each element of the constant operand to the op's result type. */
function convert(op: CastLike, operands: Operands, from: 'int' | 'float', fn: (x: Elem, src: Type, dst: Type) => Elem | undefined): FoldResults {
  const dst = elementOf(op.out.type);
  return one(foldElementwise(operands, [from], op.out.type, ([x], src) => fn(x!, src, dst)));
}

/** extui / extsi: `ext(ext(x)) -> ext(x)` in place, then constants. */
export function foldExtI(kind: 'arith.extui' | 'arith.extsi') {
  return (op: CastLike, operands: Operands): FoldResults => {
    const inner = defOf(op.in, kind);
    if (inner) {
      op.setOperand(0, inner.in);
      return op.results;
    }
    return convert(op, operands, 'int', (x, src) => (kind === 'arith.extui' ? unsigned(x, intWidth(src)) : (x as bigint)));
  };
}

export function foldTruncI(op: CastLike, operands: Operands): FoldResults {
  const ext = defOf(op.in, 'arith.extui') ?? defOf(op.in, 'arith.extsi');
  if (ext) {
    const src = ext.in;
    const srcW = intWidth(elementOf(src.type)), dstW = intWidth(elementOf(op.out.type));
    if (srcW > dstW) {
      op.setOperand(0, src);
      return op.results;
    }
    if (elementOf(src.type) === elementOf(op.out.type)) return [src];
  }
  const trunc = defOf(op.in, 'arith.trunci');
  if (trunc) {
    op.setOperand(0, trunc.in);
    return op.results;
  }
  return convert(op, operands, 'int', (x, _src, dst) => signed(x, intWidth(dst)));
}

export function foldExtF(op: FloatCastLike, operands: Operands): FoldResults {
  const trunc = defOf(op.in, 'arith.truncf');
  if (trunc && trunc.in.type === op.out.type && hasAllFlags(trunc.fastmath, CONTRACT) && hasAllFlags(op.fastmath, CONTRACT)) {
    return [trunc.in];
  }
  const src = elementOf(op.in.type) as FloatType, dst = elementOf(op.out.type) as FloatType;
  const nan = convertWithNaNs(operands[0], op.out.type, (x) => convertExact(x, src, dst));
  if (nan !== undefined) return nan === null ? undefined : [nan];
  return convert(op, operands, 'float', (x) => convertExact(x as number, src, dst));
}

/** APFloatBase::isRepresentableBy: every value of `a` is a value of `b`. */
function representableBy(a: FloatType, b: FloatType): boolean {
  const sa = floatSemantics(a.kind), sb = floatSemantics(b.kind);
  return sa.maxExponent <= sb.maxExponent && sa.minExponent >= sb.minExponent && sa.precision <= sb.precision;
}

export function foldTruncF(op: CastLike, operands: Operands): FoldResults {
  const res = elementOf(op.out.type) as FloatType;
  const ext = defOf(op.in, 'arith.extf');
  if (ext) {
    const src = elementOf(ext.in.type) as FloatType;
    if (representableBy(src, elementOf(ext.out.type) as FloatType)) {
      if (src.width > res.width) {
        op.setOperand(0, ext.in);
        return op.results;
      }
      if (src === res) return [ext.in];
    }
  }
  const src = elementOf(op.in.type) as FloatType;
  const nan = convertWithNaNs(operands[0], op.out.type, (x) => convertExact(x, src, res));
  if (nan !== undefined) return nan === null ? undefined : [nan];
  return convert(op, operands, 'float', (x) => convertExact(x as number, src, res));
}

export function foldIntToFP(isSigned: boolean) {
  return (op: CastLike, operands: Operands): FoldResults => convert(op, operands, 'int', (x, src, dst) =>
    intToFloat(isSigned ? (x as bigint) : unsigned(x, intWidth(src)), dst as FloatType));
}

export function foldFPToInt(isSigned: boolean) {
  return (op: CastLike, operands: Operands): FoldResults => convert(op, operands, 'float', (x, _src, dst) =>
    floatToInt(x as number, intWidth(dst), isSigned));
}

/** index_cast sign-extends or truncates; index_castui zero-extends or truncates. */
export function foldIndexCast(isSigned: boolean) {
  return (op: CastLike, operands: Operands): FoldResults => convert(op, operands, 'int', (x, src, dst) =>
    signed(isSigned ? (x as bigint) : unsigned(x, intWidth(src)), intWidth(dst)));
}

/** Reinterprets the bits of each element (NaNs keep theirs; f80/f128 only where a number holds
 * them exactly). */
export function foldBitcast(op: CastLike, operands: Operands): FoldResults {
  const a = operands[0];
  if (!a) return undefined;
  // Poison stays poison for a scalar; upstream leaves a shaped bitcast of poison alone.
  if (a instanceof PoisonAttr) return op.out.type instanceof ShapedType ? undefined : [a];
  const dst = elementOf(op.out.type);
  const exact = bitcastBits(a, op.out.type, dst);
  if (exact) return one(exact);
  const kind = elementsOf(a, 'float') ? 'float' : 'int';
  return one(foldElementwise([a], [kind], op.out.type, ([x], src) => {
    const bits = src instanceof FloatType ? floatBits(x as number, src) : unsigned(x!, intWidth(src));
    return dst instanceof FloatType ? floatFromBits(bits, dst) : signed(bits, intWidth(dst));
  }));
}
