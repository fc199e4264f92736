/**
 * SSA name scopes of the parser. Names live in an isolated scope (a new one per region of an
 * IsolatedFromAbove op); names defined in a nested region are forgotten when it ends. A use before
 * the definition creates a placeholder value that the definition replaces.
 */
import { errorAt } from '../ir/diagnostics.js';
import { FileLineColLoc, type Location } from '../ir/location.js';
import type { Type } from '../ir/types.js';
import { Value } from '../ir/value.js';
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { UnresolvedOperand } from '../ir/asm.js';

/** Stands for a value used before its definition. */
export class ForwardRef extends Value {
  constructor(type: Type, readonly useLoc: Location) { super(type); }
  get definingOp(): Operation | undefined { return undefined; }
  get parentBlock(): Block | null { return null; }
  get loc(): Location { return this.useLoc; }
}

/** A name's value and where it was defined (or first used, for forward references). */
interface Binding { value: Value; readonly site: UnresolvedOperand; }

/**
 * An SSA use as the parser reads it (`%x`, `%x#1`), located only when a diagnostic needs it (uses
 * are very common). Defining a name with one makes the use its own binding: in a function of
 * 200k ops, one object per name instead of three that all live until the function ends.
 */
export class SSAUse implements UnresolvedOperand, Binding {
  /** Set when the use defines its name (see SSAScopes.define). */
  value!: Value;
  constructor(readonly name: string, readonly number: number, private readonly file: string,
    private readonly line: number, private readonly col: number) {}
  get loc(): Location { return FileLineColLoc.get(this.file, this.line, this.col); }
  get site(): UnresolvedOperand { return this; }
}

class Entry implements Binding { constructor(public value: Value, readonly site: UnresolvedOperand) {} }

function bind(u: UnresolvedOperand, value: Value): Binding {
  if (u instanceof SSAUse) { u.value = value; return u; }
  return new Entry(value, u);
}

/**
 * Where the number at the end of a name starts (`%v12` -> 2, `%0` -> 1, `%arg3` -> 4), or -1
 * when the name does not end in a number written canonically (no leading zero, at most 9
 * digits). Such names (all of them in generic form, and most in custom form: `%0`, `%arg0`,
 * `%c1`, `%v12`) are split into a prefix and a number and looked up in an array per prefix: a
 * map of 200k names costs a hash and a cache miss per use. The split is one-to-one: the number
 * is the longest run of digits at the end.
 */
function numberStart(name: string): number {
  const n = name.length;
  let k = n;
  while (k > 1) {
    const c = name.charCodeAt(k - 1);
    if (c < 48 || c > 57) break;
    k--;
  }
  if (k === n || n - k > 9 || (name.charCodeAt(k) === 48 && n - k > 1)) return -1;
  return k;
}

function numberAt(name: string, k: number): number {
  let v = 0;
  for (let i = k; i < name.length; i++) v = v * 10 + (name.charCodeAt(i) - 48);
  return v;
}

type Slots = (Binding | undefined)[];

/**
 * The names of one isolated region (a function body). Its maps are made when first needed: a
 * function with few names, one of thousands in a module, should not pay for empty maps.
 */
class IsolatedScope {
  /** Result #0 of names that do not end in a number. */
  private values: Map<string, Binding> | undefined;
  /** Result #0 of names that end in a number (see numberStart): by prefix, then by number. */
  private byPrefix: Map<string, Slots> | undefined;
  /** The prefix looked up last and its slots (consecutive names mostly share a prefix). */
  private lastPrefix: string | undefined;
  private lastSlots: Slots | undefined;
  /** How many names are set in byPrefix. */
  private idCount = 0;
  /** Results #1 and up (`%x#1`), by name then number, for multi-result ops. */
  numbered: Map<string, Slots> | undefined;
  /** Names defined in each open region, to forget when the region closes. */
  readonly regionDefs: string[][] = [[]];
  /** Values used before their definition, until it comes. */
  forwardRefs: Set<ForwardRef> | undefined;

  /** Number of names bound to a result #0. */
  get size(): number { return (this.values?.size ?? 0) + this.idCount; }

