/**
 * Assembles the PTX of every kernel test in test/filecheck/ptx with `ptxas -arch=sm_90 -v` (when
 * ptxas is on PATH) and checks that it assembles and that no kernel spills.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import { emitPtx } from '../../src/backend/cuda/ptx/index.js';
import { onPath } from '../support/features.js';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/filecheck/ptx');
const hasPtxas = onPath('ptxas');

/** Test files whose every chunk is a valid kernel-form program (invalid.mlir is not). */
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.mlir') && f !== 'invalid.mlir' && f !== 'ptxas.mlir');

for (const f of files) {
  test(`ptxas assembles the PTX of ${f}`, { skip: hasPtxas ? false : 'ptxas is not on PATH' }, () => {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    const ptx = emitPtx(parseSource(text, createContext(), { fileName: f }));
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'comco-ptxas-'));
    try {
      const file = path.join(tmp, 'k.ptx');
      fs.writeFileSync(file, ptx);
      const r = spawnSync('ptxas', ['-arch=sm_90', '-v', file, '-o', path.join(tmp, 'k.cubin')], { encoding: 'utf8' });
      assert.equal(r.status, 0, `ptxas failed on ${f}:\n${r.stderr}\n${ptx}`);
      const reports = [...r.stderr.matchAll(/(\d+) bytes spill stores, (\d+) bytes spill loads/g)];
      assert.ok(reports.length > 0, `no resource report for ${f}:\n${r.stderr}`);
      for (const m of reports) assert.deepEqual([m[1], m[2]], ['0', '0'], `spills in ${f}:\n${r.stderr}`);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
}
