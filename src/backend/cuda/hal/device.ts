/**
 * The checked layer over a CudaDriver: one device and its primary context, with every status
 * checked, buffers and other objects counted (leaks are reported, `close` releases all), modules
 * cached by a hash of their PTX, and launch geometry checked against the device's limits before
 * the driver sees it, so that errors name the kernel and the limit.
 */
import { createHash } from 'node:crypto';
import { ATTR, CU, type CudaDriver, type DevicePtr, FUNC_ATTR_SHARED_SIZE_BYTES, type Handle, type KernelImage, type PinnedBuffer, STATUS_NAMES } from './driver.js';
import { CudaError, JitError, LaunchConfigError, NoDeviceError, OutOfMemoryError, formatBytes } from './errors.js';

/** Static shared memory a kernel may use without opting in (cuFuncSetAttribute). */
export const STATIC_SHARED_LIMIT = 48 * 1024;

export interface DeviceLimits {
  readonly maxThreadsPerBlock: number;
  readonly maxBlock: readonly [number, number, number];
  readonly maxGrid: readonly [number, number, number];
  readonly sharedPerBlock: number;
}

export interface DeviceBuffer { readonly ptr: DevicePtr; readonly bytes: number; readonly what: string }
export interface Kernel { readonly name: string; readonly fn: Handle; readonly staticShared: number }
export interface Stream { readonly handle: Handle }
export interface CudaEvent { readonly handle: Handle }
export interface Graph { readonly graph: Handle; readonly exec: Handle }
export type Dim3 = readonly [number, number, number];

/** What is alive on the device: after a run, all zero but `modules` (cached). */
export interface LiveCounts {
  buffers: number; bytes: number; pinned: number; streams: number; events: number; graphs: number; modules: number;
}

export class Device {
  readonly name: string;
  readonly limits: DeviceLimits;
  readonly computeCapability: readonly [number, number];
  private readonly buffers = new Map<DevicePtr, DeviceBuffer>();
  private readonly pinnedBuffers = new Set<PinnedBuffer>();
  private readonly streams = new Set<Stream>();
  private readonly events = new Set<CudaEvent>();
  private readonly graphs = new Set<Graph>();
  private readonly modules = new Map<string, Handle>();
  private readonly kernels = new Map<string, Kernel>();
  /** Kernels launched since the last synchronization, to name the culprit of a fault. */
  private pending: string[] = [];
  private closed = false;

  private constructor(readonly driver: CudaDriver, readonly ordinal: number, private readonly ctx: Handle) {
    const attr = (a: number) => this.check(`cuDeviceGetAttribute(${a})`, driver.cuDeviceGetAttribute(a, ordinal));
    this.name = this.check('cuDeviceGetName', driver.cuDeviceGetName(ordinal));
    this.limits = {
      maxThreadsPerBlock: attr(ATTR.MAX_THREADS_PER_BLOCK),
      maxBlock: [attr(ATTR.MAX_BLOCK_DIM_X), attr(ATTR.MAX_BLOCK_DIM_Y), attr(ATTR.MAX_BLOCK_DIM_Z)],
      maxGrid: [attr(ATTR.MAX_GRID_DIM_X), attr(ATTR.MAX_GRID_DIM_Y), attr(ATTR.MAX_GRID_DIM_Z)],
      sharedPerBlock: attr(ATTR.MAX_SHARED_MEMORY_PER_BLOCK),
    };
    this.computeCapability = [attr(ATTR.COMPUTE_CAPABILITY_MAJOR), attr(ATTR.COMPUTE_CAPABILITY_MINOR)];
  }

  /** Initializes the driver and makes device `ordinal`'s primary context current. */
  static open(driver: CudaDriver, ordinal = 0): Device {
    const init = driver.cuInit(0);
    if (init !== CU.SUCCESS) throw new NoDeviceError(`cuInit failed: ${statusText(driver, init)}`);
    const [cs, count] = driver.cuDeviceGetCount();
    if (cs !== CU.SUCCESS || count === 0) throw new NoDeviceError(cs === CU.SUCCESS ? 'the driver sees no CUDA device' : `cuDeviceGetCount failed: ${statusText(driver, cs)}`);
    if (ordinal >= count) throw new NoDeviceError(`no CUDA device ${ordinal} (the driver sees ${count})`);
    const [ds, dev] = driver.cuDeviceGet(ordinal);
    if (ds !== CU.SUCCESS) throw new NoDeviceError(`cuDeviceGet failed: ${statusText(driver, ds)}`);
    const [ps, ctx] = driver.cuDevicePrimaryCtxRetain(dev);
    if (ps !== CU.SUCCESS) throw new NoDeviceError(`cuDevicePrimaryCtxRetain failed: ${statusText(driver, ps)}`);
    const ss = driver.cuCtxSetCurrent(ctx);
    if (ss !== CU.SUCCESS) throw new NoDeviceError(`cuCtxSetCurrent failed: ${statusText(driver, ss)}`);
    return new Device(driver, dev, ctx);
  }

