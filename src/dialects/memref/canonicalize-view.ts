/**
 * memref.view canonicalization, as upstream's: sizes given by index constants move into the
 * result type (a memref.cast gives back the old type), and a view of a memref.cast of an alloc
 * views the alloc itself.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import { MemRefType, index, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { AllocOp } from './alloc.js';
import { CastOp } from './cast.js';
import { getStridesAndOffset } from './layout.js';
import { ViewOp } from './view.js';

/** The value of an `arith.constant` of index type (upstream's arith::ConstantIndexOp). */
function constantIndex(v: Value): number | undefined {
  const def = v.definingOp;
  if (!def || def.name !== 'arith.constant' || v.type !== index) return undefined;
  const a = def.getAttr('value');
  return a instanceof IntegerAttr ? Number(a.value) : undefined;
}

const shapeFolder = pattern('ViewOpShapeFolder', ViewOp, (op, rw) => {
  if (!op.operands.some((v) => constantIndex(v) !== undefined)) return false;
  const type = op.result.type as MemRefType;
  if (!getStridesAndOffset(type)) return false;
  const shape: number[] = [];
  const sizes: Value[] = [];
  let pos = 0;
  for (const d of type.shape) {
    if (!isDynamic(d)) { shape.push(d); continue; }
    const size = op.sizes[pos++]!;
    const c = constantIndex(size);
    // A negative size stays an operand: it makes no type.
    if (c !== undefined && c >= 0) shape.push(c);
    else { shape.push(d); sizes.push(size); }
  }
  const folded = MemRefType.get(shape, type.elementType, type.layout, type.memorySpace);
  if (folded === type) return false;
  rw.setInsertionPoint(op);
  const view = ViewOp.build(rw, { source: op.source, byte_shift: op.byte_shift, sizes, resultTypes: [folded] }, op.loc);
  rw.replaceOp(op, [CastOp.build(rw, { source: view.result, resultTypes: [type] }, op.loc).dest]);
  return true;
});

const castFolder = pattern('ViewOpMemrefCastFolder', ViewOp, (op, rw) => {
  const cast = op.source.definingOp;
  if (!cast || !CastOp.is(cast) || !AllocOp.is(cast.source.definingOp)) return false;
  rw.setInsertionPoint(op);
  const view = ViewOp.build(rw, { source: cast.source, byte_shift: op.byte_shift, sizes: op.sizes, resultTypes: [op.result.type] }, op.loc);
  rw.replaceOp(op, [view.result]);
  return true;
});

export const viewPatterns: readonly RewritePattern[] = [shapeFolder, castFolder];
