/**
 * The CUDA host side on the mock driver (no GPU needed): argument packing, launch limits, module
 * caching, schedule order, leak accounting (also after errors), the JIT log, faults naming the
 * kernel, graph capture and replay, and module files (round trip and validation errors).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ArgumentError, packParams, unpackParams } from '../../src/backend/cuda/hal/args.js';
import { Device } from '../../src/backend/cuda/hal/device.js';
import { CudaError, JitError, LaunchConfigError, NoDeviceError, OutOfMemoryError } from '../../src/backend/cuda/hal/errors.js';
import { MockDriver } from '../../src/backend/cuda/mock/driver.js';
import { BufferTable, enqueueSteps, loadKernels, runSchedule } from '../../src/backend/cuda/host/execute.js';
import { ModuleFileError, parseProgram, serializeProgram } from '../../src/backend/cuda/host/program.js';
import { VADD_PTX, vaddMlir } from '../support/cuda-ptx.js';
import { vaddProgram } from '../support/cuda-programs.js';

const f32 = (a: Float32Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
function random(n: number): Float32Array {
  const a = new Float32Array(n);
  for (let i = 0; i < n; i++) a[i] = Math.random() * 2 - 1;
  return a;
}

test('packing: pointers, index, i32, i1 and f32/f64 as the driver takes them; mismatches named', () => {
  const params = [{ kind: 'ptr' }, { kind: 'int', bytes: 8 }, { kind: 'int', bytes: 4 }, { kind: 'int', bytes: 1 }, { kind: 'float', bytes: 4 }, { kind: 'float', bytes: 8 }] as const;
  const values = [{ ptr: 0x7f0000001234n }, -5n, -7, 1, 1.5, Math.PI];
  const packed = packParams('k', params, values);
  assert.deepEqual(packed.map((p) => p.byteLength), [8, 8, 4, 1, 4, 8]);
  assert.deepEqual([...packed[0]!], [0x34, 0x12, 0, 0, 0, 0x7f, 0, 0]);
  assert.deepEqual([...packed[2]!], [0xf9, 0xff, 0xff, 0xff]);
  assert.deepEqual(unpackParams('k', params, packed), [{ ptr: 0x7f0000001234n }, -5n, -7, 1, 1.5, Math.PI]);
  assert.throws(() => packParams('k', params, values.slice(1)), /kernel 'k' takes 6 parameters, but 5 were given/);
  assert.throws(() => packParams('k', [{ kind: 'ptr' }], [3]), (e: unknown) => e instanceof ArgumentError && /parameter #0: expected a device pointer/.test(e.message));
  assert.throws(() => unpackParams('k', [{ kind: 'int', bytes: 8 }], [new Uint8Array(4)]), /8 bytes expected, the launch passed 4/);
});

test('launch limits are checked before the driver sees them, naming the kernel', () => {
  const d = Device.open(new MockDriver());
  const [k] = d.loadKernels({ ptx: VADD_PTX, mlir: vaddMlir(16) }, ['vadd']);
  const s = d.createStream();
  const args = packParams('vadd', [{ kind: 'ptr' }, { kind: 'ptr' }, { kind: 'ptr' }, { kind: 'int', bytes: 8 }, { kind: 'float', bytes: 4 }], [{ ptr: 0n }, { ptr: 0n }, { ptr: 0n }, 0n, 0]);
  const bad = (grid: readonly [number, number, number], block: readonly [number, number, number], shared: number, re: RegExp) =>
    assert.throws(() => d.launch(k!, grid, block, shared, args, s), (e: unknown) => e instanceof LaunchConfigError && /^kernel 'vadd': /.test(e.message) && re.test(e.message));
  bad([1, 1, 1], [64, 32, 1], 0, /a block of 2048 threads \(64x32x1\) exceeds the limit of 1024 threads per block/);
  bad([1, 1, 1], [2048, 1, 1], 0, /block size x = 2048 exceeds the device's limit of 1024/);
  bad([1, 70000, 1], [32, 1, 1], 0, /grid size y = 70000 exceeds the device's limit of 65535/);
  bad([0, 1, 1], [32, 1, 1], 0, /grid size x must be a positive integer, got 0/);
  bad([1, 1, 1], [32, 1, 1], 50000, /48.8 KiB of shared memory per block exceed the device's 48.0 KiB/);
  assert.equal(d.live().buffers, 0);
  d.close();
});

test('static shared memory over 48 KiB is refused; the module cache loads a PTX once', () => {
  const mlir = `module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @big(%o: memref<4xf32>) workgroup(%w: memref<16384xf32, #gpu.address_space<workgroup>>) kernel { gpu.return }
  }
}`;
  const drv = new MockDriver();
  const d = Device.open(drv);
  const ptx = '.version 8.0\n.target sm_90\n.visible .entry big(.param .u64 p) { ret; }\n';
  const [k] = d.loadKernels({ ptx, mlir }, ['big']);
  assert.equal(k!.staticShared, 65536);
  assert.equal(d.loadKernels({ ptx, mlir }, ['big'])[0], k, 'cached by the hash of the image');
  assert.equal(d.live().modules, 1);
  const s = d.createStream();
  assert.throws(() => d.launch(k!, [1, 1, 1], [32, 1, 1], 0, [new Uint8Array(8)], s), /kernel 'big': 64.0 KiB of static shared memory exceed the limit of 48.0 KiB/);
  d.close();
});

test('a schedule runs in order on the mock, matches the CPU and leaves nothing allocated', () => {
  const n = 1000;
  const p = vaddProgram(n, 3);
  const drv = new MockDriver();
  const d = Device.open(drv);
  const kernels = loadKernels(d, p.modules, p.schedule.kernels);
  const a = random(n), b = random(n);
  const [out] = runSchedule(d, p.schedule, kernels, [f32(a), f32(b)]);
  const got = new Float32Array(out!.buffer);
  a.forEach((x, i) => assert.equal(got[i], Math.fround(Math.fround(x + b[i]!) * 3)));
  assert.deepEqual(drv.trace, ['alloc 4000', 'htod 4000', 'alloc 4000', 'htod 4000', 'alloc 4000', 'launch vadd', 'dtoh 4000', 'free 4000', 'free 4000', 'free 4000']);
  const launch = drv.launches[0]!;
  assert.deepEqual([launch.grid, launch.block], [[4, 1, 1], [256, 1, 1]]);
  const values = unpackParams('vadd', p.schedule.kernels[0]!.params, launch.params);
  assert.deepEqual(values.slice(3), [1000n, 3]);
  assert.equal(new Set(values.slice(0, 3).map((v) => (v as { ptr: bigint }).ptr)).size, 3, 'three distinct buffers');
  assert.equal(drv.liveAllocations, 0);
  assert.deepEqual({ ...d.live(), modules: 0 }, { buffers: 0, bytes: 0, pinned: 0, streams: 0, events: 0, graphs: 0, modules: 0 });
  d.close();
});

test('out of memory names the allocation and frees what the run allocated', () => {
  const p = vaddProgram(1000);
  const drv = new MockDriver({ totalBytes: 10000 });
  const d = Device.open(drv);
  const kernels = loadKernels(d, p.modules, p.schedule.kernels);
  assert.throws(() => runSchedule(d, p.schedule, kernels, [new Uint8Array(4000), new Uint8Array(4000)]),
    (e: unknown) => e instanceof OutOfMemoryError && /out of device memory allocating memref.alloc memref<1000xf32>, 4000 bytes \(3.9 KiB; 2.0 KiB of 9.8 KiB free\)/.test(e.message));
  assert.equal(drv.liveAllocations, 0);
  assert.equal(d.live().buffers, 0);
  d.close();
});

test('a kernel fault is reported at the next wait, naming the kernel; the JIT log is surfaced', () => {
  const drv = new MockDriver();
  const d = Device.open(drv);
  const p = vaddProgram(1000);
  const kernels = loadKernels(d, p.modules, p.schedule.kernels);
  const small = { ...p.schedule, buffers: p.schedule.buffers.map((b, i) => (i === 0 ? { ...b, bytes: 400 } : b)) };
  assert.throws(() => runSchedule(d, small, kernels, [new Uint8Array(400), new Uint8Array(4000)]),
    (e: unknown) => e instanceof CudaError && /^kernel 'vadd' faulted: CUDA_ERROR_ILLEGAL_ADDRESS \(an illegal memory access was encountered \[mock: .*outside every allocation/.test(e.message));
  assert.equal(drv.liveAllocations, 0, 'buffers are freed even after a fault');
  d.close();
  const d2 = Device.open(new MockDriver());
  assert.throws(() => d2.loadKernels({ ptx: '.target sm_90\n' }, ['k']),
    (e: unknown) => e instanceof JitError && /the CUDA JIT rejected the PTX of kernel 'k': CUDA_ERROR_INVALID_PTX/.test(e.message) && /Missing .version/.test(e.log));
  assert.throws(() => d2.loadKernels({ ptx: VADD_PTX }, ['nope']), /cuModuleGetFunction failed \(kernel 'nope'\): CUDA_ERROR_NOT_FOUND/);
  d2.close();
});

test('a whole schedule captured in a graph replays on new inputs', () => {
  const n = 300;
  const p = vaddProgram(n);
  const drv = new MockDriver();
  const d = Device.open(drv);
  const kernels = loadKernels(d, p.modules, p.schedule.kernels);
  const table = new BufferTable(p.schedule);
  const s = d.createStream();
  [0, 1, 2].forEach((i) => table.alloc(d, i));
  const g = d.capture(s, () => enqueueSteps(d, p.schedule, kernels, table, s, { checked: false, preallocated: true }));
  assert.equal(drv.launches.length, 0, 'capturing runs nothing');
  for (let rep = 0; rep < 2; rep++) {
    const a = random(n), b = random(n);
    d.upload(table.get(0), f32(a)); d.upload(table.get(1), f32(b));
    d.replay(g, s);
    d.synchronize(s);
    const out = new Float32Array(n);
    d.download(f32(out), table.get(2));
    a.forEach((x, i) => assert.equal(out[i], Math.fround(Math.fround(x + b[i]!) * 2)));
  }
  assert.equal(drv.launches.length, 2);
  d.destroyGraph(g);
  table.freeAll(d);
  d.destroyStream(s);
  assert.deepEqual({ ...d.live(), modules: 0 }, { buffers: 0, bytes: 0, pinned: 0, streams: 0, events: 0, graphs: 0, modules: 0 });
  d.close();
});

test('no device: cuInit failing is a NoDeviceError', () => {
  assert.throws(() => Device.open(new MockDriver({ devices: 0 })), (e: unknown) => e instanceof NoDeviceError && /cuInit failed: CUDA_ERROR_NO_DEVICE/.test(e.message));
});

test('module files: round trip and validation errors by path', () => {
  const p = vaddProgram(64);
  const text = serializeProgram(p);
  assert.deepEqual(parseProgram(text, 'p.comco'), p);
  const json = JSON.parse(text) as Record<string, unknown> & { schedule: { steps: Record<string, unknown>[]; kernels: Record<string, unknown>[] } };
  const bad = (mutate: (j: typeof json) => void, re: RegExp) => {
    const j = JSON.parse(text) as typeof json;
    mutate(j);
    assert.throws(() => parseProgram(JSON.stringify(j), 'p.comco'), (e: unknown) => e instanceof ModuleFileError && re.test(e.message), re.source);
  };
  bad((j) => { j['version'] = 2; }, /^p.comco: comco module version 2 is not supported \(this comco reads version 1\)/);
  bad((j) => { delete j['format']; }, /not a comco module/);
  bad((j) => { j.schedule.steps[1]!['grid'] = [1, 0, 1]; }, /p.comco: invalid comco module: schedule.steps\[1\].grid\[1\]: expected an integer >= 1/);
  bad((j) => { j.schedule.steps[0]!['slot'] = 9; }, /schedule.steps\[0\].slot: slot 9 does not exist \(3 buffers\)/);
  bad((j) => { j.schedule.steps[1]!['kernel'] = 'x::y'; }, /schedule.steps\[1\].kernel: no kernel 'x::y'/);
  bad((j) => { j.schedule.steps[0]!['op'] = 'jump'; }, /schedule.steps\[0\].op: unknown step "jump"/);
  bad((j) => { j.schedule.kernels[0]!['params'] = [{ kind: 'float', bytes: 3 }]; }, /schedule.kernels\[0\].params\[0\]: expected/);
  bad((j) => { (j.schedule.steps[1]!['args'] as unknown[]).pop(); }, /4 arguments for kernel 'kernels::vadd', which takes 5/);
  assert.throws(() => parseProgram('{"format": ', 'p.comco'), /p.comco: not a comco module \(invalid JSON/);
});

test('importing and running comco (the mock included) never loads koffi or libcuda', async () => {
  const { comcoMain } = await import('../../src/tools/comco.js');
  const { memoryIO } = await import('../support/cuda-programs.js');
  const io = memoryIO(new Map([['p.comco', serializeProgram(vaddProgram(8))]]));
  assert.equal(await comcoMain(['run', 'p.comco', '--device=mock', '--input=8xf32=random', '--input=8xf32=random'], io), 0, io.err);
  const { createRequire } = await import('node:module');
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  assert.deepEqual(loaded.filter((k) => /[\\/]koffi[\\/]/.test(k)), []);
});
