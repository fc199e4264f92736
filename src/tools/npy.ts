/**
 * NumPy .npy files (format versions 1.0, 2.0 and 3.0; C order; little-endian) for `comco run`'s
 * `--input=@x.npy` and `--output=@y.npy`. Supported dtypes map one to one onto element types:
 * f2↔f16, f4↔f32, f8↔f64, b1↔i1, i1↔i8, i2↔i16, i4↔i32, i8↔i64 (also for index), and u2↔bf16
 * (raw bf16 bits; NumPy has no bf16, so this needs an explicit opt-in). Anything else is an
 * error that names the file and what is wrong with it.
 */
import { FloatType, IndexType, IntegerType, type Type } from '../ir/types.js';
import { fromBits, toBits } from '../support/float.js';
import { Tensor, allocStorage, product, type Scalar } from '../interpreter/values.js';

export class NpyError extends Error {}

export interface NpyArray {
  readonly descr: string;
  readonly shape: number[];
  /** The raw little-endian element bytes. */
  readonly bytes: Uint8Array;
}

const MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]; // \x93NUMPY

/** Parses the container: magic, version, header dict, payload. */
export function parseNpy(buf: Uint8Array, file: string): NpyArray {
  if (buf.length < 10 || !MAGIC.every((b, i) => buf[i] === b)) throw new NpyError(`${file}: not a .npy file (bad magic string)`);
  const major = buf[6]!;
  if (major < 1 || major > 3) throw new NpyError(`${file}: unsupported .npy format version ${major}.${buf[7]}`);
  const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const headerLen = major === 1 ? dv.getUint16(8, true) : dv.getUint32(8, true);
  const start = major === 1 ? 10 : 12;
  if (start + headerLen > buf.length) throw new NpyError(`${file}: truncated header`);
  const header = new TextDecoder(major === 3 ? 'utf-8' : 'latin1').decode(buf.subarray(start, start + headerLen));
  const descr = /'descr'\s*:\s*'([^']*)'/.exec(header)?.[1];
  const fortran = /'fortran_order'\s*:\s*(True|False)/.exec(header)?.[1];
  const shapeText = /'shape'\s*:\s*\(([^)]*)\)/.exec(header)?.[1];
  if (descr === undefined || fortran === undefined || shapeText === undefined) {
    throw new NpyError(`${file}: malformed header ${JSON.stringify(header.trim())}`);
  }
  if (fortran === 'True') throw new NpyError(`${file}: Fortran-order arrays are not supported (save it in C order)`);
  const shape = shapeText.split(',').map((s) => s.trim()).filter((s) => s.length).map((s) => {
    if (!/^\d+L?$/.test(s)) throw new NpyError(`${file}: malformed shape (${shapeText})`);
    return Number.parseInt(s, 10);
  });
  const width = dtypeWidth(descr, file);
  const bytes = buf.subarray(start + headerLen);
  const want = product(shape) * width;
  if (bytes.length < want) throw new NpyError(`${file}: the data is truncated (${bytes.length} bytes, ${want} expected for shape (${shape.join(', ')}) of '${descr}')`);
  return { descr, shape, bytes: bytes.subarray(0, want) };
}

function dtypeWidth(descr: string, file: string): number {
  const m = /^([<>|=])([fiub])(\d+)$/.exec(descr);
  if (!m) throw new NpyError(`${file}: unsupported dtype '${descr}'`);
  if (m[1] === '>') throw new NpyError(`${file}: big-endian dtype '${descr}' is not supported`);
  return Number(m[3]);
}

/** The dtype a type is stored as; `bf16AsUint16` allows bf16 (as raw '<u2'). */
export function dtypeOf(t: Type, bf16AsUint16: boolean): string | undefined {
  if (t instanceof FloatType) {
    if (t.kind === 'f16') return '<f2';
    if (t.kind === 'f32') return '<f4';
    if (t.kind === 'f64') return '<f8';
    if (t.kind === 'bf16') return bf16AsUint16 ? '<u2' : undefined;
    return undefined;
  }
  if (t === IndexType.instance) return '<i8';
  if (t instanceof IntegerType) {
    switch (t.width) {
      case 1: return '|b1';
      case 8: return '|i1';
      case 16: return '<i2';
      case 32: return '<i4';
      case 64: return '<i8';
    }
  }
  return undefined;
}

