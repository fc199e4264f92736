/**
 * The linalg dialect's implementation table. Every structured op (linalg.generic, map, reduce,
 * transpose, broadcast and all named ops, through the LinalgOp interface) compiles to the loop
 * nest upstream's convert-linalg-to-loops builds: one loop per iteration dim in order d0
 * (outermost) to dn-1, the payload inlined in the innermost loop, reading its operands and
 * writing its outputs through the indexing maps. Addresses of linear maps are hoisted (a partial
 * sum per loop level); other maps are evaluated and bounds-checked per iteration.
 *
 * matmul and batch_matmul with their default maps and float payload take a fast path
 * (linalg-fast.ts) that performs the same roundings in the same order.
 */
import { linalgDialect, linalgInterface, type LinalgView, WinogradFmr } from '../../dialects/linalg/index.js';
import type { Operation } from '../../ir/operation.js';
import type { DenseArrayAttr, IntegerAttr } from '../../ir/attributes.js';
import { DYNAMIC, FloatType, MemRefType, RankedTensorType, UnrankedMemRefType, UnrankedTensorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { InterpreterError } from '../errors.js';
import type { EmitTable, Emitter, FunctionGen } from '../gen.js';
import { roundF } from '../exprs.js';
import { list, mixed } from './common.js';
import { affineJs, linearForm } from './affine-js.js';
import { tryFastPath } from './linalg-fast.js';
import { staticLayout } from './memref.js';

type Term = number | string;
const mulT = (a: Term, b: Term): Term =>
  (typeof a === 'number' && typeof b === 'number' ? a * b : a === 0 || b === 0 ? 0 : a === 1 ? b : b === 1 ? a : `${a} * ${b}`);
const addT = (a: Term, b: Term): Term =>
  (typeof a === 'number' && typeof b === 'number' ? a + b : a === 0 ? b : b === 0 ? a : `${a} + ${b}`);

/** How the loop nest sees one operand. */
interface Operand {
  readonly value: Value;
  /** Scalar operands (linalg.fill's value...) are read as they are. */
  readonly scalar: boolean;
  readonly data: string;
  readonly sizes: Term[];
  readonly strides: Term[];
  readonly offset: Term;
}

/** Hoists `t` into a const unless it is a literal or a plain name. */
function hoist(g: FunctionGen, t: Term, base: string): Term {
  if (typeof t === 'number' || /^[A-Za-z_$][\w$]*$/.test(t)) return t;
  const n = g.fresh(base);
  g.line(`const ${n} = ${t};`);
  return n;
}

function prepareOperand(g: FunctionGen, op: Operation, v: Value, jsValue: string): Operand {
  const t = v.type;
  if (t instanceof MemRefType) {
    const { offset, strides } = staticLayout(t);
    const data = g.fresh('D');
    g.line(`const ${data} = ${jsValue}.data;`);
    return {
      value: v, scalar: false, data,
      sizes: t.shape.map((d, j) => (d === DYNAMIC ? hoist(g, `${jsValue}.sizes[${j}]`, 'z') : d)),
      strides: strides.map((s, j) => (s === undefined ? hoist(g, `${jsValue}.strides[${j}]`, 's') : s)),
      offset: offset === undefined ? hoist(g, `${jsValue}.offset`, 'o') : offset,
    };
  }
  if (t instanceof RankedTensorType) {
    const data = g.fresh('D');
    g.line(`const ${data} = ${jsValue}.data;`);
    const sizes: Term[] = t.shape.map((d, j) => (d === DYNAMIC ? hoist(g, `${jsValue}.shape[${j}]`, 'z') : d));
    const strides = new Array<Term>(sizes.length);
    let run: Term = 1;
    for (let j = sizes.length - 1; j >= 0; j--) { strides[j] = run; run = hoist(g, mulT(run, sizes[j]!), 's'); }
    return { value: v, scalar: false, data, sizes, strides, offset: 0 };
  }
  if (t instanceof UnrankedTensorType || t instanceof UnrankedMemRefType) {
    throw new InterpreterError(op, `unranked operand '${t.key}' is not supported by the interpreter`);
  }
  return { value: v, scalar: true, data: jsValue, sizes: [], strides: [], offset: 0 };
}

/** The size of each loop, from the first operand dim each loop dim indexes directly. */
function loopSizes(view: LinalgView, ops: readonly Operand[], op: Operation, g: FunctionGen): Term[] {
  const sizes = new Array<Term | undefined>(view.numLoops).fill(undefined);
  view.indexingMaps.forEach((m, k) => m.results.forEach((e, j) => {
    if (e.kind !== 'dim' || ops[k]!.scalar) return;
    const s = ops[k]!.sizes[j]!;
    const cur = sizes[e.position];
    if (cur === undefined || (typeof cur === 'string' && typeof s === 'number')) sizes[e.position] = s;
  }));
  const out = sizes.map((s, l) => {
    if (s === undefined) throw new InterpreterError(op, `cannot infer the size of loop d${l} from the indexing maps`);
    return s;
  });
  // Every other operand dim indexed by a loop dim must agree with the loop's size.
  view.indexingMaps.forEach((m, k) => m.results.forEach((e, j) => {
    if (e.kind !== 'dim' || ops[k]!.scalar) return;
    const s = ops[k]!.sizes[j]!, n = out[e.position]!;
    if (s === n || (typeof s === 'number' && typeof n === 'number')) return;
    g.line(`if (${s} !== ${n}) $fail(${g.id(op)}, 'operand #${k} has size ' + ${s} + ' in dimension ${j}, the loop d${e.position} runs ' + ${n});`);
  }));
  return out;
}

function emitLoops(view: LinalgView, g: FunctionGen): void {
  const op = view.op;
  const values = [...view.inputs, ...view.outputs];
  const nIn = view.inputs.length;
  const resultNames: string[] = [];
  const jsValues = values.map((v, k) => {
    if (k >= nIn && v.type instanceof RankedTensorType) {
      const t = g.fresh('T');
      g.line(`const ${t} = $rt.cloneTensor(${g.name(v)});`);
      resultNames.push(t);
      return t;
    }
    return g.name(v);
  });
  const ops = values.map((v, k) => prepareOperand(g, op, v, jsValues[k]!));
  const n = view.numLoops;
  const sizes = loopSizes(view, ops, op, g).map((s) => hoist(g, s, 'n'));
  const dims = Array.from({ length: n }, () => g.fresh('d'));
  // Per operand: the hoisted coefficient of each loop dim, the base, and the per-iteration rest.
  const plans = ops.map((o, k) => {
    if (o.scalar) return undefined;
    const m = view.indexingMaps[k]!;
    let base: Term = o.offset;
    const coef: Term[] = new Array<Term>(n).fill(0);
    const rest: string[] = [];
    const checks: string[] = [];
    m.results.forEach((e, j) => {
      const stride = o.strides[j]!;
      const lin = linearForm(e, n);
      if (lin) {
        base = addT(base, mulT(lin.c, stride));
        lin.coef.forEach((c, l) => { if (c) coef[l] = addT(coef[l]!, mulT(c, stride)); });
      } else {
        rest.push(String(mulT(`(${affineJs(e, dims)})`, stride)));
      }
      if (e.kind !== 'dim') checks.push(`$rt.inRange(${affineJs(e, dims)}, ${o.sizes[j]}, ${g.id(op)}, ${k}, ${j})`);
    });
    return { base: hoist(g, base, 'b'), coef: coef.map((c) => hoist(g, c, 'c')), rest, checks };
  });
  const body = view.body;
  const used = body.args.map((a) => a.hasUses);
  const saved = g.loopDims;
  g.loopDims = dims;
  const nest = (l: number, partial: Term[]): void => {
    if (l === n) {
      const pos = plans.map((p, k) => {
        if (!p) return '';
        for (const c of p.checks) g.line(`${c};`);
        const idx = [String(partial[k]!), ...p.rest].filter((x) => x !== '0').join(' + ') || '0';
        const name = g.fresh('q');
        g.line(`const ${name} = ${idx};`);
        return name;
      });
      const argNames = body.args.map((arg, k) => {
        const o = ops[k];
        if (!o) throw new InterpreterError(op, 'has more payload arguments than operands');
        if (o.scalar) return o.data;
        return used[k] ? g.def(arg, `${o.data}[${pos[k]}]`) : 'undefined';
      });
      g.emitRegion(view.op.regions[0]!, argNames, (y) => {
        y.operands.forEach((v, i) => {
          const o = ops[nIn + i]!;
          g.line(`${o.data}[${pos[nIn + i]}] = ${g.name(v)};`);
        });
      });
      return;
    }
    const d = dims[l]!;
    g.block(`for (let ${d} = 0; ${d} < ${sizes[l]}; ${d}++)`, () => {
      const next = partial.map((p, k) => {
        const c = plans[k]?.coef[l] ?? 0;
        if (c === 0) return p;
        const name = g.fresh('a');
        g.line(`const ${name} = ${addT(p, mulT(d, c))};`);
        return name;
      });
      nest(l + 1, next);
    });
  };
  try {
    nest(0, plans.map((p) => p?.base ?? 0));
  } finally {
    g.loopDims = saved;
  }
  view.results.forEach((r, i) => g.def(r, resultNames[i]!));
}

const structured: Emitter = (op, g) => {
  const view = linalgInterface(op);
  if (!view) throw new InterpreterError(op, 'is not a structured op');
  if (g.options.fastPaths !== false && tryFastPath(view, g)) return;
  emitLoops(view, g);
};

/** Every linalg op but the payload's yield and index, and softmax, is structured (LinalgOp). */
const NOT_STRUCTURED = new Set(['linalg.yield', 'linalg.index', 'linalg.softmax', 'linalg.pack', 'linalg.unpack',
  'linalg.winograd_filter_transform', 'linalg.winograd_input_transform', 'linalg.winograd_output_transform']);
const STRUCTURED = linalgDialect.ops.map((o) => o.name).filter((n) => !NOT_STRUCTURED.has(n));

/**
 * linalg.softmax as upstream's decomposition computes it, per slice along the dimension: the
 * maximum (maxnumf), e = exp(x - max) and their sum in index order, then e / sum, each rounded to
 * the element type.
 */
const softmax: Emitter = (op, g) => {
  const [input, output] = [op.getOperand(0), op.getOperand(1)];
  const et = (input.type as RankedTensorType | MemRefType).elementType;
  if (!(et instanceof FloatType)) throw new InterpreterError(op, `needs a float element type, got '${et.key}'`);
  const dim = Number((op.getAttr('dimension') as IntegerAttr).value);
  const x = input.type instanceof MemRefType ? `$rt.memrefToTensor(${g.name(input)})` : g.name(input);
  const y = g.fresh('Y');
  g.line(`const ${y} = $rt.softmax(${x}, ${dim}, (v) => ${roundF(et, 'v')}, $rt.maxnumf);`);
  if (output.type instanceof MemRefType) g.line(`$rt.copy($rt.fromTensor(${y}), ${g.name(output)}, ${g.id(op)});`);
  else g.def(op.getResult(0), `$rt.castShape(${y}, ${g.name(output)}.shape, ${g.id(op)})`);
};

/** linalg.pack / linalg.unpack: the dest gives the result shape. */
function relayout(pack: boolean): Emitter {
  return (op, g) => {
    const ints = (name: string): string => `[${((op.getAttr(name) as DenseArrayAttr | undefined)?.nums ?? []).join(', ')}]`;
    const tiles = list(mixed(g, op.getAttr('static_inner_tiles'), op.operands.slice(pack ? 2 + (op.getAttr('operandSegmentSizes') as DenseArrayAttr).nums[2]! : 2)));
    const [src, dest] = [g.name(op.getOperand(0)), g.name(op.getOperand(1))];
    const common = `${ints('inner_dims_pos')}, ${tiles}, ${ints('outer_dims_perm')}`;
    if (pack) {
      const hasPad = (op.getAttr('operandSegmentSizes') as DenseArrayAttr).nums[2] === 1;
      g.def(op.getResult(0), `$rt.pack(${src}, ${dest}.shape, ${common}, ${hasPad ? g.name(op.getOperand(2)) : 'undefined'}, ${g.id(op)})`);
    } else {
      g.def(op.getResult(0), `$rt.unpack(${src}, ${dest}.shape, ${common}, ${g.id(op)})`);
    }
  };
}

/** The Winograd transforms ($rt.winograd*), on tensors of floats. */
function winograd(fn: 'winogradFilter' | 'winogradInput' | 'winogradOutput'): Emitter {
  return (op, g) => {
    const et = (op.getOperand(0).type as RankedTensorType).elementType;
    if (!(et instanceof FloatType)) throw new InterpreterError(op, `needs a float element type, got '${et.key}'`);
    const fmr = WinogradFmr.name(op.getAttr('fmr') as IntegerAttr);
    g.def(op.getResult(0), `$rt.${fn}(${g.name(op.getOperand(0))}, ${g.name(op.getOperand(1))}, '${fmr}', (v) => ${roundF(et, 'v')})`);
  };
}

export const linalgTable: EmitTable = {
  ...Object.fromEntries(STRUCTURED.map((n) => [n, structured])),
  'linalg.softmax': softmax,
  'linalg.pack': relayout(true),
  'linalg.unpack': relayout(false),
  'linalg.winograd_filter_transform': winograd('winogradFilter'),
  'linalg.winograd_input_transform': winograd('winogradInput'),
  'linalg.winograd_output_transform': winograd('winogradOutput'),
  'linalg.index': (op, g) => {
    const dim = (op.getAttr('dim') as { num: number } | undefined)?.num ?? 0;
    const dims = g.loopDims;
    if (!dims || dims[dim] === undefined) throw new InterpreterError(op, `refers to loop d${dim} outside of a loop nest`);
    g.bind(op.getResult(0), dims[dim]!);
  },
};
