/**
 * The vector dialect's implementation table. Vectors are Tensor values, so most ops are data
 * movement in runtime/vector.ts (`$rt.vec`); arithmetic on vectors is arith's, element-wise.
 * Reductions and contractions use the combining kind's function (common.ts), folding in order.
 * Not executed: gather/scatter, expandload/compressstore, scan, type_cast and vector.mask.
 */
import { type AffineMapAttr, type Attribute, ArrayAttr, type IntegerAttr, StringAttr } from '../../ir/attributes.js';
import type { AffineMap } from '../../ir/affine/map.js';
import type { Operation } from '../../ir/operation.js';
import { FloatType, IndexType, type Type, VectorType, elementTypeOf } from '../../ir/types.js';
import { InterpreterError } from '../errors.js';
import { roundF, str } from '../exprs.js';
import type { EmitTable, Emitter, FunctionGen } from '../gen.js';
import { boxMask } from '../runtime/vector.js';
import { Tensor, allocStorage } from '../values.js';
import { arrayAttr, combineFn, list, mixed } from './common.js';
import { elementwise } from './lift.js';

const vtype = (op: Operation, t: Type): VectorType => {
  if (t instanceof VectorType && !t.isScalable) return t;
  throw new InterpreterError(op, `'${t.key}' is not supported by the interpreter (scalable or not a vector)`);
};
const resType = (op: Operation): VectorType => vtype(op, op.getResult(0).type);
const ints = (a: Attribute | undefined): number[] => (a instanceof ArrayAttr ? a.elements.map((e) => (e as IntegerAttr).num) : []);
const bools = (a: Attribute | undefined): boolean[] => (a instanceof ArrayAttr ? a.elements.map((e) => Boolean((e as IntegerAttr).value)) : []);

/** CombiningKind (bit values) → gpu AllReduceOperation numbering used by combineFn. */
function kindCode(op: Operation): number {
  const bit = (op.getAttr('kind') as { value?: number } | undefined)?.value ?? 1;
  const log = Math.log2(bit);
  return log === 11 ? 12 : log === 12 ? 11 : log;
}
const combineOf = (op: Operation, t: Type): string => combineFn(kindCode(op), t);
const mulOf = (t: Type): string => combineFn(1, t);

const position = (op: Operation, g: FunctionGen, dyn: number): string =>
  list(mixed(g, op.getAttr('static_position'), op.operands.slice(dyn)));

function contract(op: Operation, g: FunctionGen): void {
  const [lhs, rhs, acc] = g.names_(op.operands);
  const maps = (op.getAttr('indexing_maps') as ArrayAttr).elements.map((e) => (e as AffineMapAttr).map);
  const shapes = op.operands.map((v) => (v.type instanceof VectorType ? v.type.shape : []));
  const n = maps[0]!.numDims;
  const sizes = Array.from({ length: n }, (_, d) => {
    for (let k = 0; k < 3; k++) {
      const j = maps[k]!.results.findIndex((e) => e.kind === 'dim' && e.position === d);
      if (j >= 0) return shapes[k]![j]!;
    }
    throw new InterpreterError(op, `cannot infer the size of dimension d${d}`);
  });
  const et = elementTypeOf(op.getResult(0).type);
  g.def(op.getResult(0), `$rt.vec.contract(${lhs}, ${rhs}, ${acc}, ${g.konst(maps)}, ${g.konst(sizes)}, ${mulOf(et)}, ${combineOf(op, et)}, ${g.konst(et)})`);
}

/** A transfer; `maskOverride` is the mask of an enclosing vector.mask. */
function transfer(op: Operation, g: FunctionGen, read: boolean, maskOverride?: string): void {
  const map: AffineMap = (op.getAttr('permutation_map') as AffineMapAttr).map;
  const inBounds = bools(op.getAttr('in_bounds'));
  const seg = arrayAttr(op, 'operandSegmentSizes');
  const names = g.names_(op.operands);
  if (read) {
    const [base, ...rest] = names;
    const idx = rest.slice(0, seg[1]!);
    const pad = rest[seg[1]!]!;
    const mask = maskOverride ?? (seg[3] ? rest[seg[1]! + 1]! : 'undefined');
    const t = resType(op);
    g.def(op.getResult(0), `$rt.vec.transferRead(${base}, ${list(idx)}, ${g.konst(map)}, ${g.konst(inBounds)}, ${pad}, ${mask}, ${g.konst(t.elementType)}, ${g.konst(t.shape)}, ${g.id(op)})`);
    return;
  }
  const [value, base, ...rest] = names;
  const idx = rest.slice(0, seg[2]!);
  const mask = maskOverride ?? (seg[3] ? rest[seg[2]!]! : 'undefined');
  const call = `$rt.vec.transferWrite(${value}, ${base}, ${list(idx)}, ${g.konst(map)}, ${mask})`;
  if (op.numResults) g.def(op.getResult(0), call); else g.line(`${call};`);
}

