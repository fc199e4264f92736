/**
 * The ub dialect (upstream's UB dialect): `ub.poison`, a value of any type that the program must
 * not depend on, and `ub.unreachable`, a terminator that control never reaches. Folds that meet
 * an undefined case (a vector position of -1, an operand that is poison) give `#ub.poison`, made
 * into a `ub.poison` op by the dialects' constant materializers.
 *
 * ```mlir
 * %0 = ub.poison : i32
 * ub.unreachable
 * ```
 * Generic form: `%0 = "ub.poison"() <{value = #ub.poison}> : () -> i32`.
 */
import { Attribute } from '../../ir/attributes.js';
import type { AsmParser } from '../../ir/asm.js';
import type { Builder } from '../../ir/builder.js';
import type { Location } from '../../ir/location.js';
import type { Operation } from '../../ir/operation.js';
import type { AsmSink } from '../../ir/sink.js';
import { ConstantLike, Pure, Terminator } from '../../ir/traits.js';
import type { Type } from '../../ir/types.js';
import { AnyType, type AttrConstraint } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defaultAttr } from '../../irdl/spec.js';

/** `#ub.poison`: the constant value of a poison op (one instance). */
export class PoisonAttr extends Attribute {
  private constructor() { super(); }
  static readonly instance = new PoisonAttr();
  print(s: AsmSink): void { s.write('#ub.poison'); }
}

export const poison = PoisonAttr.instance;

const PoisonAttrC: AttrConstraint<PoisonAttr> = {
  description: 'PoisonAttrInterface instance',
  check: (a): a is PoisonAttr => a instanceof PoisonAttr,
  storage: (a) => a instanceof PoisonAttr,
};

export const PoisonOp = defineOp({
  name: 'ub.poison',
  summary: 'Poisoned constant operation.',
  attributes: { value: defaultAttr(PoisonAttrC, poison) },
  results: { result: AnyType },
  traits: [ConstantLike, Pure],
  format: 'attr-dict (`<` $value^ `>`)? `:` type($result)',
}, {
  fold: (op) => [op.value],
});

/** A terminator that control never reaches (a branch to it may be dropped). */
export const UnreachableOp = defineOp({
  name: 'ub.unreachable',
  summary: 'Unreachable operation.',
  traits: [Terminator],
  format: 'attr-dict',
});

/** `#ub.poison`, with upstream's message for other mnemonics. */
export function parseUbAttribute(p: AsmParser): Attribute {
  const loc = p.currentLoc();
  const kw = p.parseOptionalKeyword() ?? '';
  if (kw !== 'poison') throw p.error(`unknown attribute \`${kw}\` in dialect \`ub\``, loc);
  return poison;
}

/** Folded poison values become ub.poison ops (arith and vector materialize through this too). */
export function materializePoison(b: Builder, value: Attribute, type: Type, loc: Location): Operation | undefined {
  return value instanceof PoisonAttr ? PoisonOp.build(b, { value, resultTypes: [type] }, loc) : undefined;
}
