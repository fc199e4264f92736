/**
 * The gpu dialect's warp-level matrix ops (upstream's "subgroup MMA", tensor cores through
 * WMMA): `!gpu.mma_matrix<16x16xf16, "AOp">` holds one operand of C += A * B spread over a
 * subgroup; matrices are loaded from and stored to memrefs, multiplied, built from a constant,
 * combined elementwise, and read or written per thread.
 *
 * ```mlir
 * %a = gpu.subgroup_mma_load_matrix %m[%i, %j] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
 * %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
 * gpu.subgroup_mma_store_matrix %d, %m[%i, %j] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>
 * ```
 */
import type { AsmParser } from '../../ir/asm.js';
import { errorOn } from '../../ir/diagnostics.js';
import type { AsmSink } from '../../ir/sink.js';
import { MemRead, MemWrite, Pure } from '../../ir/traits.js';
import { DialectType, FloatType, IntegerType, MemRefType, type Type, VectorType } from '../../ir/types.js';
import { Index, IndexAttr, UnitAttrC, classed, typeConstraint } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { optionalAttr, variadic } from '../../irdl/spec.js';
import { getStridesAndOffset } from '../memref/layout.js';
import { MMAElementwiseC } from './attrs.js';

/** One operand (A, B or accumulator C) of a subgroup matrix multiply-accumulate. */
export class MMAMatrixType extends DialectType {
  readonly dialect = 'gpu';
  private constructor(readonly shape: readonly number[], readonly elementType: Type, readonly operand: string) { super(); }
  static get(shape: readonly number[], elementType: Type, operand: string): MMAMatrixType {
    return DialectType.uniqued(new MMAMatrixType(shape, elementType, operand));
  }
  printBody(s: AsmSink): void {
    s.write(`mma_matrix<${this.shape.join('x')}x`);
    s.type(this.elementType);
    s.write(`, "${this.operand}">`);
  }
}

/** MMAMatrixType::isValidElementType: f16, f32, f64, si8, ui8 and 32-bit integers of any signedness. */
function validElementType(t: Type): boolean {
  if (t instanceof FloatType) return t.kind === 'f16' || t.kind === 'f32' || t.kind === 'f64';
  if (t instanceof IntegerType) return t.width === 32 || (t.width === 8 && !t.isSignless);
  return false;
}

/** MMAMatrixType::verifyInvariants, in upstream's order; undefined when the type is valid. */
function mmaTypeError(shape: readonly number[], elementType: Type, operand: string): string | undefined {
  if (operand !== 'AOp' && operand !== 'BOp' && operand !== 'COp') return 'operand expected to be one of AOp, BOp or COp';
  if (shape.length !== 2) return 'MMAMatrixType must have exactly two dimensions';
  if (!validElementType(elementType)) return 'MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64';
  return undefined;
}

/** The part after `!gpu.mma_matrix`: `<16x16xf16, "AOp">`. Errors are at the keyword, as upstream's getChecked. */
export function parseMMAMatrixBody(p: AsmParser, keywordLoc: ReturnType<AsmParser['currentLoc']>): MMAMatrixType {
  p.parsePunct('<');
  const shape = p.parseDimensionList(false, true);
  const elementType = p.parseType();
  p.parsePunct(',');
  // Upstream fails without a message when the operand is not a string; comco says what it wants.
  const operand = p.parseOptionalString();
  if (operand === undefined) throw p.error('expected the operand (a string: "AOp", "BOp" or "COp")');
  p.parsePunct('>');
  const error = mmaTypeError(shape, elementType, operand);
  if (error) throw p.error(error, keywordLoc);
  return MMAMatrixType.get(shape, elementType, operand);
}

// ---- constraints ----
const isMMA = (t: Type): t is MMAMatrixType => t instanceof MMAMatrixType;
/** GPU_MMAMatrix. */
export const MMAMatrix = typeConstraint('MMAMatrix type', isMMA);

