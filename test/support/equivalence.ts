/**
 * Execution equivalence through a pipeline: a program runs in the interpreter on fresh random
 * inputs before the first pass and after every pass (each pass run alone through the pass
 * manager, the IR verified after it), and each stage's results must equal the previous stage's
 * within a relative error. A failure names the pass, the output, the max relative error and the
 * seed that reproduces it (`seed` in the options). GPU code runs with the race checker on.
 */
import { type Context } from '../../src/ir/context.js';
import { createContext } from '../../src/dialects/index.js';
import type { Diagnostic } from '../../src/ir/diagnostics.js';
import type { Operation } from '../../src/ir/operation.js';
import { renderDiagnostic } from '../../src/ir/render.js';
import { SourceFile, SourceManager } from '../../src/support/source.js';
import { FloatType, FunctionType, IntegerType, RankedTensorType, type Type } from '../../src/ir/types.js';
import { TypeAttr } from '../../src/ir/attributes.js';
import { compileModule } from '../../src/interpreter/program.js';
import { MemRef, type RuntimeValue, Tensor, allocStorage, elementsOf, product } from '../../src/interpreter/values.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import { OpPassManager } from '../../src/passes/pass-manager.js';
import type { PassRegistry } from '../../src/passes/registry.js';
import { runPipeline } from '../../src/passes/runner.js';
import { type PipelineStep, comcoPipelineSteps, stepPass } from '../../src/conversion/comco-pipeline.js';
import { comcoPassRegistry } from '../../src/tools/comco-opt.js';
import { toArgument } from '../../src/tools/run-inputs.js';
import { Rng } from './prng.js';

export interface EquivalenceOptions {
  /** A name for messages (the example's file). */
  readonly name: string;
  /** The program, as MLIR text. */
  readonly source: string;
  /** The function to run. */
  readonly fn: string;
  /** The passes, in order; default: the registered stages of `--comco-pipeline{fusion}`. */
  readonly steps?: readonly PipelineStep[];
  readonly fusion?: boolean;
  /** Seed of the inputs; default: from the time (printed when the check fails). */
  readonly seed?: number;
  /** Largest relative error allowed between two stages (default 1e-5). */
  readonly rtol?: number;
  readonly registry?: PassRegistry;
}

export interface StageResult { readonly pass: string; readonly maxRelError: number }
export interface EquivalenceReport { readonly seed: number; readonly stages: readonly StageResult[]; readonly module: string }

export class EquivalenceError extends Error {}

/** Runs the check; throws EquivalenceError naming the first pass that changed the results. */
export function checkEquivalence(o: EquivalenceOptions): EquivalenceReport {
  const seed = o.seed ?? (Date.now() % 2147483647);
  const rtol = o.rtol ?? 1e-5;
  const registry = o.registry ?? comcoPassRegistry();
  const steps = o.steps ?? comcoPipelineSteps(registry, o.fusion ?? true);
  const ctx = createContext();
  const module = parseSource(o.source, ctx, { fileName: o.name });
  const sources = new SourceManager();
  sources.add(new SourceFile(o.name, o.source));
  const where = (what: string) => `${o.name} @${o.fn} (seed ${seed}): ${what}`;
  const inputs = randomInputs(functionTypeOf(module, o.fn, where).inputs, new Rng(seed));
  let before = run(module, o.fn, inputs, where('before the pipeline'));
  const stages: StageResult[] = [];
  for (const step of steps) {
    const label = step.options ? `${step.argument}{${step.options}}` : step.argument;
    applyPass(module, ctx, registry, step, sources, where(`pass '${label}' failed`));
    const after = run(module, o.fn, inputs, where(`after pass '${label}'`));
    if (after.length !== before.length) throw new EquivalenceError(where(`after pass '${label}' the function returns ${after.length} values, before it ${before.length}`));
    let worst = 0;
    after.forEach((a, k) => {
      const e = maxRelError(before[k]!, a);
      if (!(e <= rtol)) {
        throw new EquivalenceError(where(`pass '${label}' changed result #${k}: max relative error ${e} > ${rtol}\n${printOp(module)}`));
      }
      worst = Math.max(worst, e);
    });
    stages.push({ pass: label, maxRelError: worst });
    before = after;
  }
  return { seed, stages, module: printOp(module) };
}

function functionTypeOf(module: Operation, fn: string, where: (s: string) => string): FunctionType {
  let found: FunctionType | undefined;
  for (const op of module.regions[0]!.front) {
    const name = op.getAttr('sym_name');
    const t = op.getAttr('function_type');
    if (name && 'value' in name && name.value === fn && t instanceof TypeAttr && t.value instanceof FunctionType) found = t.value;
  }
  if (!found) throw new EquivalenceError(where(`no function @${fn}`));
  return found;
}

