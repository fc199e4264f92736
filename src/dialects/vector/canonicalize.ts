/** The canonicalization patterns of the vector dialect (upstream's getCanonicalizationPatterns). */
import type { RewritePattern } from '../../rewrite/pattern.js';

export const vectorPatterns: readonly RewritePattern[] = [];
