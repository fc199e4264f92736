/**
 * The kernel ABI seen from the host: a gpu.func in the kernel form (docs/pipeline.md) takes
 * memrefs as bare device pointers and scalars of integer, index or float type. This maps its
 * signature to the HAL's ParamKinds, refusing what the backend cannot pass.
 */
import { FloatType, IndexType, IntegerType, MemRefType, type Type } from '../../../ir/types.js';
import type { ParamKind } from '../hal/args.js';

/** The ParamKind of a kernel argument type, or a reason it has none. */
export function paramKindOf(t: Type): ParamKind | string {
  if (t instanceof MemRefType) {
    if (t.layout) return `memref '${t.key}' has a non-identity layout (kernel memrefs are bare pointers)`;
    if (t.shape.some((d) => d < 0)) return `memref '${t.key}' has a dynamic shape`;
    return { kind: 'ptr' };
  }
  if (t instanceof IndexType) return { kind: 'int', bytes: 8 };
  if (t instanceof IntegerType) {
    if (t.width === 1 || t.width === 8) return { kind: 'int', bytes: 1 };
    if (t.width === 16 || t.width === 32 || t.width === 64) return { kind: 'int', bytes: t.width / 8 as 2 | 4 | 8 };
    return `integer type '${t.key}' is not a supported kernel parameter`;
  }
  if (t instanceof FloatType && (t.width === 32 || t.width === 64)) return { kind: 'float', bytes: t.width / 8 as 4 | 8 };
  return `type '${t.key}' is not a supported kernel parameter`;
}

/** Bytes of one element of a memref's element type on the device. */
export function elementBytes(t: Type): number | undefined {
  if (t instanceof IndexType) return 8;
  if (t instanceof IntegerType) return t.width === 1 ? 1 : t.width % 8 === 0 && t.width <= 64 ? t.width / 8 : undefined;
  if (t instanceof FloatType) return t.width % 8 === 0 && t.width <= 64 ? t.width / 8 : undefined;
  return undefined;
}

/** Bytes of a static memref, or undefined when its shape is dynamic or its element has no layout. */
export function memrefBytes(t: MemRefType): number | undefined {
  const e = elementBytes(t.elementType);
  if (e === undefined || t.shape.some((d) => d < 0)) return undefined;
  return t.shape.reduce((a, b) => a * b, 1) * e;
}