const PUNCT = ['', '\n', ', ', '( ', ' )'];

function print(op: Operation, g: FunctionGen): void {
  const p = PUNCT[(op.getAttr('punctuation') as { value?: number } | undefined)?.value ?? 1] ?? '\n';
  const s = op.getAttr('stringLiteral');
  if (s instanceof StringAttr) { g.line(`$rt.printf('%s', [${str(s.value + p)}]);`); return; }
  if (op.numOperands === 0) { g.line(`$rt.printf('%s', [${str(p)}]);`); return; }
  const v = op.getOperand(0);
  g.line(`$rt.printf('%s', [$rt.vec.printText(${g.name(v)}, ${g.konst(elementTypeOf(v.type))}) + ${str(p)}]);`);
}

function bitcast(op: Operation, g: FunctionGen): void {
  const from = elementTypeOf(op.getOperand(0).type), to = elementTypeOf(op.getResult(0).type);
  const width = (t: Type) => (t as { width?: number }).width ?? 0;
  if (width(from) !== width(to)) throw new InterpreterError(op, 'bitcasts between element widths are not supported by the interpreter');
  const code = from instanceof FloatType && !(to instanceof FloatType) ? `$rt.floatToBits(x, '${from.kind}', ${from.width})`
    : to instanceof FloatType && !(from instanceof FloatType) ? `$rt.bitsToFloat(x, '${to.kind}', ${to.width})`
      : from instanceof FloatType && to instanceof FloatType
        ? `$rt.bitsToFloat($rt.floatToBits(x, '${from.kind}', ${from.width}), '${to.kind}', ${to.width})` : 'x';
  g.def(op.getResult(0), `$rt.tbitcast(${g.name(op.getOperand(0))}, ${g.konst(to)}, (x) => ${code})`);
}

const fmaCode = elementwise(([a, b, c], op) => {
  const t = elementTypeOf(op.getResult(0).type) as FloatType;
  return t.kind === 'f32' || t.kind === 'f64' || t.kind === 'f16' || t.kind === 'bf16'
    ? `$rt.vec.fma(${a}, ${b}, ${c}, '${t.kind}')` : roundF(t, `${a} * ${b} + ${c}`);
});

const constant = (make: (op: Operation) => Tensor): Emitter => (op, g) => g.def(op.getResult(0), g.konst(make(op)));

