/** scf.for and scf.yield, the terminator shared by the scf ops that return values. */
import type { Argument } from '../../ir/asm.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import {
  AutomaticAllocationScope, LoopLike, Pure, RecursiveMemoryEffects, RegionBranch, ReturnLike,
  Terminator, hasParent, singleBlockImplicitTerminator,
} from '../../ir/traits.js';
import { IntegerAttr, UnitAttr } from '../../ir/attributes.js';
import { index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AnySignlessIntegerOrIndex, AnyType, UnitAttrC } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { ensureTerminator } from '../../irdl/format/parse.js';
import { optionalAttr, region, variadic } from '../../irdl/spec.js';
import { constantOf } from '../../rewrite/fold.js';
import { type Edge, verifyEdges, verifyLoopLike } from './region-branch.js';
import { parseAssignmentList, printInitList, printTypes } from './syntax.js';

/**
 * Terminates the regions of scf ops, passing values to the op's results or next iteration.
 *
 * ```mlir
 * scf.yield %sum : f32
 * ```
 */
export const YieldOp = defineOp({
  name: 'scf.yield',
  operands: { values: variadic(AnyType) },
  traits: [Pure, ReturnLike, Terminator, hasParent('scf.execute_region', 'scf.for', 'scf.if', 'scf.index_switch', 'scf.while')],
  format: 'attr-dict ($values^ `:` type($values))?',
});

/** ODS's message for a region that must have exactly one block (SizedRegion<1>). */
export function requireOneBlock(op: Operation, index: number, name: string): void {
  if (op.regions[index]?.isEmpty) throw opError(op, `region #${index} ('${name}') failed to verify constraint: region with 1 blocks`);
}

/** The values a region's scf.yield terminator yields (empty without one). */
export function yieldedBy(op: Operation, regionIndex: number): { yieldOp: Operation | undefined; values: Value[] } {
  const r = op.regions[regionIndex];
  const last = r && !r.isEmpty ? r.front.last : null;
  return last && YieldOp.is(last) ? { yieldOp: last, values: last.values } : { yieldOp: undefined, values: [] };
}

/**
 * A counted loop; `iter_args` carry values from one iteration to the next and out as results.
 *
 * ```mlir
 * %sum = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {
 *   scf.yield %acc : f32
 * }
 * ```
 */
export const ForOp = defineOp({
  name: 'scf.for',
  operands: {
    lowerBound: AnySignlessIntegerOrIndex, upperBound: AnySignlessIntegerOrIndex, step: AnySignlessIntegerOrIndex,
    initArgs: variadic(AnyType),
  },
  attributes: { unsignedCmp: optionalAttr(UnitAttrC) },
  results: { outs: variadic(AnyType) },
  regions: { region: region() },
  // Not an AffineScope (upstream's scf.for is not): its IV is neither an affine dim nor a symbol.
  traits: [AutomaticAllocationScope, LoopLike, RegionBranch, singleBlockImplicitTerminator('scf.yield'), RecursiveMemoryEffects],
  sameTypes: [['lowerBound', 'upperBound', 'step']],
}, {
  // A unit step always terminates; other steps may not (upstream's ForOp::getSpeculatability).
  speculatability: (op) => {
    const step = constantOf(op.step);
    return step instanceof IntegerAttr && step.value === 1n ? 'recursively-speculatable' : 'not-speculatable';
  },
  parse(p, state) {
    if (p.parseOptionalKeyword('unsigned')) state.attributes.set('unsignedCmp', UnitAttr.instance);
    const iv = p.parseArgument(false);
    p.parsePunct('=');
    const lb = p.parseOperand();
    p.parseKeyword('to');
    const ub = p.parseOperand();
    p.parseKeyword('step');
    const step = p.parseOperand();
    const args: Argument[] = [iv];
    let inits: ReturnType<typeof parseAssignmentList>['operands'] = [];
    if (p.parseOptionalKeyword('iter_args')) {
      const list = parseAssignmentList(p);
      args.push(...list.args);
      inits = list.operands;
      state.resultTypes.push(...p.parseArrowTypeList());
    }
    if (args.length !== state.resultTypes.length + 1) {
      throw p.error("mismatch in number of loop-carried values and defined values", p.nameLoc());
    }
    const t = p.parseOptionalPunct(':') ? p.parseType() : index;
    iv.type = t;
    state.resultTypes.forEach((rt, i) => { args[i + 1]!.type = rt; });
    const body = new Region();
    p.parseRegion(body, args);
    ensureTerminator(p, body, 'scf.yield', state.loc);
    state.regions.push(body);
    // As upstream, the operands are resolved after the body: a value defined only inside it is
    // then undeclared, and errors in the body come first.
    state.operands.push(...p.resolveOperands([lb, ub, step], t));
    state.resultTypes.forEach((rt, i) => { state.operands.push(p.resolveOperand(inits[i]!, rt)); });
    p.parseOptionalAttrDict(state.attributes);
  },
  print(op, p) {
    const args = op.region.front.args;
    p.write(' ');
    if (op.unsignedCmp) p.write('unsigned ');
    p.printOperand(args[0]!);
    p.write(' = ');
    p.printOperand(op.lowerBound);
    p.write(' to ');
    p.printOperand(op.upperBound);
    p.write(' step ');
    p.printOperand(op.step);
    printInitList(p, args.slice(1), op.initArgs, ' iter_args');
    if (op.initArgs.length) {
      p.write(' -> (');
      printTypes(p, op.initArgs.map((v) => v.type));
      p.write(')');
    }
    p.write(' ');
    const t = args[0]!.type;
    if (t !== index) { p.write(' : '); p.printType(t); p.write(' '); }
    p.printRegion(op.region, { printEntryBlockArgs: false, printBlockTerminators: op.initArgs.length > 0 });
    p.printOptionalAttrDict(op.allAttrs, ['unsignedCmp']);
  },
  verify(op) {
    requireOneBlock(op, 0, 'region');
    if (op.initArgs.length !== op.numResults) throw opError(op, 'mismatch in number of loop-carried values and defined values');
  },
  verifyRegions(op) {
    const block = op.region.front;
    const iterArgs = block.args.slice(1);
    const { yieldOp, values } = yieldedBy(op, 0);
    verifyLoopLike(op, { inits: op.initArgs, iterArgs, yielded: values, results: op.outs });
    const edges: Edge[] = [
      { from: undefined, to: { region: 0, inputs: iterArgs }, operands: op.initArgs },
      { from: undefined, to: { parent: true, inputs: op.outs }, operands: op.initArgs },
    ];
    if (yieldOp) {
      edges.push({ from: yieldOp, to: { region: 0, inputs: iterArgs }, operands: values });
      edges.push({ from: yieldOp, to: { parent: true, inputs: op.outs }, operands: values });
    }
    verifyEdges(op, edges);
    if (block.args[0]?.type !== op.lowerBound.type) throw opError(op, 'expected induction variable to be same type as bounds and step');
  },
});
