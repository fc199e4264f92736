/**
 * Entry points for parsing affine maps, integer sets and affine expressions (see parser.ts for
 * the grammar). Every function returns an `AffineParseError` (upstream's message, and an offset
 * into the given text) instead of throwing, on any input.
 */
import type { AffineExpr } from './expr.js';
import { AffineMap } from './map.js';
import {
  AffineParseError, AffineParser, type AffineOperandRef, type SSAOperandOffsets, type SSAOperands,
} from './parser.js';
import { IntegerSet } from './set.js';

export { AffineParseError, type AffineOperandRef, type SSAOperandOffsets, type SSAOperands } from './parser.js';

function whole<T>(p: AffineParser, r: { value: T; end: number } | AffineParseError): T | AffineParseError {
  if (r instanceof AffineParseError) return r;
  if (!p.atEnd()) return new AffineParseError('encountered unexpected token', p.tok.start);
  return r.value;
}

/**
 * Parses the start of `text` at `offset` as an affine map or integer set (what follows
 * `affine_map<` / `affine_set<` in an attribute). On success `end` is the offset of the next
 * token, where the caller expects the closing `>`.
 */
export function parseAffineMapOrIntegerSet(
  text: string, offset = 0,
): { value: AffineMap | IntegerSet; end: number } | AffineParseError {
  const p = new AffineParser(text, offset, { kind: 'plain' });
  return p.run(() => p.parseMapOrSet());
}

/** Parses a whole string (the body of `affine_map<...>`) as an affine map. */
export function parseAffineMap(text: string): AffineMap | AffineParseError {
  const p = new AffineParser(text, 0, { kind: 'plain' });
  const start = p.tok.start;
  const r = whole(p, p.run(() => p.parseMapOrSet()));
  if (r instanceof IntegerSet) return new AffineParseError('expected AffineMap, but got IntegerSet', start);
  return r;
}

/** Parses a whole string (the body of `affine_set<...>`) as an integer set. */
export function parseIntegerSet(text: string): IntegerSet | AffineParseError {
  const p = new AffineParser(text, 0, { kind: 'plain' });
  const start = p.tok.start;
  const r = whole(p, p.run(() => p.parseMapOrSet()));
  if (r instanceof AffineMap) return new AffineParseError('expected IntegerSet, but got AffineMap', start);
  return r;
}

/**
 * Parses one expression at `offset` whose names (bare identifiers, or `%x` SSA names, or
 * `symbol(%x)`) are resolved by the caller. For ops that already know their operands.
 */
export function parseAffineExprWithOperands(
  text: string, resolve: (name: string) => AffineOperandRef | undefined, offset = 0,
): { value: AffineExpr; end: number } | AffineParseError {
  const p = new AffineParser(text, offset, { kind: 'resolve', resolve });
  return p.run(() => p.parseExpr());
}

/**
 * Upstream `parseAffineMapOfSSAIds`: a bracketed list such as `[%i + 1, symbol(%n)]` whose SSA
 * names become dims (and `symbol(...)` names symbols) in order of first appearance, as the affine
 * dialect's `affine.load %m[%i + 1]` syntax needs.
 */
export function parseAffineMapOfSSAIds(
  text: string, offset: number, delimiter: '(' | '[',
): { value: AffineMap; operands: SSAOperands; offsets: SSAOperandOffsets; end: number } | AffineParseError {
  const operands: SSAOperands = { dimOperands: [], symbolOperands: [] };
  const offsets: SSAOperandOffsets = { dims: [], symbols: [] };
  const p = new AffineParser(text, offset, { kind: 'ssa', operands, offsets });
  const r = p.run(() => {
    const results: AffineExpr[] = [];
    const ok = p.parseList(delimiter, () => {
      const e = p.parseExpr();
      if (e) results.push(e);
      return e !== undefined;
    }, ' in affine map');
    return ok ? AffineMap.get(operands.dimOperands.length, operands.symbolOperands.length, results) : undefined;
  });
  return r instanceof AffineParseError ? r : { ...r, operands, offsets };
}

/** Upstream `parseAffineExprOfSSAIds`: one expression over SSA names, e.g. `%i * 4 + symbol(%n)`. */
export function parseAffineExprOfSSAIds(
  text: string, offset = 0,
): { value: AffineExpr; operands: SSAOperands; offsets: SSAOperandOffsets; end: number } | AffineParseError {
  const operands: SSAOperands = { dimOperands: [], symbolOperands: [] };
  const offsets: SSAOperandOffsets = { dims: [], symbols: [] };
  const p = new AffineParser(text, offset, { kind: 'ssa', operands, offsets });
  const r = p.run(() => p.parseExpr());
  return r instanceof AffineParseError ? r : { ...r, operands, offsets };
}
