/**
 * The pass-manager part of an mlir-opt-like command line: the options upstream's
 * PassManagerOptions and PassPipelineCLParser add (`--pass-pipeline`, one flag per registered
 * pass, IR printing, timing, statistics), turned into a pipeline and instrumentations. Tools keep
 * their own argument parsing; these specs have the shape of tools/args.ts's OptionSpec.
 */
import type { PrintFlags } from '../printer/printer.js';
import type { PassInstrumentation } from './instrumentation.js';
import { PassOptionError } from './options.js';
import { PassInstance } from './pass.js';
import { OpPassManager, PipelineError } from './pass-manager.js';
import { PipelineParseError, optionError, parsePassPipeline, parsePipelineElements } from './pipeline-parser.js';
import { IRPrinter } from './print-ir.js';
import type { PassRegistry } from './registry.js';
import { PassTiming } from './timing.js';

export interface CliOptionSpec {
  readonly name: string;
  readonly kind: 'flag' | 'value' | 'list';
  readonly help: string;
  readonly valueName?: string;
}

export const PASS_MANAGER_OPTIONS: readonly CliOptionSpec[] = [
  { name: 'pass-pipeline', kind: 'value', help: 'Textual description of the pass pipeline to run', valueName: 'pipeline' },
  { name: 'dump-pass-pipeline', kind: 'flag', help: 'Print the pipeline that will be run' },
  { name: 'list-passes', kind: 'flag', help: 'List the registered passes and pass pipelines with their options' },
  { name: 'mlir-print-ir-before-all', kind: 'flag', help: 'Print IR before each pass' },
  { name: 'mlir-print-ir-after-all', kind: 'flag', help: 'Print IR after each pass' },
  { name: 'mlir-print-ir-before', kind: 'list', help: 'Print IR before specified passes', valueName: 'pass-arg' },
  { name: 'mlir-print-ir-after', kind: 'list', help: 'Print IR after specified passes', valueName: 'pass-arg' },
  { name: 'mlir-print-ir-after-change', kind: 'flag', help: 'When printing the IR after a pass, only print if the IR changed' },
  { name: 'mlir-print-ir-after-failure', kind: 'flag', help: 'When printing the IR after a pass, only print if the pass failed' },
  { name: 'mlir-print-ir-module-scope', kind: 'flag', help: 'When printing IR for print-ir-[before|after]{-all} always print the top-level operation' },
  { name: 'mlir-timing', kind: 'flag', help: 'Display execution times' },
  { name: 'mlir-pass-statistics', kind: 'flag', help: 'Display the statistics of each pass' },
  { name: 'mlir-disable-threading', kind: 'flag', help: 'Disable multi-threading (comco runs passes on one thread anyway)' },
];

/** What a tool parsed from its command line, in the terms of this module. */
export interface PassCliArgs {
  readonly flags: ReadonlySet<string>;
  readonly values: ReadonlyMap<string, string>;
  readonly lists: ReadonlyMap<string, readonly string[]>;
}

/** A pass given as a flag: `--canonicalize`, `-cse`, `--canonicalize=max-iterations=3 top-down=false`. */
export interface PassFlag { readonly name: string; readonly value: string | undefined; }

/** An error in the pipeline part of the command line, rendered as upstream renders it: the tool
 * prints `toolMessage` under its name (when there is one), then `message` as an error. */
export class PassCliError extends Error {
  constructor(message: string, readonly toolMessage?: string) { super(message); }
}

/** The pipeline from `--pass-pipeline` or from pass flags (in order), or undefined for none. */
export function buildPipeline(registry: PassRegistry, args: PassCliArgs, passFlags: readonly PassFlag[], anchor = 'builtin.module'): OpPassManager | undefined {
  const text = args.values.get('pass-pipeline');
  try {
    if (text !== undefined) {
      if (passFlags.length) throw new PassCliError("'-pass-pipeline' option can't be used with individual pass options");
      return parsePassPipeline(text, registry);
    }
    if (!passFlags.length) return undefined;
    // Pass flags nest passes anchored elsewhere implicitly, as mlir-opt's command line does.
    const pm = new OpPassManager(anchor, 'implicit');
    for (const f of passFlags) {
      const pipeline = registry.lookupPipeline(f.name);
      if (pipeline) {
        if (f.value !== undefined && f.value.trim() !== '') throw new PassCliError(`pass pipeline '${f.name}' takes no options`);
        parsePipelineElements(pipeline.pipeline, pm, registry);
        continue;
      }
      const def = registry.lookupPass(f.name)!;
      let pass: PassInstance;
      try {
        pass = PassInstance.create(def, unbrace(f.value ?? ''));
      } catch (e) {
        if (e instanceof PassOptionError) throw optionError(e, f.name, f.value ?? '', false);
        throw e;
      }
      pm.addPass(pass);
    }
    return pm;
  } catch (e) {
    if (e instanceof PipelineParseError) throw new PassCliError(e.rendered, e.toolMessage);
    if (e instanceof PipelineError) throw new PassCliError(e.message);
    throw e;
  }
}

/** `{a=1 b=2}` → `a=1 b=2` (a flag's value may be braced as in a pipeline). */
function unbrace(v: string): string {
  const t = v.trim();
  return t.startsWith('{') && t.endsWith('}') ? t.slice(1, -1) : v;
}

export interface Instrumentation {
  readonly list: PassInstrumentation[];
  /** Set with --mlir-timing: tools time their own phases with it and print its report. */
  readonly timing: PassTiming | undefined;
}

/** The instrumentations the flags ask for. Dumps go to `out` (stderr, as upstream). */
export function instrumentationFromArgs(args: PassCliArgs, out: (text: string) => void, flags: PrintFlags): Instrumentation {
  const list: PassInstrumentation[] = [];
  const names = (k: string) => new Set((args.lists.get(k) ?? []).flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean));
  const before = args.flags.has('mlir-print-ir-before-all') ? 'all' as const : names('mlir-print-ir-before');
  const afterFailure = args.flags.has('mlir-print-ir-after-failure');
  const after = args.flags.has('mlir-print-ir-after-all') || afterFailure ? 'all' as const : names('mlir-print-ir-after');
  const any = (s: 'all' | Set<string>) => s === 'all' || s.size > 0;
  if (any(before) || any(after)) {
    list.push(new IRPrinter({
      before, after, afterFailure,
      afterOnlyOnChange: args.flags.has('mlir-print-ir-after-change'),
      moduleScope: args.flags.has('mlir-print-ir-module-scope'),
      flags, out,
    }));
  }
  const timing = args.flags.has('mlir-timing') ? new PassTiming() : undefined;
  if (timing) list.push(timing);
  return { list, timing };
}

/** Which unknown command-line options are pass flags (and which are not: usage errors). */
export function splitPassFlags(registry: PassRegistry, unknown: readonly { name: string; value: string | undefined; raw: string }[]): { passes: PassFlag[]; rest: typeof unknown } {
  const passes: PassFlag[] = [];
  const rest: { name: string; value: string | undefined; raw: string }[] = [];
  for (const u of unknown) {
    if (registry.has(u.name)) passes.push({ name: u.name, value: u.value }); else rest.push(u);
  }
  return { passes, rest };
}
