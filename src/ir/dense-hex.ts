/**
 * The hex form of dense elements, `dense<"0x...">`: each element's bits little-endian in its
 * storage width (the width rounded up to whole bytes), i1 elements packed eight to a byte, low
 * bit first. mlir-opt prints non-splat attributes of more than 100 elements this way.
 */
import { FloatType, IndexType, IntegerType, type Type } from './types.js';
import { toBits } from '../support/float.js';
import { HEX_BYTE as HEX } from '../support/hex.js';
import type { AsmSink } from './sink.js';

/** Elements beyond which a non-splat attribute prints as hex (mlir-opt's default of
 * --mlir-print-elementsattrs-with-hex-if-larger). */
export const HEX_IF_LARGER = 100;

/** Whether a non-splat attribute of `n` elements prints as hex through `s`. */
export const printsAsHex = (s: AsmSink, n: number): boolean => {
  const limit = s.elements?.hexIfLarger ?? HEX_IF_LARGER;
  return limit >= 0 && n > limit;
};

/** Whether a non-splat attribute of `n` elements is elided through `s` (printed as
 * `dense_resource<__elided__>`). */
export const elided = (s: AsmSink, n: number): boolean => s.elements?.elideIfLarger !== undefined && n > s.elements.elideIfLarger;

export const ELIDED = 'dense_resource<__elided__>';


/** `0x...` for `values` (numbers or bigints) of element type `et`; `nanBits` by element index. */
export function denseHex(et: Type, values: readonly (number | bigint)[], nanBits?: ReadonlyMap<number, bigint>): string {
  const parts: string[] = ['0x'];
  if (et instanceof IntegerType && et.width === 1) {
    for (let i = 0; i < values.length; i += 8) {
      let byte = 0;
      for (let b = 0; b < 8 && i + b < values.length; b++) if (values[i + b]) byte |= 1 << b;
      parts.push(HEX[byte]!);
    }
    return parts.join('');
  }
  const width = et instanceof IndexType ? 64 : et instanceof IntegerType || et instanceof FloatType ? et.width : 0;
  const bytes = Math.ceil(width / 8);
  values.forEach((v, i) => {
    let bits: bigint;
    if (et instanceof FloatType) bits = nanBits?.get(i) ?? toBits(Number(v), et.kind);
    else bits = BigInt.asUintN(width, BigInt(v));
    for (let b = 0; b < bytes; b++) { parts.push(HEX[Number(bits & 0xffn)]!); bits >>= 8n; }
  });
  return parts.join('');
}
