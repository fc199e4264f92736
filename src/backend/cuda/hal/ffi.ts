/**
 * The CUDA driver through koffi: each CudaDriver method is one libcuda call. koffi and libcuda
 * are loaded on the first call of `loadCudaDriver` (never on import), so comco runs without
 * either unless a CUDA device is asked for.
 */
import { createRequire } from 'node:module';
import type { CudaDriver, DevicePtr, Handle, JitResult, KernelImage, Out, PinnedBuffer } from './driver.js';

type NativeFn = (...args: unknown[]) => unknown;
/** The part of koffi's API used here (its own typings use `any`). */
interface Koffi {
  load(path: string): { func(decl: string): NativeFn };
  alloc(type: string, length: number): object;
  free(ptr: object): void;
  address(ptr: object): bigint;
  view(ptr: object, len: number): ArrayBuffer;
  decode(ptr: object, type: string, len?: number): unknown;
}

/** Why the driver could not be loaded, for the "no GPU" message. */
export class DriverUnavailable extends Error {}

const LIBRARIES = ['libcuda.so.1', 'libcuda.so'];
/** CU_JIT_INFO_LOG_BUFFER(_SIZE_BYTES) = 3, 4; CU_JIT_ERROR_LOG_BUFFER(_SIZE_BYTES) = 5, 6. */
const LOG_BYTES = 16384;
/** Kernel parameter space: 32 KiB on sm_70+ with CUDA 12.1; comco kernels use far less. */
const PARAM_BYTES = 32768;

const PROTOTYPES = {
  cuInit: 'int cuInit(unsigned int flags)',
  cuDriverGetVersion: 'int cuDriverGetVersion(_Out_ int *v)',
  cuDeviceGetCount: 'int cuDeviceGetCount(_Out_ int *n)',
  cuDeviceGet: 'int cuDeviceGet(_Out_ int *dev, int ordinal)',
  cuDeviceGetName: 'int cuDeviceGetName(void *name, int len, int dev)',
  cuDeviceGetAttribute: 'int cuDeviceGetAttribute(_Out_ int *v, int attr, int dev)',
  cuDevicePrimaryCtxRetain: 'int cuDevicePrimaryCtxRetain(_Out_ void **ctx, int dev)',
  cuDevicePrimaryCtxRelease: 'int cuDevicePrimaryCtxRelease_v2(int dev)',
  cuCtxSetCurrent: 'int cuCtxSetCurrent(void *ctx)',
  cuCtxSynchronize: 'int cuCtxSynchronize()',
  cuMemGetInfo: 'int cuMemGetInfo_v2(_Out_ uint64_t *free, _Out_ uint64_t *total)',
  cuMemAlloc: 'int cuMemAlloc_v2(_Out_ uint64_t *ptr, uint64_t bytes)',
  cuMemFree: 'int cuMemFree_v2(uint64_t ptr)',
  cuMemAllocHost: 'int cuMemAllocHost_v2(_Out_ void **p, uint64_t bytes)',
  cuMemFreeHost: 'int cuMemFreeHost(void *p)',
  cuMemcpyHtoD: 'int cuMemcpyHtoD_v2(uint64_t dst, const void *src, uint64_t bytes)',
  cuMemcpyDtoH: 'int cuMemcpyDtoH_v2(void *dst, uint64_t src, uint64_t bytes)',
  cuMemcpyDtoD: 'int cuMemcpyDtoD_v2(uint64_t dst, uint64_t src, uint64_t bytes)',
  cuMemcpyHtoDAsync: 'int cuMemcpyHtoDAsync_v2(uint64_t dst, uint64_t src, uint64_t bytes, void *stream)',
  cuMemcpyDtoHAsync: 'int cuMemcpyDtoHAsync_v2(uint64_t dst, uint64_t src, uint64_t bytes, void *stream)',
  cuMemcpyDtoDAsync: 'int cuMemcpyDtoDAsync_v2(uint64_t dst, uint64_t src, uint64_t bytes, void *stream)',
  cuMemsetD8Async: 'int cuMemsetD8Async(uint64_t dst, uint8_t v, uint64_t n, void *stream)',
  cuModuleLoadDataEx: 'int cuModuleLoadDataEx(_Out_ void **mod, const char *image, unsigned int n, void *opts, void *vals)',
  cuModuleUnload: 'int cuModuleUnload(void *mod)',
  cuModuleGetFunction: 'int cuModuleGetFunction(_Out_ void **fn, void *mod, const char *name)',
  cuFuncGetAttribute: 'int cuFuncGetAttribute(_Out_ int *v, int attr, void *fn)',
  cuLaunchKernel: 'int cuLaunchKernel(void *f, unsigned int gx, unsigned int gy, unsigned int gz, unsigned int bx, unsigned int by, unsigned int bz, unsigned int shared, void *stream, void *params, void *extra)',
  cuStreamCreate: 'int cuStreamCreate(_Out_ void **s, unsigned int flags)',
  cuStreamDestroy: 'int cuStreamDestroy_v2(void *s)',
  cuStreamSynchronize: 'int cuStreamSynchronize(void *s)',
  cuStreamBeginCapture: 'int cuStreamBeginCapture_v2(void *s, int mode)',
  cuStreamEndCapture: 'int cuStreamEndCapture(void *s, _Out_ void **graph)',
  cuGraphInstantiate: 'int cuGraphInstantiateWithFlags(_Out_ void **exec, void *graph, uint64_t flags)',
  cuGraphLaunch: 'int cuGraphLaunch(void *exec, void *s)',
  cuGraphExecDestroy: 'int cuGraphExecDestroy(void *exec)',
  cuGraphDestroy: 'int cuGraphDestroy(void *graph)',
  cuEventCreate: 'int cuEventCreate(_Out_ void **e, unsigned int flags)',
  cuEventRecord: 'int cuEventRecord(void *e, void *s)',
  cuEventSynchronize: 'int cuEventSynchronize(void *e)',
  cuEventElapsedTime: 'int cuEventElapsedTime(_Out_ float *ms, void *start, void *end)',
  cuEventDestroy: 'int cuEventDestroy_v2(void *e)',
  cuGetErrorName: 'int cuGetErrorName(int status, _Out_ const char **s)',
  cuGetErrorString: 'int cuGetErrorString(int status, _Out_ const char **s)',
} as const;

