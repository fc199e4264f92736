/**
 * Canonicalization of casts (upstream ArithCanonicalization.td as of LLVM 22): round trips
 * through index casts disappear, cast chains shorten, and truncations of extensions or of
 * conversions from integers are done by one op.
 */
import type { Type } from '../../ir/types.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { at, constant, intOrSplat } from './canon-util.js';
import { unsigned } from './fold-core.js';
import { constantOf } from './match.js';
import {
  BitcastOp, ExtSIOp, ExtUIOp, IndexCastOp, IndexCastUIOp, SIToFPOp, TruncFOp, TruncIOp, UIToFPOp,
} from './ops-cast.js';
import { ShRSIOp, ShRUIOp } from './ops-int.js';
import { bitWidth, elementOf } from './types.js';

/** Element bit width (getScalarOrElementWidth), or -1 for types without one. */
const widthOf = (t: Type): number => bitWidth(elementOf(t)) ?? -1;

/** `cast(cast(x))`, with `x` back at its own type, is `x` (IndexCastOfIndexCast, …UI…). */
function roundTrip(name: string, def: typeof IndexCastOp | typeof IndexCastUIOp): RewritePattern {
  return pattern(name, def, (op, rw) => {
    const inner = op.in.definingOp;
    if (!def.is(inner) || inner.in.type !== op.out.type) return false;
    rw.replaceOp(op, [inner.in]);
    return true;
  }, 2);
}

export const castPatterns: readonly RewritePattern[] = [
  roundTrip('IndexCastOfIndexCast', IndexCastOp),
  // index_cast(extsi(x)) -> index_cast(x)
  pattern('IndexCastOfExtSI', IndexCastOp, (op, rw) => {
    const ext = op.in.definingOp;
    if (!ExtSIOp.is(ext)) return false;
    at(rw, op);
    rw.replaceOp(op, [IndexCastOp.build(rw, { in: ext.in, resultTypes: [op.out.type] }).out]);
    return true;
  }, 2),
  roundTrip('IndexCastUIOfIndexCastUI', IndexCastUIOp),
  // index_castui(extui(x)) -> index_castui(x)
  pattern('IndexCastUIOfExtUI', IndexCastUIOp, (op, rw) => {
    const ext = op.in.definingOp;
    if (!ExtUIOp.is(ext)) return false;
    at(rw, op);
    rw.replaceOp(op, [IndexCastUIOp.build(rw, { in: ext.in, resultTypes: [op.out.type] }).out]);
    return true;
  }, 2),
  // bitcast(bitcast(x)) -> bitcast(x)
  pattern('BitcastOfBitcast', BitcastOp, (op, rw) => {
    const inner = op.in.definingOp;
    if (!BitcastOp.is(inner)) return false;
    at(rw, op);
    rw.replaceOp(op, [BitcastOp.build(rw, { in: inner.in, resultTypes: [op.out.type] }).out]);
    return true;
  }, 2),
  // extsi(extui(x)) -> extui(x): the sign bit of a zero extension is zero
  pattern('ExtSIOfExtUI', ExtSIOp, (op, rw) => {
    const inner = op.in.definingOp;
    if (!ExtUIOp.is(inner)) return false;
    at(rw, op);
    rw.replaceOp(op, [ExtUIOp.build(rw, { in: inner.in, resultTypes: [op.out.type] }).out]);
    return true;
  }, 2),
  // trunci(extsi(x)) -> extsi(x) and trunci(extui(x)) -> extui(x) when only extension bits go
  ...[['TruncIExtSIToExtSI', ExtSIOp], ['TruncIExtUIToExtUI', ExtUIOp]].map(([name, ext]) =>
    pattern(name as string, TruncIOp, (op, rw) => {
      const def = ext as typeof ExtSIOp;
      const inner = op.in.definingOp;
      if (!def.is(inner)) return false;
      const wExt = widthOf(inner.out.type), wTr = widthOf(op.out.type), wX = widthOf(inner.in.type);
      if (!(wExt > wTr && wTr > 0 && wTr > wX && wX > 0)) return false;
      at(rw, op);
      rw.replaceOp(op, [def.build(rw, { in: inner.in, resultTypes: [op.out.type] }).out]);
      return true;
    }, 2)),
  // trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is exactly the truncated width
  pattern('TruncIShrSIToTrunciShrUI', TruncIOp, (op, rw) => {
    const shr = op.in.definingOp;
    if (!ShRSIOp.is(shr)) return false;
    const c = constantOf(shr.rhs), amount = intOrSplat(shr.rhs);
    if (!c || !amount || BigInt(widthOf(shr.lhs.type) - widthOf(op.out.type)) !== unsigned(amount.value, amount.width)) return false;
    at(rw, op);
    const shrui = ShRUIOp.build(rw, { lhs: shr.lhs, rhs: constant(rw, c) }).result;
    rw.replaceOp(op, [TruncIOp.build(rw, { in: shrui, overflowFlags: op.overflowFlags, resultTypes: [op.out.type] }).out]);
    return true;
  }, 2),
  // truncf(sitofp(x)) -> sitofp(x) and truncf(uitofp(x)) -> uitofp(x) with the default rounding
  ...[['TruncFSIToFPToSIToFP', SIToFPOp], ['TruncFUIToFPToUIToFP', UIToFPOp]].map(([name, conv]) =>
    pattern(name as string, TruncFOp, (op, rw) => {
      const def = conv as typeof SIToFPOp;
      const inner = op.in.definingOp;
      if (!def.is(inner) || op.roundingmode !== undefined) return false;
      at(rw, op);
      rw.replaceOp(op, [def.build(rw, { in: inner.in, resultTypes: [op.out.type] }).out]);
      return true;
    }, 2)),
];
