/**
 * memref.dma_start and memref.dma_wait: a non-blocking copy of `num_elements` elements between
 * memrefs (typically of different memory spaces), completed through a tag memref.
 *
 * ```mlir
 * memref.dma_start %src[%i], %dst[%j], %n, %tag[%c0] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
 * memref.dma_wait %tag[%c0], %n : memref<1xi32>
 * ```
 * dma_start's operands are one flat list (source and its indices, destination and its indices,
 * the count, the tag and its indices, then optionally a stride and the elements per stride); the
 * memref ranks say where each part starts.
 */
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { IndexType, MemRefType, index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AnyType, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { AnyMemRef } from './constraints.js';
import { foldCastOperands } from './fold.js';

/** The parts of a dma_start's operand list (valid once the op verifies). */
export interface DmaParts {
  readonly src: Value; readonly srcIndices: readonly Value[];
  readonly dst: Value; readonly dstIndices: readonly Value[];
  readonly numElements: Value;
  readonly tag: Value; readonly tagIndices: readonly Value[];
  /** Stride and elements per stride, when given. */
  readonly stride: readonly [Value, Value] | undefined;
}

export function dmaParts(op: Operation): DmaParts {
  const vs = op.operands;
  const rank = (v: Value | undefined) => (v?.type instanceof MemRefType ? v.type.rank : 0);
  let i = 0;
  const take = (n: number) => { const out = vs.slice(i, i + n); i += n; return out; };
  const src = vs[i++]!, srcIndices = take(rank(src));
  const dst = vs[i++]!, dstIndices = take(rank(dst));
  const numElements = vs[i++]!;
  const tag = vs[i++]!, tagIndices = take(rank(tag));
  const stride = vs.length === i + 2 ? [vs[i]!, vs[i + 1]!] as const : undefined;
  return { src, srcIndices, dst, dstIndices, numElements, tag, tagIndices, stride };
}

const allIndex = (vs: readonly Value[]) => vs.every((v) => v.type instanceof IndexType);

export const DmaStartOp = defineOp({
  name: 'memref.dma_start',
  summary: 'non-blocking DMA operation that starts a transfer',
  operands: { operands: variadic(AnyType) },
}, {
  parse(p, state) {
    const src = p.parseOperand();
    const srcIndices = p.parseOperandList('square');
    p.parsePunct(',');
    const dst = p.parseOperand();
    const dstIndices = p.parseOperandList('square');
    p.parsePunct(',');
    const numElements = p.parseOperand();
    p.parsePunct(',');
    const tag = p.parseOperand();
    const tagIndices = p.parseOperandList('square');
    const stride = p.parseOptionalPunct(',') ? p.parseOperandList('none') : [];
    if (stride.length !== 0 && stride.length !== 2) throw p.error('expected two stride related operands', p.nameLoc());
    const types = p.parseColonTypeList();
    if (types.length !== 3) throw p.error('fewer/more types expected', p.nameLoc());
    state.operands.push(
      p.resolveOperand(src, types[0]!), ...p.resolveOperands(srcIndices, index),
      p.resolveOperand(dst, types[1]!), ...p.resolveOperands(dstIndices, index),
      p.resolveOperand(numElements, index),
      p.resolveOperand(tag, types[2]!), ...p.resolveOperands(tagIndices, index),
      ...p.resolveOperands(stride, index),
    );
  },
  print(op, p) {
    const d = dmaParts(op);
    const ref = (m: Value, ivs: readonly Value[]) => { p.printOperand(m); p.write('['); p.printOperands(ivs); p.write(']'); };
    p.write(' ');
    ref(d.src, d.srcIndices);
    p.write(', ');
    ref(d.dst, d.dstIndices);
    p.write(', ');
    p.printOperand(d.numElements);
    p.write(', ');
    ref(d.tag, d.tagIndices);
    if (d.stride) { p.write(', '); p.printOperands(d.stride); }
    p.printOptionalAttrDict(op.allAttrs);
    p.write(' :');
    for (const [i, v] of [d.src, d.dst, d.tag].entries()) { p.write(i ? ', ' : ' '); p.printType(v.type); }
  },
  // As upstream's DmaStartOp::verify, in its order: each part's count is checked before the next
  // part's position is known.
  verify(op) {
    const vs = op.operands, n = vs.length;
    if (n < 4) throw opError(op, 'expected at least 4 operands');
    const src = vs[0]!.type;
    if (!(src instanceof MemRefType)) throw opError(op, 'expected source to be of memref type');
    if (n < src.rank + 4) throw opError(op, `expected at least ${src.rank + 4} operands`);
    if (!allIndex(vs.slice(1, 1 + src.rank))) throw opError(op, 'expected source indices to be of index type');
    const dst = vs[1 + src.rank]!.type;
    if (!(dst instanceof MemRefType)) throw opError(op, 'expected destination to be of memref type');
    let expected = src.rank + dst.rank + 4;
    if (n < expected) throw opError(op, `expected at least ${expected} operands`);
    if (!allIndex(vs.slice(2 + src.rank, 2 + src.rank + dst.rank))) throw opError(op, 'expected destination indices to be of index type');
    if (!(vs[2 + src.rank + dst.rank]!.type instanceof IndexType)) throw opError(op, 'expected num elements to be of index type');
    const tag = vs[3 + src.rank + dst.rank]!.type;
    if (!(tag instanceof MemRefType)) throw opError(op, 'expected tag to be of memref type');
    expected += tag.rank;
    if (n < expected) throw opError(op, `expected at least ${expected} operands`);
    if (!allIndex(vs.slice(4 + src.rank + dst.rank, expected))) throw opError(op, 'expected tag indices to be of index type');
    if (n !== expected && n !== expected + 2) throw opError(op, 'incorrect number of operands');
    if (n === expected + 2 && !allIndex(vs.slice(expected))) {
      throw opError(op, 'expected stride and num elements per stride to be of type index');
    }
  },
  fold: (op) => foldCastOperands(op),
});

export const DmaWaitOp = defineOp({
  name: 'memref.dma_wait',
  summary: 'blocking DMA operation that waits for transfer completion',
  operands: { tagMemRef: AnyMemRef, tagIndices: variadic(Index), numElements: Index },
  format: '$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)',
}, {
  verify(op) {
    const rank = (op.tagMemRef.type as MemRefType).rank, got = op.tagIndices.length;
    if (got !== rank) {
      throw opError(op, `expected tagIndices to have the same number of elements as the tagMemRef rank, expected ${rank}, but got ${got}`);
    }
  },
  fold: (op) => foldCastOperands(op),
});