type Elem = readonly [string, (t: Type) => boolean];
const SI8: Elem = ['8-bit signed integer', (t) => t instanceof IntegerType && t.width === 8 && t.signedness === 'signed'];
const UI8: Elem = ['8-bit unsigned integer', (t) => t instanceof IntegerType && t.width === 8 && t.signedness === 'unsigned'];
const I8: Elem = ['8-bit signless integer', (t) => t instanceof IntegerType && t.width === 8 && t.isSignless];
const I32: Elem = ['32-bit signless integer', (t) => t instanceof IntegerType && t.width === 32 && t.isSignless];
const F16: Elem = ['16-bit float', (t) => t instanceof FloatType && t.kind === 'f16'];
const F32: Elem = ['32-bit float', (t) => t instanceof FloatType && t.kind === 'f32'];
const F64: Elem = ['64-bit float', (t) => t instanceof FloatType && t.kind === 'f64'];
const anyOf = (elems: readonly Elem[]): Elem => [elems.map((e) => e[0]).join(' or '), (t) => elems.some((e) => e[1](t))];
/** AnyTypeOf<[...]> as a constraint. */
const anyTypeOf = (elems: readonly Elem[]) => typeConstraint(...anyOf(elems));

/** MMAMatrixOf<[...]>: a matrix whose element type is one of `elems`. */
function mmaMatrixOf(elems: readonly Elem[]) {
  const [desc, ok] = anyOf(elems);
  return classed(typeConstraint(`gpu.mma_matrix of ${desc} values`, (t) => isMMA(t) && ok(t.elementType)), isMMA, 'gpu.mma_matrix');
}

/** GPU_MMAMemRef: memrefs of the element types WMMA loads and stores, or 1-D vectors of them. */
const MEM_ELEMS = [I8, I32, F16, F32, F64];
const [memDesc, memOk] = anyOf(MEM_ELEMS);
export const MMAMemRef = typeConstraint(`memref of ${memDesc} or vector of ${memDesc} values of ranks 1 values`,
  (t) => t instanceof MemRefType && (memOk(t.elementType) || (t.elementType instanceof VectorType && t.elementType.rank === 1 && memOk(t.elementType.elementType))));

/** MemRefType::isLastDimUnitStride: strided, with a unit innermost stride. */
function lastDimUnitStride(t: Type): boolean {
  if (!(t instanceof MemRefType)) return false;
  const so = getStridesAndOffset(t);
  return so !== undefined && (so.strides.length === 0 || so.strides[so.strides.length - 1] === 1);
}

// ---- ops ----
// Their hand-written verifiers use emitError, as upstream's: messages without the `'gpu.x' op` prefix.
/** `%m = gpu.subgroup_mma_load_matrix %src[%i, %j] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">` */
export const SubgroupMmaLoadMatrixOp = defineOp({
  name: 'gpu.subgroup_mma_load_matrix',
  summary: 'GPU warp synchronous matrix load',
  operands: { srcMemref: MMAMemRef, indices: variadic(Index) },
  attributes: { leadDimension: IndexAttr, transpose: optionalAttr(UnitAttrC) },
  results: { res: MMAMatrix },
  traits: [MemRead],
  format: '$srcMemref`[`$indices`]` attr-dict `:` type($srcMemref) `->` type($res)',
}, {
  verify(op) {
    if (!lastDimUnitStride(op.srcMemref.type)) throw errorOn(op, 'expected source memref most minor dim must have unit stride');
    const operand = (op.res.type as MMAMatrixType).operand;
    if (operand !== 'AOp' && operand !== 'BOp' && operand !== 'COp') throw errorOn(op, 'only AOp, BOp and COp can be loaded');
  },
});

/** `gpu.subgroup_mma_store_matrix %m, %dst[%i, %j] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>` */
export const SubgroupMmaStoreMatrixOp = defineOp({
  name: 'gpu.subgroup_mma_store_matrix',
  summary: 'GPU warp synchronous matrix store',
  operands: { src: mmaMatrixOf([SI8, UI8, I32, F16, F32, F64]), dstMemref: MMAMemRef, indices: variadic(Index) },
  attributes: { leadDimension: IndexAttr, transpose: optionalAttr(UnitAttrC) },
  traits: [MemWrite],
  format: '$src`,` $dstMemref`[`$indices`]` attr-dict `:` type($src)`,` type($dstMemref)',
}, {
  verify(op) {
    if (!lastDimUnitStride(op.dstMemref.type)) throw errorOn(op, 'expected destination memref most minor dim must have unit stride');
    if ((op.src.type as MMAMatrixType).operand !== 'COp') {
      throw errorOn(op, "expected the operand matrix being stored to have 'COp' operand type");
    }
  },
});

