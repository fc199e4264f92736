/**
 * SSA value and block names as upstream's SSANameState gives them: a region's values are numbered
 * after everything in the enclosing region, sibling regions restart from the same counters,
 * entry block arguments are `%argN`, ops may suggest names (`%c0`, `%cst`) which are made unique
 * against the names visible from the region (`%c0_1`).
 */
import type { Block } from '../ir/block.js';
import { CallSiteLoc, FusedLoc, type Location, NameLoc } from '../ir/location.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import { OpResult, type Value } from '../ir/value.js';

/** MLIR's sanitizeIdentifier: keeps `[a-zA-Z0-9$._-]`, spaces become `_`, others hex; a leading
 * digit gets a `_` prefix. */
export function sanitizeIdentifier(name: string, allowed = '$._-', allowTrailingDigit = true): string {
  if (isPlainIdentifier(name, allowed, allowTrailingDigit)) return name;
  const valid = (ch: string) => /[A-Za-z0-9]/.test(ch) || allowed.includes(ch);
  const copy = () => {
    let out = '';
    for (const ch of name) {
      if (valid(ch)) out += ch;
      else if (ch === ' ') out += '_';
      else for (const b of Buffer.from(ch, 'utf8')) out += b.toString(16).toUpperCase();
    }
    return out;
  };
  if (/^[0-9]/.test(name)) return '_' + copy();
  if (!allowTrailingDigit && /[0-9]$/.test(name)) return copy() + '_';
  for (const ch of name) if (!valid(ch)) return copy();
  return name;
}

/** Whether sanitizeIdentifier keeps `name` as it is: the common case (`cst`, `arg0`, `c0`),
 * decided by char codes since names are sanitized for every argument and named result. */
function isPlainIdentifier(name: string, allowed: string, allowTrailingDigit: boolean): boolean {
  const n = name.length;
  if (n === 0) return true;
  for (let i = 0; i < n; i++) {
    const c = name.charCodeAt(i);
    const alnum = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
    if (!alnum && (c >= 128 || allowed.indexOf(name[i]!) < 0)) return false;
  }
  const first = name.charCodeAt(0), last = name.charCodeAt(n - 1);
  if (first >= 48 && first <= 57) return false;
  return allowTrailingDigit || !(last >= 48 && last <= 57);
}

/** `%0`, `%1`, ...: shared strings for the small numbers every function repeats. */
const NUMBERED: string[] = [];
const numberedName = (n: number): string => (n < 4096 ? (NUMBERED[n] ??= `%${n}`) : `%${n}`);

/** A chain of name sets: a region sees its own names and those of enclosing regions. */
class NameScope {
  /** Made for the first name: most regions (function bodies) name nothing but numbers. */
  names: Set<string> | undefined;
  constructor(readonly parent: NameScope | undefined) {}
  has(n: string): boolean {
    for (let s: NameScope | undefined = this; s; s = s.parent) if (s.names?.has(n)) return true;
    return false;
  }
  add(n: string): void { (this.names ??= new Set()).add(n); }
}

/** The first name location in `loc`, walked as upstream's findInstanceOf (a name location, then
 * its child; a call site's callee, then its caller; a fused location's parts in order). */
function nameLocName(loc: Location): string | undefined {
  if (loc instanceof NameLoc) return loc.name;
  if (loc instanceof CallSiteLoc) return nameLocName(loc.callee) ?? nameLocName(loc.caller);
  if (loc instanceof FusedLoc) {
    for (const l of loc.locations) {
      const n = nameLocName(l);
      if (n !== undefined) return n;
    }
  }
  return undefined;
}

export class SSANames {
  /** Printed names of the values numbered or named (`%3`, `%arg0`, `%c0`; the head of a result
   * group for multi-result ops) live on the values themselves, marked with this naming. */
  /** The mark: a token rather than this object, so that values do not keep a naming alive. */
  private readonly token: object = {};
  private has(v: Value): boolean { return v.asmNamer === this.token; }
  private get(v: Value): string | undefined { return v.asmNamer === this.token ? v.asmName : undefined; }
  private set(v: Value, name: string): void { v.asmNamer = this.token; v.asmName = name; }
  private readonly groups = new Map<Operation, number[]>();
  private nextValueID = 0;
  private nextArgumentID = 0;
  private nextConflictID = 0;
  private scope: NameScope;

