/**
 * Runs a POSIX ERE with JS's engine, giving POSIX's answer where the two differ.
 *
 * Leftmost start positions agree, but POSIX wants the longest match at that start while JS
 * takes the first alternative that succeeds (`{{a|ab}}` on "ab" is "ab" for FileCheck, "a" for
 * JS). Where the regex has alternation or a quantified group we therefore look for a longer
 * match at the same start by pinning the end: each candidate end is tried, longest first, with a
 * regex anchored at both ends. Candidates stop at the end of the line (or 4096 characters on,
 * for regexes that can match a newline).
 *
 * Sub-matches (FileCheck's variables) then follow LLVM's regexec: without back-references its
 * `dissect` walks the regex as a sequence of units (plain groups are opened, not units) and gives
 * each unit, left to right, the longest span that still lets the rest match; with
 * back-references its backtracking matcher takes the first path in priority order, as JS does.
 */
import { jsOf, translateEre, widthOf, type EreNode, type TranslatedRegex } from './regex.js';

export interface PosixGroup {
  readonly text: string;
  readonly start: number;
}

export interface PosixMatch {
  readonly start: number;
  readonly end: number;
  /** Capture groups by number (index 0 is the whole match); undefined when a group took no part. */
  readonly groups: ReadonlyArray<PosixGroup | undefined>;
}

/** One step of dissect: a group boundary, or a unit with its JS source and fixed width. */
type Item =
  | { readonly k: 'open'; readonly n: number }
  | { readonly k: 'close'; readonly n: number }
  | { readonly k: 'unit'; readonly js: string; readonly width: number | undefined };

interface Compiled {
  readonly tr: TranslatedRegex;
  readonly flags: string;
  readonly find: RegExp;
  readonly items: readonly Item[];
}

const MAX_LONGER = 4096;
const cache = new Map<string, Compiled | null>();
const exactCache = new Map<string, { mid: RegExp; end: RegExp }>();

/** The sequence dissect walks; repetitions are units except the fixed copies of `x{n,m}`. */
function flatten(node: EreNode, out: Item[]): void {
  switch (node.t) {
    case 'group':
      out.push({ k: 'open', n: node.n });
      if (node.body) flatten(node.body, out);
      out.push({ k: 'close', n: node.n });
      return;
    case 'seq':
      for (const n of node.items) flatten(n, out);
      return;
    case 'repeat': {
      const { body, min, max } = node;
      if (min === 1 && max === undefined) break;
      const copies = max === undefined ? Math.max(min - 1, 0) : min;
      const unit = { k: 'unit', js: jsOf(body), width: widthOf(body) } as const;
      for (let i = 0; i < copies; i++) out.push(unit);
      if (max === undefined) out.push({ k: 'unit', js: `${jsOf(body)}${min === 0 ? '*' : '+'}`, width: undefined });
      else if (max > min) out.push({ k: 'unit', js: `${jsOf(body)}{0,${max - min}}`, width: undefined });
      return;
    }
    default:
      break;
  }
  out.push({ k: 'unit', js: jsOf(node), width: widthOf(node) });
}

function compile(ere: string, ignoreCase: boolean): Compiled | null {
  const key = (ignoreCase ? 'i:' : 's:') + ere;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let compiled: Compiled | null;
  try {
    const tr = translateEre(ere);
    const flags = ignoreCase ? 'di' : 'd';
    const items: Item[] = [];
    if (tr.needsLongest && !tr.hasBackrefs) flatten(tr.root, items);
    compiled = { tr, flags, find: new RegExp(tr.source, flags), items };
  } catch {
    compiled = null;
  }
  if (cache.size > 4096) cache.clear();
  cache.set(key, compiled);
  return compiled;
}

/** Whether `js` matches exactly text[from, to), with the text around it in view. */
function matchesExactly(js: string, flags: string, text: string, from: number, to: number): RegExpExecArray | null {
  const key = `${flags}:${js}`;
  let re = exactCache.get(key);
  if (!re) {
    re = {
      mid: new RegExp(`(?:${js})(?=[\\s\\S](?![\\s\\S]))`, `${flags}y`),
      end: new RegExp(`(?:${js})(?![\\s\\S])`, `${flags}y`),
    };
    if (exactCache.size > 4096) exactCache.clear();
    exactCache.set(key, re);
  }
  const atEnd = to === text.length;
  const r = atEnd ? re.end : re.mid;
  r.lastIndex = from;
  return r.exec(atEnd ? text : text.slice(0, to + 1));
}

function groupsOf(m: RegExpExecArray): (PosixGroup | undefined)[] {
  const groups: (PosixGroup | undefined)[] = [];
  for (let i = 0; i < m.length; i++) {
    const range = m.indices?.[i];
    const text = m[i];
    groups.push(range && text !== undefined ? { text, start: range[0] } : undefined);
  }
  return groups;
}

/** LLVM's dissect over text[start, end): the spans of the groups it opens. */
function dissect(c: Compiled, text: string, start: number, end: number, groups: (PosixGroup | undefined)[]): void {
  const { items, flags } = c;
  const rest: string[] = [];
  let acc = '';
  for (let i = items.length - 1; i >= 0; i--) {
    const it = items[i]!;
    rest[i] = acc;
    if (it.k === 'unit') acc = it.js + acc;
  }
  const opened = new Map<number, number>();
  let pos = start;
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (it.k === 'open') { opened.set(it.n, pos); continue; }
    if (it.k === 'close') {
      const from = opened.get(it.n) ?? pos;
      groups[it.n] = { text: text.slice(from, pos), start: from };
      continue;
    }
    if (it.width !== undefined) { pos += it.width; continue; }
    let e = end;
    for (; e >= pos; e--) {
      if (!matchesExactly(it.js, flags, text, pos, e)) continue;
      if (rest[i] === '' ? e === end : matchesExactly(rest[i]!, flags, text, e, end)) break;
    }
    if (e < pos) return;
    pos = e;
  }
}

/** The leftmost-longest match of a POSIX ERE (REG_NEWLINE) in `text`, or undefined. */
export function execPosix(ere: string, text: string, ignoreCase: boolean): PosixMatch | undefined {
  const c = compile(ere, ignoreCase);
  if (!c) return undefined;
  const m = c.find.exec(text);
  if (!m) return undefined;
  if (!c.tr.needsLongest) return { start: m.index, end: m.index + m[0].length, groups: groupsOf(m) };
  const start = m.index;
  const firstEnd = start + m[0].length;
  let limit: number;
  if (c.tr.matchesNewline) {
    limit = Math.min(text.length, firstEnd + MAX_LONGER);
  } else {
    const nl = text.indexOf('\n', firstEnd);
    limit = nl < 0 ? text.length : nl;
  }
  let best: RegExpExecArray = m;
  for (let end = limit; end > firstEnd; end--) {
    const longer = matchesExactly(c.tr.source, c.flags, text, start, end);
    if (longer) { best = longer; break; }
  }
  const end = best.index + best[0].length;
  const groups = groupsOf(best);
  if (c.items.length > 0) dissect(c, text, start, end, groups);
  return { start, end, groups };
}
