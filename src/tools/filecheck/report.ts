/**
 * What FileCheck says about one match attempt: printMatch / printNoMatch and their notes
 * (substituted values, captured variables, the fuzzy "possible intended match"). Each returns
 * whether the attempt was fine; every message goes both to stderr text and, as FileCheckDiag
 * records, to the input dump, in the order FileCheck produces them.
 */
import type { MatchResult, Pattern } from './pattern.js';
import type { Loc, SourceBuffer } from './source.js';
import { describeCheck, type FileCheckRequest, type MatchType, type Reporter } from './types.js';

/** What a match attempt needs to report itself. */
export interface MatchEnv {
  readonly input: SourceBuffer;
  readonly req: FileCheckRequest;
  readonly rep: Reporter;
}

/** A directive as messages name it: its prefix, location and pattern. */
export interface Directive {
  readonly prefix: string;
  readonly loc: Loc;
  readonly pat: Pattern;
}

function addDiag(env: MatchEnv, d: Directive, matchTy: MatchType, start: number, end: number, note = ''): void {
  env.rep.addDiag({ checkTy: d.pat.checkTy, checkLoc: d.loc, matchTy, inputStart: start, inputEnd: end, note });
}

function countSuffix(pat: Pattern, count: number): string {
  return pat.checkTy.count > 1 ? ` (${count} out of ${pat.checkTy.count})` : '';
}

