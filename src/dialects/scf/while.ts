/** scf.while (a "before" region computing the condition, an "after" region, the body) and its
 * scf.condition terminator. */
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import {
  LoopLike, Pure, RecursiveMemoryEffects, RegionBranch, SingleBlock, Terminator, hasParent,
} from '../../ir/traits.js';
import { FunctionType } from '../../ir/types.js';
import { AnyType, I1 } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { region, variadic } from '../../irdl/spec.js';
import { YieldOp, requireOneBlock } from './for.js';
import { type Edge, verifyEdges } from './region-branch.js';
import { parseAssignmentList, printInitList } from './syntax.js';

/**
 * Ends the before region of a while: continue with the after region when true, else exit; the
 * other operands go to the after region or to the results.
 *
 * ```mlir
 * scf.condition(%cond) %a, %b : f32, index
 * ```
 */
export const ConditionOp = defineOp({
  name: 'scf.condition',
  operands: { condition: I1, args: variadic(AnyType) },
  traits: [hasParent('scf.while'), Pure, Terminator],
  format: '`(` $condition `)` attr-dict ($args^ `:` type($args))?',
});

/** Upstream's verifyAndGetTerminator: the message, plus a note at the wrong terminator. */
function expectTerminator(op: Operation, index: number, name: string, message: string): Operation {
  const r = op.regions[index]!;
  // As upstream's verifyAndGetTerminator.
  if (!r.isEmpty && !r.front.last) throw opError(op, 'expects a non-empty block');
  const last = r.isEmpty ? null : r.front.last;
  if (last && last.name === name) return last;
  const e = opError(op, message);
  if (last) e.note('terminator here', last.loc);
  throw e;
}

/**
 * A loop whose before region decides, each iteration, whether to run the after region again.
 *
 * ```mlir
 * %r = scf.while (%a = %init) : (f32) -> f32 {
 *   scf.condition(%c) %a : f32
 * } do {
 * ^bb0(%x: f32):
 *   scf.yield %x : f32
 * }
 * ```
 */
export const WhileOp = defineOp({
  name: 'scf.while',
  operands: { inits: variadic(AnyType) },
  results: { outs: variadic(AnyType) },
  regions: { before: region(), after: region() },
  traits: [RegionBranch, LoopLike, RecursiveMemoryEffects, SingleBlock],
}, {
  parse(p, state) {
    const list = p.peekPunct('(') ? parseAssignmentList(p) : { args: [], operands: [] };
    const typeLoc = p.currentLoc();
    p.parsePunct(':');
    const ft = p.parseType();
    if (!(ft instanceof FunctionType)) throw p.error(`invalid kind of type specified: expected builtin.function, but found '${ft.key}'`, typeLoc);
    state.resultTypes.push(...ft.results);
    if (ft.inputs.length !== list.operands.length) {
      throw p.error(`expected as many input types as operands (expected ${list.operands.length} got ${ft.inputs.length})`, typeLoc);
    }
    state.operands.push(...p.resolveOperands(list.operands, ft.inputs));
    list.args.forEach((a, i) => { a.type = ft.inputs[i]!; });
    const before = new Region();
    p.parseRegion(before, list.args);
    p.parseKeyword('do');
    const after = new Region();
    p.parseRegion(after, []);
    state.regions.push(before, after);
    p.parseOptionalAttrDictWithKeyword(state.attributes);
  },
  print(op, p) {
    printInitList(p, op.before.isEmpty ? [] : op.before.front.args, op.inits, ' ');
    p.write(' : ');
    p.printFunctionalType(op);
    p.write(' ');
    p.printRegion(op.before, { printEntryBlockArgs: false, printBlockTerminators: true });
    p.write(' do ');
    p.printRegion(op.after, { printEntryBlockArgs: true, printBlockTerminators: true });
    p.printOptionalAttrDictWithKeyword(op.allAttrs);
  },
  verify(op) {
    requireOneBlock(op, 0, 'before');
    requireOneBlock(op, 1, 'after');
    expectTerminator(op, 0, 'scf.condition', "expects the 'before' region to terminate with 'scf.condition'");
    expectTerminator(op, 1, 'scf.yield', "expects the 'after' region to terminate with 'scf.yield'");
  },
  verifyRegions(op) {
    const beforeArgs = op.before.front.args;
    const afterArgs = op.after.front.args;
    const cond = op.before.front.last!;
    const yieldOp = op.after.front.last!;
    const condArgs = ConditionOp.is(cond) ? cond.args : [];
    const yielded = YieldOp.is(yieldOp) ? yieldOp.values : [];
    const edges: Edge[] = [
      { from: undefined, to: { region: 0, inputs: beforeArgs }, operands: op.inits },
      { from: cond, to: { region: 1, inputs: afterArgs }, operands: condArgs },
      { from: cond, to: { parent: true, inputs: op.outs }, operands: condArgs },
      { from: yieldOp, to: { region: 0, inputs: beforeArgs }, operands: yielded },
    ];
    verifyEdges(op, edges);
  },
});
