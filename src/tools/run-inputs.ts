/**
 * `comco run --input=...`: the argument values of the function, in iree-run-module's syntax.
 *   2x3xf32=[1 2 3][4 5 6]   values (separators: spaces, commas, brackets); one value splats
 *   f32=1.5                  a scalar
 *   4xf32=random             seeded random values (floats in [-1, 1), integers in [-8, 8])
 *   @x.npy, 2x3xf32=@x.npy   a NumPy file (the shape and type, when given, are checked)
 *   complex<f32>=(1.5,-2)    a complex scalar (as results print)
 * Each input is checked against the function's argument: count, shape (dynamic dims take any
 * size), and element type; errors name the input and the argument.
 */
import { ComplexType, FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, type Type, isDynamic } from '../ir/types.js';
import { isFloatKind } from '../support/float.js';
import { InputError } from '../interpreter/errors.js';
import { fromTensor } from '../interpreter/runtime/memref.js';
import {
  Complex, MemRef, type RuntimeValue, type Scalar, Tensor, allocStorage, newBufferInfo, product, toScalar,
} from '../interpreter/values.js';
import { getStridesAndOffset, hasIdentityLayout } from '../dialects/memref/layout.js';
import { typeText } from './run-format.js';
import { type NpyArray, npyToTensor } from './npy.js';

/** Parses `i32`, `f16`, `index`... (the element types inputs may have). */
export function parseElementType(s: string): Type | undefined {
  if (s === 'index') return IndexType.instance;
  const m = /^(i|si|ui)(\d+)$/.exec(s);
  if (m) {
    const w = Number(m[2]);
    if (w < 1 || w > 64) return undefined;
    return IntegerType.get(w, m[1] === 'i' ? 'signless' : m[1] === 'si' ? 'signed' : 'unsigned');
  }
  return isFloatKind(s) ? FloatType.get(s) : undefined;
}

/** A deterministic generator for `=random` (splitmix32). */
export class InputRandom {
  private s: number;
  constructor(seed: number) { this.s = seed >>> 0; }
  next(): number {
    this.s = (this.s + 0x9e3779b9) >>> 0;
    let z = this.s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  }
  value(t: Type): Scalar {
    const u = this.next();
    if (t instanceof FloatType) return toScalar(t, u * 2 - 1);
    if (t instanceof IntegerType && t.width === 1) return u < 0.5 ? 0 : 1;
    return toScalar(t, Math.floor(u * 17) - 8);
  }
}

export interface InputContext {
  readonly random: InputRandom;
  /** Reads and parses a .npy file (relative to the tool's cwd). */
  readonly readNpy: (file: string) => NpyArray;
  readonly bf16AsUint16: boolean;
}

/** Parses one element of type `t`. */
function parseScalar(token: string, t: Type): Scalar | undefined {
  if (t instanceof FloatType) {
    const lower = token.toLowerCase();
    const special: Record<string, number> = { nan: NaN, '-nan': NaN, inf: Infinity, '+inf': Infinity, '-inf': -Infinity, infinity: Infinity, '-infinity': -Infinity };
    const x = lower in special ? special[lower]! : /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(token) ? Number(token) : undefined;
    return x === undefined ? undefined : toScalar(t, x);
  }
  if (t instanceof IntegerType && t.width === 1) {
    if (token === 'true' || token === '1') return 1;
    if (token === 'false' || token === '0') return 0;
    return undefined;
  }
  if (!/^[+-]?\d+$/.test(token)) return undefined;
  const v = BigInt(token);
  const w = t instanceof IntegerType ? t.width : 64;
  // As IREE, signless integers take the signed or the unsigned range of their width.
  if (v < -(1n << BigInt(w - 1)) || v >= 1n << BigInt(w)) return undefined;
  return toScalar(t, v);
}

/** The shape/type prefix `2x3xf32` (or `f32`). */
function parseShapeType(text: string, input: string): { shape: number[]; type: Type } {
  const m = /^((?:\d+x)*)([A-Za-z][A-Za-z0-9]*)$/.exec(text.trim());
  const type = m ? parseElementType(m[2]!) : undefined;
  if (!m || !type) throw new InputError(`malformed --input '${input}': expected SHAPExTYPE=VALUES (e.g. 2x3xf32=[1 2 3][4 5 6]) or @file.npy`);
  const shape = m[1] ? m[1].slice(0, -1).split('x').map(Number) : [];
  return { shape, type };
}

function parseValues(text: string, shape: number[], type: Type, input: string, ctx: InputContext): Tensor {
  const n = product(shape);
  const data = allocStorage(type, n) as unknown as Scalar[];
  if (text.trim() === 'random') {
    for (let i = 0; i < n; i++) data[i] = ctx.random.value(type);
    return new Tensor(type, shape, data as unknown as Tensor['data']);
  }
  const tokens = text.split(/[\s,[\]]+/).filter((s) => s.length);
  const vals = tokens.map((tok) => {
    const v = parseScalar(tok, type);
    if (v === undefined) throw new InputError(`malformed --input '${input}': '${tok}' is not a valid ${type.key} value`);
    return v;
  });
  if (vals.length === 1) for (let i = 0; i < n; i++) data[i] = vals[0]!;
  else if (vals.length === n) vals.forEach((v, i) => { data[i] = v; });
  else if (vals.length !== 0) {
    throw new InputError(`--input '${input}' has ${vals.length} values, but shape ${typeText(shape, type)} needs ${n}`);
  }
  return new Tensor(type, shape, data as unknown as Tensor['data']);
}