  /** Throws a CudaError naming `call` (and `kernel`) unless the status is success. */
  check<T>(call: string, r: number | readonly [number, T], kernel?: string): T {
    const status = typeof r === 'number' ? r : r[0];
    if (status !== CU.SUCCESS) {
      const where = kernel ? ` (kernel '${kernel}')` : '';
      throw new CudaError(`${call} failed${where}: ${statusText(this.driver, status)}`, call, status, kernel);
    }
    return (typeof r === 'number' ? undefined : r[1]) as T;
  }

  // ---- memory ----
  alloc(bytes: number, what: string): DeviceBuffer {
    const [status, ptr] = this.driver.cuMemAlloc(Math.max(bytes, 1));
    if (status === CU.ERROR_OUT_OF_MEMORY) {
      const [is, info] = this.driver.cuMemGetInfo();
      const free = is === CU.SUCCESS ? `; ${formatBytes(info.free)} of ${formatBytes(info.total)} free` : '';
      throw new OutOfMemoryError(`out of device memory allocating ${what} (${formatBytes(bytes)}${free})`, 'cuMemAlloc', status);
    }
    this.check(`cuMemAlloc of ${what}`, [status, ptr]);
    const buf = { ptr, bytes, what };
    this.buffers.set(ptr, buf);
    return buf;
  }
  free(buf: DeviceBuffer): void {
    if (!this.buffers.delete(buf.ptr)) throw new CudaError(`free of ${buf.what}, which is not allocated`, 'cuMemFree', CU.ERROR_INVALID_VALUE);
    this.check(`cuMemFree of ${buf.what}`, this.driver.cuMemFree(buf.ptr));
  }
  upload(dst: DeviceBuffer, src: Uint8Array): void {
    this.sizeCheck(dst, src.byteLength, 'cuMemcpyHtoD');
    this.check(`cuMemcpyHtoD to ${dst.what}`, this.driver.cuMemcpyHtoD(dst.ptr, src));
  }
  download(dst: Uint8Array, src: DeviceBuffer): void {
    this.sizeCheck(src, dst.byteLength, 'cuMemcpyDtoH');
    this.syncChecked('cuMemcpyDtoH', () => this.driver.cuMemcpyDtoH(dst, src.ptr));
  }
  copy(dst: DeviceBuffer, src: DeviceBuffer, bytes: number, stream: Stream): void {
    this.sizeCheck(dst, bytes, 'cuMemcpyDtoDAsync');
    this.sizeCheck(src, bytes, 'cuMemcpyDtoDAsync');
    this.check(`cuMemcpyDtoDAsync from ${src.what} to ${dst.what}`, this.driver.cuMemcpyDtoDAsync(dst.ptr, src.ptr, bytes, stream.handle));
  }
  fill(dst: DeviceBuffer, byte: number, stream: Stream): void {
    this.check(`cuMemsetD8Async of ${dst.what}`, this.driver.cuMemsetD8Async(dst.ptr, byte, dst.bytes, stream.handle));
  }
  uploadAsync(dst: DeviceBuffer, src: PinnedBuffer, stream: Stream): void {
    this.sizeCheck(dst, src.bytes.byteLength, 'cuMemcpyHtoDAsync');
    this.check(`cuMemcpyHtoDAsync to ${dst.what}`, this.driver.cuMemcpyHtoDAsync(dst.ptr, src, 0, src.bytes.byteLength, stream.handle));
  }
  downloadAsync(dst: PinnedBuffer, src: DeviceBuffer, stream: Stream): void {
    this.sizeCheck(src, dst.bytes.byteLength, 'cuMemcpyDtoHAsync');
    this.check(`cuMemcpyDtoHAsync from ${src.what}`, this.driver.cuMemcpyDtoHAsync(dst, 0, src.ptr, dst.bytes.byteLength, stream.handle));
  }
  allocPinned(bytes: number): PinnedBuffer {
    const buf = this.check(`cuMemAllocHost of ${formatBytes(bytes)}`, this.driver.cuMemAllocHost(bytes));
    this.pinnedBuffers.add(buf);
    return buf;
  }
  freePinned(buf: PinnedBuffer): void {
    this.pinnedBuffers.delete(buf);
    this.check('cuMemFreeHost', this.driver.cuMemFreeHost(buf));
  }
  private sizeCheck(buf: DeviceBuffer, bytes: number, call: string): void {
    if (bytes > buf.bytes) throw new CudaError(`${call}: ${formatBytes(bytes)} do not fit ${buf.what} (${formatBytes(buf.bytes)})`, call, CU.ERROR_INVALID_VALUE);
  }

