/**
 * linalg.pack and linalg.unpack: a tensor of rank n tiled into one of rank n + k (pack) and back
 * (unpack). `inner_dims_pos` names the k tiled dims, `inner_tiles` their tile sizes (constants or
 * index operands), which become the k innermost dims of the packed tensor; `outer_dims_perm`
 * optionally permutes the n outer dims. A pack may pad the last tile of a dim with
 * `padding_value`; without one, tiles must divide the dims (checked where the sizes are known).
 *
 * ```mlir
 * %p = linalg.pack %t padding_value(%z : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d
 *   : tensor<13x15xf32> -> tensor<2x8x8x2xf32>
 * ```
 */
import '../../irdl/directives/index.js';
import { type Attribute, type DenseArrayAttr, DenseElementsAttr } from '../../ir/attributes.js';
import type { FoldResult } from '../../ir/opinfo.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { NoMemoryEffect } from '../../ir/traits.js';
import { DYNAMIC, RankedTensorType, isDynamic } from '../../ir/types.js';
import { OpResult, type Value } from '../../ir/value.js';
import { AnyRankedTensor, AnyType, DenseI64ArrayAttr, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defaultOptionalAttr, optional, variadic } from '../../irdl/spec.js';
import { DenseArrayAttr as DenseArray } from '../../ir/attributes.js';
import { constantIntOf } from '../../rewrite/fold.js';
import { K_DYNAMIC } from '../../irdl/directives/dynamic-index-list.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { CastOp as TensorCastOp } from '../tensor/ops.js';
import { foldableCastSource } from '../tensor/cast-producer.js';
import { dimsAttr } from '../tensor/shape.js';

const nums = (a: DenseArrayAttr | undefined): number[] => (a ? a.values.map((v) => (BigInt(v) === K_DYNAMIC ? DYNAMIC : Number(v))) : []);

interface Relayout {
  readonly op: Operation;
  readonly packed: RankedTensorType;
  readonly unpacked: RankedTensorType;
  readonly innerDimsPos: number[];
  readonly outerDimsPerm: number[];
  /** Tile sizes: a number for a static tile (its constant value when an operand is a
   * constant), undefined for an unknown one. */
  readonly tiles: (number | undefined)[];
  /** The static tile sizes (DYNAMIC where an operand gives one, upstream's getStaticTiles). */
  readonly staticTiles: number[];
}

function relayoutOf(op: Operation & { readonly source: Value; readonly dest: Value; readonly inner_tiles: Value[] }, pack: boolean): Relayout {
  const src = op.source.type as RankedTensorType, dst = op.dest.type as RankedTensorType;
  const staticTiles = nums(op.getAttr('static_inner_tiles') as DenseArrayAttr | undefined);
  let k = 0;
  const tiles = staticTiles.map((t) => {
    if (!isDynamic(t)) return t;
    const c = constantIntOf(op.inner_tiles[k++]!);
    return c === undefined ? undefined : Number(c);
  });
  return {
    op, packed: pack ? dst : src, unpacked: pack ? src : dst, tiles, staticTiles,
    innerDimsPos: nums(op.getAttr('inner_dims_pos') as DenseArrayAttr | undefined),
    outerDimsPerm: nums(op.getAttr('outer_dims_perm') as DenseArrayAttr | undefined),
  };
}

/** Upstream's getPackOpResultTypeShape: tiled dims divided (rounding up), outer dims permuted,
 * tile sizes appended. */
export function packedShape(source: readonly number[], staticTiles: readonly number[], innerDimsPos: readonly number[], outerDimsPerm: readonly number[]): number[] {
  const shape = [...source];
  innerDimsPos.forEach((d, i) => {
    if (isDynamic(shape[d]!)) return;
    const t = staticTiles[i]!;
    shape[d] = isDynamic(t) ? DYNAMIC : Math.ceil(shape[d]! / t);
  });
  const outer = outerDimsPerm.length ? outerDimsPerm.map((p) => shape[p]!) : shape;
  return [...outer, ...staticTiles];
}

