/**
 * Every example on the GPU against the interpreter, on fresh random inputs (a new seed each run):
 * `comco run --device=cuda` and `--device=cpu` write .npy results, compared by relative error
 * ‖gpu − cpu‖ / ‖cpu‖ (f32 kernels may contract multiply-adds into fma: a few ulps). Skipped
 * without a CUDA device; COMCO_TEST_DEVICE=mock runs the same comparisons on the mock driver.
 * `npm run test:cuda` (and bench/cuda-round.sh) run it on the GPU machine.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Device } from '../../src/backend/cuda/hal/device.js';
import { loadCudaDriver } from '../../src/backend/cuda/hal/ffi.js';
import { processIO } from '../../src/support/io.js';
import { type NpyArray, parseNpy } from '../../src/tools/npy.js';
import { comcoMain } from '../../src/tools/comco.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const device = process.env['COMCO_TEST_DEVICE'] ?? 'cuda';

function skipReason(): string | false {
  if (device !== 'cuda') return false;
  try { Device.open(loadCudaDriver()).close(); return false; } catch (e) { return `no CUDA device (${(e as Error).message})`; }
}
const skip = skipReason();

/** The `npx comco run ...` line of an example's header: its function and inputs. */
function exampleRun(file: string): string[] | undefined {
  const m = /npx comco run (\S+) (.*)$/m.exec(fs.readFileSync(file, 'utf8'));
  return m ? m[2]!.trim().split(/\s+/) : undefined;
}

/** The elements of a little-endian .npy array (float and integer kinds comco writes). */
function values(a: NpyArray): ArrayLike<number> {
  const b = a.bytes.slice().buffer;
  switch (a.descr.replace(/^[<|=]/, '')) {
    case 'f4': return new Float32Array(b);
    case 'f8': return new Float64Array(b);
    case 'i4': return new Int32Array(b);
    case 'i8': return Array.from(new BigInt64Array(b), Number);
    case 'i1': case 'b1': case 'u1': return new Int8Array(b);
    default: throw new Error(`unexpected .npy element type ${a.descr}`);
  }
}

function relErr(got: ArrayLike<number>, want: ArrayLike<number>): number {
  let num = 0, den = 0;
  for (let i = 0; i < want.length; i++) { num += (Number(got[i]) - Number(want[i])) ** 2; den += Number(want[i]) ** 2; }
  return den === 0 ? Math.sqrt(num) : Math.sqrt(num / den);
}

for (const name of fs.readdirSync(path.join(root, 'examples')).filter((f) => f.endsWith('.mlir')).sort()) {
  const file = path.join(root, 'examples', name);
  const args = exampleRun(file);
  test(`${name} on ${device} equals the interpreter`, { skip: skip || (args ? false : 'no `npx comco run` line') }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comco-ex-'));
    const seed = String(1 + Math.floor(Math.random() * 1e6));
    const nResults = 4;
    const outs = (tag: string) => Array.from({ length: nResults }, (_, i) => `--output=@${path.join(dir, `${tag}${i}.npy`)}`);
    const run = async (dev: string, tag: string) => {
      const io = processIO();
      let err = '';
      const rc = await comcoMain(['run', file, `--device=${dev}`, `--seed=${seed}`, ...args!, ...outs(tag)], { ...io, stdout: () => undefined, stderr: (t) => { err += t; } });
      return { rc, err };
    };
    const cpu = await run('cpu', 'cpu');
    assert.equal(cpu.rc, 0, cpu.err);
    const gpu = await run(device, 'gpu');
    assert.equal(gpu.rc, 0, `${name} (seed ${seed}): ${gpu.err}`);
    for (let i = 0; i < nResults; i++) {
      const c = path.join(dir, `cpu${i}.npy`), g = path.join(dir, `gpu${i}.npy`);
      if (!fs.existsSync(c)) break;
      const want = parseNpy(fs.readFileSync(c), c), got = parseNpy(fs.readFileSync(g), g);
      assert.deepEqual(got.shape, want.shape);
      const e = relErr(values(got), values(want));
      assert.ok(!Number.isNaN(e) && e < 1e-5, `${name} result #${i} (seed ${seed}): relative error ${e}`);
    }
    fs.rmSync(dir, { recursive: true });
  });
}
