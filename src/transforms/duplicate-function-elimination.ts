/**
 * `duplicate-function-elimination`: upstream's pass of that name. A func.func with a body equal
 * to an earlier one's in all but its name (attributes, properties and body, locations aside) is
 * erased, and the references to it in the module refer to the earlier function instead. The
 * references are rewritten as upstream's SymbolTable::replaceAllSymbolUses does: in the module's
 * ops and nested symbol tables' own attributes, not inside nested symbol tables.
 */
import { ArrayAttr, type Attribute, DictionaryAttr, SymbolRefAttr } from '../ir/attributes.js';
import type { Operation } from '../ir/operation.js';
import { symbolName } from '../ir/symbols.js';
import { definePass } from '../passes/pass.js';

const nameOf = (f: Operation): string => symbolName(f) ?? '';
import { isRegionEquivalent } from './op-equivalence.js';

/** Every attribute but the name, in a canonical order: equal for functions that may be merged. */
function attributesKey(f: Operation): string {
  return f.allAttrs.filter((a) => a.name !== 'sym_name').map((a) => `${a.name}=${a.value.key}`).sort().join(',');
}

const isDeclaration = (f: Operation): boolean => f.regions[0]!.isEmpty;

/** `a` with the references whose root is `from` rooted at `to` (nested references kept). */
function renameRefs(a: Attribute, from: string, to: string): Attribute {
  if (a instanceof SymbolRefAttr) return a.root === from ? SymbolRefAttr.get(to, a.nested) : a;
  if (a instanceof ArrayAttr) {
    const elements = a.elements.map((e) => renameRefs(e, from, to));
    return elements.every((e, i) => e === a.elements[i]) ? a : ArrayAttr.get(elements);
  }
  if (a instanceof DictionaryAttr) {
    const entries = a.entries.map((e) => ({ name: e.name, value: renameRefs(e.value, from, to) }));
    return entries.every((e, i) => e.value === a.entries[i]!.value) ? a : DictionaryAttr.get(entries);
  }
  return a;
}

/** Rewrites the references to `from` in `module`'s ops, not entering nested symbol tables. */
function replaceAllSymbolUses(module: Operation, from: string, to: string): void {
  const visit = (op: Operation): void => {
    for (const { name, value } of op.allAttrs) {
      const renamed = renameRefs(value, from, to);
      if (renamed !== value) op.setAttr(name, renamed);
    }
    if (op.hasTrait('SymbolTable')) return;
    for (const r of op.regions) for (const b of r.blocks) for (let o = b.first; o; o = o.next) visit(o);
  };
  for (const r of module.regions) for (const b of r.blocks) for (let o = b.first; o; o = o.next) visit(o);
}

export const DuplicateFunctionEliminationPass = definePass({
  argument: 'duplicate-function-elimination',
  name: 'DuplicateFunctionEliminationPass',
  summary: 'Deduplicate functions',
  description: 'Erases each function equal to an earlier one in all but its name and makes its references refer to the earlier function.',
  anchor: 'builtin.module',
  options: {},
  run(module) {
    // Representatives by attributes, then compared body by body (upstream hashes, then compares).
    const classes = new Map<string, Operation[]>();
    const representative = new Map<string, Operation>();
    const erased: Operation[] = [];
    module.walk((f) => {
      if (f.name !== 'func.func') return;
      const key = attributesKey(f);
      const candidates = classes.get(key) ?? [];
      const equal = isDeclaration(f) ? undefined : candidates.find((g) => !isDeclaration(g) && isRegionEquivalent(g.regions[0]!, f.regions[0]!));
      if (equal) erased.push(f);
      else { candidates.push(f); classes.set(key, candidates); }
      representative.set(nameOf(f), equal ?? f);
    });
    for (const f of erased) {
      replaceAllSymbolUses(module, nameOf(f), nameOf(representative.get(nameOf(f))!));
      f.erase();
    }
  },
});
