/**
 * Reading the check file: FileCheck::readCheckFile. Directives are found by scanning for the
 * earliest (then longest) check or comment prefix that does not continue a word, then reading
 * the suffix (`-NEXT`, `-COUNT-3`, `{LITERAL}`) and the colon. CHECK-DAG and CHECK-NOT patterns
 * are not checks of their own: they attach to the next positive directive (or to an implicit
 * end-of-file check), which is how FileCheck bounds their search ranges.
 */
import type { PatternContext } from './context.js';
import { Pattern } from './pattern.js';
import { SourceBuffer, type Loc } from './source.js';
import { checkType, type CheckType, type FileCheckRequest, type Reporter } from './types.js';
import { defineCmdlineVariables } from './defines.js';

/** A CHECK-DAG or CHECK-NOT waiting for the directive it precedes. */
export interface DagNotPrefixInfo {
  readonly pat: Pattern;
  readonly prefix: string;
}

/** FileCheckString: one positive directive with the DAG/NOT directives before it. */
export interface CheckString {
  readonly pat: Pattern;
  readonly prefix: string;
  readonly loc: Loc;
  readonly dagNotStrings: readonly DagNotPrefixInfo[];
}

/** FileCheck::CanonicalizeFile: drop the '\r' of "\r\n", squeeze runs of blanks to one space. */
export function canonicalize(text: string, noCanonicalizeWhiteSpace: boolean): string {
  const noCr = text.replace(/\r\n/g, '\n');
  return noCanonicalizeWhiteSpace ? noCr : noCr.replace(/[ \t]+/g, ' ');
}

type Found =
  | { readonly kind: 'type'; readonly ty: CheckType; readonly after: number; readonly misspelled: boolean }
  | { readonly kind: 'bad-not'; readonly after: number; readonly misspelled: boolean }
  | { readonly kind: 'bad-count'; readonly after: number; readonly misspelled: boolean }
  | { readonly kind: 'none' };

const isPartOfWord = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_-]/.test(c);
const NOT_COMBOS = ['DAG-NOT:', 'NOT-DAG:', 'NEXT-NOT:', 'NOT-NEXT:', 'SAME-NOT:', 'NOT-SAME:', 'EMPTY-NOT:', 'NOT-EMPTY:'];
const SUFFIXES: ReadonlyArray<readonly [string, CheckType['kind']]> = [
  ['NEXT', 'next'], ['SAME', 'same'], ['NOT', 'not'], ['DAG', 'dag'], ['LABEL', 'label'], ['EMPTY', 'empty'],
];

/** FindCheckType: what follows a prefix found at `at`. */
function findCheckType(text: string, at: number, prefix: string, req: FileCheckRequest): Found {
  if (text.length <= at + prefix.length) return { kind: 'none' };
  let p = at + prefix.length;
  if (req.commentPrefixes.includes(prefix)) {
    return text[p] === ':' ? { kind: 'type', ty: checkType('comment'), after: p + 1, misspelled: false } : { kind: 'none' };
  }
  let misspelled = false;
  const withModifiers = (ty: CheckType): Found => {
    if (text[p] === ':') return { kind: 'type', ty, after: p + 1, misspelled };
    if (text[p] !== '{') return { kind: 'none' };
    p++;
    const skipSpace = (): void => { while (p < text.length && /\s/.test(text[p]!)) p++; };
    for (;;) {
      skipSpace();
      if (!text.startsWith('LITERAL', p)) return { kind: 'none' };
      p += 'LITERAL'.length;
      skipSpace();
      if (text[p] !== ',') break;
      p++;
    }
    if (!text.startsWith('}:', p)) return { kind: 'none' };
    return { kind: 'type', ty: { ...ty, literal: true }, after: p + 2, misspelled };
  };
  if (text[p] === ':') return { kind: 'type', ty: checkType('plain'), after: p + 1, misspelled };
  if (text[p] === '{') return withModifiers(checkType('plain'));
  if (text[p] === '_') misspelled = true;
  else if (text[p] !== '-') return { kind: 'none' };
  p++;
  if (text.startsWith('COUNT-', p)) {
    p += 6;
    const m = /^-?[0-9]+/.exec(text.slice(p, p + 32));
    if (!m) return { kind: 'bad-count', after: p, misspelled };
    p += m[0].length;
    const count = Number(m[0]);
    if (count <= 0 || count > 0x7fffffff) return { kind: 'bad-count', after: p, misspelled };
    if (text[p] !== ':' && text[p] !== '{') return { kind: 'bad-count', after: p, misspelled };
    return withModifiers(checkType('plain', count));
  }
  if (NOT_COMBOS.some((s) => text.startsWith(s, p))) return { kind: 'bad-not', after: p, misspelled };
  for (const [word, kind] of SUFFIXES) {
    if (text.startsWith(word, p)) {
      p += word.length;
      return withModifiers(checkType(kind));
    }
  }
  return { kind: 'none' };
}