  /** The slots of the prefix of `name` (its characters from 1 up to `k`), made if `create`. */
  private slotsOf(name: string, k: number, create: boolean): Slots | undefined {
    const last = this.lastPrefix;
    if (last !== undefined && last.length === k - 1 && name.startsWith(last, 1)) return this.lastSlots;
    const prefix = name.slice(1, k);
    let slots = this.byPrefix?.get(prefix);
    if (!slots) {
      if (!create) return undefined;
      (this.byPrefix ??= new Map()).set(prefix, (slots = []));
    }
    this.lastPrefix = prefix;
    this.lastSlots = slots;
    return slots;
  }
  private first(name: string): Binding | undefined {
    const k = numberStart(name);
    return k >= 0 ? this.slotsOf(name, k, false)?.[numberAt(name, k)] : this.values?.get(name);
  }
  get(name: string, number: number): Binding | undefined {
    return number === 0 ? this.first(name) : this.numbered?.get(name)?.[number];
  }
  /** The binding of any result of `name`. */
  any(name: string): Binding | undefined {
    return this.first(name) ?? this.numbered?.get(name)?.find((x) => x !== undefined);
  }
  /** Sets a binding; true when the name was not known before (in either map). */
  set(name: string, number: number, b: Binding): boolean {
    if (number === 0) {
      const k = numberStart(name);
      if (k >= 0) {
        const slots = this.slotsOf(name, k, true)!;
        const id = numberAt(name, k);
        const known = slots[id] !== undefined;
        if (!known) this.idCount++;
        slots[id] = b;
        return !known && !this.numbered?.has(name);
      }
      const values = (this.values ??= new Map());
      const fresh = !values.has(name) && !this.numbered?.has(name);
      values.set(name, b);
      return fresh;
    }
    const numbered = (this.numbered ??= new Map());
    let list = numbered.get(name);
    const fresh = !list && this.first(name) === undefined;
    if (!list) numbered.set(name, (list = []));
    list[number] = b;
    return fresh;
  }
  forget(name: string): void {
    const k = numberStart(name);
    if (k >= 0) {
      const slots = this.slotsOf(name, k, false);
      const id = numberAt(name, k);
      if (slots && slots[id] !== undefined) { slots[id] = undefined; this.idCount--; }
    } else {
      this.values?.delete(name);
    }
    this.numbered?.delete(name);
  }
  /** Forgets every name (the closing region defined them all). */
  clear(): void {
    this.values = undefined;
    this.byPrefix = undefined;
    this.lastPrefix = undefined;
    this.lastSlots = undefined;
    this.idCount = 0;
  }
}

export class SSAScopes {
  private readonly scopes: IsolatedScope[] = [new IsolatedScope()];
  private get top(): IsolatedScope { return this.scopes[this.scopes.length - 1]!; }

  push(isolated: boolean): void {
    if (isolated) this.scopes.push(new IsolatedScope());
    else this.top.regionDefs.push([]);
  }
  /** Closes a region; for an isolated one, every forward reference must have been resolved. */
  pop(isolated: boolean): void {
    const s = this.top;
    if (isolated) {
      this.checkResolved(s);
      this.scopes.pop();
      return;
    }
    const names = s.regionDefs.pop()!;
    // Names are recorded once, when first entered: when the region defined every name there is
    // (a function body at the top level), a fresh map is much cheaper than deleting each.
    if (!s.numbered && names.length === s.size) s.clear();
    else for (const name of names) s.forget(name);
  }
  finish(): void { this.checkResolved(this.top); }

  /** As upstream's popSSANameScope: every name still unresolved is reported, in source order. */
  private checkResolved(s: IsolatedScope): void {
    if (!s.forwardRefs?.size) return;
    const [first, ...rest] = [...s.forwardRefs].sort((a, b) => compareLoc(a.useLoc, b.useLoc))
      .map((f) => errorAt(f.useLoc, 'use of undeclared SSA value name'));
    first!.diagnostic.followUps.push(...rest.map((e) => e.diagnostic));
    throw first!;
  }

  /** The location of the existing definition or use of a name, if any. */
  existing(name: string): Location | undefined {
    const s = this.top;
    return s.any(name)?.site.loc;
  }

  define(u: UnresolvedOperand, value: Value): void {
    const s = this.top;
    const prev = s.get(u.name, u.number);
    if (prev) {
      if (!(prev.value instanceof ForwardRef)) {
        throw errorAt(u.loc, `redefinition of SSA value '${u.name}'`).note('previously defined here', prev.site.loc);
      }
      if (prev.value.type !== value.type) {
        throw errorAt(u.loc, `definition of SSA value '${u.name}#${u.number}' has type '${value.type.key}'`)
          .note(`previously used here with type '${prev.value.type.key}'`, prev.site.loc);
      }
      prev.value.replaceAllUsesWith(value);
      s.forwardRefs?.delete(prev.value);
    }
    if (s.set(u.name, u.number, bind(u, value))) s.regionDefs[s.regionDefs.length - 1]!.push(u.name);
  }

  resolve(u: UnresolvedOperand, type: Type): Value {
    const s = this.top;
    const e = s.get(u.name, u.number);
    if (e) {
      if (e.value.type !== type) {
        throw errorAt(u.loc, `use of value '${u.name}' expects different type than prior uses: '${type.key}' vs '${e.value.type.key}'`)
          .note('prior use here', e.site.loc);
      }
      return e.value;
    }
    // A defined name used with a result number it does not have (upstream's check).
    const defined = u.number > 0 ? s.get(u.name, 0) : undefined;
    if (defined && !(defined.value instanceof ForwardRef)) throw errorAt(u.loc, 'reference to invalid result number');
    const f = new ForwardRef(type, u.loc);
    if (s.set(u.name, u.number, new Entry(f, u))) s.regionDefs[0]!.push(u.name);
    (s.forwardRefs ??= new Set()).add(f);
    return f;
  }
}

function compareLoc(a: Location, b: Location): number {
  const pa = a.filePos, pb = b.filePos;
  if (!pa || !pb) return 0;
  return pa.line - pb.line || pa.col - pb.col;
}
