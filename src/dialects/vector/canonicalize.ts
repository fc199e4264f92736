/** The canonicalization patterns of the vector dialect (upstream's getCanonicalizationPatterns). */
import type { RewritePattern } from '../../rewrite/pattern.js';
import { extractPatterns } from './canonicalize-extract.js';
import { memoryPatterns } from './canonicalize-memory.js';
import { canonicalizeEmptyMask } from './mask-op.js';
import { shapePatterns } from './canonicalize-shape.js';
import { slicePatterns } from './canonicalize-slices.js';

export const vectorPatterns: readonly RewritePattern[] = [...shapePatterns, ...extractPatterns, ...slicePatterns, ...memoryPatterns, canonicalizeEmptyMask];