  // ---- executables ----
  /** Loads (once per distinct PTX) a module and returns its kernels by name. */
  loadKernels(image: KernelImage, names: readonly string[]): Kernel[] {
    const hash = createHash('sha256').update(image.ptx).update('\0').update(image.mlir ?? '').digest('hex');
    let mod = this.modules.get(hash);
    if (!mod) {
      const r = this.driver.cuModuleLoadDataEx(image);
      const who = names.length === 1 ? `kernel '${names[0]}'` : `module of kernels ${names.map((n) => `'${n}'`).join(', ')}`;
      if (r.status !== CU.SUCCESS || !r.module) {
        const log = r.errorLog || r.infoLog;
        throw new JitError(`the CUDA JIT rejected the PTX of ${who}: ${statusText(this.driver, r.status)}${log ? `\n${log}` : ''}`,
          r.status, log, names[0]);
      }
      mod = r.module;
      this.modules.set(hash, mod);
    }
    return names.map((name) => {
      const key = `${hash}:${name}`;
      const cached = this.kernels.get(key);
      if (cached) return cached;
      const fn = this.check('cuModuleGetFunction', this.driver.cuModuleGetFunction(mod, name), name);
      const staticShared = this.check('cuFuncGetAttribute(SHARED_SIZE_BYTES)', this.driver.cuFuncGetAttribute(FUNC_ATTR_SHARED_SIZE_BYTES, fn), name);
      const k = { name, fn, staticShared };
      this.kernels.set(key, k);
      return k;
    });
  }

  /** Checks geometry and shared memory, then launches `params` (each parameter's bytes). */
  launch(k: Kernel, grid: Dim3, block: Dim3, dynamicShared: number, params: readonly Uint8Array[], stream: Stream): void {
    checkGeometry(k, grid, block, dynamicShared, this.limits);
    this.check('cuLaunchKernel', this.driver.cuLaunchKernel(k.fn, grid, block, dynamicShared, stream.handle, params), k.name);
    this.pending.push(k.name);
  }

  // ---- streams, events, graphs ----
  createStream(): Stream {
    const s = { handle: this.check('cuStreamCreate', this.driver.cuStreamCreate(1)) };
    this.streams.add(s);
    return s;
  }
  destroyStream(s: Stream): void { this.streams.delete(s); this.check('cuStreamDestroy', this.driver.cuStreamDestroy(s.handle)); }
  /** Waits for `s`; a fault is reported naming the kernels launched since the last wait. */
  synchronize(s: Stream): void { this.syncChecked('cuStreamSynchronize', () => this.driver.cuStreamSynchronize(s.handle)); }
  createEvent(): CudaEvent {
    const e = { handle: this.check('cuEventCreate', this.driver.cuEventCreate(0)) };
    this.events.add(e);
    return e;
  }
  destroyEvent(e: CudaEvent): void { this.events.delete(e); this.check('cuEventDestroy', this.driver.cuEventDestroy(e.handle)); }
  record(e: CudaEvent, s: Stream): void { this.check('cuEventRecord', this.driver.cuEventRecord(e.handle, s.handle)); }
  /** Milliseconds between two recorded events (waits for the second). */
  elapsed(start: CudaEvent, end: CudaEvent): number {
    this.syncChecked('cuEventSynchronize', () => this.driver.cuEventSynchronize(end.handle));
    return this.check('cuEventElapsedTime', this.driver.cuEventElapsedTime(start.handle, end.handle));
  }
  /** Captures what `body` enqueues on `s` into an instantiated graph (nothing runs yet). */
  capture(s: Stream, body: () => void): Graph {
    this.check('cuStreamBeginCapture', this.driver.cuStreamBeginCapture(s.handle, 2 /* relaxed */));
    try {
      body();
    } catch (e) {
      const [, g] = this.driver.cuStreamEndCapture(s.handle);
      if (g) this.driver.cuGraphDestroy(g);
      throw e;
    }
    const graph = this.check('cuStreamEndCapture', this.driver.cuStreamEndCapture(s.handle));
    const [is, exec] = this.driver.cuGraphInstantiate(graph);
    if (is !== CU.SUCCESS) { this.driver.cuGraphDestroy(graph); this.check('cuGraphInstantiate', is); }
    const g = { graph, exec };
    this.graphs.add(g);
    return g;
  }
  replay(g: Graph, s: Stream): void { this.check('cuGraphLaunch', this.driver.cuGraphLaunch(g.exec, s.handle)); }
  destroyGraph(g: Graph): void {
    this.graphs.delete(g);
    this.check('cuGraphExecDestroy', this.driver.cuGraphExecDestroy(g.exec));
    this.check('cuGraphDestroy', this.driver.cuGraphDestroy(g.graph));
  }

