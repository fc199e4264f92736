/** Conditional scf ops: if, index_switch, and execute_region (a region run exactly once). */
import { UnitAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import {
  NoRegionArguments, RecursiveMemoryEffects, RegionBranch, singleBlockImplicitTerminator,
} from '../../ir/traits.js';
import { type Type, index } from '../../ir/types.js';
import { AnyType, DenseI64ArrayAttr, I1, Index, UnitAttrC } from '../../irdl/constraints.js';
import { staticIndexArray } from '../../irdl/directives/dynamic-index-list.js';
import { defineOp } from '../../irdl/define.js';
import { ensureTerminator } from '../../irdl/format/parse.js';
import { optionalAttr, region, variadic, variadicRegion } from '../../irdl/spec.js';
import { YieldOp, requireOneBlock } from './for.js';
import { XOrIOp } from '../arith/index.js';
import type { FoldResult } from '../../ir/opinfo.js';
import { constantIntOf } from '../../rewrite/fold.js';
import { type Edge, verifyEdges } from './region-branch.js';
import { printOptionalArrowTypes, printTypes } from './syntax.js';

/** Edges from every scf.yield of the op's regions back to its results. */
function yieldsToParent(op: Operation): Edge[] {
  const edges: Edge[] = [];
  for (const r of op.regions) {
    for (const b of r.blocks) {
      const t = b.last;
      if (t && YieldOp.is(t)) edges.push({ from: t, to: { parent: true, inputs: op.results }, operands: t.values });
    }
  }
  return edges;
}

/**
 * Runs the then region or the (optional) else region; yields the op's results.
 *
 * ```mlir
 * %x = scf.if %cond -> (f32) {
 *   scf.yield %a : f32
 * } else {
 *   scf.yield %b : f32
 * }
 * ```
 */
export const IfOp = defineOp({
  name: 'scf.if',
  operands: { condition: I1 },
  results: { outs: variadic(AnyType) },
  regions: { thenRegion: region(), elseRegion: region() },
  traits: [RegionBranch, singleBlockImplicitTerminator('scf.yield'), RecursiveMemoryEffects, NoRegionArguments],
}, {
  speculatability: () => 'recursively-speculatable',
  parse(p, state) {
    state.operands.push(p.resolveOperand(p.parseOperand(), I1.buildable!));
    const types = p.parseOptionalArrowTypeList();
    if (types) state.resultTypes.push(...types);
    const thenRegion = new Region();
    p.parseRegion(thenRegion, []);
    ensureTerminator(p, thenRegion, 'scf.yield', state.loc);
    const elseRegion = new Region();
    if (p.parseOptionalKeyword('else')) {
      p.parseRegion(elseRegion, []);
      ensureTerminator(p, elseRegion, 'scf.yield', state.loc);
    }
    state.regions.push(thenRegion, elseRegion);
    p.parseOptionalAttrDict(state.attributes);
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.condition);
    const terminators = op.numResults > 0;
    if (terminators) { p.write(' -> ('); printTypes(p, op.resultTypes); p.write(')'); }
    p.write(' ');
    p.printRegion(op.thenRegion, { printEntryBlockArgs: false, printBlockTerminators: terminators });
    if (!op.elseRegion.isEmpty) {
      p.write(' else ');
      p.printRegion(op.elseRegion, { printEntryBlockArgs: false, printBlockTerminators: terminators });
    }
    p.printOptionalAttrDict(op.allAttrs);
  },
  verify(op) {
    requireOneBlock(op, 0, 'thenRegion');
    if (op.numResults !== 0 && op.elseRegion.isEmpty) throw opError(op, 'must have an else block if defining values');
  },
  verifyRegions: (op) => verifyEdges(op, yieldsToParent(op)),
  /** `if (xori %c, true)` runs the regions of `if %c` swapped (upstream's IfOp::fold, in place). */
  fold(op): readonly FoldResult[] | undefined {
    if (op.elseRegion.isEmpty) return undefined;
    const x = op.condition.definingOp;
    // An i1 constant other than 0 is true (m_One).
    const c = XOrIOp.is(x) ? constantIntOf(x.rhs) : undefined;
    if (!XOrIOp.is(x) || c === undefined || c === 0) return undefined;
    op.setOperand(0, x.lhs);
    op.thenRegion.swapBody(op.elseRegion);
    return op.results;
  },
});

/**
 * Runs its region once; the region may have several blocks (unlike other scf regions).
 *
 * ```mlir
 * %v = scf.execute_region -> i64 {
 *   scf.yield %x : i64
 * }
 * ```
 */
