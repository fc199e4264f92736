/**
 * Runs a pipeline over IR (upstream's PassManager::run and OpToOpPassAdaptor, single-threaded
 * as `--mlir-disable-threading`): passes in order on the anchor op; a nested pipeline on every op
 * of its anchor found directly in the regions of the op the enclosing pipeline runs on (ops
 * further down are reached by nesting again, `builtin.module(builtin.module(func.func(...)))`).
 * After each pass the op is verified (`--verify-each`); a failing pass stops its pipeline on that
 * op, while sibling ops still run theirs, and the whole run reports failure.
 */
import type { Context } from '../ir/context.js';
import { type Diagnostic, DiagnosticError, errorAt } from '../ir/diagnostics.js';
import type { Operation } from '../ir/operation.js';
import { type VerifyOptions, verifyAll } from '../ir/verifier.js';
import type { PassInstrumentation } from './instrumentation.js';
import type { PassInstance, PassRunContext } from './pass.js';
import { OpPassManager } from './pass-manager.js';

export interface RunOptions {
  /** The IR context handed to passes. */
  readonly context: Context;
  /** Where diagnostics from passes (and from verification after them) go. */
  readonly emit: (d: Diagnostic) => void;
  /** Verify the IR after every pass (default true). */
  readonly verifyEach?: boolean;
  /** How the verifier prints ops in its messages. */
  readonly verifyOptions?: VerifyOptions;
  /** Add a note naming the pass to errors of verification after it (default true). Tools turn
   * it off under --verify-diagnostics, where diagnostics must be exactly upstream's. */
  readonly notePassOnVerifyError?: boolean;
  readonly instrumentations?: readonly PassInstrumentation[];
}

type Scheduled = (PassInstance | OpPassManager[])[];

export class PassRunner {
  private readonly schedules = new Map<OpPassManager, Scheduled>();
  private readonly instr: readonly PassInstrumentation[];

  constructor(readonly pm: OpPassManager, private readonly options: RunOptions) {
    this.instr = options.instrumentations ?? [];
  }

  /** Runs the pipeline on `op` (usually the top-level module). Returns false on failure. */
  run(op: Operation): boolean {
    if (!this.pm.isOpAgnostic && this.pm.anchor !== op.name) {
      this.options.emit(errorAt(op.loc, `can't run '${this.pm.anchor}' pass manager on '${op.name}' op`).diagnostic);
      return false;
    }
    return this.runPipeline(this.pm, op);
  }

  private schedule(pm: OpPassManager): Scheduled {
    let s = this.schedules.get(pm);
    if (!s) { s = pm.schedule(); this.schedules.set(pm, s); }
    return s;
  }

  private runPipeline(pm: OpPassManager, op: Operation): boolean {
    for (const step of this.schedule(pm)) {
      const ok = Array.isArray(step) ? this.runNested(step, op) : this.runPass(step, op);
      if (!ok) return false;
    }
    return true;
  }

  /** The adaptor: each op directly inside `op` runs the first pipeline that can run on it. */
  private runNested(mgrs: readonly OpPassManager[], op: Operation): boolean {
    let ok = true;
    for (const region of op.regions) {
      for (const block of region.blocks) {
        for (const child of [...block]) {
          const mgr = mgrs.find((m) => canScheduleOn(m, child));
          if (!mgr) continue;
          for (const i of this.instr) i.runBeforePipeline?.(mgr, child);
          if (!this.runPipeline(mgr, child)) ok = false;
          for (const i of this.instr) i.runAfterPipeline?.(mgr, child);
        }
      }
    }
    return ok;
  }

  private runPass(pass: PassInstance, op: Operation): boolean {
    if (pass.anchor !== undefined && pass.anchor !== op.name) {
      this.options.emit(errorAt(op.loc, `pass '${pass.argument}' is anchored on '${pass.anchor}' and cannot run on '${op.name}'`).diagnostic);
      return false;
    }
    for (const i of this.instr) i.runBeforePass?.(pass, op);
    let failed = false;
    const ctx: PassRunContext = {
      context: this.options.context,
      stat: (name, n = 1) => {
        if (!pass.stats.has(name)) throw new Error(`pass '${pass.argument}' has no statistic '${name}'`);
        pass.stats.set(name, pass.stats.get(name)! + n);
      },
      emit: (d) => { if (d.severity === 'error') failed = true; this.options.emit(d); },
      signalFailure: () => { failed = true; },
      runPipeline: (pm, target) => {
        for (const i of this.instr) i.runBeforePipeline?.(pm, target);
        const ok = this.runPipeline(pm, target);
        for (const i of this.instr) i.runAfterPipeline?.(pm, target);
        return ok;
      },
    };
    try {
      pass.def.run(op, pass.options, ctx);
    } catch (e) {
      if (!(e instanceof DiagnosticError)) throw e;
      this.options.emit(e.diagnostic);
      failed = true;
    }
    if (!failed && (this.options.verifyEach ?? true)) {
      // Every invalid isolated op is reported (one error each), as upstream's verifier does.
      for (const err of verifyAll(op, this.options.verifyOptions)) {
        if (this.options.notePassOnVerifyError ?? true) {
          err.note(`the IR is invalid after pass '${pass.name}' (${pass.argument})`, op.loc);
        }
        this.options.emit(err.diagnostic);
        failed = true;
      }
    }
    for (const i of this.instr) {
      if (failed) i.runAfterPassFailed?.(pass, op); else i.runAfterPass?.(pass, op);
    }
    return !failed;
  }
}

/** Whether `pm` runs on `op` when nested: by anchor name, or (op-agnostic) on isolated ops. */
function canScheduleOn(pm: OpPassManager, op: Operation): boolean {
  if (!pm.isOpAgnostic) return pm.anchor === op.name;
  if (!op.isRegistered || !op.hasTrait('IsolatedFromAbove')) return false;
  const passesFit = (m: OpPassManager): boolean => m.elements.every((e) => {
    if (e instanceof OpPassManager) return true;
    return (e.anchor === undefined || e.anchor === op.name) && (e.def.canScheduleOn?.(op) ?? true);
  });
  return passesFit(pm);
}

/** Runs `pm` on `op` with the given options; a convenience for tests and tools. */
export function runPipeline(pm: OpPassManager, op: Operation, options: RunOptions): boolean {
  return new PassRunner(pm, options).run(op);
}
