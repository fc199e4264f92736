/**
 * comco-fuse keeps results: every example (lowered to linalg first) and every comco-fuse lit test
 * input runs in the interpreter on fresh random inputs before and after the pass, fused and in
 * the control group (fusion=0), and must agree within a relative error; each dispatch holds
 * linalg ops only and every compute op ends up in exactly one dispatch.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkEquivalence, resize } from '../support/equivalence.js';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const lower = [
  { argument: 'comco-lower-func', options: '' }, { argument: 'comco-to-linalg', options: '' },
  { argument: 'canonicalize', options: '' }, { argument: 'cse', options: '' },
];
const fuse = (f: 0 | 1) => ({ argument: 'comco-fuse', options: `fusion=${f}` });

/** The functions of a module that take static tensors only (random inputs fit them). */
function functionsOf(source: string): string[] {
  return [...source.matchAll(/^\s*(?:comco|func)\.func @([A-Za-z0-9_]+)(\([^{]*)\{/gm)]
    .filter((m) => !/\?|memref|index/.test(m[2]!)).map((m) => m[1]!);
}

/** Counts compute ops inside and outside dispatches after the pass. */
function placement(text: string): { inside: number; outside: number } {
  const m = parseSource(text, createContext(), { fileName: 'fused.mlir' });
  let inside = 0, outside = 0;
  m.walk((op) => {
    if (!/^linalg\.(generic|matmul|fill|reduce|add|sub|mul|div|max|exp)$/.test(op.name)) return;
    if (op.parentOfKind('comco.dispatch')) inside++; else outside++;
  });
  return { inside, outside };
}

/** The examples' own sizes, and odd ones that divide no tile. */
const SIZES: readonly Readonly<Record<number, number>>[] = [{}, { 64: 37, 48: 19 }];

const examples = fs.readdirSync(path.join(root, 'examples')).filter((f) => f.endsWith('.mlir'));
for (const file of examples) {
  const source = fs.readFileSync(path.join(root, 'examples', file), 'utf8');
  for (const fn of functionsOf(source)) {
    for (const f of [1, 0] as const) {
      test(`comco-fuse{fusion=${f}} keeps results: examples/${file} @${fn}`, () => {
        for (const sizes of SIZES) {
          const r = checkEquivalence({ name: file, source: resize(source, sizes), fn, steps: [...lower, fuse(f)], rtol: 1e-6 });
          const p = placement(r.module);
          assert.equal(p.outside, 0, `${file}: compute ops outside dispatches\n${r.module}`);
          assert.ok(p.inside > 0);
        }
      });
    }
  }
}

const litDir = path.join(root, 'test/filecheck/comco-fuse');
for (const file of fs.readdirSync(litDir).filter((f) => f.endsWith('.mlir'))) {
  const chunks = fs.readFileSync(path.join(litDir, file), 'utf8').split(/^\/\/ -----$/m);
  chunks.forEach((source, i) => {
    for (const fn of functionsOf(source)) {
      for (const f of [1, 0] as const) {
        test(`comco-fuse{fusion=${f}} keeps results: comco-fuse/${file}#${i} @${fn}`, () => {
          const r = checkEquivalence({ name: file, source, fn, steps: [fuse(f)], rtol: 1e-6 });
          assert.equal(placement(r.module).outside, 0, r.module);
        });
      }
    }
  });
}
