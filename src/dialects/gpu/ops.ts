/**
 * Device-side collective and utility ops: gpu.barrier, gpu.all_reduce (workgroup),
 * gpu.subgroup_reduce, gpu.shuffle, gpu.rotate, gpu.yield and gpu.printf.
 */
import { IntegerAttr, UnitAttr } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import {
  IsolatedFromAbove, MemWrite, Pure, ReturnLike, SameOperandsAndResultType, Terminator,
} from '../../ir/traits.js';
import { FloatType, IndexType, IntegerType, type Type, VectorType, i1, i32 } from '../../ir/types.js';
import {
  AnyType, type AttrConstraint, I1, I32, I32Attr, StrAttr, UnitAttrC, typeConstraint,
} from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';
import { defaultAttr, optionalAttr, region, variadic } from '../../irdl/spec.js';
import { AllReduceOperationC, ShuffleModeC } from './attrs.js';
import './directives.js';

const isIntOrFloat = (t: Type): boolean => (t instanceof IntegerType && t.isSignless) || t instanceof FloatType;
/** Upstream's AnyIntegerOrFloat. */
const AnyIntegerOrFloat = typeConstraint('Integer or Float', isIntOrFloat);
/** Upstream's AnyIntegerOrFloatOr1DVector. */
const AnyIntegerOrFloatOr1DVector = typeConstraint(
  'Integer or Float or fixed-length vector of Integer or Float values of ranks 1',
  (t) => isIntOrFloat(t) || (t instanceof VectorType && !t.isScalable && t.rank === 1 && isIntOrFloat(t.elementType)),
);

/**
 * Waits for every thread of the workgroup, and makes their memory writes visible to each other.
 *
 * ```mlir
 * gpu.barrier
 * ```
 */
export const BarrierOp = defineOp({
  name: 'gpu.barrier',
  summary: 'Synchronizes all work items of a workgroup.',
  format: 'attr-dict',
});

const FLOAT_ONLY = new Set(['minnumf', 'maxnumf', 'minimumf', 'maximumf']);
const INT_ONLY = new Set(['minsi', 'minui', 'maxsi', 'maxui', 'and', 'or', 'xor']);

/** Float min/max need floats, bitwise and integer min/max need integers (upstream's rule). */
function checkReduceKind(op: Operation, kind: DialectEnumAttr, elementType: Type, shown: Type): void {
  const ok = FLOAT_ONLY.has(kind.text) ? elementType instanceof FloatType
    : INT_ONLY.has(kind.text) ? elementType instanceof IntegerType : true;
  if (!ok) throw errorOn(op, `\`${kind.text}\` reduction operation is not compatible with type '${shown.key}'`);
}

/**
 * Whether every thread of the workgroup reaches a group op, so that it may be marked `uniform`:
 * upstream's canMakeGroupOpUniform trusts only the entry block of a gpu.launch body.
 */
function canMakeGroupOpUniform(op: Operation): boolean {
  const launch = op.parentOp;
  return launch?.name === 'gpu.launch' && op.parentBlock === launch.regions[0]?.front;
}

/** The fold of both reductions: mark the op `uniform` in place where it is known to be. */
function foldUniform(op: Operation): readonly Value[] | undefined {
  if (op.getAttr('uniform') !== undefined || !canMakeGroupOpUniform(op)) return undefined;
  op.setAttr('uniform', UnitAttr.instance);
  return [...op.results];
}

/**
 * Reduces a value over the whole workgroup, with a named op or a region combining two values.
 *
 * ```mlir
 * %sum = gpu.all_reduce  add %x uniform {
 * } : (f32) -> f32
 * ```
 */
export const AllReduceOp = defineOp({
  name: 'gpu.all_reduce',
  summary: 'Reduce values among workgroup.',
  operands: { value: AnyIntegerOrFloat },
  results: { result: AnyIntegerOrFloat },
  attributes: { op: optionalAttr(AllReduceOperationC), uniform: optionalAttr(UnitAttrC) },
  regions: { body: region() },
  traits: [SameOperandsAndResultType, IsolatedFromAbove],
  format: 'custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? $body attr-dict `:` functional-type(operands, results)',
}, {
  verifyRegions(op) {
    const body = op.body;
    const type = op.result.type;
    // upstream emits these without the op prefix
    const fail = (msg: string) => errorOn(op, msg);
    if (body.isEmpty !== (op.op !== undefined)) throw fail('expected either an op attribute or a non-empty body');
    if (op.op !== undefined) { checkReduceKind(op, op.op, type, type); return; }
    if (body.front.numArguments !== 2) throw fail('expected two region arguments');
    for (const a of body.front.args) if (a.type !== type) throw fail('incorrect region argument type');
    let yields = 0;
    for (const block of body.blocks) {
      const t = block.last;
      if (!t || t.name !== 'gpu.yield') continue;
      if (t.numOperands !== 1) throw fail('expected one gpu.yield operand');
      if (t.getOperand(0).type !== type) throw fail('incorrect gpu.yield type');
      yields++;
    }
    if (yields === 0) throw fail('expected gpu.yield op in region');
  },
  fold: (op) => foldUniform(op),
});

const isPowerOf2 = (n: number): boolean => n > 0 && (n & (n - 1)) === 0;

