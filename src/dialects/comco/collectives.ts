/**
 * Collectives across the ranks of an SPMD program (NCCL semantics). Not to be confused with
 * upstream's `gpu.all_reduce`, which reduces across the threads of one workgroup.
 *
 * Each has a value form on tensors (a result) and a buffer form on memrefs (no result), which
 * comco-bufferize produces: allreduce works in place on its buffer, as ncclAllReduce may with
 * equal send and receive buffers; allgather and reduce_scatter change the shape, so they read
 * one buffer and write another (`into`), as NCCL's send and receive buffers.
 */
import { defineOp } from '../../irdl/define.js';
import { I64Attr, typeConstraint } from '../../irdl/constraints.js';
import { defaultAttr, optional } from '../../irdl/spec.js';
import type { OpAsmParser, OpAsmPrinter, OperationState } from '../../ir/asm.js';

import { opError } from '../../ir/diagnostics.js';
import { IntegerAttr } from '../../ir/attributes.js';
import { MemRefType, RankedTensorType, type Type, i64 } from '../../ir/types.js';
import type { Operation } from '../../ir/operation.js';
import { type DialectEnumAttr, defineDialectEnum } from '../../irdl/enum.js';
import { ComcoTensor, normalizeAxis, shapeText } from './shapes.js';

/** The reduction of a collective: `#comco<reduction sum>`, printed `sum` in ops. */
export const Reduction = defineDialectEnum({
  dialect: 'comco',
  mnemonic: 'reduction',
  cases: { sum: 0, prod: 1, min: 2, max: 3, avg: 4 },
  syntax: 'keyword',
  description: 'reduction kind',
});

const isNumericElement = (t: Type): boolean => ComcoTensor.check(RankedTensorType.get([1], t));

/** A statically shaped buffer with the identity layout: what a collective hands to NCCL. */
export const ComcoBuffer = typeConstraint('statically shaped memref with the identity layout of float or signless integer values',
  (t) => t instanceof MemRefType && t.hasStaticShape && t.layout === undefined && t.memorySpace === undefined && isNumericElement(t.elementType));
/** The operand of a collective: a tensor (value form) or a buffer (buffer form). */
const ComcoTensorOrBuffer = typeConstraint('statically shaped tensor, or statically shaped memref with the identity layout, of float or signless integer values',
  (t) => ComcoTensor.check(t) || ComcoBuffer.check(t));

/** Shapes of the input and of what the collective produces (result or `into` buffer). */
function shapesOf(op: Operation): { input: RankedTensorType | MemRefType; output: RankedTensorType | MemRefType } {
  const input = op.getOperand(0).type as RankedTensorType | MemRefType;
  const output = (op.numResults ? op.getResult(0).type : op.getOperand(op.numOperands - 1).type) as RankedTensorType | MemRefType;
  return { input, output };
}

/** Tensors give a result and have no `into` buffer; buffers have no result. */
function verifyForm(op: Operation, hasInto: boolean): void {
  const buffer = op.getOperand(0).type instanceof MemRefType;
  if (buffer && op.numResults !== 0) throw opError(op, 'on a buffer has no result');
  if (!buffer && op.numResults !== 1) throw opError(op, 'on a tensor has one result');
  if (hasInto) {
    const into = op.numOperands === 2;
    if (buffer && !into) throw opError(op, "on a buffer needs an output buffer ('into')");
    if (!buffer && into) throw opError(op, "on a tensor takes no output buffer ('into')");
    if (into && !(op.getOperand(1).type instanceof MemRefType)) throw opError(op, 'the output must be a memref');
    if (into && op.getOperand(0) === op.getOperand(1)) throw opError(op, 'the output buffer must differ from the input buffer');
  }
}

/**
 * Every rank gets the elementwise reduction of all ranks' tensors (sum, prod, min, max, avg).
 * With one rank it is the identity. On a buffer it reduces in place.
 *
 * ```mlir
 * %y = comco.allreduce sum %x : tensor<1024xf32>
 * comco.allreduce sum %buf : memref<1024xf32>
 * ```
 */
export const AllReduceOp = defineOp({
  name: 'comco.allreduce',
  summary: 'all-reduce across ranks',
  operands: { input: ComcoTensorOrBuffer },
  results: { result: optional(ComcoTensor) },
  attributes: { op: Reduction.constraint },
  format: '$op $input attr-dict `:` type($input)',
}, {
  inferResultTypes: (operands) => (operands[0]!.type instanceof MemRefType ? [] : [operands[0]!.type]),
  verify(op) {
    verifyForm(op, false);
    if (op.result && op.result.type !== op.input.type) throw opError(op, 'result type differs from the input type');
  },
});

const dimsText = (t: RankedTensorType | MemRefType): string => (t instanceof RankedTensorType ? shapeText(t) : t.shape.join('x') || 'scalar');

