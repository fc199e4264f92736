/**
 * The complex dialect's implementation table: scalar complex values (runtime/complex.ts), each op
 * a call rounding to the part type. Tensors and memrefs of complex elements are not modelled.
 */
import { ArrayAttr, FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { ComplexType, FloatType, IntegerType, type Type } from '../../ir/types.js';
import { InterpreterError } from '../errors.js';
import type { EmitTable, Emitter } from '../gen.js';

/** The float kind of the parts of a complex type. */
function partKind(op: Operation, t: Type): string {
  if (t instanceof ComplexType && t.elementType instanceof FloatType) return t.elementType.kind;
  throw new InterpreterError(op, `'${t.key}' is not supported by the interpreter (complex numbers of float parts only)`);
}
const kindOf = (op: Operation): string => partKind(op, op.getOperand(0).type);

/** `$rt.<fn>(operands..., 'kind')` as the result. */
const call = (fn: string, withKind = true): Emitter => (op, g) =>
  g.def(op.getResult(0), `$rt.${fn}(${[...g.names_(op.operands), ...(withKind ? [`'${kindOf(op)}'`] : [])].join(', ')})`);

function constant(op: Operation, g: Parameters<Emitter>[1]): void {
  const parts = op.getAttr('value');
  partKind(op, op.getResult(0).type);
  if (!(parts instanceof ArrayAttr) || parts.length !== 2) throw new InterpreterError(op, 'has no [re, im] value');
  const num = (a: unknown): number => (a instanceof FloatAttr ? a.value : a instanceof IntegerAttr ? Number(a.value) : NaN);
  g.def(op.getResult(0), `$rt.complexOf(${g.konst(num(parts.elements[0]))}, ${g.konst(num(parts.elements[1]))})`);
}

/** The `int` or float kind of the non-complex side of a bitcast, and its width. */
function scalarSide(op: Operation, t: Type): [string, number] {
  if (t instanceof IntegerType) return ['int', t.width];
  if (t instanceof FloatType) return [t.kind, t.width];
  throw new InterpreterError(op, `cannot bitcast '${t.key}'`);
}

export const complexTable: EmitTable = {
  'complex.constant': constant,
  'complex.create': (op, g) => g.def(op.getResult(0), `$rt.complexOf(${g.names_(op.operands).join(', ')})`),
  'complex.re': (op, g) => g.def(op.getResult(0), `${g.name(op.getOperand(0))}.re`),
  'complex.im': (op, g) => g.def(op.getResult(0), `${g.name(op.getOperand(0))}.im`),
  'complex.add': call('cadd'),
  'complex.sub': call('csub'),
  'complex.mul': call('cmul'),
  'complex.div': call('cdiv'),
  'complex.pow': call('cpow'),
  'complex.atan2': call('catan2'),
  'complex.powi': call('cpowi'),
  'complex.neg': call('cneg', false),
  'complex.conj': call('cconj', false),
  'complex.abs': call('cabs'),
  'complex.angle': call('cangle'),
  'complex.exp': call('cexp'),
  'complex.expm1': call('cexpm1'),
  'complex.log': call('clog'),
  'complex.log1p': call('clog1p'),
  'complex.sqrt': call('csqrt'),
  'complex.rsqrt': call('crsqrt'),
  'complex.sin': call('csin'),
  'complex.cos': call('ccos'),
  'complex.tan': call('ctan'),
  'complex.tanh': call('ctanh'),
  'complex.sign': call('csign'),
  'complex.eq': (op, g) => g.def(op.getResult(0), `$rt.ceq(${g.names_(op.operands).join(', ')})`),
  'complex.neq': (op, g) => g.def(op.getResult(0), `(1 - $rt.ceq(${g.names_(op.operands).join(', ')}))`),
  'complex.bitcast': (op, g) => {
    const from = op.getOperand(0).type, to = op.getResult(0).type;
    const a = g.name(op.getOperand(0));
    if (from === to) { g.bind(op.getResult(0), a); return; }
    if (from instanceof ComplexType) {
      const [k, w] = scalarSide(op, to);
      g.def(op.getResult(0), `$rt.cbitcastTo(${a}, '${partKind(op, from)}', ${w}, '${k}')`);
    } else {
      const [k, w] = scalarSide(op, from);
      g.def(op.getResult(0), `$rt.cbitcastFrom(${a}, '${partKind(op, to)}', ${w}, '${k}')`);
    }
  },
};