/** `%d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">` */
export const SubgroupMmaComputeOp = defineOp({
  name: 'gpu.subgroup_mma_compute',
  summary: 'GPU warp synchronous matrix multiply accumulate',
  operands: {
    opA: mmaMatrixOf([SI8, UI8, F16, F32, F64]),
    opB: mmaMatrixOf([SI8, UI8, F16, F32, F64]),
    opC: mmaMatrixOf([I32, F16, F32, F64]),
  },
  attributes: { a_transpose: optionalAttr(UnitAttrC), b_transpose: optionalAttr(UnitAttrC) },
  results: { res: MMAMatrix },
  traits: [Pure],
  sameTypes: [['opC', 'res']],
  format: '$opA`,` $opB`,` $opC attr-dict `:` type($opA)`,` type($opB) `->` type($res)',
}, {
  verify(op) {
    const [a, b, c] = [op.opA, op.opB, op.opC].map((v) => v.type as MMAMatrixType) as [MMAMatrixType, MMAMatrixType, MMAMatrixType];
    if (a.operand !== 'AOp' || b.operand !== 'BOp' || c.operand !== 'COp') throw errorOn(op, 'operands must be in the order AOp, BOp, COp');
    if (a.shape[1] !== b.shape[0] || a.shape[0] !== c.shape[0] || b.shape[1] !== c.shape[1]) {
      throw errorOn(op, 'operand shapes do not satisfy matmul constraints');
    }
  },
});

const elementOfMatrix = (t: Type): Type => (t as MMAMatrixType).elementType;
const valueMatchesElement = (from: string, to: string) =>
  ({ from, to, transform: elementOfMatrix, description: 'value type matches element type of mma_matrix' });

/** `%m = gpu.subgroup_mma_constant_matrix %v : !gpu.mma_matrix<16x16xf32, "COp">`: every element `%v`. */
export const SubgroupMmaConstantMatrixOp = defineOp({
  name: 'gpu.subgroup_mma_constant_matrix',
  summary: 'GPU warp synchronous constant matrix',
  operands: { value: anyTypeOf([SI8, UI8, I32, F16, F32]) },
  results: { res: MMAMatrix },
  traits: [Pure],
  typeRelations: [valueMatchesElement('res', 'value')],
  format: '$value attr-dict `:` type($res)',
});

/** `%r = gpu.subgroup_mma_elementwise addf %a, %b : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">` */
export const SubgroupMmaElementwiseOp = defineOp({
  name: 'gpu.subgroup_mma_elementwise',
  summary: 'GPU warp elementwise operation on a matrix',
  operands: { args: variadic(MMAMatrix) },
  attributes: { opType: MMAElementwiseC },
  results: { res: MMAMatrix },
  traits: [Pure],
  format: '$opType $args attr-dict `:` functional-type($args, $res)',
});

const IntegerOrFloat = typeConstraint('Integer or Float', (t) => t instanceof IntegerType || t instanceof FloatType);

/** `%x = gpu.subgroup_mma_extract_thread_local %m[%i] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32`: this thread's element. */
export const SubgroupMmaExtractThreadLocalOp = defineOp({
  name: 'gpu.subgroup_mma_extract_thread_local',
  summary: 'Extract a value from GPU warp by invocation and indices',
  operands: { matrix: MMAMatrix, indices: variadic(Index) },
  results: { res: IntegerOrFloat },
  traits: [Pure],
  typeRelations: [valueMatchesElement('matrix', 'res')],
  format: '$matrix`[`$indices`]` attr-dict `:` type($matrix) `->` type($res)',
});

/** `%m2 = gpu.subgroup_mma_insert_thread_local %x, %m[%i] : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">` */
export const SubgroupMmaInsertThreadLocalOp = defineOp({
  name: 'gpu.subgroup_mma_insert_thread_local',
  summary: 'Insert a value into GPU warp by invocation and indices',
  operands: { value: IntegerOrFloat, matrix: MMAMatrix, indices: variadic(Index) },
  results: { res: MMAMatrix },
  traits: [Pure],
  typeRelations: [valueMatchesElement('matrix', 'value')],
  format: '$value`,` $matrix`[`$indices`]` attr-dict `:` type($value)`,` type($matrix) `->` type($res)',
});

export const mmaOps = [
  SubgroupMmaLoadMatrixOp, SubgroupMmaStoreMatrixOp, SubgroupMmaComputeOp, SubgroupMmaConstantMatrixOp,
  SubgroupMmaElementwiseOp, SubgroupMmaExtractThreadLocalOp, SubgroupMmaInsertThreadLocalOp,
];