/** Parses one `--input` into a tensor (scalars are rank-0 tensors). */
export function parseInput(input: string, argType: Type, ctx: InputContext): Tensor {
  const expected = argType instanceof RankedTensorType || argType instanceof MemRefType ? argType.elementType : argType;
  if (input.startsWith('@')) {
    const file = input.slice(1);
    return npyToTensor(ctx.readNpy(file), expected, file, ctx.bf16AsUint16);
  }
  const eq = input.indexOf('=');
  if (eq < 0) throw new InputError(`malformed --input '${input}': expected SHAPExTYPE=VALUES or @file.npy`);
  const { shape, type } = parseShapeType(input.slice(0, eq), input);
  const rest = input.slice(eq + 1);
  if (rest.startsWith('@')) {
    const file = rest.slice(1);
    const t = npyToTensor(ctx.readNpy(file), type, file, ctx.bf16AsUint16);
    if (t.shape.join('x') !== shape.join('x')) throw new InputError(`--input '${input}': ${file} has shape ${t.shape.join('x') || 'scalar'}`);
    return t;
  }
  return parseValues(rest, shape, type, input, ctx);
}

/**
 * A complex scalar argument, written as comco run prints one: `complex<f32>=(1.5,-2)` (a real
 * alone is `(x,0)`); undefined when the argument is not a complex number.
 */
export function parseComplexInput(input: string, argType: Type): Complex | undefined {
  if (!(argType instanceof ComplexType) || !(argType.elementType instanceof FloatType)) return undefined;
  const part = argType.elementType;
  const eq = input.indexOf('=');
  const type = eq < 0 ? '' : input.slice(0, eq);
  if (type !== argType.key) throw new InputError(`expected ${argType.key}=(RE,IM), but the input is '${input}'`);
  const m = /^\s*\(\s*([^,()\s]+)\s*,\s*([^,()\s]+)\s*\)\s*$|^\s*([^,()\s]+)\s*$/.exec(input.slice(eq + 1));
  const parts = m ? (m[3] !== undefined ? [m[3], '0'] : [m[1]!, m[2]!]) : undefined;
  const vals = parts?.map((x) => parseScalar(x, part));
  if (!vals || vals.some((v) => v === undefined)) throw new InputError(`malformed --input '${input}': expected ${argType.key}=(RE,IM)`);
  return new Complex(vals[0] as number, vals[1] as number);
}

/** Checks an input tensor against the argument type and makes the runtime value. */
export function toArgument(t: Tensor, argType: Type): RuntimeValue {
  const given = typeText(t.shape, t.elementType);
  if (argType instanceof RankedTensorType || argType instanceof MemRefType) {
    const ok = t.elementType === argType.elementType && t.shape.length === argType.rank
      && argType.shape.every((d, i) => isDynamic(d) || d === t.shape[i]);
    if (!ok) throw new InputError(`expected ${argType.key}, but the input is ${given}`);
    return argType instanceof MemRefType ? memrefArgument(t, argType) : t;
  }
  if (argType instanceof IntegerType || argType instanceof FloatType || argType === IndexType.instance) {
    if (t.shape.length !== 0 || t.elementType !== argType) throw new InputError(`expected ${argType.key}, but the input is ${given}`);
    return t.data[0]!;
  }
  throw new InputError(`the argument has type ${argType.key}, which comco run cannot pass`);
}

/** A memref argument: a fresh buffer laid out as the argument type says (offset, strides). */
function memrefArgument(t: Tensor, type: MemRefType): RuntimeValue {
  const m = fromTensor(t);
  if (hasIdentityLayout(type)) return m;
  const so = getStridesAndOffset(type);
  if (!so) return m;
  const strides = so.strides.map((s, i) => (isDynamic(s) ? m.strides[i]! : s));
  const offset = isDynamic(so.offset) ? 0 : so.offset;
  const span = t.data.length ? t.shape.reduce((acc, d, i) => acc + (d - 1) * Math.abs(strides[i]!), 0) + 1 : 0;
  const data = allocStorage(t.elementType, offset + span) as unknown as Scalar[];
  const idx = new Array<number>(t.shape.length).fill(0);
  for (let k = 0; k < t.data.length; k++) {
    let p = offset;
    idx.forEach((i, d) => { p += i * strides[d]!; });
    data[p] = t.data[k]!;
    for (let d = idx.length - 1; d >= 0; d--) { if (++idx[d]! < t.shape[d]!) break; idx[d] = 0; }
  }
  return new MemRef(t.elementType, data as unknown as Tensor['data'], offset, t.shape, strides, newBufferInfo());
}
