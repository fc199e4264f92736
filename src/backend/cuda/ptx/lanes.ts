/**
 * Helpers the lowering tables share: lane-wise application (vector values are one register per
 * lane, so every elementwise op is its scalar form repeated) and the narrow-integer discipline.
 *
 * i8 lives in a 16-bit register, kept sign-extended: an op that can leave other bits set
 * re-normalizes its result (`cvt.s16.s8`), and an op that reads the value as unsigned first
 * masks it (`and.b16 t, a, 0xFF`). i1 lives in a predicate register.
 */
import { opError } from '../../../ir/diagnostics.js';
import type { Operation } from '../../../ir/operation.js';
import { DialectEnumAttr } from '../../../irdl/enum.js';
import type { Value } from '../../../ir/value.js';
import type { Lowerer } from './context.js';
import type { ScalarInfo } from './types.js';

/** The scalar layout of a value's (element) type. */
export const infoOf = (op: Operation, k: Lowerer, v: Value): ScalarInfo => k.info(op, v.type);

/**
 * Defines the result's lanes and calls `fn` per lane with the result register and the operand
 * registers of that lane.
 */
export function eachLane(op: Operation, k: Lowerer, fn: (d: string, ops: readonly string[], lane: number) => void, result = 0): void {
  const d = k.def(op.getResult(result));
  const operands = op.operands.map((v) => k.use(v));
  d.forEach((r, i) => fn(r, operands.map((o) => o[i] ?? o[0]!), i));
}

/** After an integer op on i8, restores the sign-extended form. */
export function normalize(k: Lowerer, s: ScalarInfo, d: string): void {
  if (s.kind === 'int' && s.bits < s.regBits) k.emit(`cvt.s${s.regBits}.s${s.bits}`, [d, d]);
}

/** The value as an unsigned number of its width (a masked copy for i8). */
export function zext(k: Lowerer, s: ScalarInfo, a: string): string {
  if (s.kind !== 'int' || s.bits === s.regBits) return a;
  const t = k.reg(s.reg);
  k.emit(`and.b${s.regBits}`, [t, a, `0x${((1 << s.bits) - 1).toString(16).toUpperCase()}`]);
  return t;
}

/** A predicate (i1) widened to a 32-bit register: 1/0 unsigned, -1/0 signed. */
export function predToInt(k: Lowerer, p: string, signed: boolean): string {
  const t = k.reg('b32');
  k.emit('selp.b32', [t, signed ? '-1' : '1', '0', p]);
  return t;
}

export function unsupported(op: Operation, what: string): never {
  throw opError(op, `${what} cannot be lowered to PTX`);
}

/** Whether the op's `fastmath` flags include `bit` (contract = 32, afn = 64). */
export function hasFastmath(op: Operation, bit: number): boolean {
  const fm = op.getAttr('fastmath');
  return fm instanceof DialectEnumAttr && (fm.value & bit) !== 0;
}
