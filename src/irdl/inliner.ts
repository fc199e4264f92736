/**
 * What a dialect tells the inliner (upstream's DialectInlinerInterface): whether its ops may be
 * inlined, whether code may be inlined into the regions of its ops, and how its terminators
 * become branches or replaced values once inlined. A dialect that says nothing keeps its ops (and
 * the calls that would carry them) out of inlining, as upstream: inlining must be known safe.
 */
import type { Block } from '../ir/block.js';
import type { Builder } from '../ir/builder.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { Value } from '../ir/value.js';

export interface DialectInlinerInterface {
  /** May `call` (an op of this dialect) be replaced by the body of `callable`? Default: no. */
  isLegalToInlineCall?(call: Operation, callable: Operation, wouldBeCloned: boolean): boolean;
  /** May `src` be inlined into `dest`, a region of an op of this dialect? Default: no. */
  isLegalToInlineRegion?(dest: Region, src: Region, wouldBeCloned: boolean): boolean;
  /** May `op` (of this dialect) be inlined into `dest`? Default: no. */
  isLegalToInlineOp?(op: Operation, dest: Region, wouldBeCloned: boolean): boolean;
  /** Whether the ops in `op`'s regions are checked one by one as well (default: yes). */
  shouldAnalyzeRecursively?(op: Operation): boolean;
  /** A terminator of an inlined multi-block body: replace it by a branch to `dest`, whose
   * arguments stand for the call's results. */
  handleTerminatorBranch?(b: Builder, op: Operation, dest: Block): void;
  /** The terminator of an inlined single-block body: replace the uses of the call's results
   * (`values`) by what it returns. The inliner erases the terminator afterwards. */
  handleTerminatorValues?(op: Operation, values: readonly Value[]): void;
}

/** Every op of the dialect may be inlined anywhere (arith, math, gpu: ops without regions that
 * could hold inlined code). */
export const inlineOps: DialectInlinerInterface = Object.freeze({ isLegalToInlineOp: () => true });

/** Every op may be inlined, and code may be inlined into the regions of its ops (memref, tensor,
 * linalg: nothing in their regions depends on where it came from). */
export const inlineOpsAndRegions: DialectInlinerInterface = Object.freeze({
  isLegalToInlineOp: () => true,
  isLegalToInlineRegion: () => true,
});
