/**
 * `symbol-dce`: erases symbols nothing refers to, as upstream's SymbolDCE. It runs on a symbol
 * table op (else it fails). Symbols that are not public (private, or nested when the table is
 * not visible from outside) and are not reached by symbol references from live ops are erased,
 * recursively through nested symbol tables; ops that are not symbols are always live, and a live
 * op's references (`@f`, `@m::@g`: every symbol on the path) make their targets live.
 */
import { SymbolRefAttr } from '../ir/attributes.js';
import { errorOn, opError } from '../ir/diagnostics.js';
import type { Operation } from '../ir/operation.js';
import { SymbolTable, collectSymbolRefs, isSymbolTable, symbolName, symbolVisibility } from '../ir/symbols.js';
import { definePass } from '../passes/pass.js';
import type { Context } from '../ir/context.js';

/** Ops that define a symbol: the Symbol trait, or a symbol table with a name (a named
 * `builtin.module`, upstream's optional symbol). */
export function isSymbolOp(op: Operation): boolean {
  return op.hasTrait('Symbol') || (isSymbolTable(op) && symbolName(op) !== undefined);
}

/** Unregistered ops with one region might be symbol tables nobody can see into. */
function isPotentiallyUnknownSymbolTable(op: Operation, ctx: Context): boolean {
  return op.numRegions === 1 && !op.isRegistered && ctx.getDialect(op.info.dialect) === undefined;
}

/** The symbol references made by `op` and the ops nested in it, not looking into nested symbol
 * tables (their own attributes count). Undefined when an unknown symbol table is in the way
 * (`op` itself included), as upstream's SymbolTable::getSymbolUses. */
function symbolUses(op: Operation, ctx: Context): SymbolRefAttr[] | undefined {
  const out: SymbolRefAttr[] = [];
  let unknown = false;
  op.walkPre((o) => {
    if (isPotentiallyUnknownSymbolTable(o, ctx)) { unknown = true; return 'interrupt'; }
    for (const { name, value } of o.allAttrs) if (name !== 'sym_name') collectSymbolRefs(value, out);
    return o !== op && isSymbolTable(o) ? 'skip' : undefined;
  });
  return unknown ? undefined : out;
}

/** Symbol tables built once per run (upstream's SymbolTableCollection). */
class Tables {
  private readonly tables = new Map<Operation, SymbolTable>();
  of(op: Operation): SymbolTable {
    let t = this.tables.get(op);
    if (!t) { t = new SymbolTable(op); this.tables.set(op, t); }
    return t;
  }
}

/** Every symbol on the path of `ref` from `table` (`@m::@f` gives `@m` and `@f`). */
function resolvePath(tables: Tables, table: Operation, ref: SymbolRefAttr): Operation[] {
  const out: Operation[] = [];
  let cur: Operation | undefined = table;
  for (const name of [ref.root, ...ref.nested]) {
    if (!cur || !isSymbolTable(cur)) return [];
    cur = tables.of(cur).lookup(name);
    if (!cur) return [];
    out.push(cur);
  }
  return out;
}

function computeLiveness(table: Operation, hidden: boolean, live: Set<Operation>, ctx: Context, tables: Tables): void {
  const work: Operation[] = [];
  for (const block of table.regions[0]?.blocks ?? []) {
    for (const op of block) {
      if (!isSymbolOp(op)) { work.push(op); continue; }
      const vis = symbolVisibility(op);
      const discardable = (hidden || vis === 'private') && vis !== 'public';
      if (!discardable && !live.has(op)) { live.add(op); work.push(op); }
    }
  }
  while (work.length) {
    const op = work.pop()!;
    if (isSymbolTable(op)) {
      const hiddenInside = hidden || !isSymbolOp(op) || symbolVisibility(op) === 'private';
      computeLiveness(op, hiddenInside, live, ctx, tables);
    } else {
      // A non-table op may hold symbol tables further down: look at them as if at top level.
      for (const r of op.regions) for (const b of r.blocks) for (const o of b) if (o.numRegions) work.push(o);
    }
    const parent = op.parentOp;
    if (!parent || !isSymbolTable(parent)) continue;
    const uses = symbolUses(op, ctx);
    if (!uses) throw errorOn(op, "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses");
    for (const ref of uses) {
      for (const target of resolvePath(tables, parent, ref)) {
        if (!live.has(target)) { live.add(target); work.push(target); }
      }
    }
  }
}

export const SymbolDCEPass = definePass({
  argument: 'symbol-dce',
  name: 'SymbolDCE',
  summary: 'Eliminate dead symbols',
  description: 'Erases private (and, in tables not visible from outside, nested) symbols that no live op refers to.',
  options: {},
  statistics: { "num-dce'd": 'Number of symbols DCE\'d' },
  run(op, _options, ctx) {
    if (!isSymbolTable(op)) throw opError(op, ' was scheduled to run under SymbolDCE, but does not define a symbol table');
    const hidden = op.parentOp && isSymbolOp(op) ? symbolVisibility(op) === 'private' : true;
    const live = new Set<Operation>();
    computeLiveness(op, hidden, live, ctx.context, new Tables());
    let erased = 0;
    op.walk((table) => {
      if (!isSymbolTable(table)) return;
      for (const b of table.regions[0]?.blocks ?? []) {
        for (const child of b) {
          if (isSymbolOp(child) && !live.has(child)) {
            child.dropAllReferences();
            for (const r of child.results) while (r.firstUse) r.firstUse.drop();
            child.erase();
            erased++;
          }
        }
      }
    });
    ctx.stat("num-dce'd", erased);
  },
});