/** One spelling per dtype: '=' is little-endian here, and one-byte types have no byte order. */
function normalize(d: string): string {
  const s = d.replace(/^=/, '<');
  if (/^[<|][bi]1$/.test(s)) return `|${s.slice(1)}`;
  return s.startsWith('|') ? `<${s.slice(1)}` : s;
}

/** The array as a tensor of element type `t`; the dtype must be the one `t` is stored as. */
export function npyToTensor(a: NpyArray, t: Type, file: string, bf16AsUint16: boolean): Tensor {
  const want = dtypeOf(t, bf16AsUint16);
  if (!want) {
    const hint = t instanceof FloatType && t.kind === 'bf16' ? ' (pass --npy-bf16-as-uint16 to read raw bf16 bits from a uint16 array)' : '';
    throw new NpyError(`${file}: element type ${t.key} cannot be read from .npy${hint}`);
  }
  if (normalize(a.descr) !== want) throw new NpyError(`${file}: dtype '${a.descr}' does not match element type ${t.key} (expected '${want}')`);
  const n = product(a.shape);
  const data = allocStorage(t, n) as unknown as Scalar[];
  const dv = new DataView(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength);
  for (let i = 0; i < n; i++) data[i] = readElement(dv, i, t);
  return new Tensor(t, a.shape, data as unknown as Tensor['data']);
}

function readElement(dv: DataView, i: number, t: Type): Scalar {
  if (t instanceof FloatType) {
    if (t.kind === 'f32') return dv.getFloat32(i * 4, true);
    if (t.kind === 'f64') return dv.getFloat64(i * 8, true);
    return fromBits(BigInt(dv.getUint16(i * 2, true)), t.kind);
  }
  if (t === IndexType.instance) return Number(dv.getBigInt64(i * 8, true));
  const w = (t as IntegerType).width;
  if (w === 1) return dv.getUint8(i) ? 1 : 0;
  if (w === 8) return dv.getInt8(i);
  if (w === 16) return dv.getInt16(i * 2, true);
  if (w === 32) return dv.getInt32(i * 4, true);
  return dv.getBigInt64(i * 8, true);
}

/** Encodes a tensor as a version 1.0 .npy file (header padded to 64 bytes, as NumPy does). */
export function tensorToNpy(t: Tensor, bf16AsUint16: boolean): Uint8Array {
  const descr = dtypeOf(t.elementType, bf16AsUint16);
  if (!descr) {
    const hint = t.elementType instanceof FloatType && t.elementType.kind === 'bf16' ? ' (pass --npy-bf16-as-uint16 to write raw bf16 bits as uint16)' : '';
    throw new NpyError(`element type ${t.elementType.key} cannot be written to .npy${hint}`);
  }
  const shape = t.shape.length === 1 ? `(${t.shape[0]},)` : `(${t.shape.join(', ')})`;
  let header = `{'descr': '${descr}', 'fortran_order': False, 'shape': ${shape}, }`;
  const total = 10 + header.length + 1;
  header += ' '.repeat((64 - (total % 64)) % 64) + '\n';
  const width = dtypeWidth(descr, '');
  const n = t.data.length;
  const out = new Uint8Array(10 + header.length + n * width);
  out.set(MAGIC, 0);
  out[6] = 1;
  out[7] = 0;
  const dv = new DataView(out.buffer);
  dv.setUint16(8, header.length, true);
  for (let i = 0; i < header.length; i++) out[10 + i] = header.charCodeAt(i);
  const body = new DataView(out.buffer, 10 + header.length);
  for (let i = 0; i < n; i++) writeElement(body, i, t.elementType, t.data[i]!);
  return out;
}

function writeElement(dv: DataView, i: number, t: Type, v: Scalar): void {
  if (t instanceof FloatType) {
    if (t.kind === 'f32') dv.setFloat32(i * 4, Number(v), true);
    else if (t.kind === 'f64') dv.setFloat64(i * 8, Number(v), true);
    else dv.setUint16(i * 2, Number(toBits(Number(v), t.kind)), true);
    return;
  }
  if (t === IndexType.instance) { dv.setBigInt64(i * 8, BigInt(v), true); return; }
  const w = (t as IntegerType).width;
  if (w === 1) dv.setUint8(i, v ? 1 : 0);
  else if (w === 8) dv.setInt8(i, Number(v));
  else if (w === 16) dv.setInt16(i * 2, Number(v), true);
  else if (w === 32) dv.setInt32(i * 4, Number(v), true);
  else dv.setBigInt64(i * 8, BigInt(v), true);
}
