/**
 * Pass instrumentation (upstream's PassInstrumentation): hooks the runner calls around every
 * pass and every nested pipeline run, in nesting order. IR printing, timing and statistics are
 * instrumentations; tests add their own to observe the schedule.
 */
import type { Operation } from '../ir/operation.js';
import type { OpPassManager } from './pass-manager.js';
import type { PassInstance } from './pass.js';

export interface PassInstrumentation {
  /** Before a nested pipeline starts on `op` (not called for the top-level pipeline). */
  runBeforePipeline?(pm: OpPassManager, op: Operation): void;
  runAfterPipeline?(pm: OpPassManager, op: Operation): void;
  runBeforePass?(pass: PassInstance, op: Operation): void;
  /** After a pass succeeded (and the IR verified, with --verify-each). */
  runAfterPass?(pass: PassInstance, op: Operation): void;
  /** After a pass failed or left invalid IR. */
  runAfterPassFailed?(pass: PassInstance, op: Operation): void;
}
