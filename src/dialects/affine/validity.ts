/**
 * Which SSA values may be used as affine dimensions and symbols (upstream isValidDim /
 * isValidSymbol, mlir/lib/Dialect/Affine/IR/AffineOps.cpp). Polyhedral analyses treat symbols as
 * loop-invariant parameters of the enclosing affine scope (a function body), so a symbol must be
 * fixed for the whole scope; dims may also vary with enclosing affine loops.
 *
 * Gap, documented here rather than guessed: upstream's ShapedDimOpInterface is matched by name
 * (memref.dim and tensor.dim).
 */
import { IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import type { Region } from '../../ir/region.js';
import { MemRefType, index, isDynamic } from '../../ir/types.js';
import { BlockArgument, type Value } from '../../ir/value.js';
import { isMemoryEffectFree } from '../../rewrite/effects.js';
import { constantOf } from '../../rewrite/fold.js';
import { isSpeculatable } from '../../rewrite/speculation.js';

/** The region of the closest ancestor with the AffineScope trait that contains `op`. */
export function getAffineScope(op: Operation): Region | null {
  let cur = op;
  for (let parent = cur.parentOp; parent; cur = parent, parent = cur.parentOp) {
    if (parent.hasTrait('AffineScope')) return cur.parentRegion;
  }
  return null;
}

/** Defined directly in `region` (an argument of its blocks or an op at its top level). */
function isTopLevelIn(value: Value, region: Region): boolean {
  if (value instanceof BlockArgument) return value.owner.parentRegion === region;
  return value.definingOp?.parentRegion === region;
}

/** Defined at the top level of an AffineScope op (always a valid symbol there). */
export function isTopLevelValue(value: Value): boolean {
  const parent = value instanceof BlockArgument ? value.owner.parentOp : value.definingOp?.parentOp;
  return !!parent && parent.hasTrait('AffineScope');
}

/** The affine.for whose induction variable `v` is. */
export function getForInductionVarOwner(v: Value): Operation | undefined {
  if (!(v instanceof BlockArgument)) return undefined;
  const op = v.owner.parentOp;
  return op?.name === 'affine.for' && op.regions[0]?.blocks[0]?.args[0] === v ? op : undefined;
}

/** An induction variable of an affine.for or affine.parallel. */
export function isAffineInductionVar(v: Value): boolean {
  if (!(v instanceof BlockArgument)) return false;
  if (getForInductionVarOwner(v)) return true;
  const op = v.owner.parentOp;
  return op?.name === 'affine.parallel' && v.owner === op.regions[0]?.blocks[0];
}

const isDimOp = (op: Operation) => op.name === 'memref.dim' || op.name === 'tensor.dim';

/** Upstream isPure: speculatable (recursively, for ops like affine.if) and free of memory effects. */
function isPure(op: Operation): boolean {
  return isSpeculatable(op) && isMemoryEffectFree(op);
}

/** The value a view, subview or alloc gives dimension `i` of its result: static, or a valid symbol. */
function isMemRefSizeValidSymbol(def: Operation, i: number, region: Region | null): boolean {
  const t = def.results[0]?.type;
  if (!(t instanceof MemRefType) || i >= t.rank) return false;
  if (!isDynamic(t.shape[i]!)) return true;
  let dynPos = 0;
  for (let k = 0; k < i; k++) if (isDynamic(t.shape[k]!)) dynPos++;
  const group = def.name === 'memref.alloc' ? 'dynamicSizes' : 'sizes';
  const sizes = (def as unknown as Record<string, unknown>)[group];
  const v = Array.isArray(sizes) ? (sizes[dynPos] as Value | undefined) : undefined;
  return !!v && isValidSymbolIn(v, region);
}

function isDimOpValidSymbol(dim: Operation, region: Region | null): boolean {
  const source = dim.getOperand(0);
  if (isTopLevelValue(source)) return true;
  if (source instanceof BlockArgument) return false;
  const c = constantOf(dim.getOperand(1));
  if (!(c instanceof IntegerAttr)) return false;
  let def = source.definingOp;
  while (def?.name === 'memref.cast') {
    const s = def.getOperand(0);
    if (!(s.type instanceof MemRefType)) return false;
    def = s.definingOp;
    if (!def) return false;
  }
  if (!def || !['memref.view', 'memref.subview', 'memref.alloc'].includes(def.name)) return false;
  return isMemRefSizeValidSymbol(def, c.num, region);
}

/** Upstream isValidSymbol(value): valid for all its uses. */
export function isValidSymbol(value: Value): boolean {
  if (value.type !== index) return false;
  if (isTopLevelValue(value)) return true;
  const def = value.definingOp;
  return def ? isValidSymbolIn(value, getAffineScope(def)) : false;
}

/**
 * Answers already given during one top-level query, per value and scope region. Upstream recurses
 * through operands without memo, which is exponential on DAGs of index arithmetic (and loops
 * forever on a cycle in a graph region); a value met again while being decided counts as invalid.
 */
interface Memo { readonly sym: Map<Value, Map<Region | null, boolean>>; readonly dim: Map<Value, Map<Region | null, boolean>> }
let memo: Memo | undefined;

function memoized(which: 'sym' | 'dim', value: Value, region: Region | null, compute: () => boolean): boolean {
  const outer = memo === undefined;
  const m = (memo ??= { sym: new Map(), dim: new Map() });
  try {
    let byRegion = m[which].get(value);
    const hit = byRegion?.get(region);
    if (hit !== undefined) return hit;
    if (!byRegion) m[which].set(value, (byRegion = new Map()));
    byRegion.set(region, false);
    const r = compute();
    byRegion.set(region, r);
    return r;
  } finally {
    if (outer) memo = undefined;
  }
}

/** Upstream isValidSymbol(value, region): a symbol for uses in `region`. */
export function isValidSymbolIn(value: Value, region: Region | null): boolean {
  if (value.type !== index) return false;
  if (region && isTopLevelIn(value, region)) return true;
  return memoized('sym', value, region, () => {
    const def = value.definingOp;
    const regionOp = region?.parentOp ?? null;
    const dominatesScope = () => {
      const parentRegion = regionOp && !regionOp.hasTrait('IsolatedFromAbove') ? regionOp.parentRegion : null;
      return parentRegion ? isValidSymbolIn(value, parentRegion) : false;
    };
    if (!def) return dominatesScope();
    if (constantOf(value) !== undefined) return true;
    if (isPure(def) && def.operands.every((o) => isValidSymbolIn(o, region))) return true;
    if (isDimOp(def)) return isDimOpValidSymbol(def, region);
    return dominatesScope();
  });
}

/** Upstream isValidDim(value). */
export function isValidDim(value: Value): boolean {
  if (value.type !== index) return false;
  const def = value.definingOp;
  if (def) return isValidDimIn(value, getAffineScope(def));
  if (isAffineInductionVar(value)) return true;
  const parent = (value as BlockArgument).owner.parentOp;
  return !!parent && parent.hasTrait('AffineScope');
}

/** Upstream isValidDim(value, region). */
export function isValidDimIn(value: Value, region: Region | null): boolean {
  if (value.type !== index) return false;
  if (isValidSymbolIn(value, region)) return true;
  const def = value.definingOp;
  if (!def) return isAffineInductionVar(value);
  return memoized('dim', value, region, () => {
    if (def.name === 'affine.apply' || def.name === 'affine.delinearize_index' || def.name === 'affine.linearize_index') {
      return def.operands.every((o) => isValidDimIn(o, region));
    }
    if (isDimOp(def)) return isTopLevelValue(def.getOperand(0));
    return false;
  });
}

/** Upstream verifyDimAndSymbolIdentifiers: dims first, then symbols. */
export function verifyDimAndSymbolIdentifiers(op: Operation, operands: readonly Value[], numDims: number): void {
  const scope = getAffineScope(op);
  operands.forEach((v, i) => {
    if (i < numDims) {
      if (!isValidDimIn(v, scope)) throw opError(op, 'operand cannot be used as a dimension id');
    } else if (!isValidSymbolIn(v, scope)) {
      throw opError(op, 'operand cannot be used as a symbol');
    }
  });
}
