/**
 * What `comco run --device=cuda`, `comco compile` and `comco bench` share: opening a device (the
 * real driver or the mock), and turning an input file into a CompiledProgram — a module file is
 * read as it is, an MLIR file goes through the comco pipeline (unless it already holds
 * gpu.modules) and the PTX emitter (src/backend/cuda/ptx). Failures are one-line messages (`CudaToolError`) or rendered
 * diagnostics.
 */
import { DiagnosticError, type Diagnostic } from '../ir/diagnostics.js';
import type { Operation } from '../ir/operation.js';
import { symbolName } from '../ir/symbols.js';
import { FunctionType, type Type } from '../ir/types.js';
import { buildComcoPipeline, comcoPipelineSequence, comcoPipelineSteps } from '../conversion/comco-pipeline.js';
import { runPipeline } from '../passes/runner.js';
import { createContext } from '../dialects/index.js';
import { parseSource } from '../parser/index.js';
import type { ToolIO } from '../support/io.js';
import { describeFsError } from '../support/io.js';
import { Device } from '../backend/cuda/hal/device.js';
import { NoDeviceError } from '../backend/cuda/hal/errors.js';
import { DriverUnavailable, loadCudaDriver } from '../backend/cuda/hal/ffi.js';
import { MockDriver } from '../backend/cuda/mock/driver.js';
import { compileProgram } from '../backend/cuda/host/compile.js';
import { emitGpuModulePtx } from '../backend/cuda/ptx/emit.js';
import { type CompiledProgram, parseProgram } from '../backend/cuda/host/program.js';
import { comcoPassRegistry } from './comco-opt.js';

export class CudaToolError extends Error {}

/** Opens device 0 of the real driver or of a mock; a missing GPU or driver is a NoDeviceError. */
export function openDevice(kind: 'cuda' | 'mock'): Device {
  if (kind === 'mock') return Device.open(new MockDriver());
  try {
    return Device.open(loadCudaDriver());
  } catch (e) {
    if (e instanceof DriverUnavailable) throw new NoDeviceError(e.message);
    throw e;
  }
}

export const noDeviceMessage = (tool: string, e: NoDeviceError): string =>
  `${tool}: error: no CUDA GPU available: ${e.message}; run on the CPU with --device=cpu\n`;

export interface PrepareOptions {
  readonly fnName: string;
  readonly fusion: boolean;
  /** How diagnostics are rendered (with the source line and caret). */
  readonly render: (d: Diagnostic) => string;
}

/** The signature of function `name` as written (func.func or comco.func). */
export function functionSignature(module: Operation, name: string): FunctionType | undefined {
  const fn = module.regions[0]?.front.ops.find((op) => symbolName(op) === name && op.hasAttr('function_type'));
  const t = (fn?.getAttr('function_type') as { value?: Type } | undefined)?.value;
  return t instanceof FunctionType ? t : undefined;
}

/** An MLIR module lowered (in place) and compiled. */
export function prepareFromModule(module: Operation, o: PrepareOptions): CompiledProgram {
  const sig = functionSignature(module, o.fnName);
  if (!sig) {
    const known = module.regions[0]!.front.ops.filter((op) => op.hasAttr('function_type') && op.name !== 'gpu.func').map((op) => `@${symbolName(op)}`);
    throw new CudaToolError(`no function '@${o.fnName}' (the module defines: ${known.join(', ') || 'none'})`);
  }
  const lowered = module.regions[0]!.front.ops.some((op) => op.name === 'gpu.module');
  let pipeline = 'none (already lowered)';
  if (!lowered) {
    const registry = comcoPassRegistry();
    const pm = buildComcoPipeline(registry, o.fusion);
    const diags: Diagnostic[] = [];
    const ok = runPipeline(pm, module, { context: createContext(), emit: (d) => diags.push(d) });
    const errors = diags.filter((d) => d.severity === 'error');
    if (!ok || errors.length) throw new CudaToolError(errors.map((d) => o.render(d)).join('') || 'the comco pipeline failed');
    pipeline = `comco-pipeline{fusion=${o.fusion ? 1 : 0}}`;
    const missing = comcoPipelineSequence(o.fusion).filter((s) => !comcoPipelineSteps(registry, o.fusion).some((t) => t.argument === s.argument));
    if (missing.length) pipeline += ` without ${missing.map((s) => s.argument).join(', ')}`;
  }
  try {
    return compileProgram(module, o.fnName, { inputs: sig.inputs.map((t) => t.key), results: sig.results.map((t) => t.key) },
      emitGpuModulePtx, pipeline);
  } catch (e) {
    if (e instanceof DiagnosticError) {
      const note = lowered || !pipeline.includes('without') ? '' : `note: the comco pipeline ran as far as this build implements it (${pipeline})\n`;
      throw new CudaToolError(e.diagnostics.map((d) => o.render(d)).join('') + note);
    }
    throw e;
  }
}

/** Reads a `.comco` module file. */
export function readModuleFile(io: ToolIO, file: string): CompiledProgram {
  let text: string;
  try { text = io.readFile(file); } catch (e) { throw new CudaToolError(describeFsError(file, e)); }
  return parseProgram(text, file);
}

/** Parses type text of a module file's signature (`tensor<4xf32>`). */
export function parseTypes(texts: readonly string[]): Type[] {
  if (!texts.length) return [];
  const src = `func.func private @sig(${texts.map((t, i) => `%a${i}: ${t}`).join(', ')})`;
  try {
    const m = parseSource(src, createContext(), { fileName: '<signature>' });
    return (functionSignature(m, 'sig') as FunctionType).inputs.slice();
  } catch {
    throw new CudaToolError(`the module's signature holds a type comco cannot read: ${texts.join(', ')}`);
  }
}
