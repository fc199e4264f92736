/** The arith canonicalization patterns, as one list for the dialect. */
import type { RewritePattern } from '../../rewrite/pattern.js';

export const arithPatterns: readonly RewritePattern[] = [];
