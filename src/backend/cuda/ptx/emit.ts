/**
 * The PTX emitter's entry points: one PTX module per gpu.module (`emitPtxModules`), or every
 * kernel of the program in one module (`emitPtx`, what `comco compile --emit=ptx` and
 * `comco-opt --comco-emit-ptx` write). Non-kernel gpu.funcs are not emitted: the kernel form
 * has no device calls. Errors are diagnostics at the op that cannot be lowered.
 */
import { isKernel } from '../../../dialects/gpu/module.js';
import { StringAttr } from '../../../ir/attributes.js';
import { errorOn } from '../../../ir/diagnostics.js';
import type { Operation } from '../../../ir/operation.js';
import { kernelAbi, programAbi } from './abi.js';
import { PTX_TARGET, PTX_VERSION, type PtxKernel, type PtxModule, printModule } from './ir.js';
import { KernelLowering } from './lower.js';

const symOf = (op: Operation): string => {
  const a = op.getAttr('sym_name');
  return a instanceof StringAttr ? a.value : '';
};

/**
 * Lowers every kernel of one gpu.module; `qualified` names entries `<module>__<func>` (for the
 * whole-program PTX) instead of after the function alone.
 */
export function lowerGpuModule(gpuModule: Operation, qualified = false): PtxModule {
  const kernels: PtxKernel[] = [];
  for (const op of gpuModule.regions[0]!.ops) {
    if (op.name !== 'gpu.func' || !isKernel(op)) continue;
    const abi = kernelAbi(gpuModule, op);
    kernels.push(new KernelLowering(op, qualified ? programAbi(abi) : abi).run());
  }
  return { name: `gpu.module @${symOf(gpuModule)}`, version: PTX_VERSION, target: PTX_TARGET, kernels };
}

/** The gpu.modules under `root`, in program order. */
export function gpuModulesOf(root: Operation): Operation[] {
  const out: Operation[] = [];
  root.walk((op) => { if (op.name === 'gpu.module') out.push(op); });
  return out;
}

/** The PTX text of one gpu.module (entries named after their gpu.func): what the HAL loads. */
export function emitGpuModulePtx(gpuModule: Operation): string {
  return printModule(lowerGpuModule(gpuModule));
}

/** One PTX module per gpu.module. */
export function emitPtxModules(root: Operation): PtxModule[] {
  return gpuModulesOf(root).map((m) => lowerGpuModule(m));
}

/**
 * Every kernel of the program in one PTX module. Entry names carry their gpu.module's name, so
 * they are distinct unless two symbols mangle alike, which is reported.
 */
export function emitPtx(root: Operation): string {
  const seen = new Map<string, Operation>();
  const kernels: PtxKernel[] = [];
  const modules = gpuModulesOf(root);
  for (const m of modules) {
    const lowered = lowerGpuModule(m, true);
    for (const k of lowered.kernels) {
      if (seen.has(k.name)) throw errorOn(m, `PTX entry name '${k.name}' is used by two kernels`);
      seen.set(k.name, m);
      kernels.push(k);
    }
  }
  const name = `${modules.length === 1 ? 'gpu.module' : 'gpu.modules'} ${modules.map((m) => `@${symOf(m)}`).join(', ')}`;
  return printModule({ name, version: PTX_VERSION, target: PTX_TARGET, kernels });
}
