/**
 * The HAL on a real GPU (skipped where no CUDA driver and device open): hand-written PTX runs
 * and matches the CPU on fresh random inputs, pinned async copies, a captured graph replays,
 * events time it, and the errors people see (JIT log, out of memory, launch limits, a kernel
 * fault naming the kernel) come out as one message.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Device } from '../../src/backend/cuda/hal/device.js';
import { JitError, LaunchConfigError, OutOfMemoryError } from '../../src/backend/cuda/hal/errors.js';
import { loadCudaDriver } from '../../src/backend/cuda/hal/ffi.js';
import { packParams } from '../../src/backend/cuda/hal/args.js';
import { serializeProgram } from '../../src/backend/cuda/host/program.js';
import { comcoMain } from '../../src/tools/comco.js';
import { SHARED_PTX, VADD_PTX } from '../support/cuda-ptx.js';
import { faultProgram, memoryIO, vaddProgram } from '../support/cuda-programs.js';

function openOrSkip(): Device | string {
  try { return Device.open(loadCudaDriver()); } catch (e) { return `no CUDA device (${(e as Error).message})`; }
}
const opened = openOrSkip();
const skip = typeof opened === 'string' ? opened : false;
const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/bin/comco.js');

function random(n: number): Float32Array {
  const a = new Float32Array(n);
  for (let i = 0; i < n; i++) a[i] = Math.random() * 2 - 1;
  return a;
}
function relErr(got: Float32Array, want: Float32Array): number {
  let num = 0, den = 0;
  for (let i = 0; i < want.length; i++) { num += (got[i]! - want[i]!) ** 2; den += want[i]! ** 2; }
  return Math.sqrt(num / den);
}
const bytes = (a: Float32Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

test('GPU: vector add, pinned copies, graph replay and events', { skip }, () => {
  const d = opened as Device;
  console.log(`# device: ${d.name} sm_${d.computeCapability.join('')} ${d.driver.description}`);
  const n = (1 << 20) + 3;
  const [k] = d.loadKernels({ ptx: VADD_PTX }, ['vadd']);
  const A = d.alloc(4 * n, 'a'), B = d.alloc(4 * n, 'b'), C = d.alloc(4 * n, 'c');
  const s = d.createStream();
  const a = random(n), b = random(n);
  d.upload(A, bytes(a)); d.upload(B, bytes(b));
  d.fill(C, 0xff, s);
  const grid = [Math.ceil(n / 256), 1, 1] as const;
  d.launch(k!, grid, [256, 1, 1], 0, packParams('vadd', [{ kind: 'ptr' }, { kind: 'ptr' }, { kind: 'ptr' }, { kind: 'int', bytes: 8 }, { kind: 'float', bytes: 4 }],
    [{ ptr: A.ptr }, { ptr: B.ptr }, { ptr: C.ptr }, BigInt(n), 0.5]), s);
  d.synchronize(s);
  const c = new Float32Array(n);
  d.download(bytes(c), C);
  const want = a.map((x, i) => Math.fround(Math.fround(x + b[i]!) * 0.5));
  assert.ok(relErr(c, want) < 1e-6, `vadd relative error ${relErr(c, want)}`);
  assert.ok(c.every((x) => Number.isFinite(x)), 'every output element written');

  // pinned buffers and async copies
  const pin = d.allocPinned(4 * n), pout = d.allocPinned(4 * n);
  const a2 = random(n);
  new Float32Array(pin.bytes.buffer, pin.bytes.byteOffset, n).set(a2);
  d.uploadAsync(A, pin, s);
  d.downloadAsync(pout, A, s);
  d.synchronize(s);
  assert.deepEqual(new Float32Array(pout.bytes.buffer, pout.bytes.byteOffset, n), a2);

  // a captured graph replays the launch on new data
  const params = packParams('vadd', [{ kind: 'ptr' }, { kind: 'ptr' }, { kind: 'ptr' }, { kind: 'int', bytes: 8 }, { kind: 'float', bytes: 4 }],
    [{ ptr: A.ptr }, { ptr: B.ptr }, { ptr: C.ptr }, BigInt(n), 3]);
  const g = d.capture(s, () => d.launch(k!, grid, [256, 1, 1], 0, params, s));
  for (let rep = 0; rep < 2; rep++) {
    const x = random(n), y = random(n);
    d.upload(A, bytes(x)); d.upload(B, bytes(y));
    d.fill(C, 0xff, s);
    d.replay(g, s);
    d.synchronize(s);
    d.download(bytes(c), C);
    const w = x.map((v, i) => Math.fround(Math.fround(v + y[i]!) * 3));
    assert.ok(relErr(c, w) < 1e-6, `graph replay ${rep}: relative error ${relErr(c, w)}`);
  }
  const e0 = d.createEvent(), e1 = d.createEvent();
  d.replay(g, s);
  d.record(e0, s);
  for (let i = 0; i < 20; i++) d.replay(g, s);
  d.record(e1, s);
  const ms = d.elapsed(e0, e1) / 20;
  console.log(`# vadd n=${n}: ${(ms * 1000).toFixed(1)} us per replay, ${(12 * n / ms / 1e6).toFixed(0)} GB/s`);
  assert.ok(ms > 0);
  [e0, e1].forEach((e) => d.destroyEvent(e));
  d.destroyGraph(g);
  d.freePinned(pin); d.freePinned(pout);
  [A, B, C].forEach((x) => d.free(x));
  d.destroyStream(s);
  const live = d.live();
  assert.deepEqual({ ...live, modules: 0 }, { buffers: 0, bytes: 0, pinned: 0, streams: 0, events: 0, graphs: 0, modules: 0 });
});

test('GPU: JIT log, out of memory, launch limits, 40 KiB static shared memory', { skip }, () => {
  const d = opened as Device;
  assert.throws(() => d.loadKernels({ ptx: '.version 8.0\n.target sm_90\n.address_size 64\n.visible .entry bad()\n{\n  bogus.instruction %r1;\n  ret;\n}\n' }, ['bad']),
    (e: unknown) => e instanceof JitError && /kernel 'bad'/.test(e.message) && e.log.length > 0);
  assert.throws(() => d.alloc(2 ** 50, 'a huge test buffer'), (e: unknown) => e instanceof OutOfMemoryError && /a huge test buffer/.test(e.message));
  const [k] = d.loadKernels({ ptx: SHARED_PTX }, ['big_shared']);
  assert.equal(k!.staticShared, 40960);
  const s = d.createStream();
  const out = d.alloc(4 * 256, 'out');
  assert.throws(() => d.launch(k!, [1, 1, 1], [64, 32, 1], 0, packParams('big_shared', [{ kind: 'ptr' }], [{ ptr: out.ptr }]), s),
    (e: unknown) => e instanceof LaunchConfigError && /2048 threads/.test(e.message));
  d.launch(k!, [1, 1, 1], [256, 1, 1], 0, packParams('big_shared', [{ kind: 'ptr' }], [{ ptr: out.ptr }]), s);
  d.synchronize(s);
  const r = new Float32Array(256);
  d.download(bytes(r), out);
  assert.deepEqual([...r.slice(0, 4)], [0, 1, 2, 3]);
  d.free(out);
  d.destroyStream(s);
});

test('GPU: comco run of a module file matches the mock; a kernel fault names the kernel', { skip }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comco-gpu-'));
  const prog = path.join(dir, 'vadd.comco');
  fs.writeFileSync(prog, serializeProgram(vaddProgram(1000)));
  const outs = [];
  for (const device of ['cuda', 'mock']) {
    const io = memoryIO(new Map([[prog, fs.readFileSync(prog, 'utf8')]]));
    const rc = await comcoMain(['run', prog, `--device=${device}`, '--input=1000xf32=random', '--input=1000xf32=random', '--seed=7'], io);
    assert.equal(rc, 0, io.err);
    outs.push(io.out);
  }
  assert.equal(outs[0], outs[1]);
  const bad = path.join(dir, 'fault.comco');
  fs.writeFileSync(bad, serializeProgram(faultProgram()));
  const r = spawnSync(process.execPath, [bin, 'run', bad, '--device=cuda', '--input=4xf32=random'], { encoding: 'utf8' });
  console.log(`# fault: ${r.stderr.trim()}`);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /kernel 'oops'/);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
  fs.rmSync(dir, { recursive: true });
});

test.after(() => { if (typeof opened !== 'string') opened.close(); });
