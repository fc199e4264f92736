/**
 * Rewrite patterns: small, one root op kind each, guard first. A pattern returns true when it
 * changed the IR, and makes every change through the rewriter so drivers can track it.
 */
import type { Operation } from '../ir/operation.js';
import type { PatternRewriter } from './rewriter.js';

export interface RewritePattern {
  /** For debugging and `--debug` output. */
  readonly name: string;
  /** The op name this pattern matches, or undefined for any op. */
  readonly root: string | undefined;
  /** Higher benefit patterns are tried first. */
  readonly benefit?: number;
  matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean;
}

/** A pattern from a function, typed on the root op kind through a guard. */
export function pattern<T extends Operation>(
  name: string,
  root: { readonly name: string; is(op: Operation | null | undefined): op is T },
  rewrite: (op: T, rewriter: PatternRewriter) => boolean,
  benefit = 1,
): RewritePattern {
  return {
    name,
    root: root.name,
    benefit,
    matchAndRewrite: (op, rw) => root.is(op) && rewrite(op, rw),
  };
}
