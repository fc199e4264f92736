/** Tallies of differential results: pass rates per check, known-difference keys, failures. */
import { CHECKS, type CheckName, type ProgramResult } from './diff-harness.js';

export interface Tally {
  readonly programs: number;
  readonly perCheck: Record<CheckName, { pass: number; known: number; fail: number; run: number }>;
  readonly keys: Map<string, number>;
  readonly failures: { seed: number; check: CheckName; detail: string }[];
}

export function tally(results: readonly ProgramResult[]): Tally {
  const perCheck = Object.fromEntries(CHECKS.map((c) => [c, { pass: 0, known: 0, fail: 0, run: 0 }])) as Tally['perCheck'];
  const keys = new Map<string, number>();
  const failures: Tally['failures'] = [];
  for (const r of results) {
    for (const c of CHECKS) {
      const o = r.outcomes[c];
      if (o.status === 'skip') continue;
      const t = perCheck[c];
      t.run++;
      if (o.status === 'pass') t.pass++;
      else if (o.status === 'known') { t.known++; for (const k of o.keys) keys.set(k, (keys.get(k) ?? 0) + 1); }
      else { t.fail++; failures.push({ seed: r.program.seed, check: c, detail: o.detail }); }
    }
  }
  return { programs: results.length, perCheck, keys, failures };
}

const pct = (n: number, d: number): string => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

/** One line per check: `generic 97.0% identical, 3 known, 0 failing of 300`. */
export function summaryLines(group: string, t: Tally): string[] {
  const lines = CHECKS.map((c) => {
    const x = t.perCheck[c];
    return `${group} ${c}: ${x.pass}/${x.run} identical (${pct(x.pass, x.run)}), ${x.known} known, ${x.fail} failing`;
  });
  if (t.keys.size) lines.push(`${group} known differences: ${[...t.keys].sort().map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  return lines;
}
