/**
 * The machinery of named structured ops (linalg.matmul, linalg.add, linalg.fill...): one
 * factory declares the op (ins/outs operands with segment sizes, tensor results, one region),
 * its loops (indexing maps, iterator types) and its payload. The payload is built when the op is
 * parsed from its custom form or created with `createNamedOp`, exactly as upstream's region
 * builders do, so the generic form and the LinalgOp interface see a real body.
 */
import type { OpAsmParser, OpAsmPrinter, OperationState } from '../../ir/asm.js';
import { AffineMap } from '../../ir/affine/map.js';
import { AffineMapAttr, ArrayAttr, type Attribute, DenseArrayAttr } from '../../ir/attributes.js';
import type { Builder } from '../../ir/builder.js';
import { errorAt } from '../../ir/diagnostics.js';
import { type Location, unknownLoc } from '../../ir/location.js';
import type { Operation } from '../../ir/operation.js';
import { RecursiveMemoryEffects, singleBlockImplicitTerminator } from '../../ir/traits.js';
import { RankedTensorType, type Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AnyRankedTensor, AnyShaped, AnyType } from '../../irdl/constraints.js';
import { type OpDef, defineOp } from '../../irdl/define.js';
import { type AttrSpec, region, variadic } from '../../irdl/spec.js';
import { PayloadBuilder, PayloadError } from './body.js';
import type { IteratorType } from './enums.js';
import { mapsOf, splitBySegments, YieldOp } from './generic.js';
import { registerStructured, structuredEffects, structuredInits, structuredSpeculatability } from './interface.js';
import { parseInsOuts, parseResultTypes, payloadRegion, printInsOuts, printResultTypes } from './syntax.js';
import { operandRank, verifyDps, verifyStructured } from './verify.js';
import { foldMemRefCasts } from './folds.js';

/** Builds the payload from the block arguments (inputs then outputs); returns the yielded values. */
export type Payload = (pb: PayloadBuilder, args: readonly Value[], attrs: ReadonlyMap<string, Attribute>) => Value[];

export interface NamedOpOptions {
  readonly summary: string;
  /** Indexing maps, from the op's operands (and attributes). */
  readonly maps: (op: Operation) => AffineMap[];
  readonly iterators: (op: Operation) => IteratorType[];
  readonly payload: Payload;
  /** Maps memoized in `linalg.memoized_indexing_maps` (OpDSL ops with static maps). */
  readonly memoize?: boolean;
  /** Default `indexing_maps` (ops that carry them as a property, printed when different). */
  readonly defaultMaps?: (operands: readonly Value[]) => AffineMap[];
  /** `indexing_maps` is a required property, always printed (linalg.contract). */
  readonly requiredMaps?: boolean;
  /** Checks before the structured-op verification. */
  readonly verify?: (op: Operation) => void;
  /** Syntax before `ins` (linalg.elementwise's `kind=...`). */
  readonly parsePrefix?: (p: OpAsmParser, state: OperationState) => void;
  readonly printPrefix?: (op: Operation, p: OpAsmPrinter) => void;
  /** How many block arguments the payload takes (upstream's getNumRegionArgs), checked when
   * parsing; a function for ops whose arity depends on an attribute. */
  readonly regionArgs: number | ((attrs: ReadonlyMap<string, Attribute>) => number | undefined);
  /** Attributes the custom form does not print in its dictionary. */
  readonly elided?: readonly string[];
}

const payloads = new Map<string, Payload>();
/** Default `indexing_maps` of the ops that carry them, for createNamedOp. */
const namedDefaults = new Map<string, (operands: readonly Value[]) => AffineMap[]>();

const MEMO = 'linalg.memoized_indexing_maps';

function memoized(op: Operation, compute: () => AffineMap[]): AffineMap[] {
  const cached = op.getAttr(MEMO);
  if (cached instanceof ArrayAttr) return mapsOf(cached);
  const maps = compute();
  op.setAttr(MEMO, ArrayAttr.get(maps.map((m) => AffineMapAttr.get(m))));
  return maps;
}

export const mapsAttr = (maps: readonly AffineMap[]): ArrayAttr => ArrayAttr.get(maps.map((m) => AffineMapAttr.get(m)));
const sameMaps = (a: readonly AffineMap[], b: readonly AffineMap[]): boolean => a.length === b.length && a.every((m, i) => m.equals(b[i]!));

/** Fills `block` with the payload of op `name`; reports failures as upstream's parser does. */
function buildPayload(name: string, operands: readonly Value[], attrs: ReadonlyMap<string, Attribute>, loc: Location) {
  const { region, block } = payloadRegion(operands, () => unknownLoc);
  const pb = new PayloadBuilder(block, unknownLoc);
  try {
    const yields = payloads.get(name)!(pb, block.args, attrs);
    pb.yield(yields, YieldOp, unknownLoc);
  } catch (e) {
    if (e instanceof PayloadError) throw errorAt(loc, `custom op '${name}' ${e.message}`);
    throw e;
  }
  return region;
}

/** `indexing_maps = [...]` before `ins`, when present. */
export function parseOptionalIndexingMaps(p: OpAsmParser): ArrayAttr | undefined {
  if (p.parseOptionalKeyword('indexing_maps') === undefined) return undefined;
  p.parsePunct('=');
  const a = p.parseAttribute();
  if (!(a instanceof ArrayAttr) || a.elements.some((e) => !(e instanceof AffineMapAttr))) {
    throw p.error('element of indexing_maps array is not an affine_map');
  }
  return a;
}

