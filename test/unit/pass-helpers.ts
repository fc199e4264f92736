/**
 * A small `tst` dialect for the pass and rewrite tests: constants with a materializer, a
 * commutative foldable add, an involution, memory reads/writes, and branches with successor
 * operands, so the driver, CSE and region simplification are tested without other dialects.
 */
import { Context } from '../../src/ir/context.js';
import { IntegerAttr, type Attribute } from '../../src/ir/attributes.js';
import type { Builder } from '../../src/ir/builder.js';
import type { Location } from '../../src/ir/location.js';
import type { Operation } from '../../src/ir/operation.js';
import type { Type } from '../../src/ir/types.js';
import {
  BranchOpTrait, Commutative, ConstantLike, Involution, MemRead, MemWrite, Pure, RecursiveMemoryEffects, Terminator,
} from '../../src/ir/traits.js';
import { AnyIntegerAttr, AnyType } from '../../src/irdl/constraints.js';
import { defineOp } from '../../src/irdl/define.js';
import { defineDialect } from '../../src/irdl/dialect.js';
import { region, successor, variadic } from '../../src/irdl/spec.js';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import type { RewritePattern } from '../../src/rewrite/pattern.js';

export const TstConst = defineOp({
  name: 'tst.const',
  attributes: { value: AnyIntegerAttr },
  results: { out: AnyType },
  traits: [Pure, ConstantLike],
}, { fold: (op) => [op.value] });

/** Adds integer constants; `x + 0` is `x`. */
export const TstAdd = defineOp({
  name: 'tst.add',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { out: AnyType },
  traits: [Pure, Commutative],
}, {
  fold: (op, [a, b]) => {
    if (a instanceof IntegerAttr && b instanceof IntegerAttr) return [IntegerAttr.get(a.type, a.value + b.value)];
    if (b instanceof IntegerAttr && b.value === 0n) return [op.lhs];
    return undefined;
  },
});

export const TstNeg = defineOp({ name: 'tst.neg', operands: { x: AnyType }, results: { out: AnyType }, traits: [Pure, Involution] });
export const TstLoad = defineOp({ name: 'tst.load', operands: { ref: AnyType }, results: { out: AnyType }, traits: [MemRead] });
export const TstStore = defineOp({ name: 'tst.store', operands: { v: AnyType, ref: AnyType }, traits: [MemWrite] });
/** A pure op with a body (RecursiveMemoryEffects), like scf.execute_region. */
export const TstRegion = defineOp({
  name: 'tst.region', operands: { args: variadic(AnyType) }, results: { outs: variadic(AnyType) },
  regions: { body: region() }, traits: [RecursiveMemoryEffects],
});
export const TstYield = defineOp({ name: 'tst.yield', operands: { values: variadic(AnyType) }, traits: [Pure, Terminator] });
/** `cf.br`: every operand goes to the successor. */
export const TstBr = defineOp({
  name: 'tst.br', operands: { args: variadic(AnyType) }, successors: { dest: successor() }, traits: [Pure, Terminator, BranchOpTrait],
});

export const tstDialect = defineDialect({
  name: 'tst',
  ops: [TstConst, TstAdd, TstNeg, TstLoad, TstStore, TstRegion, TstYield, TstBr],
  materializeConstant(b: Builder, value: Attribute, type: Type, loc: Location): Operation | undefined {
    if (!(value instanceof IntegerAttr) || value.type !== type) return undefined;
    return TstConst.build(b, { value, resultTypes: [type] }, loc);
  },
});

/** A context with every comco dialect, `tst`, and unregistered ops allowed. */
export function tstContext(patterns: readonly RewritePattern[] = []): Context {
  const ctx = createContext({ allowUnregistered: true });
  ctx.register(patterns.length ? defineDialect({ ...tstDialect, canonicalizationPatterns: patterns }) : tstDialect);
  return ctx;
}

export const parseIn = (ctx: Context, text: string): Operation => parseSource(text, ctx, { fileName: 't.mlir' });
export const print = (op: Operation): string => printOp(op);
