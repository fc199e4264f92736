/**
 * Shape rules vector's ops share: when a type broadcasts to a vector type (upstream's
 * isBroadcastableTo, with its scalable-dim rules), and when a transpose is only a reshape
 * (isOrderPreserving: it never swaps two non-unit dims).
 */
import type { Operation } from '../../ir/operation.js';
import { FloatType, IndexType, IntegerType, type Type, VectorType } from '../../ir/types.js';
import { numsOf } from './constraints.js';

export type Broadcastable =
  | { readonly kind: 'ok' | 'rank' | 'notVector' }
  | { readonly kind: 'dim'; readonly src: number; readonly srcScalable: boolean; readonly dst: number; readonly dstScalable: boolean };

const isScalarElement = (t: Type): boolean => t instanceof IntegerType || t instanceof FloatType || t instanceof IndexType;

export function isBroadcastableTo(src: Type, dst: VectorType): Broadcastable {
  if (isScalarElement(src) && src === dst.elementType) return { kind: 'ok' };
  if (!(src instanceof VectorType)) return { kind: 'notVector' };
  const lead = dst.rank - src.rank;
  if (lead < 0) return { kind: 'rank' };
  for (let i = 0; i < src.rank; i++) {
    const s = src.shape[i]!, d = dst.shape[lead + i]!;
    const ss = src.scalableDims[i]!, ds = dst.scalableDims[lead + i]!;
    const mismatch = (s !== 1 && s !== d) || (s === 1 && ss && d !== 1) || (ss !== ds && (s !== 1 || ss));
    if (mismatch) return { kind: 'dim', src: s, srcScalable: ss, dst: d, dstScalable: ds };
  }
  return { kind: 'ok' };
}

/** True when a vector.transpose keeps the flattened order of the elements. */
export function isOrderPreserving(transpose: Operation): boolean {
  const perm = numsOf(transpose.getAttr('permutation'));
  const src = transpose.getOperand(0).type as VectorType;
  let current = 0;
  for (const p of perm) {
    if (src.shape[p] === 1 && !src.scalableDims[p]) continue;
    if (p < current) return false;
    current = p;
  }
  return true;
}
