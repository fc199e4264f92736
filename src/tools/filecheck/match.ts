/**
 * The matching algorithm: FileCheck::checkInput and FileCheckString::Check/CheckDag/CheckNot.
 * The input is first cut into regions at CHECK-LABEL matches (found in "label scan mode", which
 * ignores DAG/NOT); each region is then checked directive by directive. A failure ends its
 * region only, so one run reports at most one failure per label region. Positions are absolute
 * offsets into the input text; [from, to) plays the role of FileCheck's buffer slices.
 */
import type { CheckString, DagNotPrefixInfo } from './check-file.js';
import type { PatternContext } from './context.js';
import { recordWrongLine, reportMatchResult, type Directive, type MatchEnv } from './report.js';

interface Span {
  readonly pos: number;
  readonly len: number;
}

function directiveOf(info: DagNotPrefixInfo): Directive {
  return { prefix: info.prefix, loc: info.pat.loc, pat: info.pat };
}

/** CountNumNewlinesBetween: "\n\r" and "\r\n" count once. Returns the count and where the
 * text after the first newline starts. */
function countNewlines(text: string, from: number, to: number): { count: number; firstAfter: number } {
  let count = 0;
  let firstAfter = -1;
  let i = from;
  for (;;) {
    while (i < to && text[i] !== '\n' && text[i] !== '\r') i++;
    if (i >= to) return { count, firstAfter };
    count++;
    if (i + 1 < to && (text[i + 1] === '\n' || text[i + 1] === '\r') && text[i] !== text[i + 1]) i++;
    i++;
    if (count === 1) firstAfter = i;
  }
}

/** CHECK-NEXT / CHECK-EMPTY: exactly one newline since the previous match. True on failure. */
function checkNext(env: MatchEnv, cs: CheckString, from: number, to: number): boolean {
  const kind = cs.pat.checkTy.kind;
  if (kind !== 'next' && kind !== 'empty') return false;
  const name = cs.prefix + (kind === 'empty' ? '-EMPTY' : '-NEXT');
  const { count, firstAfter } = countNewlines(env.input.text, from, to);
  if (count === 1) return false;
  const at = (off: number) => ({ buf: env.input, off });
  env.rep.print(cs.loc, 'error', `${name}: ${count === 0 ? 'is on the same line as previous match' : 'is not on the line after the previous match'}`);
  env.rep.print(at(to), 'note', "'next' match was here");
  env.rep.print(at(from), 'note', 'previous match ended here');
  if (count !== 0) env.rep.print(at(firstAfter), 'note', 'non-matching line after previous match is here');
  return true;
}

/** CHECK-SAME: no newline since the previous match. True on failure. */
function checkSame(env: MatchEnv, cs: CheckString, from: number, to: number): boolean {
  if (cs.pat.checkTy.kind !== 'same') return false;
  if (countNewlines(env.input.text, from, to).count === 0) return false;
  env.rep.print(cs.loc, 'error', `${cs.prefix}-SAME: is not on the same line as the previous match`);
  env.rep.print({ buf: env.input, off: to }, 'note', "'next' match was here");
  env.rep.print({ buf: env.input, off: from }, 'note', 'previous match ended here');
  return true;
}

/** CHECK-NOTs over [from, to): every one found is reported. True on failure. */
function checkNot(env: MatchEnv, from: number, to: number, nots: readonly DagNotPrefixInfo[]): boolean {
  let failed = false;
  for (const info of nots) {
    const r = info.pat.match(env.input.text, from, to);
    if (!reportMatchResult(env, false, directiveOf(info), 1, from, to, r)) failed = true;
  }
  return failed;
}

/**
 * The CHECK-DAG/CHECK-NOT directives before a check. DAGs of one group (DAGs not separated by a
 * NOT) may match in any order but not overlap; NOTs must not occur between the previous group
 * and the next one. Returns where the check itself starts searching, or undefined on failure;
 * NOTs after the last group are left in `nots` for the caller.
 */
