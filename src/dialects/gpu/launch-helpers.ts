/**
 * Named views of a gpu.launch's region arguments and operands (upstream's getBlockIds,
 * getGridSize, getGridSizeOperandValues...), so passes such as kernel outlining never index
 * `body.front.args[9]` themselves. The region arguments are laid out as upstream lays them out:
 * block ids, thread ids, grid sizes, block sizes (12), then cluster ids and cluster sizes (6 more
 * when the launch has clusters), then workgroup buffers, then private buffers.
 */
import { DenseArrayAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { BlockArgument, Value } from '../../ir/value.js';
import { numWorkgroupAttributions } from './attributions.js';

/** Three values along x, y and z (upstream's KernelDim3). */
export interface KernelDim3<V extends Value = Value> { readonly x: V; readonly y: V; readonly z: V; }

/** Ids and sizes without clusters. */
export const NUM_CONFIG_REGION_ARGS = 12;
/** Grid and block sizes without clusters. */
export const NUM_CONFIG_OPERANDS = 6;

/** The operandSegmentSizes of gpu.launch and gpu.launch_func: [deps, gx, gy, gz, bx, by, bz, cx, cy, cz, ...]. */
function segments(op: Operation): number[] {
  const a = op.getAttr('operandSegmentSizes');
  return a instanceof DenseArrayAttr ? a.nums : [];
}

/** True when the launch (or launch_func) has all three cluster sizes. */
export function hasClusterSize(op: Operation): boolean {
  const s = segments(op);
  return s[7] === 1 && s[8] === 1 && s[9] === 1;
}
/** The number of leading configuration region arguments: 12, or 18 with clusters. */
export const numConfigRegionArgs = (clusters: boolean): number => NUM_CONFIG_REGION_ARGS + (clusters ? 6 : 0);

function argDim3(op: Operation, first: number): KernelDim3<BlockArgument> {
  const args = op.regions[0]!.front.args;
  return { x: args[first]!, y: args[first + 1]!, z: args[first + 2]! };
}
function operandDim3(op: Operation, first: number): KernelDim3 {
  const deps = segments(op)[0] ?? 0;
  return { x: op.getOperand(deps + first), y: op.getOperand(deps + first + 1), z: op.getOperand(deps + first + 2) };
}

/** `%bx, %by, %bz`: the block's index in the grid (blockIdx). */
export const launchBlockIds = (op: Operation): KernelDim3<BlockArgument> => argDim3(op, 0);
/** `%tx, %ty, %tz`: the thread's index in its block (threadIdx). */
export const launchThreadIds = (op: Operation): KernelDim3<BlockArgument> => argDim3(op, 3);
/** The region arguments holding the grid size (gridDim), bound to the grid size operands. */
export const launchGridSizeArgs = (op: Operation): KernelDim3<BlockArgument> => argDim3(op, 6);
/** The region arguments holding the block size (blockDim), bound to the block size operands. */
export const launchBlockSizeArgs = (op: Operation): KernelDim3<BlockArgument> => argDim3(op, 9);
/** The cluster's index in the grid, when the launch has clusters. */
export const launchClusterIds = (op: Operation): KernelDim3<BlockArgument> | undefined =>
  (hasClusterSize(op) ? argDim3(op, 12) : undefined);
/** The region arguments holding the cluster size, when the launch has clusters. */
export const launchClusterSizeArgs = (op: Operation): KernelDim3<BlockArgument> | undefined =>
  (hasClusterSize(op) ? argDim3(op, 15) : undefined);

/** The host values giving the grid size (also for gpu.launch_func). */
export const launchGridSizeOperands = (op: Operation): KernelDim3 => operandDim3(op, 0);
/** The host values giving the block size (also for gpu.launch_func). */
export const launchBlockSizeOperands = (op: Operation): KernelDim3 => operandDim3(op, 3);
/** The host values giving the cluster size, when there are clusters (also for gpu.launch_func). */
export const launchClusterSizeOperands = (op: Operation): KernelDim3 | undefined =>
  (hasClusterSize(op) ? operandDim3(op, 6) : undefined);

/** The region arguments that are workgroup (shared memory) buffers. */
export function launchWorkgroupAttributions(op: Operation): BlockArgument[] {
  const body = op.regions[0];
  if (!body || body.isEmpty) return [];
  const first = numConfigRegionArgs(hasClusterSize(op));
  return body.front.args.slice(first, first + numWorkgroupAttributions(op));
}
/** The region arguments that are private (per-thread) buffers. */
export function launchPrivateAttributions(op: Operation): BlockArgument[] {
  const body = op.regions[0];
  if (!body || body.isEmpty) return [];
  return body.front.args.slice(numConfigRegionArgs(hasClusterSize(op)) + numWorkgroupAttributions(op));
}
