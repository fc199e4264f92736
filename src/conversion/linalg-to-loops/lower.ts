/**
 * One structured linalg op on buffers → a nest of scf.for loops around its payload (upstream's
 * linalgOpToLoops, LinalgToLoops.cpp): one loop per iteration dimension, d0 outermost, from 0
 * to the size the operands give that dimension (or, for convert-linalg-to-parallel-loops, one
 * scf.parallel per run of consecutive parallel dimensions and an scf.for per reduction one, as
 * upstream's generateParallelLoopNest); in the innermost loop each payload argument is
 * a memref.load at the operand's indexing map applied to the induction variables, linalg.index
 * is the matching induction variable, and linalg.yield becomes memref.store into the outputs.
 * Reductions therefore accumulate in place in the output buffer, in loop order, which is the
 * order the interpreter folds them in.
 */
import { AffineMapAttr, IntegerAttr } from '../../ir/attributes.js';
import { AffineMap, type AffineExpr } from '../../ir/affine/index.js';
import type { Builder } from '../../ir/builder.js';
import { Block, Region } from '../../ir/builder.js';
import { IRMapping } from '../../ir/mapping.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType, index, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { ConstantOp } from '../../dialects/arith/index.js';
import { ApplyOp } from '../../dialects/affine/apply.js';
import { type LinalgView, linalgInterface } from '../../dialects/linalg/interface.js';
import { DimOp } from '../../dialects/memref/cast.js';
import { LoadOp, StoreOp } from '../../dialects/memref/access.js';
import { ForOp, ParallelOp, ReduceOp, YieldOp } from '../../dialects/scf/index.js';

/** `arith.constant N : index`. */
export const indexConstant = (b: Builder, n: number): Value => ConstantOp.build(b, { value: IntegerAttr.index(n) }).result;

/** An scf.for from `lb` to `ub` by `step` with an empty body (ending in scf.yield); returns the
 * loop, its induction variable and the builder positioned inside it. */
export function buildFor(b: Builder, lb: Value, ub: Value, step: Value): { loop: Operation; iv: Value; body: Block } {
  const region = new Region();
  const body = region.addBlock();
  const iv = body.addArgument(index, b.loc);
  const loop = ForOp.build(b, { lowerBound: lb, upperBound: ub, step, initArgs: [], resultTypes: [], regions: [region] });
  b.guard(() => { b.setInsertionPointToEnd(body); YieldOp.build(b, { values: [] }); });
  return { loop, iv, body };
}

/** An scf.parallel over `ranges` with an empty body (ending in scf.reduce); returns its
 * induction variables and body. */
function buildParallel(b: Builder, ranges: readonly (readonly [Value, Value, Value])[]): { ivs: Value[]; body: Block } {
  const region = new Region();
  const body = region.addBlock();
  const ivs = ranges.map(() => body.addArgument(index, b.loc));
  ParallelOp.build(b, {
    lowerBound: ranges.map((r) => r[0]), upperBound: ranges.map((r) => r[1]), step: ranges.map((r) => r[2]),
    initVals: [], resultTypes: [], regions: [region],
  });
  b.guard(() => { b.setInsertionPointToEnd(body); ReduceOp.build(b, { values: [], regions: [] }); });
  return { ivs, body };
}

/** Which entry of the flat list of operand dimensions gives each loop's size: the first one
 * whose map result is that loop's dimension (upstream's getLoopsToShapesMap). Undefined when
 * some loop has none. */
function loopSizePositions(v: LinalgView): number[] | undefined {
  const pos: (number | undefined)[] = new Array<undefined>(v.numLoops).fill(undefined);
  let flat = 0;
  [...v.inputs, ...v.outputs].forEach((x, i) => {
    if (!(x.type instanceof MemRefType)) return;
    for (const e of v.indexingMaps[i]!.results) {
      if (e.kind === 'dim' && pos[e.position] === undefined) pos[e.position] = flat;
      flat++;
    }
  });
  return pos.every((p) => p !== undefined) ? pos as number[] : undefined;
}

/** Every dimension of every shaped operand, in order (upstream's createFlatListOfOperandDims):
 * the size when static, else a memref.dim made now (the greedy driver erases unused ones). */