function gatherLike(op: Operation & { readonly axis: IntegerAttr }, gather: boolean): void {
  verifyForm(op, true);
  const { input: a, output: r } = shapesOf(op);
  if (a.rank !== r.rank) throw opError(op, `result rank ${r.rank} differs from input rank ${a.rank}`);
  if (a.elementType !== r.elementType) throw opError(op, 'result element type differs from the input element type');
  const axis = normalizeAxis(op, op.axis.num, a.rank);
  for (let i = 0; i < a.rank; i++) {
    if (i === axis) continue;
    if (a.dim(i) !== r.dim(i)) throw opError(op, `dimension ${i} differs: ${dimsText(a)} vs ${dimsText(r)}`);
  }
  const [small, big] = gather ? [a.dim(axis), r.dim(axis)] : [r.dim(axis), a.dim(axis)];
  if (small === 0 || big % small !== 0) {
    throw opError(op, `dimension ${axis} of the ${gather ? 'result' : 'input'} (${big}) must be a multiple of the ${gather ? 'input' : 'result'}'s (${small})`);
  }
}

/**
 * `[reduction] %in [into %out] [axis = n] attr-dict : T -> U`: U is the result type, or the
 * output buffer's type in the buffer form.
 */
function parseGatherLike(p: OpAsmParser, state: OperationState, withReduction: boolean): void {
  if (withReduction) {
    const loc = p.currentLoc();
    const name = p.parseOptionalKeyword(Object.keys(Reduction.spec.cases));
    if (name === undefined) throw p.error(`expected one of ${Object.keys(Reduction.spec.cases).map((k) => `'${k}'`).join(', ')}`, loc);
    state.attributes.set('op', Reduction.getByName(name));
  }
  const input = p.parseOperand();
  const into = p.parseOptionalKeyword('into') ? p.parseOperand() : undefined;
  if (p.parseOptionalKeyword('axis')) {
    p.parsePunct('=');
    state.attributes.set('axis', IntegerAttr.get(i64, p.parseInteger()));
  }
  p.parseOptionalAttrDict(state.attributes);
  const inType = p.parseColonType();
  p.parsePunct('->');
  const outType = p.parseType();
  state.operands.push(p.resolveOperand(input, inType));
  if (into) state.operands.push(p.resolveOperand(into, outType));
  else state.resultTypes.push(outType);
}

function printGatherLike(op: Operation, p: OpAsmPrinter, withReduction: boolean): void {
  if (withReduction) p.write(` ${(op.getAttr('op') as DialectEnumAttr).text}`);
  p.write(' ');
  p.printOperand(op.getOperand(0));
  if (op.numOperands === 2) { p.write(' into '); p.printOperand(op.getOperand(1)); }
  const axis = op.getAttr('axis') as IntegerAttr | undefined;
  if (axis && axis.num !== 0) p.write(` axis = ${axis.num}`);
  p.printOptionalAttrDict(p.opAttrs(op), ['op', 'axis']);
  p.write(' : ');
  p.printType(op.getOperand(0).type);
  p.write(' -> ');
  p.printType(op.numResults ? op.getResult(0).type : op.getOperand(1).type);
}

/**
 * Concatenates the ranks' tensors along `axis`, in rank order.
 *
 * ```mlir
 * %y = comco.allgather %x axis = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
 * comco.allgather %a into %b : memref<4x8xf32> -> memref<16x8xf32>
 * ```
 */
export const AllGatherOp = defineOp({
  name: 'comco.allgather',
  summary: 'all-gather across ranks',
  operands: { input: ComcoTensorOrBuffer, output: optional(ComcoBuffer) },
  results: { result: optional(ComcoTensor) },
  attributes: { axis: defaultAttr(I64Attr, IntegerAttr.get(i64, 0)) },
}, {
  verify(op) { gatherLike(op, true); },
  parse: (p, state) => parseGatherLike(p, state, false),
  print: (op, p) => printGatherLike(op, p, false),
});

/**
 * Reduces the ranks' tensors and gives rank r the r-th slice along `axis`.
 *
 * ```mlir
 * %y = comco.reduce_scatter sum %x axis = 0 : tensor<16x8xf32> -> tensor<4x8xf32>
 * comco.reduce_scatter sum %a into %b : memref<16x8xf32> -> memref<4x8xf32>
 * ```
 */
export const ReduceScatterOp = defineOp({
  name: 'comco.reduce_scatter',
  summary: 'reduce-scatter across ranks',
  operands: { input: ComcoTensorOrBuffer, output: optional(ComcoBuffer) },
  results: { result: optional(ComcoTensor) },
  attributes: { op: Reduction.constraint, axis: defaultAttr(I64Attr, IntegerAttr.get(i64, 0)) },
}, {
  verify(op) { gatherLike(op, false); },
  parse: (p, state) => parseGatherLike(p, state, true),
  print: (op, p) => printGatherLike(op, p, true),
});
