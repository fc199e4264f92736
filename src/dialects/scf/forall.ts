/** scf.forall (a parallel loop over tensors with shared outputs) and scf.forall.in_parallel. */
import '../../irdl/directives/index.js';
import type { Argument, UnresolvedOperand } from '../../ir/asm.js';
import { ArrayAttr, type Attribute, DenseArrayAttr, DialectAttr, OpaqueAttr } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { Location } from '../../ir/location.js';
import { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import {
  AutomaticAllocationScope, DestinationStyle, GraphRegion, LoopLike, NoTerminator, Pure, RecursiveMemoryEffects,
  RegionBranch, SingleBlock, Terminator, hasParent, singleBlockImplicitTerminator,
} from '../../ir/traits.js';
import { index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import {
  type AttrConstraint, AnyRankedTensor, AnyType, DenseI64ArrayAttr, Index, storedAs,
} from '../../irdl/constraints.js';
import { K_DYNAMIC, parseDynamicIndexList, printDynamicIndexList, staticIndexArray } from '../../irdl/directives/dynamic-index-list.js';
import { defineOp } from '../../irdl/define.js';
import { optionalAttr, region, sizedRegion, variadic } from '../../irdl/spec.js';
import { constantIntOf, parseAssignmentList, printInitList, printTypes } from './syntax.js';

/**
 * The terminator of scf.forall; the ops in its region (tensor.parallel_insert_slice) combine
 * each thread's piece into the shared outputs.
 *
 * ```mlir
 * scf.forall.in_parallel {
 *   tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
 * }
 * ```
 */
export const InParallelOp = defineOp({
  name: 'scf.forall.in_parallel',
  regions: { region: sizedRegion(1) },
  traits: [Pure, Terminator, hasParent('scf.forall'), NoTerminator, SingleBlock, GraphRegion],
}, {
  parse(p, state) {
    const r = new Region();
    p.parseRegion(r, []);
    if (r.isEmpty) r.addBlock();
    state.regions.push(r);
    p.parseOptionalAttrDict(state.attributes);
  },
  print(op, p) {
    p.write(' ');
    p.printRegion(op.region, { printEntryBlockArgs: false, printBlockTerminators: false });
    p.printOptionalAttrDict(op.allAttrs);
  },
  verify(op) {
    const forall = op.parentOp!;
    const outs = forall.regions[0]!.front.args.slice(forallRank(forall));
    for (const inner of op.region.front.ops) {
      if (!PARALLEL_COMBINING.has(inner.name)) throw opError(op, 'expected only ParallelCombiningOpInterface ops');
      const dest = inner.getOperand(1);
      if (!outs.includes(dest as (typeof outs)[number])) throw opError(inner, 'may only insert into an output block argument');
    }
  },
});

/** Ops that implement ParallelCombiningOpInterface (they may appear in in_parallel). */
const PARALLEL_COMBINING = new Set(['tensor.parallel_insert_slice']);

/** The number of loops of a forall (the length of its static lower bounds). */
function forallRank(op: Operation): number {
  const a = op.getAttr('staticLowerBound');
  return a instanceof DenseArrayAttr ? a.length : 0;
}

const DeviceMappingArrayAttr: AttrConstraint<ArrayAttr> = {
  storage: storedAs(ArrayAttr),
  description: 'Device Mapping array attribute',
  // Device mapping attributes (#gpu.thread<x>, #gpu.block<y>...) belong to dialects.
  check: (a: Attribute): a is ArrayAttr => a instanceof ArrayAttr
    && a.elements.every((e) => e instanceof DialectAttr || e instanceof OpaqueAttr),
};

/** SingleBlockImplicitTerminator's ensureTerminator, plus the block the in_parallel region needs. */
function ensureInParallel(r: Region, loc: Location): void {
  if (r.isEmpty) r.addBlock();
  const b = r.blocks[r.blocks.length - 1]!;
  if (b.last && b.last.hasTrait('Terminator')) return;
  const body = new Region();
  body.addBlock();
  b.push(Operation.create({
    info: InParallelOp, loc, operands: [], resultTypes: [], attributes: new Map(), properties: undefined, regions: [body], successors: [],
  }));
}

/**
 * A parallel loop nest over index ranges; `shared_outs` are tensors all iterations write to.
 *
 * ```mlir
 * %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
 *   scf.forall.in_parallel {
 *   }
 * }
 * ```
 */
export const ForallOp = defineOp({
  name: 'scf.forall',
  operands: {
    dynamicLowerBound: variadic(Index), dynamicUpperBound: variadic(Index), dynamicStep: variadic(Index),
    outputs: variadic(AnyRankedTensor),
  },
  attributes: {
    staticLowerBound: DenseI64ArrayAttr, staticUpperBound: DenseI64ArrayAttr, staticStep: DenseI64ArrayAttr,
    mapping: optionalAttr(DeviceMappingArrayAttr),
  },
  results: { outs: variadic(AnyType) },
  regions: { region: region() },
  traits: [AutomaticAllocationScope, LoopLike, RecursiveMemoryEffects, singleBlockImplicitTerminator('scf.forall.in_parallel'), RegionBranch, DestinationStyle],
}, {
  dpsInits: (op) => op.outputs,
  parse(p, state) {
    const ivs = p.parseArgumentList('paren', false);
    let lbs: UnresolvedOperand[] = [];
    let ubs: UnresolvedOperand[] = [];
    let steps: UnresolvedOperand[] = [];
    const n = ivs.length;
    const setStatic = (name: string, values: readonly bigint[]) => state.attributes.set(name, staticIndexArray(values));
    if (p.parseOptionalKeyword('in')) {
      const u = parseDynamicIndexList(p, 'paren');
      ubs = u.operands;
      state.operands.push(...p.resolveOperands(ubs, index));
      setStatic('staticLowerBound', new Array<bigint>(n).fill(0n));
      setStatic('staticUpperBound', u.statics);
      setStatic('staticStep', new Array<bigint>(n).fill(1n));
    } else {
      p.parsePunct('=');
      const l = parseDynamicIndexList(p, 'paren');
      lbs = l.operands;
      state.operands.push(...p.resolveOperands(lbs, index));
      p.parseKeyword('to');
      const u = parseDynamicIndexList(p, 'paren');
      ubs = u.operands;
      state.operands.push(...p.resolveOperands(ubs, index));
      p.parseKeyword('step');
      const s = parseDynamicIndexList(p, 'paren');
      steps = s.operands;
      state.operands.push(...p.resolveOperands(steps, index));
      setStatic('staticLowerBound', l.statics);
      setStatic('staticUpperBound', u.statics);
      setStatic('staticStep', s.statics);
    }
    const outArgs: Argument[] = [];
    let outs: UnresolvedOperand[] = [];
    const outsLoc = p.currentLoc();
    if (p.parseOptionalKeyword('shared_outs')) {
      const loc = outsLoc;
      const list = parseAssignmentList(p);
      outArgs.push(...list.args);
      outs = list.operands;
      const types = p.parseOptionalArrowTypeList() ?? [];
      state.resultTypes.push(...types);
      state.operands.push(...p.resolveOperands(outs, types, loc));
    }
    for (const iv of ivs) iv.type = index;
    outArgs.forEach((a, i) => { a.type = state.resultTypes[i]!; });
    const body = new Region();
    p.parseRegion(body, [...ivs, ...outArgs]);
    ensureInParallel(body, state.loc);
    state.regions.push(body);
    p.parseOptionalAttrDict(state.attributes);
    state.attributes.set('operandSegmentSizes', DenseArrayAttr.i32([lbs.length, ubs.length, steps.length, outs.length]));
  },
  print(op, p) {
    const rank = forallRank(op);
    const args = op.region.front.args;
    p.write(' (');
    p.printOperands(args.slice(0, rank));
    const bounds = (dyn: readonly Value[], statics: DenseArrayAttr) => printDynamicIndexList(p, dyn, statics, 'paren');
    if (isNormalized(op)) {
      p.write(') in ');
      bounds(op.dynamicUpperBound, op.staticUpperBound);
    } else {
      p.write(') = ');
      bounds(op.dynamicLowerBound, op.staticLowerBound);
      p.write(' to ');
      bounds(op.dynamicUpperBound, op.staticUpperBound);
      p.write(' step ');
      bounds(op.dynamicStep, op.staticStep);
    }
    printInitList(p, args.slice(rank), op.outputs, ' shared_outs');
    p.write(' ');
    if (args.length > rank) { p.write('-> ('); printTypes(p, op.resultTypes); p.write(') '); }
    p.printRegion(op.region, { printEntryBlockArgs: false, printBlockTerminators: op.numResults > 0 });
    p.printOptionalAttrDict(op.allAttrs, ['operandSegmentSizes', 'staticLowerBound', 'staticUpperBound', 'staticStep']);
  },
  verify(op) {
    if (op.region.isEmpty) throw opError(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
    const rank = forallRank(op);
    if (op.numResults !== op.outputs.length) throw opError(op, `produces ${op.numResults} results, but has only ${op.outputs.length} outputs`);
    const body = op.region.front;
    if (body.numArguments !== rank + op.outputs.length) throw opError(op, `region expects ${rank} arguments`);
    for (let i = 0; i < rank; i++) {
      if (body.getArgument(i).type !== index) throw opError(op, `expects ${i}-th block argument to be an index`);
    }
    op.outputs.forEach((o, i) => {
      if (body.getArgument(i + rank).type !== o.type) throw opError(op, `type mismatch between ${i}-th output and corresponding block argument`);
    });
    const mapping = op.mapping;
    if (mapping && mapping.length) {
      // Masks (#gpu.mask) among the mapping select ids; the others map the loops.
      const masks = mapping.elements.filter((e) => e instanceof DialectAttr && e.isDeviceMask).length;
      if (mapping.length - masks !== rank) throw opError(op, 'mapping attribute size must match op rank');
      if (masks > 1) throw opError(op, '"mapping" supports at most one device masking attribute');
    }
    const list = (name: string, statics: DenseArrayAttr, dyn: readonly Value[]) => {
      if (statics.length !== rank) throw errorOn(op, `expected ${rank} ${name} values, got ${statics.length}`);
      const nDyn = statics.values.filter((v) => BigInt(v) === K_DYNAMIC).length;
      if (dyn.length !== nDyn) throw errorOn(op, `expected ${nDyn} dynamic ${name} values`);
    };
    list('lower bound', op.staticLowerBound, op.dynamicLowerBound);
    list('upper bound', op.staticUpperBound, op.dynamicUpperBound);
    list('step', op.staticStep, op.dynamicStep);
  },
});

/** Lower bounds all 0 and steps all 1, statically or through constants (upstream's isNormalized). */
function isNormalized(op: Operation & { readonly dynamicLowerBound: Value[]; readonly dynamicStep: Value[] }): boolean {
  const all = (statics: Attribute | undefined, dyn: readonly Value[], want: bigint) => {
    if (!(statics instanceof DenseArrayAttr)) return false;
    let k = 0;
    return statics.values.every((v) => (BigInt(v) === K_DYNAMIC ? constantIntOf(dyn[k++]!) === want : BigInt(v) === want));
  };
  return all(op.getAttr('staticLowerBound'), op.dynamicLowerBound, 0n) && all(op.getAttr('staticStep'), op.dynamicStep, 1n);
}

