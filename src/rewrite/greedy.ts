/**
 * The greedy pattern rewrite driver (upstream's applyPatternsGreedily on a region). Each
 * iteration seeds a worklist with every op of the region (post-order, or pre-order when
 * top-down) while the OperationFolder dedups and hoists the constants it meets, then processes
 * ops until the worklist is empty: an unused op without effects is erased; otherwise the op is
 * folded (constants materialized through its dialect, right before it); otherwise the patterns
 * for it are tried by benefit. Every change goes through the rewriter, whose notifications put
 * users, operands and new ops back on the worklist. Unreachable blocks are erased before the
 * worklist is processed; region simplification (unreachable blocks, dead code and dead block
 * arguments) ends each iteration; iterations repeat until nothing changes or `maxIterations`
 * is reached.
 */
import type { Context } from '../ir/context.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import { Value } from '../ir/value.js';
import type { Block } from '../ir/block.js';
import { PatternApplicator, type PatternFilter } from './applicator.js';
import { isOpTriviallyDead } from './effects.js';
import { constantValue, foldOperation, materializeConstant } from './fold.js';
import { OperationFolder } from './folder.js';
import type { RewritePattern } from './pattern.js';
import { eraseUnreachableBlocks, simplifyRegions } from './region-simplify.js';
import { PatternRewriter, type RewriteListener } from './rewriter.js';
import { Worklist } from './worklist.js';

export type RegionSimplifyLevel = 'disabled' | 'normal' | 'aggressive';

export interface GreedyRewriteConfig {
  /** Seed the worklist in pre-order and process ops in program order (default true, as the
   * canonicalize pass; upstream's library default is bottom-up). */
  readonly topDown?: boolean;
  /** Iterations before giving up on convergence (default 10; -1: no limit). */
  readonly maxIterations?: number;
  /** Pattern applications allowed per iteration (default -1: no limit). */
  readonly maxNumRewrites?: number;
  /** Control-flow cleanup after each iteration (default 'normal'). */
  readonly regionSimplify?: RegionSimplifyLevel;
  /** Fold ops (default true). */
  readonly fold?: boolean;
  /** Dedup and hoist constants (default true). */
  readonly cseConstants?: boolean;
  /** Which patterns to use, by name. */
  readonly filter?: PatternFilter;
  /** Also told about every change (after the driver). */
  readonly listener?: RewriteListener;
}

export interface GreedyResult {
  /** The last iteration changed nothing. */
  readonly converged: boolean;
  /** Something changed. */
  readonly changed: boolean;
}

class GreedyDriver implements RewriteListener {
  private readonly worklist = new Worklist();
  readonly rewriter = new PatternRewriter(this);

  constructor(
    private readonly region: Region,
    private readonly applicator: PatternApplicator,
    private readonly ctx: Context,
    private readonly config: GreedyRewriteConfig,
  ) {}

  // ---- worklist ----
  /** Adds `op` and its ancestors inside the region being simplified (none when it is outside). */
  private addToWorklist(op: Operation): void {
    const ancestors: Operation[] = [];
    for (let o: Operation | null = op; o; o = o.parentOp) {
      ancestors.push(o);
      const r = o.parentRegion;
      if (r === this.region) { for (const a of ancestors) this.worklist.push(a); return; }
      if (!r) return;
    }
  }
  /** The definitions of `op`'s operands that `op` is (nearly) the only user of: once it is gone
   * they are unused (and may be dead) or have a single user (and may simplify further). */
  private addOperandsToWorklist(op: Operation): void {
    for (const v of op.operands) {
      const def = v.definingOp;
      if (!def) continue;
      // Walk the use list and stop at the second other user: hub values (constants) have
      // thousands of uses, and this runs for every erased op.
      let other: Operation | undefined;
      let more = false;
      for (let u = v.firstUse; u; u = u.nextUse) {
        const user = u.owner;
        if (user === op || user === other) continue;
        if (other) { more = true; break; }
        other = user;
      }
      if (!more) this.addToWorklist(def);
    }
  }

  // ---- listener ----
  notifyOperationInserted(op: Operation): void { this.config.listener?.notifyOperationInserted?.(op); this.addToWorklist(op); }
  notifyOperationModified(op: Operation): void { this.config.listener?.notifyOperationModified?.(op); this.addToWorklist(op); }
  notifyOperationReplaced(op: Operation, values: readonly Value[]): void { this.config.listener?.notifyOperationReplaced?.(op, values); }
  notifyOperationErased(op: Operation): void {
    this.config.listener?.notifyOperationErased?.(op);
    this.addOperandsToWorklist(op);
    this.worklist.remove(op);
  }
  notifyBlockInserted(b: Block): void { this.config.listener?.notifyBlockInserted?.(b); }
  notifyBlockErased(b: Block): void { this.config.listener?.notifyBlockErased?.(b); }
  notifyMatchFailure(op: Operation, reason: string): void { this.config.listener?.notifyMatchFailure?.(op, reason); }

