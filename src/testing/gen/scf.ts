/**
 * Structured control flow: scf.for (index or integer induction variables, iter_args), scf.if with
 * and without results, scf.while with different before/after types, scf.parallel with
 * reductions, scf.execute_region (single and multi-block), scf.index_switch. Bodies are filled
 * from the group's ops, so regions nest up to the group's depth.
 */
import { type Value, argList, typeList, valueTypes } from './builder.js';
import type { Gen, OpGen } from './gen.js';
import { type GenType, I1, INDEX, elemOf, isFloatKind, scalar, typeText } from './types.js';

/** Types of values to carry through a region: drawn from what is visible, so bodies can use them. */
export function carriedTypes(g: Gen, max: number): GenType[] {
  const vs = g.b.visible().filter((v) => v.type.k !== 'memref');
  return Array.from({ length: g.r.between(0, max) }, () => (vs.length && g.r.chance(0.8) ? g.r.pick(vs).type : scalar(g.r.pick(['i32', 'f32', 'index', 'i1'] as const))));
}

/** `op` (a yield) of values of `types`. */
export function yieldOf(g: Gen, op: string, types: readonly GenType[]): void {
  const vs = types.map((t) => g.use(t, 0.1));
  g.b.emit(vs.length ? `${op} ${argList(vs)} : ${valueTypes(vs)}` : op);
}

function resultTypes(types: readonly GenType[]): string {
  return types.length ? ` -> (${typeList(types)})` : '';
}

/** A loop bound: mostly small constants (so loops fold), sometimes any value of the type. */
function bound(g: Gen, t: GenType, lo: number, hi: number): Value {
  const any = g.b.ofType(t).filter((v) => v.known === undefined);
  if (any.length && g.r.chance(0.25)) return g.r.pick(any);
  const n = g.r.between(lo, hi);
  if (t.k === 'scalar' && t.s === 'index') return g.indexConst(n);
  const v = g.b.define(t, BigInt(n));
  g.b.emit(`${v.name} = arith.constant ${n} : ${typeText(t)}`);
  return v;
}

function forOp(g: Gen): boolean {
  if (!g.canNest()) return false;
  const ivType = g.r.chance(0.8) ? INDEX : scalar(g.r.pick(['i32', 'i64', 'i16'] as const));
  const [lb, ub] = [bound(g, ivType, 0, 4), bound(g, ivType, 0, 8)];
  // A constant step must be positive; a non-constant one is any value of the type.
  const step = g.r.chance(0.8) ? (ivType.k === 'scalar' && ivType.s === 'index' ? g.indexConst(g.r.between(1, 3)) : bound(g, ivType, 1, 3)) : bound(g, ivType, 1, 3);
  const types = carriedTypes(g, 3);
  const inits = types.map((t) => g.use(t, 0.2));
  const iv = g.b.argument(ivType, '%i');
  const iters = types.map((t) => g.b.argument(t, '%it'));
  const { head, commit } = g.b.pending(types);
  const unsigned = ivType.s !== 'index' && g.r.chance(0.3) ? 'unsigned ' : '';
  const iterText = types.length ? ` iter_args(${iters.map((a, i) => `${a.name} = ${inits[i]!.name}`).join(', ')}) -> (${typeList(types)})` : '';
  const ivText = ivType.s === 'index' ? '' : ` : ${typeText(ivType)}`;
  g.b.emit(`${head}scf.for ${unsigned}${iv.name} = ${lb.name} to ${ub.name} step ${step.name}${iterText}${ivText} {`);
  g.block([iv, ...iters], () => yieldOf(g, 'scf.yield', types));
  g.b.emit('}');
  commit();
  return true;
}

function ifOp(g: Gen): boolean {
  if (!g.canNest()) return false;
  const c = g.use(I1, 0.2);
  const types = carriedTypes(g, 2);
  const { head, commit } = g.b.pending(types);
  g.b.emit(`${head}scf.if ${c.name}${resultTypes(types)} {`);
  g.block([], () => yieldOf(g, 'scf.yield', types));
  if (types.length || g.r.chance(0.5)) {
    g.b.emit('} else {');
    g.block([], () => yieldOf(g, 'scf.yield', types));
  }
  g.b.emit('}');
  commit();
  return true;
}

function whileOp(g: Gen): boolean {
  if (!g.canNest()) return false;
  const before = carriedTypes(g, 2);
  const after = g.r.chance(0.6) ? before : carriedTypes(g, 2);
  const inits = before.map((t) => g.use(t, 0.2));
  const bargs = before.map((t) => g.b.argument(t, '%w'));
  const { head, commit } = g.b.pending(after);
  g.b.emit(`${head}scf.while (${bargs.map((a, i) => `${a.name} = ${inits[i]!.name}`).join(', ')}) : (${typeList(before)}) -> ${after.length === 1 ? typeList(after) : `(${typeList(after)})`} {`);
  g.block(bargs, () => {
    const c = g.use(I1, 0.3);
    const fwd = after.map((t) => g.use(t, 0.1));
    g.b.emit(`scf.condition(${c.name})${fwd.length ? ` ${argList(fwd)} : ${valueTypes(fwd)}` : ''}`);
  });
  g.b.emit('} do {');
  const aargs = after.map((t) => g.b.argument(t, '%w'));
  g.block(aargs, () => yieldOf(g, 'scf.yield', before), { label: `^bb0(${aargs.map((a) => `${a.name}: ${typeText(a.type)}`).join(', ')}):` });
  g.b.emit('}');
  commit();
  return true;
}