  /**
   * @param uniqueIDs number every value of the tree with one counter, as upstream does for the
   *   generic form and for --mlir-print-unique-ssa-ids (OpPrintingFlags::shouldPrintUniqueSSAIDs);
   *   otherwise each region starts from the counters its parent region left.
   * @param useNameLocs name values after their name locations (`loc("sum")` → `%sum`), as
   *   --mlir-use-nameloc-as-prefix: an op's result groups all take its name, block arguments theirs.
   */
  constructor(root: Operation, private readonly useAsmNames: boolean, uniqueIDs = !useAsmNames, private readonly useNameLocs = false) {
    this.scope = new NameScope(undefined);
    const top = this.scope;
    // Upstream's worklist: a region's nested regions are pushed in order and popped last first,
    // which decides who gets the lower numbers when counters are not restored.
    const work: [Region, number, number, number, NameScope][] = root.regions.map((r) => [r, 0, 0, 0, top]);
    this.numberOp(root);
    while (work.length) {
      const [region, valueID, argID, conflictID, parent] = work.pop()!;
      if (!uniqueIDs) {
        this.nextValueID = valueID;
        this.nextArgumentID = argID;
        this.nextConflictID = conflictID;
      }
      this.scope = new NameScope(parent);
      const mine = this.scope;
      this.numberRegion(region);
      for (const b of region.blocks) {
        for (let op = b.first; op; op = op.next) {
          for (const r of op.regions) work.push([r, this.nextValueID, this.nextArgumentID, this.nextConflictID, mine]);
        }
      }
    }
  }

  private numberRegion(region: Region): void {
    const parent = region.parentOp;
    if (this.useAsmNames && parent?.info.asmBlockArgNames && !region.isEmpty) {
      const names = parent.info.asmBlockArgNames(parent, region);
      region.front.args.forEach((arg, i) => {
        // A name location names the argument before the op's suggestion.
        const n = (this.useNameLocs ? nameLocName(arg.loc) : undefined) ?? names[i];
        if (n !== undefined) this.setName(arg, n);
      });
    }
    let nextBlockID = 0;
    for (const b of region.blocks) {
      // Numbered on the block itself (as values are): a map entry per block cost more.
      b.asmNamer = this.token;
      b.asmOrdinal = nextBlockID++;
      const entry = b.isEntryBlock;
      for (const arg of b.args) {
        if (this.has(arg)) continue;
        // An entry argument named by its location still takes its `argN` number.
        const named = this.useNameLocs ? nameLocName(arg.loc) : undefined;
        const n = entry ? `arg${this.nextArgumentID++}` : '';
        this.setName(arg, named ?? n);
      }
      for (let op = b.first; op; op = op.next) this.numberOp(op);
    }
  }

  private numberOp(op: Operation): void {
    const n = op.results.length;
    if (n === 0) return;
    let groups: number[] | undefined;
    const named = this.useNameLocs ? nameLocName(op.loc) : undefined;
    if (this.useAsmNames && op.info.asmResultNames) {
      const names = op.info.asmResultNames(op);
      for (let i = 0; i < names.length && i < n; i++) {
        const name = names[i];
        if (name === undefined) continue;
        this.setName(op.results[i]!, named ?? name);
        if (i > 0) (groups ??= [0]).push(i);
      }
    }
    const first = op.results[0]!;
    if (!this.has(first)) {
      if (named !== undefined) this.setName(first, named);
      else this.set(first, numberedName(this.nextValueID++));
    }
    if (groups) this.groups.set(op, groups.sort((x, y) => x - y));
  }

  private setName(v: Value, name: string): void {
    if (name === '') { this.set(v, numberedName(this.nextValueID++)); return; }
    this.set(v, `%${this.uniqueName(name)}`);
  }

  private uniqueName(raw: string): string {
    let name = sanitizeIdentifier(raw);
    if (this.scope.has(name)) {
      for (;;) {
        const probe = `${name}_${this.nextConflictID++}`;
        if (!this.scope.has(probe)) { name = probe; break; }
      }
    }
    this.scope.add(name);
    return name;
  }

  /** `%name`, `%3`, `%3#1` */
  valueName(v: Value, printResultNo = true): string {
    if (!(v instanceof OpResult) || v.owner.results.length === 1) return v.asmNamer === this.token ? v.asmName : '<<UNKNOWN SSA VALUE>>';
    let lookup: Value = v;
    let resultNo: number | undefined;
    if (v instanceof OpResult && v.owner.results.length > 1) {
      const owner = v.owner;
      const groups = this.groups.get(owner);
      if (!groups) {
        resultNo = v.index;
        lookup = owner.results[0]!;
      } else {
        let gi = groups.length - 1;
        while (groups[gi]! > v.index) gi--;
        const start = groups[gi]!;
        const size = (gi + 1 < groups.length ? groups[gi + 1]! : owner.results.length) - start;
        if (size !== 1) resultNo = v.index - start;
        lookup = owner.results[start]!;
      }
    }
    const id = this.get(lookup);
    if (id === undefined) return '<<UNKNOWN SSA VALUE>>';
    return resultNo !== undefined && printResultNo ? `${id}#${resultNo}` : id;
  }

  resultGroups(op: Operation): readonly number[] | undefined { return this.groups.get(op); }
  blockName(b: Block): string { return b.asmNamer === this.token ? `^bb${b.asmOrdinal}` : 'INVALIDBLOCK'; }
  blockOrdering(b: Block): number { return b.asmNamer === this.token ? b.asmOrdinal : -1; }
}
