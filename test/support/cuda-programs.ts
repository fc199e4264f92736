/**
 * Module-file programs for tests of the CUDA host path: a vector add (hand-written PTX plus its
 * gpu.module for the mock) and a kernel that faults, and an in-memory ToolIO to run the tools.
 */
import type { CompiledProgram } from '../../src/backend/cuda/host/program.js';
import type { ToolIO } from '../../src/support/io.js';
import { FAULT_PTX, VADD_PTX, vaddMlir } from './cuda-ptx.js';

export function vaddProgram(n: number, scale = 2): CompiledProgram {
  const t = `memref<${n}xf32>`;
  return {
    function: 'main', pipeline: 'none (hand-written)',
    signature: { inputs: [`tensor<${n}xf32>`, `tensor<${n}xf32>`], results: [`tensor<${n}xf32>`] },
    modules: [{ name: 'kernels', ptx: VADD_PTX, mlir: vaddMlir(n) }],
    schedule: {
      inputs: 2,
      buffers: [0, 1, 2].map((i) => ({ type: t, bytes: 4 * n, what: i < 2 ? `argument #${i} of @main (${t})` : `memref.alloc ${t}` })),
      steps: [
        { op: 'alloc', slot: 2 },
        { op: 'launch', kernel: 'kernels::vadd', grid: [Math.ceil(n / 256), 1, 1], block: [256, 1, 1], shared: 0,
          args: [{ slot: 0 }, { slot: 1 }, { slot: 2 }, { scalar: String(n) }, { scalar: String(scale) }], bytes: 12 * n },
      ],
      results: [2],
      kernels: [{ id: 'kernels::vadd', module: 'kernels', name: 'vadd', entry: 'vadd', params: [{ kind: 'ptr' }, { kind: 'ptr' }, { kind: 'ptr' }, { kind: 'int', bytes: 8 }, { kind: 'float', bytes: 4 }] }],
    },
  };
}

export function faultProgram(): CompiledProgram {
  return {
    function: 'main', pipeline: 'none (hand-written)',
    signature: { inputs: ['tensor<4xf32>'], results: ['tensor<4xf32>'] },
    modules: [{ name: 'bad', ptx: FAULT_PTX }],
    schedule: {
      inputs: 1, buffers: [{ type: 'memref<4xf32>', bytes: 16, what: 'argument #0 of @main (memref<4xf32>)' }],
      steps: [{ op: 'launch', kernel: 'bad::oops', grid: [1, 1, 1], block: [1, 1, 1], shared: 0, args: [{ slot: 0 }], bytes: 0 }],
      results: [0],
      kernels: [{ id: 'bad::oops', module: 'bad', name: 'oops', entry: 'oops', params: [{ kind: 'ptr' }] }],
    },
  };
}

/** A ToolIO over a map of files, collecting stdout and stderr. */
export function memoryIO(files: Map<string, string> = new Map()): ToolIO & { out: string; err: string } {
  const io = {
    out: '', err: '',
    readStdin: () => '',
    readFile: (f: string) => {
      const t = files.get(f);
      if (t === undefined) throw Object.assign(new Error(`ENOENT: ${f}`), { code: 'ENOENT' });
      return t;
    },
    writeFile: (f: string, t: string) => { files.set(f, t); },
    stdout: (t: string) => { io.out += t; },
    stderr: (t: string) => { io.err += t; },
    cwd: process.cwd(),
    env: {},
  };
  return io;
}
