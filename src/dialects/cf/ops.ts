/**
 * The cf dialect: unstructured control flow between blocks (br, cond_br, switch) and assert.
 */
import { DenseArrayAttr, DenseElementsAttr, type Attribute } from '../../ir/attributes.js';
import type { Block } from '../../ir/block.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { BranchOpTrait, Pure, Terminator } from '../../ir/traits.js';
import { IntegerType, VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import {
  type AttrConstraint, AnyInteger, AnyType, DenseI32ArrayAttr, I1, StrAttr, storedAs,
} from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { optionalAttr, successor, variadic, variadicSuccessor } from '../../irdl/spec.js';

/**
 * BranchOpInterface's check: each successor gets as many operands as it has arguments, of the
 * same types. `operandsOf(i)` are the operands forwarded to successor `i`.
 */
export function verifyBranchOperands(op: Operation, operandsOf: (succ: number) => readonly Value[]): void {
  op.successors.forEach((dest, s) => {
    const operands = operandsOf(s);
    if (operands.length !== dest.numArguments) {
      throw errorOn(op, `branch has ${operands.length} operands for successor #${s}, but target block has ${dest.numArguments}`);
    }
    operands.forEach((v, i) => {
      if (v.type !== dest.getArgument(i).type) throw errorOn(op, `type mismatch for bb argument #${i} of successor #${s}`);
    });
  });
}

/**
 * Aborts with a message when the condition is false.
 *
 * ```mlir
 * cf.assert %ok, "index out of range"
 * ```
 */
export const AssertOp = defineOp({
  name: 'cf.assert',
  operands: { arg: I1 },
  attributes: { msg: StrAttr },
  format: '$arg `,` $msg attr-dict',
});

/**
 * Jumps to a block, passing it values.
 *
 * ```mlir
 * cf.br ^bb1(%a, %b : i32, f32)
 * ```
 */
export const BranchOp = defineOp({
  name: 'cf.br',
  operands: { destOperands: variadic(AnyType) },
  successors: { dest: successor() },
  traits: [Pure, Terminator, BranchOpTrait],
  format: '$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict',
}, {
  verify: (op) => verifyBranchOperands(op, () => op.destOperands),
});

/**
 * Jumps to one of two blocks depending on a condition.
 *
 * ```mlir
 * cf.cond_br %c, ^bb1(%x : i32), ^bb2
 * ```
 */
export const CondBranchOp = defineOp({
  name: 'cf.cond_br',
  operands: { condition: I1, trueDestOperands: variadic(AnyType), falseDestOperands: variadic(AnyType) },
  successors: { trueDest: successor(), falseDest: successor() },
  /** Relative likelihoods of the two edges (`weights([60, 40])`), for later code generation. */
  attributes: { branch_weights: optionalAttr(DenseI32ArrayAttr) },
  traits: [Pure, Terminator, BranchOpTrait],
  format: '$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` '
    + '$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict',
}, {
  verify: (op) => {
    verifyBranchWeights(op, op.branch_weights);
    verifyBranchOperands(op, (s) => (s === 0 ? op.trueDestOperands : op.falseDestOperands));
  },
});

/** WeightedBranchOpInterface's check: one weight per successor, not all zero. */
function verifyBranchWeights(op: Operation, weights: DenseArrayAttr | undefined): void {
  if (!weights) return;
  const w = weights.nums;
  if (w.length !== op.successors.length) {
    throw errorOn(op, `expects number of branch weights to match number of successors: ${w.length} vs ${op.successors.length}`);
  }
  if (w.every((x) => x === 0)) throw errorOn(op, 'branch weights cannot all be zero');
}

/** `dense<[1, 2]> : vector<2xi32>`: the case values of a switch. */
const IntElementsAttr: AttrConstraint<DenseElementsAttr> = {
  storage: storedAs(DenseElementsAttr),
  description: 'integer elements attribute',
  check: (a: Attribute): a is DenseElementsAttr => a instanceof DenseElementsAttr && a.elementType instanceof IntegerType,
};

/** The operands each case of a switch forwards (split by `case_operand_segments`). */
export function switchCaseOperands(op: Operation & { readonly caseOperands: Value[] }): Value[][] {
  const seg = op.getAttr('case_operand_segments');
  const sizes = seg instanceof DenseArrayAttr ? seg.nums : [];
  let start = 0;
  return sizes.map((n) => { const vs = op.caseOperands.slice(start, start + n); start += n; return vs; });
}

/** A case value as upstream prints it (APInt::getLimitedValue: the unsigned bits). */
function caseText(v: number | bigint, width: number): string {
  return BigInt.asUintN(width, BigInt(v)).toString();
}

/**
 * Jumps to the block of the case equal to the flag, or to the default block.
 *
 * ```mlir
 * cf.switch %flag : i32, [
 *   default: ^bb1,
 *   42: ^bb2(%x : i32)
 * ]
 * ```
 */
export const SwitchOp = defineOp({
  name: 'cf.switch',
  operands: { flag: AnyInteger, defaultOperands: variadic(AnyType), caseOperands: variadic(AnyType) },
  attributes: { case_values: optionalAttr(IntElementsAttr), case_operand_segments: DenseI32ArrayAttr },
  successors: { defaultDestination: successor(), caseDestinations: variadicSuccessor() },
  traits: [Pure, Terminator, BranchOpTrait],
}, {
  parse(p, state) {
    const flagU = p.parseOperand();
    p.parsePunct(':');
    const typeLoc = p.currentLoc();
    const flagType = p.parseType();
    if (!(flagType instanceof IntegerType)) {
      throw p.error(`invalid kind of type specified: expected builtin.integer, but found '${flagType.key}'`, typeLoc);
    }
    p.parsePunct(',');
    p.parsePunct('[');
    p.parseKeyword('default');
    p.parsePunct(':');
    const dflt = p.parseSuccessorAndUseList();
    const values: bigint[] = [];
    const dests: Block[] = [];
    const caseOperands: Value[][] = [];
    while (p.parseOptionalPunct(',')) {
      // Case values are 64-bit (upstream's parseInteger<int64_t>). Upstream prints a negative i64
      // case unsigned and then cannot read it (known row switch-i64-negative-case); comco reads
      // the unsigned form too, so that its output and upstream's read back.
      const loc = p.currentLoc();
      const v = p.parseInteger();
      if (v < -(1n << 63n) || v >= 1n << 64n) throw p.error('integer value too large', loc);
      values.push(v);
      p.parsePunct(':');
      const c = p.parseSuccessorAndUseList();
      dests.push(c.block);
      caseOperands.push(c.operands);
    }
    p.parsePunct(']');
    p.parseOptionalAttrDict(state.attributes);
    state.operands.push(p.resolveOperand(flagU, flagType), ...dflt.operands, ...caseOperands.flat());
    state.successors.push(dflt.block, ...dests);
    if (values.length) {
      const width = flagType.width;
      state.attributes.set('case_values', DenseElementsAttr.get(VectorType.get([values.length], flagType), values.map((v) => BigInt.asIntN(width, v))));
    }
    state.attributes.set('case_operand_segments', DenseArrayAttr.i32(caseOperands.map((c) => c.length)));
    state.attributes.set('operandSegmentSizes', DenseArrayAttr.i32([1, dflt.operands.length, caseOperands.flat().length]));
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.flag);
    p.write(' : ');
    p.printType(op.flag.type);
    p.write(', [');
    p.printNewline();
    p.write('  default: ');
    p.printSuccessorAndUseList(op.defaultDestination, op.defaultOperands);
    const values = op.case_values;
    if (values) {
      const width = (op.flag.type as IntegerType).width;
      const cases = switchCaseOperands(op);
      values.all().forEach((v, i) => {
        p.write(',');
        p.printNewline();
        p.write(`  ${caseText(v, width)}: `);
        p.printSuccessorAndUseList(op.caseDestinations[i]!, cases[i] ?? []);
      });
      p.printNewline();
    }
    p.write(']');
    p.printOptionalAttrDict(op.allAttrs, ['case_values', 'case_operand_segments', 'operandSegmentSizes']);
  },
  verify(op) {
    const cases = switchCaseOperands(op);
    const segTotal = cases.reduce((n, c) => n + c.length, 0);
    if (segTotal !== op.caseOperands.length || cases.length !== op.caseDestinations.length) {
      throw opError(op, `expected ${op.caseDestinations.length} case operand segments whose sizes add up to ${op.caseOperands.length}`);
    }
    verifyBranchOperands(op, (s) => (s === 0 ? op.defaultOperands : cases[s - 1] ?? []));
    const values = op.case_values;
    if (!values && !op.caseDestinations.length) return;
    const caseType = values?.elementType;
    if (caseType !== op.flag.type) {
      throw opError(op, `'flag' type ('${op.flag.type.key}') should match case value type ('${caseType?.key ?? ''}')`);
    }
    if (values && values.numElements !== op.caseDestinations.length) {
      throw opError(op, `number of case values (${values.numElements}) should match number of case destinations (${op.caseDestinations.length})`);
    }
  },
});
