/**
 * The verifier every defined op gets (as ODS generates it): counts of operands, results,
 * regions and successors; required attributes and attribute constraints; operand and result
 * type constraints; region block counts; types that must match.
 */
import { opError } from '../ir/diagnostics.js';
import type { Operation } from '../ir/operation.js';
import type { Type } from '../ir/types.js';
import { type OpModel, type ValueGroup, operandRanges, resultRanges } from './model.js';
import { valueTypeOf, valueTypesOf } from './types-of.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** ODS describes a Variadic<T> as "variadic of <T>" in its messages. */
const describe = (g: ValueGroup) => (g.kind === 'variadic' ? `variadic of ${g.constraint.description}` : g.constraint.description);

/** What a count check needs of a list of groups, worked out once per op kind. */
interface CountPlan { readonly fixed: number; readonly variable: boolean; }
const countPlan = (groups: readonly ValueGroup[]): CountPlan => {
  const fixed = groups.filter((g) => g.kind === 'single').length;
  return { fixed, variable: groups.length > fixed };
};

function verifyCount(op: Operation, c: CountPlan, actual: number, what: 'operand' | 'result', segments: boolean): void {
  const { fixed, variable } = c;
  // With AttrSized*Segments the segment sizes give the totals (checked with the attribute), but
  // ODS's AtLeastN trait on the single groups comes first.
  if (segments && !(variable && actual < fixed)) return;
  if (what === 'operand') {
    if (!variable && actual !== fixed) {
      throw opError(op, fixed === 0 ? 'requires zero operands' : fixed === 1 ? 'requires a single operand' : `expected ${plural(fixed, 'operand')}, but found ${actual}`);
    }
    if (variable && actual < fixed) throw opError(op, `expected ${fixed} or more operands, but found ${actual}`);
  } else {
    if (!variable && actual !== fixed) {
      throw opError(op, fixed === 0 ? 'requires zero results' : fixed === 1 ? 'requires one result' : `expected ${fixed} results`);
    }
    if (variable && actual < fixed) throw opError(op, `expected ${fixed} or more results`);
  }
}

function verifySegments(op: Operation, groups: readonly ValueGroup[], attrName: string, ranges: [number, number][]): void {
  const a = op.getAttr(attrName);
  const n = a && 'length' in a ? (a as { length: number }).length : -1;
  if (n !== groups.length) {
    throw opError(op, `'${attrName}' attribute for specifying ${attrName.startsWith('operand') ? 'operand' : 'result'} segments must have ${groups.length} elements, but got ${n}`);
  }
  // The segments must cover the operands (results) exactly, as the AttrSized*Segments trait
  // checks upstream before the ODS invariants; the groups below are read through these sizes.
  const kind = attrName.startsWith('operand') ? 'operand' : 'result';
  const total = ranges.reduce((sum, [, size]) => sum + size, 0);
  const actual = kind === 'operand' ? op.numOperands : op.numResults;
  if (total !== actual) {
    throw opError(op, `${kind} count (${actual}) does not match with the total size (${total}) specified in attribute '${attrName}'`);
  }
  groups.forEach((g, i) => {
    const size = ranges[i]![1];
    if (g.kind === 'single' && size !== 1) throw opError(op, `${attrName.startsWith('operand') ? 'operand' : 'result'} group starting at #${ranges[i]![0]} requires 1 element, but found ${size}`);
    if (g.kind === 'optional' && size > 1) throw opError(op, `${attrName.startsWith('operand') ? 'operand' : 'result'} group starting at #${ranges[i]![0]} requires 0 or 1 element, but found ${size}`);
  });
}

/**
 * The invariants checker of an op kind: what depends only on the kind (group counts, whether
 * ranges are fixed) is worked out here once, since the checker runs on every op.
 */
