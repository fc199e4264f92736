/**
 * The LinalgOp interface, as passes see it: for any structured linalg op (generic, named, map,
 * reduce, transpose, broadcast, elementwise...), its inputs and outputs, its indexing maps, its
 * iterator types, and its payload block. Every structured op kind registers how to compute
 * these; named ops carry their payload built (upstream builds it when parsing), so `body` is
 * always the op's region, usable as a linalg.generic body.
 */
import type { AffineMap } from '../../ir/affine/map.js';
import type { Block } from '../../ir/block.js';
import type { Operation } from '../../ir/operation.js';
import type { Speculatability } from '../../ir/opinfo.js';
import type { OpResult, Value } from '../../ir/value.js';
import { MemRefType } from '../../ir/types.js';
import type { IteratorType } from './enums.js';

/** How one structured op kind answers the LinalgOp interface. */
export interface StructuredKind {
  readonly name: string;
  /** The DPS inputs and inits (outs), in operand order. */
  split(op: Operation): { inputs: Value[]; outputs: Value[] };
  /** One map per operand, from the loop space to the operand's dims. */
  indexingMaps(op: Operation): AffineMap[];
  iteratorTypes(op: Operation): IteratorType[];
}

const kinds = new Map<string, StructuredKind>();

/** Makes an op kind a LinalgOp (each op file registers its kinds when loaded). */
export function registerStructured(kind: StructuredKind): void {
  kinds.set(kind.name, kind);
}

export function structuredKind(op: Operation): StructuredKind | undefined {
  return kinds.get(op.name);
}

/** True for ops implementing the LinalgOp interface. */
export function isLinalgOp(op: Operation | null | undefined): op is Operation {
  return op !== null && op !== undefined && kinds.has(op.name);
}

/** The LinalgOp view of an op. */
export interface LinalgView {
  readonly op: Operation;
  readonly inputs: readonly Value[];
  readonly outputs: readonly Value[];
  /** Tensor results, one per tensor output. */
  readonly results: readonly OpResult[];
  readonly indexingMaps: readonly AffineMap[];
  readonly iteratorTypes: readonly IteratorType[];
  readonly numLoops: number;
  /** The payload: one argument per input then per output (element types), ending in
   * linalg.yield of one value per output. */
  readonly body: Block;
}

/**
 * The LinalgOp view of `op`, or undefined when it is not a structured linalg op. Indexing maps
 * of named ops that upstream memoizes (`linalg.memoized_indexing_maps`) are memoized here too.
 */
export function linalgInterface(op: Operation): LinalgView | undefined {
  const kind = kinds.get(op.name);
  if (!kind) return undefined;
  const { inputs, outputs } = kind.split(op);
  const iteratorTypes = kind.iteratorTypes(op);
  return {
    op,
    inputs,
    outputs,
    results: op.results,
    indexingMaps: kind.indexingMaps(op),
    iteratorTypes,
    numLoops: iteratorTypes.length,
    body: op.regions[0]!.front,
  };
}

/** The map of one operand (by operand number). */
export function indexingMapOf(view: LinalgView, operandNumber: number): AffineMap {
  return view.indexingMaps[operandNumber]!;
}

/** The DPS inits of a structured op (its outs), for the dpsInits hook. */
export function structuredInits(op: Operation): Value[] {
  return kinds.get(op.name)?.split(op).outputs ?? [];
}

/** Upstream's getGenericSpeculatabilityImpl: on tensors only, an op may be hoisted as far as its
 * payload may (on memrefs it writes, and never is). */
export function structuredSpeculatability(op: Operation): Speculatability {
  return op.operands.some((v) => v.type instanceof MemRefType) ? 'not-speculatable' : 'recursively-speculatable';
}

/**
 * Upstream's getGenericEffectsImpl: memref inputs are read, memref inits are written (and read
 * when the payload uses their element); tensor operands have no effect, so unused ops on tensors
 * are dead and identical ones merge.
 */
export function structuredEffects(op: Operation): ('read' | 'write')[] {
  const kind = kinds.get(op.name);
  if (!kind) return [];
  const { inputs, outputs } = kind.split(op);
  const isMemref = (v: Value): boolean => v.type instanceof MemRefType;
  const out = new Set<'read' | 'write'>();
  if (inputs.some(isMemref)) out.add('read');
  const block = op.regions[0]?.isEmpty === false ? op.regions[0]!.front : undefined;
  outputs.forEach((v, i) => {
    if (!isMemref(v)) return;
    if (block?.args[inputs.length + i]?.hasUses) out.add('read');
    out.add('write');
  });
  return [...out];
}
