/**
 * A CudaDriver without a GPU, for CI: device memory is host memory at made-up addresses, streams
 * run their work at once (or record it while capturing a graph), events read the host clock, and
 * kernels run on the interpreter when the image carries its gpu.module (else launches are only
 * recorded). It enforces what a real driver would (launch limits, unknown kernels, bad pointers,
 * sticky faults) and counts what is alive, so host-side plumbing and leak accounting are tested.
 */
import { InterpreterError } from '../../../interpreter/errors.js';
import { unpackParams } from '../hal/args.js';
import { ATTR, CU, type CudaDriver, type DevicePtr, type Handle, type JitResult, type KernelImage, type Out, type PinnedBuffer, STATUS_NAMES } from '../hal/driver.js';
import { MockModule } from './kernels.js';

export interface MockOptions {
  /** Device memory in bytes (default 1 GiB), for out-of-memory tests. */
  readonly totalBytes?: number;
  /** Report this many devices (0: as on a machine without a GPU). */
  readonly devices?: number;
}

/** One recorded launch, for tests of schedule order and argument packing. */
export interface MockLaunch {
  readonly kernel: string;
  readonly grid: readonly number[];
  readonly block: readonly number[];
  readonly sharedBytes: number;
  readonly params: readonly Uint8Array[];
}

interface MockFunction { readonly module: MockModuleHandle; readonly name: string; readonly staticShared: number }
interface MockModuleHandle { readonly exec: MockModule | undefined; readonly entries: ReadonlyMap<string, number>; unloaded: boolean }
interface MockStream { capture: (() => void)[] | undefined; destroyed: boolean }
interface MockGraph { readonly work: readonly (() => void)[] }
interface MockEvent { time: number }

const BASE = 0x7f0000000000n;
const ALIGN = 256n;

export class MockDriver implements CudaDriver {
  readonly description = 'mock CUDA driver (no GPU; kernels run on the interpreter)';
  readonly launches: MockLaunch[] = [];
  /** Every operation in the order the "device" ran it (alloc, copy, launch, free...), for order tests. */
  readonly trace: string[] = [];
  private readonly memory = new Map<DevicePtr, Uint8Array>();
  private next = BASE;
  private used = 0;
  private sticky = 0;
  private faultMessage = '';
  private readonly totalBytes: number;
  private readonly devices: number;
  private initialized = false;
  pinnedLive = 0;

  constructor(opts: MockOptions = {}) {
    this.totalBytes = opts.totalBytes ?? 1 << 30;
    this.devices = opts.devices ?? 1;
  }

  /** Allocations not yet freed (the device layer's accounting is checked against this). */
  get liveAllocations(): number { return this.memory.size; }

  private ok(): number { return this.sticky; }
  /** Runs `work` now, or records it when `stream` is capturing. */
  private enqueue(stream: Handle, work: () => void): number {
    if (this.sticky) return this.sticky;
    const s = stream as MockStream;
    if (s.destroyed) return 400;
    if (s.capture) { s.capture.push(work); return CU.SUCCESS; }
    work();
    return CU.SUCCESS; // a fault in `work` is reported by a later call, as on a device
  }
  /** The bytes at [ptr, ptr + bytes) inside one allocation, or a fault. */
  private resolve = (ptr: DevicePtr, bytes: number): Uint8Array => {
    for (const [base, mem] of this.memory) {
      if (ptr >= base && ptr + BigInt(bytes) <= base + BigInt(mem.byteLength)) {
        const off = Number(ptr - base);
        return mem.subarray(off, off + bytes);
      }
    }
    throw new MockFault(`access of ${bytes} bytes at 0x${ptr.toString(16)} outside every allocation`);
  };
  private fault(e: unknown): void {
    this.sticky = CU.ERROR_ILLEGAL_ADDRESS;
    this.faultMessage = e instanceof InterpreterError ? e.render() : (e as Error).message;
  }

