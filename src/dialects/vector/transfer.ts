/**
 * vector.transfer_read and vector.transfer_write: n-D slices of a memref or ranked tensor moved
 * to and from a vector, through a permutation map (elided when it is the minor identity), with
 * per-dimension in_bounds flags (elided when all false), a padding value and an optional mask
 * whose type is inferred from the vector type and the map. Syntax, verifier messages and folds
 * as upstream's VectorOps.cpp; the folds are in transfer-fold.ts.
 */
import type { OpAsmParser, OperationState } from '../../ir/asm.js';
import { AffineMapAttr, type ArrayAttr, DenseArrayAttr } from '../../ir/attributes.js';
import { printAffineMap } from '../../ir/affine/print.js';
import type { AffineMap } from '../../ir/affine/map.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import {
  FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, ShapedType, type Type, VectorType, index,
} from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AffineMapAttrC, AnyRankedTensor, AnyShaped, AnyType, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { optional, variadic } from '../../irdl/spec.js';
import { AnyVectorOfAnyRank, BoolArrayAttrC, I1VectorNonZeroRank, boolArray, boolsOf } from './constraints.js';
import { effectiveVectorRank, inferTransferMaskType, transferMinorIdentityMap } from './maps.js';
import { foldTransferRead, foldTransferWrite } from './transfer-fold.js';

/** What the transfer ops share, as upstream's VectorTransferOpInterface. */
export type TransferOp = Operation & {
  readonly base: Value;
  readonly indices: Value[];
  readonly mask: Value | undefined;
  readonly permutation_map: AffineMapAttr;
  readonly in_bounds: ArrayAttr;
};

export const shapedTypeOf = (op: TransferOp): ShapedType => op.base.type as ShapedType;
/** The vector read or written. */
export function transferVectorType(op: Operation): VectorType {
  return (op.name === 'vector.transfer_read' ? op.getResult(0).type : op.getOperand(0).type) as VectorType;
}
export const inBoundsOf = (op: TransferOp): boolean[] => boolsOf(op.in_bounds);
export const hasOutOfBoundsDim = (op: TransferOp): boolean => inBoundsOf(op).some((b) => !b);

/** DataLayout's default type sizes, for the bitwidth checks. */
function sizeInBits(t: Type): number | undefined {
  if (t instanceof IntegerType || t instanceof FloatType) return t.width;
  if (t instanceof IndexType) return 64;
  return undefined;
}

function parseTransfer(p: OpAsmParser, state: OperationState, write: boolean): void {
  const first = p.parseOperand();
  let vectorU, sourceU;
  if (write) { p.parsePunct(','); vectorU = first; sourceU = p.parseOperand(); } else sourceU = first;
  const indexUs = p.parseOperandList('square');
  let paddingU;
  if (!write) { p.parsePunct(','); paddingU = p.parseOperand(); }
  const maskU = p.parseOptionalPunct(',') ? p.parseOperand() : undefined;
  p.parseOptionalAttrDict(state.attributes);
  const typesLoc = p.currentLoc();
  const types = p.parseColonTypeList();
  if (types.length !== 2) throw p.error('requires two types', typesLoc);
  const [shapedT, vectorT] = write ? [types[1]!, types[0]!] : [types[0]!, types[1]!];
  const checkShaped = () => {
    if (!(shapedT instanceof MemRefType || shapedT instanceof RankedTensorType)) throw p.error('requires memref or ranked tensor type', typesLoc);
  };
  const checkVector = () => { if (!(vectorT instanceof VectorType)) throw p.error('requires vector type', typesLoc); };
  if (write) { checkVector(); checkShaped(); } else { checkShaped(); checkVector(); }
  const shaped = shapedT as ShapedType, vector = vectorT as VectorType;
  let perm: AffineMap;
  const permAttr = state.attributes.get('permutation_map');
  if (!permAttr) {
    if (shaped.rank < effectiveVectorRank(shaped, vector)) {
      throw p.error('expected a custom permutation_map when rank(source) != rank(destination)', typesLoc);
    }
    perm = transferMinorIdentityMap(shaped, vector);
    state.attributes.set('permutation_map', AffineMapAttr.get(perm));
  } else {
    if (!(permAttr instanceof AffineMapAttr)) throw p.error("invalid kind of attribute specified", typesLoc);
    perm = permAttr.map;
  }
  if (!state.attributes.has('in_bounds')) state.attributes.set('in_bounds', boolArray(perm.results.map(() => false)));
  if (write) state.operands.push(p.resolveOperand(vectorU!, vector));
  state.operands.push(p.resolveOperand(sourceU, shaped), ...p.resolveOperands(indexUs, index));
  if (!write) state.operands.push(p.resolveOperand(paddingU!, shaped.elementType));
  if (maskU) {
    if (shaped.elementType instanceof VectorType) throw p.error('does not support masks with vector element type', maskU.loc);
    if (vector.rank !== perm.numResults) {
      throw p.error('expected the same rank for the vector and the results of the permutation map', typesLoc);
    }
    const maskType = inferTransferMaskType(vector, perm);
    if (!maskType) throw p.error('expected the permutation map to be invertible', typesLoc);
    state.operands.push(p.resolveOperand(maskU, maskType));
  }
  const n = indexUs.length, m = maskU ? 1 : 0;
  state.attributes.set('operandSegmentSizes', DenseArrayAttr.i32(write ? [1, 1, n, m] : [1, n, 1, m]));
  if (write) { if (shaped instanceof RankedTensorType) state.resultTypes.push(shaped); } else state.resultTypes.push(vector);
}

