/**
 * arith's comparisons (`cmpi`, `cmpf`, producing i1 or a same-shaped i1 vector/tensor) and
 * `select`, whose condition is an i1 or a mask of the result's shape.
 */
import { DenseElementsAttr, IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Pure, SameTypeOperands } from '../../ir/traits.js';
import { RankedTensorType, ShapedType, type Type, UnrankedTensorType, VectorType, i1, i64 } from '../../ir/types.js';
import { AnyType } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defaultAttr } from '../../irdl/spec.js';
import { CmpFPredicate, CmpIPredicate, FastMathFlags, fastmathNone } from './attrs.js';
import { elementwise, elementwiseAfter, type FoldResults, one, type Operands } from './common.js';
import {
  elementsOf, foldIntBinary, isOneInt, isZeroInt, splatConst,
} from './fold-core.js';
import { applyCmpF } from './float-math.js';
import { applyCmpI, cmpIOnEqual } from './int-math.js';
import { type CmpLike, type SelectLike, defOf } from './match.js';
import { BoolLike, FloatLike, IntLike, elementOf, i1SameShape } from './types.js';
import { PoisonAttr } from '../ub/index.js';


const i1Result = {
  from: 'lhs', to: 'result', transform: i1SameShape, description: 'result type has i1 element type and same shape as operands',
} as const;

const EQ = 0, NE = 1;
/** The predicate with operands swapped (not inverted: eq stays eq). */
const SWAPPED = [0, 1, 4, 5, 2, 3, 8, 9, 6, 7];

function foldCmpI(op: CmpLike, operands: Operands): FoldResults {
  const pred = op.predicate.num;
  if (op.lhs === op.rhs) return one(splatConst(op.result.type, cmpIOnEqual(pred) ? -1n : 0n));
  const isI1 = (v: typeof op.lhs) => elementOf(v.type) === i1;
  if (isZeroInt(operands[1])) {
    // ext(%x : i1) != 0 -> %x
    const ext = defOf(op.lhs, 'arith.extsi') ?? defOf(op.lhs, 'arith.extui');
    if (ext && pred === NE && isI1(ext.in) && !(ext.in.type instanceof RankedTensorType || ext.in.type instanceof UnrankedTensorType)) {
      return [ext.in];
    }
    if (isI1(op.lhs) && pred === NE) return [op.lhs];
  }
  if (isOneInt(operands[1]) && isI1(op.lhs) && pred === EQ) return [op.lhs];
  if (operands[0] !== undefined && operands[1] === undefined) {
    const { lhs, rhs } = op;
    op.setAttr('predicate', IntegerAttr.get(i64, SWAPPED[pred]!));
    op.setOperand(0, rhs);
    op.setOperand(1, lhs);
    return op.results;
  }
  // Both sides must be numbers: a comparison with poison is not folded (upstream keeps it).
  const lhsType = elementsOf(operands[0], 'int')?.type;
  if (!lhsType || !elementsOf(operands[1], 'int')) return undefined;
  return one(foldIntBinary(operands, (a, b, w) => (applyCmpI(pred, a, b, w) ? -1n : 0n), i1SameShape(lhsType)));
}


/** `%x = arith.cmpi slt, %lhs, %rhs : i32` (generic form: `{predicate = 2 : i64}`) */
export const CmpIOp = defineOp({
  name: 'arith.cmpi',
  summary: 'integer comparison operation',
  attributes: { predicate: CmpIPredicate },
  operands: { lhs: IntLike, rhs: IntLike },
  results: { result: BoolLike },
  traits: [Pure, SameTypeOperands, ...elementwise],
  typeRelations: [i1Result],
  format: '$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)',
}, { fold: foldCmpI, inferResultTypes: (operands) => [i1SameShape(operands[0]!.type)] });

/** `%r = arith.cmpf ult, %a, %b : f32` (the `u` predicates are unordered, true on NaN) */
export const CmpFOp = defineOp({
  name: 'arith.cmpf',
  summary: 'floating-point comparison operation',
  attributes: { predicate: CmpFPredicate, fastmath: defaultAttr(FastMathFlags.constraint, fastmathNone) },
  operands: { lhs: FloatLike, rhs: FloatLike },
  results: { result: BoolLike },
  traits: [Pure, SameTypeOperands, ...elementwise],
  typeRelations: [i1Result],
  format: '$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)',
}, {
  inferResultTypes: (operands) => [i1SameShape(operands[0]!.type)],
  // Scalars only, as upstream; a NaN operand decides the result whatever the other one is.
  fold(op, [l, r]) {
    const lhs = elementsOf(l, 'float'), rhs = elementsOf(r, 'float');
    let a = lhs?.scalar ? (lhs.values[0] as number) : undefined;
    let b = rhs?.scalar ? (rhs.values[0] as number) : undefined;
    if (a !== undefined && Number.isNaN(a)) b = a;
    if (b !== undefined && Number.isNaN(b)) a = b;
    if (a === undefined || b === undefined) return undefined;
    return one(splatConst(i1, applyCmpF(op.predicate.num, a, b) ? -1n : 0n));
  },
});