  cuInit(): number { this.initialized = true; return this.devices ? CU.SUCCESS : CU.ERROR_NO_DEVICE; }
  cuDriverGetVersion(): Out<number> { return [CU.SUCCESS, 13000]; }
  cuDeviceGetCount(): Out<number> { return this.initialized ? [CU.SUCCESS, this.devices] : [CU.ERROR_NOT_INITIALIZED, 0]; }
  cuDeviceGet(ordinal: number): Out<number> { return ordinal < this.devices ? [CU.SUCCESS, ordinal] : [CU.ERROR_INVALID_VALUE, 0]; }
  cuDeviceGetName(): Out<string> { return [CU.SUCCESS, 'comco mock device']; }
  cuDeviceGetAttribute(attribute: number): Out<number> {
    const values: Record<number, number> = {
      [ATTR.MAX_THREADS_PER_BLOCK]: 1024, [ATTR.MAX_BLOCK_DIM_X]: 1024, [ATTR.MAX_BLOCK_DIM_Y]: 1024, [ATTR.MAX_BLOCK_DIM_Z]: 64,
      [ATTR.MAX_GRID_DIM_X]: 2147483647, [ATTR.MAX_GRID_DIM_Y]: 65535, [ATTR.MAX_GRID_DIM_Z]: 65535,
      [ATTR.MAX_SHARED_MEMORY_PER_BLOCK]: 49152, [ATTR.MULTIPROCESSOR_COUNT]: 132,
      [ATTR.COMPUTE_CAPABILITY_MAJOR]: 9, [ATTR.COMPUTE_CAPABILITY_MINOR]: 0,
    };
    const v = values[attribute];
    return v === undefined ? [CU.ERROR_INVALID_VALUE, 0] : [CU.SUCCESS, v];
  }
  cuDevicePrimaryCtxRetain(): Out<Handle> { return [CU.SUCCESS, { context: 0 }]; }
  cuDevicePrimaryCtxRelease(): number { return CU.SUCCESS; }
  cuCtxSetCurrent(): number { return CU.SUCCESS; }
  cuCtxSynchronize(): number { return this.ok(); }
  cuMemGetInfo(): Out<{ free: number; total: number }> { return [CU.SUCCESS, { free: this.totalBytes - this.used, total: this.totalBytes }]; }
  cuMemAlloc(bytes: number): Out<DevicePtr> {
    if (this.sticky) return [this.sticky, 0n];
    if (this.used + bytes > this.totalBytes) return [CU.ERROR_OUT_OF_MEMORY, 0n];
    const ptr = this.next;
    this.next += ((BigInt(bytes) + ALIGN - 1n) / ALIGN) * ALIGN + ALIGN;
    // Poisoned, as fresh device memory holds garbage: unwritten outputs show up as NaN.
    this.memory.set(ptr, new Uint8Array(bytes).fill(0xff));
    this.used += bytes;
    this.trace.push(`alloc ${bytes}`);
    return [CU.SUCCESS, ptr];
  }
  cuMemFree(ptr: DevicePtr): number {
    const m = this.memory.get(ptr);
    if (!m) return CU.ERROR_INVALID_VALUE;
    this.memory.delete(ptr);
    this.used -= m.byteLength;
    this.trace.push(`free ${m.byteLength}`);
    return this.ok();
  }
  cuMemAllocHost(bytes: number): Out<PinnedBuffer> { this.pinnedLive++; return [CU.SUCCESS, { bytes: new Uint8Array(bytes) }]; }
  cuMemFreeHost(): number { this.pinnedLive--; return CU.SUCCESS; }
  private guarded(work: () => void): number {
    try { work(); return CU.SUCCESS; } catch (e) { if (e instanceof MockFault) return CU.ERROR_INVALID_VALUE; throw e; }
  }
  cuMemcpyHtoD(dst: DevicePtr, src: Uint8Array): number {
    return this.sticky || this.guarded(() => { this.resolve(dst, src.byteLength).set(src); this.trace.push(`htod ${src.byteLength}`); });
  }
  cuMemcpyDtoH(dst: Uint8Array, src: DevicePtr): number {
    return this.sticky || this.guarded(() => { dst.set(this.resolve(src, dst.byteLength)); this.trace.push(`dtoh ${dst.byteLength}`); });
  }
  cuMemcpyDtoD(dst: DevicePtr, src: DevicePtr, bytes: number): number {
    return this.sticky || this.guarded(() => { this.resolve(dst, bytes).set(this.resolve(src, bytes)); this.trace.push(`dtod ${bytes}`); });
  }
  cuMemcpyHtoDAsync(dst: DevicePtr, src: PinnedBuffer, offset: number, bytes: number, stream: Handle): number {
    return this.enqueue(stream, () => this.run(() => { this.resolve(dst, bytes).set(src.bytes.subarray(offset, offset + bytes)); this.trace.push(`htod ${bytes}`); }));
  }
  cuMemcpyDtoHAsync(dst: PinnedBuffer, offset: number, src: DevicePtr, bytes: number, stream: Handle): number {
    return this.enqueue(stream, () => this.run(() => { dst.bytes.set(this.resolve(src, bytes), offset); this.trace.push(`dtoh ${bytes}`); }));
  }
  cuMemcpyDtoDAsync(dst: DevicePtr, src: DevicePtr, bytes: number, stream: Handle): number {
    return this.enqueue(stream, () => this.run(() => { this.resolve(dst, bytes).set(this.resolve(src, bytes)); this.trace.push(`dtod ${bytes}`); }));
  }
  cuMemsetD8Async(dst: DevicePtr, value: number, bytes: number, stream: Handle): number {
    return this.enqueue(stream, () => this.run(() => { this.resolve(dst, bytes).fill(value); this.trace.push(`memset ${bytes}`); }));
  }
  private run(work: () => void): void {
    try { work(); } catch (e) { if (e instanceof MockFault || e instanceof InterpreterError) this.fault(e); else throw e; }
  }

