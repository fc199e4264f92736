/**
 * The complex dialect's folds, as upstream's ComplexOps.cpp: inverse pairs cancel
 * (`add(sub(a, b), b)`, `neg(neg(a))`, `log(exp(a))`, `conj(conj(a))`, `create(re(z), im(z))`),
 * adding or subtracting the constant 0 and multiplying or dividing by the constant 1 give the
 * other operand, and `re`/`im` read the parts of a constant or of `complex.create`. Ops are
 * recognized by name, so ops.ts can attach these without an import cycle.
 */
import { ArrayAttr, type Attribute, FloatAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Value } from '../../ir/value.js';

type Fold = (op: Operation, operands: readonly (Attribute | undefined)[]) => readonly FoldResult[] | undefined;

/** The op defining `v` when it is `name`. */
function defOf(v: Value, name: string): Operation | undefined {
  const d = v.definingOp;
  return d?.name === name ? d : undefined;
}

/** The `[re, im]` of a complex.constant defining `v`, when both parts are floats. */
function constantParts(v: Value): [number, number] | undefined {
  const value = defOf(v, 'complex.constant')?.getAttr('value');
  return floatParts(value);
}

function floatParts(value: Attribute | undefined): [number, number] | undefined {
  if (!(value instanceof ArrayAttr) || value.length !== 2) return undefined;
  const [re, im] = value.elements;
  return re instanceof FloatAttr && im instanceof FloatAttr ? [re.value, im.value] : undefined;
}

/** `op(inner(a)) -> a` for an inverse pair of unary ops. */
const cancels = (inner: string): Fold => (op) => {
  const d = defOf(op.getOperand(0), inner);
  return d ? [d.getOperand(0)] : undefined;
};

export const foldNeg = cancels('complex.neg');
export const foldConj = cancels('complex.conj');
export const foldLog = cancels('complex.exp');
export const foldExp = cancels('complex.log');

/** `add(sub(a, b), b) -> a`, `add(b, sub(a, b)) -> a`, `add(a, 0) -> a`. */
export const foldAdd: Fold = (op) => {
  const lhs = op.getOperand(0), rhs = op.getOperand(1);
  const l = defOf(lhs, 'complex.sub');
  if (l && l.getOperand(1) === rhs) return [l.getOperand(0)];
  const r = defOf(rhs, 'complex.sub');
  if (r && r.getOperand(1) === lhs) return [r.getOperand(0)];
  return isZero(constantParts(rhs)) ? [lhs] : undefined;
};

/** `sub(add(a, b), b) -> a`, `sub(a, 0) -> a`. */
export const foldSub: Fold = (op) => {
  const lhs = op.getOperand(0), rhs = op.getOperand(1);
  const l = defOf(lhs, 'complex.add');
  if (l && l.getOperand(1) === rhs) return [l.getOperand(0)];
  return isZero(constantParts(rhs)) ? [lhs] : undefined;
};

/** `mul(a, 1) -> a` (the constant a complex.constant op). */
export const foldMul: Fold = (op) => (isOne(constantParts(op.getOperand(1))) ? [op.getOperand(0)] : undefined);

/** `div(a, 1) -> a` (the constant any folded value). */
export const foldDiv: Fold = (op, [, rhs]) => (isOne(floatParts(rhs)) ? [op.getOperand(0)] : undefined);

// APFloat::isZero holds for -0 as well.
const isZero = (p: [number, number] | undefined): boolean => p !== undefined && p[0] === 0 && p[1] === 0;
const isOne = (p: [number, number] | undefined): boolean => p !== undefined && p[0] === 1 && p[1] === 0;

/** `create(re(z), im(z)) -> z`. */
export const foldCreate: Fold = (op) => {
  const re = defOf(op.getOperand(0), 'complex.re'), im = defOf(op.getOperand(1), 'complex.im');
  return re && im && re.getOperand(0) === im.getOperand(0) ? [re.getOperand(0)] : undefined;
};

/** `re`/`im` of a constant `[re, im]` or of `complex.create %re, %im`. */
export const foldPart = (index: 0 | 1): Fold => (op, [value]) => {
  if (value instanceof ArrayAttr && value.length === 2) return [value.elements[index]!];
  const create = defOf(op.getOperand(0), 'complex.create');
  return create ? [create.getOperand(index)] : undefined;
};

/** A bitcast to its own type is its operand. */
export const foldBitcast: Fold = (op) => (op.getOperand(0).type === op.results[0]!.type ? [op.getOperand(0)] : undefined);