function foldSelect(op: SelectLike, [cond, tv, fv]: Operands): FoldResults {
  const { true_value: t, false_value: f } = op;
  if (t === f) return [t];
  if (isOneInt(cond)) return [t];
  if (isZeroInt(cond)) return [f];
  // A poison operand means the other one.
  if (tv instanceof PoisonAttr) return [f];
  if (fv instanceof PoisonAttr) return [t];
  if (op.result.type === i1 && isOneInt(tv) && isZeroInt(fv)) return [op.condition];
  const cmp = defOf(op.condition, 'arith.cmpi');
  if (cmp && (cmp.predicate.num === EQ || cmp.predicate.num === NE)) {
    if ((cmp.lhs === t && cmp.rhs === f) || (cmp.rhs === t && cmp.lhs === f)) return [cmp.predicate.num === NE ? t : f];
  }
  // A non-splat mask over constant values picks element by element.
  if (cond instanceof DenseElementsAttr && tv instanceof DenseElementsAttr && fv instanceof DenseElementsAttr) {
    const tvs = tv.elements(), fvs = fv.elements();
    return [DenseElementsAttr.fromElements(tv.type, cond.all().map((m, i) => (m ? tvs[i]! : fvs[i]!)))];
  }
  return undefined;
}

/** BooleanConditionOrMatchingShape, an ODS predicate upstream checks before the traits. */
function verifyConditionShape(op: Operation): void {
  const sel = op as SelectLike;
  const ct = sel.condition.type, rt = sel.result.type;
  if (ct === i1) return;
  const shapeOf = (t: ShapedType) => (t.hasRank ? t.shape!.join('x') : '*');
  if (!(ct instanceof ShapedType && rt instanceof ShapedType && shapeOf(ct) === shapeOf(rt))) {
    throw opError(op, 'failed to verify that condition is signless i1 or has matching shape');
  }
}

/**
 * `%x = arith.select %cond, %t, %f : i32`, or with a mask: `%x = arith.select %m, %t, %f :
 * vector<4xi1>, vector<4xf32>`.
 */
export const SelectOp = defineOp({
  name: 'arith.select',
  summary: 'select operation',
  operands: { condition: BoolLike, true_value: AnyType, false_value: AnyType },
  results: { result: AnyType },
  traits: [Pure, ...elementwiseAfter(verifyConditionShape)],
  sameTypes: [['true_value', 'false_value', 'result']],
}, {
  verify(op) {
    const ct = op.condition.type, rt = op.result.type;
    if (ct === i1) return;
    if (!(rt instanceof VectorType || rt instanceof RankedTensorType || rt instanceof UnrankedTensorType)) {
      throw opError(op, `expected condition to be a signless i1, but got '${ct.key}'`);
    }
    const want = i1SameShape(rt);
    if (ct !== want) {
      throw opError(op, `expected condition type to have the same shape as the result type, expected '${want.key}', but got '${ct.key}'`);
    }
  },
  fold: foldSelect,
  inferResultTypes: (operands) => [operands[1]!.type],
  parse(p, state) {
    const operands = p.parseOperandList('none', 3);
    p.parseOptionalAttrDict(state.attributes);
    let resultType = p.parseColonType();
    let condType: Type = i1;
    if (p.parseOptionalPunct(',')) {
      condType = resultType;
      resultType = p.parseType();
    }
    state.resultTypes.push(resultType);
    state.operands.push(...p.resolveOperands(operands, [condType, resultType, resultType], p.nameLoc()));
  },
  print(op, p) {
    p.write(' ');
    p.printOperands(op.operands);
    p.printOptionalAttrDict(p.opAttrs(op));
    p.write(' : ');
    if (op.condition.type instanceof ShapedType) {
      p.printType(op.condition.type);
      p.write(', ');
    }
    p.printType(op.result.type);
  },
});
