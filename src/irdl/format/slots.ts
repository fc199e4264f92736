/**
 * Precomputed type-resolution plan of an assembly format: every operand group, result group and
 * attribute gets a slot index, and the rules that derive unknown types (buildable types, same-type
 * groups, type relations) are lists of slot indices, so parsing one op allocates no maps.
 */
import type { Type } from '../../ir/types.js';
import type { Trait, TraitName } from '../../ir/traits.js';
import type { OpModel } from '../model.js';

export interface SlotPlan {
  /** Slot of each name (operand groups, then result groups, then attributes). */
  readonly slot: ReadonlyMap<string, number>;
  readonly numSlots: number;
  readonly operandSlots: readonly number[];
  readonly resultSlots: readonly number[];
  /** Attribute slots, with the attribute name (its parsed value's type feeds the slot). */
  readonly attrSlots: readonly (readonly [number, string])[];
  readonly buildable: readonly (readonly [number, Type])[];
  readonly same: readonly (readonly number[])[];
  readonly relations: readonly { readonly from: number; readonly to: number; readonly map: (t: Type) => Type[] }[];
  /** True when some rule may fill a slot the format leaves unknown. */
  readonly hasRules: boolean;
}

export function planSlots(m: OpModel, traits: ReadonlyMap<TraitName, Trait>): SlotPlan {
  const slot = new Map<string, number>();
  const add = (n: string) => { if (!slot.has(n)) slot.set(n, slot.size); return slot.get(n)!; };
  const operandSlots = m.operands.map((g) => add(g.name));
  const resultSlots = m.results.map((g) => add(g.name));
  const attrSlots = m.attrs.map((a) => [add(a.name), a.name] as const);
  const buildable: (readonly [number, Type])[] = [];
  // A buildable type gives an operand group's types (the operands give the count) and a single
  // result's type; how many results a variadic group has is not the constraint's to say.
  for (const g of m.operands) if (g.constraint.buildable) buildable.push([slot.get(g.name)!, g.constraint.buildable]);
  for (const g of m.results) if (g.constraint.buildable && g.kind === 'single') buildable.push([slot.get(g.name)!, g.constraint.buildable]);
  const same: number[][] = (m.spec.sameTypes ?? []).map((names) => names.map((n) => add(n)));
  if (traits.has('SameOperandsAndResultType')) same.push([...operandSlots, ...resultSlots]);
  if (traits.has('SameTypeOperands')) same.push([...operandSlots]);
  const relations = (m.spec.typeRelations ?? []).map((r) => ({
    from: add(r.from),
    to: add(r.to),
    map: (t: Type): Type[] => (r.transformList ? [...r.transformList(t)] : [r.transform ? r.transform(t) : t]),
  }));
  return {
    slot, numSlots: slot.size, operandSlots, resultSlots, attrSlots, buildable,
    same: same.filter((g) => g.length > 1), relations,
    hasRules: buildable.length > 0 || same.length > 0 || relations.length > 0,
  };
}

/** Fills unknown slots from the known ones until nothing changes. */
export function resolveSlots(plan: SlotPlan, known: (Type[] | undefined)[]): void {
  if (!plan.hasRules) return;
  for (let changed = true; changed; ) {
    changed = false;
    for (const [s, t] of plan.buildable) if (known[s] === undefined) { known[s] = [t]; changed = true; }
    for (const group of plan.same) {
      let src: Type | undefined;
      for (const s of group) { const ts = known[s]; if (ts && ts.length) { src = ts[0]; break; } }
      if (!src) continue;
      for (const s of group) if (known[s] === undefined) { known[s] = [src]; changed = true; }
    }
    for (const r of plan.relations) {
      const from = known[r.from];
      if (!from?.length || known[r.to] !== undefined) continue;
      known[r.to] = r.map(from[0]!);
      changed = true;
    }
  }
}
