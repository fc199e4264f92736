/**
 * The pipelines the inliner runs on each callable before and after inlining into it: one per op
 * name from `op-pipelines` (`func.func(cse,canonicalize)`), else `default-pipeline`
 * (`canonicalize`). They are parsed against the general transformation passes, the ones a
 * simplification pipeline is made of.
 */
import { errorAt } from '../ir/diagnostics.js';
import type { Operation } from '../ir/operation.js';
import { PassOptionError, type OptionSpec } from '../passes/options.js';
import { OpPassManager } from '../passes/pass-manager.js';
import type { PassRunContext } from '../passes/pass.js';
import { PipelineParseError, parsePassPipeline, parsePipelineElements } from '../passes/pipeline-parser.js';
import { PassRegistry } from '../passes/registry.js';
import { runPipeline } from '../passes/runner.js';
import { CanonicalizePass } from './canonicalize.js';
import { CSEPass } from './cse.js';
import { LoopInvariantCodeMotionPass } from './licm.js';
import { SymbolDCEPass } from './symbol-dce.js';

export interface CallablePipelines {
  /** Pipeline elements for callables without their own pipeline; empty for none. */
  readonly defaultPipeline: string;
  /** Anchored pipelines (`func.func(cse)`), one per callable op name. */
  readonly opPipelines: readonly string[];
}

let registry: PassRegistry | undefined;
function simplificationPasses(): PassRegistry {
  registry ??= new PassRegistry([CanonicalizePass, CSEPass, SymbolDCEPass, LoopInvariantCodeMotionPass]);
  return registry;
}

/** Parses `text` to check it, turning parse errors into option errors. */
function checkPipeline(text: string, name: string, anchored: boolean): void {
  try {
    if (anchored) parsePassPipeline(text, simplificationPasses());
    else parsePipelineElements(text, new OpPassManager(), simplificationPasses());
  } catch (e) {
    if (e instanceof PipelineParseError) throw new PassOptionError(`for the --${name} option: ${e.message}`);
    throw e;
  }
}

/** `default-pipeline=canonicalize`: pipeline elements, checked as parsed, printed bare. */
export function pipelineOption(dflt: string, description: string): OptionSpec<string> {
  return {
    kind: 'string', default: dflt, description,
    parse(text, name) {
      const v = (text ?? '').replace(/^\{(.*)\}$/s, '$1').replace(/^"(.*)"$/s, '$1');
      checkPipeline(v, name, false);
      return v;
    },
    print: (v) => v,
  };
}

/** `op-pipelines=func.func(cse),gpu.func(canonicalize)`: anchored pipelines, checked as parsed. */
export function pipelinesOption(description: string): OptionSpec<readonly string[]> {
  return {
    kind: 'list', default: [], description,
    parse(text, name) {
      const body = (text ?? '').replace(/^\{(.*)\}$/s, '$1');
      const out: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i <= body.length; i++) {
        const c = body[i];
        if (c === '(') depth++;
        else if (c === ')') depth--;
        else if ((c === ',' || c === undefined) && depth === 0) {
          const p = body.slice(start, i).trim();
          if (p) out.push(p);
          start = i + 1;
        }
      }
      for (const p of out) checkPipeline(p, name, true);
      return out;
    },
    print: (v) => `{${v.join(',')}}`,
  };
}

const cache = new WeakMap<CallablePipelines, Map<string, OpPassManager | null>>();

/** The pipeline for callables named `opName`, or null when there is none to run. */
function pipelineFor(p: CallablePipelines, opName: string): OpPassManager | null {
  let byName = cache.get(p);
  if (!byName) { byName = new Map(); cache.set(p, byName); }
  let pm = byName.get(opName);
  if (pm !== undefined) return pm;
  const own = p.opPipelines.map((t) => parsePassPipeline(t, simplificationPasses())).find((m) => m.anchor === opName);
  if (own) pm = own;
  else if (p.defaultPipeline.trim() === '') pm = null;
  else {
    pm = new OpPassManager(opName);
    parsePipelineElements(p.defaultPipeline, pm, simplificationPasses());
  }
  byName.set(opName, pm);
  return pm;
}

/** Runs the callable's pipeline on it; false when it failed (its errors were reported). */
export function optimizeCallable(op: Operation, p: CallablePipelines, ctx: PassRunContext): boolean {
  let pm: OpPassManager | null;
  try {
    pm = pipelineFor(p, op.name);
  } catch (e) {
    if (e instanceof PipelineParseError) throw errorAt(op.loc, `invalid inliner pipeline: ${e.message}`);
    throw e;
  }
  if (!pm) return true;
  // Within the running pipeline (its IR dumps and timing), else on its own.
  if (ctx.runPipeline) return ctx.runPipeline(pm, op);
  return runPipeline(pm, op, { context: ctx.context, emit: (d) => ctx.emit(d) });
}
