/**
 * Runs every test/filecheck/**\/*.mlir through its RUN lines (one Node test per file), with
 * comco's tools in-process and FileCheck ported to TypeScript. Features: `mlir-opt-22` and
 * `filecheck-22` when those upstream tools are on PATH, `ptxas`, `cuda` when a GPU is present.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectLitFiles, runLitFile, withFileCheck } from '../src/testing/lit.js';
import { comcoOptMain } from '../src/tools/comco-opt.js';
import { comcoMain } from '../src/tools/comco.js';
import { detectFeatures } from './support/features.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/filecheck');
const tools = withFileCheck(new Map([['comco-opt', comcoOptMain], ['comco', comcoMain]]));
const features = detectFeatures();

for (const file of collectLitFiles(root)) {
  test(path.relative(root, file), async (t) => {
    const r = await runLitFile(file, tools, { features, cwd: path.dirname(file) });
    if (r.status === 'skip') { t.skip(r.log.split('\n')[0]); return; }
    assert.ok(r.ok, r.log);
  });
}