export const vectorTable: EmitTable = {
  'vector.broadcast': (op, g) => {
    const t = resType(op);
    g.def(op.getResult(0), `$rt.vec.broadcast(${g.name(op.getOperand(0))}, ${g.konst(t.elementType)}, ${g.konst(t.shape)})`);
  },
  'vector.extract': (op, g) => g.def(op.getResult(0), `$rt.vec.extract(${g.name(op.getOperand(0))}, ${position(op, g, 1)}, ${g.id(op)})`),
  'vector.insert': (op, g) => {
    const [v, dest] = g.names_(op.operands.slice(0, 2));
    g.def(op.getResult(0), `$rt.vec.insert(${v}, ${dest}, ${position(op, g, 2)}, ${g.id(op)})`);
  },
  'vector.from_elements': (op, g) => {
    const t = resType(op);
    g.def(op.getResult(0), `$rt.fromElements(${g.konst(t.elementType)}, ${g.konst(t.shape)}, ${list(g.names_(op.operands))})`);
  },
  'vector.to_elements': (op, g) => {
    const d = g.fresh('e');
    g.line(`const ${d} = ${g.name(op.getOperand(0))}.data;`);
    op.results.forEach((r, i) => g.def(r, `${d}[${i}]`));
  },
  'vector.shape_cast': (op, g) => g.def(op.getResult(0), `$rt.reshape(${g.name(op.getOperand(0))}, ${g.konst(resType(op).shape)}, ${g.id(op)})`),
  'vector.transpose': (op, g) => g.def(op.getResult(0), `$rt.vec.transpose(${g.name(op.getOperand(0))}, ${g.konst(arrayAttr(op, 'permutation'))})`),
  'vector.step': constant((op) => {
    const n = resType(op).shape[0]!;
    const data = allocStorage(IndexType.instance, n);
    for (let i = 0; i < n; i++) data[i] = i;
    return new Tensor(IndexType.instance, [n], data);
  }),
  'vector.constant_mask': constant((op) => boxMask(resType(op).elementType, resType(op).shape, arrayAttr(op, 'mask_dim_sizes'))),
  'vector.create_mask': (op, g) => {
    const t = resType(op);
    g.def(op.getResult(0), `$rt.vec.boxMask(${g.konst(t.elementType)}, ${g.konst(t.shape)}, ${list(g.names_(op.operands))})`);
  },
  'vector.extract_strided_slice': (op, g) => {
    const [o, s, st] = ['offsets', 'sizes', 'strides'].map((n) => g.konst(ints(op.getAttr(n))));
    g.def(op.getResult(0), `$rt.vec.extractStrided(${g.name(op.getOperand(0))}, ${o}, ${s}, ${st})`);
  },
  'vector.insert_strided_slice': (op, g) => {
    const [v, dest] = g.names_(op.operands);
    g.def(op.getResult(0), `$rt.vec.insertStrided(${v}, ${dest}, ${g.konst(ints(op.getAttr('offsets')))}, ${g.konst(ints(op.getAttr('strides')))})`);
  },
  'vector.shuffle': (op, g) => {
    const [a, b] = g.names_(op.operands);
    g.def(op.getResult(0), `$rt.vec.shuffle(${a}, ${b}, ${g.konst(arrayAttr(op, 'mask'))}, ${g.konst(resType(op).shape)})`);
  },
  'vector.interleave': (op, g) => g.def(op.getResult(0), `$rt.vec.interleave(${g.names_(op.operands).join(', ')})`),
  'vector.deinterleave': (op, g) => {
    const r = g.fresh('d');
    g.line(`const ${r} = $rt.vec.deinterleave(${g.name(op.getOperand(0))});`);
    op.results.forEach((x, i) => g.def(x, `${r}[${i}]`));
  },
  'vector.bitcast': bitcast,
  'vector.fma': fmaCode,
  'vector.reduction': (op, g) => {
    const [v, acc] = g.names_(op.operands);
    g.def(op.getResult(0), `$rt.vec.reduction(${v}, ${acc ?? 'undefined'}, ${combineOf(op, elementTypeOf(op.getOperand(0).type))})`);
  },
  'vector.multi_reduction': (op, g) => {
    const [v, acc] = g.names_(op.operands);
    g.def(op.getResult(0), `$rt.vec.multiReduction(${v}, ${acc}, ${g.konst(arrayAttr(op, 'reduction_dims'))}, ${combineOf(op, elementTypeOf(op.getOperand(0).type))})`);
  },
  'vector.outerproduct': (op, g) => {
    const [lhs, rhs, acc] = g.names_(op.operands);
    const t = resType(op);
    const et = t.elementType;
    const fmaKind = et instanceof FloatType && kindCode(op) === 0 ? `'${et.kind}'` : 'undefined';
    g.def(op.getResult(0), `$rt.vec.outerproduct(${lhs}, ${rhs}, ${acc ?? 'undefined'}, ${g.konst(et)}, ${g.konst(t.shape)}, ${mulOf(et)}, ${combineOf(op, et)}, ${fmaKind})`);
  },
  'vector.contract': contract,
  'vector.load': (op, g) => {
    const [m, ...idx] = g.names_(op.operands);
    const t = resType(op);
    g.def(op.getResult(0), `$rt.vectorAccess(${m}, ${list(idx)}, ${g.konst(t.shape)}, ${g.konst(t.elementType)}, undefined, ${g.id(op)})`);
  },
  'vector.store': (op, g) => {
    const [v, m, ...idx] = g.names_(op.operands);
    const t = vtype(op, op.getOperand(0).type);
    g.line(`$rt.vectorAccess(${m}, ${list(idx)}, ${g.konst(t.shape)}, ${g.konst(t.elementType)}, ${v}, ${g.id(op)});`);
  },
  'vector.maskedload': (op, g) => {
    const names = g.names_(op.operands);
    const [m, mask, pass] = [names[0]!, names[names.length - 2]!, names[names.length - 1]!];
    g.def(op.getResult(0), `$rt.vec.masked(${m}, ${list(names.slice(1, -2))}, ${mask}, ${pass}, false, ${g.id(op)})`);
  },
  'vector.maskedstore': (op, g) => {
    const names = g.names_(op.operands);
    const [m, mask, value] = [names[0]!, names[names.length - 2]!, names[names.length - 1]!];
    g.line(`$rt.vec.masked(${m}, ${list(names.slice(1, -2))}, ${mask}, ${value}, true, ${g.id(op)});`);
  },
  'vector.gather': (op, g) => {
    const names = g.names_(op.operands);
    const [base, idx, mask, pass] = [names[0]!, names[names.length - 3]!, names[names.length - 2]!, names[names.length - 1]!];
    g.def(op.getResult(0), `$rt.vec.gather(${base}, ${list(names.slice(1, -3))}, ${idx}, ${mask}, ${pass}, ${g.id(op)})`);
  },
  'vector.scatter': (op, g) => {
    const names = g.names_(op.operands);
    const [base, idx, mask, value] = [names[0]!, names[names.length - 3]!, names[names.length - 2]!, names[names.length - 1]!];
    const call = `$rt.vec.scatter(${base}, ${list(names.slice(1, -3))}, ${idx}, ${mask}, ${value}, ${g.id(op)})`;
    if (op.numResults) g.def(op.getResult(0), call); else g.line(`${call};`);
  },
  'vector.expandload': (op, g) => {
    const names = g.names_(op.operands);
    g.def(op.getResult(0), `$rt.vec.expandload(${names[0]}, ${list(names.slice(1, -2))}, ${names[names.length - 2]}, ${names[names.length - 1]}, ${g.id(op)})`);
  },
  'vector.compressstore': (op, g) => {
    const names = g.names_(op.operands);
    g.line(`$rt.vec.compressstore(${names[0]}, ${list(names.slice(1, -2))}, ${names[names.length - 2]}, ${names[names.length - 1]}, ${g.id(op)});`);
  },
  'vector.scan': (op, g) => {
    const [src, init] = g.names_(op.operands);
    const r = g.fresh('scan');
    const dim = (op.getAttr('reduction_dim') as IntegerAttr).num;
    const inclusive = (op.getAttr('inclusive') as IntegerAttr).value !== 0n;
    g.line(`const ${r} = $rt.vec.scan(${src}, ${init}, ${dim}, ${inclusive}, ${combineOf(op, elementTypeOf(op.getOperand(0).type))});`);
    op.results.forEach((v, i) => g.def(v, `${r}[${i}]`));
  },
  // The masked op is a transfer (what vectorization makes); its masked-off lanes read the
  // padding, or the passthru value when there is one, and write nothing.
  'vector.mask': (op, g) => {
    const body = op.regions[0]!.front;
    const yieldOp = body.last!;
    const inner = body.first === yieldOp ? undefined : body.first!;
    const mask = g.name(op.getOperand(0));
    if (inner?.name === 'vector.transfer_read') {
      transfer(inner, g, true, mask);
      if (op.numOperands > 1) {
        const et = g.konst(resType(inner).elementType);
        g.def(op.getResult(0), `$rt.emap(${et}, [${mask}, ${g.name(inner.getResult(0))}, ${g.name(op.getOperand(1))}], (m, a, b) => (m ? a : b), ${g.id(op)})`);
        return;
      }
    } else if (inner?.name === 'vector.transfer_write') {
      transfer(inner, g, false, mask);
    } else if (inner) {
      throw new InterpreterError(op, `masking '${inner.name}' is not supported by the interpreter (transfers only)`);
    }
    op.results.forEach((r, i) => g.bind(r, g.name(yieldOp.getOperand(i))));
  },
  'vector.transfer_read': (op, g) => transfer(op, g, true),
  'vector.transfer_write': (op, g) => transfer(op, g, false),
  'vector.print': print,
  'vector.vscale': (op, g) => g.def(op.getResult(0), '1'),
};