function printTransferAttrs(op: TransferOp, p: import('../../ir/asm.js').OpAsmPrinter): void {
  const elided = ['operandSegmentSizes'];
  if (op.permutation_map.map.isMinorIdentity()) elided.push('permutation_map');
  if (!inBoundsOf(op).some((b) => b)) elided.push('in_bounds');
  p.printOptionalAttrDict(op.allAttrs, elided);
}

/** The checks both transfer ops make (upstream's verifyTransferOp and verifyPermutationMap). */
function verifyTransfer(op: TransferOp, vector: VectorType): void {
  const shaped = op.base.type;
  if (op.hasAttr('masked')) throw opError(op, 'masked attribute has been removed. Use in_bounds instead.');
  if (!(shaped instanceof MemRefType || shaped instanceof RankedTensorType)) {
    throw opError(op, 'requires source to be a memref or ranked tensor type');
  }
  const perm = op.permutation_map.map;
  const et = shaped.elementType;
  if (et instanceof VectorType) {
    const src = sizeInBits(et.elementType), res = sizeInBits(vector.elementType);
    if (src !== undefined && res !== undefined && (res * (vector.shape.at(-1) ?? 1)) % (src * (et.shape.at(-1) ?? 1)) !== 0) {
      throw opError(op, 'requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source');
    }
    if (et.rank > vector.rank) throw opError(op, 'requires source vector element and vector result ranks to match.');
    if (perm.numResults !== vector.rank - et.rank) {
      throw opError(op, 'requires a permutation_map with result dims of the same rank as the vector type');
    }
    if (op.mask) throw opError(op, 'does not support masks with vector element type');
  } else {
    const minor = vector.rank === 0 ? 1 : vector.shape.at(-1)!;
    const res = sizeInBits(vector.elementType), src = sizeInBits(et);
    if (res !== undefined && src !== undefined && (res * minor) % src !== 0) {
      throw opError(op, 'requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type');
    }
    if (perm.numResults !== vector.rank) {
      throw opError(op, 'requires a permutation_map with result dims of the same rank as the vector type');
    }
  }
  if (perm.numSymbols !== 0) throw opError(op, 'requires permutation_map without symbols');
  if (perm.numDims !== shaped.rank) throw opError(op, 'requires a permutation_map with input dims of the same rank as the source type');
  const mask = op.mask;
  if (mask) {
    const inferred = inferTransferMaskType(vector, perm);
    if (inferred && mask.type !== inferred) {
      throw opError(op, `inferred mask type ('${inferred.key}') and mask operand type ('${mask.type.key}') don't match`);
    }
  }
  if (perm.numResults !== op.in_bounds.length) {
    throw opError(op, `expects the in_bounds attr of same rank as permutation_map results: affine_map<${printAffineMap(perm)}> vs inBounds of size: ${op.in_bounds.length}`);
  }
}

function verifyPermutationMap(op: Operation, perm: AffineMap): void {
  const seen = new Set<number>();
  for (const e of perm.results) {
    if (e.kind === 'constant' && e.value === 0) continue;
    if (e.kind !== 'dim') {
      throw opError(op, 'requires a projected permutation_map (at most one dim or the zero constant can appear in each result)');
    }
    if (seen.has(e.position)) throw opError(op, 'requires a permutation_map that is a permutation (found one dim used more than once)');
    seen.add(e.position);
  }
}

