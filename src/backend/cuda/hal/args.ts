/**
 * Kernel parameters as the driver takes them: each parameter's bytes (kernelParams). A memref is
 * a bare device pointer (8 bytes), `index` is 64 bits, integers and floats take their width,
 * `i1` one byte, all little-endian. The mock decodes the same bytes, so packing is tested without
 * a GPU.
 */
import type { DevicePtr } from './driver.js';

/** A parameter's kind, as the kernel ABI gives it (JSON-able: it is stored in module files). */
export type ParamKind =
  | { readonly kind: 'ptr' }
  | { readonly kind: 'int'; readonly bytes: 1 | 2 | 4 | 8 }
  | { readonly kind: 'float'; readonly bytes: 2 | 4 | 8 };

/** A value for one parameter: a device pointer, or a scalar (ints as bigint when 64-bit). */
export type ParamValue = { readonly ptr: DevicePtr } | number | bigint;

export class ArgumentError extends Error {}

export function paramBytes(p: ParamKind): number { return p.kind === 'ptr' ? 8 : p.bytes; }

/** Packs `values` for a kernel whose parameters are `params`; a mismatch names the parameter. */
export function packParams(kernel: string, params: readonly ParamKind[], values: readonly ParamValue[]): Uint8Array[] {
  if (values.length !== params.length) {
    throw new ArgumentError(`kernel '${kernel}' takes ${params.length} parameters, but ${values.length} were given`);
  }
  return params.map((p, i) => {
    const v = values[i]!;
    const out = new Uint8Array(paramBytes(p));
    const dv = new DataView(out.buffer);
    const bad = (what: string): never => { throw new ArgumentError(`kernel '${kernel}' parameter #${i}: expected ${what}, got ${typeof v === 'object' ? 'a pointer' : String(v)}`); };
    if (p.kind === 'ptr') {
      if (typeof v !== 'object') bad('a device pointer');
      dv.setBigUint64(0, (v as { ptr: DevicePtr }).ptr, true);
      return out;
    }
    if (typeof v === 'object') bad(`a ${p.bytes * 8}-bit ${p.kind}`);
    if (p.kind === 'float') {
      const x = Number(v);
      if (p.bytes === 4) dv.setFloat32(0, x, true);
      else if (p.bytes === 8) dv.setFloat64(0, x, true);
      else bad('a 16-bit float (not supported as a kernel parameter)');
      return out;
    }
    const big = BigInt.asUintN(p.bytes * 8, typeof v === 'bigint' ? v : BigInt(Math.trunc(v as number)));
    for (let b = 0; b < p.bytes; b++) out[b] = Number((big >> BigInt(8 * b)) & 0xffn);
    return out;
  });
}

/** The inverse of packParams (the mock's view of kernelParams). */
export function unpackParams(kernel: string, params: readonly ParamKind[], bytes: readonly Uint8Array[]): ParamValue[] {
  if (bytes.length !== params.length) {
    throw new ArgumentError(`kernel '${kernel}' takes ${params.length} parameters, but the launch passed ${bytes.length}`);
  }
  return params.map((p, i) => {
    const b = bytes[i]!;
    if (b.byteLength !== paramBytes(p)) {
      throw new ArgumentError(`kernel '${kernel}' parameter #${i}: ${paramBytes(p)} bytes expected, the launch passed ${b.byteLength}`);
    }
    const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
    if (p.kind === 'ptr') return { ptr: dv.getBigUint64(0, true) };
    if (p.kind === 'float') return p.bytes === 4 ? dv.getFloat32(0, true) : dv.getFloat64(0, true);
    if (p.bytes === 8) return dv.getBigInt64(0, true);
    return p.bytes === 4 ? dv.getInt32(0, true) : p.bytes === 2 ? dv.getInt16(0, true) : dv.getInt8(0);
  });
}
