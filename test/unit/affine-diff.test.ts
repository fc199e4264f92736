/**
 * Differential test of the affine parser and printer against mlir-opt-22 (skipped where
 * /usr/bin/mlir-opt-22 is absent).
 *
 * A seeded generator writes a few hundred random affine maps and integer sets (biased toward the
 * shapes upstream's construction-time simplifications look for), plus mutated copies that are
 * mostly invalid. All go into ONE input, one `"t.x"() {m = affine_map<...>}` op per
 * `--split-input-file` chunk, so a single mlir-opt-22 run prints every `#map = affine_map<...>`
 * alias (or reports the error) in order. Every printed form, and every error message and
 * location, must equal ours; the test reports how many agreed.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import {
  AffineMap, AffineParseError, parseAffineMapOrIntegerSet, printAffineMap, printIntegerSet,
} from '../../src/ir/affine/index.js';

const mlirOpt = '/usr/bin/mlir-opt-22';

/** mulberry32: small, seeded, good enough to vary the shapes. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Ctx { dims: string[]; syms: string[] }

class Generator {
  constructor(readonly rand: () => number) {}
  int(n: number): number { return Math.floor(this.rand() * n); }
  pick<T>(xs: readonly T[]): T { return xs[this.int(xs.length)]!; }

  constant(): string {
    const r = this.rand();
    if (r < 0.5) return String(this.int(9));
    if (r < 0.7) return String(this.pick([1, 2, 4, 8, 16, 32, 64, 128]));
    if (r < 0.8) return `-${1 + this.int(8)}`;
    if (r < 0.85) return `0x${(1 + this.int(255)).toString(16)}`;
    return String(this.int(1000));
  }

  wrap(t: string): string {
    return /^[\w.$]+$/.test(t) ? t : `(${t})`;
  }

  /** An expression of symbols and constants only: always a legal multiplier or divisor. */
  symbolic(ctx: Ctx, depth: number): string {
    if (depth <= 0 || this.rand() < 0.35) return ctx.syms.length && this.rand() < 0.6 ? this.pick(ctx.syms) : this.constant();
    const a = this.symbolic(ctx, depth - 1);
    const b = this.symbolic(ctx, depth - 1);
    const op = this.pick(['+', '-', '*', 'floordiv', 'ceildiv', 'mod', 'neg', 'paren']);
    if (op === 'neg') return `-${this.wrap(a)}`;
    if (op === 'paren') return `(${a})`;
    return `${this.wrap(a)} ${op} ${this.wrap(b)}`;
  }

  expr(ctx: Ctx, depth: number): string {
    if (depth <= 0 || this.rand() < 0.2) {
      const q = this.rand();
      if (q < 0.55 && ctx.dims.length) return this.pick(ctx.dims);
      if (q < 0.75 && ctx.syms.length) return this.pick(ctx.syms);
      return this.constant();
    }
    const a = (): string => this.expr(ctx, depth - 1);
    const s = (): string => this.wrap(this.symbolic(ctx, 1));
    const divisor = (): string => this.pick(['2', '4', '3', '8', ...ctx.syms]);
    switch (this.int(14)) {
      case 0: case 1: return `${a()} + ${a()}`;
      case 2: case 3: return `${a()} - ${a()}`;
      case 4: return `${this.wrap(a())} * ${s()}`;
      case 5: return `${s()} * ${this.wrap(a())}`;
      case 6: return `${this.wrap(a())} floordiv ${s()}`;
      case 7: return `${this.wrap(a())} ceildiv ${s()}`;
      case 8: return `${this.wrap(a())} mod ${s()}`;
      case 9: return `-${this.wrap(a())}`;
      case 10: { const e = this.wrap(a()); const c = divisor(); return `${e} - (${e} floordiv ${c}) * ${c}`; }
      case 11: { const e = this.wrap(a()); const c = divisor(); return `${e} + (${e} floordiv ${c}) * -${c}`; }
      case 12: { const e = this.wrap(a()); return `${e} * ${this.constant()} + ${e} * ${this.constant()}`; }
      default: return `(${a()})`;
    }
  }

  names(n: number, prefix: string): string[] {
    const custom = this.rand() < 0.2;
    const base = ['i', 'j', 'k', 'x', 'n', 'N', 'a_b', 'q.r', 'z$', 'index', 'i32', 'mod', 'floordiv'];
    return Array.from({ length: n }, (_, i) => (custom ? `${this.pick(base)}${i}` : `${prefix}${i}`));
  }

  idLists(ctx: Ctx): string {
    return `(${ctx.dims.join(', ')})${ctx.syms.length || this.rand() < 0.1 ? `[${ctx.syms.join(', ')}]` : ''}`;
  }

  map(): string {
    const ctx = { dims: this.names(this.int(4), 'd'), syms: this.names(this.int(3), 's') };
    const results = Array.from({ length: this.int(4) }, () => this.expr(ctx, 1 + this.int(4)));
    return `${this.idLists(ctx)} -> (${results.join(', ')})`;
  }

  set(): string {
    const ctx = { dims: this.names(this.int(3), 'd'), syms: this.names(this.int(3), 's') };
    const cs = Array.from({ length: this.int(4) }, () =>
      `${this.expr(ctx, 1 + this.int(3))} ${this.pick(['>=', '<=', '=='])} ${this.rand() < 0.6 ? '0' : this.expr(ctx, 1)}`);
    return `${this.idLists(ctx)} : (${cs.join(', ')})`;
  }

  /** Deletes or inserts a little, which usually breaks the syntax somewhere interesting. */
  mutate(t: string): string {
    const junk = ['(', ')', '[', ']', ',', '-', '+', '*', ' floordiv ', ' mod ', '->', ':', '>=', '==', '<=', '=',
      'd0', 's0', '1', '%x', '#a', '@f', '1.5', '?', '...', '.', '\n', '// c\n', 'symbol', 'symbol(%x)', '0x',
      '9223372036854775808', '&', '  '];
    const p = this.int(t.length + 1);
    switch (this.int(3)) {
      case 0: return t.slice(0, p) + t.slice(p + 1 + this.int(3));
      case 1: return t.slice(0, p) + this.pick(junk) + t.slice(p);
      default: return t.slice(0, p) + this.pick(junk) + t.slice(p + 1 + this.int(2));
    }
  }
}