const transferAttrs = { permutation_map: AffineMapAttrC, in_bounds: BoolArrayAttrC };

/**
 * Reads a slice of a memref or tensor into a vector, padding what is out of bounds or masked.
 *
 * ```mlir
 * %v = vector.transfer_read %A[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
 * ```
 */
export const TransferReadOp = defineOp({
  name: 'vector.transfer_read',
  operands: { base: AnyShaped, indices: variadic(Index), padding: AnyType, mask: optional(I1VectorNonZeroRank) },
  attributes: transferAttrs,
  results: { vector: AnyVectorOfAnyRank },
}, {
  parse: (p, state) => parseTransfer(p, state, false),
  print(op, p) {
    p.write(' ');
    p.printOperand(op.base);
    p.write('[');
    p.printOperands(op.indices);
    p.write('], ');
    p.printOperand(op.padding);
    if (op.mask) { p.write(', '); p.printOperand(op.mask); }
    printTransferAttrs(op, p);
    p.write(' : ');
    p.printType(op.base.type);
    p.write(', ');
    p.printType(op.vector.type);
  },
  verify(op) {
    const shaped = op.base.type;
    if (shaped instanceof ShapedType && shaped.hasRank && op.indices.length !== shaped.rank) {
      throw opError(op, `requires ${shaped.rank} indices`);
    }
    const vector = op.vector.type as VectorType;
    verifyTransfer(op, vector);
    const et = (shaped as ShapedType).elementType;
    const pad = op.padding.type;
    if (et instanceof VectorType) {
      if (et !== pad) throw opError(op, 'requires source element type and padding type to match.');
    } else {
      if (!(pad instanceof IntegerType || pad instanceof FloatType || pad instanceof IndexType)) {
        throw opError(op, 'requires valid padding vector elemental type');
      }
      if (pad !== et) throw opError(op, 'requires formal padding and source of the same elemental type');
    }
    verifyPermutationMap(op, op.permutation_map.map);
  },
  fold: (op) => foldTransferRead(op),
  memoryEffects: (op) => (op.base.type instanceof MemRefType ? ['read'] : []),
  // On a tensor the op is a pure value computation, which may be hoisted (upstream's
  // getSpeculatability: hasPureTensorSemantics).
  speculatability: (op) => (op.base.type instanceof RankedTensorType ? 'speculatable' : 'not-speculatable'),
});

/**
 * Writes a vector into a slice of a memref, or of a tensor (then returning the new tensor).
 *
 * ```mlir
 * %t2 = vector.transfer_write %v, %t[%i, %j] {in_bounds = [true]} : vector<8xf32>, tensor<?x?xf32>
 * ```
 */
export const TransferWriteOp = defineOp({
  name: 'vector.transfer_write',
  operands: { valueToStore: AnyVectorOfAnyRank, base: AnyShaped, indices: variadic(Index), mask: optional(I1VectorNonZeroRank) },
  attributes: transferAttrs,
  results: { result: optional(AnyRankedTensor) },
}, {
  parse: (p, state) => parseTransfer(p, state, true),
  print(op, p) {
    p.write(' ');
    p.printOperand(op.valueToStore);
    p.write(', ');
    p.printOperand(op.base);
    p.write('[');
    p.printOperands(op.indices);
    p.write(']');
    if (op.mask) { p.write(', '); p.printOperand(op.mask); }
    printTransferAttrs(op, p);
    p.write(' : ');
    p.printType(op.valueToStore.type);
    p.write(', ');
    p.printType(op.base.type);
  },
  verify(op) {
    const shaped = op.base.type;
    if (shaped instanceof ShapedType && shaped.hasRank && op.indices.length !== shaped.rank) {
      throw opError(op, `requires ${shaped.rank} indices`);
    }
    if (op.permutation_map.map.results.some((e) => e.kind === 'constant' && e.value === 0)) {
      throw opError(op, 'should not have broadcast dimensions');
    }
    verifyTransfer(op, op.valueToStore.type as VectorType);
    verifyPermutationMap(op, op.permutation_map.map);
  },
  fold: (op) => foldTransferWrite(op),
  memoryEffects: (op) => (op.base.type instanceof MemRefType ? ['write'] : []),
  speculatability: (op) => (op.base.type instanceof RankedTensorType ? 'speculatable' : 'not-speculatable'),
});
