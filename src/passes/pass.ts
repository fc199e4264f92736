/**
 * Passes. A pass is data plus a `run` function: its command-line argument and display name as
 * upstream spells them (`canonicalize` / `Canonicalizer`, which is what IR dumps and timing
 * reports show), a summary, typed options, optional statistics, and the op it is anchored on
 * (`func.func`) or none for op-agnostic passes. A pass fails by throwing a DiagnosticError (or by
 * emitting errors and calling `signalFailure`); the pass manager renders and counts it.
 */
import type { Context } from '../ir/context.js';
import type { Diagnostic } from '../ir/diagnostics.js';
import type { Operation } from '../ir/operation.js';
import type { OpPassManager } from './pass-manager.js';
import {
  type OptionSpecs, type OptionValues, defaultOptions, parseOptions, printOptions,
} from './options.js';

/** What a running pass can reach besides the op it runs on. */
export interface PassRunContext {
  /** The IR context: loaded dialects (their patterns, `materializeConstant`), op kinds. */
  readonly context: Context;
  /** Adds `n` (default 1) to one of the pass's declared statistics. */
  stat(name: string, n?: number): void;
  /** Reports a diagnostic (a warning, a remark, or an error followed by `signalFailure`). */
  emit(d: Diagnostic): void;
  /** Marks the pass as failed after its errors were emitted. */
  signalFailure(): void;
  /** Runs a pipeline on `op` (the op the pass runs on, or one nested in it) within this run:
   * its instrumentation (IR dumps, timing) and verification apply, as upstream's
   * Pass::runPipeline for dynamic pipelines (the inliner's simplification). False on failure,
   * its errors reported. */
  runPipeline?(pm: OpPassManager, op: Operation): boolean;
}

export interface PassDef<S extends OptionSpecs = OptionSpecs> {
  /** The command-line name: `--canonicalize`, `canonicalize{...}` in a pipeline. */
  readonly argument: string;
  /** The display name (upstream's C++ class name): `// -----// IR Dump After Canonicalizer ...`. */
  readonly name: string;
  readonly summary: string;
  readonly description?: string;
  /** The op the pass runs on (`func.func`), or undefined for a pass that runs on any op. */
  readonly anchor?: string;
  readonly options: S;
  /** Statistic names and their descriptions (`--mlir-pass-statistics`). */
  readonly statistics?: Readonly<Record<string, string>>;
  /** Extra conditions on the ops an op-agnostic pass may be scheduled on. */
  canScheduleOn?(op: Operation): boolean;
  /** Transforms `op` in place. Throws a DiagnosticError to fail. */
  run(op: Operation, options: OptionValues<S>, ctx: PassRunContext): void;
}

const ARGUMENT = /^[a-z][a-z0-9-]*$/;

/** Checks a pass definition once, where it is written, and returns it with its option types. */
export function definePass<const S extends OptionSpecs>(def: PassDef<S>): PassDef<S> {
  if (!ARGUMENT.test(def.argument)) throw new Error(`pass argument '${def.argument}' is not lower-case-with-dashes`);
  for (const k of Object.keys(def.options)) {
    if (!ARGUMENT.test(k)) throw new Error(`option '${k}' of pass '${def.argument}' is not lower-case-with-dashes`);
  }
  return def;
}

/** A pass scheduled in a pipeline: its definition, its option values and its statistics. */
export class PassInstance {
  readonly stats = new Map<string, number>();
  private constructor(readonly def: PassDef, readonly options: OptionValues<OptionSpecs>) {
    for (const k of Object.keys(def.statistics ?? {})) this.stats.set(k, 0);
  }

  /** An instance with the defaults overridden by option text. Throws PassOptionError. */
  static create<S extends OptionSpecs>(def: PassDef<S>, optionText = ''): PassInstance {
    const options = optionText.trim() === '' ? defaultOptions(def.options) : parseOptions(def.options, optionText);
    return new PassInstance(def, options);
  }
  /** A fresh instance with the same options (statistics start at zero). */
  clone(): PassInstance { return new PassInstance(this.def, this.options); }

  get argument(): string { return this.def.argument; }
  get name(): string { return this.def.name; }
  get anchor(): string | undefined { return this.def.anchor; }

  /** `canonicalize{  max-iterations=10 ...}` or `cse`, as upstream prints a pipeline. */
  get text(): string {
    if (Object.keys(this.def.options).length === 0) return this.argument;
    return `${this.argument}{${printOptions(this.def.options, this.options)}}`;
  }
}
