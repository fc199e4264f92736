/**
 * The bufferization dialect's ops: the casts between tensors and buffers (to_tensor, to_buffer —
 * 22's name; to_memref is gone), tensor allocation (alloc_tensor), materialize_in_destination,
 * dealloc_tensor and clone. Syntax, messages and folds as upstream's BufferizationOps.
 */
import type { OpAsmPrinter } from '../../ir/asm.js';
import { DenseArrayAttr } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { MemRead, Pure } from '../../ir/traits.js';
import {
  MemRefType, RankedTensorType, type Type, UnrankedMemRefType, UnrankedTensorType, index, isDynamic,
} from '../../ir/types.js';
import { AnyAttr, AnyTensor, AnyType, Index, UnitAttrC, classed, typeConstraint } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { optional, optionalAttr, variadic } from '../../irdl/spec.js';
import { foldCastOperands } from '../memref/fold.js';

const isBufferLike = (t: Type) => t instanceof MemRefType || t instanceof UnrankedMemRefType;
const isTensorLike = (t: Type) => t instanceof RankedTensorType || t instanceof UnrankedTensorType;
// Type interfaces: read as their class, which names no builtin type.
const BufferLike = classed(typeConstraint('BufferLikeType instance', isBufferLike), isBufferLike);
const TensorLike = classed(typeConstraint('TensorLikeType instance', isTensorLike), isTensorLike);
const isMemRef = (t: Type): boolean => t instanceof MemRefType || t instanceof UnrankedMemRefType;
const isTensor = (t: Type): boolean => t instanceof RankedTensorType || t instanceof UnrankedTensorType;

/** TensorLikeType::verifyCompatibleBufferType for builtin types: same shape, same element type.
 * (Upstream first emits "shapes do not match" / "element types do not match" as separate
 * errors; comco reports the op's error alone.) */
function checkTensorBuffer(op: Operation, tensor: Type, buffer: Type): void {
  const tr = tensor instanceof RankedTensorType, br = buffer instanceof MemRefType;
  const ok = tr === br
    && (!tr || (tensor.shape.length === (buffer as MemRefType).shape.length && tensor.shape.every((d, i) => d === (buffer as MemRefType).shape[i])))
    && (tensor as RankedTensorType).elementType === (buffer as MemRefType).elementType;
  if (!ok) throw opError(op, 'failed to verify that specified tensor and buffer types match');
}

/**
 * The tensor view of a buffer.
 *
 * ```mlir
 * %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
 * ```
 */
export const ToTensorOp = defineOp({
  name: 'bufferization.to_tensor',
  operands: { buffer: BufferLike },
  attributes: { restrict: optionalAttr(UnitAttrC), writable: optionalAttr(UnitAttrC) },
  results: { result: TensorLike },
  // Reads its buffer (upstream's MemReadAt on the operand): CSE does not merge two across a write.
  traits: [MemRead],
  format: '$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)',
}, {
  verify: (op) => checkTensorBuffer(op, op.result.type, op.buffer.type),
  /** to_tensor(to_buffer(t)) right after it -> t (no interleaved op that could write the buffer). */
  fold(op) {
    const tb = op.buffer.definingOp;
    if (tb?.name !== 'bufferization.to_buffer' || tb.parentBlock !== op.parentBlock || tb.next !== op) return undefined;
    const t = tb.getOperand(0);
    return t.type === op.result.type ? [t] : undefined;
  },
});

/**
 * The buffer of a tensor.
 *
 * ```mlir
 * %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
 * ```
 */
export const ToBufferOp = defineOp({
  name: 'bufferization.to_buffer',
  operands: { tensor: TensorLike },
  attributes: { read_only: optionalAttr(UnitAttrC) },
  results: { memref: BufferLike },
  traits: [Pure],
  format: '$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($memref)',
}, {
  verify: (op) => checkTensorBuffer(op, op.tensor.type, op.memref.type),
  /** to_buffer(to_tensor(m)) -> m when the types agree. */
  fold(op) {
    const tt = op.tensor.definingOp;
    if (tt?.name !== 'bufferization.to_tensor' || tt.getOperand(0).type !== op.memref.type) return undefined;
    return [tt.getOperand(0)];
  },
});

/**
 * A new tensor of the given shape (a copy of `copy` if given), to be bufferized as an allocation.
 *
 * ```mlir
 * %t = bufferization.alloc_tensor(%d) size_hint=%n : tensor<?xf32>
 * ```
 */
