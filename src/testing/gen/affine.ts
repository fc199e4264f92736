/**
 * affine ops: affine.apply, affine.min and affine.max over random expressions (floordiv, ceildiv
 * and mod by constants, now and then by zero or a negative, products and divisions by symbols),
 * affine.for with constant, symbol and min/max map bounds and iter_args, affine.if over integer
 * sets with and without results, affine.load/store with expression subscripts, affine.parallel
 * with bounds of expressions and reductions, affine.delinearize_index / linearize_index.
 *
 * Operands keep upstream's rules for dims and symbols in a function (the affine scope), within
 * a subset (see isSymbol): symbols are the function's index arguments, small constants and
 * applies of symbols; dims are these, loop induction variables and applies of dims.
 */
import { type FuncSig, type Value, argList, typeList } from './builder.js';
import type { Gen, OpGen } from './gen.js';
import { memref } from './memref.js';
import { straightLineBody } from './program.js';
import { carriedTypes, yieldOf } from './scf.js';
import type { GenRandom } from './random.js';
import { INDEX, scalar, typeText } from './types.js';

/** Induction variables of affine.for / affine.parallel, and applies of dims that are no symbols. */
const loopDims = new WeakSet<Value>();
/** The function's arguments, and applies whose operands are all symbols (valid symbols wherever
 * they are). */
const symbols = new WeakSet<Value>();

const isIndex = (v: Value): boolean => v.type.k === 'scalar' && v.type.s === 'index';
/** Constants small enough that what maps compute from them stays below 2^53 (comco's affine
 * expressions are exact to there: known-differences.md's affine-int64). */
const SMALL = 1n << 24n;

/**
 * Symbols: the function's index arguments, small constants and applies of symbols. (Upstream
 * takes any top-level index value; results of arith ops are left out here, since canonicalization
 * folds them to constants of any size.)
 */
function isSymbol(v: Value): boolean {
  if (!isIndex(v)) return false;
  if (v.known !== undefined) return v.known > -SMALL && v.known < SMALL;
  return symbols.has(v);
}
function isDim(v: Value): boolean { return isSymbol(v) || loopDims.has(v); }

/** The affine group's function bodies: the arguments are symbols, the rest as usual. */
export function affineBody(ops: readonly OpGen[]) {
  const straight = straightLineBody(ops);
  return (g: Gen, sig: FuncSig, args: readonly Value[]): void => {
    for (const a of args) symbols.add(a);
    straight(g, sig);
  };
}

/** `n` distinct operands that are valid dims (or symbols), made constant when there are none. */
function pickOperands(g: Gen, n: number, valid: (v: Value) => boolean, taken: readonly Value[] = []): Value[] {
  const pool = g.b.visible().filter((v) => valid(v) && !taken.includes(v));
  const out: Value[] = [];
  for (let i = 0; i < n; i++) {
    const rest = pool.filter((v) => !out.includes(v));
    out.push(rest.length && g.r.chance(0.85) ? g.r.pick(rest) : g.indexConst(g.r.between(-2, 9)));
  }
  // A constant may come back twice, or be one `taken` already uses.
  return [...new Set(out)].filter((v) => !taken.includes(v));
}

/** An affine expression over `nd` dims and `ns` symbols. */
type Expr =
  | { readonly k: 'dim' | 'sym'; readonly i: number }
  | { readonly k: 'const'; readonly v: number }
  | { readonly k: '+' | '*' | 'floordiv' | 'ceildiv' | 'mod'; readonly l: Expr; readonly r: Expr };

function leaf(r: GenRandom, nd: number, ns: number): Expr {
  const kinds: (readonly [number, 'dim' | 'sym' | 'const'])[] = [[1, 'const']];
  if (nd) kinds.push([3, 'dim']);
  if (ns) kinds.push([2, 'sym']);
  const k = r.weighted(kinds);
  if (k === 'const') return { k, v: r.between(-4, 16) };
  return { k, i: r.int(k === 'dim' ? nd : ns) };
}

/**
 * A right operand that keeps the expression (semi-)affine: a constant, or a symbol. Divisors are
 * positive constants, but for `undefinedOk` expressions (affine.apply, whose fold makes poison of a
 * division by zero) also zero and negatives; elsewhere (bounds, sets, subscripts) what upstream
 * makes of them is undefined behaviour of its own folds (loops dropped, divisions by zero).
 */