/** What we make of one chunk: the printed body, or the error as `offset: message`. */
function ours(chunk: string, bodyStart: number): { printed?: string; error?: string; trailing?: boolean } {
  const r = parseAffineMapOrIntegerSet(chunk, bodyStart);
  if (r instanceof AffineParseError) return { error: `${r.offset}: ${r.message}` };
  if (!chunk.startsWith('>}', r.end)) return { trailing: true }; // the attribute parser reports what follows
  return { printed: r.value instanceof AffineMap ? printAffineMap(r.value) : printIntegerSet(r.value) };
}

test('affine maps and sets print as mlir-opt-22 prints them', { skip: !existsSync(mlirOpt) && 'no mlir-opt-22' }, (t) => {
  const gen = new Generator(prng(20240611));
  const bodies: string[] = [];
  for (let i = 0; i < 300; ++i) bodies.push(gen.map());
  for (let i = 0; i < 100; ++i) bodies.push(gen.set());
  while (bodies.length < 550) {
    const m = gen.mutate(gen.rand() < 0.5 ? gen.map() : gen.set());
    if (!/[<>{}"]/.test(m.replace(/>=|<=|->/g, ''))) bodies.push(m); // keep the op syntax around it intact
  }
  const chunks = bodies.map((b) => `"t.x"() {m = affine_${b.includes('->') ? 'map' : 'set'}<${b}>} : () -> ()`);
  const separator = '\n// -----\n';
  const input = chunks.join(separator);
  const chunkStart: number[] = [];
  for (let i = 0, at = 0; i < chunks.length; at += chunks[i]!.length + separator.length, ++i) chunkStart.push(at);

  const run = spawnSync(mlirOpt, ['--allow-unregistered-dialect', '--split-input-file'], { input, encoding: 'utf8' });
  assert.equal(run.error, undefined);
  const outputs = run.stdout.split(/^\/\/ -----\n/m);
  assert.equal(outputs.length, chunks.length, 'one output chunk per input chunk');

  // First error per chunk, as an offset into that chunk.
  const lineStart = [0];
  for (let i = 0; i < input.length; ++i) if (input[i] === '\n') lineStart.push(i + 1);
  const errors = new Map<number, string>();
  for (const m of run.stderr.matchAll(/^<stdin>:(\d+):(\d+): error: (.*)$/gm)) {
    const abs = lineStart[Number(m[1]) - 1]! + Number(m[2]) - 1;
    let chunk = chunkStart.length - 1;
    while (chunkStart[chunk]! > abs) --chunk;
    if (!errors.has(chunk)) errors.set(chunk, `${abs - chunkStart[chunk]!}: ${m[3]}`);
  }

  let agreed = 0;
  let printedByMlir = 0;
  const mismatches: string[] = [];
  chunks.forEach((chunk, i) => {
    const mine = ours(chunk, chunk.indexOf('<') + 1);
    const theirError = errors.get(i);
    const theirPrinted = /^#\w+ = affine_(?:map|set)<(.*)>$/m.exec(outputs[i] ?? '')?.[1];
    if (theirPrinted !== undefined) ++printedByMlir;
    const same = theirError !== undefined
      ? mine.trailing === true || mine.error === theirError
      : mine.printed !== undefined && mine.printed === theirPrinted;
    if (same) ++agreed;
    else mismatches.push(`${JSON.stringify(bodies[i])}\n  mlir-opt-22: ${theirError ?? theirPrinted}\n  comco:       ${mine.error ?? mine.printed ?? 'trailing input'}`);
  });
  t.diagnostic(`${agreed}/${chunks.length} agree with mlir-opt-22 (${printedByMlir} printed, ${errors.size} errors)`);
  assert.ok(printedByMlir >= 400, 'most cases are valid');
  assert.equal(mismatches.length, 0, mismatches.slice(0, 10).join('\n'));
});
