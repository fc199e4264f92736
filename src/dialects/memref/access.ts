/** memref element access: load, store and the atomic read-modify-write ops. */
import { IntegerAttr } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import { Region } from '../../ir/region.js';
import { MemRead, MemWrite, Pure, Terminator, hasParent, singleBlockImplicitTerminator } from '../../ir/traits.js';
import { FloatType, IntegerType, MemRefType, index } from '../../ir/types.js';
import { AnyType, BoolAttr, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defineIntEnum } from '../../irdl/enum.js';
import { defaultOptionalAttr, optionalAttr, region, variadic } from '../../irdl/spec.js';
import { AlignmentAttr } from './alloc.js';
import { foldCastOperands } from './fold.js';
import { AnyMemRef, IntOrFloatMemRef, SignlessIntOrFloat, elementTypeOfMemRef } from './constraints.js';

const falseAttr = IntegerAttr.bool(false);

/**
 * Reads one element.
 *
 * ```mlir
 * %0 = memref.load %A[%i, %j] : memref<8x?xf32>
 * ```
 */
export const LoadOp = defineOp({
  name: 'memref.load',
  operands: { memref: AnyMemRef, indices: variadic(Index) },
  attributes: { nontemporal: defaultOptionalAttr(BoolAttr, falseAttr), alignment: optionalAttr(AlignmentAttr) },
  results: { result: AnyType },
  traits: [MemRead],
  typeRelations: [{ from: 'memref', to: 'result', transform: elementTypeOfMemRef, description: "result type matches element type of 'memref'" }],
  format: '$memref `[` $indices `]` attr-dict `:` type($memref)',
}, {
  verify(op) {
    const rank = (op.memref.type as MemRefType).rank;
    if (op.indices.length !== rank) throw opError(op, `incorrect number of indices for load, expected ${rank} but got ${op.indices.length}`);
  },
  fold: (op) => foldCastOperands(op),
  inferResultTypes: (operands) => [elementTypeOfMemRef(operands[0]!.type)],
});

/**
 * Writes one element.
 *
 * ```mlir
 * memref.store %v, %A[%i, %j] : memref<8x?xf32>
 * ```
 */
export const StoreOp = defineOp({
  name: 'memref.store',
  operands: { value: AnyType, memref: AnyMemRef, indices: variadic(Index) },
  attributes: { nontemporal: defaultOptionalAttr(BoolAttr, falseAttr), alignment: optionalAttr(AlignmentAttr) },
  traits: [MemWrite],
  typeRelations: [{ from: 'memref', to: 'value', transform: elementTypeOfMemRef, description: "type of 'value' matches element type of 'memref'" }],
  format: '$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)',
}, {
  verify(op) {
    if (op.indices.length !== (op.memref.type as MemRefType).rank) throw opError(op, 'store index operand count not equal to memref rank');
  },
  fold: (op) => foldCastOperands(op, op.value),
});

/** arith's AtomicRMWKind, stored as an i64 (`kind = 0 : i64`), printed as its keyword. */
export const AtomicRMWKind = defineIntEnum('atomic rmw kind', 64, {
  addf: 0, addi: 1, andi: 2, assign: 3, maximumf: 4, maxnumf: 5, maxs: 6, maxu: 7,
  minimumf: 8, minnumf: 9, mins: 10, minu: 11, mulf: 12, muli: 13, ori: 14, xori: 15,
});
const FLOAT_KINDS = new Set(['addf', 'maximumf', 'minimumf', 'mulf']);
const INT_KINDS = new Set(['addi', 'maxs', 'maxu', 'mins', 'minu', 'muli', 'ori', 'xori', 'andi']);

/**
 * An atomic read-modify-write of one element; yields the value stored before.
 *
 * ```mlir
 * %x = memref.atomic_rmw addf %v, %I[%i] : (f32, memref<10xf32>) -> f32
 * ```
 */
