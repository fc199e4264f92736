/**
 * The known differences between comco and mlir-opt-22, read from
 * test/differential/known-differences.md: one table row per difference, whose last column is a
 * small machine-readable match expression, judged against one differing top-level op (function).
 *
 *   expr  := term (' & ' term)*
 *   term  := 'same(nan)'                  both sides are equal once NaN literals are made canonical
 *          | 'close(ulps)'                both sides are equal but for float literals a few f32 ulps apart
 *                                         (or two steps of the smallest f32 subnormal)
 *          | 'same(constants)'            both sides are equal once arith.constants are inlined at their
 *                                         uses (where the folder put each one no longer matters) and
 *                                         NaN literals are one token
 *          | ['!'] side '~/' regex '/'     the side's text matches the regex (`\|` is `|`)
 *          | ['!'] 'nan(' side ')'        the side holds a NaN literal
 *          | ['!'] 'payload(' side ')'    the side holds a NaN literal other than the default one
 *   side  := 'input' | 'ours' | 'theirs'
 */
import * as fs from 'node:fs';
import type { CheckName } from './diff-harness.js';
import { renumber } from './diff-items.js';

export interface KnownDifference {
  readonly key: string;
  readonly dialect: string;
  /** 'print' (generic, ours-read, theirs-read), 'canonicalize', or 'all'. */
  readonly checks: string;
  readonly match: string;
  readonly test: (d: ItemDifference) => boolean;
}
export type KnownDifferences = readonly KnownDifference[];

/** One top-level op that differs: the input's version and both tools' printed ones. */
export interface ItemDifference { readonly input: string; readonly ours: string; readonly theirs: string; }

type Side = keyof ItemDifference;

const NAN_BITS: readonly (readonly [number, bigint, bigint, bigint])[] = [
  // hex digits, exponent mask, mantissa mask, the default quiet NaN
  [4, 0x7C00n, 0x3FFn, 0x7E00n], // f16
  [4, 0x7F80n, 0x7Fn, 0x7FC0n], // bf16
  [8, 0x7F800000n, 0x7FFFFFn, 0x7FC00000n],
  [16, 0x7FF0000000000000n, 0xFFFFFFFFFFFFFn, 0x7FF8000000000000n],
];

/**
 * Whether hex literal digits `h` are a NaN in a float format of their width, and the default one.
 * Four digits are f16 or bf16: `type` (the scalar type printed after the literal) decides; without
 * it, a bf16 infinity (0x7F80) that reads as an f16 NaN is taken in the format where it is not.
 */
function nanKind(h: string, type?: string): 'none' | 'default' | 'other' {
  const b = BigInt('0x' + h);
  for (const [digits, exp, mant, quiet] of NAN_BITS) {
    if (h.length !== digits || (b & exp) !== exp || (b & mant) === 0n) continue;
    if (digits === 4 && type !== undefined && type !== (exp === 0x7C00n ? 'f16' : 'bf16')) continue;
    if (digits === 4 && type === undefined && exp === 0x7C00n && (b & 0x7FFFn) === 0x7F80n) continue;
    return b === quiet ? 'default' : 'other';
  }
  return 'none';
}

/** A hex float literal, and the scalar type printed right after it (`0x7F80 : f16`), if any. */
const HEX = /\b0x([0-9A-F]+)\b(?: : (b?f16)\b)?/g;

/** Every NaN literal replaced by one token: what comco, holding floats as JS numbers, can keep. */
export function canonicalNaN(text: string): string {
  // A list of NaNs only is a splat to comco, whose NaNs are all equal.
  return text.replace(HEX, (m, h: string, t: string | undefined) => (nanKind(h, t) === 'none' ? m : `NaN${m.slice(2 + h.length)}`))
    .replace(/dense<[[\], NaN]+>/g, (m) => (m.includes('NaN') ? 'dense<NaN>' : m));
}

const FLOAT = /-?\d+\.\d+(?:[eE][+-]?\d+)?/g;
/** Relative distance allowed between two float literals: a few ulps of f32 (and so of f64). */
const ULPS = 2 ** -21;

