/**
 * A lowered module (after the comco pipeline) to a CompiledProgram: the host function's schedule
 * and, per gpu.module it launches, the PTX of its kernels (through the PTX emitter) and its MLIR
 * (what the mock driver executes).
 */
import type { Operation } from '../../../ir/operation.js';
import { errorOn } from '../../../ir/diagnostics.js';
import { symbolName } from '../../../ir/symbols.js';
import { printOp } from '../../../printer/printer.js';
import type { KernelModule } from './execute.js';
import type { CompiledProgram } from './program.js';
import { buildSchedule } from './schedule.js';

/** Emits the PTX of one gpu.module in the kernel form. */
export type PtxEmitter = (gpuModule: Operation) => string;

/** The top-level func.func named `name`, if any. */
export function findHostFunction(module: Operation, name: string): Operation | undefined {
  return module.regions[0]?.front.ops.find((op) => op.name === 'func.func' && symbolName(op) === name);
}

export function compileProgram(module: Operation, fnName: string, signature: CompiledProgram['signature'],
  emit: PtxEmitter, pipeline: string): CompiledProgram {
  const fn = findHostFunction(module, fnName);
  if (!fn) throw errorOn(module, `no host function '@${fnName}' after the pipeline`);
  const schedule = buildSchedule(fn);
  const used = new Set(schedule.kernels.map((k) => k.module));
  const modules: KernelModule[] = [];
  for (const op of module.regions[0]!.front.ops) {
    const name = symbolName(op);
    if (op.name !== 'gpu.module' || !name || !used.has(name)) continue;
    const mlir = `module attributes {gpu.container_module} {\n${printOp(op)}\n}\n`;
    modules.push({ name, ptx: emit(op), mlir });
  }
  return { function: fnName, signature, modules, schedule, pipeline };
}
