/**
 * The differential checks over one batch of generated programs:
 *   verify       both tools accept the program (else the generator or a verifier is wrong);
 *   generic      our generic print equals upstream's;
 *   ours-read    our custom print, read by upstream, gives the generic form upstream reads from
 *                its own custom print;
 *   theirs-read  upstream's custom print, read by us, gives that generic form too.
 * (Upstream's own round trip is the reference rather than the input's generic form: a custom
 * print need not keep every tree, e.g. `d0 * 2 + (d0 + 1)` prints as `d0 * 2 + d0 + 1`, which
 * reads back as `d0 * 3 + 1`. Where upstream cannot read its own print, the input's is used.)
 *   canonicalize after `-canonicalize -cse` both generic prints are equal.
 * A difference is excused only function by function, by an entry of
 * test/differential/known-differences.md (see diff-known.ts).
 */
import { type JobResult, runJobs } from './diff-pool.js';
import { upstreamBatch, upstreamError } from './diff-tools.js';
import { type KnownDifferences, explainItem } from './diff-known.js';
import { inputItems, printedItems, renumber } from './diff-items.js';
import { firstDiff } from './parity.js';

export const CHECKS = ['verify', 'generic', 'ours-read', 'theirs-read', 'canonicalize'] as const;
export type CheckName = (typeof CHECKS)[number];

export type Outcome =
  | { readonly status: 'pass' }
  | { readonly status: 'known'; readonly keys: readonly string[] }
  | { readonly status: 'fail'; readonly detail: string }
  | { readonly status: 'skip' };

export interface Program { readonly group: string; readonly seed: number; readonly text: string; }
export interface ProgramResult { readonly program: Program; readonly outcomes: Record<CheckName, Outcome>; }

const GENERIC = ['--mlir-print-op-generic'];
export const CANON = ['--canonicalize', '--cse', '--mlir-print-op-generic'];
/** How long comco may take on one program before it counts as hanging. */
const LIMIT_MS = 20_000;
const PASS: Outcome = { status: 'pass' };
const SKIP: Outcome = { status: 'skip' };
const fail = (detail: string): Outcome => ({ status: 'fail', detail });
const head = (text: string, n = 8): string => text.trim().split('\n').slice(0, n).join('\n');

function outcome(r: JobResult): { out?: string; err: string } {
  return r.code === 0 ? { out: r.out.trim(), err: r.err } : { err: r.err || `exit code ${r.code}` };
}

/** Equal, or each differing function explained by a known difference. */
export function compare(check: CheckName, input: string, ours: string, theirs: string, known: KnownDifferences): Outcome {
  if (ours === theirs) return PASS;
  const oi = printedItems(ours), ti = printedItems(theirs);
  const sameShape = oi.length === ti.length && oi.every((o, i) => o.name === ti[i]!.name);
  const pairs = sameShape ? oi.map((o, i) => [o, ti[i]!] as const) : [[{ name: '<module>', text: ours }, { name: '<module>', text: theirs }] as const];
  const inputs = inputItems(input);
  const keys = new Set<string>();
  for (const [o, t] of pairs) {
    const [ro, rt] = [renumber(o.text), renumber(t.text)];
    if (ro === rt) continue;
    // The header (aliases) comes from the whole module: its input is the whole input.
    const own = o.name === '<header>' ? undefined : inputs.find((x) => x.name === o.name)?.text;
    const key = explainItem(known, check, { input: own ?? input, ours: ro, theirs: rt });
    if (!key) return fail(`in ${o.name}: ${firstDiff(o.text, t.text)}`);
    keys.add(key);
  }
  // Equal function by function, yet different: the numbering of values differs.
  if (!keys.size) return fail(`SSA numbering differs: ${firstDiff(ours, theirs)}`);
  return { status: 'known', keys: [...keys] };
}

/** Upstream cannot read our custom print: excused only by a known difference naming its error. */
async function unreadable(p: Program, ours: string, known: KnownDifferences, flags: readonly string[]): Promise<Outcome> {
  const err = await upstreamError(flags, ours);
  const key = explainItem(known, 'ours-read', { input: p.text, ours, theirs: err });
  return key ? { status: 'known', keys: [key] } : fail(`mlir-opt-22 cannot read our custom print:\n${head(err)}`);
}