const badPositions = (pos: readonly number[], rank: number): boolean =>
  pos.length > rank || new Set(pos).size !== pos.length || pos.some((p) => p < 0 || p >= rank);

/** upstream's commonVerifierPackAndUnPackOp. */
function verifyRelayout(r: Relayout): void {
  const { op } = r;
  if (r.tiles.some((t) => t === 0)) throw errorOn(op, 'invalid zero tile factor');
  const rank = r.unpacked.rank;
  if (badPositions(r.innerDimsPos, rank)) throw errorOn(op, 'invalid inner_dims_pos vector');
  if (badPositions(r.outerDimsPerm, rank)) throw errorOn(op, 'invalid outer_dims_perm vector');
  if (r.outerDimsPerm.length && r.outerDimsPerm.length !== rank) throw errorOn(op, 'outer_dims_perm must be a permutation or empty');
  const k = r.tiles.length;
  if (k > rank) throw errorOn(op, 'tiling factors must be less than or equal to the input rank for pack or output rank for unpack');
  if (k !== r.innerDimsPos.length) throw errorOn(op, 'tiling factors must equal the number of dimensions to tile');
  if (r.packed.rank !== rank + k) throw errorOn(op, `packed rank != (unpacked rank + num tiling factors), got ${r.packed.rank} != ${rank + k}`);
  const expected = packedShape(r.unpacked.shape, r.staticTiles, r.innerDimsPos, r.outerDimsPerm);
  const got = r.packed.shape;
  const expectedType = RankedTensorType.get(expected, r.unpacked.elementType);
  const innerGot = got.slice(got.length - k);
  if (!r.staticTiles.every((t, i) => (isDynamic(t) ? isDynamic(innerGot[i]!) : innerGot[i] === t))) {
    throw errorOn(op, 'mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type');
  }
  if (!expected.every((e, i) => isDynamic(e) || isDynamic(got[i]!) || e === got[i])) {
    throw errorOn(op, `expected '${expectedType.key}' for the packed domain value, got '${RankedTensorType.get(got, r.unpacked.elementType).key}'`);
  }
}
/** PackOp::requirePaddingValue: a tile known not to divide its dim. */
function requiresPadding(r: Relayout): boolean {
  const input = r.unpacked.shape, n = input.length;
  let outer = r.packed.shape.slice(0, n);
  if (r.outerDimsPerm.length) {
    const inv: number[] = [];
    r.outerDimsPerm.forEach((p, i) => { inv[p] = i; });
    outer = inv.map((i) => outer[i]!);
  }
  return r.innerDimsPos.some((pos, i) => {
    if (isDynamic(input[pos]!)) return false;
    const t = r.tiles[i];
    if (t === undefined) return !isDynamic(outer[pos]!) && input[pos]! % outer[pos]! !== 0;
    return input[pos]! % t !== 0;
  });
}

const relayoutFormat = '`inner_dims_pos` `=` $inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) '
  + '`into` $dest attr-dict `:` type($source) `->` type($dest)';

export const PackOp = defineOp({
  name: 'linalg.pack',
  summary: 'linalg.pack operation',
  operands: { source: AnyRankedTensor, dest: AnyRankedTensor, padding_value: optional(AnyType), inner_tiles: variadic(Index) },
  attributes: {
    outer_dims_perm: defaultOptionalAttr(DenseI64ArrayAttr, DenseArray.i64([])),
    inner_dims_pos: DenseI64ArrayAttr, static_inner_tiles: DenseI64ArrayAttr,
  },
  results: { result: AnyRankedTensor },
  traits: [NoMemoryEffect],
  format: '$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? (`outer_dims_perm` `=` $outer_dims_perm^)? '
    + relayoutFormat,
  typeRelations: [{ from: 'dest', to: 'result', description: 'result type matches type of dest' }],
}, {
  verify(op) {
    const r = relayoutOf(op, true);
    verifyRelayout(r);
    const pad = op.padding_value;
    if (pad && pad.type !== r.unpacked.elementType) {
      throw opError(op, `expected padding_value has '${r.unpacked.elementType.key}' but got: '${pad.type.key}'`);
    }
    if (!pad && requiresPadding(r)) {
      throw opError(op, 'invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set');
    }
  },
  dpsInits: (op) => [op.dest],
  fold: (op, operands) => foldSplat(op, operands, op.padding_value ? operands[2] : undefined),
  asmResultNames: () => ['pack'],
});