function symbolic(r: GenRandom, ns: number, divisor: boolean, undefinedOk: boolean): Expr {
  if (ns && r.chance(0.2)) return { k: 'sym', i: r.int(ns) };
  if (!divisor) return { k: 'const', v: r.between(-3, 8) };
  const odd: (readonly [number, number])[] = undefinedOk ? [[1, 0], [1, -2]] : [];
  return { k: 'const', v: r.weighted([[10, r.pick([2, 3, 4, 8, 16])], [2, 1], ...odd]) };
}

function randomExpr(r: GenRandom, nd: number, ns: number, depth: number, undefinedOk = false): Expr {
  if (depth <= 0 || r.chance(0.3)) return leaf(r, nd, ns);
  const k = r.weighted([[4, '+'], [3, '*'], [1, 'floordiv'], [1, 'ceildiv'], [2, 'mod']] as const);
  const l = randomExpr(r, nd, ns, depth - 1, undefinedOk);
  return { k, l, r: k === '+' ? randomExpr(r, nd, ns, depth - 1, undefinedOk) : symbolic(r, ns, k !== '*', undefinedOk) };
}

/** The expression in an affine_map (`d0`, `s0`) or among SSA ids (`%a`, `symbol(%n)`). */
function exprText(e: Expr, dim: (i: number) => string, sym: (i: number) => string): string {
  switch (e.k) {
    case 'dim': return dim(e.i);
    case 'sym': return sym(e.i);
    case 'const': return String(e.v);
    default: return `(${exprText(e.l, dim, sym)} ${e.k} ${exprText(e.r, dim, sym)})`;
  }
}
const inMap = (e: Expr): string => exprText(e, (i) => `d${i}`, (i) => `s${i}`);

/** Dims and symbols for a map or set: the operands, `(d0, d1)[s0]` and `(%a, %b)[%n]`. */
interface DimsAndSymbols { readonly dims: Value[]; readonly syms: Value[]; readonly head: string; readonly operands: string }

function dimsAndSymbols(g: Gen): DimsAndSymbols {
  const dims = pickOperands(g, g.r.between(0, 2), isDim);
  const syms = pickOperands(g, g.r.between(0, 2), isSymbol, dims);
  const head = `(${dims.map((_, i) => `d${i}`).join(', ')})${syms.length ? `[${syms.map((_, i) => `s${i}`).join(', ')}]` : ''}`;
  const operands = `(${argList(dims)})${syms.length ? `[${argList(syms)}]` : ''}`;
  return { dims, syms, head, operands };
}

/** A map with its operand list: `affine_map<(d0)[s0] -> (...)>(%a)[%n]`. */
function mapUse(g: Gen, results: number, undefinedOk = false): DimsAndSymbols & { readonly map: string } {
  const u = dimsAndSymbols(g);
  const exprs = Array.from({ length: results }, () => inMap(randomExpr(g.r, u.dims.length, u.syms.length, 2, undefinedOk)));
  return { ...u, map: `affine_map<${u.head} -> (${exprs.join(', ')})>` };
}

/** Subscript-style expressions over SSA ids (`%i floordiv 4 + symbol(%n)`). */
function ssaExprs(g: Gen, n: number): string[] {
  // Upstream's parser finds an SSA id seen before by its name without the result number (`%r`
  // for `%r#0`) and then stops at `#0`: values of multi-result ops may appear once at most, and
  // expressions use their operands any number of times, so they are left out.
  const single = (v: Value): boolean => !v.name.includes('#');
  const dims = pickOperands(g, g.r.between(0, 2), (v) => single(v) && isDim(v));
  const syms = pickOperands(g, g.r.between(0, 1), (v) => single(v) && isSymbol(v), dims);
  return Array.from({ length: n }, () => exprText(randomExpr(g.r, dims.length, syms.length, 2), (i) => dims[i]!.name, (i) => `symbol(${syms[i]!.name})`));
}

function apply(g: Gen): void {
  const m = mapUse(g, 1, true);
  const v = g.b.define(INDEX);
  g.b.emit(`${v.name} = affine.apply ${m.map}${m.operands}`);
  if ([...m.dims, ...m.syms].every((x) => isSymbol(x))) symbols.add(v); else loopDims.add(v);
}

function minMax(g: Gen, kind: 'min' | 'max'): void {
  const m = mapUse(g, g.r.between(1, 3));
  const v = g.b.define(INDEX);
  g.b.emit(`${v.name} = affine.${kind} ${m.map}${m.operands}`);
}

