/**
 * The affine dialect's implementation table. Affine maps over SSA operands (dims, then symbols)
 * become JS index arithmetic (floordiv, ceildiv and mod with MLIR's rounding); affine.for runs
 * from the max of its lower bounds to the min of its upper bounds; affine.parallel folds its
 * yielded values into accumulators that start at the reduction's identity, in iteration order.
 * Loads and stores go through the memref table's bounds-checked addressing.
 */
import type { AffineMap } from '../../ir/affine/map.js';
import { AffineMapAttr, type ArrayAttr, type DenseArrayAttr, DenseElementsAttr, type IntegerAttr, IntegerSetAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { FloatType, MemRefType, type Type, type VectorType, elementTypeOf } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { InterpreterError } from '../errors.js';
import { isBig } from '../exprs.js';
import type { EmitTable, FunctionGen } from '../gen.js';
import { affineJs } from './affine-js.js';
import { list, mixed } from './common.js';
import { position, rmwExpr } from './memref.js';

function mapAttr(op: Operation, name: string): AffineMap {
  const a = op.getAttr(name);
  if (!(a instanceof AffineMapAttr)) throw new InterpreterError(op, `has no affine map '${name}'`);
  return a.map;
}

/** The results of `map` applied to `operands` (dims first, then symbols), as JS expressions. */
function applyMap(g: FunctionGen, map: AffineMap, operands: readonly Value[]): string[] {
  const names = g.names_(operands);
  const dims = names.slice(0, map.numDims), syms = names.slice(map.numDims);
  return map.results.map((e) => affineJs(e, dims, syms));
}

/** Hoists each expression into a const (so it is evaluated once). */
function consts(g: FunctionGen, exprs: readonly string[], base: string): string[] {
  return exprs.map((e) => {
    if (/^[\w$]+$/.test(e)) return e;
    const n = g.fresh(base);
    g.line(`const ${n} = ${e};`);
    return n;
  });
}

const minOf = (xs: readonly string[]): string => (xs.length === 1 ? xs[0]! : `Math.min(${xs.join(', ')})`);
const maxOf = (xs: readonly string[]): string => (xs.length === 1 ? xs[0]! : `Math.max(${xs.join(', ')})`);

function forOp(op: Operation, g: FunctionGen): void {
  const lbMap = mapAttr(op, 'lowerBoundMap'), ubMap = mapAttr(op, 'upperBoundMap');
  const nl = lbMap.getNumInputs(), nu = ubMap.getNumInputs();
  const lb = maxOf(applyMap(g, lbMap, op.operands.slice(0, nl)));
  const ub = consts(g, [minOf(applyMap(g, ubMap, op.operands.slice(nl, nl + nu)))], 'u')[0]!;
  const step = (op.getAttr('step') as IntegerAttr).num;
  const iters = g.declare(op.results);
  g.assignParallel(iters, g.names_(op.operands.slice(nl + nu)));
  const iv = g.fresh('i');
  g.block(`for (let ${iv} = ${lb}; ${iv} < ${ub}; ${iv} += ${step})`, () => {
    g.emitRegion(op.regions[0]!, [iv, ...iters], (y) => g.assignParallel(iters, g.names_(y.operands)));
  });
}

function ifOp(op: Operation, g: FunctionGen): void {
  const a = op.getAttr('condition');
  if (!(a instanceof IntegerSetAttr)) throw new InterpreterError(op, 'has no integer set');
  const set = a.set;
  const names = g.names_(op.operands);
  const dims = names.slice(0, set.numDims), syms = names.slice(set.numDims);
  const conds = set.constraints.map((e, i) => `${affineJs(e, dims, syms)} ${set.eqFlags[i] ? '===' : '>='} 0`);
  const res = g.declare(op.results);
  const exit = (y: Operation) => g.assignParallel(res, g.names_(y.operands));
  const hasElse = !op.regions[1]!.isEmpty;
  g.block(`if (${conds.join(' && ') || 'true'})`, () => g.emitRegion(op.regions[0]!, [], exit), hasElse ? '} else {' : '}');
  if (hasElse) {
    g.indent(() => g.emitRegion(op.regions[1]!, [], exit));
    g.line('}');
  }
}

/** The storage position of an affine access (map applied to the index operands). */
function access(op: Operation, g: FunctionGen, memref: Value, indexOperands: readonly Value[]): { m: string; t: MemRefType; idx: string[] } {
  const t = memref.type;
  if (!(t instanceof MemRefType)) throw new InterpreterError(op, `unranked memref '${t.key}' is not supported by the interpreter`);
  const idx = consts(g, applyMap(g, mapAttr(op, 'map'), indexOperands), 'x');
  return { m: g.name(memref), t, idx };
}

function load(op: Operation, g: FunctionGen): void {
  const { m, t, idx } = access(op, g, op.getOperand(0), op.operands.slice(1));
  const p = g.fresh('p');
  g.line(`const ${p} = ${position(g, op, t, m, idx)};`);
  g.def(op.getResult(0), `${m}.data[${p}]`);
}

function store(op: Operation, g: FunctionGen): void {
  const { m, t, idx } = access(op, g, op.getOperand(1), op.operands.slice(2));
  const p = g.fresh('p');
  g.line(`const ${p} = ${position(g, op, t, m, idx)};`);
  g.line(`${m}.data[${p}] = ${g.name(op.getOperand(0))};`);
}

/** vector_load/store: the vector covers the memref's trailing dims from the indices. */
function vectorAccess(op: Operation, g: FunctionGen, isLoad: boolean): void {
  const memref = isLoad ? op.getOperand(0) : op.getOperand(1);
  const { m, idx } = access(op, g, memref, op.operands.slice(isLoad ? 1 : 2));
  const vt = (isLoad ? op.getResult(0).type : op.getOperand(0).type) as VectorType;
  const call = `$rt.vectorAccess(${m}, ${list(idx)}, ${g.konst(vt.shape)}, ${g.konst(vt.elementType)}, ${isLoad ? 'undefined' : g.name(op.getOperand(0))}, ${g.id(op)})`;
  if (isLoad) g.def(op.getResult(0), call); else g.line(`${call};`);
}

/** The identity of an affine.parallel reduction kind (arith's AtomicRMWKind order). */
function identity(kind: number, t: Type): string {
  const big = isBig(t);
  const w = (t as { width?: number }).width ?? 64;
  const lit = (v: bigint): string => (big ? `${v}n` : String(Number(v)));
  switch (kind) {
    case 0: case 1: case 14: case 15: return t instanceof FloatType ? '-0' : lit(0n);
    case 2: case 11: return lit(-1n);
    case 12: case 13: return t instanceof FloatType ? '1' : lit(1n);
    case 4: case 5: return '-Infinity';
    case 8: case 9: return 'Infinity';
    case 6: return lit(-(1n << BigInt(w - 1)));
    case 10: return lit((1n << BigInt(w - 1)) - 1n);
    case 7: return lit(0n);
    default: return 'undefined';
  }
}

function parallel(op: Operation, g: FunctionGen): void {
  const lbMap = mapAttr(op, 'lowerBoundsMap'), ubMap = mapAttr(op, 'upperBoundsMap');
  const nl = lbMap.getNumInputs();
  const groups = (name: string) => { const a = op.getAttr(name); return a instanceof DenseElementsAttr ? a.all().map(Number) : []; };
  const bound = (map: AffineMap, operands: readonly Value[], sizes: number[], pick: (xs: string[]) => string): string[] => {
    const all = applyMap(g, map, operands);
    let k = 0;
    return consts(g, sizes.map((n) => pick(all.slice(k, (k += n)))), 'b');
  };
  const lbs = bound(lbMap, op.operands.slice(0, nl), groups('lowerBoundsGroups'), maxOf);
  const ubs = bound(ubMap, op.operands.slice(nl), groups('upperBoundsGroups'), minOf);
  const steps = (op.getAttr('steps') as ArrayAttr).elements.map((e) => (e as IntegerAttr).num);
  const kinds = (op.getAttr('reductions') as ArrayAttr).elements.map((e) => (e as IntegerAttr).num);
  const acc = g.declare(op.results);
  kinds.forEach((k, i) => g.line(`${acc[i]} = ${identity(k, elementTypeOf(op.getResult(i).type))};`));
  const ivs = lbs.map(() => g.fresh('i'));
  const nest = (d: number): void => {
    if (d === ivs.length) {
      g.emitRegion(op.regions[0]!, ivs, (y) => {
        y.operands.forEach((v, i) => g.line(`${acc[i]} = ${rmwExpr(kinds[i]!, acc[i]!, g.name(v), elementTypeOf(v.type))};`));
      });
      return;
    }
    g.block(`for (let ${ivs[d]} = ${lbs[d]}; ${ivs[d]} < ${ubs[d]}; ${ivs[d]} += ${steps[d]})`, () => nest(d + 1));
  };
  nest(0);
}

export const affineTable: EmitTable = {
  'affine.apply': (op, g) => g.def(op.getResult(0), applyMap(g, mapAttr(op, 'map'), op.operands)[0]!),
  'affine.delinearize_index': (op, g) => {
    const basis = mixed(g, op.getAttr('static_basis'), op.operands.slice(1));
    const r = g.fresh('d');
    g.line(`const ${r} = $rt.delinearize(${g.name(op.getOperand(0))}, ${list(basis)}, ${op.numResults === basis.length}, ${g.id(op)});`);
    op.results.forEach((v, i) => g.def(v, `${r}[${i}]`));
  },
  'affine.linearize_index': (op, g) => {
    const n = op.numOperands - ((op.getAttr('operandSegmentSizes') as DenseArrayAttr).values[1] as number);
    const basis = mixed(g, op.getAttr('static_basis'), op.operands.slice(n));
    g.def(op.getResult(0), `$rt.linearize(${list(g.names_(op.operands.slice(0, n)))}, ${list(basis)}, ${g.id(op)})`);
  },
  'affine.min': (op, g) => g.def(op.getResult(0), minOf(applyMap(g, mapAttr(op, 'map'), op.operands))),
  'affine.max': (op, g) => g.def(op.getResult(0), maxOf(applyMap(g, mapAttr(op, 'map'), op.operands))),
  'affine.for': forOp,
  'affine.if': ifOp,
  'affine.load': load,
  'affine.store': store,
  'affine.vector_load': (op, g) => vectorAccess(op, g, true),
  'affine.vector_store': (op, g) => vectorAccess(op, g, false),
  'affine.prefetch': () => {},
  'affine.parallel': parallel,
};

