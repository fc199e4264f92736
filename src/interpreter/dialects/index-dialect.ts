/**
 * The index dialect's implementation table: its ops are arith's on index values (64-bit here),
 * so each borrows the arith op's code; `index.sizeof` is 8 bytes.
 */
import { index } from '../../ir/types.js';
import { DialectEnumAttr } from '../../irdl/enum.js';
import { literal } from '../exprs.js';
import type { EmitTable } from '../gen.js';
import { castCode, castEmitters } from './arith-cast.js';
import { compareBy, intCode } from './arith-int.js';
import { elementwise } from './lift.js';

const ARITH_OF: Readonly<Record<string, string>> = {
  add: 'addi', sub: 'subi', mul: 'muli', divs: 'divsi', divu: 'divui', ceildivs: 'ceildivsi', ceildivu: 'ceildivui',
  floordivs: 'floordivsi', rems: 'remsi', remu: 'remui', maxs: 'maxsi', maxu: 'maxui', mins: 'minsi', minu: 'minui',
  shl: 'shli', shrs: 'shrsi', shru: 'shrui', and: 'andi', or: 'ori', xor: 'xori',
};

export const indexTable: EmitTable = {
  ...Object.fromEntries(Object.entries(ARITH_OF).map(([op, arith]) => [`index.${op}`, elementwise(intCode[`arith.${arith}`]!)])),
  'index.cmp': elementwise(compareBy((op) => (op.getAttr('pred') as DialectEnumAttr).value)),
  'index.casts': elementwise(castCode['arith.index_cast']!),
  'index.castu': elementwise(castCode['arith.index_castui']!),
  'index.constant': castEmitters['arith.constant']!,
  'index.bool.constant': castEmitters['arith.constant']!,
  'index.sizeof': (op, g) => g.def(op.getResult(0), literal(index, 8)),
};