export const UnPackOp = defineOp({
  name: 'linalg.unpack',
  summary: 'linalg.unpack operation',
  operands: { source: AnyRankedTensor, dest: AnyRankedTensor, inner_tiles: variadic(Index) },
  attributes: {
    outer_dims_perm: defaultOptionalAttr(DenseI64ArrayAttr, DenseArray.i64([])),
    inner_dims_pos: DenseI64ArrayAttr, static_inner_tiles: DenseI64ArrayAttr,
  },
  results: { result: AnyRankedTensor },
  traits: [NoMemoryEffect],
  format: '$source (`outer_dims_perm` `=` $outer_dims_perm^)? ' + relayoutFormat,
  typeRelations: [{ from: 'dest', to: 'result', description: 'result type matches type of dest' }],
}, {
  verify: (op) => verifyRelayout(relayoutOf(op, false)),
  dpsInits: (op) => [op.dest],
  fold: (op, operands) => foldSplat(op, operands, undefined),
  asmResultNames: () => ['unpack'],
});

type Relayouting = Operation & { readonly source: Value; readonly dest: Value; readonly inner_tiles: Value[] };

/** Same inner_dims_pos and outer_dims_perm (hasSameInnerOuterAttribute). */
function sameLayout(a: Relayouting, b: Relayouting): boolean {
  const get = (o: Relayouting, n: string) => nums(o.getAttr(n) as DenseArrayAttr | undefined);
  if (get(a, 'inner_dims_pos').join() !== get(b, 'inner_dims_pos').join()) return false;
  const pa = get(a, 'outer_dims_perm'), pb = get(b, 'outer_dims_perm');
  // No permutation is the identity.
  const identity = (p: number[]) => p.every((x, i) => x === i);
  return pa.join() === pb.join() || (identity(pa) && identity(pb));
}

/** A splat constant packed or unpacked is the splat of the destination type (when static; for a
 * pack, unless a constant padding value differs). */
function foldSplat(op: Operation, operands: readonly (Attribute | undefined)[], padding: Attribute | undefined): FoldResult[] | undefined {
  const src = operands[0];
  const t = op.getResult(0).type;
  if (!(src instanceof DenseElementsAttr) || !src.isSplat || !(t instanceof RankedTensorType) || !t.hasStaticShape) return undefined;
  // As upstream, a padding value that is not a constant does not stop the fold.
  if (padding && padding.key !== src.elementAt(0)?.key) return undefined;
  return [DenseElementsAttr.splat(t, src.at(0), src.nanBitsAt(0))];
}
/** Same tiles: equal constants, or the same index values (haveSameTiles). */
function sameTiles(a: Relayouting, b: Relayouting): boolean {
  const sa = nums(a.getAttr('static_inner_tiles') as DenseArrayAttr | undefined), sb = nums(b.getAttr('static_inner_tiles') as DenseArrayAttr | undefined);
  if (sa.join() !== sb.join()) return false;
  return a.inner_tiles.length === b.inner_tiles.length && a.inner_tiles.every((v, i) => v === b.inner_tiles[i]);
}

/**
 * upstream's inferStaticShape for pack and unpack: an untiled dim static on one side and dynamic
 * on the other takes the static size on both (through the outer permutation). Undefined when
 * nothing changes.
 */
