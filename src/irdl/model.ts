/**
 * The normalized view of an op spec that the verifier, the builder and the assembly format
 * compiler share: ordered groups of operands/results/attributes/regions/successors.
 */
import type { Attribute } from '../ir/attributes.js';
import { DenseArrayAttr } from '../ir/attributes.js';
import type { Operation } from '../ir/operation.js';
import type { AttrConstraint, TypeConstraint } from './constraints.js';
import type { AttrSpec, OpSpec, RegionSpec, SuccessorSpec, ValueSpec } from './spec.js';

export type GroupKind = 'single' | 'variadic' | 'optional';

export interface ValueGroup {
  readonly name: string;
  readonly kind: GroupKind;
  readonly constraint: TypeConstraint;
  readonly index: number;
}
export interface AttrEntry {
  readonly name: string;
  readonly constraint: AttrConstraint<Attribute>;
  readonly optional: boolean;
  readonly defaultValue: Attribute | undefined;
}
export interface RegionEntry { readonly name: string; readonly spec: RegionSpec; readonly index: number; }
export interface SuccessorEntry { readonly name: string; readonly spec: SuccessorSpec; readonly index: number; }

export interface OpModel {
  readonly spec: OpSpec;
  readonly operands: readonly ValueGroup[];
  readonly results: readonly ValueGroup[];
  readonly attrs: readonly AttrEntry[];
  readonly regions: readonly RegionEntry[];
  readonly successors: readonly SuccessorEntry[];
  readonly operandSegments: boolean;
  readonly resultSegments: boolean;
  /** Ranges of operand/result groups when every group is a single value (no per-op work). */
  readonly fixedOperandRanges: [number, number][] | undefined;
  readonly fixedResultRanges: [number, number][] | undefined;
}

function groupsOf(specs: Readonly<Record<string, ValueSpec>> | undefined): ValueGroup[] {
  return Object.entries(specs ?? {}).map(([name, s], index) => {
    if ('kind' in s && s.kind === 'variadic') return { name, kind: 'variadic' as const, constraint: s.constraint, index };
    if ('kind' in s && s.kind === 'optional') return { name, kind: 'optional' as const, constraint: s.constraint, index };
    return { name, kind: 'single' as const, constraint: s as TypeConstraint, index };
  });
}

function attrEntry(name: string, s: AttrSpec): AttrEntry {
  if ('kind' in s && s.kind === 'optionalAttr') return { name, constraint: s.constraint, optional: true, defaultValue: undefined };
  if ('kind' in s && s.kind === 'defaultAttr') return { name, constraint: s.constraint, optional: s.unstored === true, defaultValue: s.value };
  return { name, constraint: s as AttrConstraint<Attribute>, optional: false, defaultValue: undefined };
}

export function buildModel(spec: OpSpec): OpModel {
  const operands = groupsOf(spec.operands);
  const results = groupsOf(spec.results);
  const variable = (gs: ValueGroup[]) => gs.filter((g) => g.kind !== 'single').length;
  const fixed = (gs: ValueGroup[]): [number, number][] | undefined =>
    (gs.every((g) => g.kind === 'single') ? gs.map((_, i) => [i, 1]) : undefined);
  return {
    spec,
    operands,
    results,
    fixedOperandRanges: fixed(operands),
    fixedResultRanges: fixed(results),
    attrs: Object.entries(spec.attributes ?? {}).map(([n, s]) => attrEntry(n, s)),
    regions: Object.entries(spec.regions ?? {}).map(([name, s], index) => ({ name, spec: s, index })),
    successors: Object.entries(spec.successors ?? {}).map(([name, s], index) => ({ name, spec: s, index })),
    operandSegments: variable(operands) > 1,
    resultSegments: variable(results) > 1,
  };
}

/** The [start, size] of each group, given the op's actual count and its segment sizes attribute. */
export function groupRanges(groups: readonly ValueGroup[], total: number, segments: Attribute | undefined, useSegments: boolean): [number, number][] {
  if (useSegments) {
    const sizes = segments instanceof DenseArrayAttr ? segments.nums : [];
    let start = 0;
    return groups.map((_, i) => {
      const n = sizes[i] ?? 0;
      const r: [number, number] = [start, n];
      start += n;
      return r;
    });
  }
  const fixed = groups.filter((g) => g.kind === 'single').length;
  const variableSize = Math.max(0, total - fixed);
  let start = 0;
  return groups.map((g) => {
    const n = g.kind === 'single' ? 1 : variableSize;
    const r: [number, number] = [start, n];
    start += n;
    return r;
  });
}

export function operandRanges(m: OpModel, op: Operation): [number, number][] {
  return m.fixedOperandRanges ?? groupRanges(m.operands, op.numOperands, op.getAttr('operandSegmentSizes'), m.operandSegments);
}
export function resultRanges(m: OpModel, op: Operation): [number, number][] {
  return m.fixedResultRanges ?? groupRanges(m.results, op.numResults, op.getAttr('resultSegmentSizes'), m.resultSegments);
}
