/**
 * Symbols and symbol tables: ops with a `sym_name` inside ops with the SymbolTable trait, referred
 * to by SymbolRefAttr (`@f`, `@module::@f`).
 */
import { ArrayAttr, Attribute, DictionaryAttr, StringAttr, SymbolRefAttr, TypeAttr } from './attributes.js';
import type { Operation } from './operation.js';

export const SYM_NAME = 'sym_name';
export const SYM_VISIBILITY = 'sym_visibility';

export function symbolName(op: Operation): string | undefined {
  const a = op.getAttr(SYM_NAME);
  return a instanceof StringAttr ? a.value : undefined;
}
export function symbolVisibility(op: Operation): 'public' | 'private' | 'nested' {
  const a = op.getAttr(SYM_VISIBILITY);
  return a instanceof StringAttr && (a.value === 'private' || a.value === 'nested') ? a.value : 'public';
}
export const isSymbolTable = (op: Operation): boolean => op.hasTrait('SymbolTable');

/** The symbols directly inside a symbol-table op, by name. Rebuilt on demand. */
export class SymbolTable {
  private readonly table = new Map<string, Operation>();
  constructor(readonly op: Operation) {
    const body = op.regions[0]?.blocks[0];
    if (body) for (const child of body) {
      const n = symbolName(child);
      if (n !== undefined && !this.table.has(n)) this.table.set(n, child);
    }
  }
  lookup(name: string): Operation | undefined { return this.table.get(name); }
  get names(): string[] { return [...this.table.keys()]; }
  get symbols(): Operation[] { return [...this.table.values()]; }
  /** A name not yet used in this table, derived from `base` (`f`, `f_0`, `f_1`, ...). */
  uniqueName(base: string): string {
    if (!this.table.has(base)) return base;
    for (let i = 0; ; i++) if (!this.table.has(`${base}_${i}`)) return `${base}_${i}`;
  }
  insert(op: Operation): void {
    const n = symbolName(op);
    if (n !== undefined) this.table.set(n, op);
  }
  remove(op: Operation): void {
    const n = symbolName(op);
    if (n !== undefined && this.table.get(n) === op) this.table.delete(n);
  }
}

/**
 * Symbol tables remembered per table op (upstream's SymbolTableCollection, kept for the life of
 * the op): without it every lookup scans the table op's body, and verifying N functions that call
 * each other is O(N²). A remembered table may be stale after the IR changed, so a hit counts only
 * if the symbol is still in that table under that name, and a miss rebuilds the table once.
 */
const tables = new WeakMap<Operation, SymbolTable>();

function lookupIn(tableOp: Operation, name: string): Operation | undefined {
  let t = tables.get(tableOp);
  if (t) {
    const hit = t.lookup(name);
    if (hit && hit.parentOp === tableOp && symbolName(hit) === name) return hit;
  }
  t = new SymbolTable(tableOp);
  tables.set(tableOp, t);
  return t.lookup(name);
}

/** Resolves `ref` inside the symbol table op `table` (nested references go through nested tables). */
export function lookupSymbolIn(table: Operation, ref: SymbolRefAttr | string): Operation | undefined {
  const path = typeof ref === 'string' ? [ref] : [ref.root, ...ref.nested];
  let cur: Operation | undefined = table;
  for (const name of path) {
    if (!cur || !isSymbolTable(cur)) return undefined;
    cur = lookupIn(cur, name);
  }
  return cur;
}

/** The closest enclosing symbol table of `op` (not `op` itself). */
export function nearestSymbolTable(op: Operation): Operation | null {
  return op.parentWhere(isSymbolTable);
}

/** Resolves `ref` from `from`: in the nearest symbol table around it, then outwards. */
export function lookupNearestSymbolFrom(from: Operation, ref: SymbolRefAttr | string): Operation | undefined {
  for (let t = isSymbolTable(from) ? from : nearestSymbolTable(from); t; t = nearestSymbolTable(t)) {
    const hit = lookupSymbolIn(t, ref);
    if (hit) return hit;
  }
  return undefined;
}

/** Every symbol reference in an attribute (arrays and dictionaries are searched). */
export function collectSymbolRefs(a: Attribute, out: SymbolRefAttr[] = []): SymbolRefAttr[] {
  if (a instanceof SymbolRefAttr) out.push(a);
  else if (a instanceof ArrayAttr) for (const e of a.elements) collectSymbolRefs(e, out);
  else if (a instanceof DictionaryAttr) for (const e of a.entries) collectSymbolRefs(e.value, out);
  else if (a instanceof TypeAttr) { /* types hold no symbol refs */ }
  return out;
}

/** The symbol references made by one op's attributes (not nested ops). */
export function symbolUsesOf(op: Operation): SymbolRefAttr[] {
  const out: SymbolRefAttr[] = [];
  for (const { name, value } of op.allAttrs) if (name !== SYM_NAME) collectSymbolRefs(value, out);
  return out;
}
