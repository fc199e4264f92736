/**
 * The gpu dialect's enum attributes, spelled as upstream prints them: `#gpu<dim x>`,
 * `#gpu<all_reduce_op add>`, `#gpu<shuffle_mode xor>` (bare: ` x` inside op syntax) and
 * `#gpu.address_space<workgroup>` (the memory space of memrefs in workgroup or private memory).
 */
import { type Attribute, DialectAttr } from '../../ir/attributes.js';
import type { AsmParser } from '../../ir/asm.js';
import type { AsmSink } from '../../ir/sink.js';
import { MemRefType, type Type, UnrankedMemRefType } from '../../ir/types.js';
import { type DialectEnumAttr, defineDialectEnum, withParameterFailure } from '../../irdl/enum.js';

/** `#gpu<dim x>`: which of the three launch dimensions an index op reads. */
export const Dimension = defineDialectEnum({
  dialect: 'gpu', mnemonic: 'dim', syntax: 'bare', cases: { x: 0, y: 1, z: 2 },
  description: '::mlir::gpu::Dimension', attrName: 'GPU_DimensionAttr',
});
/** ODS quotes the enum's summary when an attribute of another kind is given. */
export const DimensionC = { ...Dimension.constraint, description: "a dimension, either 'x', 'y', or 'z'" };

/** `#gpu<all_reduce_op add>`: the combining op of all_reduce / subgroup_reduce. */
export const AllReduceOperation = defineDialectEnum({
  dialect: 'gpu', mnemonic: 'all_reduce_op', syntax: 'bare',
  cases: {
    add: 0, mul: 1, minui: 2, minsi: 3, minnumf: 4, maxui: 5, maxsi: 6, maxnumf: 7, and: 8, or: 9, xor: 10,
    minimumf: 11, maximumf: 12,
  },
  description: '::mlir::gpu::AllReduceOperation', attrName: 'GPU_AllReduceOperationAttr',
});
export const AllReduceOperationC = { ...AllReduceOperation.constraint, description: 'built-in reduction operations supported by gpu.allreduce.' };

/** `#gpu<shuffle_mode xor>`. Listed in upstream's order, which its parse errors quote. */
export const ShuffleMode = defineDialectEnum({
  dialect: 'gpu', mnemonic: 'shuffle_mode', syntax: 'bare', cases: { xor: 0, up: 2, down: 1, idx: 3 },
  description: '::mlir::gpu::ShuffleMode', attrName: 'GPU_ShuffleModeAttr',
});
export const ShuffleModeC = { ...ShuffleMode.constraint, description: 'Indexing modes supported by gpu.shuffle.' };

/** `#gpu.address_space<workgroup>`: memory spaces of memrefs as the GPU sees them. */
export const AddressSpace = defineDialectEnum({
  dialect: 'gpu', mnemonic: 'address_space', syntax: 'angle', cases: { global: 1, workgroup: 2, private: 3 },
  description: '::mlir::gpu::AddressSpace', attrName: 'GPU_AddressSpaceAttr',
});

/** Upstream's MappingId: the x/y/z dimensions, then ten linearized ones. */
const MAPPING_IDS = Object.fromEntries([
  ['x', 0], ['y', 1], ['z', 2], ...Array.from({ length: 10 }, (_, i) => [`linear_dim_${i}`, 3 + i] as const),
]) as Record<string, number>;
const mapping = (mnemonic: string) => defineDialectEnum({
  dialect: 'gpu', mnemonic, syntax: 'angle', cases: MAPPING_IDS, description: '::mlir::gpu::MappingId',
  attrName: `GPU${mnemonic[0]!.toUpperCase()}${mnemonic.slice(1)}MappingAttr`, parameter: mnemonic,
});
/**
 * Device mapping attributes (`#gpu.thread<x>`, `#gpu.block<y>`...): which hardware ids an
 * `scf.forall` is distributed over, as in its `mapping = [...]`.
 */