  cuModuleLoadDataEx(image: KernelImage): JitResult {
    // An image without PTX is accepted when it carries MLIR (programs compiled without the emitter).
    if (!(image.ptx === '' && image.mlir) && !/^\s*(\/\/.*\n\s*)*\.version\s+\d+\.\d+/.test(image.ptx)) {
      return { status: CU.ERROR_INVALID_PTX, module: undefined, errorLog: "ptxas application ptx input, line 1; fatal   : Missing .version directive at start of file", infoLog: '' };
    }
    const entries = new Map<string, number>();
    for (const m of image.ptx.matchAll(/\.entry\s+([A-Za-z_$][\w$]*)/g)) entries.set(m[1]!, 0);
    for (const m of image.ptx.matchAll(/\.shared\s+(?:\.align\s+\d+\s+)?\.b8\s+([\w$]+)\[(\d+)\]/g)) {
      // static shared arrays are attributed to the module's kernels alike (what the mock can tell from text)
      for (const k of entries.keys()) entries.set(k, entries.get(k)! + Number(m[2]));
    }
    let exec: MockModule | undefined;
    if (image.mlir) exec = new MockModule(image.mlir);
    return { status: CU.SUCCESS, module: { exec, entries, unloaded: false } satisfies MockModuleHandle, errorLog: '', infoLog: '' };
  }
  cuModuleUnload(mod: Handle): number { (mod as MockModuleHandle).unloaded = true; return CU.SUCCESS; }
  cuModuleGetFunction(mod: Handle, name: string): Out<Handle> {
    const m = mod as MockModuleHandle;
    const k = m.exec?.kernels.get(name);
    if (!m.entries.has(name) && !k) return [CU.ERROR_NOT_FOUND, {}];
    return [CU.SUCCESS, { module: m, name, staticShared: k?.staticShared ?? m.entries.get(name) ?? 0 } satisfies MockFunction];
  }
  cuFuncGetAttribute(attribute: number, fn: Handle): Out<number> {
    return attribute === 1 ? [CU.SUCCESS, (fn as MockFunction).staticShared] : [CU.ERROR_INVALID_VALUE, 0];
  }
  cuLaunchKernel(fn: Handle, grid: readonly [number, number, number], block: readonly [number, number, number],
    sharedBytes: number, stream: Handle, params: readonly Uint8Array[]): number {
    const f = fn as MockFunction;
    if (this.sticky) return this.sticky;
    if (f.module.unloaded) return 400;
    if (block[0] * block[1] * block[2] > 1024 || block[2] > 64 || grid[1] > 65535 || grid[2] > 65535) return CU.ERROR_INVALID_VALUE;
    if (f.staticShared + sharedBytes > 49152) return CU.ERROR_INVALID_VALUE;
    const copies = params.map((p) => p.slice());
    const exec = f.module.exec;
    const kernel = exec?.kernels.get(f.name);
    if (kernel) unpackParams(f.name, kernel.params, copies); // a packing mismatch throws here, at the launch
    return this.enqueue(stream, () => {
      this.launches.push({ kernel: f.name, grid: [...grid], block: [...block], sharedBytes, params: copies });
      this.trace.push(`launch ${f.name}`);
      if (exec && kernel) this.run(() => exec.launch(f.name, grid, block, unpackParams(f.name, kernel.params, copies), this.resolve));
    });
  }
  cuStreamCreate(): Out<Handle> { return [CU.SUCCESS, { capture: undefined, destroyed: false } satisfies MockStream]; }
  cuStreamDestroy(stream: Handle): number { (stream as MockStream).destroyed = true; return CU.SUCCESS; }
  cuStreamSynchronize(): number { return this.ok(); }
  cuStreamBeginCapture(stream: Handle): number {
    const s = stream as MockStream;
    if (s.capture) return CU.ERROR_INVALID_VALUE;
    s.capture = [];
    return CU.SUCCESS;
  }
  cuStreamEndCapture(stream: Handle): Out<Handle> {
    const s = stream as MockStream;
    if (!s.capture) return [CU.ERROR_INVALID_VALUE, {}];
    const g: MockGraph = { work: s.capture };
    s.capture = undefined;
    return [CU.SUCCESS, g];
  }
  cuGraphInstantiate(graph: Handle): Out<Handle> { return [CU.SUCCESS, { graph }]; }
  cuGraphLaunch(exec: Handle, stream: Handle): number {
    const g = (exec as { graph: MockGraph }).graph;
    return this.enqueue(stream, () => { for (const w of g.work) w(); });
  }
  cuGraphExecDestroy(): number { return CU.SUCCESS; }
  cuGraphDestroy(): number { return CU.SUCCESS; }
  cuEventCreate(): Out<Handle> { return [CU.SUCCESS, { time: 0 } satisfies MockEvent]; }
  cuEventRecord(event: Handle, stream: Handle): number { return this.enqueue(stream, () => { (event as MockEvent).time = performance.now(); }); }
  cuEventSynchronize(): number { return this.ok(); }
  cuEventElapsedTime(start: Handle, end: Handle): Out<number> { return [this.ok(), (end as MockEvent).time - (start as MockEvent).time]; }
  cuEventDestroy(): number { return CU.SUCCESS; }
  cuGetErrorName(status: number): string { return STATUS_NAMES[status] ?? `CUresult ${status}`; }
  cuGetErrorString(status: number): string {
    if (status === CU.ERROR_ILLEGAL_ADDRESS) return `an illegal memory access was encountered${this.faultMessage ? ` [mock: ${this.faultMessage}]` : ''}`;
    return (STATUS_NAMES[status] ?? 'unknown error').replace(/^CUDA_ERROR_/, '').toLowerCase().replace(/_/g, ' ');
  }
}

class MockFault extends Error {}
