/**
 * `npm run bundle`: each tool as one CommonJS file (dist/bin/<tool>.cjs, loaded much faster than
 * the ~260 modules tsc emits), an ESM entry point that starts it through the code cache
 * (dist/bin/<tool>.js, see launch.ts), and the cache itself, recorded from a warm-up run of the
 * tool on a small input.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { CODE_CACHE_ENV } from './launch.js';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repo = path.dirname(dist);
const out = path.join(dist, 'bin');

/** A warm-up input: functions in custom and generic form, as the parse benchmark's. */
const WARM_UP = Array.from({ length: 200 }, (_, i) => `func.func @f${i}(%a: f32, %b: i32) -> f32 {
  %0 = arith.addf %a, %a : f32
  %1 = "arith.mulf"(%0, %a) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %c1 = arith.constant 1 : i32
  %2 = arith.cmpi slt, %b, %c1 : i32
  %3 = arith.select %2, %0, %1 : f32
  return %3 : f32
}`).join('\n') + '\n';

interface Tool {
  readonly name: string;
  /** Arguments of the warm-up run (the input comes on stdin). */
  readonly warmUp: readonly string[];
}

const TOOLS: readonly Tool[] = [
  { name: 'comco-opt', warmUp: ['-'] },
  { name: 'comco', warmUp: ['run', path.join(repo, 'examples/fig1.mlir'), '--function=comco_func', '--input=32x32xf32=random', '--input=32x32xf32=random'] },
  { name: 'filecheck', warmUp: [] },
];

async function main(): Promise<void> {
  fs.mkdirSync(out, { recursive: true });
  for (const tool of TOOLS) {
    const bundle = path.join(out, `${tool.name}.cjs`);
    await build({
      entryPoints: [path.join(dist, 'src/bin', `${tool.name}.js`)],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      charset: 'ascii',
      logLevel: 'warning',
      // The one `import.meta.url` (koffi's createRequire) becomes the bundle's own URL.
      define: { 'import.meta.url': '__comcoMetaUrl' },
      banner: { js: 'var __comcoMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
    });
    fs.rmSync(`${bundle}.cache`, { force: true });
    const entry = path.join(out, `${tool.name}.js`);
    fs.writeFileSync(entry, [
      '#!/usr/bin/env node',
      `import { fileURLToPath } from 'node:url';`,
      `import { launch } from '../src/bin/launch.js';`,
      `launch(fileURLToPath(new URL('./${tool.name}.cjs', import.meta.url)));`,
      '',
    ].join('\n'), { mode: 0o755 });
    if (tool.name === 'filecheck') continue;
    const r = spawnSync(process.execPath, [entry, ...tool.warmUp], {
      input: WARM_UP, encoding: 'utf8', env: { ...process.env, [CODE_CACHE_ENV]: 'write' }, maxBuffer: 1 << 28,
    });
    if (r.status !== 0 || !fs.existsSync(`${bundle}.cache`)) {
      process.stderr.write(`bundle: the warm-up run of ${tool.name} failed (exit ${r.status}): ${r.stderr}\n`);
      process.exitCode = 1;
    }
  }
}

await main();
