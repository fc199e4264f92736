/** comco-fuse's cost model as a table: each rule decided on plain facts, no IR. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import {
  FUSION_LIMITS, FUSION_RULES, decideHorizontal, decideMerge, decideRecompute,
  type EdgeFacts, type OpFacts,
} from '../../src/transforms/fusion/index.js';

const op = (label: string, role: OpFacts['role'], space: number[], parallelPrefix = space.length, payloadOps = 2, trailingReduction = true): OpFacts =>
  ({ label, role, space, parallelPrefix, payloadOps, trailingReduction });
const edge = (producer: OpFacts, consumer: OpFacts, operand: 'input' | 'init' = 'input', readPrefix = 2, writePrefix = 2): EdgeFacts =>
  ({ producer, consumer, operand, readPrefix, writePrefix });

const fill = op('fill', 'elementwise', [64, 32], 2, 1);
const mm = op('mm', 'contraction', [64, 32, 16], 2);
const mm2 = op('mm2', 'contraction', [64, 8, 32], 2);
const relu = op('relu', 'elementwise', [64, 32]);
const rowMax = op('max', 'reduction', [64, 32], 1);
const colSum = op('colsum', 'reduction', [64, 32], 0, 1, false);
const rowFill = op('rowfill', 'elementwise', [64], 1, 1);

const cases: { name: string; producer: OpFacts[]; consumer: OpFacts[]; edges: EdgeFacts[]; rule: string; kind?: string }[] = [
  { name: 'fill into matmul init', producer: [fill], consumer: [mm], edges: [edge(fill, mm, 'init')], rule: 'matmul-init', kind: 'matmul' },
  { name: 'relu epilogue', producer: [fill, mm], consumer: [relu], edges: [edge(mm, relu)], rule: 'matmul-epilogue', kind: 'matmul' },
  { name: 'matmul after matmul', producer: [fill, mm], consumer: [mm2], edges: [edge(mm, mm2, 'input', 1)], rule: 'matmul-matmul' },
  { name: 'elementwise into matmul operand', producer: [relu], consumer: [mm2], edges: [edge(relu, mm2, 'input', 1)], rule: 'matmul-operand' },
  { name: 'reduction of a matmul', producer: [mm], consumer: [rowMax], edges: [edge(mm, rowMax)], rule: 'matmul-reduction' },
  { name: 'row max of an elementwise op', producer: [relu], consumer: [rowMax], edges: [edge(relu, rowMax)], rule: 'row-wise', kind: 'reduction' },
  { name: 'init of a row reduction', producer: [rowFill], consumer: [rowMax], edges: [edge(rowFill, rowMax, 'init', 1, 1)], rule: 'row-wise', kind: 'reduction' },
  { name: 'broadcast of a row result', producer: [rowMax], consumer: [relu], edges: [edge(rowMax, relu, 'input', 1, 1)], rule: 'row-wise', kind: 'reduction' },
  { name: 'column reduction input', producer: [relu], consumer: [colSum], edges: [edge(relu, colSum)], rule: 'column-reduction' },
  { name: 'column reduction init', producer: [op('f', 'elementwise', [32])], consumer: [colSum], edges: [edge(op('f', 'elementwise', [32]), colSum, 'init', 1, 1)], rule: 'column-reduction' },
  { name: 'different rows', producer: [rowMax], consumer: [op('sum', 'reduction', [64], 0)], edges: [edge(rowMax, op('sum', 'reduction', [64], 0), 'input', 1, 1)], rule: 'reduction-rows' },
  { name: 'elementwise chain', producer: [relu], consumer: [op('exp', 'elementwise', [64, 32])], edges: [edge(relu, relu)], rule: 'elementwise-chain', kind: 'elementwise' },
  { name: 'different spaces', producer: [rowFill], consumer: [relu], edges: [edge(rowFill, relu, 'input', 1, 1)], rule: 'space-mismatch' },
  { name: 'transposed read', producer: [relu], consumer: [relu], edges: [edge(relu, relu, 'input', 0)], rule: 'misaligned-read' },
  { name: 'reduced dim read', producer: [rowMax], consumer: [op('g', 'elementwise', [64, 32])], edges: [edge(rowMax, op('g', 'elementwise', [64, 32]), 'input', 0, 1)], rule: 'reduced-dim-read' },
  { name: 'broadcast producer of an epilogue', producer: [op('bias', 'elementwise', [32])], consumer: [fill, mm, relu], edges: [edge(op('bias', 'elementwise', [32]), relu, 'input', 0, 1)], rule: 'rows-prefix' },
  { name: 'no strategy', producer: [op('conv', 'other', [])], consumer: [relu], edges: [], rule: 'no-strategy' },
];

for (const c of cases) {
  test(`cost model: ${c.name}`, () => {
    const d = decideMerge({ producer: c.producer, consumer: c.consumer, edges: c.edges });
    assert.equal(d.rule, c.rule, d.reason);
    assert.equal(d.fuse, c.kind !== undefined);
    if (c.kind) assert.equal(d.kind, c.kind);
    assert.ok(d.reason.length > 0);
  });
}

test('cost model: every rule is reached by a case', () => {
  const reached = new Set(cases.map((c) => c.rule));
  assert.deepEqual(FUSION_RULES.map((r) => r.id).filter((id) => !reached.has(id)), []);
});

test('cost model: a reduction group keeps the rows of its reductions', () => {
  const d = decideMerge({ producer: [rowFill, rowMax], consumer: [relu], edges: [edge(rowMax, relu, 'input', 1, 1)] });
  assert.deepEqual(d.rows, [64]);
  const r = decideMerge({ producer: [relu], consumer: [op('x', 'elementwise', [32, 64])], edges: [] });
  assert.equal(r.rule, 'space-mismatch');
});

test('cost model: recomputation only of cheap elementwise producers', () => {
  assert.equal(decideRecompute(fill).fuse, true);
  const heavy = decideRecompute(mm);
  assert.equal(heavy.fuse, false);
  assert.match(heavy.reason, /would recompute mm, a matmul/);
  const costly = decideRecompute(op('big', 'elementwise', [64, 32], 2, FUSION_LIMITS.cheapPayloadOps + 1));
  assert.equal(costly.fuse, false);
  assert.match(costly.reason, /would recompute big/);
});

test('cost model: horizontal packing limits', () => {
  assert.equal(decideHorizontal('elementwise', 256, 1).fuse, true);
  assert.equal(decideHorizontal('matmul', 256, 1).rule, 'horizontal-kind');
  assert.equal(decideHorizontal('elementwise', FUSION_LIMITS.horizontalMaxElements + 1, 1).rule, 'horizontal-size');
  assert.equal(decideHorizontal('reduction', 16, FUSION_LIMITS.horizontalMaxGroups).rule, 'horizontal-count');
  assert.equal(decideHorizontal('elementwise', 16, 1, 2).rule, 'horizontal-chain');
});
