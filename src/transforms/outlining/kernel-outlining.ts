/**
 * `gpu-kernel-outlining`: upstream's GpuKernelOutliningPass. Every gpu.launch in a function of
 * the module becomes a gpu.func kernel in a gpu.module next to the function, and the launch a
 * gpu.launch_func passing the values the body used from outside, in upstream's order (so our
 * output diffs clean against mlir-opt-22). Like upstream 22 it clones nothing into the kernel:
 * constants reach the kernel as arguments unless `gpu-launch-sink-index-computations` ran first.
 */
import { DenseArrayAttr, IntegerAttr, SymbolRefAttr, UnitAttr } from '../../ir/attributes.js';
import { Builder } from '../../ir/builder.js';
import { IRMapping } from '../../ir/mapping.js';
import type { Operation } from '../../ir/operation.js';
import { SymbolTable, isSymbolTable, symbolName, symbolUsesOf } from '../../ir/symbols.js';
import { FunctionType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { StringAttr } from '../../ir/attributes.js';
import { type OptionSpec, PassOptionError, stringOption } from '../../passes/options.js';
import { definePass } from '../../passes/pass.js';
import { constantOf } from '../../rewrite/fold.js';
import {
  BlockDimOp, BlockIdOp, CONTAINER_MODULE_ATTR, ClusterDimOp, ClusterIdOp, GridDimOp, LaunchOp, ReturnOp, ThreadIdOp,
  buildGPUFuncOp, buildGPUModuleOp, buildLaunchFuncOp, dim, hasClusterSize, launchBlockSizeOperands,
  launchClusterSizeOperands, launchGridSizeOperands, launchPrivateAttributions, launchWorkgroupAttributions,
  numConfigRegionArgs, type KernelDim3, type LaunchOpT,
} from '../../dialects/gpu/index.js';
import { usedValuesDefinedAbove } from './values-above.js';

const U32_MAX = 0xffffffffn;

/** The sizes as an i32 array when all three are integer constants that fit in 32 bits. */
function constantDims(dims: KernelDim3): DenseArrayAttr | undefined {
  const out: number[] = [];
  for (const v of [dims.x, dims.y, dims.z]) {
    const c = constantOf(v);
    if (!(c instanceof IntegerAttr) || c.value < 0n || c.value > U32_MAX) return undefined;
    // Upstream stores the unsigned value in an i32 array, so large sizes wrap into negatives.
    out.push(Number(BigInt.asIntN(32, c.value)));
  }
  return DenseArrayAttr.i32(out);
}

/** The ops standing for the launch's configuration arguments, in the region's argument order. */
function indexValues(b: Builder, clusters: boolean): Value[] {
  const kinds = [BlockIdOp, ThreadIdOp, GridDimOp, BlockDimOp, ...(clusters ? [ClusterIdOp, ClusterDimOp] : [])];
  return kinds.flatMap((k) => (['x', 'y', 'z'] as const).map((d) => k.build(b, { dimension: dim(d) }).result));
}

/** Builds the kernel for `launch` (detached), with `operands` as its arguments. */
function outlineKernelFunc(launch: LaunchOpT, name: string, operands: readonly Value[]): Operation {
  const b = new Builder(launch.loc);
  const extra: [string, DenseArrayAttr][] = [];
  const blockBounds = constantDims(launchBlockSizeOperands(launch));
  if (blockBounds) extra.push(['known_block_size', blockBounds]);
  const gridBounds = constantDims(launchGridSizeOperands(launch));
  if (gridBounds) extra.push(['known_grid_size', gridBounds]);
  const workgroup = launchWorkgroupAttributions(launch);
  const priv = launchPrivateAttributions(launch);
  const fn = buildGPUFuncOp(b, {
    name,
    type: FunctionType.get(operands.map((v) => v.type), []),
    workgroupAttributions: workgroup.map((a) => a.type),
    privateAttributions: priv.map((a) => a.type),
    kernel: true,
    extraAttrs: extra,
  });
  const entry = fn.body.front;
  const launchEntry = launch.body.front;
  const map = new IRMapping();
  b.setInsertionPointToEnd(entry);
  indexValues(b, hasClusterSize(launch)).forEach((v, i) => map.map(launchEntry.args[i]!, v));
  operands.forEach((v, i) => map.map(v, entry.args[i]!));
  const firstBuffer = numConfigRegionArgs(hasClusterSize(launch));
  [...workgroup, ...priv].forEach((_a, i) => map.map(launchEntry.args[firstBuffer + i]!, entry.args[operands.length + i]!));
  const entryValues = launchEntry.args.map((a) => map.lookup(a));
  const firstCloned = fn.body.blocks.length;
  launch.body.cloneInto(fn.body, map);
  // Cloning gave the entry block fresh arguments: their uses take the values mapped above.
  const clonedEntry = fn.body.blocks[firstCloned]!;
  clonedEntry.args.forEach((a, i) => a.replaceAllUsesWith(entryValues[i] ?? a));
  for (const block of fn.body.blocks.slice(firstCloned)) {
    const term = block.last;
    if (term?.name !== 'gpu.terminator') continue;
    ReturnOp.build(Builder.before(term), { values: [] });
    term.erase();
  }
  // The cloned entry block joins the function's entry block (after the index ops).
  for (let op = clonedEntry.first; op; ) {
    const next = op.next;
    entry.push(op.remove());
    op = next;
  }
  clonedEntry.erase();
  return fn;
}

/** Clones into `module` the symbols of `parent` that `kernel` refers to, transitively. */
function cloneReferencedSymbols(kernel: Operation, module: Operation, parent: SymbolTable): void {
  const table = new SymbolTable(module);
  const work = [kernel];
  while (work.length) {
    const op = work.pop()!;
    const refs: SymbolRefAttr[] = [];
    op.walkPre((o) => { refs.push(...symbolUsesOf(o)); return o !== op && isSymbolTable(o) ? 'skip' : undefined; });
    for (const ref of refs) {
      if (ref.nested.length || table.lookup(ref.root)) continue;
      const def = parent.lookup(ref.root);
      if (!def) continue;
      const copy = def.clone();
      module.regions[0]!.front.push(copy);
      table.insert(copy);
      work.push(copy);
    }
  }
}

/** Puts `kernel` in the gpu.module the launch names (when it exists) or in a new one inserted
 * before `insertPt`; returns the reference the launch_func uses. */
function placeKernel(launch: LaunchOpT, kernel: Operation, moduleName: string, table: SymbolTable, top: Operation, insertPt: Operation | null): SymbolRefAttr {
  const existing = table.lookup(moduleName);
  let module: Operation;
  if (existing?.name === 'gpu.module' && launch.module !== undefined) {
    module = existing;
    const inner = new SymbolTable(module);
    kernel.setAttr('sym_name', StringAttr.get(inner.uniqueName(symbolName(kernel)!)));
    module.regions[0]!.front.push(kernel);
  } else {
    module = buildGPUModuleOp(new Builder(launch.loc), table.uniqueName(moduleName));
    top.regions[0]!.front.insertBefore(module, insertPt);
    table.insert(module);
    module.regions[0]!.front.push(kernel);
  }
  cloneReferencedSymbols(kernel, module, table);
  return SymbolRefAttr.get(symbolName(module)!, [symbolName(kernel)!]);
}

/** Replaces `launch` by a gpu.launch_func of `kernel` with `operands`. */
function convertToLaunchFunc(launch: LaunchOpT, kernel: SymbolRefAttr, operands: readonly Value[]): void {
  const b = Builder.before(launch);
  const cluster = launchClusterSizeOperands(launch);
  const lf = buildLaunchFuncOp(b, {
    kernel,
    gridSize: launchGridSizeOperands(launch),
    blockSize: launchBlockSizeOperands(launch),
    ...(cluster ? { clusterSize: cluster } : {}),
    ...(launch.dynamicSharedMemorySize ? { dynamicSharedMemorySize: launch.dynamicSharedMemorySize } : {}),
    kernelOperands: operands,
    async: launch.asyncToken !== undefined,
    asyncDependencies: launch.asyncDependencies,
  });
  launch.replaceAllUsesWith(lf.results);
  launch.erase();
}

/** Function-like ops directly in the module (func.func, or any callable with a function type). */
const isHostFunction = (op: Operation): boolean =>
  op.name !== 'gpu.func' && op.hasTrait('CallableOp') && op.hasAttr('function_type') && symbolName(op) !== undefined;

/** Outlines every gpu.launch of `top`'s functions; returns whether any was. */
export function outlineKernels(top: Operation): boolean {
  const table = new SymbolTable(top);
  let modified = false;
  for (const fn of [...top.regions[0]!.front]) {
    if (!isHostFunction(fn)) continue;
    const insertPt = fn.next;
    const launches: LaunchOpT[] = [];
    fn.walk((op) => { if (LaunchOp.is(op)) launches.push(op); });
    for (const launch of launches) {
      const operands = usedValuesDefinedAbove(launch.body);
      const kernelName = launch.function?.leaf ?? `${symbolName(fn)}_kernel`;
      const moduleName = launch.module?.leaf ?? kernelName;
      const kernel = outlineKernelFunc(launch, kernelName, operands);
      const ref = placeKernel(launch, kernel, moduleName, table, top, insertPt);
      convertToLaunchFunc(launch, ref, operands);
      modified = true;
    }
  }
  if (modified) top.setAttr(CONTAINER_MODULE_ATTR, UnitAttr.instance);
  return modified;
}

/**
 * Upstream attaches the option's `#dlti.dl_spec<...>` to each kernel module. comco has no DLTI
 * dialect, so a layout is refused when the pipeline is built rather than dropped in silence.
 */
const dataLayoutOption: OptionSpec<string> = {
  ...stringOption('', 'String containing the data layout specification to be attached to the GPU kernel module'),
  parse(text, name) {
    const value = stringOption('', '').parse(text, name);
    if (value !== '') throw new PassOptionError(`<Pass-Options-Parser>: data-layout-str is not supported: comco has no DLTI dialect to attach '${value}' to kernel modules`, false);
    return value;
  },
};

export const GpuKernelOutliningPass = definePass({
  argument: 'gpu-kernel-outlining',
  name: 'GpuKernelOutliningPass',
  summary: 'Outline gpu.launch bodies to kernel functions',
  description: 'Moves each gpu.launch body into a gpu.func kernel of a gpu.module and launches it with gpu.launch_func; the values the body used from outside become the kernel\'s arguments.',
  anchor: 'builtin.module',
  options: {
    'data-layout-str': dataLayoutOption,
  },
  run(op) {
    outlineKernels(op);
  },
});
