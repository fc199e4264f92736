/**
 * Folding as upstream's Operation::fold: constant operands are found through ConstantLike
 * defining ops (m_Constant), the op's fold hook runs first, and when it fails or folds in place
 * the trait folds run (Commutative moves constants to the back, Involution and Idempotent fold
 * `f(f(x))`). Constants are made through the op's dialect's `materializeConstant`.
 */
import { type Attribute, IntegerAttr } from '../ir/attributes.js';
import type { Builder } from '../ir/builder.js';
import type { Context } from '../ir/context.js';
import type { Location } from '../ir/location.js';
import type { FoldResult } from '../ir/opinfo.js';
import type { Operation } from '../ir/operation.js';
import type { Type } from '../ir/types.js';
import { Value } from '../ir/value.js';
import { asComcoDialect } from '../irdl/dialect.js';

/** The value of a ConstantLike op (what it folds to without operands), or undefined. */
export function constantValue(op: Operation): Attribute | undefined {
  if (!op.hasTrait('ConstantLike') || op.numResults !== 1) return undefined;
  const folded = op.info.fold?.(op, []);
  const r = folded?.[0];
  if (r !== undefined && !(r instanceof Value)) return r;
  return op.getAttr('value');
}

/** The constant a value is defined by, if any (upstream's `matchPattern(v, m_Constant())`). */
export function constantOf(v: Value): Attribute | undefined {
  const def = v.definingOp;
  return def ? constantValue(def) : undefined;
}

/** The integer constant a value is defined by, when a JS number holds it exactly (what may become
 * a static size, offset or stride, or an affine constant: see IntegerAttr.exactNum). */
export function constantIntOf(v: Value): number | undefined {
  const a = constantOf(v);
  return a instanceof IntegerAttr ? a.exactNum : undefined;
}

/** The outcome of folding: nothing, a change in place, or replacement values per result. */
export type FoldOutcome =
  | { readonly kind: 'failed' }
  | { readonly kind: 'in-place' }
  | { readonly kind: 'replaced'; readonly results: readonly FoldResult[] };

const FAILED: FoldOutcome = { kind: 'failed' };
const IN_PLACE: FoldOutcome = { kind: 'in-place' };

/** True when `results` are the op's own results (the hook folded in place). */
function isInPlace(op: Operation, results: readonly FoldResult[]): boolean {
  return results.length === 0 || results.every((r, i) => r === op.results[i]);
}

/** Commutative ops get their constant operands moved to the end (stable), as foldCommutative. */
function foldCommutative(op: Operation, constants: readonly (Attribute | undefined)[]): boolean {
  if (op.numOperands < 2) return false;
  const firstConst = constants.findIndex((c) => c !== undefined);
  if (firstConst < 0) return false;
  const tail = op.operands.slice(firstConst);
  const tailConsts = constants.slice(firstConst);
  const nonConst = tail.filter((_, i) => tailConsts[i] === undefined);
  if (nonConst.length === 0) return false;
  const consts = tail.filter((_, i) => tailConsts[i] !== undefined);
  [...nonConst, ...consts].forEach((v, i) => op.setOperand(firstConst + i, v));
  return true;
}

/** `f(f(x)) → x` for Involution, `f(f(x)) → f(x)` and `f(x, x) → x` for Idempotent. */
function foldUnaryChain(op: Operation, trait: 'Involution' | 'Idempotent'): Value | undefined {
  if (op.numResults !== 1) return undefined;
  if (op.numOperands === 1) {
    const inner = op.getOperand(0).definingOp;
    if (!inner || inner.name !== op.name) return undefined;
    return trait === 'Involution' ? inner.getOperand(0) : op.getOperand(0);
  }
  if (trait === 'Idempotent' && op.numOperands === 2 && op.getOperand(0) === op.getOperand(1)) return op.getOperand(0);
  return undefined;
}

/** Folds the traits in the order the op lists them, as upstream's foldTraits. */
function foldTraits(op: Operation, constants: readonly (Attribute | undefined)[]): FoldOutcome {
  let changed = false;
  for (const name of op.info.traits.keys()) {
    if (name === 'Commutative') { changed = foldCommutative(op, constants) || changed; continue; }
    if (name === 'Involution' || name === 'Idempotent') {
      const v = foldUnaryChain(op, name);
      if (v) return { kind: 'replaced', results: [v] };
    }
  }
  return changed ? IN_PLACE : FAILED;
}

/** Tries to fold `op` (never a ConstantLike op: the driver keeps those as they are). */
export function foldOperation(op: Operation): FoldOutcome {
  const constants = op.operands.map(constantOf);
  const results = op.info.fold?.(op, constants);
  if (results !== undefined && !isInPlace(op, results)) {
    if (results.length !== op.numResults) {
      throw new Error(`fold of '${op.name}' returned ${results.length} results for ${op.numResults}`);
    }
    return { kind: 'replaced', results };
  }
  const traits = foldTraits(op, op.operands.map(constantOf));
  if (traits.kind !== 'failed') return traits;
  return results !== undefined ? IN_PLACE : FAILED;
}

/** Makes a constant op of `dialect` at the builder's insertion point, or undefined when the
 * dialect cannot (it has no `materializeConstant`, or declines this value). */
export function materializeConstant(
  ctx: Context, dialect: string, b: Builder, value: Attribute, type: Type, loc: Location,
): Operation | undefined {
  const d = asComcoDialect(ctx.getDialect(dialect));
  const op = d?.materializeConstant?.(b, value, type, loc);
  if (op && (!op.hasTrait('ConstantLike') || op.numResults !== 1 || op.results[0]!.type !== type)) {
    throw new Error(`materializeConstant of dialect '${dialect}' made '${op.name}', not a constant of type ${type.key}`);
  }
  return op;
}
