/**
 * The ops that read the launch configuration inside a kernel: ids and sizes along a dimension
 * (`%thread_id_x = gpu.thread_id  x`), the lane id and the subgroup queries. An optional
 * `upper_bound` promises the value stays below it.
 */
import { Index, IndexAttr } from '../../irdl/constraints.js';
import { defineOp, type OpDef } from '../../irdl/define.js';
import { optionalAttr } from '../../irdl/spec.js';
import { Pure } from '../../ir/traits.js';
import { index } from '../../ir/types.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';
import { Dimension, DimensionC } from './attrs.js';

const indexOpSpec = <const N extends string>(name: N, summary: string) => ({
  name,
  summary,
  attributes: { dimension: DimensionC, upper_bound: optionalAttr(IndexAttr) },
  results: { result: Index },
  traits: [Pure],
  format: '$dimension (`upper_bound` $upper_bound^)? attr-dict',
} as const);
type IndexOpSpec<N extends string> = ReturnType<typeof indexOpSpec<N>>;

/** The family: upstream names each result after the op and the dimension (`%block_dim_y`). */
function indexOp<const N extends string>(name: N, summary: string): OpDef<IndexOpSpec<N>> {
  const short = name.slice('gpu.'.length);
  return defineOp(indexOpSpec(name, summary), {
    asmResultNames: (op) => [`${short}_${op.dimension.text}`],
    inferResultTypes: () => [index],
  });
}

/**
 * The thread's index in its block.
 *
 * ```mlir
 * %thread_id_x = gpu.thread_id  x
 * ```
 */
export const ThreadIdOp = indexOp('gpu.thread_id', 'thread id along a dimension');
/**
 * The block's index in the grid.
 *
 * ```mlir
 * %block_id_y = gpu.block_id  y upper_bound 4
 * ```
 */
export const BlockIdOp = indexOp('gpu.block_id', 'block id along a dimension');
/**
 * The number of threads in a block.
 *
 * ```mlir
 * %block_dim_x = gpu.block_dim  x
 * ```
 */
export const BlockDimOp = indexOp('gpu.block_dim', 'block size along a dimension');
/**
 * The number of blocks in the grid.
 *
 * ```mlir
 * %grid_dim_z = gpu.grid_dim  z
 * ```
 */
export const GridDimOp = indexOp('gpu.grid_dim', 'grid size along a dimension');
/**
 * The thread's index in the whole grid (block id × block size + thread id).
 *
 * ```mlir
 * %global_id_x = gpu.global_id  x
 * ```
 */
export const GlobalIdOp = indexOp('gpu.global_id', 'global thread id along a dimension');
/**
 * The cluster's index in the grid.
 *
 * ```mlir
 * %cluster_id_x = gpu.cluster_id  x
 * ```
 */
export const ClusterIdOp = indexOp('gpu.cluster_id', 'cluster id along a dimension');
/**
 * The number of clusters in the grid.
 *
 * ```mlir
 * %cluster_dim_x = gpu.cluster_dim  x
 * ```
 */
export const ClusterDimOp = indexOp('gpu.cluster_dim', 'number of clusters along a dimension');
/**
 * The block's index in its cluster.
 *
 * ```mlir
 * %cluster_block_id_x = gpu.cluster_block_id  x
 * ```
 */
export const ClusterBlockIdOp = indexOp('gpu.cluster_block_id', 'block id in the cluster along a dimension');
/**
 * The number of blocks in a cluster.
 *
 * ```mlir
 * %cluster_dim_blocks_x = gpu.cluster_dim_blocks  x
 * ```
 */
export const ClusterDimBlocksOp = indexOp('gpu.cluster_dim_blocks', 'number of blocks in a cluster along a dimension');

/**
 * The lane's index in its subgroup (warp). Unnamed in upstream's output.
 *
 * ```mlir
 * %0 = gpu.lane_id upper_bound 32
 * ```
 */
export const LaneIdOp = defineOp({
  name: 'gpu.lane_id',
  summary: 'lane id within the subgroup',
  attributes: { upper_bound: optionalAttr(IndexAttr) },
  results: { result: Index },
  traits: [Pure],
  format: '(`upper_bound` $upper_bound^)? attr-dict',
}, { inferResultTypes: () => [index] });

const subgroupQuery = <const N extends string>(name: N, summary: string) => defineOp({
  name,
  summary,
  attributes: { upper_bound: optionalAttr(IndexAttr) },
  results: { result: Index },
  traits: [Pure],
  format: '(`upper_bound` $upper_bound^)? attr-dict `:` type($result)',
}, { inferResultTypes: () => [index] });

/**
 * The subgroup's index in the workgroup.
 *
 * ```mlir
 * %0 = gpu.subgroup_id : index
 * ```
 */
export const SubgroupIdOp = subgroupQuery('gpu.subgroup_id', 'subgroup id within the workgroup');
/**
 * The number of subgroups in the workgroup.
 *
 * ```mlir
 * %0 = gpu.num_subgroups : index
 * ```
 */
export const NumSubgroupsOp = subgroupQuery('gpu.num_subgroups', 'number of subgroups in the workgroup');
/**
 * The number of threads in a subgroup.
 *
 * ```mlir
 * %0 = gpu.subgroup_size upper_bound 64 : index
 * ```
 */
export const SubgroupSizeOp = subgroupQuery('gpu.subgroup_size', 'number of threads in a subgroup');

/** A dimension by name, for building index ops (`ThreadIdOp.build(b, { dimension: dim('x') })`). */
export const dim = (d: 'x' | 'y' | 'z'): DialectEnumAttr => Dimension.getByName(d);

export const indexOps = [
  ThreadIdOp, BlockIdOp, BlockDimOp, GridDimOp, GlobalIdOp, ClusterIdOp, ClusterDimOp, ClusterBlockIdOp,
  ClusterDimBlocksOp, LaneIdOp, SubgroupIdOp, NumSubgroupsOp, SubgroupSizeOp,
];