/** Inputs of the original signature: floats uniform in [-1, 1), never all zero; small integers. */
function randomInputs(types: readonly Type[], rng: Rng): Tensor[] {
  return types.map((t) => {
    const shape = t instanceof RankedTensorType ? t.shape : [];
    const et = t instanceof RankedTensorType ? t.elementType : t;
    const n = product(shape);
    const data = allocStorage(et, n) as unknown as (number | bigint)[];
    for (let i = 0; i < n; i++) {
      if (et instanceof FloatType) data[i] = rng.range(-1, 1);
      else if (et instanceof IntegerType && et.width > 32) data[i] = BigInt(rng.int(16) - 8);
      else data[i] = et instanceof IntegerType && et.width === 1 ? rng.int(2) : rng.int(16) - 8;
    }
    return new Tensor(et, shape, data as unknown as Tensor['data']);
  });
}

/** Runs `fn` on the inputs, passed as the function's current argument types want them. */
function run(module: Operation, fn: string, inputs: readonly Tensor[], where: string): number[][] {
  const gpu = hasGpuCode(module);
  try {
    const program = compileModule(module, { checkRaces: gpu });
    const entry = program.functions.get(fn);
    if (!entry) throw new EquivalenceError(`${where}: no function @${fn}`);
    const args = inputs.map((t, i) => toArgument(t, entry.type.inputs[i]!));
    return program.run(fn, args, { print: () => {} }).map(numbers);
  } catch (e) {
    if (e instanceof EquivalenceError) throw e;
    throw new EquivalenceError(`${where}: ${(e as Error).message}\n${printOp(module)}`);
  }
}

const hasGpuCode = (module: Operation): boolean => !module.walk((op) => (op.name === 'gpu.launch' || op.name === 'gpu.launch_func' ? 'interrupt' : undefined));

function numbers(v: RuntimeValue): number[] {
  if (v instanceof Tensor || v instanceof MemRef) return elementsOf(v).map(Number);
  if (typeof v === 'number' || typeof v === 'bigint') return [Number(v)];
  throw new EquivalenceError(`cannot compare a result of kind ${typeof v}`);
}

/**
 * max_i |a_i - b_i| / max_i |a_i| (the norm-wise relative error, which stays meaningful where
 * single elements are near zero); NaN/infinity must match exactly. Infinity when shapes differ.
 */
export function maxRelError(ref: readonly number[], got: readonly number[]): number {
  if (ref.length !== got.length) return Infinity;
  let scale = 0, diff = 0;
  for (let i = 0; i < ref.length; i++) {
    const a = ref[i]!, b = got[i]!;
    if (!Number.isFinite(a) || !Number.isFinite(b)) {
      if (!Object.is(a, b) && !(Number.isNaN(a) && Number.isNaN(b))) return Infinity;
      continue;
    }
    scale = Math.max(scale, Math.abs(a));
    diff = Math.max(diff, Math.abs(a - b));
  }
  return diff === 0 ? 0 : diff / (scale || Number.MIN_VALUE);
}

function applyPass(module: Operation, ctx: Context, registry: PassRegistry, step: PipelineStep, sources: SourceManager, where: string): void {
  const pm = new OpPassManager('builtin.module', 'implicit');
  pm.addPass(stepPass(registry, step));
  const diags: Diagnostic[] = [];
  let ok: boolean;
  try {
    ok = runPipeline(pm, module, { context: ctx, emit: (d) => diags.push(d), verifyEach: true });
  } catch (e) {
    throw new EquivalenceError(`${where} (it crashed): ${(e as Error).stack ?? String(e)}`);
  }
  if (!ok) throw new EquivalenceError(`${where}:\n${diags.map((d) => renderDiagnostic(d, sources)).join('\n')}`);
}

/**
 * The program with tensor/memref dimensions renamed through `sizes` (`{64: 37}` makes every
 * 64 in a shaped type 37): examples are written at one size with a distinct extent per role, and
 * tests run them at sizes that do not divide the tile sizes.
 */
export function resize(source: string, sizes: Readonly<Record<number, number>>): string {
  return source.replace(/\b(tensor|memref)<([0-9x]+)x([a-z][a-z0-9]*)>/g, (_m, kind: string, dims: string, et: string) =>
    `${kind}<${dims.split('x').map((d) => String(sizes[Number(d)] ?? d)).join('x')}x${et}>`);
}