/** A loop bound: a constant, a symbol, or a (max/min) map of dims and symbols. */
function forBound(g: Gen, lower: boolean): string {
  const c = g.r.between(lower ? -2 : 0, lower ? 4 : 12);
  const choice = g.r.weighted([[3, 'const'], [2, 'sym'], [3, 'map']] as const);
  if (choice === 'const') return String(c);
  if (choice === 'sym') {
    const s = g.find((v) => isSymbol(v));
    if (s) return s.name;
    return String(c);
  }
  const n = g.r.between(1, 3);
  const m = mapUse(g, n);
  return `${n > 1 || g.r.chance(0.3) ? (lower ? 'max ' : 'min ') : ''}${m.map}${m.operands}`;
}

function forOp(g: Gen): boolean {
  if (!g.canNest()) return false;
  const lb = forBound(g, true), ub = forBound(g, false);
  const step = g.r.chance(0.6) ? '' : ` step ${g.r.between(1, 4)}`;
  const types = carriedTypes(g, 2);
  const inits = types.map((t) => g.use(t, 0.2));
  const iv = g.b.argument(INDEX, '%i');
  loopDims.add(iv);
  const iters = types.map((t) => g.b.argument(t, '%it'));
  const { head, commit } = g.b.pending(types);
  const iterText = types.length ? ` iter_args(${iters.map((a, i) => `${a.name} = ${inits[i]!.name}`).join(', ')}) -> (${typeList(types)})` : '';
  g.b.emit(`${head}affine.for ${iv.name} = ${lb} to ${ub}${step}${iterText} {`);
  g.block([iv, ...iters], () => yieldOf(g, 'affine.yield', types));
  g.b.emit('}');
  commit();
  return true;
}

function ifOp(g: Gen): boolean {
  if (!g.canNest()) return false;
  const u = dimsAndSymbols(g);
  const constraints = Array.from({ length: g.r.between(1, 3) }, () => {
    const e = inMap(randomExpr(g.r, u.dims.length, u.syms.length, 2));
    return `${e} + ${g.r.between(-6, 6)} ${g.r.chance(0.7) ? '>=' : '=='} 0`;
  });
  const types = carriedTypes(g, 2);
  const { head: res, commit } = g.b.pending(types);
  g.b.emit(`${res}affine.if affine_set<${u.head} : (${constraints.join(', ')})>${u.operands}${types.length ? ` -> ${types.length === 1 ? typeList(types) : `(${typeList(types)})`}` : ''} {`);
  g.block([], () => yieldOf(g, 'affine.yield', types));
  if (types.length || g.r.chance(0.5)) {
    g.b.emit('} else {');
    g.block([], () => yieldOf(g, 'affine.yield', types));
  }
  g.b.emit('}');
  commit();
  return true;
}

function load(g: Gen): void {
  const m = memref(g);
  const x = g.b.define(scalar(m.t.elem));
  g.b.emit(`${x.name} = affine.load ${m.v.name}[${ssaExprs(g, m.t.shape.length).join(', ')}] : ${typeText(m.t)}`);
}

function store(g: Gen): void {
  const m = memref(g);
  const x = g.use(scalar(m.t.elem), 0.2);
  g.b.emit(`affine.store ${x.name}, ${m.v.name}[${ssaExprs(g, m.t.shape.length).join(', ')}] : ${typeText(m.t)}`);
}

const FLOAT_REDUCTIONS = ['addf', 'mulf', 'maximumf', 'minimumf', 'assign'] as const;
const INT_REDUCTIONS = ['addi', 'muli', 'andi', 'ori', 'assign'] as const;

function parallelOp(g: Gen): boolean {
  if (!g.canNest()) return false;
  const rank = g.r.between(1, 2);
  const bounds = (lower: boolean): string => Array.from({ length: rank }, () => {
    if (g.r.chance(0.5)) return String(g.r.between(lower ? 0 : 1, lower ? 3 : 9));
    const es = ssaExprs(g, g.r.between(1, 2));
    return es.length > 1 ? `${lower ? 'max' : 'min'}(${es.join(', ')})` : es[0]!;
  }).join(', ');
  const lbs = bounds(true), ubs = bounds(false);
  const steps = Array.from({ length: rank }, () => g.r.between(1, 3));
  const types = Array.from({ length: g.r.between(0, 2) }, () => scalar(g.r.pick(['f32', 'i32'] as const)));
  const kinds = types.map((t) => `"${g.r.pick(t.s === 'f32' ? FLOAT_REDUCTIONS : INT_REDUCTIONS)}"`);
  const ivs = Array.from({ length: rank }, () => g.b.argument(INDEX, '%p'));
  for (const iv of ivs) loopDims.add(iv);
  const { head, commit } = g.b.pending(types);
  const stepText = steps.every((s) => s === 1) && g.r.chance(0.5) ? '' : ` step (${steps.join(', ')})`;
  const reduce = types.length ? ` reduce (${kinds.join(', ')}) -> (${typeList(types)})` : '';
  g.b.emit(`${head}affine.parallel (${argList(ivs)}) = (${lbs}) to (${ubs})${stepText}${reduce} {`);
  g.block(ivs, () => yieldOf(g, 'affine.yield', types));
  g.b.emit('}');
  commit();
  return true;
}

