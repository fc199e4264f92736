/**
 * `--mlir-pass-statistics`: the statistics passes counted (`ctx.stat(...)`), per pass instance in
 * the pipeline's layout, as upstream's pass statistics report (pipeline display):
 *
 *   'func.func' Pipeline
 *     CSE
 *       (S) 2 num-cse'd - Number of operations CSE'd
 */
import { OpPassManager } from './pass-manager.js';

export function statisticsReport(pm: OpPassManager): string {
  const rule = `===${'-'.repeat(73)}===\n`;
  const title = '... Pass statistics report ...';
  let out = rule + ' '.repeat(Math.floor((80 - title.length) / 2)) + title + '\n' + rule;
  const walk = (m: OpPassManager, indent: number) => {
    for (const e of m.elements) {
      if (e instanceof OpPassManager) {
        out += `${' '.repeat(indent)}'${e.anchor}' Pipeline\n`;
        walk(e, indent + 2);
        continue;
      }
      out += `${' '.repeat(indent)}${e.name}\n`;
      const stats = [...e.stats].sort(([a], [b]) => (a < b ? -1 : 1));
      const nameWidth = Math.max(0, ...stats.map(([n]) => n.length));
      const valueWidth = Math.max(0, ...stats.map(([, v]) => String(v).length));
      for (const [name, value] of stats) {
        const desc = e.def.statistics?.[name] ?? '';
        out += `${' '.repeat(indent + 2)}(S) ${String(value).padStart(valueWidth)} ${name.padEnd(nameWidth)} - ${desc}\n`;
      }
    }
  };
  walk(pm, 0);
  return out + '\n';
}
