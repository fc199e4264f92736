/**
 * The PTX backend: kernel-form gpu.modules → PTX text (emit.ts), through the PTX-level form
 * (ir.ts) that the lowering table (lower.ts and its per-dialect tables) builds. The kernel ABI
 * (abi.ts) is what the host side packs launch arguments from.
 */
export { type KernelAbi, type KernelParam, type KernelParamKind, kernelAbi, moduleAbis, programAbi, ptxEntryName } from './abi.js';
export { emitGpuModulePtx, emitPtx, emitPtxModules, gpuModulesOf, lowerGpuModule } from './emit.js';
export { PTX_TARGET, PTX_VERSION, type PtxKernel, type PtxLine, type PtxModule, printKernel, printModule } from './ir.js';
export { KernelLowering, PTX_LOWERINGS } from './lower.js';
