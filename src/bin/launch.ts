/**
 * Starts a bundled tool (dist/bin/<tool>.cjs, made by src/bin/bundle.ts) through V8's code cache:
 * the bytecode of the functions a warm-up run compiled is stored beside the bundle
 * (`<tool>.cjs.cache`), so a run neither parses the 1.3 MB bundle nor compiles its hot functions
 * again (~40 ms of a short run). A cache V8 does not accept (another Node version, other flags)
 * is ignored and the tool starts as it would without it.
 */
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { readText } from '../support/io.js';

/** Set to `write` by the build to record the cache of a warm-up run; `report` prints on stderr
 * whether V8 took the cache (`comco: code cache accepted|rejected|absent`), for the tests. */
export const CODE_CACHE_ENV = 'COMCO_CODE_CACHE';

type Wrapper = (exports: object, require: NodeJS.Require, module: { exports: object }, filename: string, dirname: string) => void;

export function launch(bundle: string): void {
  // A `#!` line (kept by the bundler from the entry) is not JavaScript inside the wrapper.
  const source = readText(bundle).replace(/^#!/, '//');
  const cacheFile = `${bundle}.cache`;
  let cachedData: Buffer | undefined;
  try { cachedData = fs.readFileSync(cacheFile); } catch { cachedData = undefined; }
  // The wrapper Node's CommonJS loader puts around a module.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    ...(cachedData ? { cachedData } : {}),
  });
  if (process.env[CODE_CACHE_ENV] === 'report') {
    process.stderr.write(`comco: code cache ${!cachedData ? 'absent' : script.cachedDataRejected ? 'rejected' : 'accepted'}\n`);
  }
  if (process.env[CODE_CACHE_ENV] === 'write') {
    process.once('exit', () => {
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, script.createCachedData());
      fs.renameSync(tmp, cacheFile);
    });
  }
  const module = { exports: {} };
  (script.runInThisContext() as Wrapper)(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
}
