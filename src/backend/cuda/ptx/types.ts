/**
 * How MLIR types live in PTX: the register class that holds a value, the type suffix arithmetic
 * uses, and the type memory accesses use. `index` is 64 bits everywhere (registers, memory and
 * parameters), so address arithmetic never truncates.
 */
import { FloatType, IndexType, IntegerType, MemRefType, type Type, VectorType } from '../../../ir/types.js';
import type { RegClass } from './ir.js';

export type ScalarKind = 'pred' | 'int' | 'float';

export interface ScalarInfo {
  readonly kind: ScalarKind;
  /** The MLIR bit width (1 for i1, 8 for i8 even though it lives in 16 bits). */
  readonly bits: number;
  readonly reg: RegClass;
  /** The register's width in bits (16 for i8). */
  readonly regBits: number;
  /** Arithmetic suffix for floats: f16, bf16, f32, f64 (undefined for integers). */
  readonly float?: 'f16' | 'bf16' | 'f32' | 'f64';
  /** How the value is loaded and stored (`u8` for i1, `s8` for i8, `b16`, `f32`, ...). */
  readonly mem: string;
  /** Its size in memory, in bytes. */
  readonly bytes: number;
}

const INT: Readonly<Record<number, ScalarInfo>> = {
  1: { kind: 'pred', bits: 1, reg: 'pred', regBits: 1, mem: 'u8', bytes: 1 },
  8: { kind: 'int', bits: 8, reg: 'b16', regBits: 16, mem: 's8', bytes: 1 },
  16: { kind: 'int', bits: 16, reg: 'b16', regBits: 16, mem: 'b16', bytes: 2 },
  32: { kind: 'int', bits: 32, reg: 'b32', regBits: 32, mem: 'b32', bytes: 4 },
  64: { kind: 'int', bits: 64, reg: 'b64', regBits: 64, mem: 'b64', bytes: 8 },
};

const FLOAT: Readonly<Record<string, ScalarInfo>> = {
  f16: { kind: 'float', bits: 16, reg: 'b16', regBits: 16, float: 'f16', mem: 'b16', bytes: 2 },
  bf16: { kind: 'float', bits: 16, reg: 'b16', regBits: 16, float: 'bf16', mem: 'b16', bytes: 2 },
  f32: { kind: 'float', bits: 32, reg: 'f32', regBits: 32, float: 'f32', mem: 'f32', bytes: 4 },
  f64: { kind: 'float', bits: 64, reg: 'f64', regBits: 64, float: 'f64', mem: 'f64', bytes: 8 },
};

/** The scalar layout of a type (the element type for vectors), or undefined if PTX has none here. */
export function scalarInfo(t: Type): ScalarInfo | undefined {
  if (t instanceof VectorType) return t.rank === 1 && !t.isScalable ? scalarInfo(t.elementType) : undefined;
  if (t instanceof IndexType) return INT[64];
  if (t instanceof IntegerType) return INT[t.width];
  if (t instanceof FloatType) return FLOAT[t.kind];
  return undefined;
}

/** How many registers a value of this type takes: its lane count for vectors, else 1. */
export function laneCount(t: Type): number {
  return t instanceof VectorType ? t.dim(0) : 1;
}

/** Integer suffixes: `s32`, `u32`, `b32` for the register width. */
export const sInt = (s: ScalarInfo): string => `s${s.regBits}`;
export const uInt = (s: ScalarInfo): string => `u${s.regBits}`;
export const bInt = (s: ScalarInfo): string => `b${s.regBits}`;

/** The row-major strides of a static identity-layout memref, in elements. */
export function rowMajorStrides(t: MemRefType): number[] {
  const strides: number[] = new Array<number>(t.rank).fill(1);
  for (let i = t.rank - 2; i >= 0; i--) strides[i] = strides[i + 1]! * t.dim(i + 1);
  return strides;
}

/** A PTX hexadecimal immediate of `bits` bits for a (possibly negative) integer value. */
export function hexImm(v: bigint, bits: number): string {
  const u = BigInt.asUintN(bits, v);
  return `0x${u.toString(16).toUpperCase()}`;
}

/** PTX float immediates: `0f3F800000` (f32) and `0d3FF0000000000000` (f64). */
export function floatImm(v: number, bits: 32 | 64): string {
  const buf = new DataView(new ArrayBuffer(8));
  if (bits === 32) { buf.setFloat32(0, v); return `0f${buf.getUint32(0).toString(16).toUpperCase().padStart(8, '0')}`; }
  buf.setFloat64(0, v);
  return `0d${buf.getBigUint64(0).toString(16).toUpperCase().padStart(16, '0')}`;
}

/** The float (element) type of a value's type, if it is one. */
export function elementFloatKind(t: Type): FloatType | undefined {
  const e = t instanceof VectorType ? t.elementType : t;
  return e instanceof FloatType ? e : undefined;
}