export const BlockMapping = mapping('block');
export const WarpgroupMapping = mapping('warpgroup');
export const WarpMapping = mapping('warp');
export const ThreadMapping = mapping('thread');
export const LaneMapping = mapping('lane');
/** `#gpu.memory_space<workgroup>`: mapping to a memory space (promotion of buffers). */
export const MemorySpaceMapping = defineDialectEnum({
  dialect: 'gpu', mnemonic: 'memory_space', syntax: 'angle', cases: { global: 1, workgroup: 2, private: 3 },
  description: '::mlir::gpu::AddressSpace', attrName: 'GPUMemorySpaceMappingAttr', parameter: 'address_space',
});

export const workgroupSpace = AddressSpace.getByName('workgroup');
export const privateSpace = AddressSpace.getByName('private');
export const globalSpace = AddressSpace.getByName('global');

/** The gpu address space of a memref type, if its memory space is one. */
export function addressSpaceOf(t: Type): DialectEnumAttr | undefined {
  const space: Attribute | undefined = t instanceof MemRefType || t instanceof UnrankedMemRefType ? t.memorySpace : undefined;
  return space !== undefined && AddressSpace.constraint.check(space) ? space : undefined;
}

/** `#gpu.mask<5>` (GPUMappingMaskAttr): a 64-bit mask of the ids an scf.forall mapping uses. */
export class MappingMaskAttr extends DialectAttr {
  private static readonly interned = new Map<bigint, MappingMaskAttr>();
  readonly dialect = 'gpu';
  private constructor(readonly mask: bigint) { super(); }
  static get(mask: bigint): MappingMaskAttr {
    let a = MappingMaskAttr.interned.get(mask);
    if (!a) { a = new MappingMaskAttr(mask); MappingMaskAttr.interned.set(mask, a); }
    return a;
  }
  override get isDeviceMask(): boolean { return true; }
  printBody(s: AsmSink): void { s.write(`mask<${this.mask}>`); }
}

/** `mask<N>`: N a uint64 (a negative N wraps, as upstream's parseInteger<uint64_t>); a bad N is
 * reported twice, as upstream's generated parser does. */
export function parseMappingMask(p: AsmParser): MappingMaskAttr {
  p.parseKeyword('mask');
  p.parsePunct('<');
  let mask: bigint;
  try {
    const loc = p.currentLoc();
    const v = p.parseInteger();
    if (v >= 1n << 64n || v < -(1n << 63n)) throw p.error('integer value too large', loc);
    mask = BigInt.asUintN(64, v);
  } catch (e) {
    throw withParameterFailure(e, p, 'GPUMappingMaskAttr', 'mask', 'uint64_t');
  }
  p.parsePunct('>');
  return MappingMaskAttr.get(mask);
}

/** The name of a case, for messages (`add`, `workgroup`). */
export const enumName = (a: DialectEnumAttr): string => a.text;

/** `#gpu<mma_element_wise addf>`: what gpu.subgroup_mma_elementwise computes. */
export const MMAElementwise = defineDialectEnum({
  dialect: 'gpu', mnemonic: 'mma_element_wise', syntax: 'bare',
  cases: {
    addf: 0, mulf: 1, subf: 2, maxf: 3, minf: 4, divf: 5, addi: 6, muli: 7, subi: 8, divs: 9, divu: 10, negatef: 11,
    negates: 12, extf: 13,
  },
  description: '::mlir::gpu::MMAElementwiseOp', attrName: 'MMAElementWiseAttr',
});
export const MMAElementwiseC = { ...MMAElementwise.constraint, description: 'elementwise operation to apply to mma matrix' };

export const gpuEnums = [
  Dimension, AllReduceOperation, ShuffleMode, AddressSpace, BlockMapping, WarpgroupMapping, WarpMapping, ThreadMapping,
  LaneMapping, MemorySpaceMapping, MMAElementwise,
];