export const AllocTensorOp = defineOp({
  name: 'bufferization.alloc_tensor',
  operands: { dynamic_sizes: variadic(Index), copy: optional(AnyTensor), size_hint: optional(Index) },
  attributes: { memory_space: optionalAttr(AnyAttr) },
  results: { result: AnyTensor },
}, {
  parse(p, state) {
    const sizes = p.parseOperandList('paren');
    let copy, hint;
    if (p.parseOptionalKeyword('copy') !== undefined) { p.parsePunct('('); copy = p.parseOperand(); p.parsePunct(')'); }
    if (p.parseOptionalKeyword('size_hint') !== undefined) { p.parsePunct('='); hint = p.parseOperand(); }
    p.parseOptionalAttrDict(state.attributes);
    p.parsePunct(':');
    const loc = p.currentLoc();
    const type = p.parseType();
    if (!isTensor(type)) throw p.error('invalid kind of type specified', loc);
    state.resultTypes.push(type);
    state.operands.push(...p.resolveOperands(sizes, index));
    if (copy) state.operands.push(p.resolveOperand(copy, type));
    if (hint) state.operands.push(p.resolveOperand(hint, index));
    state.attributes.set('operandSegmentSizes', DenseArrayAttr.i32([sizes.length, copy ? 1 : 0, hint ? 1 : 0]));
  },
  print(op, p: OpAsmPrinter) {
    p.write('(');
    p.printOperands(op.dynamic_sizes);
    p.write(')');
    if (op.copy) { p.write(' copy('); p.printOperand(op.copy); p.write(')'); }
    if (op.size_hint) { p.write(' size_hint='); p.printOperand(op.size_hint); }
    p.printOptionalAttrDict(op.allAttrs, ['operandSegmentSizes']);
    p.write(' : ');
    p.printType(op.result.type);
  },
  verify(op) {
    const t = op.result.type;
    const dyn = t instanceof RankedTensorType ? t.numDynamicDims : 0;
    if (!op.copy && op.dynamic_sizes.length !== dyn) {
      throw opError(op, `incorrect number of dynamic sizes, has ${op.dynamic_sizes.length}, expected ${dyn}`);
    }
    if (op.copy && op.dynamic_sizes.length) throw errorOn(op, 'dynamic sizes not needed when copying a tensor');
    if (op.copy && op.copy.type !== t) throw errorOn(op, 'expected that `copy` and return type match');
  },
});

/**
 * Writes a tensor into a destination tensor (returned) or buffer.
 *
 * ```mlir
 * bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
 * ```
 */
export const MaterializeInDestinationOp = defineOp({
  name: 'bufferization.materialize_in_destination',
  operands: { source: AnyTensor, dest: AnyType },
  attributes: { restrict: optionalAttr(UnitAttrC), writable: optionalAttr(UnitAttrC) },
  results: { result: optional(AnyTensor) },
  format: '$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` functional-type(operands, results)',
}, {
  verify(op) {
    const dest = op.dest.type;
    if (!isTensor(dest) && !isMemRef(dest)) throw opError(op, "'dest' must be a tensor or a memref");
    if (isTensor(dest)) {
      if (op.numResults !== 1) throw opError(op, "tensor 'dest' implies exactly one tensor result");
      if (dest !== op.getResult(0).type) throw opError(op, "result and 'dest' types must match");
    }
    if (isMemRef(dest) && op.numResults !== 0) throw opError(op, "memref 'dest' implies zero results");
    if (op.restrict && !isMemRef(dest)) throw opError(op, "'restrict' is valid only for memref destinations");
    if ((op.writable !== undefined) !== isMemRef(dest)) {
      throw opError(op, "'writable' must be specified if and only if the destination is of memref type");
    }
    const src = op.source.type;
    const ranked = src instanceof RankedTensorType, destRanked = dest instanceof RankedTensorType || dest instanceof MemRefType;
    if (ranked !== destRanked) throw opError(op, 'source/destination shapes are incompatible');
    if (ranked) {
      const ds = (dest as RankedTensorType | MemRefType).shape;
      if (src.rank !== ds.length) throw opError(op, 'rank mismatch between source and destination shape');
      if (src.shape.some((d, i) => !isDynamic(d) && !isDynamic(ds[i]!) && d !== ds[i])) {
        throw opError(op, 'source/destination shapes are incompatible');
      }
    }
  },
  memoryEffects: (op) => (isMemRef(op.dest.type) ? ['write'] : []),
  dpsInits: (op) => [op.dest],
});

/**
 * Marks the end of a tensor's buffer lifetime (bufferizes to memref.dealloc).
 *
 * ```mlir
 * bufferization.dealloc_tensor %t : tensor<?xf32>
 * ```
 */
export const DeallocTensorOp = defineOp({
  name: 'bufferization.dealloc_tensor',
  operands: { tensor: AnyTensor },
}, {
  // `type($tensor)` of a TensorType operand: upstream parses it as a tensor type, so another kind
  // of type is a parse error.
  parse(p, state) {
    const u = p.parseOperand();
    p.parseOptionalAttrDict(state.attributes);
    p.parsePunct(':');
    const loc = p.currentLoc();
    const t = p.parseType();
    if (!isTensor(t)) throw p.error('invalid kind of type specified', loc);
    state.operands.push(p.resolveOperand(u, t));
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.tensor);
    p.printOptionalAttrDict(op.allAttrs);
    p.write(' : ');
    p.printType(op.tensor.type);
  },
});

/**
 * A new buffer holding a copy of another.
 *
 * ```mlir
 * %c = bufferization.clone %m : memref<?xf32> to memref<?xf32>
 * ```
 */
export const CloneOp = defineOp({
  name: 'bufferization.clone',
  operands: { input: typeConstraint('ranked or unranked memref of any type values', isMemRef) },
  results: { output: typeConstraint('ranked or unranked memref of any type values', isMemRef) },
  format: '$input attr-dict `:` type($input) `to` type($output)',
}, {
  // Reads its input, allocates its output and writes it (upstream's effects): CSE does not merge
  // two loads across a clone, and an unused clone is dead.
  memoryEffects: () => ['read', 'alloc', 'write-own'],
  fold: (op) => foldCastOperands(op),
});