function inferStaticShapes(op: Relayouting, pack: boolean): { src: number[]; dest: number[] } | undefined {
  const src = [...(op.source.type as RankedTensorType).shape], dest = [...(op.dest.type as RankedTensorType).shape];
  const inner = new Set(nums(op.getAttr('inner_dims_pos') as DenseArrayAttr | undefined));
  const perm = nums(op.getAttr('outer_dims_perm') as DenseArrayAttr | undefined);
  const inverse: number[] = [];
  perm.forEach((p, i) => { inverse[p] = i; });
  const rank = pack ? src.length : dest.length;
  let changed = false;
  for (let i = 0; i < rank; i++) {
    if (inner.has(i)) continue;
    const unpackedPos = i, packedPos = perm.length ? inverse[i]! : i;
    const [sp, dp] = pack ? [unpackedPos, packedPos] : [packedPos, unpackedPos];
    if (isDynamic(src[sp]!) === isDynamic(dest[dp]!)) continue;
    const size = isDynamic(src[sp]!) ? dest[dp]! : src[sp]!;
    src[sp] = size;
    dest[dp] = size;
    changed = true;
  }
  return changed ? { src, dest } : undefined;
}

/** `v` cast to `shape` (the same tensor type otherwise) when its shape differs. */
function castToShape(rw: PatternRewriter, v: Value, shape: readonly number[], loc: Operation['loc']): Value {
  const t = v.type as RankedTensorType;
  if (t.shape.every((d, i) => d === shape[i])) return v;
  return TensorCastOp.build(rw, { source: v, resultTypes: [RankedTensorType.get(shape, t.elementType, t.encoding)] }, loc).dest;
}

/**
 * pack(unpack(x)) of the same layout and tiles, without padding, is x; a padding value the tiles
 * never need goes (PackOp::canonicalize; its static shape inference is not ported).
 */
const packCanonicalize = pattern('PackOp::canonicalize', PackOp, (op, rw) => {
  const un = op.source.definingOp;
  if (UnPackOp.is(un) && un.source.type === op.dest.type && !op.padding_value && sameLayout(op, un) && sameTiles(op, un)) {
    rw.replaceOp(op, [un.source]);
    return true;
  }
  const r = relayoutOf(op, true);
  if (op.padding_value && !r.innerDimsPos.some((p) => isDynamic(r.unpacked.shape[p]!)) && !r.staticTiles.some(isDynamic) && !requiresPadding(r)) {
    rw.modifyOpInPlace(op, () => {
      op.eraseOperand(2);
      const seg = op.getAttr('operandSegmentSizes');
      if (seg instanceof DenseArray) op.setAttr('operandSegmentSizes', DenseArray.i32([seg.nums[0]!, seg.nums[1]!, 0, seg.nums[3]!]));
    });
    return true;
  }
  // Static shape inference, in place with a cast back of the result when the dest changes.
  const shapes = inferStaticShapes(op, true);
  if (!shapes) return false;
  const oldType = op.result.type;
  const source = castToShape(rw, op.source, shapes.src, op.loc), dest = castToShape(rw, op.dest, shapes.dest, op.loc);
  rw.modifyOpInPlace(op, () => {
    op.setOperand(0, source);
    op.setOperand(1, dest);
    op.result.type = dest.type;
  });
  if (dest.type !== oldType) {
    rw.setInsertionPointAfter(op);
    const back = TensorCastOp.build(rw, { source: op.result, resultTypes: [oldType] }, op.loc);
    rw.replaceUsesWithIf(op.result, back.dest, (owner) => owner !== back);
  }
  return true;
});

/**
 * unpack(pack(x)) of the same layout and tiles, without padding, is x; an unpack into a
 * destination-style op's result unpacks into that op's init (UnPackOp::canonicalize, without its
 * slice and static shape rules).
 */