type Native = Record<keyof typeof PROTOTYPES, NativeFn>;

let cached: CudaDriver | DriverUnavailable | undefined;

/** Loads koffi and libcuda once; a DriverUnavailable says why either failed. */
export function loadCudaDriver(): CudaDriver {
  cached ??= tryLoad();
  if (cached instanceof DriverUnavailable) throw cached;
  return cached;
}

function tryLoad(): CudaDriver | DriverUnavailable {
  let koffi: Koffi;
  try {
    koffi = createRequire(import.meta.url)('koffi') as Koffi;
  } catch (e) {
    return new DriverUnavailable(`the koffi FFI module could not be loaded (${(e as Error).message.split('\n')[0]})`);
  }
  let lib: { func(decl: string): NativeFn } | undefined;
  let lastError = '';
  for (const name of LIBRARIES) {
    try { lib = koffi.load(name); break; } catch (e) { lastError = (e as Error).message.split('\n')[0] ?? ''; }
  }
  if (!lib) return new DriverUnavailable(`no CUDA driver: libcuda.so.1 cannot be loaded (${lastError.replace(/^Failed to load shared library: /, '')})`);
  const native = {} as Native;
  try {
    for (const [k, decl] of Object.entries(PROTOTYPES)) native[k as keyof Native] = lib.func(decl);
  } catch (e) {
    return new DriverUnavailable(`the CUDA driver lacks a needed entry point (${(e as Error).message})`);
  }
  return new KoffiDriver(koffi, native);
}

const num = (v: unknown): number => Number(v);
const ptrOf = (v: unknown): bigint => BigInt(v as number | bigint);

class KoffiDriver implements CudaDriver {
  readonly description = 'libcuda.so.1';
  private readonly params: object;
  private readonly paramView: Uint8Array;
  private readonly paramAddress: bigint;
  private readonly pinned = new Map<PinnedBuffer, { native: object; address: bigint }>();

  constructor(private readonly k: Koffi, private readonly n: Native) {
    this.params = k.alloc('uint8_t', PARAM_BYTES);
    this.paramView = new Uint8Array(k.view(this.params, PARAM_BYTES));
    this.paramAddress = k.address(this.params);
  }

  private out1<T>(fn: NativeFn, convert: (v: unknown) => T, ...args: unknown[]): Out<T> {
    const box: unknown[] = [null];
    const status = num(fn(box, ...args));
    return [status, convert(box[0])];
  }
  private handle(v: unknown): Handle { return v as Handle; }

