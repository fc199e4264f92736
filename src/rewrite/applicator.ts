/**
 * Picks the patterns to try on an op, as upstream's PatternApplicator with the default cost
 * model: the patterns for the op's name and the patterns for any op, each list sorted by benefit
 * (stable, so equal benefits keep their order), tried highest benefit first until one applies.
 * Before each attempt the rewriter's insertion point is set before the op and its location to
 * the op's, so patterns create their ops in the right place without saying so.
 */
import type { Operation } from '../ir/operation.js';
import type { RewritePattern } from './pattern.js';
import type { PatternRewriter } from './rewriter.js';

export interface PatternFilter {
  /** Pattern names to leave out (`disable-patterns`). */
  readonly disabled?: readonly string[];
  /** When non-empty, only these pattern names are used (`enable-patterns`). */
  readonly enabled?: readonly string[];
}

const byBenefit = (a: RewritePattern, b: RewritePattern): number => (b.benefit ?? 1) - (a.benefit ?? 1);

export class PatternApplicator {
  private readonly byRoot = new Map<string, RewritePattern[]>();
  private readonly anyOp: RewritePattern[] = [];

  constructor(patterns: Iterable<RewritePattern>, filter: PatternFilter = {}) {
    const disabled = new Set(filter.disabled ?? []);
    const enabled = new Set(filter.enabled ?? []);
    for (const p of patterns) {
      if (disabled.has(p.name) || (enabled.size && !enabled.has(p.name))) continue;
      if (p.root === undefined) { this.anyOp.push(p); continue; }
      let list = this.byRoot.get(p.root);
      if (!list) { list = []; this.byRoot.set(p.root, list); }
      list.push(p);
    }
    for (const list of this.byRoot.values()) list.sort(byBenefit);
    this.anyOp.sort(byBenefit);
  }

  get isEmpty(): boolean { return this.byRoot.size === 0 && this.anyOp.length === 0; }

  /** Tries the patterns on `op`; returns the one that applied, if any. */
  matchAndRewrite(op: Operation, rewriter: PatternRewriter): RewritePattern | undefined {
    const specific = this.byRoot.get(op.name) ?? [];
    let i = 0;
    let j = 0;
    while (i < specific.length || j < this.anyOp.length) {
      const s = specific[i];
      const a = this.anyOp[j];
      let p: RewritePattern;
      if (s && (!a || (s.benefit ?? 1) >= (a.benefit ?? 1))) { p = s; i++; } else { p = a!; j++; }
      rewriter.setInsertionPoint(op);
      rewriter.loc = op.loc;
      if (p.matchAndRewrite(op, rewriter)) return p;
    }
    return undefined;
  }
}
