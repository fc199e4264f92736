/**
 * `gpu.launch_func`: the host side of an outlined kernel, naming it `@module::@kernel` and
 * giving the grid, the block, optionally clusters and dynamic shared memory, and the kernel's
 * arguments. The checks that need the kernel itself run from the enclosing module's
 * `gpu.container_module` attribute (see container.ts), as upstream.
 */
import { SymbolRefAttr } from '../../ir/attributes.js';
import type { Builder } from '../../ir/builder.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { symbolName } from '../../ir/symbols.js';
import { IntegerType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AnyType, I32, SymbolRefAttrC, anyOf, Index, typeConstraint } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { optional, variadic } from '../../irdl/spec.js';
import './directives.js';
import type { KernelDim3 } from './launch-helpers.js';
import { AsyncTokenC, AsyncTokenResultC, asyncToken } from './types.js';

/** Upstream's LaunchIndx: the sizes may be index, i32 or i64. */
const LaunchIndx = anyOf(Index, I32, typeConstraint('64-bit signless integer', (t) => t instanceof IntegerType && t.width === 64 && t.isSignless));

/** The attribute a module carries when it holds gpu.modules launched by its host code. */
export const CONTAINER_MODULE_ATTR = 'gpu.container_module';

/**
 * Launches a kernel of a gpu.module.
 *
 * ```mlir
 * gpu.launch_func  @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)  args(%arg0 : memref<32xf32>)
 * ```
 */
export const LaunchFuncOp = defineOp({
  name: 'gpu.launch_func',
  summary: 'Launches a function as a GPU kernel',
  operands: {
    asyncDependencies: variadic(AsyncTokenC),
    gridSizeX: LaunchIndx, gridSizeY: LaunchIndx, gridSizeZ: LaunchIndx,
    blockSizeX: LaunchIndx, blockSizeY: LaunchIndx, blockSizeZ: LaunchIndx,
    clusterSizeX: optional(LaunchIndx), clusterSizeY: optional(LaunchIndx), clusterSizeZ: optional(LaunchIndx),
    dynamicSharedMemorySize: optional(I32),
    kernelOperands: variadic(AnyType),
    asyncObject: optional(AnyType),
  },
  results: { asyncToken: optional(AsyncTokenResultC) },
  attributes: { kernel: SymbolRefAttrC },
  sameTypes: [['gridSizeX', 'gridSizeY', 'gridSizeZ', 'blockSizeX', 'blockSizeY', 'blockSizeZ']],
  format: 'custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)'
    + ' (`<` $asyncObject^ `:` type($asyncObject) `>`)?'
    + ' $kernel'
    + ' ( `clusters` `in` ` ` `(` $clusterSizeX^ `,` $clusterSizeY `,` $clusterSizeZ `)` )?'
    + ' `blocks` `in` ` ` `(` $gridSizeX `,` $gridSizeY `,` $gridSizeZ `)`'
    + ' `threads` `in` ` ` `(` $blockSizeX `,` $blockSizeY `,` $blockSizeZ `)`'
    + ' custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX), type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ))'
    + ' (`dynamic_shared_memory_size` $dynamicSharedMemorySize^)?'
    + ' custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)) attr-dict',
}, {
  verify(op) {
    const module = op.parentOfKind('builtin.module');
    if (!module) throw opError(op, 'expected to belong to a module');
    if (!module.hasAttr(CONTAINER_MODULE_ATTR)) {
      throw opError(op, `expected the closest surrounding module to have the '${CONTAINER_MODULE_ATTR}' attribute`);
    }
    const { clusterSizeX: x, clusterSizeY: y, clusterSizeZ: z } = op;
    if (x && y && z && (y.type !== x.type || z.type !== x.type)) {
      throw opError(op, 'expects types of the cluster dimensions must be the same');
    }
  },
});
export type LaunchFuncOpT = ReturnType<typeof LaunchFuncOp.build>;

/** The gpu.module part of the kernel reference (`@kernels` in `@kernels::@k`). */
export const launchFuncKernelModuleName = (op: LaunchFuncOpT): string => op.kernel.root;
/** The function part of the kernel reference (`@k` in `@kernels::@k`). */
export const launchFuncKernelName = (op: LaunchFuncOpT): string => op.kernel.leaf;

export interface LaunchFuncBuildArgs {
  /** The kernel (a gpu.func inside a gpu.module), or its full reference. */
  readonly kernel: Operation | SymbolRefAttr;
  readonly gridSize: KernelDim3;
  readonly blockSize: KernelDim3;
  readonly clusterSize?: KernelDim3;
  readonly dynamicSharedMemorySize?: Value;
  readonly kernelOperands?: readonly Value[];
  readonly async?: boolean;
  readonly asyncDependencies?: readonly Value[];
}

/** Creates a gpu.launch_func, as upstream's builders (the reference is `@module::@kernel`). */
export function buildLaunchFuncOp(b: Builder, a: LaunchFuncBuildArgs): LaunchFuncOpT {
  let kernel = a.kernel;
  if (!(kernel instanceof SymbolRefAttr)) {
    const module = kernel.parentOp;
    kernel = SymbolRefAttr.get(module ? symbolName(module) ?? '' : '', [symbolName(kernel) ?? '']);
  }
  return LaunchFuncOp.build(b, {
    kernel,
    asyncDependencies: [...(a.asyncDependencies ?? [])],
    gridSizeX: a.gridSize.x, gridSizeY: a.gridSize.y, gridSizeZ: a.gridSize.z,
    blockSizeX: a.blockSize.x, blockSizeY: a.blockSize.y, blockSizeZ: a.blockSize.z,
    ...(a.clusterSize ? { clusterSizeX: a.clusterSize.x, clusterSizeY: a.clusterSize.y, clusterSizeZ: a.clusterSize.z } : {}),
    ...(a.dynamicSharedMemorySize ? { dynamicSharedMemorySize: a.dynamicSharedMemorySize } : {}),
    kernelOperands: [...(a.kernelOperands ?? [])],
    resultTypes: a.async ? [asyncToken] : [],
  });
}
