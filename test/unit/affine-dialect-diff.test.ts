/**
 * Differential tests of the affine dialect against mlir-opt-22 (skipped where it is absent):
 *
 * - `-canonicalize` on seeded random programs: loops with constant, symbolic and map bounds
 *   (min/max), chains of affine.apply over IVs and symbols, affine.min/max, loads and stores with
 *   inline subscripts, conditionals, iter_args loops and parallel bands. The whole output must be
 *   identical, which exercises map composition, operand canonicalization, simplification with IV
 *   ranges and the folds in every combination the generator reaches.
 * - `-canonicalize` on random chains of affine.delinearize_index / affine.linearize_index.
 * - `simplifyAffineMap` against `--affine-simplify-structures` on random maps.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { AffineMap, parseAffineMap, printAffineMap, simplifyAffineMap } from '../../src/ir/affine/index.js';
import { runComco } from '../support/parity.js';
import { onPath } from '../support/features.js';

const haveUpstream = onPath('mlir-opt-22');

/** mulberry32: small, seeded. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class ProgramGen {
  private vid = 0;
  private indent = '  ';
  private readonly lines: string[] = [];
  private readonly syms = ['%s0', '%s1', '%s2'];
  private readonly dims: string[] = [];
  constructor(private readonly rand: () => number) {}

  private int(n: number): number { return Math.floor(this.rand() * n); }
  private pick<T>(xs: readonly T[]): T { return xs[this.int(xs.length)]!; }
  private fresh(): string { return `%v${this.vid++}`; }
  private emit(l: string): void { this.lines.push(this.indent + l); }

  /** An expression with `@dN@` / `@sN@` placeholders for dims and symbols. */
  private expr(nd: number, ns: number, depth: number): string {
    if (depth <= 0 || this.rand() < 0.3) {
      const c = this.rand();
      if (nd && c < 0.5) return `@d${this.int(nd)}@`;
      if (ns && c < 0.8) return `@s${this.int(ns)}@`;
      return String(this.int(9) - 2);
    }
    const a = this.expr(nd, ns, depth - 1);
    switch (this.pick(['+', '+', '-', '*c', '*s', 'floordiv', 'mod', 'ceildiv'])) {
      case '*c': return `(${a}) * ${this.pick([2, 3, 4, -1, 8])}`;
      case '*s': return ns ? `(${a}) * @s${this.int(ns)}@` : `(${a}) * 2`;
      case 'floordiv': return `(${a}) floordiv ${this.pick([2, 4, 3, 8, 16])}`;
      case 'mod': return `(${a}) mod ${this.pick([2, 4, 3, 8, 16])}`;
      case 'ceildiv': return `(${a}) ceildiv ${this.pick([2, 4, 3, 8, 16])}`;
      case '-': return `(${a}) - (${this.expr(nd, ns, depth - 1)})`;
      default: return `(${a}) + (${this.expr(nd, ns, depth - 1)})`;
    }
  }

  private plain(e: string): string { return e.replace(/@([ds]\d)@/g, '$1'); }
  private ids(n: number, p: string): string { return Array.from({ length: n }, (_, i) => `${p}${i}`).join(', '); }

  private map(nres: number, nd: number, ns: number): string {
    const rs = Array.from({ length: nres }, () => this.plain(this.expr(nd, ns, 3))).join(', ');
    return `affine_map<(${this.ids(nd, 'd')})${ns ? `[${this.ids(ns, 's')}]` : ''} -> (${rs})>`;
  }

  private operands(nd: number, ns: number, symOnly: boolean): string {
    const pool = symOnly ? this.syms : [...this.dims, ...this.syms];
    const d = Array.from({ length: nd }, () => this.pick(pool));
    const s = Array.from({ length: ns }, () => this.pick(this.syms));
    return `(${d.join(', ')})${ns ? `[${s.join(', ')}]` : ''}`;
  }

  private any(): string { return this.pick([...this.dims, ...this.syms]); }

  private stmt(depth: number): void {
    const r = this.rand();
    if (r < 0.3) {
      const nd = this.int(3), ns = this.int(3);
      const symOnly = this.rand() < 0.3;
      const v = this.fresh();
      this.emit(`${v} = affine.apply ${this.map(1, nd, ns)}${this.operands(nd, ns, symOnly)}`);
      (symOnly || nd === 0 ? this.syms : this.dims).push(v);
    } else if (r < 0.4) {
      const c = this.fresh();
      this.emit(`${c} = arith.constant ${this.int(20) - 4} : index`);
      this.syms.push(c);
    } else if (r < 0.52) {
      const nd = this.int(3), ns = this.int(3);
      const v = this.fresh();
      this.emit(`${v} = affine.${this.pick(['min', 'max'])} ${this.map(1 + this.int(3), nd, ns)}${this.operands(nd, ns, false)}`);
      this.dims.push(v);
    } else if (r < 0.67) {
      const nd = this.int(3), ns = this.int(2);
      const ds = Array.from({ length: nd }, () => this.any());
      const ss = Array.from({ length: ns }, () => this.pick(this.syms));
      const sub = () => this.expr(nd, ns, 2).replace(/@d(\d)@/g, (_, i: string) => ds[Number(i)]!)
        .replace(/@s(\d)@/g, (_, i: string) => `symbol(${ss[Number(i)]!})`);
      if (this.rand() < 0.5) this.emit(`${this.fresh()} = affine.load %A[${sub()}, ${sub()}] : memref<?x?xf32>`);
      else this.emit(`affine.store %f, %A[${sub()}, ${sub()}] : memref<?x?xf32>`);
    } else if (r < 0.85 && depth < 3) {
      this.loop(depth);
    } else if (r < 0.9) {
      this.special(depth);
    } else if (depth < 3) {
      this.conditional(depth);
    }
  }

  private loop(depth: number): void {
    const iv = this.fresh();
    const bound = (isLower: boolean) => {
      const c = this.rand();
      if (c < 0.35) return String(this.int(12) - (isLower ? 2 : -2));
      if (c < 0.5) return this.pick(this.syms);
      const nd = this.int(2), ns = this.int(2);
      const nres = this.rand() < 0.3 ? 2 : 1;
      return `${nres > 1 ? (isLower ? 'max ' : 'min ') : ''}${this.map(nres, nd, ns)}${this.operands(nd, ns, false)}`;
    };
    this.emit(`affine.for ${iv} = ${bound(true)} to ${bound(false)}${this.rand() < 0.3 ? ` step ${1 + this.int(4)}` : ''} {`);
    const savedDims = [...this.dims];
    const savedSyms = this.syms.length;
    this.dims.push(iv);
    this.indent += '  ';
    const n = this.int(4);
    for (let i = 0; i < n; i++) this.stmt(depth + 1);
    if (this.rand() < 0.7) this.emit(`"test.use"(${iv}) : (index) -> ()`);
    this.indent = this.indent.slice(2);
    this.emit('}');
    this.dims.splice(0, this.dims.length, ...savedDims);
    this.syms.length = savedSyms;
  }

  private special(depth: number): void {
    const kind = this.int(4);
    if (kind === 0) {
      const iv = this.fresh(), a = this.fresh(), res = this.fresh();
      const init = this.any();
      this.emit(`${res} = affine.for ${iv} = ${this.pick(['0', '3', this.pick(this.syms)])} to ${this.pick(['0', '1', '5', '16', this.pick(this.syms)])}${this.rand() < 0.3 ? ' step 2' : ''} iter_args(${a} = ${init}) -> (index) {`);
      if (this.rand() < 0.3) {
        const t = this.fresh();
        this.emit(`  ${t} = affine.apply affine_map<(d0) -> (d0 + 1)>(${a})`);
        this.emit(`  affine.yield ${t} : index`);
      } else {
        this.emit(`  affine.yield ${this.pick([a, a, init, this.pick(this.syms), iv])} : index`);
      }
      this.emit('}');
      this.dims.push(res);
    } else if (kind === 1 && depth < 3) {
      const i = this.fresh(), j = this.fresh();
      const b = () => {
        const c = this.rand();
        if (c < 0.4) return String(this.int(10));
        return c < 0.7 ? this.any() : `${this.any()} + ${this.int(5)}`;
      };
      this.emit(`affine.parallel (${i}, ${j}) = (${b()}, ${b()}) to (${b()}, ${b()}) {`);
      this.emit(`  "test.use"(${i}, ${j}) : (index, index) -> ()`);
      this.emit('}');
    } else if (kind === 2) {
      const kw = this.pick(['min', 'max']);
      const v1 = this.fresh(), v2 = this.fresh();
      this.emit(`${v1} = affine.${kw} ${this.map(2, 1, 1)}(${this.any()})[${this.pick(this.syms)}]`);
      this.emit(`${v2} = affine.${kw} affine_map<(d0)[s0] -> (d0, s0 + ${this.int(8)})>(${v1})[${this.pick(this.syms)}]`);
      this.dims.push(v2);
    } else {
      const res = this.fresh();
      this.emit(`${res} = affine.if affine_set<(d0) : (d0 - ${this.int(5)} >= 0)>(${this.any()}) -> index {`);
      this.emit(`  affine.yield ${this.any()} : index`);
      this.emit('} else {');
      this.emit(`  affine.yield ${this.any()} : index`);
      this.emit('}');
      this.dims.push(res);
    }
  }

  private conditional(depth: number): void {
    const nd = this.int(3), ns = this.int(2);
    const trivial = this.rand() < 0.1;
    const cs = Array.from({ length: 1 + this.int(2) }, () => `${this.plain(this.expr(nd, ns, 2))} ${this.pick(['>=', '=='])} 0`);
    const set = trivial ? this.pick(['affine_set<() : (0 == 0)>', 'affine_set<() : (1 == 0)>'])
      : `affine_set<(${this.ids(nd, 'd')})${ns ? `[${this.ids(ns, 's')}]` : ''} : (${cs.join(', ')})>`;
    this.emit(`affine.if ${set}${trivial ? '()' : this.operands(nd, ns, false)} {`);
    const savedDims = this.dims.length, savedSyms = this.syms.length;
    this.indent += '  ';
    this.stmt(depth + 1);
    this.emit('"test.then"() : () -> ()');
    this.indent = this.indent.slice(2);
    if (this.rand() < 0.4) {
      this.emit('} else {');
      this.emit('  "test.else"() : () -> ()');
    }
    this.emit('}');
    this.dims.length = savedDims;
    this.syms.length = savedSyms;
  }

  program(name: string): string {
    const n = 3 + this.int(6);
    for (let i = 0; i < n; i++) this.stmt(0);
    const uses = [...this.dims, ...this.syms.slice(3)];
    if (uses.length) this.emit(`"test.sink"(${uses.join(', ')}) : (${uses.map(() => 'index').join(', ')}) -> ()`);
    return `func.func @${name}(%s0: index, %s1: index, %s2: index, %A: memref<?x?xf32>, %f: f32) {\n${this.lines.join('\n')}\n  return\n}`;
  }
}

