/**
 * The arith canonicalization patterns, as one list for the dialect (folding comes from the ops'
 * fold hooks). Upstream 22's set, except where noted in the families' files.
 */
import type { RewritePattern } from '../../rewrite/pattern.js';
import { castPatterns } from './canonicalize-cast.js';
import { cmpPatterns } from './canonicalize-cmp.js';
import { intPatterns } from './canonicalize-int.js';

export const arithPatterns: readonly RewritePattern[] = [...intPatterns, ...castPatterns, ...cmpPatterns];
