/**
 * Host-side memory and ordering ops: gpu.alloc / gpu.dealloc / gpu.memcpy / gpu.memset (each may
 * run `async` after its dependencies and return a token), gpu.wait, plus the device's view of
 * dynamic shared memory and host buffer registration.
 */
import { AffineMapAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import { MemAlloc, MemFree, MemRead, MemWrite, Pure } from '../../ir/traits.js';
import { IntegerType, MemRefType, ShapedType, type Type, UnrankedMemRefType, elementTypeOf, isDynamic } from '../../ir/types.js';
import { AnyMemRef, AnyType, I32, Index, UnitAttrC, typeConstraint } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { optional, optionalAttr, variadic } from '../../irdl/spec.js';
import { foldCastOperands } from '../memref/fold.js';
import { workgroupSpace } from './attrs.js';
import './directives.js';
import { AsyncTokenC, AsyncTokenResultC } from './types.js';

/** `custom<AsyncDependencies>(...)`: the prefix of every async op's format. */
const ASYNC = 'custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)';

/**
 * Allocates device memory (or memory both sides can reach, with `host_shared`).
 *
 * ```mlir
 * %memref, %asyncToken = gpu.alloc async [%t] (%n) : memref<?xf32>
 * ```
 */
export const AllocOp = defineOp({
  name: 'gpu.alloc',
  summary: 'GPU memory allocation operation.',
  operands: { asyncDependencies: variadic(AsyncTokenC), dynamicSizes: variadic(Index), symbolOperands: variadic(Index) },
  results: { memref: AnyMemRef, asyncToken: optional(AsyncTokenResultC) },
  attributes: { hostShared: optionalAttr(UnitAttrC) },
  traits: [MemAlloc],
  format: `${ASYNC} (\` \` \`host_shared\` $hostShared^)? \` \``
    + ' `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)',
}, {
  verify(op) {
    const t = op.memref.type;
    if (!(t instanceof MemRefType)) return;
    const dynamic = t.shape.filter(isDynamic).length;
    if (op.dynamicSizes.length !== dynamic) {
      throw opError(op, `incorrect number of dynamic sizes, has ${op.dynamicSizes.length}, expected ${dynamic}`);
    }
    const symbols = t.layout instanceof AffineMapAttr ? t.layout.map.numSymbols : 0;
    if (op.symbolOperands.length !== symbols) throw opError(op, 'symbol operand count does not equal memref symbol count');
  },
});

/**
 * Frees memory from gpu.alloc.
 *
 * ```mlir
 * %t2 = gpu.dealloc async [%t] %memref : memref<?xf32>
 * ```
 */
export const DeallocOp = defineOp({
  name: 'gpu.dealloc',
  summary: 'GPU memory deallocation operation',
  operands: { asyncDependencies: variadic(AsyncTokenC), memref: AnyMemRef },
  results: { asyncToken: optional(AsyncTokenResultC) },
  traits: [MemFree],
  format: `${ASYNC} $memref attr-dict \`:\` type($memref)`,
});

/** Upstream's verifyCompatibleShape: equal ranks, and sizes equal where both are static. */
function compatibleShapes(a: Type, b: Type): boolean {
  if (!(a instanceof ShapedType) || !(b instanceof ShapedType) || !a.shape || !b.shape) return true;
  if (a.shape.length !== b.shape.length) return false;
  return a.shape.every((d, i) => isDynamic(d) || isDynamic(b.shape![i]!) || d === b.shape![i]);
}

/**
 * Copies one memref into another (host↔device or device↔device).
 *
 * ```mlir
 * gpu.memcpy  %dst, %src : memref<32xf32>, memref<32xf32>
 * ```
 */
export const MemcpyOp = defineOp({
  name: 'gpu.memcpy',
  summary: 'GPU memcpy operation',
  operands: { asyncDependencies: variadic(AsyncTokenC), dst: AnyMemRef, src: AnyMemRef },
  results: { asyncToken: optional(AsyncTokenResultC) },
  traits: [MemRead, MemWrite],
  format: `${ASYNC} $dst\`,\` $src \`:\` type($dst)\`,\` type($src) attr-dict`,
}, {
  verify(op) {
    if (elementTypeOf(op.src.type) !== elementTypeOf(op.dst.type)) throw opError(op, 'arguments have incompatible element type');
    if (!compatibleShapes(op.src.type, op.dst.type)) throw opError(op, 'arguments have incompatible shape');
  },
  // memref.casts of its memrefs fold away.
  fold: (op) => foldCastOperands(op),
});

/**
 * Fills a memref with a scalar.
 *
 * ```mlir
 * gpu.memset  %dst, %zero : memref<32xf32>, f32
 * ```
 */
export const MemsetOp = defineOp({
  name: 'gpu.memset',
  summary: 'GPU memset operation',
  operands: { asyncDependencies: variadic(AsyncTokenC), dst: AnyMemRef, value: AnyType },
  results: { asyncToken: optional(AsyncTokenResultC) },
  traits: [MemWrite],
  format: `${ASYNC} $dst\`,\` $value \`:\` type($dst)\`,\` type($value) attr-dict`,
}, {
  verify(op) {
    if (elementTypeOf(op.dst.type) !== elementTypeOf(op.value.type)) {
      throw opError(op, 'failed to verify that all of {dst, value} have same element type');
    }
  },
  fold: (op) => foldCastOperands(op),
});

/**
 * Waits for async work: blocks the host (no `async`), or joins tokens into one (`async`).
 *
 * ```mlir
 * %t = gpu.wait async [%t0, %t1]
 * ```
 */
export const WaitOp = defineOp({
  name: 'gpu.wait',
  summary: 'Wait for async gpu ops to complete.',
  operands: { asyncDependencies: variadic(AsyncTokenC) },
  results: { asyncToken: optional(AsyncTokenResultC) },
  format: `${ASYNC} attr-dict`,
});

/** Upstream's MemRefRankOf<[I8], [1]>. */
const I8Memref1D = typeConstraint('1D memref of 8-bit signless integer values',
  (t) => t instanceof MemRefType && t.rank === 1 && t.elementType instanceof IntegerType && t.elementType.width === 8 && t.elementType.isSignless);

/**
 * The start of the dynamic shared memory a launch asked for, as bytes in workgroup memory.
 *
 * ```mlir
 * %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
 * ```
 */
export const DynamicSharedMemoryOp = defineOp({
  name: 'gpu.dynamic_shared_memory',
  summary: 'Get the memref for dynamic shared memory',
  results: { resultMemref: I8Memref1D },
  traits: [Pure],
  format: 'attr-dict `:` type($resultMemref)',
}, {
  verify(op) {
    if (!op.parentWhere((p) => p.hasTrait('SymbolTable'))) throw opError(op, 'must be inside an op with symbol table');
    const t = op.resultMemref.type as MemRefType;
    if (t.memorySpace !== workgroupSpace) throw opError(op, 'address space must be address_space<workgroup>');
    if (t.hasStaticShape) throw opError(op, 'result memref type must be memref<?xi8, #gpu.address_space<workgroup>>');
  },
});

const AnyUnrankedMemRef = typeConstraint('unranked.memref of any type values', (t) => t instanceof UnrankedMemRefType);

/**
 * Maps a host buffer into the device address space.
 *
 * ```mlir
 * gpu.host_register %m : memref<*xf32>
 * ```
 */
export const HostRegisterOp = defineOp({
  name: 'gpu.host_register',
  summary: 'Registers a memref for access from device.',
  operands: { value: AnyUnrankedMemRef },
  format: '$value attr-dict `:` type($value)',
});

/**
 * Undoes gpu.host_register.
 *
 * ```mlir
 * gpu.host_unregister %m : memref<*xf32>
 * ```
 */
export const HostUnregisterOp = defineOp({
  name: 'gpu.host_unregister',
  summary: 'Unregisters a memref for access from device.',
  operands: { value: AnyUnrankedMemRef },
  format: '$value attr-dict `:` type($value)',
});

/**
 * Chooses the device later host-side gpu ops use, by index.
 *
 * ```mlir
 * gpu.set_default_device %dev
 * ```
 */
export const SetDefaultDeviceOp = defineOp({
  name: 'gpu.set_default_device',
  summary: 'Set default GPU for operations after this by index',
  operands: { devIndex: I32 },
  traits: [MemWrite],
  format: 'attr-dict $devIndex',
});
