/**
 * Host values ↔ device bytes: a tensor or memref argument of the CPU path's I/O becomes the
 * row-major bytes of its buffer (index as i64, i1 as one byte), and result bytes become tensors
 * that `comco run` prints exactly as it prints the interpreter's results.
 */
import { FloatType, IndexType, IntegerType, type Type } from '../../../ir/types.js';
import { InputError } from '../../../interpreter/errors.js';
import { MemRef, type RuntimeValue, type Storage, Tensor, allocStorage, memrefToTensor } from '../../../interpreter/values.js';

function checkElement(t: Type): void {
  if (t instanceof FloatType && (t.width === 32 || t.width === 64)) return;
  if (t instanceof IntegerType && [1, 8, 16, 32, 64].includes(t.width)) return;
  if (t instanceof IndexType) return;
  throw new InputError(`element type ${t.key} is not supported by the CUDA backend's host (f32, f64, i1, i8, i16, i32, i64, index)`);
}

/** The device bytes of a tensor or memref argument. */
export function toDeviceBytes(v: RuntimeValue): Uint8Array {
  const t = v instanceof MemRef ? memrefToTensor(v) : v;
  if (!(t instanceof Tensor)) throw new InputError('the CUDA backend passes tensors and memrefs, not scalars, to host functions');
  checkElement(t.elementType);
  if (t.elementType instanceof IndexType) {
    const out = new BigInt64Array(t.data.length);
    t.data.forEach((x, i) => { out[i] = BigInt(x as number); });
    return new Uint8Array(out.buffer);
  }
  const d = t.data;
  return new Uint8Array(d.buffer.slice(d.byteOffset, d.byteOffset + d.byteLength) as ArrayBuffer);
}

/** A tensor of `elementType` and `shape` read from device bytes. */
export function fromDeviceBytes(bytes: Uint8Array, elementType: Type, shape: readonly number[]): Tensor {
  checkElement(elementType);
  const n = shape.reduce((a, b) => a * b, 1);
  const copy = bytes.slice().buffer;
  let data: Storage;
  if (elementType instanceof IndexType) {
    const src = new BigInt64Array(copy, 0, n);
    data = allocStorage(elementType, n);
    src.forEach((x, i) => { (data as Float64Array)[i] = Number(x); });
  } else {
    const sample = allocStorage(elementType, 0);
    data = new (sample.constructor as new (b: ArrayBuffer, o: number, n: number) => Storage)(copy, 0, n);
  }
  return new Tensor(elementType, shape, data);
}