test('random affine programs canonicalize as with mlir-opt-22', { skip: !haveUpstream && 'mlir-opt-22 not on PATH' }, async () => {
  const programs: string[] = [];
  for (let k = 0; k < 120; k++) programs.push(new ProgramGen(prng(7919 * (k + 1))).program(`f${k}`));
  const input = programs.join('\n\n// -----\n\n');
  const flags = ['--allow-unregistered-dialect', '--split-input-file', '--canonicalize', '-'];
  const upstream = spawnSync('mlir-opt-22', flags, { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  const ours = await runComco(flags, input);
  assert.equal(ours.err, upstream.stderr);
  const theirs = upstream.stdout.split('// -----\n');
  const mine = ours.out.split('// -----\n');
  assert.equal(mine.length, theirs.length);
  const differing = mine.map((m, i) => (m === theirs[i] ? -1 : i)).filter((i) => i >= 0);
  assert.deepEqual(differing.map((i) => `${programs[i]}\n--- comco:\n${mine[i]}\n--- mlir-opt-22:\n${theirs[i]}`).slice(0, 1), []);
});

test('simplifyAffineMap agrees with mlir-opt-22 --affine-simplify-structures', { skip: !haveUpstream && 'mlir-opt-22 not on PATH' }, () => {
  const rand = prng(4242);
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const expr = (nd: number, ns: number, depth: number): string => {
    if (depth <= 0 || rand() < 0.25) {
      const c = rand();
      if (nd && c < 0.5) return `d${int(nd)}`;
      if (ns && c < 0.8) return `s${int(ns)}`;
      return String(int(13) - 4);
    }
    const a = expr(nd, ns, depth - 1);
    const b = expr(nd, ns, depth - 1);
    switch (int(9)) {
      case 0: case 1: return `(${a}) + (${b})`;
      case 2: return `(${a}) - (${b})`;
      case 3: return `(${a}) * ${pick(['2', '-3', '4', ns ? 's0' : '5'])}`;
      case 4: return `(${a}) floordiv ${pick(['2', '3', '8', ns ? `s${int(ns)}` : '4'])}`;
      case 5: return `(${a}) ceildiv ${pick(['2', '4', ns ? `s${int(ns)}` : '3'])}`;
      case 6: return `(${a}) mod ${pick(['2', '5', '16', ns ? `s${int(ns)}` : '4'])}`;
      case 7: return `(${a}) - ((${a}) floordiv 4) * 4`;
      default: return `(${a}) * 2 + (${a}) * -2 + (${b})`;
    }
  };
  const maps: string[] = [];
  for (let i = 0; i < 300; i++) {
    const nd = int(3), ns = int(3);
    const ids = (n: number, p: string) => Array.from({ length: n }, (_, k) => `${p}${k}`).join(', ');
    maps.push(`(${ids(nd, 'd')})${ns ? `[${ids(ns, 's')}]` : ''} -> (${Array.from({ length: 1 + int(3) }, () => expr(nd, ns, 4)).join(', ')})`);
  }
  // One op per map; the pass simplifies every map attribute inside a function.
  const body = maps.map((m, i) => `  "t.x"() {m${String(i).padStart(3, '0')} = affine_map<${m}>} : () -> ()`).join('\n');
  const input = `func.func @f() {\n${body}\n  return\n}\n`;
  const r = spawnSync('mlir-opt-22', ['--allow-unregistered-dialect', '--affine-simplify-structures', '--mlir-print-local-scope', '-'],
    { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.equal(r.stderr, '');
  const printed = [...r.stdout.matchAll(/m(\d{3}) = affine_map<(.*?)>\}/g)].map((m) => m[2]!);
  assert.equal(printed.length, maps.length);
  const mismatches: string[] = [];
  maps.forEach((text, i) => {
    const m = parseAffineMap(text);
    if (!(m instanceof AffineMap)) { mismatches.push(`${text}: ${m.message}`); return; }
    const mine = printAffineMap(simplifyAffineMap(m));
    if (mine !== printed[i]) mismatches.push(`${text}\n  comco:    ${mine}\n  upstream: ${printed[i]}`);
  });
  assert.deepEqual(mismatches.slice(0, 5), []);
});

/** Random chains of affine.delinearize_index / affine.linearize_index over constant and SSA sizes,
 * often relinearizing consecutive delinearized results (what the cancellation patterns look for). */
function indexOpsProgram(rand: () => number, name: string): string {
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  let vid = 0;
  const fresh = () => `%v${vid++}`;
  const lines = ['  %c4 = arith.constant 4 : index', '  %c1 = arith.constant 1 : index', '  %c0 = arith.constant 0 : index'];
  const vals = ['%a', '%b', '%n', '%c0', '%c4'];
  const size = () => pick(['1', '2', '3', '4', '8', '%n', '%c4', '%c1']);
  for (let s = 0, n = 4 + int(5); s < n; s++) {
    if (rand() < 0.5) {
      const basis = Array.from({ length: int(4) }, size);
      const outer = rand() < 0.5 || basis.length === 0;
      const nres = outer && basis.length > 0 ? basis.length : basis.length + 1;
      const r = fresh();
      lines.push(`  ${nres === 1 ? r : `${r}:${nres}`} = affine.delinearize_index ${pick(vals)} into (${basis.join(', ')}) : ${new Array(nres).fill('index').join(', ')}`);
      if (nres === 1) vals.push(r); else for (let i = 0; i < nres; i++) vals.push(`${r}#${i}`);
    } else {
      const ni = 1 + int(4);
      const basis = Array.from({ length: rand() < 0.5 ? ni : ni - 1 }, size);
      let idx = Array.from({ length: ni }, () => pick(vals));
      const delinearized = vals.filter((v) => v.includes('#'));
      if (delinearized.length && rand() < 0.6) {
        const start = int(delinearized.length);
        idx = delinearized.slice(start, start + ni);
        while (idx.length < ni) idx.push(pick(vals));
      }
      const r = fresh();
      lines.push(`  ${r} = affine.linearize_index ${rand() < 0.5 ? 'disjoint ' : ''}[${idx.join(', ')}] by (${basis.join(', ')}) : index`);
      vals.push(r);
    }
  }
  const uses = vals.slice(5);
  lines.push(`  "test.sink"(${uses.join(', ')}) : (${uses.map(() => 'index').join(', ')}) -> ()`);
  return `func.func @${name}(%a: index, %b: index, %n: index) {\n${lines.join('\n')}\n  return\n}`;
}

test('random delinearize/linearize chains canonicalize as with mlir-opt-22', { skip: !haveUpstream && 'mlir-opt-22 not on PATH' }, async () => {
  const programs = Array.from({ length: 150 }, (_, k) => indexOpsProgram(prng(104729 * (k + 1)), `f${k}`));
  const input = programs.join('\n\n// -----\n\n');
  const flags = ['--allow-unregistered-dialect', '--split-input-file', '--canonicalize', '-'];
  const upstream = spawnSync('mlir-opt-22', flags, { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  const ours = await runComco(flags, input);
  assert.equal(ours.err, upstream.stderr);
  const theirs = upstream.stdout.split('// -----\n');
  const mine = ours.out.split('// -----\n');
  const differing = mine.map((m, i) => (m === theirs[i] ? -1 : i)).filter((i) => i >= 0);
  assert.deepEqual(differing.map((i) => `${programs[i]}\n--- comco:\n${mine[i]}\n--- mlir-opt-22:\n${theirs[i]}`).slice(0, 1), []);
});