/** Upstream's -canonicalize -cse failed (crashed): excused only by a known difference naming
 * its error, as `theirs`. */
async function upstreamFailed(p: Program, ours: string | undefined, known: KnownDifferences, canon: readonly string[]): Promise<Outcome> {
  const err = await upstreamError(canon, p.text);
  const key = explainItem(known, 'canonicalize', { input: p.text, ours: ours ?? '', theirs: err });
  return key ? { status: 'known', keys: [key] } : fail(`mlir-opt-22 -canonicalize -cse failed:\n${head(err)}`);
}

/** Runs every check on a batch of programs of one group, both tools given `flags` too
 * (`--allow-unregistered-dialect` for corpus files that need it). */
export async function checkBatch(programs: readonly Program[], known: KnownDifferences, flags: readonly string[] = []): Promise<ProgramResult[]> {
  const texts = programs.map((p) => p.text);
  const [generic, custom, canon] = [GENERIC, [], CANON].map((a) => [...flags, ...a]) as [string[], string[], string[]];
  // Upstream works in other processes while comco runs here.
  const upGeneric = upstreamBatch(generic, texts);
  const upCustom = upstreamBatch(custom, texts);
  const upCanon = upstreamBatch(canon, texts);
  const jobs = texts.flatMap((text) => [generic, custom, canon].map((args) => ({ args, text })));
  const done = await runJobs(jobs, LIMIT_MS);
  const ours = texts.map((_, i) => ({ generic: outcome(done[3 * i]!), custom: outcome(done[3 * i + 1]!), canon: outcome(done[3 * i + 2]!) }));
  const [gen, cus, can] = await Promise.all([upGeneric, upCustom, upCanon]);
  const oursRead = upstreamBatch(generic, ours.map((o) => o.custom.out ?? ''));
  const selfRead = upstreamBatch(generic, cus.outs);
  const theirsRead = (await runJobs(cus.outs.map((text) => ({ args: generic, text })), LIMIT_MS))
    .map((r, i) => (cus.outs[i] ? outcome(r) : { err: 'upstream printed nothing' }));
  const read = await oursRead;
  const self = await selfRead;
  const results: ProgramResult[] = [];
  for (let i = 0; i < programs.length; i++) {
    const p = programs[i]!, o = ours[i]!, theirs = gen.outs[i]!;
    if (!theirs) {
      const why = `mlir-opt-22 rejects the program:\n${head(await upstreamError(custom, p.text))}`;
      results.push({ program: p, outcomes: { verify: fail(why), generic: SKIP, 'ours-read': SKIP, 'theirs-read': SKIP, canonicalize: SKIP } });
      continue;
    }
    if (o.generic.out === undefined) {
      const why = `comco rejects the program:\n${head(o.generic.err)}`;
      results.push({ program: p, outcomes: { verify: fail(why), generic: SKIP, 'ours-read': SKIP, 'theirs-read': SKIP, canonicalize: SKIP } });
      continue;
    }
    const r = read.outs[i]!, t = theirsRead[i]!, canonUp = can.outs[i]!;
    const roundTrip = cus.outs[i] && self.outs[i] ? self.outs[i]! : theirs;
    results.push({
      program: p,
      outcomes: {
        verify: PASS,
        generic: compare('generic', p.text, o.generic.out, theirs, known),
        'ours-read': o.custom.out === undefined ? fail(`comco's custom print failed:\n${head(o.custom.err)}`)
          : !r ? await unreadable(p, o.custom.out, known, flags)
            : compare('ours-read', p.text, r, roundTrip, known),
        'theirs-read': t.out === undefined ? fail(`comco cannot read upstream's custom print:\n${head(t.err)}`)
          : compare('theirs-read', p.text, t.out, roundTrip, known),
        canonicalize: !canonUp ? await upstreamFailed(p, o.canon.out, known, canon)
          : o.canon.out === undefined ? fail(`comco -canonicalize -cse failed:\n${head(o.canon.err)}`)
            : compare('canonicalize', p.text, o.canon.out, canonUp, known),
      },
    });
  }
  return results;
}
