/**
 * Attribute and type aliases (`#map`, `#set`, `#loc`, `!tuple`) as upstream's AliasInitializer
 * makes them: every attribute/type the printer would print is visited in print order (by a dry
 * run of the printer); those with an alias name are numbered per name after a stable sort by
 * depth (nesting through other aliases), types first, then name. Aliases only reachable from op
 * locations are "deferred" and printed at the end of the output.
 */
import { AffineMapAttr, Attribute, DenseArrayAttr, DenseElementsAttr, FloatAttr, IntegerAttr, IntegerSetAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr } from '../ir/attributes.js';
import { Location } from '../ir/location.js';
import type { AsmSink } from '../ir/sink.js';
import { FloatType, IndexType, IntegerType, NoneType, TupleType, type Type } from '../ir/types.js';
import { sanitizeIdentifier } from './names.js';

interface Entry {
  readonly thing: Attribute | Type;
  readonly isType: boolean;
  readonly alias: string | undefined;
  depth: number;
  deferrable: boolean;
  children: number[];
}

export interface Alias { readonly name: string; readonly deferred: boolean; }

/** Dialect attributes and types may offer an alias name through this method. */
interface MaybeAliased { asmAlias?(): string | undefined; }

function aliasNameOf(x: Attribute | Type): string | undefined {
  if (x instanceof AffineMapAttr) return 'map';
  if (x instanceof IntegerSetAttr) return 'set';
  if (x instanceof Location) return 'loc';
  if (x instanceof TupleType) return x.types.length > 16 ? 'tuple' : undefined;
  const f = (x as MaybeAliased).asmAlias;
  return typeof f === 'function' ? f.call(x) : undefined;
}

/** Attributes and types that can never hold an alias (skipping them changes no numbering). */
export function cannotHoldAlias(x: Attribute | Type): boolean {
  return x instanceof IntegerAttr || x instanceof FloatAttr || x instanceof StringAttr || x instanceof UnitAttr
    || x instanceof DenseArrayAttr || x instanceof SymbolRefAttr || x instanceof IntegerType || x instanceof FloatType
    || x instanceof IndexType || x instanceof NoneType
    || (x instanceof DenseElementsAttr && x.type.key.indexOf('#') < 0);
}

/** Whether printing a type may involve an alias: only types holding maps, sets, locations, dialect
 * attributes/types or big tuples can (decided once per type from its text). */
export function typeAliasable(t: Type): boolean {
  if (t.aliasable === undefined) t.aliasable = /affine_map<|affine_set<|#|!|tuple<|loc\(/.test(t.key);
  return t.aliasable;
}

/** Whether an attribute is, or holds, something that may get an alias (what the collector
 * would find under it), remembered per attribute object. */
export function attrMayAlias(a: Attribute, memo: Map<Attribute, boolean>): boolean {
  if (cannotHoldAlias(a)) return false;
  if (a instanceof TypeAttr) return typeAliasable(a.value);
  let found = memo.get(a);
  if (found !== undefined) return found;
  found = aliasNameOf(a) !== undefined;
  if (!found) {
    const sink: AsmSink = {
      write: () => {},
      type: (t) => { if (typeAliasable(t)) found = true; },
      attr: (c) => { if (attrMayAlias(c, memo)) found = true; },
      loc: () => { found = true; },
      capture: (print) => { print(sink); return ''; },
    };
    a.print(sink);
  }
  memo.set(a, found);
  return found;
}


export class AliasCollector {
  private readonly entries: Entry[] = [];
  private readonly index = new Map<string, number>();

  /** Visits a thing; returns [depth, index]. */
  visit(x: Attribute | Type, deferrable: boolean): [number, number] {
    const isType = !(x instanceof Attribute);
    const key = (isType ? 't' : 'a') + x.key;
    const hit = this.index.get(key);
    if (hit !== undefined) {
      if (!deferrable) this.markNonDeferrable(hit);
      return [this.entries[hit]!.depth, hit];
    }
    const raw = aliasNameOf(x);
    const alias = raw === undefined ? undefined : sanitizeIdentifier(raw, '$_-', false);
    const e: Entry = { thing: x, isType, alias, depth: alias === undefined ? 0 : 1, deferrable, children: [] };
    const idx = this.entries.length;
    this.entries.push(e);
    this.index.set(key, idx);
    let maxDepth = 0;
    const child = (c: Attribute | Type): void => {
      if (cannotHoldAlias(c)) return;
      const [d, i] = this.visit(c, deferrable);
      e.children.push(i);
      if (d > maxDepth) maxDepth = d;
    };
    const sink: AsmSink = {
      write: () => {},
      type: child,
      attr: child,
      loc: child,
      capture: (print) => { print(sink); return ''; },
    };
    if (x instanceof Location) x.printBody(sink); else x.print(sink);
    if (maxDepth) e.depth = maxDepth + 1;
    return [e.depth, idx];
  }

  private markNonDeferrable(i: number): void {
    const e = this.entries[i]!;
    if (!e.deferrable) return;
    e.deferrable = false;
    for (const c of e.children) this.markNonDeferrable(c);
  }

  /** Names every aliased thing: `map`, `map1`, ... in (depth, kind, name) order. */
  finish(): AliasTable {
    const order = this.entries.map((e, i) => ({ e, i }));
    order.sort((x, y) => {
      const a = x.e, b = y.e;
      if (a.depth !== b.depth) return a.depth - b.depth;
      if (a.isType !== b.isType) return a.isType ? -1 : 1;
      const an = a.alias ?? '', bn = b.alias ?? '';
      if (an !== bn) return an < bn ? -1 : 1;
      return x.i - y.i;
    });
    const counts = new Map<string, number>();
    const table = new AliasTable();
    for (const { e } of order) {
      if (e.alias === undefined) continue;
      const n = counts.get(e.alias) ?? 0;
      counts.set(e.alias, n + 1);
      table.add(e.thing, e.isType, `${e.isType ? '!' : '#'}${e.alias}${n ? n : ''}`, e.deferrable);
    }
    return table;
  }
}

export class AliasTable {
  private readonly byKey = new Map<string, string>();
  /** In printing order. */
  readonly list: { thing: Attribute | Type; isType: boolean; name: string; deferred: boolean }[] = [];
  add(thing: Attribute | Type, isType: boolean, name: string, deferred: boolean): void {
    this.byKey.set((isType ? 't' : 'a') + thing.key, name);
    this.list.push({ thing, isType, name, deferred });
  }
  get size(): number { return this.list.length; }
  attrAlias(a: Attribute): string | undefined { return this.byKey.size ? this.byKey.get('a' + a.key) : undefined; }
  typeAlias(t: Type): string | undefined { return this.byKey.size ? this.byKey.get('t' + t.key) : undefined; }
}