function printIndexingMaps(p: OpAsmPrinter, a: ArrayAttr): void {
  p.write(' indexing_maps = [');
  a.elements.forEach((e, i) => { if (i) p.write(', '); p.printAttribute(e); });
  p.write(']');
}

/** Declares a named structured op with extra attributes `attributes`. */
export function namedOp<const N extends string, const A extends Readonly<Record<string, AttrSpec>>>(name: N, attributes: A, o: NamedOpOptions) {
  payloads.set(name, o.payload);
  if (o.defaultMaps) namedDefaults.set(name, o.defaultMaps);
  const carriesMaps = o.defaultMaps !== undefined || o.requiredMaps === true;
  const def = defineOp({
    name,
    summary: o.summary,
    operands: { inputs: variadic(AnyType), outputs: variadic(AnyShaped) },
    attributes,
    results: { result_tensors: variadic(AnyRankedTensor) },
    regions: { region: region() },
    traits: [RecursiveMemoryEffects, singleBlockImplicitTerminator('linalg.yield')],
  }, {
    parse(p, state) {
      const loc = p.currentLoc();
      o.parsePrefix?.(p, state);
      const maps = carriesMaps ? parseOptionalIndexingMaps(p) : undefined;
      if (o.requiredMaps && !maps) throw p.error("expected 'indexing_maps' attribute");
      const { inputs, outputs } = parseInsOuts(p, state, true);
      p.parseOptionalAttrDict(state.attributes);
      state.resultTypes.push(...parseResultTypes(p));
      const want = typeof o.regionArgs === 'number' ? o.regionArgs : o.regionArgs(state.attributes);
      const got = inputs.length + outputs.length;
      if (want !== undefined && want !== got) {
        throw p.error(`[parseNamedStructuredOpRegion] ods-gen generated region expects ${want} args, got ${got}`, p.currentLoc());
      }
      if (maps) state.attributes.set('indexing_maps', maps);
      else if (o.defaultMaps) state.attributes.set('indexing_maps', mapsAttr(o.defaultMaps([...inputs, ...outputs])));
      state.regions.push(buildPayload(name, [...inputs, ...outputs], state.attributes, loc));
    },
    print(op, p) {
      o.printPrefix?.(op, p);
      const maps = op.getAttr('indexing_maps');
      if (carriesMaps && maps instanceof ArrayAttr && (!o.defaultMaps || !sameMaps(mapsOf(maps), o.defaultMaps(op.operands)))) printIndexingMaps(p, maps);
      p.printOptionalAttrDict(op.allAttrs, ['operandSegmentSizes', MEMO, ...(carriesMaps ? ['indexing_maps'] : []), ...(o.elided ?? [])]);
      const { inputs, outputs } = splitBySegments(op);
      printInsOuts(p, inputs, outputs);
      printResultTypes(p, op.resultTypes);
    },
    verify(op) {
      verifyDps(op);
      o.verify?.(op);
    },
    verifyRegions: verifyStructured,
    memoryEffects: structuredEffects,
    speculatability: structuredSpeculatability,
    dpsInits: structuredInits,
    fold: (op) => foldMemRefCasts(op),
  });
  registerStructured({
    name,
    split: splitBySegments,
    indexingMaps: (op) => {
      if (carriesMaps) {
        const a = op.getAttr('indexing_maps');
        return a instanceof ArrayAttr ? mapsOf(a) : o.defaultMaps?.(op.operands) ?? [];
      }
      return o.memoize ? memoized(op, () => o.maps(op)) : o.maps(op);
    },
    iteratorTypes: o.iterators,
  });
  return def;
}

/**
 * Creates a named structured op at `b`'s insertion point, with its payload (as parsing its
 * custom form would): `createNamedOp(b, MatmulOp, [a, bb], [c])`. Result types default to the
 * tensor outputs' types.
 */
export function createNamedOp(b: Builder, def: OpDef, inputs: readonly Value[], outputs: readonly Value[],
  opts: { resultTypes?: readonly Type[]; attrs?: Iterable<readonly [string, Attribute]>; loc?: Location } = {}): Operation {
  const attrs = new Map<string, Attribute>(opts.attrs ?? []);
  attrs.set('operandSegmentSizes', DenseArrayAttr.i32([inputs.length, outputs.length]));
  const defaults = namedDefaults.get(def.name);
  if (defaults && !attrs.has('indexing_maps')) attrs.set('indexing_maps', mapsAttr(defaults([...inputs, ...outputs])));
  const loc = opts.loc ?? b.loc;
  const region = buildPayload(def.name, [...inputs, ...outputs], attrs, loc);
  const resultTypes = opts.resultTypes ?? outputs.map((v) => v.type).filter((t) => t instanceof RankedTensorType);
  return b.create(def, { operands: [...inputs, ...outputs], resultTypes, attributes: attrs, regions: [region], loc });
}

// ---- loop structures shared by several ops ----

/** Rank-polymorphic ops (elementwise, fill, copy): identity maps over the first output's rank,
 * and `(d0, ...) -> ()` for scalar operands. */
export function elementwiseMaps(op: Operation): AffineMap[] {
  const { outputs } = splitBySegments(op);
  const rank = outputs[0] ? operandRank(outputs[0]) : 0;
  return op.operands.map((v) => (operandRank(v) === 0 ? AffineMap.empty(rank) : AffineMap.identity(rank)));
}

export function allParallel(op: Operation): IteratorType[] {
  const { outputs } = splitBySegments(op);
  const rank = outputs[0] ? operandRank(outputs[0]) : 0;
  return new Array<IteratorType>(rank).fill('parallel');
}