/** raw_ostream::write_escaped, for variable names and expressions in notes. */
function escaped(s: string): string {
  return s.replace(/[\\\t\n"]/g, (c) => (c === '\t' ? '\\t' : c === '\n' ? '\\n' : `\\${c}`));
}

function printSubstitutions(env: MatchEnv, d: Directive, at: number, matchTy: MatchType, toDiags: boolean): void {
  for (const s of d.pat.substitutions) {
    const value = s.resultForDiagnostics();
    if (value === undefined) continue;
    const msg = `with "${escaped(s.fromStr)}" equal to ${value}`;
    if (toDiags) addDiag(env, d, matchTy, at, at, msg);
    else env.rep.print({ buf: env.input, off: at }, 'note', msg);
  }
}

function printVariableDefs(env: MatchEnv, d: Directive, matchTy: MatchType, toDiags: boolean): void {
  const captures: Array<{ name: string; start: number; end: number }> = [];
  for (const name of [...d.pat.variableDefs.keys()].sort()) {
    const v = d.pat.context.strings.get(name);
    if (v) captures.push({ name, start: v.start, end: v.start + v.value.length });
  }
  for (const [name, { variable }] of [...d.pat.numericDefs].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (variable.capture) captures.push({ name, ...variable.capture });
  }
  captures.sort((a, b) => a.start - b.start);
  for (const c of captures) {
    const msg = `captured var "${c.name}"`;
    if (toDiags) addDiag(env, d, matchTy, c.start, c.end, msg);
    else env.rep.print({ buf: env.input, off: c.start }, 'note', msg, [{ start: c.start, end: c.end }]);
  }
}

/** Levenshtein distance, as StringRef::edit_distance. */
function editDistance(a: string, b: string): number {
  const prev = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** Pattern::printFuzzyMatch: the nearby line most like the pattern, if any is close enough. */
function printFuzzyMatch(env: MatchEnv, d: Directive, from: number, to: number): void {
  const text = env.input.text;
  const example = d.pat.exampleString();
  let lines = 0;
  let best = -1;
  let bestQuality = 0;
  const limit = Math.min(4096, to - from);
  for (let i = 0; i < limit; i++) {
    const c = text[from + i];
    if (c === '\n') lines++;
    if (c === ' ' || c === '\t') continue;
    let prefix = text.slice(from + i, Math.min(from + i + example.length, to));
    const nl = prefix.indexOf('\n');
    if (nl >= 0) prefix = prefix.slice(0, nl);
    const quality = editDistance(prefix, example) + lines / 100;
    if (quality < bestQuality || best < 0) {
      best = i;
      bestQuality = quality;
    }
  }
  if (best > 0 && bestQuality < 50) {
    const at = from + best;
    addDiag(env, { ...d, loc: d.pat.loc }, 'Fuzzy', at, at);
    env.rep.print({ buf: env.input, off: at }, 'note', 'possible intended match here');
  }
}

function printMatch(env: MatchEnv, expected: boolean, d: Directive, count: number, r: MatchResult & { kind: 'found' }): boolean {
  const hasError = !expected || r.errors.length > 0;
  // A good match is news only under -v, and then only where no input dump will show it.
  let printDiag = true;
  if (!hasError) {
    if (!env.req.verbose || d.pat.checkTy.kind === 'eof') return true;
    printDiag = env.rep.diags === undefined;
  }
  const matchTy: MatchType = expected ? 'FoundAndExpected' : 'FoundButExcluded';
  const range = { start: r.pos, end: r.pos + r.len };
  addDiag(env, d, matchTy, range.start, range.end);
  if (env.rep.diags) {
    printSubstitutions(env, d, range.start, matchTy, true);
    printVariableDefs(env, d, matchTy, true);
  }
  if (!printDiag) return true;
  const message = `${describeCheck(d.pat.checkTy, d.prefix)}: ${expected ? 'expected' : 'excluded'} string found in input${countSuffix(d.pat, count)}`;
  env.rep.print(d.loc, expected ? 'remark' : 'error', message);
  env.rep.print({ buf: env.input, off: r.pos }, 'note', 'found here', [range]);
  printSubstitutions(env, d, range.start, matchTy, false);
  printVariableDefs(env, d, matchTy, false);
  for (const e of r.errors) {
    env.rep.printError(e);
    addDiag(env, d, 'FoundErrorNote', range.start, range.end, `error: ${e.message}`);
  }
  return !hasError;
}

function printNoMatch(env: MatchEnv, expected: boolean, d: Directive, count: number, from: number, to: number, r: MatchResult): boolean {
  let matchTy: MatchType = expected ? 'NoneButExpected' : 'NoneAndExcluded';
  const patternErrors = r.kind === 'error' ? r.errors : [];
  if (patternErrors.length > 0) matchTy = 'NoneForInvalidPattern';
  for (const e of patternErrors) env.rep.printError(e);
  const hasError = expected || patternErrors.length > 0;
  if (!hasError) return true;
  addDiag(env, d, matchTy, from, to);
  for (const e of patternErrors) addDiag(env, d, matchTy, from, from, e.message);
  printSubstitutions(env, d, from, matchTy, true);
  if (patternErrors.length === 0) {
    const message = `${describeCheck(d.pat.checkTy, d.prefix)}: ${expected ? 'expected' : 'excluded'} string not found in input${countSuffix(d.pat, count)}`;
    env.rep.print(d.loc, expected ? 'error' : 'remark', message);
    env.rep.print({ buf: env.input, off: from }, 'note', 'scanning from here');
  }
  printSubstitutions(env, d, from, matchTy, false);
  if (expected) printFuzzyMatch(env, d, from, to);
  return false;
}

/** reportMatchResult: true when the attempt is as the directive wants (found iff expected). */
export function reportMatchResult(
  env: MatchEnv, expected: boolean, d: Directive, count: number, from: number, to: number, r: MatchResult,
): boolean {
  return r.kind === 'found' ? printMatch(env, expected, d, count, r) : printNoMatch(env, expected, d, count, from, to, r);
}

/** ProcessMatchResult for a match found on the wrong line. */
export function recordWrongLine(env: MatchEnv, d: Directive, start: number, end: number): void {
  // Under -v the match was already recorded as good: it, and its notes, are marked instead.
  if (env.req.verbose) env.rep.remarkLastDiags('FoundButWrongLine');
  else addDiag(env, d, 'FoundButWrongLine', start, end);
}
