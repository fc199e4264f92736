/**
 * The kernel ABI seen from the host: ptx/abi.ts says how each gpu.func argument is passed; this
 * maps it to the HAL's ParamKinds (refusing what the host cannot encode) and sizes buffers.
 */
import { FloatType, IndexType, IntegerType, type MemRefType, type Type } from '../../../ir/types.js';
import type { ParamKind } from '../hal/args.js';
import type { KernelParam } from '../ptx/abi.js';

/** The HAL's ParamKind of a parameter of the kernel ABI, or why the host cannot pass it. */
export function toParamKind(p: KernelParam): ParamKind | string {
  if (p.hostKind === 'ptr') return { kind: 'ptr' };
  if (p.hostKind === 'int' && (p.bytes === 1 || p.bytes === 2 || p.bytes === 4 || p.bytes === 8)) return { kind: 'int', bytes: p.bytes };
  if (p.hostKind === 'float' && (p.bytes === 4 || p.bytes === 8)) return { kind: 'float', bytes: p.bytes };
  return `kernel argument #${p.index} of type '${p.type.key}' cannot be passed by the CUDA host yet`;
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