export const AtomicRMWOp = defineOp({
  name: 'memref.atomic_rmw',
  operands: { value: SignlessIntOrFloat, memref: IntOrFloatMemRef, indices: variadic(Index) },
  attributes: { kind: AtomicRMWKind },
  results: { result: SignlessIntOrFloat },
  traits: [MemRead, MemWrite],
  sameTypes: [['value', 'result']],
  typeRelations: [{ from: 'memref', to: 'value', transform: elementTypeOfMemRef, description: 'value type matches element type of memref' }],
  format: '$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)',
}, {
  verify(op) {
    if ((op.memref.type as MemRefType).rank !== op.indices.length) {
      throw opError(op, 'expects the number of subscripts to be equal to memref rank');
    }
    const kind = AtomicRMWKind.name(op.kind);
    const t = op.value.type;
    if (FLOAT_KINDS.has(kind) && !(t instanceof FloatType)) throw opError(op, `with kind '${kind}' expects a floating-point type`);
    if (INT_KINDS.has(kind) && !(t instanceof IntegerType)) throw opError(op, `with kind '${kind}' expects an integer type`);
  },
  fold: (op) => foldCastOperands(op, op.value),
});

/**
 * An atomic read-modify-write whose update is a region over the current value.
 *
 * ```mlir
 * %x = memref.generic_atomic_rmw %I[%i] : memref<10xf32> {
 * ^bb0(%current: f32):
 *   memref.atomic_yield %current : f32
 * }
 * ```
 */
export const GenericAtomicRMWOp = defineOp({
  name: 'memref.generic_atomic_rmw',
  operands: { memref: IntOrFloatMemRef, indices: variadic(Index) },
  results: { result: SignlessIntOrFloat },
  regions: { atomic_body: region() },
  traits: [singleBlockImplicitTerminator('memref.atomic_yield'), MemRead, MemWrite],
  typeRelations: [{ from: 'memref', to: 'result', transform: elementTypeOfMemRef, description: 'result type matches element type of memref' }],
}, {
  parse(p, state) {
    const memref = p.parseOperand();
    const ivs = p.parseOperandList('square');
    const t = p.parseColonType();
    state.operands.push(p.resolveOperand(memref, t), ...p.resolveOperands(ivs, index));
    const body = new Region();
    p.parseRegion(body, []);
    state.regions.push(body);
    p.parseOptionalAttrDict(state.attributes);
    if (!(t instanceof MemRefType)) throw p.error(`expected memref type, got '${t.key}'`);
    state.resultTypes.push(t.elementType);
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.memref);
    p.write('[');
    p.printOperands(op.indices);
    p.write('] : ');
    p.printType(op.memref.type);
    p.write(' ');
    p.printRegion(op.atomic_body);
    p.printOptionalAttrDict(op.allAttrs);
  },
  verify(op) {
    const body = op.atomic_body;
    const args = body.isEmpty ? [] : body.front.args;
    if (args.length !== 1) throw opError(op, 'expected single number of entry block arguments');
    if (op.result.type !== args[0]!.type) throw opError(op, 'expected block argument of the same type result type');
    body.walk((nested) => {
      if (!nested.hasTrait('Pure') && !nested.hasTrait('Terminator')) {
        throw errorOn(nested, "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects");
      }
    });
  },
});

/**
 * Yields the new value of a generic_atomic_rmw.
 *
 * ```mlir
 * memref.atomic_yield %inc : f32
 * ```
 */
export const AtomicYieldOp = defineOp({
  name: 'memref.atomic_yield',
  operands: { result: AnyType },
  traits: [hasParent('memref.generic_atomic_rmw'), Pure, Terminator],
  format: '$result attr-dict `:` type($result)',
}, {
  verify(op) {
    const parentType = op.parentOp!.resultTypes[0]!;
    if (parentType !== op.result.type) {
      throw opError(op, `types mismatch between yield op: '${op.result.type.key}' and its parent: '${parentType.key}'`);
    }
  },
});
