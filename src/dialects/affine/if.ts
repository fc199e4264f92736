/** affine.if: a conditional on an integer set of dims and symbols. */
import { type Attribute, IntegerSetAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import { Region } from '../../ir/region.js';
import { NoRegionArguments, RecursiveMemoryEffects, RegionBranch, singleBlockImplicitTerminator } from '../../ir/traits.js';
import { index } from '../../ir/types.js';
import { AnyType, type AttrConstraint, storedAs } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { ensureTerminator } from '../../irdl/format/parse.js';
import { region, sizedRegion, variadic } from '../../irdl/spec.js';
import { canonicalizeSetAndOperands, composeSetAndOperands } from './compose.js';
import { isIntegerSetAttr, parseAttrOfKind, parseDimAndSymbolList, printDimAndSymbolList, setOf } from './syntax.js';
import { verifyDimAndSymbolIdentifiers } from './validity.js';

const IntegerSetAttrC: AttrConstraint<IntegerSetAttr> = {
  storage: storedAs(IntegerSetAttr),
  description: 'IntegerSet attribute',
  check: (a: Attribute): a is IntegerSetAttr => a instanceof IntegerSetAttr,
};

/**
 * Runs its then region when the dims and symbols satisfy every constraint of the set, else its
 * (optional) else region; results come from the regions' affine.yield.
 *
 * ```mlir
 * %r = affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0)>(%i)[%n] -> f32 {
 *   affine.yield %a : f32
 * } else {
 *   affine.yield %b : f32
 * }
 * ```
 */
export const IfOp = defineOp({
  name: 'affine.if',
  operands: { inputs: variadic(AnyType) },
  attributes: { condition: IntegerSetAttrC },
  results: { results: variadic(AnyType) },
  regions: { thenRegion: sizedRegion(1), elseRegion: region() },
  traits: [singleBlockImplicitTerminator('affine.yield'), RecursiveMemoryEffects, NoRegionArguments, RegionBranch],
}, {
  parse(p, state) {
    const cond = parseAttrOfKind(p, isIntegerSetAttr);
    state.attributes.set('condition', cond);
    const { operands, numDims } = parseDimAndSymbolList(p);
    state.operands.push(...p.resolveOperands(operands, index));
    const set = cond.set;
    if (set.numDims !== numDims) throw p.error('dim operand count and integer set dim count must match', p.nameLoc());
    if (numDims + set.numSymbols !== operands.length) {
      throw p.error('symbol operand count and integer set symbol count must match', p.nameLoc());
    }
    state.resultTypes.push(...(p.parseOptionalArrowTypeList() ?? []));
    const thenRegion = new Region();
    const elseRegion = new Region();
    state.regions.push(thenRegion, elseRegion);
    p.parseRegion(thenRegion);
    ensureTerminator(p, thenRegion, 'affine.yield', state.loc);
    if (p.parseOptionalKeyword('else')) {
      p.parseRegion(elseRegion);
      ensureTerminator(p, elseRegion, 'affine.yield', state.loc);
    }
    p.parseOptionalAttrDict(state.attributes);
  },
  print(op, p) {
    p.write(' ');
    p.printAttribute(op.condition);
    printDimAndSymbolList(p, op.inputs, op.condition.set.numDims);
    if (op.numResults) p.printArrowTypeList(op.resultTypes);
    p.write(' ');
    const terminators = op.numResults > 0;
    p.printRegion(op.thenRegion, { printEntryBlockArgs: false, printBlockTerminators: terminators });
    if (!op.elseRegion.isEmpty) {
      p.write(' else ');
      p.printRegion(op.elseRegion, { printEntryBlockArgs: false, printBlockTerminators: terminators });
    }
    p.printOptionalAttrDict(op.allAttrs, ['condition']);
  },
  verify(op) {
    const set = op.condition.set;
    if (op.numOperands !== set.getNumInputs()) {
      throw opError(op, 'operand count and condition integer set dimension and symbol count must match');
    }
    verifyDimAndSymbolIdentifiers(op, op.inputs, set.numDims);
  },
  speculatability: () => 'recursively-speculatable',
  /** The condition composed with affine.apply producers and canonicalized, in place. */
  fold(op) {
    const old = setOf(op);
    const operands = [...op.inputs];
    let set = composeSetAndOperands(old, operands);
    set = canonicalizeSetAndOperands(set, operands);
    if (set.equals(old) && operands.length === op.numOperands && operands.every((v, i) => v === op.getOperand(i))) return undefined;
    op.setAttr('condition', IntegerSetAttr.get(set));
    op.setOperands(operands);
    return [...op.results];
  },
});