  private syncChecked(call: string, fn: () => number): void {
    const status = fn();
    const kernels = this.pending;
    this.pending = [];
    if (status === CU.SUCCESS) return;
    const culprit = kernels.length === 1 ? `kernel '${kernels[0]}'` : kernels.length ? `one of the kernels ${kernels.map((k) => `'${k}'`).join(', ')}` : '';
    const msg = culprit && status >= 700 && status < 800 ? `${culprit} faulted: ${statusText(this.driver, status)} (reported by ${call})`
      : `${call} failed: ${statusText(this.driver, status)}`;
    throw new CudaError(msg, call, status, kernels.length === 1 ? kernels[0] : undefined);
  }

  live(): LiveCounts {
    let bytes = 0;
    for (const b of this.buffers.values()) bytes += b.bytes;
    return { buffers: this.buffers.size, bytes, pinned: this.pinnedBuffers.size, streams: this.streams.size,
      events: this.events.size, graphs: this.graphs.size, modules: this.modules.size };
  }

  /** Releases everything still alive (best effort: a faulted context refuses most calls). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    const d = this.driver;
    for (const g of this.graphs) { d.cuGraphExecDestroy(g.exec); d.cuGraphDestroy(g.graph); }
    for (const e of this.events) d.cuEventDestroy(e.handle);
    for (const s of this.streams) d.cuStreamDestroy(s.handle);
    for (const b of this.buffers.values()) d.cuMemFree(b.ptr);
    for (const p of this.pinnedBuffers) d.cuMemFreeHost(p);
    for (const m of this.modules.values()) d.cuModuleUnload(m);
    this.graphs.clear(); this.events.clear(); this.streams.clear(); this.buffers.clear(); this.pinnedBuffers.clear();
    this.modules.clear(); this.kernels.clear();
    d.cuDevicePrimaryCtxRelease(this.ordinal);
    void this.ctx;
  }
}

export function statusText(d: CudaDriver, status: number): string {
  const name = d.cuGetErrorName(status);
  const text = d.cuGetErrorString(status);
  return `${name.startsWith('CUresult') ? STATUS_NAMES[status] ?? name : name} (${text})`;
}

/** The launch checks of the CUDA programming guide's limits, with messages naming the kernel. */
export function checkGeometry(k: Kernel, grid: Dim3, block: Dim3, dynamicShared: number, l: DeviceLimits): void {
  const fail = (m: string): never => { throw new LaunchConfigError(`kernel '${k.name}': ${m}`, k.name); };
  const xyz = ['x', 'y', 'z'];
  for (let i = 0; i < 3; i++) {
    if (!Number.isInteger(grid[i]) || grid[i]! < 1) fail(`grid size ${xyz[i]} must be a positive integer, got ${grid[i]}`);
    if (!Number.isInteger(block[i]) || block[i]! < 1) fail(`block size ${xyz[i]} must be a positive integer, got ${block[i]}`);
    if (grid[i]! > l.maxGrid[i]!) fail(`grid size ${xyz[i]} = ${grid[i]} exceeds the device's limit of ${l.maxGrid[i]}`);
    if (block[i]! > l.maxBlock[i]!) fail(`block size ${xyz[i]} = ${block[i]} exceeds the device's limit of ${l.maxBlock[i]}`);
  }
  const threads = block[0] * block[1] * block[2];
  if (threads > l.maxThreadsPerBlock) fail(`a block of ${threads} threads (${block.join('x')}) exceeds the limit of ${l.maxThreadsPerBlock} threads per block`);
  if (k.staticShared > STATIC_SHARED_LIMIT) fail(`${formatBytes(k.staticShared)} of static shared memory exceed the limit of ${formatBytes(STATIC_SHARED_LIMIT)}`);
  if (k.staticShared + dynamicShared > l.sharedPerBlock) {
    fail(`${formatBytes(k.staticShared + dynamicShared)} of shared memory per block exceed the device's ${formatBytes(l.sharedPerBlock)}`);
  }
}
