/**
 * linalg.generic, the op every structured op can be written as, and the ops of structured
 * bodies: linalg.yield and linalg.index.
 */
import type { OpAsmParser, OpAsmPrinter, OperationState } from '../../ir/asm.js';
import type { AffineMap } from '../../ir/affine/map.js';
import {
  AffineMapAttr, ArrayAttr, type Attribute, DictionaryAttr, IntegerAttr, StringAttr,
} from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { Region } from '../../ir/region.js';
import { Pure, RecursiveMemoryEffects, ReturnLike, Terminator, singleBlockImplicitTerminator } from '../../ir/traits.js';
import { IntegerType, MemRefType, RankedTensorType } from '../../ir/types.js';
import {
  AffineMapArrayAttr, AnyRankedTensor, AnyShaped, AnyType, Index, StrAttr, type AttrConstraint, storedAs,
} from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { optionalAttr, region, variadic } from '../../irdl/spec.js';
import { IteratorTypeArrayAttr, IteratorTypeEnum, iteratorTypesOf } from './enums.js';
import { linalgInterface, registerStructured, structuredEffects, structuredInits, structuredSpeculatability } from './interface.js';
import { parseInsOuts, parseResultTypes, printInsOuts, printResultTypes } from './syntax.js';
import { foldMemRefCasts } from './folds.js';
import { verifyDps, verifyStructured } from './verify.js';

/** The attributes of linalg.generic's leading dictionary (linalgTraitAttrNames). */
const TRAIT_ATTRS = ['doc', 'indexing_maps', 'iterator_types', 'library_call'];

/** The inputs/outputs of an op with `operandSegmentSizes = [ins, outs]`. */
export function splitBySegments(op: Operation): { inputs: Value[]; outputs: Value[] } {
  const seg = op.getAttr('operandSegmentSizes');
  const n = seg && 'nums' in seg ? (seg as unknown as { nums: number[] }).nums[0]! : op.numOperands;
  const all = op.operands;
  return { inputs: all.slice(0, n), outputs: all.slice(n) };
}

export const mapsOf = (a: Attribute | undefined): AffineMap[] =>
  (a instanceof ArrayAttr ? a.elements.filter((e): e is AffineMapAttr => e instanceof AffineMapAttr).map((e) => e.map) : []);

/**
 * Loops over an iteration space given by indexing maps and iterator types; the body computes
 * the outputs' elements from the inputs'.
 *
 * ```mlir
 * %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
 *     ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) {
 * ^bb0(%in: f32, %out: f32):
 *   linalg.yield %in : f32
 * } -> tensor<8xf32>
 * ```
 */
export const GenericOp = defineOp({
  name: 'linalg.generic',
  summary: 'Generic Linalg op form where the key properties of the computation are specified as attributes.',
  operands: { inputs: variadic(AnyType), outputs: variadic(AnyShaped) },
  attributes: {
    indexing_maps: AffineMapArrayAttr,
    iterator_types: IteratorTypeArrayAttr,
    doc: optionalAttr(StrAttr),
    library_call: optionalAttr(StrAttr),
  },
  results: { result_tensors: variadic(AnyRankedTensor) },
  regions: { region: region() },
  traits: [RecursiveMemoryEffects, singleBlockImplicitTerminator('linalg.yield')],
}, {
  parse: parseGeneric,
  print: printGeneric,
  verify: verifyDps,
  verifyRegions: verifyStructured,
  memoryEffects: structuredEffects,
  speculatability: structuredSpeculatability,
  dpsInits: structuredInits,
  fold: (op) => foldMemRefCasts(op),
  asmBlockArgNames(op) {
    const { inputs } = splitBySegments(op);
    const n = op.regions[0]?.front.numArguments ?? 0;
    return Array.from({ length: n }, (_, i) => (i < inputs.length ? 'in' : 'out'));
  },
});

function parseGeneric(p: OpAsmParser, state: OperationState): void {
  const loc = p.currentLoc();
  const dict = p.parseAttribute();
  if (!(dict instanceof DictionaryAttr)) throw p.error('invalid kind of attribute specified', loc);
  for (const { name, value } of dict.entries) state.attributes.set(name, value);
  const its = state.attributes.get('iterator_types');
  if (!(its instanceof ArrayAttr)) throw p.error('expected "iterator_types" array attribute', loc);
  state.attributes.set('iterator_types', ArrayAttr.get(its.elements.map((e) => {
    const name = e instanceof StringAttr ? e.value : undefined;
    if (name === undefined || IteratorTypeEnum.spec.cases[name] === undefined) {
      throw p.error(`unexpected iterator_type (${name ?? e.key})`);
    }
    return IteratorTypeEnum.getByName(name);
  })));
  parseInsOuts(p, state, true);
  if (p.parseOptionalKeyword('attrs') !== undefined) {
    p.parsePunct('=');
    p.parseOptionalAttrDict(state.attributes);
  }
  const r = new Region();
  p.parseRegion(r, []);
  state.regions.push(r);
  state.resultTypes.push(...parseResultTypes(p));
}

