/**
 * The flat table of CUDA driver calls the HAL uses, as an interface: the koffi binding of libcuda
 * (ffi.ts) and the in-memory mock (../mock/) both implement it, so everything above this table
 * (checked calls, argument packing, schedules) is tested on CPU-only CI through the mock.
 *
 * Each method is one driver call. It returns the call's CUresult, or `[CUresult, out]` where the
 * call has an output parameter; nothing here throws for a failed call. Handles are opaque.
 */

/** An opaque driver handle (CUcontext, CUmodule, CUfunction, CUstream, CUevent, CUgraph...). */
export type Handle = object;
/** A device address (CUdeviceptr). */
export type DevicePtr = bigint;
export type Out<T> = readonly [number, T];

/** A loadable image: PTX text, and for the mock the gpu.module it was emitted from. */
export interface KernelImage {
  readonly ptx: string;
  /** MLIR text of a module holding the gpu.module (the mock executes its gpu.funcs). */
  readonly mlir?: string;
}

export interface JitResult {
  readonly status: number;
  readonly module: Handle | undefined;
  /** The JIT's error log (empty when it wrote none). */
  readonly errorLog: string;
  readonly infoLog: string;
}

/** A host buffer the device can copy from and to directly (page-locked where real). */
export interface PinnedBuffer {
  readonly bytes: Uint8Array;
}

export interface CudaDriver {
  /** What this is ("libcuda.so.1 (driver 13000)", "mock"). */
  readonly description: string;
  cuInit(flags: number): number;
  cuDriverGetVersion(): Out<number>;
  cuDeviceGetCount(): Out<number>;
  cuDeviceGet(ordinal: number): Out<number>;
  cuDeviceGetName(dev: number): Out<string>;
  cuDeviceGetAttribute(attribute: number, dev: number): Out<number>;
  cuDevicePrimaryCtxRetain(dev: number): Out<Handle>;
  cuDevicePrimaryCtxRelease(dev: number): number;
  cuCtxSetCurrent(ctx: Handle): number;
  cuCtxSynchronize(): number;
  cuMemGetInfo(): Out<{ free: number; total: number }>;
  cuMemAlloc(bytes: number): Out<DevicePtr>;
  cuMemFree(ptr: DevicePtr): number;
  cuMemAllocHost(bytes: number): Out<PinnedBuffer>;
  cuMemFreeHost(buf: PinnedBuffer): number;
  cuMemcpyHtoD(dst: DevicePtr, src: Uint8Array): number;
  cuMemcpyDtoH(dst: Uint8Array, src: DevicePtr): number;
  cuMemcpyDtoD(dst: DevicePtr, src: DevicePtr, bytes: number): number;
  /** Async copies read/write host memory when the stream reaches them, so only pinned buffers. */
  cuMemcpyHtoDAsync(dst: DevicePtr, src: PinnedBuffer, offset: number, bytes: number, stream: Handle): number;
  cuMemcpyDtoHAsync(dst: PinnedBuffer, offset: number, src: DevicePtr, bytes: number, stream: Handle): number;
  cuMemcpyDtoDAsync(dst: DevicePtr, src: DevicePtr, bytes: number, stream: Handle): number;
  cuMemsetD8Async(dst: DevicePtr, value: number, bytes: number, stream: Handle): number;
  cuModuleLoadDataEx(image: KernelImage): JitResult;
  cuModuleUnload(mod: Handle): number;
  cuModuleGetFunction(mod: Handle, name: string): Out<Handle>;
  cuFuncGetAttribute(attribute: number, fn: Handle): Out<number>;
  /** `params` holds each kernel parameter's bytes, in order (kernelParams). */
  cuLaunchKernel(fn: Handle, grid: readonly [number, number, number], block: readonly [number, number, number],
    sharedBytes: number, stream: Handle, params: readonly Uint8Array[]): number;
  cuStreamCreate(flags: number): Out<Handle>;
  cuStreamDestroy(stream: Handle): number;
  cuStreamSynchronize(stream: Handle): number;
  cuStreamBeginCapture(stream: Handle, mode: number): number;
  cuStreamEndCapture(stream: Handle): Out<Handle>;
  cuGraphInstantiate(graph: Handle): Out<Handle>;
  cuGraphLaunch(exec: Handle, stream: Handle): number;
  cuGraphExecDestroy(exec: Handle): number;
  cuGraphDestroy(graph: Handle): number;
  cuEventCreate(flags: number): Out<Handle>;
  cuEventRecord(event: Handle, stream: Handle): number;
  cuEventSynchronize(event: Handle): number;
  cuEventElapsedTime(start: Handle, end: Handle): Out<number>;
  cuEventDestroy(event: Handle): number;
  cuGetErrorName(status: number): string;
  cuGetErrorString(status: number): string;
}

/** CUresult values the HAL reacts to (cuda.h). */
export const CU = {
  SUCCESS: 0,
  ERROR_INVALID_VALUE: 1,
  ERROR_OUT_OF_MEMORY: 2,
  ERROR_NOT_INITIALIZED: 3,
  ERROR_NO_DEVICE: 100,
  ERROR_INVALID_IMAGE: 200,
  ERROR_INVALID_PTX: 218,
  ERROR_NOT_FOUND: 500,
  ERROR_ILLEGAL_ADDRESS: 700,
  ERROR_LAUNCH_OUT_OF_RESOURCES: 701,
  ERROR_LAUNCH_FAILED: 719,
} as const;

/** CUdevice_attribute values the HAL reads. */
export const ATTR = {
  MAX_THREADS_PER_BLOCK: 1,
  MAX_BLOCK_DIM_X: 2, MAX_BLOCK_DIM_Y: 3, MAX_BLOCK_DIM_Z: 4,
  MAX_GRID_DIM_X: 5, MAX_GRID_DIM_Y: 6, MAX_GRID_DIM_Z: 7,
  MAX_SHARED_MEMORY_PER_BLOCK: 8,
  MULTIPROCESSOR_COUNT: 16,
  COMPUTE_CAPABILITY_MAJOR: 75,
  COMPUTE_CAPABILITY_MINOR: 76,
} as const;

/** CUfunction_attribute: statically allocated shared memory of a kernel. */
export const FUNC_ATTR_SHARED_SIZE_BYTES = 1;

/** Names for the mock and for drivers that cannot name a status themselves. */
export const STATUS_NAMES: Readonly<Record<number, string>> = {
  0: 'CUDA_SUCCESS', 1: 'CUDA_ERROR_INVALID_VALUE', 2: 'CUDA_ERROR_OUT_OF_MEMORY', 3: 'CUDA_ERROR_NOT_INITIALIZED',
  100: 'CUDA_ERROR_NO_DEVICE', 200: 'CUDA_ERROR_INVALID_IMAGE', 218: 'CUDA_ERROR_INVALID_PTX',
  400: 'CUDA_ERROR_INVALID_HANDLE', 500: 'CUDA_ERROR_NOT_FOUND', 700: 'CUDA_ERROR_ILLEGAL_ADDRESS',
  701: 'CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES', 719: 'CUDA_ERROR_LAUNCH_FAILED', 900: 'CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED',
};
