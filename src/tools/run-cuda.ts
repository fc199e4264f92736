/**
 * `comco run --device=cuda|mock`: the same inputs and printed results as the CPU path, computed
 * by compiling (pipeline, PTX) and running the host schedule through the HAL. A `.comco` module
 * file runs without recompiling. Every failure is one message (JIT log, the allocation that did
 * not fit, the kernel that faulted), exit code 1, and nothing left allocated on the device.
 */
import type { Operation } from '../ir/operation.js';
import { renderDiagnostic } from '../ir/render.js';
import { MemRefType, RankedTensorType, type Type } from '../ir/types.js';
import type { SourceManager } from '../support/source.js';
import type { ToolIO } from '../support/io.js';
import { InputError } from '../interpreter/errors.js';
import type { RuntimeValue } from '../interpreter/values.js';
import { ArgumentError } from '../backend/cuda/hal/args.js';
import type { Device } from '../backend/cuda/hal/device.js';
import { CudaError, LaunchConfigError, NoDeviceError } from '../backend/cuda/hal/errors.js';
import { fromDeviceBytes, toDeviceBytes } from '../backend/cuda/host/data.js';
import { HostError, loadKernels, runSchedule } from '../backend/cuda/host/execute.js';
import { type CompiledProgram, ModuleFileError } from '../backend/cuda/host/program.js';
import type { ParsedArgs } from './args.js';
import { printOpForDiagnostic } from './comco-opt.js';
import { CudaToolError, noDeviceMessage, openDevice, parseTypes, prepareFromModule, readModuleFile } from './cuda-prepare.js';
import { NpyError } from './npy.js';

/** The CPU path's helpers (src/tools/run.ts), passed in so that the two files import one way. */
export interface RunHelpers {
  load(io: ToolIO, input: string): { readonly module: Operation; readonly sources: SourceManager } | string;
  prepareArguments(io: ToolIO, inputs: readonly string[], types: readonly Type[], fn: string, opts: { seed: number; bf16: boolean }): RuntimeValue[];
  emitResults(io: ToolIO, results: readonly RuntimeValue[], types: readonly Type[], outputs: readonly string[], opts: { bf16: boolean; maxElements: number }): void;
}

/** Loads or compiles the program `comco run/bench` will execute. */
export async function programFor(io: ToolIO, tool: string, file: string, fnName: string, fusion: boolean, device: 'cuda' | 'mock',
  h: Pick<RunHelpers, 'load'>): Promise<CompiledProgram | string> {
  try {
    if (file.endsWith('.comco')) {
      const p = readModuleFile(io, file);
      if (device === 'cuda' && p.modules.some((m) => !m.ptx)) throw new CudaToolError(`${file}: the module holds no PTX (it was compiled without the PTX emitter); it runs only with --device=mock`);
      if (fnName !== p.function) throw new CudaToolError(`${file}: the module holds '@${p.function}', not '@${fnName}'`);
      return p;
    }
    const loaded = h.load(io, file);
    if (typeof loaded === 'string') return loaded;
    return prepareFromModule(loaded.module, {
      fnName, fusion,
      render: (d) => renderDiagnostic(d, loaded.sources, printOpForDiagnostic),
    });
  } catch (e) {
    if (e instanceof CudaToolError || e instanceof ModuleFileError) return `${/^\S+:\d+:\d+: /.test(e.message) ? '' : `${tool}: error: `}${e.message.replace(/\n?$/, '\n')}`;
    throw e;
  }
}

/** One-line messages for the HAL's errors; undefined for errors that are not the user's to see. */
export function deviceErrorMessage(tool: string, e: unknown): string | undefined {
  if (e instanceof NoDeviceError) return noDeviceMessage(tool, e);
  if (e instanceof CudaError || e instanceof LaunchConfigError || e instanceof HostError || e instanceof ArgumentError
    || e instanceof CudaToolError || e instanceof ModuleFileError) {
    return `${tool}: error: ${e.message.replace(/\n?$/, '\n')}`;
  }
  return undefined;
}

export async function runOnDevice(io: ToolIO, args: ParsedArgs, kind: 'cuda' | 'mock', h: RunHelpers): Promise<number> {
  const file = args.positional[0] ?? '-';
  const fusion = (args.values.get('fusion') ?? '1') !== '0';
  const fnName = args.values.get('function') ?? (file.endsWith('.comco') ? readFunctionName(io, file) : 'main');
  if ((args.values.get('ranks') ?? '1') !== '1') { io.stderr(`comco run: error: --ranks is not supported with --device=${kind} yet\n`); return 1; }
  let device: Device | undefined;
  try {
    device = openDevice(kind); // first: without a GPU, nothing else matters
    const program = await programFor(io, 'comco run', file, fnName, fusion, kind, h);
    if (typeof program === 'string') { io.stderr(program); return 1; }
    const inTypes = parseTypes(program.signature.inputs), outTypes = parseTypes(program.signature.results);
    const values = h.prepareArguments(io, args.lists.get('input') ?? [], inTypes, fnName,
      { seed: Number(args.values.get('seed') ?? 0), bf16: args.flags.has('npy-bf16-as-uint16') });
    const inputs = values.map((v, i) => {
      try { return toDeviceBytes(v); } catch (e) { throw e instanceof InputError ? new InputError(`input #${i} (argument #${i} of @${fnName}): ${e.message}`) : e; }
    });
    const kernels = loadKernels(device, program.modules, program.schedule.kernels);
    const outBytes = runSchedule(device, program.schedule, kernels, inputs);
    const results = outBytes.map((b, i) => {
      const t = outTypes[i]!;
      if (t instanceof RankedTensorType || t instanceof MemRefType) return fromDeviceBytes(b, t.elementType, t.shape);
      return fromDeviceBytes(b, t, []).data[0]!; // a scalar result (read from a 0-d buffer)
    });
    h.emitResults(io, results, outTypes, args.lists.get('output') ?? [], {
      bf16: args.flags.has('npy-bf16-as-uint16'), maxElements: Number(args.values.get('print-max-element-count') ?? 1024),
    });
    return 0;
  } catch (e) {
    if (e instanceof InputError || e instanceof NpyError) {
      io.stderr(/^\S+: error: /.test(e.message) ? `${e.message}\n` : `comco run: error: ${e.message}\n`);
      return 1;
    }
    const msg = deviceErrorMessage('comco run', e);
    if (msg === undefined) throw e;
    io.stderr(msg);
    return 1;
  } finally {
    device?.close();
  }
}

/** The function a module file holds (a run of `prog.comco` needs no --function). */
function readFunctionName(io: ToolIO, file: string): string {
  try { return readModuleFile(io, file).function; } catch { return 'main'; }
}
