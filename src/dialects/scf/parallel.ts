/** scf.parallel, a parallel loop nest, and its scf.reduce / scf.reduce.return terminators. */
import type { OpAsmPrinter } from '../../ir/asm.js';
import { opError } from '../../ir/diagnostics.js';
import { Region } from '../../ir/region.js';
import {
  AutomaticAllocationScope, LoopLike, Pure, RecursiveMemoryEffects, RegionBranch, Terminator, hasParent,
  singleBlockImplicitTerminator,
} from '../../ir/traits.js';
import { index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AnyType, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { ensureTerminator } from '../../irdl/format/parse.js';
import { region, variadic, variadicRegion } from '../../irdl/spec.js';
import { DenseArrayAttr } from '../../ir/attributes.js';
import { constantIntOf, printOptionalArrowTypes } from './syntax.js';

/**
 * Ends a parallel loop body; each operand is combined across iterations by its region.
 *
 * ```mlir
 * scf.reduce(%v : f32) {
 * ^bb0(%lhs: f32, %rhs: f32):
 *   %s = arith.addf %lhs, %rhs : f32
 *   scf.reduce.return %s : f32
 * }
 * ```
 */
export const ReduceOp = defineOp({
  name: 'scf.reduce',
  operands: { values: variadic(AnyType) },
  regions: { reductions: variadicRegion(1) },
  traits: [hasParent('scf.parallel'), RecursiveMemoryEffects, Terminator],
  format: '(`(` $values^ `:` type($values) `)`)? $reductions attr-dict',
}, {
  verifyRegions(op) {
    op.reductions.forEach((r, i) => {
      const t = op.values[i]?.type;
      const block = r.front;
      if (block.isEmpty) throw opError(op, `${i}-th reduction has an empty body`);
      if (block.numArguments !== 2 || block.args.some((a) => a.type !== t)) {
        throw opError(op, `expected two block arguments with type '${t?.key ?? ''}' in the ${i}-th reduction region`);
      }
      if (!ReduceReturnOp.is(block.last)) throw opError(op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
    });
  },
});

/**
 * Yields the combined value of a reduction region.
 *
 * ```mlir
 * scf.reduce.return %s : f32
 * ```
 */
export const ReduceReturnOp = defineOp({
  name: 'scf.reduce.return',
  operands: { result: AnyType },
  traits: [hasParent('scf.reduce'), Pure, Terminator],
  format: '$result attr-dict `:` type($result)',
}, {
  verify(op) {
    const want = op.parentBlock!.getArgument(0)?.type;
    if (want && want !== op.result.type) throw opError(op, `must have type '${want.key}' (the type of the reduction inputs)`);
  },
});

const printList = (p: OpAsmPrinter, vs: readonly Value[]) => { p.write('('); p.printOperands(vs); p.write(')'); };

/**
 * A loop nest whose iterations may run in any order or at once; scf.reduce combines values.
 *
 * ```mlir
 * %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%zero) -> f32 {
 *   scf.reduce(%v : f32) {
 *   ^bb0(%a: f32, %b: f32):
 *     scf.reduce.return %a : f32
 *   }
 * }
 * ```
 */
export const ParallelOp = defineOp({
  name: 'scf.parallel',
  operands: { lowerBound: variadic(Index), upperBound: variadic(Index), step: variadic(Index), initVals: variadic(AnyType) },
  results: { outs: variadic(AnyType) },
  regions: { region: region() },
  traits: [AutomaticAllocationScope, LoopLike, RecursiveMemoryEffects, RegionBranch, singleBlockImplicitTerminator('scf.reduce')],
}, {
  parse(p, state) {
    const ivs = p.parseArgumentList('paren', false);
    p.parsePunct('=');
    const lower = p.parseOperandList('paren', ivs.length);
    state.operands.push(...p.resolveOperands(lower, index));
    p.parseKeyword('to');
    const upper = p.parseOperandList('paren', ivs.length);
    state.operands.push(...p.resolveOperands(upper, index));
    p.parseKeyword('step');
    const steps = p.parseOperandList('paren', ivs.length);
    state.operands.push(...p.resolveOperands(steps, index));
    const inits = p.parseOptionalKeyword('init') ? p.parseOperandList('paren') : [];
    const types = p.parseOptionalArrowTypeList() ?? [];
    state.resultTypes.push(...types);
    for (const iv of ivs) iv.type = index;
    const body = new Region();
    p.parseRegion(body, ivs);
    state.attributes.set('operandSegmentSizes', DenseArrayAttr.i32([lower.length, upper.length, steps.length, inits.length]));
    p.parseOptionalAttrDict(state.attributes);
    state.operands.push(...p.resolveOperands(inits, types, p.nameLoc()));
    ensureTerminator(p, body, 'scf.reduce', state.loc);
    state.regions.push(body);
  },
  print(op, p) {
    p.write(' (');
    p.printOperands(op.region.front.args);
    p.write(') = ');
    printList(p, op.lowerBound);
    p.write(' to ');
    printList(p, op.upperBound);
    p.write(' step ');
    printList(p, op.step);
    if (op.initVals.length) { p.write(' init '); printList(p, op.initVals); }
    printOptionalArrowTypes(p, op.resultTypes);
    p.write(' ');
    p.printRegion(op.region, { printEntryBlockArgs: false, printBlockTerminators: true });
    p.printOptionalAttrDict(op.allAttrs, ['operandSegmentSizes']);
  },
  verify(op) {
    if (op.region.isEmpty) throw opError(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
    const steps = op.step;
    if (!steps.length) throw opError(op, 'needs at least one tuple element for lowerBound, upperBound and step');
    for (const s of steps) {
      const c = constantIntOf(s);
      if (c !== undefined && c <= 0n) throw opError(op, 'constant step operand must be positive');
    }
    const body = op.region.front;
    if (body.numArguments !== steps.length) {
      throw opError(op, `expects the same number of induction variables: ${body.numArguments} as bound and step values: ${steps.length}`);
    }
    if (body.args.some((a) => a.type !== index)) throw opError(op, 'expects arguments for the induction variable to be of index type');
    const reduce = body.last;
    if (!reduce || !ReduceOp.is(reduce)) {
      const e = opError(op, "expects body to terminate with 'scf.reduce'");
      if (reduce) e.note('terminator here', reduce.loc);
      throw e;
    }
    const nResults = op.numResults;
    if (nResults !== reduce.reductions.length) {
      throw opError(op, `expects number of results: ${nResults} to be the same as number of reductions: ${reduce.reductions.length}`);
    }
    if (nResults !== op.initVals.length) {
      throw opError(op, `expects number of results: ${nResults} to be the same as number of initial values: ${op.initVals.length}`);
    }
    op.resultTypes.forEach((t, i) => {
      const got = reduce.values[i]?.type;
      if (got !== t) {
        throw opError(reduce, `expects type of ${i}-th reduction operand: '${got?.key ?? ''}' to be the same as the ${i}-th result type: '${t.key}'`);
      }
    });
  },
});
