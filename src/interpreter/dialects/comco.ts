/**
 * The comco dialect's implementation table (docs/comco-dialect.md; the scalar definitions of
 * each op are in runtime/comco.ts). Element arithmetic is arith's: floats rounded to the
 * element type after every step, integers wrapped to their width.
 */
import { FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { FloatType, type RankedTensorType, type Type } from '../../ir/types.js';
import { InterpreterError } from '../errors.js';
import { isBig, literal, roundF, widthOf, wrapI } from '../exprs.js';
import type { EmitTable, FunctionGen } from '../gen.js';
import { toScalar } from '../values.js';
import { list } from './common.js';

const elem = (op: Operation): Type => (op.getResult(0).type as RankedTensorType).elementType;
const shapeOf = (op: Operation): readonly number[] => (op.getResult(0).type as RankedTensorType).shape;

/** `a + b` / `a * b` in the element type's arithmetic. */
function arith(t: Type, kind: '+' | '*', a: string, b: string): string {
  if (t instanceof FloatType) return roundF(t, `${a} ${kind} ${b}`);
  if (isBig(t)) return `BigInt.asIntN(${widthOf(t)}, ${a} ${kind} ${b})`;
  if (kind === '*') return widthOf(t) === 1 ? `(${a} & ${b})` : wrapI(t, `Math.imul(${a}, ${b})`);
  return wrapI(t, `${a} + ${b}`);
}

const rounder = (t: Type): string => `(v) => ${roundF(t, 'v')}`;

function floatElem(op: Operation): FloatType {
  const t = elem(op);
  if (!(t instanceof FloatType)) throw new InterpreterError(op, `needs a float element type, got '${t.key}'`);
  return t;
}

function matmul(op: Operation, g: FunctionGen): void {
  const [a, b] = g.names_(op.operands);
  const t = elem(op);
  const [m, n] = shapeOf(op) as [number, number];
  const id = g.id(op);
  if (t instanceof FloatType && (t.kind === 'f32' || t.kind === 'f64')) {
    g.def(op.getResult(0), `$rt.matmul(${a}, ${b}, $rt.empty(${g.konst(t)}, [${m}, ${n}], ${id}), false, ${t.kind === 'f32'}, ${id})`);
    return;
  }
  const zero = isBig(t) ? '0n' : '0';
  g.def(op.getResult(0), `$rt.matmulWith(${a}, ${b}, ${g.konst(t)}, (x, y) => ${arith(t, '*', 'x', 'y')}, (x, y) => ${arith(t, '+', 'x', 'y')}, ${zero}, ${id})`);
}

function elementwiseBody(op: Operation, g: FunctionGen): void {
  const region = op.regions[0]!;
  const params = region.front.args.map(() => g.fresh('x'));
  const tmp = g.fresh('e');
  g.line(`const ${tmp} = $rt.broadcastMap(${g.konst(elem(op))}, ${list(g.names_(op.operands))}, (${params.join(', ')}) => {`);
  g.indent(() => g.emitRegion(region, params, (y) => g.line(`return ${g.name(y.getOperand(0))};`)));
  g.line(`}, ${g.id(op)});`);
  g.def(op.getResult(0), tmp);
}

const binary = (kind: '+' | '*') => (op: Operation, g: FunctionGen): void => {
  const t = elem(op);
  g.def(op.getResult(0), `$rt.broadcastMap(${g.konst(t)}, ${list(g.names_(op.operands))}, (a, b) => ${arith(t, kind, 'a', 'b')}, ${g.id(op)})`);
};

function collective(op: Operation, g: FunctionGen): void {
  if (op.numResults === 0) { bufferCollective(op, g); return; }
  const x = g.name(op.getOperand(0));
  if (g.generator && !g.inKernel) {
    g.def(op.getResult(0), collectiveRequest(op, x, g));
    return;
  }
  g.def(op.getResult(0), `$rt.singleRankCollective(${x}, ${g.konst(shapeOf(op))}, ${g.id(op)})`);
}

/** The request a rank yields at a collective (runtime/spmd.ts), resumed with the result tensor. */
function collectiveRequest(op: Operation, value: string, g: FunctionGen): string {
  const reduction = op.getAttr('op');
  const kind = reduction ? (reduction as { text?: string }).text ?? '' : '';
  const axis = (op.getAttr('axis') as IntegerAttr | undefined)?.num ?? 0;
  return `(yield { kind: 'collective', op: ${JSON.stringify(op.name)}, reduction: '${kind}', axis: ${axis}, value: ${value}, id: ${g.id(op)} })`;
}

/**
 * The buffer form: the ranks exchange the input buffer's elements as a tensor, and each rank's
 * result is written into its output buffer (the input itself for allreduce).
 */
function bufferCollective(op: Operation, g: FunctionGen): void {
  const input = g.name(op.getOperand(0));
  const output = g.name(op.getOperand(op.numOperands - 1));
  const value = `$rt.memrefToTensor(${input})`;
  const id = g.id(op);
  const result = g.generator && !g.inKernel
    ? collectiveRequest(op, value, g)
    : `$rt.singleRankCollective(${value}, ${output}.sizes, ${id})`;
  g.line(`$rt.copy($rt.fromTensor(${result}), ${output}, ${id});`);
}

export const comcoTable: EmitTable = {
  'comco.matmul': matmul,
  'comco.relu': (op, g) => {
    const t = elem(op);
    const body = t instanceof FloatType ? '$rt.maximumf(x, 0)' : isBig(t) ? '(x > 0n ? x : 0n)' : '(x > 0 ? x : 0)';
    g.def(op.getResult(0), `$rt.emap(${g.konst(t)}, [${g.name(op.getOperand(0))}], (x) => ${body}, ${g.id(op)})`);
  },
  'comco.softmax': (op, g) => {
    const t = floatElem(op);
    const axis = (op.getAttr('axis') as IntegerAttr | undefined)?.num ?? -1;
    g.def(op.getResult(0), `$rt.softmax(${g.name(op.getOperand(0))}, ${axis}, ${rounder(t)}, $rt.maximumf)`);
  },
  'comco.dropout': (op, g) => {
    const t = floatElem(op);
    const ratio = (op.getAttr('ratio') as FloatAttr).value;
    const seed = (op.getAttr('seed') as IntegerAttr | undefined)?.value ?? 0n;
    g.def(op.getResult(0), `$rt.dropout(${g.name(op.getOperand(0))}, ${ratio}, ${seed}n, ${rounder(t)})`);
  },
  'comco.update': (op, g) => {
    const t = floatElem(op);
    const lr = toScalar(t, (op.getAttr('lr') as FloatAttr | undefined)?.value ?? 0.01);
    const [w, gr] = g.names_(op.operands);
    const step = roundF(t, `${literal(t, lr)} * y`);
    g.def(op.getResult(0), `$rt.emap(${g.konst(t)}, [${w}, ${gr}], (x, y) => ${roundF(t, `x - ${step}`)}, ${g.id(op)})`);
  },
  'comco.add': binary('+'),
  'comco.mul': binary('*'),
  'comco.elementwise': elementwiseBody,
  // A kernel group runs its body in place: grouping changes where code runs, not what it computes.
  'comco.dispatch': (op, g) => {
    const res = g.declare(op.results);
    g.line('{');
    g.indent(() => g.emitRegion(op.regions[0]!, [], (y) => g.assignParallel(res, g.names_(y.operands))));
    g.line('}');
  },
  'comco.allreduce': collective,
  'comco.allgather': collective,
  'comco.reduce_scatter': collective,
};
