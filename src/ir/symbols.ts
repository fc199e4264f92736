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

/** Tables kept while the IR cannot change (upstream's SymbolTableCollection), see
 * `withSymbolTableCache`. */
let cachedTables: Map<Operation, SymbolTable> | undefined;

/**
 * Runs `fn` with symbol tables built once and reused: without it every lookup scans the table
 * op's body, which makes verifying a module of N functions calling each other O(N²). `fn` must
 * not add, remove or rename symbols (the verifier, read-only analyses).
 */
export function withSymbolTableCache<T>(fn: () => T): T {
  if (cachedTables) return fn();
  cachedTables = new Map();
  try { return fn(); } finally { cachedTables = undefined; }
}

function tableOf(op: Operation): SymbolTable {
  if (!cachedTables) return new SymbolTable(op);
  let t = cachedTables.get(op);
  if (!t) { t = new SymbolTable(op); cachedTables.set(op, t); }
  return t;
}

/** Resolves `ref` inside the symbol table op `table` (nested references go through nested tables). */
export function lookupSymbolIn(table: Operation, ref: SymbolRefAttr | string): Operation | undefined {
  const path = typeof ref === 'string' ? [ref] : [ref.root, ...ref.nested];
  let cur: Operation | undefined = table;
  for (const name of path) {
    if (!cur || !isSymbolTable(cur)) return undefined;
    cur = tableOf(cur).lookup(name);
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