/** A basis entry: mostly a static size, sometimes an index value. */
function basis(g: Gen): string {
  if (g.r.chance(0.8)) return String(g.r.between(1, 8));
  return g.use(INDEX, 0.3).name;
}

function delinearize(g: Gen): void {
  const n = g.r.between(1, 3);
  const x = g.use(INDEX, 0.3);
  // The basis may leave out the outermost size.
  const sizes = Array.from({ length: g.r.chance(0.3) && n > 1 ? n - 1 : n }, () => basis(g));
  const { head, values } = g.b.defineMany(Array.from({ length: n }, () => INDEX));
  g.b.emit(`${head}affine.delinearize_index ${x.name} into (${sizes.join(', ')}) : ${typeList(Array.from({ length: n }, () => INDEX))}`);
  if (g.r.chance(0.5)) recombine(g, values, sizes);
}

/**
 * An affine.apply that sums the results of a delinearization times their strides (what cancels
 * back to its input), in random order, sometimes with another term, a term missing or the sum
 * nested in a larger expression.
 */
function recombine(g: Gen, results: readonly Value[], sizes: readonly string[]): void {
  const n = results.length;
  const strides: number[] = new Array(n).fill(1);
  for (let k = n - 2, s = 1; k >= 0; k--) {
    const size = Number(sizes[sizes.length - (n - 1 - k)] ?? 1);
    s *= Number.isNaN(size) ? g.r.between(1, 8) : size;
    strides[k] = s;
  }
  let terms = strides.map((st, i) => (st === 1 ? `d${i}` : `d${i} * ${st}`));
  if (g.r.chance(0.2)) terms.splice(g.r.int(n), 1);
  if (g.r.chance(0.3)) terms.push(g.r.chance(0.5) ? String(g.r.between(1, 9)) : `d${g.r.int(n)}`);
  terms = g.r.shuffle(terms);
  let e = terms.length ? terms.join(' + ') : '0';
  if (g.r.chance(0.3)) e = g.r.chance(0.5) ? `(${e}) floordiv 4 + (${e}) * 2` : `(${e}) * 3`;
  const dims = Array.from({ length: n }, (_, i) => `d${i}`).join(', ');
  const v = g.b.define(INDEX);
  g.b.emit(`${v.name} = affine.apply affine_map<(${dims}) -> (${e})>(${argList(results)})`);
}

function linearize(g: Gen): void {
  const n = g.r.between(1, 3);
  const xs = Array.from({ length: n }, () => g.use(INDEX, 0.3));
  const sizes = Array.from({ length: g.r.chance(0.3) && n > 1 ? n - 1 : n }, () => basis(g));
  const v = g.b.define(INDEX);
  g.b.emit(`${v.name} = affine.linearize_index ${g.r.chance(0.3) ? 'disjoint ' : ''}[${argList(xs)}] by (${sizes.join(', ')}) : index`);
}

export const AFFINE_OPS: readonly OpGen[] = [
  { op: 'affine.apply', weight: 4, gen: apply },
  { op: 'affine.min', weight: 1.5, gen: (g) => minMax(g, 'min') },
  { op: 'affine.max', weight: 1.5, gen: (g) => minMax(g, 'max') },
  { op: 'affine.for', weight: 2.5, needs: ['affine.for', 'affine.yield'], gen: forOp },
  { op: 'affine.if', weight: 1.5, needs: ['affine.if', 'affine.yield'], gen: ifOp },
  { op: 'affine.load', weight: 2, gen: load },
  { op: 'affine.store', weight: 1.5, gen: store },
  { op: 'affine.parallel', weight: 1, needs: ['affine.parallel', 'affine.yield'], gen: parallelOp },
  { op: 'affine.delinearize_index', weight: 0.7, gen: delinearize },
  { op: 'affine.linearize_index', weight: 0.7, gen: linearize },
];