const unpackCanonicalize = pattern('UnPackOp::canonicalize', UnPackOp, (op, rw) => {
  const pk = op.source.definingOp;
  if (PackOp.is(pk)) {
    if (pk.source.type !== op.dest.type || pk.padding_value || !sameLayout(pk, op) || !sameTiles(pk, op)) return false;
    rw.replaceOp(op, [pk.source]);
    return true;
  }
  const dest = op.dest;
  const init = dest instanceof OpResult ? dest.owner.info.dpsInits?.(dest.owner)[dest.index] : undefined;
  if (init) {
    rw.modifyOpInPlace(op, () => op.setOperand(1, init));
    return true;
  }
  // Static shape inference: a new unpack of the cast operands, cast back to the old type.
  const shapes = inferStaticShapes(op, false);
  if (!shapes) return false;
  const source = castToShape(rw, op.source, shapes.src, op.loc), newDest = castToShape(rw, dest, shapes.dest, op.loc);
  const un = UnPackOp.build(rw, {
    source, dest: newDest, inner_tiles: op.inner_tiles, inner_dims_pos: op.inner_dims_pos, static_inner_tiles: op.static_inner_tiles,
    ...(op.getAttr('outer_dims_perm') ? { outer_dims_perm: op.getAttr('outer_dims_perm') as DenseArrayAttr } : {}),
    resultTypes: [newDest.type],
  }, op.loc);
  rw.replaceOp(op, [TensorCastOp.build(rw, { source: un.result, resultTypes: [op.result.type] }, op.loc).dest]);
  return true;
});

/**
 * A tensor.cast that only made the source or the destination less static folds into the pack or
 * unpack (upstream's FoldTensorCastPackOp / FoldTensorCastUnPackOp, linalg dialect patterns): the
 * op reads the cast's source, its result takes the new destination's type (cast back for its
 * users), and a tile operand whose packed dim is now static becomes that static size, as
 * mlir-opt-22's getNewMixedTileSizes (a constant tile stays as written). A tile that would become
 * 0 stops the fold, as later upstream does (mlir-opt-22 divides by it).
 */
function foldCastIntoRelayout(op: Relayouting, pack: boolean, rw: PatternRewriter): boolean {
  const source = foldableCastSource(op.source) ?? op.source, dest = foldableCastSource(op.dest) ?? op.dest;
  if (source === op.source && dest === op.dest) return false;
  const packedShape = ((pack ? dest : source).type as RankedTensorType).shape;
  const statics = nums(op.getAttr('static_inner_tiles') as DenseArrayAttr | undefined);
  const newStatics: number[] = [], newTiles: Value[] = [];
  let k = 0;
  statics.forEach((t, i) => {
    const dim = packedShape[packedShape.length - statics.length + i]!;
    if (!isDynamic(t)) { newStatics.push(t); return; }
    const v = op.inner_tiles[k++]!;
    if (isDynamic(dim)) { newStatics.push(t); newTiles.push(v); } else newStatics.push(dim);
  });
  if (newStatics.some((t) => t === 0)) return false;
  const tiles = dimsAttr(newStatics);
  const perm = op.getAttr('outer_dims_perm') as DenseArrayAttr | undefined;
  const common = {
    source, dest, inner_tiles: newTiles, inner_dims_pos: op.getAttr('inner_dims_pos') as DenseArrayAttr, static_inner_tiles: tiles,
    ...(perm ? { outer_dims_perm: perm } : {}), resultTypes: [dest.type],
  };
  const n = pack && PackOp.is(op)
    ? PackOp.build(rw, { ...common, ...(op.padding_value ? { padding_value: op.padding_value } : {}) }, op.loc)
    : UnPackOp.build(rw, common, op.loc);
  op.forEachAttribute((name, value) => n.setAttr(name, value));
  const old = op.getResult(0).type;
  rw.replaceOp(op, [n.result.type === old ? n.result : TensorCastOp.build(rw, { source: n.result, resultTypes: [old] }, op.loc).dest]);
  return true;
}
const foldCastPack = pattern('FoldTensorCastPackOp', PackOp, (op, rw) => foldCastIntoRelayout(op, true, rw));
const foldCastUnpack = pattern('FoldTensorCastUnPackOp', UnPackOp, (op, rw) => foldCastIntoRelayout(op, false, rw));

/** The linalg dialect's cast folds come before the ops' own canonicalizations, as upstream
 * collects dialect patterns first. */
export const relayoutPatterns: readonly RewritePattern[] = [foldCastPack, foldCastUnpack, packCanonicalize, unpackCanonicalize];