function checkDag(env: MatchEnv, cs: CheckString, from: number, to: number, nots: DagNotPrefixInfo[]): number | undefined {
  const list = cs.dagNotStrings;
  if (list.length === 0) return from;
  let startPos = from;
  let ranges: Array<{ pos: number; end: number }> = [];
  for (let k = 0; k < list.length; k++) {
    const info = list[k]!;
    if (info.pat.checkTy.kind === 'not') {
      nots.push(info);
      continue;
    }
    let matchPos = startPos;
    let mi = 0;
    let lastFound = { pos: 0, len: 0 };
    for (;;) {
      const r = info.pat.match(env.input.text, matchPos, to);
      if (r.kind !== 'found' || r.errors.length > 0) {
        if (!reportMatchResult(env, true, directiveOf(info), 1, matchPos, to, r)) return undefined;
      }
      if (r.kind !== 'found') return undefined;
      lastFound = r;
      const m = { pos: r.pos, end: r.pos + r.len };
      if (env.req.allowDeprecatedDagOverlap) {
        const block = ranges[0];
        if (!block) ranges.push(m);
        else { block.pos = Math.min(block.pos, m.pos); block.end = Math.max(block.end, m.end); }
        break;
      }
      let overlap = false;
      for (; mi < ranges.length; mi++) {
        if (m.pos < ranges[mi]!.end) {
          overlap = ranges[mi]!.pos < m.end;
          break;
        }
      }
      if (!overlap) {
        ranges.splice(mi, 0, m);
        break;
      }
      matchPos = ranges[mi]!.end;
      mi++;
    }
    reportMatchResult(env, true, directiveOf(info), 1, from, to, { kind: 'found', pos: lastFound.pos, len: lastFound.len, errors: [] });
    const next = list[k + 1];
    if (next === undefined || next.pat.checkTy.kind === 'not') {
      if (nots.length > 0) {
        if (checkNot(env, startPos, ranges[0]!.pos, nots)) return undefined;
        nots.length = 0;
      }
      startPos = ranges[ranges.length - 1]!.end;
      ranges = [];
    }
  }
  return startPos;
}

/** FileCheckString::Check over [from, to): where the check matched, or undefined (reported). */
function check(env: MatchEnv, cs: CheckString, from: number, to: number, labelScan: boolean): Span | undefined {
  let lastPos = from;
  const nots: DagNotPrefixInfo[] = [];
  if (!labelScan) {
    const p = checkDag(env, cs, from, to, nots);
    if (p === undefined) return undefined;
    lastPos = p;
  }
  let lastMatchEnd = lastPos;
  let firstMatchPos = from;
  for (let i = 1; i <= cs.pat.checkTy.count; i++) {
    const r = cs.pat.match(env.input.text, lastMatchEnd, to);
    if (!reportMatchResult(env, true, cs, i, lastMatchEnd, to, r) || r.kind !== 'found') return undefined;
    if (i === 1) firstMatchPos = r.pos;
    lastMatchEnd = r.pos + r.len;
  }
  const len = lastMatchEnd - firstMatchPos;
  if (!labelScan) {
    if (checkNext(env, cs, lastPos, firstMatchPos) || checkSame(env, cs, lastPos, firstMatchPos)) {
      recordWrongLine(env, cs, firstMatchPos, firstMatchPos + len);
      return undefined;
    }
    if (checkNot(env, lastPos, firstMatchPos, nots)) return undefined;
  }
  return { pos: firstMatchPos, len };
}

/** FileCheck::checkInput: true when every check passed. */
export function checkInput(env: MatchEnv, checks: readonly CheckString[], context: PatternContext): boolean {
  let failed = false;
  let i = 0;
  let j = 0;
  let bufFrom = 0;
  const bufTo = env.input.text.length;
  for (;;) {
    let regionFrom = bufFrom;
    let regionTo = bufTo;
    if (j !== checks.length) {
      const label = checks[j]!;
      if (label.pat.checkTy.kind !== 'label') {
        j++;
        continue;
      }
      const m = check(env, label, bufFrom, bufTo, true);
      if (!m) return false;
      regionTo = m.pos + m.len;
      bufFrom = regionTo;
      j++;
    }
    if (i !== 0 && env.req.enableVarScope) context.clearLocalVars();
    for (; i !== j; i++) {
      const m = check(env, checks[i]!, regionFrom, regionTo, false);
      if (!m) {
        failed = true;
        i = j;
        break;
      }
      regionFrom = m.pos + m.len;
    }
    if (j === checks.length) break;
  }
  return !failed;
}