export function compileInvariants(m: OpModel): (op: Operation) => void {
  const operandCount = countPlan(m.operands);
  const resultCount = countPlan(m.results);
  const nRegions = m.regions.length;
  const variadicRegions = m.regions.some((r) => r.spec.variadic);
  const nSucc = m.successors.length;
  const variadicSucc = m.successors.some((s) => s.spec.variadic);
  const regionBlocks = m.regions.some((r) => r.spec.blocks !== undefined);
  const typeRules = (m.spec.sameTypes?.length ?? 0) + (m.spec.typeRelations?.length ?? 0) > 0;
  const fixedOperands = m.fixedOperandRanges ? m.operands.map((g) => g.constraint) : undefined;
  const fixedResults = m.fixedResultRanges ? m.results.map((g) => g.constraint) : undefined;
  return (op) => {
    verifyCount(op, operandCount, op.numOperands, 'operand', m.operandSegments);
    verifyCount(op, resultCount, op.numResults, 'result', m.resultSegments);
    if (!variadicRegions && op.numRegions !== nRegions) {
      throw opError(op, nRegions === 0 ? 'requires zero regions' : nRegions === 1 ? 'requires one region' : `expected ${nRegions} regions`);
    }
    if (variadicRegions && op.numRegions < nRegions - 1) throw opError(op, `expected ${nRegions - 1} or more regions`);
    if (!variadicSucc && op.numSuccessors !== nSucc) {
      throw opError(op, `requires ${nSucc} successor${nSucc === 1 ? '' : 's'} but found ${op.numSuccessors}`);
    }
    verifyAttrs(m, op);
    // Fixed groups (every group a single value, counts checked above): operand i is group i.
    if (fixedOperands) {
      const os = op.opOperands;
      for (let i = 0; i < fixedOperands.length; i++) {
        const t = os[i]!.value.type;
        if (!fixedOperands[i]!.check(t)) throw opError(op, `operand #${i} must be ${describe(m.operands[i]!)}, but got '${t.key}'`);
      }
    } else {
      verifyOperandTypes(m, op);
    }
    if (fixedResults) {
      const rs = op.results;
      for (let i = 0; i < fixedResults.length; i++) {
        const t = rs[i]!.type;
        if (!fixedResults[i]!.check(t)) throw opError(op, `result #${i} must be ${describe(m.results[i]!)}, but got '${t.key}'`);
      }
    } else {
      verifyResultTypes(m, op);
    }
    if (regionBlocks) verifyRegionBlocks(m, op);
    if (typeRules) verifyTypeRules(m, op);
  };
}

/** Checks every invariant of `op` as its kind declares them (see compileInvariants). */
export function verifyInvariants(m: OpModel, op: Operation): void { compileInvariants(m)(op); }

/** Attributes: required ones present, all satisfy their constraints. */
function verifyAttrs(m: OpModel, op: Operation): void {
  for (const a of m.attrs) {
    const v = op.getAttr(a.name);
    if (v === undefined) {
      if (!a.optional && a.defaultValue === undefined) throw opError(op, `requires attribute '${a.name}'`);
      continue;
    }
    if (!a.constraint.check(v)) throw opError(op, `attribute '${a.name}' failed to satisfy constraint: ${a.constraint.description}`);
  }
}

function verifyOperandTypes(m: OpModel, op: Operation): void {
  const oranges = operandRanges(m, op);
  if (m.operandSegments) verifySegments(op, m.operands, 'operandSegmentSizes', oranges);
  for (let gi = 0; gi < m.operands.length; gi++) {
    const g = m.operands[gi]!;
    const [start, n] = oranges[gi]!;
    for (let i = start; i < start + n; i++) {
      const t = op.opOperands[i]!.value.type;
      if (!g.constraint.check(t)) throw opError(op, `operand #${i} must be ${describe(g)}, but got '${t.key}'`);
    }
  }
}

function verifyResultTypes(m: OpModel, op: Operation): void {
  const rranges = resultRanges(m, op);
  if (m.resultSegments) verifySegments(op, m.results, 'resultSegmentSizes', rranges);
  for (let gi = 0; gi < m.results.length; gi++) {
    const g = m.results[gi]!;
    const [start, n] = rranges[gi]!;
    for (let i = start; i < start + n; i++) {
      const t = op.results[i]!.type;
      if (!g.constraint.check(t)) throw opError(op, `result #${i} must be ${describe(g)}, but got '${t.key}'`);
    }
  }
}

function verifyRegionBlocks(m: OpModel, op: Operation): void {
  m.regions.forEach((r) => {
    const blocks = r.spec.blocks;
    if (blocks === undefined) return;
    const targets = r.spec.variadic ? op.regions.slice(r.index) : [op.regions[r.index]!];
    targets.forEach((reg, k) => {
      if (reg.blocks.length !== blocks) {
        throw opError(op, `region #${r.index + k} ('${r.name}') failed to verify constraint: region with ${blocks} blocks`);
      }
    });
  });
}

function verifyTypeRules(m: OpModel, op: Operation): void {
  for (const group of m.spec.sameTypes ?? []) {
    let first: Type | undefined;
    for (let i = 0; i < group.length; i++) {
      const t = valueTypeOf(m, op, group[i]!);
      if (t === undefined) continue;
      if (first === undefined) first = t;
      else if (t !== first) throw opError(op, `failed to verify that all of {${group.join(', ')}} have same type`);
    }
  }
  for (const rel of m.spec.typeRelations ?? []) {
    if (rel.transformList) {
      const from = valueTypeOf(m, op, rel.from);
      if (from === undefined) continue;
      const want = rel.transformList(from);
      const got = valueTypesOf(m, op, rel.to);
      if (want.length !== got.length || want.some((t, i) => t !== got[i])) {
        throw opError(op, `failed to verify that ${rel.description ?? `${rel.to} types match ${rel.from}`}`);
      }
      continue;
    }
    const from = valueTypeOf(m, op, rel.from);
    const to = valueTypeOf(m, op, rel.to);
    if (from === undefined || to === undefined) continue;
    const want = rel.transform ? rel.transform(from) : from;
    if (want !== to) throw opError(op, `failed to verify that ${rel.description ?? `${rel.to} type matches ${rel.from}`}`);
  }
}
