/**
 * `gpu.launch`: a kernel written inline in host code. Its region sees the block and thread ids
 * and the grid and block sizes as entry block arguments (12, or 18 with clusters), then the
 * workgroup and private buffers; `gpu.terminator` ends it. Kernel outlining turns it into a
 * gpu.func plus a gpu.launch_func.
 */
import type { Argument, OpAsmParser, OpAsmPrinter, OperationState, UnresolvedOperand } from '../../ir/asm.js';
import { DenseArrayAttr, SymbolRefAttr } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import { Region } from '../../ir/region.js';
import { AffineScope, AutomaticAllocationScope, Pure, RecursiveMemoryEffects, Terminator, hasParent } from '../../ir/traits.js';
import { type Type, i32, index } from '../../ir/types.js';
import type { Builder } from '../../ir/builder.js';
import type { Value } from '../../ir/value.js';
import { FlatSymbolRefAttr, I32, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { type OpOf, optional, optionalAttr, region, variadic } from '../../irdl/spec.js';
import { privateSpace, workgroupSpace } from './attrs.js';
import {
  WORKGROUP_ATTRIBUTIONS, attributionCount, numWorkgroupAttributions, parseAttributions, printAttributions,
  verifyAttributions,
} from './attributions.js';
import { parseAsyncDependencies } from './directives.js';
import {
  type KernelDim3, NUM_CONFIG_REGION_ARGS, hasClusterSize, launchBlockIds, launchBlockSizeArgs, launchBlockSizeOperands,
  launchClusterIds, launchClusterSizeArgs, launchClusterSizeOperands, launchGridSizeArgs, launchGridSizeOperands,
  launchPrivateAttributions, launchThreadIds, launchWorkgroupAttributions, numConfigRegionArgs,
} from './launch-helpers.js';
import { AsyncTokenC, AsyncTokenResultC, asyncToken } from './types.js';

/** `(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)`: the ids, the size arguments, the size operands. */
function parseSizeAssignment(p: OpAsmParser): { ids: UnresolvedOperand[]; sizes: UnresolvedOperand[]; operands: UnresolvedOperand[] } {
  const ids = p.parseOperandList('paren', 3);
  p.parseKeyword('in');
  const sizes: UnresolvedOperand[] = [];
  const operands: UnresolvedOperand[] = [];
  p.parsePunct('(');
  for (let i = 0; i < 3; i++) {
    if (i) p.parsePunct(',');
    sizes.push(p.parseOperand());
    p.parsePunct('=');
    operands.push(p.parseOperand());
  }
  p.parsePunct(')');
  return { ids, sizes, operands };
}

function printSizeAssignment(p: OpAsmPrinter, sizes: KernelDim3, operands: KernelDim3, ids: KernelDim3): void {
  p.write('(');
  p.printOperands([ids.x, ids.y, ids.z]);
  p.write(') in (');
  ([['x', ', '], ['y', ', '], ['z', '']] as const).forEach(([d, sep]) => {
    p.printOperand(sizes[d]);
    p.write(' = ');
    p.printOperand(operands[d]);
    p.write(sep);
  });
  p.write(')');
}

function parseLaunch(p: OpAsmParser, state: OperationState): void {
  const { async, deps } = parseAsyncDependencies(p);
  state.operands.push(...p.resolveOperands(deps, asyncToken));
  if (async) state.resultTypes.push(asyncToken);
  const names: UnresolvedOperand[] = [];
  let clusterOperands: UnresolvedOperand[] = [];
  const clusters = p.parseOptionalKeyword('clusters') !== undefined;
  let cluster: ReturnType<typeof parseSizeAssignment> | undefined;
  if (clusters) { cluster = parseSizeAssignment(p); clusterOperands = cluster.operands; }
  p.parseKeyword('blocks');
  const grid = parseSizeAssignment(p);
  p.parseKeyword('threads');
  const block = parseSizeAssignment(p);
  // Region arguments: block ids, thread ids, grid sizes, block sizes, then the cluster ones.
  names.push(...grid.ids, ...block.ids, ...grid.sizes, ...block.sizes);
  if (cluster) names.push(...cluster.ids, ...cluster.sizes);
  state.operands.push(...p.resolveOperands([...grid.operands, ...block.operands, ...clusterOperands], index));
  let dynamicShared = 0;
  if (p.parseOptionalKeyword('dynamic_shared_memory_size') !== undefined) {
    state.operands.push(p.resolveOperand(p.parseOperand(), i32));
    dynamicShared = 1;
  }
  for (const attr of ['module', 'function'] as const) {
    if (p.parseOptionalKeyword(attr) === undefined) continue;
    p.parsePunct('(');
    state.attributes.set(attr, SymbolRefAttr.get(p.parseSymbolName()));
    p.parsePunct(')');
  }
  const args: Argument[] = names.map((ssa) => ({ ssa, type: index }));
  parseAttributions(p, 'workgroup', args, false);
  state.attributes.set(WORKGROUP_ATTRIBUTIONS, attributionCount(args.length - names.length));
  parseAttributions(p, 'private', args, false);
  const body = new Region();
  p.parseRegion(body, args);
  state.regions.push(body);
  p.parseOptionalAttrDict(state.attributes);
  const c = clusters ? 1 : 0;
  state.attributes.set('operandSegmentSizes', DenseArrayAttr.i32([deps.length, 1, 1, 1, 1, 1, 1, c, c, c, dynamicShared]));
}

function printLaunch(op: LaunchOpT, p: OpAsmPrinter): void {
  // As upstream: dependencies print only together with `async`.
  if (op.asyncToken) {
    p.write(' async');
    if (op.asyncDependencies.length) { p.write(' ['); p.printOperands(op.asyncDependencies); p.write(']'); }
  }
  if (hasClusterSize(op)) {
    p.write(' clusters');
    printSizeAssignment(p, launchClusterSizeArgs(op)!, launchClusterSizeOperands(op)!, launchClusterIds(op)!);
  }
  p.write(' blocks');
  printSizeAssignment(p, launchGridSizeArgs(op), launchGridSizeOperands(op), launchBlockIds(op));
  p.write(' threads');
  printSizeAssignment(p, launchBlockSizeArgs(op), launchBlockSizeOperands(op), launchThreadIds(op));
  if (op.dynamicSharedMemorySize) { p.write(' dynamic_shared_memory_size '); p.printOperand(op.dynamicSharedMemorySize); }
  for (const attr of ['module', 'function'] as const) {
    const a = op.getAttr(attr);
    if (a instanceof SymbolRefAttr) { p.write(` ${attr}(`); p.printAttribute(a); p.write(')'); }
  }
  printAttributions(p, 'workgroup', launchWorkgroupAttributions(op));
  printAttributions(p, 'private', launchPrivateAttributions(op));
  p.write(' ');
  p.printRegion(op.body, { printEntryBlockArgs: false, printBlockTerminators: true });
  p.printOptionalAttrDict(p.opAttrs(op), ['operandSegmentSizes', WORKGROUP_ATTRIBUTIONS, 'module', 'function']);
}

/**
 * A kernel launch with its body inline.
 *
 * ```mlir
 * gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
 *   gpu.terminator
 * }
 * ```
 */
const launchSpec = {
  name: 'gpu.launch',
  summary: 'GPU kernel launch operation',
  operands: {
    asyncDependencies: variadic(AsyncTokenC),
    gridSizeX: Index, gridSizeY: Index, gridSizeZ: Index,
    blockSizeX: Index, blockSizeY: Index, blockSizeZ: Index,
    clusterSizeX: optional(Index), clusterSizeY: optional(Index), clusterSizeZ: optional(Index),
    dynamicSharedMemorySize: optional(I32),
  },
  results: { asyncToken: optional(AsyncTokenResultC) },
  attributes: { module: optionalAttr(FlatSymbolRefAttr), function: optionalAttr(FlatSymbolRefAttr) },
  regions: { body: region() },
  // AffineScope as upstream: values defined at the top of the body (thread ids) are affine symbols.
  traits: [AffineScope, AutomaticAllocationScope, RecursiveMemoryEffects],
} as const;
type LaunchOpT = OpOf<typeof launchSpec>;

export const LaunchOp = defineOp(launchSpec, {
  parse: parseLaunch,
  print: printLaunch,
  verify(op) {
    const n = [op.clusterSizeX, op.clusterSizeY, op.clusterSizeZ].filter((v) => v !== undefined).length;
    if (n !== 0 && n !== 3) throw opError(op, 'cluster size must be all present');
  },
  verifyRegions(op) {
    // Upstream counts the 12 configuration arguments here, clusters or not.
    if (!op.body.isEmpty && op.body.front.numArguments < NUM_CONFIG_REGION_ARGS + numWorkgroupAttributions(op)) {
      throw opError(op, 'unexpected number of region arguments');
    }
    verifyAttributions(op, launchWorkgroupAttributions(op), workgroupSpace);
    verifyAttributions(op, launchPrivateAttributions(op), privateSpace);
    for (const block of op.body.blocks) {
      const last = block.last;
      if (!last || last.numSuccessors !== 0 || last.name === 'gpu.terminator') continue;
      throw errorOn(last, "expected 'gpu.terminator' or a terminator with successors").note("in 'gpu.launch' body region", op.loc);
    }
  },
});

/**
 * Ends a gpu.launch body.
 *
 * ```mlir
 * gpu.terminator
 * ```
 */
export const TerminatorOp = defineOp({
  name: 'gpu.terminator',
  summary: 'Terminator for GPU launch regions.',
  traits: [hasParent('gpu.launch'), Pure, Terminator],
  format: 'attr-dict',
});

export interface LaunchBuildArgs {
  readonly gridSize: KernelDim3;
  readonly blockSize: KernelDim3;
  readonly clusterSize?: KernelDim3;
  readonly dynamicSharedMemorySize?: Value;
  /** With `async`: dependencies, and a token result. */
  readonly async?: boolean;
  readonly asyncDependencies?: readonly Value[];
  readonly workgroupAttributions?: readonly Type[];
  readonly privateAttributions?: readonly Type[];
}

/**
 * Creates a gpu.launch whose body has the configuration arguments and the buffers, and no ops
 * yet (as upstream's builder; add a gpu.terminator after filling it).
 */
export function buildLaunchOp(b: Builder, a: LaunchBuildArgs): LaunchOpT {
  const body = new Region();
  const entry = body.addBlock();
  const nConfig = numConfigRegionArgs(a.clusterSize !== undefined);
  for (let i = 0; i < nConfig; i++) entry.addArgument(index, b.loc);
  for (const t of a.workgroupAttributions ?? []) entry.addArgument(t, b.loc);
  for (const t of a.privateAttributions ?? []) entry.addArgument(t, b.loc);
  const op = LaunchOp.build(b, {
    asyncDependencies: [...(a.asyncDependencies ?? [])],
    gridSizeX: a.gridSize.x, gridSizeY: a.gridSize.y, gridSizeZ: a.gridSize.z,
    blockSizeX: a.blockSize.x, blockSizeY: a.blockSize.y, blockSizeZ: a.blockSize.z,
    ...(a.clusterSize ? { clusterSizeX: a.clusterSize.x, clusterSizeY: a.clusterSize.y, clusterSizeZ: a.clusterSize.z } : {}),
    ...(a.dynamicSharedMemorySize ? { dynamicSharedMemorySize: a.dynamicSharedMemorySize } : {}),
    resultTypes: a.async ? [asyncToken] : [],
    regions: [body],
    extraAttrs: [[WORKGROUP_ATTRIBUTIONS, attributionCount(a.workgroupAttributions?.length ?? 0)]],
  });
  return op;
}

export type { LaunchOpT };
