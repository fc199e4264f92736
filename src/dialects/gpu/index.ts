/**
 * The gpu dialect: device code (gpu.module / gpu.func), launches (gpu.launch inline,
 * gpu.launch_func outlined), the ids and sizes a kernel reads, synchronization and collectives,
 * and host-side memory ops with async tokens. Importing it registers its custom directives and
 * its dialect attribute checks.
 */
import type { AsmParser } from '../../ir/asm.js';
import type { Attribute } from '../../ir/attributes.js';
import { defineDialect } from '../../irdl/dialect.js';
import { inlineOps } from '../../irdl/inliner.js';
import { gpuEnums, parseMappingMask } from './attrs.js';
import { gpuPatterns } from './canonicalize.js';
import './container.js';
import { indexOps } from './index-ops.js';
import { LaunchFuncOp } from './launch-func.js';
import { LaunchOp, TerminatorOp } from './launch.js';
import {
  AllocOp, DeallocOp, DynamicSharedMemoryOp, HostRegisterOp, HostUnregisterOp, MemcpyOp, MemsetOp, SetDefaultDeviceOp,
  WaitOp,
} from './memory.js';
import { GPUFuncOp, GPUModuleOp, ReturnOp } from './module.js';
import { AllReduceOp, BarrierOp, PrintfOp, RotateOp, ShuffleOp, SubgroupReduceOp, YieldOp } from './ops.js';
import { mmaOps } from './mma.js';
import { parseGpuType } from './types.js';

/** `#gpu<dim x>`, `#gpu.address_space<workgroup>`: dispatch on the mnemonic, as upstream. */
function parseGpuAttribute(p: AsmParser): Attribute {
  const loc = p.currentLoc();
  for (const e of gpuEnums) if (p.peekKeyword(e.spec.mnemonic)) return e.parseBody(p);
  if (p.peekKeyword('mask')) return parseMappingMask(p);
  const kw = p.parseOptionalKeyword() ?? '';
  throw p.error(`unknown attribute \`${kw}\` in dialect \`gpu\``, loc);
}

export const gpuDialect = defineDialect({
  name: 'gpu',
  ops: [
    GPUModuleOp, GPUFuncOp, ReturnOp, LaunchOp, TerminatorOp, LaunchFuncOp, ...indexOps, BarrierOp, AllReduceOp,
    SubgroupReduceOp, ShuffleOp, RotateOp, YieldOp, PrintfOp, AllocOp, DeallocOp, MemcpyOp, MemsetOp, WaitOp,
    DynamicSharedMemoryOp, HostRegisterOp, HostUnregisterOp, SetDefaultDeviceOp, ...mmaOps,
  ],
  parseType: parseGpuType,
  parseAttribute: parseGpuAttribute,
  canonicalizationPatterns: gpuPatterns,
  // Every gpu op may be inlined, but nothing into gpu.func or gpu.launch bodies, as upstream.
  inliner: inlineOps,
});

export * from './attrs.js';
export * from './types.js';
export * from './index-ops.js';
export * from './module.js';
export * from './launch.js';
export * from './launch-helpers.js';
export * from './launch-func.js';
export * from './ops.js';
export * from './memory.js';
export * from './mma.js';
export { numWorkgroupAttributions, WORKGROUP_ATTRIBUTIONS } from './attributions.js';