function escapeJs(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export type ReadResult =
  | { readonly checks: CheckString[]; readonly implicitBuffers: SourceBuffer[] }
  | { readonly failed: 'error' | 'exit' };

/**
 * Parses the (already canonicalized) check file into check strings, printing FileCheck's
 * message for the first problem found.
 */
export function readCheckFile(buf: SourceBuffer, req: FileCheckRequest, context: PatternContext, rep: Reporter): ReadResult {
  const implicit: DagNotPrefixInfo[] = [];
  const implicitBuffers: SourceBuffer[] = [];
  for (const pat of req.implicitCheckNot) {
    const cmd = new SourceBuffer('command line', `-implicit-check-not='${pat}'`);
    implicitBuffers.push(cmd);
    const p = new Pattern(checkType('not'), context);
    const start = '-implicit-check-not=\''.length;
    p.parse(cmd, start, start + pat.length, 'IMPLICIT-CHECK', req, rep);
    implicit.push({ pat: p, prefix: 'IMPLICIT-CHECK' });
  }
  if (!defineCmdlineVariables(req.globalDefines, context, rep)) return { failed: 'error' };

  const text = buf.text;
  const prefixes = [...req.checkPrefixes, ...req.commentPrefixes].sort((a, b) => b.length - a.length);
  const prefixRe = new RegExp(prefixes.map(escapeJs).join('|'), 'g');
  const notFound = new Set(req.checkPrefixes);
  const checks: CheckString[] = [];
  let dagNot: DagNotPrefixInfo[] = [...implicit];
  let pos = 0;
  let lastLine = 1;
  for (;;) {
    // FindFirstMatchingPrefix
    let found: { prefix: string; at: number; f: Exclude<Found, { kind: 'none' }> } | undefined;
    while (pos < text.length) {
      prefixRe.lastIndex = pos;
      const m = prefixRe.exec(text);
      if (!m) break;
      const at = m.index;
      const prefix = m[0];
      if (at === pos || !isPartOfWord(text[at - 1])) {
        const f = findCheckType(text, at, prefix, req);
        if (f.kind !== 'none') { found = { prefix, at, f }; pos = at; break; }
      }
      let skip = at + prefix.length;
      while (skip < text.length && isPartOfWord(text[skip])) skip++;
      pos = skip;
    }
    if (!found) break;
    const { prefix, at, f } = found;
    const lineNumber = buf.lineOf(at);
    lastLine = lineNumber;
    if (f.kind !== 'type' || f.ty.kind !== 'comment') notFound.delete(prefix);
    pos = f.after >= text.length ? at + prefix.length : f.after;
    if (f.misspelled) {
      rep.print({ buf, off: at }, 'error', `misspelled directive '${text.slice(at, f.after)}'`);
      return { failed: 'error' };
    }
    if (f.kind === 'bad-not') {
      rep.print({ buf, off: pos }, 'error', `unsupported -NOT combo on prefix '${prefix}'`);
      return { failed: 'error' };
    }
    if (f.kind === 'bad-count') {
      rep.print({ buf, off: pos }, 'error', `invalid count in -COUNT specification on prefix '${prefix}'`);
      return { failed: 'error' };
    }
    if (!(req.noCanonicalizeWhiteSpace && req.matchFullLines)) {
      while (pos < text.length && (text[pos] === ' ' || text[pos] === '\t')) pos++;
    }
    let eol = pos;
    while (eol < text.length && text[eol] !== '\n' && text[eol] !== '\r') eol++;
    const patternLoc: Loc = { buf, off: pos };
    const patStart = pos;
    pos = eol;
    const ty = f.ty;
    if (ty.kind === 'comment') continue;
    const pat = new Pattern(ty, context, lineNumber);
    const parsed = pat.parse(buf, patStart, eol, prefix, req, rep);
    if (parsed !== false) return { failed: parsed === 'exit' ? 'exit' : 'error' };
    if (ty.kind === 'label' && pat.hasVariable()) {
      rep.print({ buf, off: at }, 'error', `found '${prefix}-LABEL:' with variable definition or use`);
      return { failed: 'error' };
    }
    if ((ty.kind === 'next' || ty.kind === 'same' || ty.kind === 'empty') && checks.length === 0) {
      const type = ty.kind === 'next' ? 'NEXT' : ty.kind === 'empty' ? 'EMPTY' : 'SAME';
      rep.print({ buf, off: at }, 'error', `found '${prefix}-${type}' without previous '${prefix}: line`);
      return { failed: 'error' };
    }
    if (ty.kind === 'dag' || ty.kind === 'not') {
      dagNot.push({ pat, prefix });
      continue;
    }
    checks.push({ pat, prefix, loc: patternLoc, dagNotStrings: dagNot });
    dagNot = [...implicit];
  }

  if (dagNot.length > 0) {
    const eof = new Pattern(checkType('eof'), context, lastLine + 1);
    checks.push({ pat: eof, prefix: req.checkPrefixes[0]!, loc: { buf, off: pos }, dagNotStrings: dagNot });
  }

  const noPrefixesFound = notFound.size === new Set(req.checkPrefixes).size;
  const someUnused = !req.allowUnusedPrefixes && notFound.size > 0;
  if ((noPrefixesFound || someUnused) && (implicit.length === 0 || !req.isDefaultCheckPrefix)) {
    const missing = [...notFound].sort().map((p) => `'${p}:'`).join(', ');
    rep.raw(`error: no check strings found with prefix${notFound.size > 1 ? 'es ' : ' '}${missing}\n`);
    return { failed: 'error' };
  }
  return { checks, implicitBuffers };
}