  // ---- the iterations ----
  simplify(): GreedyResult {
    const max = this.config.maxIterations ?? 10;
    let iteration = 0;
    let again = false;
    do {
      if (++iteration > max && max !== -1) break;
      this.worklist.clear();
      this.seed();
      // Unreachable code may hold IR that patterns cannot handle (`%x = addi %x, %x`): it goes
      // first, whatever the region simplification level, as upstream's driver does.
      again = eraseUnreachableBlocks(this.rewriter, [this.region]);
      again = this.processWorklist() || again;
      const level = this.config.regionSimplify ?? 'normal';
      if (level !== 'disabled') again = simplifyRegions(this.rewriter, [this.region], level === 'aggressive') || again;
    } while (again);
    return { converged: !again, changed: iteration > 1 };
  }

  /** Fills the worklist; constants go through the folder first (and are gone when duplicates). */
  private seed(): void {
    const folder = new OperationFolder(this.ctx, this.rewriter);
    const cse = this.config.cseConstants ?? true;
    const keptOrNotConstant = (op: Operation): boolean => {
      if (!cse) return true;
      const value = constantValue(op);
      return value === undefined || folder.insertKnownConstant(op, value);
    };
    if (!(this.config.topDown ?? true)) {
      this.region.walk((op) => { if (keptOrNotConstant(op)) this.addToWorklist(op); });
      return;
    }
    for (const b of this.region.blocks) {
      for (let op = b.first; op; ) {
        const next: Operation | null = op.next;
        op.walkPre((o) => {
          if (!keptOrNotConstant(o)) return 'skip';
          this.addToWorklist(o);
          return undefined;
        });
        op = next;
      }
    }
    this.worklist.reverse();
  }

  private processWorklist(): boolean {
    let changed = false;
    let rewrites = 0;
    const maxRewrites = this.config.maxNumRewrites ?? -1;
    while (!this.worklist.isEmpty && (maxRewrites === -1 || rewrites < maxRewrites)) {
      const op = this.worklist.pop()!;
      if (isOpTriviallyDead(op)) {
        this.rewriter.eraseOp(op);
        changed = true;
        continue;
      }
      if ((this.config.fold ?? true) && !op.hasTrait('ConstantLike') && this.tryFold(op)) {
        changed = true;
        continue;
      }
      if (this.applicator.matchAndRewrite(op, this.rewriter)) {
        changed = true;
        rewrites++;
      }
    }
    return changed;
  }

  /** Folds `op`; true when it changed (in place, or replaced and erased). */
  private tryFold(op: Operation): boolean {
    const outcome = foldOperation(op);
    if (outcome.kind === 'failed') return false;
    if (outcome.kind === 'in-place') { this.notifyOperationModified(op); return true; }
    const rw = this.rewriter;
    return rw.guard(() => {
      rw.setInsertionPoint(op);
      const replacements: Value[] = [];
      const made: Operation[] = [];
      for (let i = 0; i < outcome.results.length; i++) {
        const r = outcome.results[i]!;
        const type = op.results[i]!.type;
        if (!(r instanceof Value)) {
          const c = materializeConstant(this.ctx, op.info.dialect, rw, r, type, op.loc);
          if (!c) {
            // Undo the constants made for earlier results; the patterns get their turn.
            for (const m of made) rw.eraseOp(m);
            return false;
          }
          made.push(c);
          replacements.push(c.results[0]!);
          continue;
        }
        if (r.type !== type) throw new Error(`fold of '${op.name}' replaced result #${i} of type ${type.key} by a value of type ${r.type.key}`);
        replacements.push(r);
      }
      rw.replaceOp(op, replacements);
      return true;
    });
  }
}

/**
 * Applies `patterns` and folding to the ops in `region` until a fixpoint (or the iteration
 * limit). The region's parent should be isolated from above, so nothing outside is touched.
 */
export function applyPatternsGreedilyInRegion(
  region: Region, patterns: Iterable<RewritePattern>, ctx: Context, config: GreedyRewriteConfig = {},
): GreedyResult {
  const applicator = new PatternApplicator(patterns, config.filter);
  return new GreedyDriver(region, applicator, ctx, config).simplify();
}

/** Applies `patterns` and folding to every region of `op` (not `op` itself), as upstream. */
export function applyPatternsGreedily(
  op: Operation, patterns: Iterable<RewritePattern>, ctx: Context, config: GreedyRewriteConfig = {},
): GreedyResult {
  const list = [...patterns];
  let converged = true;
  let changed = false;
  for (const r of op.regions) {
    const res = applyPatternsGreedilyInRegion(r, list, ctx, config);
    converged &&= res.converged;
    changed ||= res.changed;
  }
  return { converged, changed };
}
