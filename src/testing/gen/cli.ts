/**
 * Prints generated programs, to reproduce a differential failure by its group and seed:
 * `node dist/src/testing/gen/cli.js <group> <seed> [count]` writes `count` programs separated by
 * `// -----`, for `comco-opt --split-input-file` or `mlir-opt-22 --split-input-file`.
 */
import { createContext } from '../../dialects/index.js';
import { GenRandom, seededSource } from './random.js';
import { groupByName } from './groups.js';
import { generateProgram } from './program.js';

/** The programs of `group` for seeds seed, seed+1, ... (each program has its own seed). */
export function generateSeries(group: string, seed: number, count: number, has?: (op: string) => boolean): string[] {
  const ctx = createContext();
  const registered = has ?? ((op: string) => ctx.lookupOp(op) !== undefined);
  const spec = groupByName(group);
  return Array.from({ length: count }, (_, i) => generateProgram(new GenRandom(seededSource(seed + i)), spec, registered));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/.*\//, '/'))) {
  const [group = 'arith', seed = '1', count = '1'] = process.argv.slice(2);
  process.stdout.write(generateSeries(group, Number(seed), Number(count)).join('// -----\n'));
}