/** A combiner for scf.reduce / linalg bodies: an associative op of the element kind. */
export function combiner(t: GenType, r: Gen['r']): string {
  const e = elemOf(t);
  if (isFloatKind(e)) return r.pick(['arith.addf', 'arith.mulf', 'arith.maximumf', 'arith.minnumf']);
  return r.pick(['arith.addi', 'arith.muli', 'arith.maxsi', 'arith.minui', 'arith.andi', 'arith.xori']);
}

function parallelOp(g: Gen): boolean {
  if (!g.canNest()) return false;
  const rank = g.r.between(1, 2);
  const lbs = Array.from({ length: rank }, () => bound(g, INDEX, 0, 2));
  const ubs = Array.from({ length: rank }, () => bound(g, INDEX, 0, 5));
  const steps = Array.from({ length: rank }, () => g.indexConst(g.r.between(1, 2)));
  const types = carriedTypes(g, 2).filter((t) => t.k === 'scalar');
  const inits = types.map((t) => g.use(t, 0.2));
  const ivs = lbs.map(() => g.b.argument(INDEX, '%p'));
  const { head, commit } = g.b.pending(types);
  const init = types.length ? ` init (${argList(inits)}) -> ${types.length === 1 ? typeList(types) : `(${typeList(types)})`}` : '';
  g.b.emit(`${head}scf.parallel (${argList(ivs)}) = (${argList(lbs)}) to (${argList(ubs)}) step (${argList(steps)})${init} {`);
  g.block(ivs, () => {
    const elems = types.map((t) => g.use(t, 0.2));
    if (!types.length) { g.b.emit('scf.reduce'); return; }
    g.b.emit(`scf.reduce(${argList(elems)} : ${valueTypes(elems)}) {`);
    types.forEach((t, i) => {
      if (i) g.b.emit('}, {');
      const [l, r] = [g.b.argument(t, '%l'), g.b.argument(t, '%r')];
      g.b.nested(() => {
        g.b.label(`^bb0(${l.name}: ${typeText(t)}, ${r.name}: ${typeText(t)}):`);
        const v = g.b.define(t);
        g.b.emit(`${v.name} = ${combiner(t, g.r)} ${l.name}, ${r.name} : ${typeText(t)}`);
        g.b.emit(`scf.reduce.return ${v.name} : ${typeText(t)}`);
      });
    });
    g.b.emit('}');
  });
  g.b.emit('}');
  commit();
  return true;
}

function executeRegion(g: Gen): boolean {
  if (!g.canNest()) return false;
  const types = carriedTypes(g, 2);
  const { head, commit } = g.b.pending(types);
  g.b.emit(`${head}scf.execute_region${types.length ? ` -> ${types.length === 1 ? typeList(types) : `(${typeList(types)})`}` : ''}${g.r.chance(0.2) ? ' no_inline' : ''} {`);
  if (g.r.chance(0.4) && g.has('cf.br')) {
    // Two blocks: the entry branches to a block that yields its argument.
    const t = types.length ? types : [];
    const exit = g.b.freshBlock();
    g.block([], () => {
      const vs = t.map((x) => g.use(x, 0.1));
      g.b.emit(`cf.br ${exit}${vs.length ? `(${argList(vs)} : ${valueTypes(vs)})` : ''}`);
    });
    const bargs = t.map((x) => g.b.argument(x, '%e'));
    g.b.nested(() => {
      g.b.label(`${exit}${bargs.length ? `(${bargs.map((a) => `${a.name}: ${typeText(a.type)}`).join(', ')})` : ''}:`);
      g.b.bind(bargs);
      yieldOf(g, 'scf.yield', types);
    });
  } else {
    g.block([], () => yieldOf(g, 'scf.yield', types));
  }
  g.b.emit('}');
  commit();
  return true;
}

function indexSwitch(g: Gen): boolean {
  if (!g.canNest()) return false;
  const idx = g.r.chance(0.6) ? g.indexConst(g.r.between(0, 4)) : g.use(INDEX);
  const types = carriedTypes(g, 2);
  const { head, commit } = g.b.pending(types);
  const cases = [...new Set(Array.from({ length: g.r.between(0, 3) }, () => g.r.between(0, 5)))];
  g.b.emit(`${head}scf.index_switch ${idx.name}${types.length ? ` -> ${typeList(types)}` : ''}`);
  for (const c of cases) {
    g.b.emit(`case ${c} {`);
    g.block([], () => yieldOf(g, 'scf.yield', types));
    g.b.emit('}');
  }
  g.b.emit('default {');
  g.block([], () => yieldOf(g, 'scf.yield', types));
  g.b.emit('}');
  commit();
  return true;
}

export const SCF_OPS: readonly OpGen[] = [
  { op: 'scf.for', weight: 3, gen: forOp },
  { op: 'scf.if', weight: 3, gen: ifOp },
  { op: 'scf.while', weight: 2, gen: whileOp },
  { op: 'scf.parallel', weight: 2, needs: ['scf.parallel', 'scf.reduce', 'scf.reduce.return'], gen: parallelOp },
  { op: 'scf.execute_region', weight: 1, gen: executeRegion },
  { op: 'scf.index_switch', weight: 1, gen: indexSwitch },
];
