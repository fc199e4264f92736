/**
 * The region-branch and loop-like checks upstream runs through RegionBranchOpInterface and
 * LoopLikeOpInterface: values passed along each control flow edge (into a region, from a
 * terminator back into a region or out to the op's results) must match the receiving values in
 * number and type. Ops describe their edges; the messages are upstream's.
 */
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';

/** Where an edge leads: a region of the op (by number) or back to the op (its results). */
export type EdgeTarget = { readonly region: number; readonly inputs: readonly Value[] } | { readonly parent: true; readonly inputs: readonly Value[] };

/** One control flow edge and the values sent along it. */
export interface Edge {
  /** The terminator that branches, or undefined for edges from the op itself. */
  readonly from: Operation | undefined;
  readonly to: EdgeTarget;
  readonly operands: readonly Value[];
}

const targetName = (t: EdgeTarget): string => ('region' in t ? `Region #${t.region}` : 'parent');

/** Checks edges in order and throws upstream's message for the first mismatch. */
export function verifyEdges(op: Operation, edges: readonly Edge[]): void {
  for (const e of edges) {
    const src = e.from ? `Operation ${e.from.name}` : 'parent';
    const prefix = `along control flow edge from ${src} to ${targetName(e.to)}: `;
    const point = e.from ? e.from.loc : op.loc;
    const inputs = e.to.inputs;
    if (e.operands.length !== inputs.length) {
      throw opError(op, `${prefix}region branch point has ${e.operands.length} operands, but region successor needs ${inputs.length} inputs`)
        .note('region branch point', point);
    }
    e.operands.forEach((v, i) => {
      const want = inputs[i]!.type;
      if (v.type !== want) {
        throw opError(op, `${prefix}successor operand type #${i} '${v.type.key}' should match successor input type #${i} '${want.key}'`)
          .note('region branch point', point);
      }
    });
  }
}

/** The terminator of a region's only block, if it has one of this name. */
export function terminatorOf(op: Operation, region: number, name: string): Operation | undefined {
  const r = op.regions[region];
  const last = r && !r.isEmpty ? r.front.last : null;
  return last && last.name === name ? last : undefined;
}

/** The parts of a loop that LoopLikeOpInterface relates. */
export interface LoopParts {
  readonly inits: readonly Value[];
  readonly iterArgs: readonly Value[];
  /** Empty when the body's terminator yields nothing to check. */
  readonly yielded: readonly Value[];
  readonly results: readonly Value[] | undefined;
}

/** Upstream's verifyLoopLikeOpInterface (counts and types of inits, iter_args, yields, results). */
export function verifyLoopLike(op: Operation, l: LoopParts): void {
  if (l.inits.length !== l.iterArgs.length) {
    throw opError(op, `different number of inits and region iter_args: ${l.inits.length} != ${l.iterArgs.length}`);
  }
  if (l.yielded.length && l.iterArgs.length !== l.yielded.length) {
    throw opError(op, `different number of region iter_args and yielded values: ${l.iterArgs.length} != ${l.yielded.length}`);
  }
  if (l.results && l.results.length !== l.iterArgs.length) {
    throw opError(op, `different number of loop results and region iter_args: ${l.results.length} != ${l.iterArgs.length}`);
  }
  const differ = (what: string, i: number, a: Type, b: Type) =>
    opError(op, `${i}-th ${what} have different type: '${a.key}' != '${b.key}'`);
  l.inits.forEach((init, i) => {
    const arg = l.iterArgs[i]!;
    if (init.type !== arg.type) throw differ(`init and ${i}-th region iter_arg`, i, init.type, arg.type);
    if (l.yielded.length && arg.type !== l.yielded[i]!.type) throw differ(`region iter_arg and ${i}-th yielded value`, i, arg.type, l.yielded[i]!.type);
  });
  // Upstream counts results outside its loop, so this message always says 0-th.
  l.results?.forEach((r, i) => {
    const arg = l.iterArgs[i]!;
    if (arg.type !== r.type) throw differ('region iter_arg and 0-th loop result', 0, arg.type, r.type);
  });
}

/**
 * Upstream's computeReachableValuesFromSuccessorInput, when it finds one value: following the
 * values that flow into `input` (`sources` maps each successor input of a region-branch op to
 * them), through other successor inputs, the only other value met; undefined when there are
 * several.
 */
export function uniqueReachableValue(input: Value, sources: ReadonlyMap<Value, readonly Value[]>): Value | undefined {
  let found: Value | undefined;
  const seen = new Set<Value>([input]);
  for (const stack = [input]; stack.length;) {
    const v = stack.pop()!;
    const from = sources.get(v);
    if (!from) {
      if (found !== undefined && found !== v) return undefined;
      found = v;
      continue;
    }
    for (const w of from) if (!seen.has(w)) { seen.add(w); stack.push(w); }
  }
  return found;
}

/** Whether `v` is defined outside `op` (it may then replace any of `op`'s successor inputs). */
export function definedOutside(v: Value, op: Operation): boolean {
  const r = v.parentBlock?.parentRegion;
  return !r || r.parentOp !== op;
}