/**
 * Reduces a value over the lanes of a subgroup, or over clusters of `size` lanes `stride` apart.
 *
 * ```mlir
 * %r = gpu.subgroup_reduce  add %x cluster(size = 4, stride = 2) : (f32) -> f32
 * ```
 */
export const SubgroupReduceOp = defineOp({
  name: 'gpu.subgroup_reduce',
  summary: 'Reduce values among subgroup.',
  operands: { value: AnyIntegerOrFloatOr1DVector },
  results: { result: AnyIntegerOrFloatOr1DVector },
  attributes: {
    op: AllReduceOperationC,
    uniform: optionalAttr(UnitAttrC),
    cluster_size: optionalAttr(I32Attr),
    cluster_stride: defaultAttr(I32Attr, IntegerAttr.get(i32, 1)),
  },
  traits: [SameOperandsAndResultType],
  format: 'custom<AllReduceOperation>($op) $value (`uniform` $uniform^)?'
    + ' (`cluster` `(` `size` `=` $cluster_size^ (`,` `stride` `=` $cluster_stride^)? `)`)?'
    + ' attr-dict `:` functional-type(operands, results)',
}, {
  verify(op) {
    const type = op.result.type;
    if (type instanceof VectorType && type.isScalable) throw opError(op, 'is not compatible with scalable vector types');
    checkReduceKind(op, op.op, type instanceof VectorType ? type.elementType : type, type);
    const size = op.cluster_size?.num;
    if (size !== undefined && !isPowerOf2(size >>> 0)) throw opError(op, `cluster size ${size >>> 0} is not a power of two`);
    const stride = op.cluster_stride.num >>> 0;
    if (stride !== 1 && size === undefined) throw opError(op, 'cluster stride can only be specified if cluster size is specified');
    if (!isPowerOf2(stride)) throw opError(op, `cluster stride ${stride} is not a power of two`);
  },
  /** A cluster of one lane reduces nothing. */
  fold: (op) => (op.cluster_size?.num === 1 ? [op.value] : foldUniform(op)),
});

/**
 * Exchanges a value between the lanes of a subgroup; `valid` is false for lanes past `width`.
 *
 * ```mlir
 * %shuffleResult, %valid = gpu.shuffle  xor %x, %offset, %width : f32
 * ```
 */
export const ShuffleOp = defineOp({
  name: 'gpu.shuffle',
  summary: 'Shuffles values within a subgroup.',
  operands: { value: AnyIntegerOrFloatOr1DVector, offset: I32, width: I32 },
  results: { shuffleResult: AnyIntegerOrFloatOr1DVector, valid: I1 },
  attributes: { mode: ShuffleModeC },
  traits: [Pure],
  sameTypes: [['value', 'shuffleResult']],
  format: '$mode $value `,` $offset `,` $width attr-dict `:` type($value)',
}, {
  inferResultTypes: (operands) => [operands[0]!.type, i1],
});

const i32Attr = (description: string, ok: (v: bigint) => boolean): AttrConstraint<IntegerAttr> => ({
  ...I32Attr,
  description: `32-bit signless integer attribute ${description}`,
  check: (a): a is IntegerAttr => I32Attr.check(a) && ok(a.value),
});

/**
 * Rotates a value across the first `width` lanes of a subgroup by a constant `offset`.
 *
 * ```mlir
 * %rotateResult, %valid = gpu.rotate %x, 3, 16 : f32
 * ```
 */
export const RotateOp = defineOp({
  name: 'gpu.rotate',
  summary: 'Rotate values within a subgroup.',
  operands: { value: AnyIntegerOrFloatOr1DVector },
  results: { rotateResult: AnyIntegerOrFloatOr1DVector, valid: I1 },
  attributes: {
    offset: i32Attr('whose minimum value is 0', (v) => v >= 0n),
    width: i32Attr('whose value is a power of two > 0', (v) => v > 0n && (v & (v - 1n)) === 0n),
  },
  traits: [Pure],
  sameTypes: [['value', 'rotateResult']],
  format: '$value `,` $offset `,` $width attr-dict `:` type($value)',
}, {
  inferResultTypes: (operands) => [operands[0]!.type, i1],
  verify(op) {
    const width = op.width.value;
    if (op.offset.value >= width) throw opError(op, `offset must be in the range [0, ${width})`);
  },
});

/**
 * Returns values from a gpu op's region (all_reduce bodies) to the op.
 *
 * ```mlir
 * gpu.yield %sum : f32
 * ```
 */
export const YieldOp = defineOp({
  name: 'gpu.yield',
  summary: 'GPU yield operation',
  operands: { values: variadic(AnyType) },
  traits: [Pure, ReturnLike, Terminator],
  format: 'attr-dict ($values^ `:` type($values))?',
});

/** Integers, index and floats: what a device printf can format. */
const PrintfArg = typeConstraint('integer or index or floating-point',
  (t) => t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType);

/**
 * Prints from every thread that runs it (for debugging).
 *
 * ```mlir
 * gpu.printf "Hello from %d\0A", %tid : index
 * ```
 */
export const PrintfOp = defineOp({
  name: 'gpu.printf',
  summary: 'Device-side printf, as in CUDA or OpenCL, for debugging',
  operands: { args: variadic(PrintfArg) },
  attributes: { format: StrAttr },
  traits: [MemWrite],
  format: '$format attr-dict (`,` $args^ `:` type($args))?',
});
