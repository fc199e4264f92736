/**
 * Affine memory accesses: affine.load, affine.store, their vector forms and affine.prefetch. The
 * subscripts are an affine map over SSA values written inline (`%A[%i + 1, symbol(%n)]`) and kept
 * as the `map` property with the values as operands.
 */
import type { OpAsmParser, OpAsmPrinter, OperationState } from '../../ir/asm.js';
import { AffineMapAttr, DenseElementsAttr, IntegerAttr, SymbolRefAttr, UnitAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { MemRead, MemWrite } from '../../ir/traits.js';
import { MemRefType, type Type, VectorType, i32, index } from '../../ir/types.js';
import { lookupSymbolIn, nearestSymbolTable } from '../../ir/symbols.js';
import type { Value } from '../../ir/value.js';
import { AffineMapAttrC, AnyType, BoolAttr, I32Attr, Index, typeConstraint } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { AnyMemRef } from '../memref/constraints.js';
import { foldMemRefCast } from '../memref/fold.js';
import { mapOf } from './syntax.js';
import { getAffineScope, isValidDimIn, isValidSymbolIn, verifyDimAndSymbolIdentifiers } from './validity.js';

const AnyVectorOfNonZeroRank = typeConstraint('vector of any type values', (t) => t instanceof VectorType && t.shape.length > 0);

/** `: type` that must be a memref (upstream parseColonType<MemRefType>). */
function parseColonMemRef(p: OpAsmParser): MemRefType {
  const loc = p.currentLoc();
  const t = p.parseColonType();
  if (!(t instanceof MemRefType)) throw p.error(`invalid kind of type specified: expected builtin.memref, but found '${t.key}'`, loc);
  return t;
}

function parseVectorType(p: OpAsmParser): VectorType {
  const loc = p.currentLoc();
  const t = p.parseType();
  if (!(t instanceof VectorType)) throw p.error(`invalid kind of type specified: expected builtin.vector, but found '${t.key}'`, loc);
  return t;
}

/** `%memref[subscripts]`: the memref, then the map and its operands. */
function parseSubscripted(p: OpAsmParser, state: OperationState) {
  const memref = p.parseOperand();
  const { map, operands } = p.parseAffineMapOfSSAIds('square');
  state.attributes.set('map', AffineMapAttr.get(map));
  p.parseOptionalAttrDict(state.attributes);
  return { memref, operands };
}

function printSubscripted(p: OpAsmPrinter, op: Operation, memref: Value, mapOperands: readonly Value[], elided: readonly string[] = []): void {
  p.printOperand(memref);
  p.write('[');
  p.printAffineMapOfSSAIds(mapOf(op), mapOperands);
  p.write(']');
  p.printOptionalAttrDict(op.allAttrs, ['map', ...elided]);
}

/** Upstream verifyMemoryOpIndexing. */
function verifyIndexing(op: Operation, mapOperands: readonly Value[], memrefType: Type): void {
  const map = mapOf(op);
  if (memrefType instanceof MemRefType && map.numResults !== memrefType.rank) {
    throw opError(op, 'affine map num results must equal memref rank');
  }
  if (map.getNumInputs() !== mapOperands.length) throw opError(op, 'expects as many subscripts as affine map inputs');
  if (mapOperands.some((v) => v.type !== index)) throw opError(op, "index to load must have 'index' type");
  verifyDimAndSymbolIdentifiers(op, mapOperands, map.numDims);
}

const elementOf = (t: Type): Type | undefined => (t instanceof MemRefType ? t.elementType : undefined);

function foldCasts(op: Operation, except?: Value): FoldResult[] | undefined {
  return foldMemRefCast(op, except) ? [...op.results] : undefined;
}


/**
 * A load from a constant memref.global: any element of a splat, or the element at constant
 * subscripts (upstream AffineLoadOp::fold).
 */
function foldGlobalLoad(op: Operation): FoldResult[] | undefined {
  const get = op.getOperand(0).definingOp;
  const ref = get?.name === 'memref.get_global' ? get.getAttr('name') : undefined;
  const table = get && ref instanceof SymbolRefAttr ? nearestSymbolTable(get) : null;
  const global = table && ref instanceof SymbolRefAttr ? lookupSymbolIn(table, ref) : undefined;
  if (global?.name !== 'memref.global' || !(global.getAttr('constant') instanceof UnitAttr)) return undefined;
  const init = global.getAttr('initial_value');
  if (!(init instanceof DenseElementsAttr)) return undefined;
  if (init.isSplat) {
    const e = init.elementAt(0);
    return e ? [e] : undefined;
  }
  const map = mapOf(op);
  if (!map.isConstant()) return undefined;
  const shape = init.type.shape ?? [];
  if (map.numResults !== shape.length) return undefined;
  let flat = 0;
  for (let i = 0; i < shape.length; i++) {
    const idx = (map.results[i] as { value: number }).value;
    if (idx < 0 || idx >= shape[i]!) return undefined;
    flat = flat * shape[i]! + idx;
  }
  const e = init.elementAt(flat);
  return e ? [e] : undefined;
}

/**
 * Reads one element at affine subscripts.
 *
 * ```mlir
 * %v = affine.load %A[%i + 1, symbol(%n) * 2] : memref<?x?xf32>
 * ```
 */
export const LoadOp = defineOp({
  name: 'affine.load',
  operands: { memref: AnyMemRef, indices: variadic(Index) },
  attributes: { map: AffineMapAttrC },
  results: { result: AnyType },
  traits: [MemRead],
}, {
  parse(p, state) {
    const { memref, operands } = parseSubscripted(p, state);
    const t = parseColonMemRef(p);
    state.operands.push(p.resolveOperand(memref, t), ...p.resolveOperands(operands, index));
    state.resultTypes.push(t.elementType);
  },
  print(op, p) {
    p.write(' ');
    printSubscripted(p, op, op.memref, op.indices);
    p.write(' : ');
    p.printType(op.memref.type);
  },
  verify(op) {
    if (op.result.type !== elementOf(op.memref.type)) throw opError(op, 'result type must match element type of memref');
    verifyIndexing(op, op.indices, op.memref.type);
  },
  fold: (op) => foldCasts(op) ?? foldGlobalLoad(op),
});

/**
 * Writes one element at affine subscripts.
 *
 * ```mlir
 * affine.store %v, %A[%i, %j + 1] : memref<?x?xf32>
 * ```
 */
export const StoreOp = defineOp({
  name: 'affine.store',
  operands: { value: AnyType, memref: AnyMemRef, indices: variadic(Index) },
  attributes: { map: AffineMapAttrC },
  traits: [MemWrite],
}, {
  parse(p, state) {
    const value = p.parseOperand();
    p.parsePunct(',');
    const { memref, operands } = parseSubscripted(p, state);
    const t = parseColonMemRef(p);
    state.operands.push(p.resolveOperand(value, t.elementType), p.resolveOperand(memref, t), ...p.resolveOperands(operands, index));
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.value);
    p.write(', ');
    printSubscripted(p, op, op.memref, op.indices);
    p.write(' : ');
    p.printType(op.memref.type);
  },
  verify(op) {
    if (op.value.type !== elementOf(op.memref.type)) {
      throw opError(op, 'value to store must have the same type as memref element type');
    }
    verifyIndexing(op, op.indices, op.memref.type);
  },
  fold: (op) => foldCasts(op, op.value),
});