function printGeneric(op: Operation, p: OpAsmPrinter): void {
  p.write(' ');
  const traits = op.allAttrs.filter((a) => TRAIT_ATTRS.includes(a.name)).map((a) => (a.name === 'iterator_types'
    ? { name: a.name, value: ArrayAttr.get(iteratorTypesOf(a.value).map((t) => StringAttr.get(t))) }
    : a));
  if (traits.length) p.printAttribute(DictionaryAttr.get(traits));
  const { inputs, outputs } = splitBySegments(op);
  printInsOuts(p, inputs, outputs);
  const elided = [...TRAIT_ATTRS, 'operandSegmentSizes'];
  if (op.allAttrs.some((a) => !elided.includes(a.name))) {
    p.write(' attrs = ');
    p.printOptionalAttrDict(op.allAttrs, elided);
  }
  const body = op.regions[0]!;
  if (!body.isEmpty) {
    p.write(' ');
    p.printRegion(body);
  }
  printResultTypes(p, op.resultTypes);
}

registerStructured({
  name: 'linalg.generic',
  split: splitBySegments,
  indexingMaps: (op) => mapsOf(op.getAttr('indexing_maps')),
  iteratorTypes: (op) => iteratorTypesOf(op.getAttr('iterator_types')),
});

/**
 * Ends a structured op's body with one value per output.
 *
 * ```mlir
 * linalg.yield %sum : f32
 * ```
 */
export const YieldOp = defineOp({
  name: 'linalg.yield',
  summary: 'Linalg yield operation',
  operands: { values: variadic(AnyType) },
  traits: [Pure, ReturnLike, Terminator],
}, {
  parse(p: OpAsmParser, state: OperationState) {
    const loc = p.currentLoc();
    const us = p.parseOperandList('none');
    p.parseOptionalAttrDict(state.attributes);
    const types = us.length ? p.parseColonTypeList() : [];
    state.operands.push(...p.resolveOperands(us, types, loc));
  },
  print(op, p) {
    if (op.numOperands) { p.write(' '); p.printOperands(op.operands); }
    p.printOptionalAttrDict(op.allAttrs);
    if (op.numOperands) {
      p.write(' : ');
      op.operandTypes.forEach((t, i) => { if (i) p.write(', '); p.printType(t); });
    }
  },
  verify(op) {
    const parent = op.parentOp;
    if (!parent || parent.numRegions !== 1 || parent.regions[0]!.isEmpty) throw opError(op, 'expected single non-empty parent region');
    const view = linalgInterface(parent);
    if (!view) throw opError(op, 'expected parent op with LinalgOp interface');
    if (op.numOperands !== view.outputs.length) {
      throw opError(op, `expected number of yield values (${op.numOperands}) to match the number of inits / outs operands of the enclosing LinalgOp (${view.outputs.length})`);
    }
    op.operands.forEach((v, i) => {
      const out = view.outputs[i]!.type;
      const elem = out instanceof MemRefType || out instanceof RankedTensorType ? out.elementType : out;
      if (v.type !== elem) {
        throw opError(op, `type of yield operand ${i + 1} ('${v.type.key}') doesn't match the element type of the enclosing linalg.generic op ('${elem.key}')`);
      }
    });
  },
});

const NonNegI64: AttrConstraint<IntegerAttr> = {
  storage: storedAs(IntegerAttr),
  description: '64-bit signless integer attribute whose minimum value is 0',
  check: (a): a is IntegerAttr => a instanceof IntegerAttr && a.type instanceof IntegerType && a.type.width === 64 && a.value >= 0n,
  buildableType: IntegerType.get(64),
};

/**
 * The index of the current iteration along one loop of the enclosing structured op.
 *
 * ```mlir
 * %i = linalg.index 0 : index
 * ```
 */
export const IndexOp = defineOp({
  name: 'linalg.index',
  summary: 'linalg index operation',
  attributes: { dim: NonNegI64 },
  results: { result: Index },
  traits: [Pure],
  format: '$dim attr-dict `:` type($result)',
}, {
  verify(op) {
    const view = op.parentOp ? linalgInterface(op.parentOp) : undefined;
    if (!view) throw opError(op, 'expected parent op with LinalgOp interface');
    const dim = op.dim.num;
    if (view.numLoops <= dim) {
      throw opError(op, `expected dim (${dim}) to be lower than the number of loops (${view.numLoops}) of the enclosing LinalgOp`);
    }
  },
});


