/**
 * The folder structured ops share (upstream's memref::foldMemRefCast): a memref.cast that only
 * forgets static information is bypassed, its operand used directly.
 */
import { StridedLayoutAttr } from '../../ir/attributes.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { DYNAMIC, MemRefType, type Type, isDynamic } from '../../ir/types.js';

/** Offset and strides of an identity or strided layout; undefined for other layouts. */
function stridesAndOffset(t: MemRefType): { offset: number; strides: number[] } | undefined {
  if (t.layout === undefined) {
    const strides = new Array<number>(t.rank);
    let running = 1;
    for (let i = t.rank - 1; i >= 0; i--) {
      strides[i] = running;
      const d = t.shape[i]!;
      running = isDynamic(running) || isDynamic(d) ? DYNAMIC : running * d;
    }
    return { offset: 0, strides };
  }
  if (t.layout instanceof StridedLayoutAttr) return { offset: t.layout.offset, strides: [...t.layout.strides] };
  return undefined;
}

/** Upstream's memref::CastOp::canFoldIntoConsumerOp: the cast goes towards less static info. */
export function memrefCastFoldsIntoConsumer(src: Type, dst: Type): boolean {
  if (!(src instanceof MemRefType) || !(dst instanceof MemRefType)) return false;
  if (src.elementType !== dst.elementType || src.rank !== dst.rank) return false;
  const a = stridesAndOffset(src), b = stridesAndOffset(dst);
  if (!a || !b) return false;
  const moreStatic = (x: number, y: number) => x !== y && isDynamic(x) && !isDynamic(y);
  if (src.shape.some((d, i) => moreStatic(d, dst.shape[i]!))) return false;
  if (moreStatic(a.offset, b.offset)) return false;
  return !a.strides.some((s, i) => moreStatic(s, b.strides[i]!));
}

/** Replaces operands produced by foldable memref.casts; folds in place when any was. */
export function foldMemRefCasts(op: Operation): readonly FoldResult[] | undefined {
  let changed = false;
  for (const o of op.opOperands) {
    const cast = o.value.definingOp;
    if (!cast || cast.name !== 'memref.cast' || cast.numOperands !== 1) continue;
    if (!memrefCastFoldsIntoConsumer(cast.getOperand(0).type, cast.getResult(0).type)) continue;
    o.set(cast.getOperand(0));
    changed = true;
  }
  return changed ? [...op.results] : undefined;
}