function verifyVectorElement(op: Operation, memrefType: Type, vectorType: Type): void {
  const v = vectorType instanceof VectorType ? vectorType.elementType : undefined;
  if (elementOf(memrefType) !== v) throw opError(op, 'requires memref and vector types of the same elemental type');
}

/**
 * Reads a vector of contiguous elements starting at affine subscripts.
 *
 * ```mlir
 * %v = affine.vector_load %A[%i * 8] : memref<100xf32>, vector<8xf32>
 * ```
 */
export const VectorLoadOp = defineOp({
  name: 'affine.vector_load',
  operands: { memref: AnyMemRef, indices: variadic(Index) },
  attributes: { map: AffineMapAttrC },
  results: { result: AnyVectorOfNonZeroRank },
  traits: [MemRead],
}, {
  parse(p, state) {
    const { memref, operands } = parseSubscripted(p, state);
    const t = parseColonMemRef(p);
    p.parsePunct(',');
    const vt = parseVectorType(p);
    state.operands.push(p.resolveOperand(memref, t), ...p.resolveOperands(operands, index));
    state.resultTypes.push(vt);
  },
  print(op, p) {
    p.write(' ');
    printSubscripted(p, op, op.memref, op.indices);
    p.write(' : ');
    p.printType(op.memref.type);
    p.write(', ');
    p.printType(op.result.type);
  },
  verify(op) {
    verifyIndexing(op, op.indices, op.memref.type);
    verifyVectorElement(op, op.memref.type, op.result.type);
  },
});