function flatOperandDims(b: Builder, v: LinalgView): (Value | number)[] {
  const out: (Value | number)[] = [];
  for (const x of [...v.inputs, ...v.outputs]) {
    const t = x.type;
    if (!(t instanceof MemRefType)) continue;
    t.shape.forEach((n, k) => {
      out.push(isDynamic(n) ? DimOp.build(b, { source: x, index: indexConstant(b, k) }).result : n);
    });
  }
  return out;
}

/** The subscripts of one operand: induction variables for plain dims, constants, or an
 * affine.apply of the whole iteration space for other expressions (as upstream emits them; the
 * canonicalizer drops the dimensions they do not use). */
function subscripts(b: Builder, map: AffineMap, ivs: readonly Value[]): Value[] {
  return map.results.map((e: AffineExpr) => {
    if (e.kind === 'dim') return ivs[e.position]!;
    if (e.kind === 'constant') return indexConstant(b, e.value);
    const one = AffineMap.get(map.numDims, map.numSymbols, [e]);
    return ApplyOp.build(b, { map: AffineMapAttr.get(one), mapOperands: [...ivs], resultTypes: [index] }).result;
  });
}

/** True when every operand that is shaped is a memref (upstream's hasPureBufferSemantics). */
export function hasBufferSemantics(v: LinalgView): boolean {
  return v.op.numResults === 0 && [...v.inputs, ...v.outputs].every((x) => !x.type.key.startsWith('tensor<'));
}

/**
 * Builds the loop nest of the structured op `op` at `b` (positioned before `op`), for the caller
 * to erase `op`. Returns false, building nothing, when `op` is not a structured op on buffers.
 */
export function lowerLinalgOpToLoops(b: Builder, op: Operation, parallel = false): boolean {
  const v = linalgInterface(op);
  if (!v || !hasBufferSemantics(v)) return false;
  const positions = loopSizePositions(v);
  if (!positions) return false;
  const ivs: Value[] = [];
  // Made in upstream's order (all operand sizes, then each loop's bounds), so that after the
  // greedy driver dedups and hoists the constants the output reads as mlir-opt's.
  const dims = flatOperandDims(b, v);
  const ranges = positions.map((p) => {
    const lb = indexConstant(b, 0);
    const size = dims[p]!;
    const ub = typeof size === 'number' ? indexConstant(b, size) : size;
    return [lb, ub, indexConstant(b, 1)] as const;
  });
  for (let d = 0; d < ranges.length;) {
    // A run of parallel dimensions is one scf.parallel; any other dimension is an scf.for.
    let run = 0;
    while (parallel && d + run < ranges.length && v.iteratorTypes[d + run] === 'parallel') run++;
    if (run > 0) {
      const { ivs: inner, body } = buildParallel(b, ranges.slice(d, d + run));
      ivs.push(...inner);
      b.setInsertionPoint(body.last!);
      d += run;
      continue;
    }
    const [lb, ub, step] = ranges[d++]!;
    const { iv, body } = buildFor(b, lb, ub, step);
    ivs.push(iv);
    b.setInsertionPoint(body.last!);
  }
  const map = new IRMapping();
  const operands = [...v.inputs, ...v.outputs];
  operands.forEach((x, i) => {
    const arg = v.body.args[i]!;
    if (!arg.hasUses) return;
    if (!(x.type instanceof MemRefType)) { map.map(arg, x); return; }
    map.map(arg, LoadOp.build(b, { memref: x, indices: subscripts(b, v.indexingMaps[i]!, ivs) }).result);
  });
  for (const inner of v.body.ops) {
    if (inner.name === 'linalg.index') {
      map.map(inner.results[0]!, ivs[(inner.getAttr('dim') as IntegerAttr).num]!);
      continue;
    }
    if (inner.name === 'linalg.yield') {
      inner.operands.forEach((y, k) => {
        const out = v.outputs[k]!;
        StoreOp.build(b, { value: map.lookupOrDefault(y), memref: out, indices: subscripts(b, v.indexingMaps[v.inputs.length + k]!, ivs) });
      });
      continue;
    }
    b.insert(inner.clone(map));
  }
  return true;
}
