/**
 * ConvolutionOpInterface's verifier (upstream's isConvolutionInterfaceImpl): the input map is a
 * list of dims and `a + b` (or `a * k + b * k'`) window sums, the filter and output maps are
 * projected permutations, and every loop is a batch, output image, output channel, filter loop,
 * input channel or depth-multiplier loop, parallel when it indexes the output and a reduction
 * otherwise. Messages are upstream's (without the op prefix, as its emitError).
 */
import type { AffineExpr } from '../../ir/affine/expr.js';
import { errorOn } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { linalgInterface } from './interface.js';

/** The dims the input map uses, as upstream's ConvAccessExprWalker sorts them. */
class InputDims {
  /** Dims of a window sum (`d1 + d4`, `d1 * 2 + d4`). */
  readonly convolved = new Set<number>();
  /** Dims used on their own. */
  readonly unconvolved = new Set<number>();

  /** Reads one result of the input map; false when it is not of a convolution's form. */
  visit(e: AffineExpr): boolean {
    if (e.kind === 'dim') {
      if (this.seen(e.position)) return false;
      this.unconvolved.add(e.position);
      return true;
    }
    if (e.kind !== 'add') return false;
    return this.windowTerm(e.lhs) && this.windowTerm(e.rhs);
  }

  private seen(dim: number): boolean { return this.convolved.has(dim) || this.unconvolved.has(dim); }

  /** One side of a window sum: a dim, or a dim times a symbol or constant. */
  private windowTerm(e: AffineExpr): boolean {
    let dim: number | undefined;
    if (e.kind === 'dim') dim = e.position;
    else if (e.kind === 'mul') {
      const scale = [e.lhs, e.rhs].some((x) => x.kind === 'symbol' || x.kind === 'constant');
      const d = [e.lhs, e.rhs].find((x) => x.kind === 'dim');
      if (scale && d?.kind === 'dim') dim = d.position;
    }
    if (dim === undefined || this.seen(dim)) return false;
    this.convolved.add(dim);
    return true;
  }
}

const MESSAGES = {
  operands: 'expected op with 2 inputs and 1 output',
  input: 'unexpected input index map for convolutions',
  permutations: 'expected output/filter indexing maps to be projected permutations',
  loop: 'unexpected loop dimension for convolution op',
  parallel: 'expected all iterators used to access outputs to be parallel',
  reduction: 'expected all iterators not used to access outputs to be reduction',
  convolved: 'expected convolved dim to be non-empty',
} as const;

/** Why `op` is not a convolution, or undefined when it is one. */
function mismatch(op: Operation): keyof typeof MESSAGES | undefined {
  const view = linalgInterface(op);
  if (!view) return undefined;
  if (view.inputs.length < 2 || view.outputs.length !== 1) return 'operands';
  const maps = view.indexingMaps;
  // Fewer maps than operands is the structured verifier's error, reported after this one.
  if (maps.length !== op.numOperands) return undefined;
  const input = new InputDims();
  if (!maps[0]!.results.every((e) => input.visit(e))) return 'input';
  const filter = maps[1]!, output = maps[maps.length - 1]!;
  if (!filter.isProjectedPermutation() || !output.isProjectedPermutation()) return 'permutations';
  const dimsOf = (m: typeof filter) => m.results.map((e) => (e.kind === 'dim' ? e.position : -1));
  const outputDims = new Set(dimsOf(output)), filterDims = new Set(dimsOf(filter));
  const iterators = view.iteratorTypes;
  const loops = new Set<number>();
  for (const d of outputDims) {
    // Batch, output image, output channel or depth multiplier: each indexes the output.
    const known = (input.unconvolved.has(d) && !filterDims.has(d)) || (input.convolved.has(d) && !filterDims.has(d))
      || (!input.convolved.has(d) && !input.unconvolved.has(d) && filterDims.has(d)) || (input.unconvolved.has(d) && filterDims.has(d));
    if (!known) return 'loop';
    if (iterators[d] !== 'parallel') return 'parallel';
    loops.add(d);
  }
  for (const d of dimsOf(filter)) {
    if (outputDims.has(d) && !input.unconvolved.has(d) && !input.convolved.has(d)) continue;
    // Filter loop or input channel: reductions the output does not see.
    if ((input.convolved.has(d) || input.unconvolved.has(d)) && !outputDims.has(d)) {
      if (iterators[d] !== 'reduction') return 'reduction';
      if (loops.has(d)) return 'loop';
      loops.add(d);
      continue;
    }
    if (input.unconvolved.has(d) && outputDims.has(d)) continue;
    return 'loop';
  }
  if (loops.size !== view.numLoops) return 'loop';
  if (input.convolved.size === 0) return 'convolved';
  return undefined;
}

export function verifyConvolutionInterface(op: Operation): void {
  const why = mismatch(op);
  if (why) throw errorOn(op, MESSAGES[why]);
}