/**
 * Writes a vector to contiguous elements starting at affine subscripts.
 *
 * ```mlir
 * affine.vector_store %v, %A[%i * 8] : memref<100xf32>, vector<8xf32>
 * ```
 */
export const VectorStoreOp = defineOp({
  name: 'affine.vector_store',
  operands: { value: AnyVectorOfNonZeroRank, memref: AnyMemRef, indices: variadic(Index) },
  attributes: { map: AffineMapAttrC },
  traits: [MemWrite],
}, {
  parse(p, state) {
    const value = p.parseOperand();
    p.parsePunct(',');
    const { memref, operands } = parseSubscripted(p, state);
    const t = parseColonMemRef(p);
    p.parsePunct(',');
    const vt = parseVectorType(p);
    state.operands.push(p.resolveOperand(value, vt), p.resolveOperand(memref, t), ...p.resolveOperands(operands, index));
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.value);
    p.write(', ');
    printSubscripted(p, op, op.memref, op.indices);
    p.write(' : ');
    p.printType(op.memref.type);
    p.write(', ');
    p.printType(op.value.type);
  },
  verify(op) {
    verifyIndexing(op, op.indices, op.memref.type);
    verifyVectorElement(op, op.memref.type, op.value.type);
  },
});

/**
 * A hint to bring the element at affine subscripts into a cache.
 *
 * ```mlir
 * affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
 * ```
 */
export const PrefetchOp = defineOp({
  name: 'affine.prefetch',
  operands: { memref: AnyMemRef, indices: variadic(Index) },
  attributes: { isWrite: BoolAttr, localityHint: I32Attr, isDataCache: BoolAttr, map: AffineMapAttrC },
}, {
  parse(p, state) {
    const memref = p.parseOperand();
    const { map, operands } = p.parseAffineMapOfSSAIds('square');
    state.attributes.set('map', AffineMapAttr.get(map));
    p.parsePunct(',');
    const rw = p.parseKeywordOrString();
    p.parsePunct(',');
    p.parseKeyword('locality');
    p.parsePunct('<');
    const hintLoc = p.currentLoc();
    const hint = p.parseAttribute(i32);
    if (!(hint instanceof IntegerAttr)) throw p.error('invalid kind of attribute specified', hintLoc);
    state.attributes.set('localityHint', hint);
    p.parsePunct('>');
    p.parsePunct(',');
    const cache = p.parseKeywordOrString();
    p.parseOptionalAttrDict(state.attributes);
    const t = parseColonMemRef(p);
    state.operands.push(p.resolveOperand(memref, t), ...p.resolveOperands(operands, index));
    if (rw !== 'read' && rw !== 'write') throw p.error("rw specifier has to be 'read' or 'write'", p.nameLoc());
    state.attributes.set('isWrite', IntegerAttr.bool(rw === 'write'));
    if (cache !== 'data' && cache !== 'instr') throw p.error("cache type has to be 'data' or 'instr'", p.nameLoc());
    state.attributes.set('isDataCache', IntegerAttr.bool(cache === 'data'));
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.memref);
    p.write('[');
    p.printAffineMapOfSSAIds(op.map.map, op.indices);
    p.write(`], ${op.isWrite.value ? 'write' : 'read'}, locality<${op.localityHint.value}>, ${op.isDataCache.value ? 'data' : 'instr'}`);
    p.printOptionalAttrDict(op.allAttrs, ['map', 'localityHint', 'isDataCache', 'isWrite']);
    p.write(' : ');
    p.printType(op.memref.type);
  },
  verify(op) {
    const hint = op.localityHint.value;
    if (hint < 0n || hint > 3n) {
      throw opError(op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3");
    }
    const map = op.map.map;
    const t = op.memref.type;
    if (t instanceof MemRefType && map.numResults !== t.rank) throw opError(op, 'affine.prefetch affine map num results must equal memref rank');
    if (map.getNumInputs() + 1 !== op.numOperands) throw opError(op, 'too few operands');
    const scope = getAffineScope(op);
    if (op.indices.some((v) => !isValidDimIn(v, scope) && !isValidSymbolIn(v, scope))) {
      throw opError(op, 'index must be a valid dimension or symbol identifier');
    }
  },
  fold: (op) => foldCasts(op),
});