export const ExecuteRegionOp = defineOp({
  name: 'scf.execute_region',
  attributes: { no_inline: optionalAttr(UnitAttrC) },
  results: { outs: variadic(AnyType) },
  regions: { region: region() },
  traits: [RegionBranch, RecursiveMemoryEffects],
}, {
  parse(p, state) {
    const types = p.parseOptionalArrowTypeList();
    if (types) state.resultTypes.push(...types);
    if (p.parseOptionalKeyword('no_inline')) state.attributes.set('no_inline', UnitAttr.instance);
    const body = new Region();
    p.parseRegion(body, []);
    state.regions.push(body);
    p.parseOptionalAttrDict(state.attributes);
  },
  print(op, p) {
    printOptionalArrowTypes(p, op.resultTypes);
    if (op.no_inline) p.write(' no_inline');
    p.write(' ');
    p.printRegion(op.region, { printEntryBlockArgs: false, printBlockTerminators: true });
    p.printOptionalAttrDict(op.allAttrs, ['no_inline']);
  },
  verify(op) {
    if (op.region.isEmpty) throw opError(op, 'region needs to have at least one block');
    if (op.region.front.numArguments > 0) throw opError(op, 'region cannot have any arguments');
  },
  verifyRegions: (op) => verifyEdges(op, yieldsToParent(op)),
});

/**
 * Runs the region of the case equal to the index argument, or the default region.
 *
 * ```mlir
 * %0 = scf.index_switch %i -> i32
 * case 2 {
 *   scf.yield %a : i32
 * }
 * default {
 *   scf.yield %b : i32
 * }
 * ```
 */
export const IndexSwitchOp = defineOp({
  name: 'scf.index_switch',
  operands: { arg: Index },
  attributes: { cases: DenseI64ArrayAttr },
  results: { outs: variadic(AnyType) },
  regions: { defaultRegion: region(), caseRegions: variadicRegion() },
  traits: [RecursiveMemoryEffects, singleBlockImplicitTerminator('scf.yield'), RegionBranch],
}, {
  parse(p, state) {
    state.operands.push(p.resolveOperand(p.parseOperand(), index));
    p.parseOptionalAttrDict(state.attributes);
    if (p.parseOptionalPunct('->')) {
      const types: Type[] = [p.parseType()];
      while (p.parseOptionalPunct(',')) types.push(p.parseType());
      state.resultTypes.push(...types);
    }
    const cases: bigint[] = [];
    const caseRegions: Region[] = [];
    while (p.parseOptionalKeyword('case')) {
      cases.push(p.parseInteger());
      const r = new Region();
      p.parseRegion(r, []);
      caseRegions.push(r);
    }
    state.attributes.set('cases', staticIndexArray(cases));
    p.parseKeyword('default');
    const dflt = new Region();
    p.parseRegion(dflt, []);
    ensureTerminator(p, dflt, 'scf.yield', state.loc);
    state.regions.push(dflt, ...caseRegions);
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.arg);
    p.printOptionalAttrDict(op.allAttrs, ['cases']);
    if (op.numResults) { p.write(' -> '); printTypes(p, op.resultTypes); }
    // The custom directive's leading space, printed even when there are no cases.
    p.write(' ');
    op.cases.values.forEach((v, i) => {
      p.printNewline();
      p.write(`case ${v} `);
      p.printRegion(op.caseRegions[i]!, { printEntryBlockArgs: false, printBlockTerminators: true });
    });
    p.printNewline();
    p.write('default ');
    const dflt = op.defaultRegion;
    const t = dflt.isEmpty ? null : dflt.front.last;
    const printTerminator = !t || !YieldOp.is(t) || t.numOperands > 0 || t.allAttrs.length > 0;
    p.printRegion(dflt, { printEntryBlockArgs: true, printBlockTerminators: printTerminator });
  },
  verify(op) {
    op.regions.forEach((r, i) => {
      if (r.isEmpty) throw opError(op, `region #${i} ('${i === 0 ? 'defaultRegion' : 'caseRegions'}') failed to verify constraint: region with 1 blocks`);
    });
    const cases = op.cases.values.map((v) => BigInt(v));
    if (cases.length !== op.caseRegions.length) {
      throw opError(op, `has ${op.caseRegions.length} case regions but ${cases.length} case values`);
    }
    const seen = new Set<bigint>();
    for (const c of cases) {
      if (seen.has(c)) throw opError(op, `has duplicate case value: ${c}`);
      seen.add(c);
    }
    const check = (r: Region, name: string) => {
      const y = r.front.last;
      if (!y || !YieldOp.is(y)) throw opError(op, `expected region to end with scf.yield, but got ${y ? y.name : ''}`);
      if (y.numOperands !== op.numResults) {
        throw opError(op, `expected each region to return ${op.numResults} values, but ${name} returns ${y.numOperands}`)
          .note('see yield operation here', y.loc);
      }
      op.resultTypes.forEach((t, i) => {
        const got = y.getOperand(i).type;
        if (got !== t) throw opError(op, `expected result #${i} of each region to be '${t.key}'`).note(`${name} returns '${got.key}' here`, y.loc);
      });
    };
    check(op.defaultRegion, 'default region');
    op.caseRegions.forEach((r, i) => check(r, `case region #${i}`));
  },
});