/** Equal but for decimal float literals that differ by at most ULPS relative. */
export function closeFloats(a: string, b: string): boolean {
  const fa = a.match(FLOAT) ?? [], fb = b.match(FLOAT) ?? [];
  if (fa.length !== fb.length || a.replace(FLOAT, '#') !== b.replace(FLOAT, '#')) return false;
  return fa.every((x, i) => {
    const u = Number(x), v = Number(fb[i]);
    // Subnormal f32 results have few bits: there a library's error is a step or two of the
    // smallest subnormal (2^-149), however large relative to the value.
    return u === v || Math.abs(u - v) <= ULPS * Math.max(Math.abs(u), Math.abs(v)) || Math.abs(u - v) <= 2 * 2 ** -149;
  });
}

const CONSTANT = /^\s*(%v\d+) = "arith\.constant"\(\) <\{value = (.*)\}> : \(\) -> (.+)\n/gm;

/** A printed (renumbered, generic) item with every arith.constant inlined at its uses. */
export function inlineConstants(text: string): string {
  const values = new Map<string, string>();
  const rest = `${text}\n`.replace(CONSTANT, (_m, v: string, value: string, type: string) => {
    values.set(v, `const<${value} : ${type}>`);
    return '';
  });
  return renumber(rest.replace(/%v\d+\b/g, (v) => values.get(v) ?? v)).trimEnd();
}

function hasNaN(text: string, which: 'any' | 'other'): boolean {
  return [...text.matchAll(HEX)].some((m) => {
    const kind = nanKind(m[1]!, m[2]);
    return which === 'any' ? kind !== 'none' : kind === 'other';
  });
}

function term(src: string): (d: ItemDifference) => boolean {
  const neg = src.startsWith('!');
  const body = neg ? src.slice(1) : src;
  let f: (d: ItemDifference) => boolean;
  let m: RegExpExecArray | null;
  if (body === 'same(nan)') f = (d) => canonicalNaN(d.ours) === canonicalNaN(d.theirs);
  else if (body === 'close(ulps)') f = (d) => closeFloats(d.ours, d.theirs);
  else if (body === 'same(constants)') f = (d) => canonicalNaN(inlineConstants(d.ours)) === canonicalNaN(inlineConstants(d.theirs));
  else if ((m = /^(nan|payload)\((input|ours|theirs)\)$/.exec(body))) {
    const which = m[1] === 'nan' ? 'any' : 'other', side = m[2] as Side;
    f = (d) => hasNaN(d[side], which);
  } else if ((m = /^(input|ours|theirs)~\/(.*)\/$/.exec(body))) {
    const side = m[1] as Side, re = new RegExp(m[2]!);
    f = (d) => re.test(d[side]);
  } else {
    throw new Error(`known-differences.md: cannot read match term '${src}'`);
  }
  return neg ? (d) => !f(d) : f;
}

export function compileMatch(expr: string): (d: ItemDifference) => boolean {
  const terms = expr.split(' & ').map((t) => term(t.trim()));
  return (d) => terms.every((t) => t(d));
}

/** Cells of a markdown table row; `\|` stays inside a cell. */
function cells(row: string): string[] {
  return row.trim().replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}
const code = (c: string): string => c.replace(/^`(.*)`$/, '$1');

/** The table of known differences (columns: Key, Dialect, Check, Pattern / fold, Upstream, comco, Reason, Match). */
export function loadKnown(file: string): KnownDifference[] {
  const rows = fs.readFileSync(file, 'utf8').split('\n').filter((l) => /^\|\s*`/.test(l));
  return rows.map((row) => {
    const c = cells(row);
    if (c.length !== 8) throw new Error(`known-differences.md: a row needs 8 cells: ${row}`);
    const match = code(c[7]!);
    return { key: code(c[0]!), dialect: c[1]!, checks: c[2]!, match, test: compileMatch(match) };
  });
}

function applies(k: KnownDifference, check: CheckName): boolean {
  if (k.checks === 'all') return true;
  return k.checks === 'canonicalize' ? check === 'canonicalize' : check !== 'canonicalize' && k.checks === 'print';
}

/** The key of the first known difference that explains `d` for `check`. */
export function explainItem(known: KnownDifferences, check: CheckName, d: ItemDifference): string | undefined {
  return known.find((k) => applies(k, check) && k.test(d))?.key;
}