  cuInit(flags: number): number { return num(this.n.cuInit(flags)); }
  cuDriverGetVersion(): Out<number> { return this.out1(this.n.cuDriverGetVersion, num); }
  cuDeviceGetCount(): Out<number> { return this.out1(this.n.cuDeviceGetCount, num); }
  cuDeviceGet(ordinal: number): Out<number> { return this.out1(this.n.cuDeviceGet, num, ordinal); }
  cuDeviceGetName(dev: number): Out<string> {
    const buf = new Uint8Array(256);
    const status = num(this.n.cuDeviceGetName(buf, buf.length, dev));
    const end = buf.indexOf(0);
    return [status, new TextDecoder().decode(buf.subarray(0, end < 0 ? buf.length : end))];
  }
  cuDeviceGetAttribute(attribute: number, dev: number): Out<number> {
    return this.out1(this.n.cuDeviceGetAttribute, num, attribute, dev);
  }
  cuDevicePrimaryCtxRetain(dev: number): Out<Handle> { return this.out1(this.n.cuDevicePrimaryCtxRetain, this.handle, dev); }
  cuDevicePrimaryCtxRelease(dev: number): number { return num(this.n.cuDevicePrimaryCtxRelease(dev)); }
  cuCtxSetCurrent(ctx: Handle): number { return num(this.n.cuCtxSetCurrent(ctx)); }
  cuCtxSynchronize(): number { return num(this.n.cuCtxSynchronize()); }
  cuMemGetInfo(): Out<{ free: number; total: number }> {
    const f: unknown[] = [0], t: unknown[] = [0];
    const status = num(this.n.cuMemGetInfo(f, t));
    return [status, { free: num(f[0]), total: num(t[0]) }];
  }
  cuMemAlloc(bytes: number): Out<DevicePtr> { return this.out1(this.n.cuMemAlloc, ptrOf, bytes); }
  cuMemFree(ptr: DevicePtr): number { return num(this.n.cuMemFree(ptr)); }
  cuMemAllocHost(bytes: number): Out<PinnedBuffer> {
    const [status, p] = this.out1(this.n.cuMemAllocHost, (v) => v as object, bytes);
    if (status !== 0) return [status, { bytes: new Uint8Array(0) }];
    const buf: PinnedBuffer = { bytes: new Uint8Array(this.k.view(p, bytes)) };
    this.pinned.set(buf, { native: p, address: this.k.address(p) });
    return [status, buf];
  }
  cuMemFreeHost(buf: PinnedBuffer): number {
    const p = this.pinned.get(buf);
    if (!p) return 1;
    this.pinned.delete(buf);
    return num(this.n.cuMemFreeHost(p.native));
  }
  cuMemcpyHtoD(dst: DevicePtr, src: Uint8Array): number { return num(this.n.cuMemcpyHtoD(dst, src, src.byteLength)); }
  cuMemcpyDtoH(dst: Uint8Array, src: DevicePtr): number { return num(this.n.cuMemcpyDtoH(dst, src, dst.byteLength)); }
  cuMemcpyDtoD(dst: DevicePtr, src: DevicePtr, bytes: number): number { return num(this.n.cuMemcpyDtoD(dst, src, bytes)); }
  /** Async copies take host addresses: only pinned buffers outlive the call. */
  private hostAddress(b: PinnedBuffer, offset: number, bytes: number): bigint | undefined {
    const p = this.pinned.get(b);
    return p && offset >= 0 && offset + bytes <= b.bytes.byteLength ? p.address + BigInt(offset) : undefined;
  }
  cuMemcpyHtoDAsync(dst: DevicePtr, src: PinnedBuffer, offset: number, bytes: number, stream: Handle): number {
    const a = this.hostAddress(src, offset, bytes);
    return a === undefined ? 1 : num(this.n.cuMemcpyHtoDAsync(dst, a, bytes, stream));
  }
  cuMemcpyDtoHAsync(dst: PinnedBuffer, offset: number, src: DevicePtr, bytes: number, stream: Handle): number {
    const a = this.hostAddress(dst, offset, bytes);
    return a === undefined ? 1 : num(this.n.cuMemcpyDtoHAsync(a, src, bytes, stream));
  }
  cuMemcpyDtoDAsync(dst: DevicePtr, src: DevicePtr, bytes: number, stream: Handle): number {
    return num(this.n.cuMemcpyDtoDAsync(dst, src, bytes, stream));
  }
  cuMemsetD8Async(dst: DevicePtr, value: number, bytes: number, stream: Handle): number {
    return num(this.n.cuMemsetD8Async(dst, value, bytes, stream));
  }
  cuModuleLoadDataEx(image: KernelImage): JitResult {
    const errLog = this.k.alloc('char', LOG_BYTES), infoLog = this.k.alloc('char', LOG_BYTES);
    try {
      new Uint8Array(this.k.view(errLog, LOG_BYTES)).fill(0);
      new Uint8Array(this.k.view(infoLog, LOG_BYTES)).fill(0);
      const opts = new Int32Array([5, 6, 3, 4]);
      const vals = new BigUint64Array([this.k.address(errLog), BigInt(LOG_BYTES), this.k.address(infoLog), BigInt(LOG_BYTES)]);
      const box: unknown[] = [null];
      const status = num(this.n.cuModuleLoadDataEx(box, image.ptx, 4, opts, vals));
      const text = (p: object) => String(this.k.decode(p, 'char', -1) ?? '').trim();
      return { status, module: status === 0 ? (box[0] as Handle) : undefined, errorLog: text(errLog), infoLog: text(infoLog) };
    } finally {
      this.k.free(errLog);
      this.k.free(infoLog);
    }
  }
  cuModuleUnload(mod: Handle): number { return num(this.n.cuModuleUnload(mod)); }
  cuModuleGetFunction(mod: Handle, name: string): Out<Handle> { return this.out1(this.n.cuModuleGetFunction, this.handle, mod, name); }
  cuFuncGetAttribute(attribute: number, fn: Handle): Out<number> { return this.out1(this.n.cuFuncGetAttribute, num, attribute, fn); }
  cuLaunchKernel(fn: Handle, grid: readonly [number, number, number], block: readonly [number, number, number],
    sharedBytes: number, stream: Handle, params: readonly Uint8Array[]): number {
    // Each parameter's bytes go into one stable scratch area; kernelParams points into it.
    // cuLaunchKernel copies the values, so the area is reused by the next launch.
    const addresses = new BigUint64Array(Math.max(params.length, 1));
    let at = 0;
    params.forEach((p, i) => {
      at = (at + 15) & ~15;
      if (at + p.byteLength > PARAM_BYTES) throw new RangeError(`kernel parameters exceed ${PARAM_BYTES} bytes`);
      this.paramView.set(p, at);
      addresses[i] = this.paramAddress + BigInt(at);
      at += p.byteLength;
    });
    return num(this.n.cuLaunchKernel(fn, grid[0], grid[1], grid[2], block[0], block[1], block[2], sharedBytes, stream, addresses, null));
  }
  cuStreamCreate(flags: number): Out<Handle> { return this.out1(this.n.cuStreamCreate, this.handle, flags); }
  cuStreamDestroy(stream: Handle): number { return num(this.n.cuStreamDestroy(stream)); }
  cuStreamSynchronize(stream: Handle): number { return num(this.n.cuStreamSynchronize(stream)); }
  cuStreamBeginCapture(stream: Handle, mode: number): number { return num(this.n.cuStreamBeginCapture(stream, mode)); }
  cuStreamEndCapture(stream: Handle): Out<Handle> {
    const box: unknown[] = [null];
    const status = num(this.n.cuStreamEndCapture(stream, box));
    return [status, box[0] as Handle];
  }
  cuGraphInstantiate(graph: Handle): Out<Handle> { return this.out1(this.n.cuGraphInstantiate, this.handle, graph, 0); }
  cuGraphLaunch(exec: Handle, stream: Handle): number { return num(this.n.cuGraphLaunch(exec, stream)); }
  cuGraphExecDestroy(exec: Handle): number { return num(this.n.cuGraphExecDestroy(exec)); }
  cuGraphDestroy(graph: Handle): number { return num(this.n.cuGraphDestroy(graph)); }
  cuEventCreate(flags: number): Out<Handle> { return this.out1(this.n.cuEventCreate, this.handle, flags); }
  cuEventRecord(event: Handle, stream: Handle): number { return num(this.n.cuEventRecord(event, stream)); }
  cuEventSynchronize(event: Handle): number { return num(this.n.cuEventSynchronize(event)); }
  cuEventElapsedTime(start: Handle, end: Handle): Out<number> {
    const box: unknown[] = [0];
    const status = num(this.n.cuEventElapsedTime(box, start, end));
    return [status, num(box[0])];
  }
  cuEventDestroy(event: Handle): number { return num(this.n.cuEventDestroy(event)); }
  cuGetErrorName(status: number): string {
    const box: unknown[] = [null];
    return num(this.n.cuGetErrorName(status, box)) === 0 ? String(box[0]) : `CUresult ${status}`;
  }
  cuGetErrorString(status: number): string {
    const box: unknown[] = [null];
    return num(this.n.cuGetErrorString(status, box)) === 0 ? String(box[0]) : 'unknown error';
  }
}
