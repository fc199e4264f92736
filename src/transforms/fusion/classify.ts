/**
 * What comco-fuse needs to know about IR: which ops are compute ops, what role each plays
 * (elementwise, contraction, reduction), their iteration spaces, and how an edge's indexing maps
 * line up. The cost model (cost.ts) reads only these facts.
 */
import type { AffineMap } from '../../ir/affine/map.js';
import type { Operation } from '../../ir/operation.js';
import { RankedTensorType, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { linalgInterface, staticLoopRanges } from '../../dialects/linalg/index.js';
import type { EdgeFacts, OpFacts, Role } from './cost.js';

/** Named ops that contract (multiply-accumulate over a reduced loop). */
const CONTRACTIONS = new Set([
  'linalg.matmul', 'linalg.batch_matmul', 'linalg.batch_reduce_matmul', 'linalg.matvec', 'linalg.vecmat',
  'linalg.dot', 'linalg.batch_matvec', 'linalg.batch_vecmat', 'linalg.contract',
]);

/** Structured linalg ops on tensors are the compute ops a dispatch holds. */
export function isComputeOp(op: Operation): boolean {
  const v = linalgInterface(op);
  return v !== undefined && op.numResults > 0 && op.results.every((r) => r.type instanceof RankedTensorType);
}

/** Ops cheap enough to copy into every dispatch that uses them, rather than capture. */
export function isCheapToClone(op: Operation): boolean {
  return op.numOperands === 0 && op.numRegions === 0 && op.numResults === 1
    && (op.name === 'tensor.empty' || op.name === 'arith.constant');
}

/** `file:line` of an op, for remarks that name another op. */
export function labelOf(op: Operation): string {
  const p = op.loc.filePos;
  return p ? `${op.name} (line ${p.line})` : op.name;
}

/** How many leading results of `map` are d0, d1, ... in order. */
export function identityPrefix(map: AffineMap): number {
  let k = 0;
  while (k < map.numResults) {
    const e = map.getResult(k);
    if (e.kind !== 'dim' || e.position !== k) break;
    k++;
  }
  return k;
}

function payloadSize(op: Operation): number {
  let n = 0;
  op.regions[0]?.walk(() => { n++; });
  return Math.max(0, n - 1);
}

function hasMul(op: Operation): boolean {
  let found = false;
  op.regions[0]?.walk((o) => { if (o.name === 'arith.mulf' || o.name === 'arith.muli') found = true; });
  return found;
}

function roleOf(op: Operation, maps: readonly AffineMap[], iterators: readonly string[], numInputs: number): Role {
  if (CONTRACTIONS.has(op.name)) return 'contraction';
  const outs = maps.slice(numInputs);
  if (iterators.some((t) => t === 'reduction')) {
    if (numInputs >= 2 && hasMul(op)) return 'contraction';
    return outs.every((m) => m.isProjectedPermutation()) ? 'reduction' : 'other';
  }
  if (!maps.every((m) => m.isProjectedPermutation())) return 'other';
  return outs.every((m) => m.isIdentity()) ? 'elementwise' : 'other';
}

/** The facts of a compute op (its role is 'other' when its shapes are not static). */
export function opFacts(op: Operation): OpFacts {
  const v = linalgInterface(op)!;
  const ranges = staticLoopRanges(v);
  const label = labelOf(op);
  if (!ranges || ranges.some(isDynamic)) return { label, role: 'other', space: [], parallelPrefix: 0, trailingReduction: true, payloadOps: payloadSize(op) };
  let parallelPrefix = 0;
  while (parallelPrefix < v.numLoops && v.iteratorTypes[parallelPrefix] === 'parallel') parallelPrefix++;
  return {
    label,
    role: roleOf(op, v.indexingMaps, v.iteratorTypes, v.inputs.length),
    space: ranges,
    parallelPrefix,
    // Row-wise means one reduced loop, the last (comco-kernel-inline's block-per-row kernel).
    trailingReduction: parallelPrefix >= v.numLoops - 1,
    payloadOps: payloadSize(op),
  };
}

/** Output elements of a compute op (what a horizontal launch must cover for it). */
export function outputElements(op: Operation): number {
  return op.results.reduce((n, r) => n + (r.type as RankedTensorType).shape.reduce((a, b) => a * b, 1), 0);
}

/** The edges by which `consumer` reads results of `producer` (one per operand). */
export function edgeFacts(producer: Operation, consumer: Operation, facts: (op: Operation) => OpFacts): EdgeFacts[] {
  const pv = linalgInterface(producer)!, cv = linalgInterface(consumer)!;
  const out: EdgeFacts[] = [];
  const numIns = cv.inputs.length;
  consumer.opOperands.forEach((u, i) => {
    if (u.value.definingOp !== producer) return;
    const r = producer.results.indexOf(u.value as never);
    const writeMap = pv.indexingMaps[pv.inputs.length + r]!;
    out.push({
      producer: facts(producer), consumer: facts(consumer),
      operand: i < numIns ? 'input' : 'init',
      readPrefix: identityPrefix(cv.indexingMaps[i]!),
      writePrefix: identityPrefix(writeMap),
    });
  });
  // A payload that captures a producer's tensor would read arbitrary elements.
  consumer.regions[0]?.walk((o) => {
    for (const v of o.operands) {
      if (v.definingOp === producer) {
        out.push({ producer: facts(producer), consumer: facts(consumer), operand: 'input', readPrefix: 0, writePrefix: 0 });
      }
    }
  });
  return out;
}

/** The values `op` and the ops nested in it use that are defined outside it. */
export function usedValues(op: Operation): Value[] {
  const out = new Set<Value>(op.operands);
  for (const r of op.regions) {
    r.walk((o) => {
      for (const v of o.operands) {
        const owner = v.parentBlock?.parentOp;
        if (!owner || owner === op || !op.isAncestor(owner)) out.add(v);
      }
    });
  }
  return [...out];
}
