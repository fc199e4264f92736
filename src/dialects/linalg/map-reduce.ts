/**
 * linalg.map and linalg.reduce: structured ops whose body is written out, or, when it is a single
 * op over the block arguments, abbreviated as `{ arith.addf }` (upstream's short form, which the
 * parser expands into the same body). Their operands are not segmented: map's last operand is
 * its init, reduce has as many inits as inputs (SameVariadicOperandSize).
 */
import type { OpAsmParser, OpAsmPrinter, OperationState } from '../../ir/asm.js';
import { AffineMap } from '../../ir/affine/map.js';
import { type Attribute, DenseArrayAttr } from '../../ir/attributes.js';
import type { Block } from '../../ir/block.js';
import { Builder } from '../../ir/builder.js';
import { errorAt, opError } from '../../ir/diagnostics.js';
import { unknownLoc } from '../../ir/location.js';
import type { OpInfo } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import { RecursiveMemoryEffects, singleBlockImplicitTerminator } from '../../ir/traits.js';
import { IntegerType, RankedTensorType, ShapedType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AnyShaped, AnyTensor, SortedDenseI64ArrayAttr } from '../../irdl/constraints.js';
import { type OpDef, defineOp } from '../../irdl/define.js';
import { sizedRegion, variadic } from '../../irdl/spec.js';
import { createWithDefaults } from './body.js';
import { FastMathFlags } from '../arith/attrs.js';
import type { IteratorType } from './enums.js';
import { YieldOp } from './generic.js';
import { registerStructured, structuredEffects, structuredInits, structuredSpeculatability } from './interface.js';
import { parseInsOuts, payloadRegion, printInsOuts } from './syntax.js';
import { operandShape, verifyDps, verifyStructured } from './verify.js';

/** Shapes in messages as upstream streams an ArrayRef<int64_t>: dynamic sizes as kDynamic. */
const shapeStr = (s: readonly number[]): string => s.map((d) => (d === Number.MIN_SAFE_INTEGER ? '-9223372036854775808' : String(d))).join(', ');

/** Upstream's parseDstStyleOp: ins/outs, tensor results from the tensor outputs, then `attrs`. */
export function parseDstStyle(p: OpAsmParser, state: OperationState, parseAttrs?: () => void): { inputs: Value[]; outputs: Value[] } {
  const io = parseInsOuts(p, state, false);
  for (const v of io.outputs) if (v.type instanceof RankedTensorType) state.resultTypes.push(v.type);
  parseAttrs?.();
  p.parseOptionalAttrDict(state.attributes);
  return io;
}

/** `name = [1, 2]` as a DenseI64ArrayAttr. */
export function parseI64List(p: OpAsmParser, state: OperationState, name: string): void {
  p.parseKeyword(name);
  p.parsePunct('=');
  const values: bigint[] = [];
  p.parseCommaSeparatedList('square', () => values.push(p.parseInteger()));
  state.attributes.set(name, DenseArrayAttr.get(IntegerType.get(64), values));
}

export function printI64List(p: OpAsmPrinter, name: string, a: Attribute | undefined): void {
  const vals = a instanceof DenseArrayAttr ? a.values.map(String) : [];
  p.write(` ${name} = [${vals.join(', ')}] `);
}

/** `{ arith.addf {attrs} }` before `ins`, when present. */
function parseShortForm(p: OpAsmParser): { info: OpInfo; attrs: Map<string, Attribute> } | undefined {
  if (!p.parseOptionalPunct('{')) return undefined;
  const loc = p.currentLoc();
  const name = p.parseOptionalKeyword();
  if (name === undefined) throw errorAt(loc, 'expected bare identifier or keyword');
  const info = p.lookupOp(name);
  if (!info) {
    throw errorAt(p.nameLoc(), `'${name}' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used`);
  }
  const attrs = new Map<string, Attribute>();
  p.parseOptionalAttrDict(attrs);
  p.parsePunct('}');
  return { info, attrs };
}

/** The body of a short form: one argument per operand, the payload op, its yield. */
function shortFormBody(state: OperationState, payload: { info: OpInfo; attrs: Map<string, Attribute> }, payloadArgs: (args: Value[]) => Value[]): Region {
  const { region, block } = payloadRegion(state.operands, () => unknownLoc);
  const b = Builder.atEnd(block, state.loc);
  const last = state.operands[state.operands.length - 1]!;
  const elem = last.type instanceof ShapedType ? last.type.elementType : last.type;
  const op = 'model' in payload.info
    ? createWithDefaults(b, payload.info as OpDef, payloadArgs(block.args), [elem], payload.attrs)
    : b.create(payload.info, { operands: payloadArgs(block.args), resultTypes: [elem], attributes: payload.attrs });
  b.create(YieldOp, { operands: op.results });
  return region;
}

/** The payload op when the body is `payload(args...); yield payload` with the operand order of
 * the short form; undefined otherwise. */
function shortFormPayload(block: Block, operandsOf: (args: readonly Value[]) => readonly Value[]): Operation | undefined {
  const ops = block.ops;
  if (ops.length !== 2) return undefined;
  const [payload, yieldOp] = ops as [Operation, Operation];
  const want = operandsOf(block.args);
  if (payload.numOperands === 0 || payload.numOperands !== want.length || payload.numResults !== 1) return undefined;
  if (!payload.operands.every((v, i) => v === want[i])) return undefined;
  if (yieldOp.numOperands !== 1 || yieldOp.getOperand(0) !== payload.getResult(0)) return undefined;
  return payload;
}

function printShortForm(p: OpAsmPrinter, payload: Operation): void {
  p.write(` { ${payload.name}`);
  const none = payload.allAttrs.find((a) => FastMathFlags.constraint.check(a.value) && a.value.value === 0);
  p.printOptionalAttrDict(payload.allAttrs, none ? [none.name] : []);
  p.write(' }');
}

/** The written-out body: `\n  (%in: f32, %init: f32) { ... }` on its own indented line. */
function printLongForm(p: OpAsmPrinter, body: Region): void {
  p.increaseIndent();
  p.printNewline();
  p.write('(');
  body.front.args.forEach((a, i) => { if (i) p.write(', '); p.printRegionArgument(a); });
  p.write(') ');
  p.printRegion(body, { printEntryBlockArgs: false });
  p.decreaseIndent();
}

function parseBody(p: OpAsmParser, state: OperationState, short: ReturnType<typeof parseShortForm>, payloadArgs: (args: Value[]) => Value[]): void {
  if (short) {
    state.regions.push(state.operands.length ? shortFormBody(state, short, payloadArgs) : new Region());
    return;
  }
  const args = p.parseArgumentList('paren', true, true);
  const r = new Region();
  p.parseRegion(r, args);
  state.regions.push(r);
}

const mapSplit = (op: Operation) => ({ inputs: op.operands.slice(0, -1), outputs: op.operands.slice(-1) });

/**
 * Applies its body to the elements of its inputs at every index of the init.
 *
 * ```mlir
 * %r = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<8xf32>)
 * ```
 */
export const MapOp = defineOp({
  name: 'linalg.map',
  summary: 'Elementwise operations',
  operands: { inputs: variadic(AnyShaped), init: AnyShaped },
  results: { result: variadic(AnyTensor) },
  regions: { mapper: sizedRegion(1) },
  traits: [RecursiveMemoryEffects, singleBlockImplicitTerminator('linalg.yield')],
}, {
  parse(p, state) {
    const short = parseShortForm(p);
    parseDstStyle(p, state);
    parseBody(p, state, short, (args) => args.slice(0, -1));
  },
  print(op, p) {
    const body = op.mapper;
    const payload = body.isEmpty ? undefined : shortFormPayload(body.front, (args) => args.slice(0, -1));
    if (payload) printShortForm(p, payload);
    const { inputs, outputs } = mapSplit(op);
    printInsOuts(p, inputs, outputs);
    p.printOptionalAttrDict(op.allAttrs);
    if (!payload) printLongForm(p, body);
  },
  verify(op) {
    verifyDps(op);
    const block = op.mapper.front;
    if (op.numOperands !== block.numArguments) {
      throw opError(op, `expects number of operands to match the arity of mapper, but got: ${op.numOperands} and ${block.numArguments}`);
    }
    op.operands.forEach((v, i) => {
      const elem = (v.type as ShapedType).elementType, arg = block.getArgument(i).type;
      if (elem !== arg) throw opError(op, `expected element type of input '${elem.key}' to match bbArg type '${arg.key}'`);
    });
    const outShape = operandShape(op.init);
    for (const v of op.inputs) {
      const s = operandShape(v);
      if (s.join() !== outShape.join()) throw opError(op, `expected shape of input (${shapeStr(s)}) to match shape of output (${shapeStr(outShape)})`);
    }
  },
  verifyRegions: verifyStructured,
  memoryEffects: structuredEffects,
  speculatability: structuredSpeculatability,
  dpsInits: structuredInits,
  asmResultNames: (op) => (op.numResults ? ['mapped'] : []),
  asmBlockArgNames: (op, r) => r.front.args.map((_, i) => (i < op.numOperands - 1 ? 'in' : 'init')),
});

const rankOf = (v: Value | undefined): number => (v ? operandShape(v).length : 0);

registerStructured({
  name: 'linalg.map',
  split: mapSplit,
  indexingMaps: (op) => op.operands.map(() => AffineMap.identity(rankOf(op.operands[op.numOperands - 1]))),
  iteratorTypes: (op) => new Array<IteratorType>(rankOf(op.operands[op.numOperands - 1])).fill('parallel'),
});

/** Inputs and inits of a reduce: the two halves of its operands. */
export function reduceSplit(op: Operation): { inputs: Value[]; outputs: Value[] } {
  const half = op.numOperands / 2;
  return { inputs: op.operands.slice(0, half), outputs: op.operands.slice(half) };
}

const dimsOf = (op: Operation): number[] => {
  const a = op.getAttr('dimensions');
  return a instanceof DenseArrayAttr ? a.nums : [];
};

/**
 * Reduces its inputs along `dimensions` into its inits with a combiner body.
 *
 * ```mlir
 * %r = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) dimensions = [1]
 * ```
 */
export const ReduceOp = defineOp({
  name: 'linalg.reduce',
  summary: 'Reduce operator',
  operands: { inputsAndInits: variadic(AnyShaped) },
  attributes: { dimensions: SortedDenseI64ArrayAttr },
  results: { result: variadic(AnyTensor) },
  regions: { combiner: sizedRegion(1) },
  traits: [RecursiveMemoryEffects, singleBlockImplicitTerminator('linalg.yield')],
}, {
  parse(p, state) {
    const short = parseShortForm(p);
    parseDstStyle(p, state, () => parseI64List(p, state, 'dimensions'));
    // Short form: the init comes first (upstream's initFirst).
    parseBody(p, state, short, (args) => [args[args.length - 1]!, ...args.slice(0, -1)]);
  },
  print(op, p) {
    const body = op.combiner;
    const payload = body.isEmpty ? undefined : shortFormPayload(body.front, (args) => [args[args.length - 1]!, ...args.slice(0, -1)]);
    if (payload) printShortForm(p, payload);
    const { inputs, outputs } = reduceSplit(op);
    printInsOuts(p, inputs, outputs);
    printI64List(p, 'dimensions', op.dimensions);
    p.printOptionalAttrDict(op.allAttrs, ['dimensions']);
    if (!payload) printLongForm(p, body);
  },
  verify(op) {
    verifyDps(op);
    verifyReduce(op);
  },
  verifyRegions: verifyStructured,
  memoryEffects: structuredEffects,
  speculatability: structuredSpeculatability,
  dpsInits: structuredInits,
  asmResultNames: (op) => (op.numResults ? ['reduced'] : []),
  asmBlockArgNames: (op, r) => r.front.args.map((_, i) => (i < op.numOperands / 2 ? 'in' : 'init')),
});

function verifyReduce(op: Operation): void {
  if (op.numOperands % 2) throw opError(op, 'operand count must be even (inputs and inits)');
  const { inputs, outputs } = reduceSplit(op);
  const s0 = operandShape(inputs[0]!), o0 = operandShape(outputs[0]!);
  inputs.forEach((v, i) => {
    if (i && operandShape(v).join() !== s0.join()) throw opError(op, `expects all inputs to have the same shapes. Shape at input-index ${i} is not equal to the shape at input-index 0.`);
  });
  outputs.forEach((v, i) => {
    if (i && operandShape(v).join() !== o0.join()) throw opError(op, `expects all outputs to have the same shapes. Shape at output-index ${i} is not equal to the shape at output-index 0.`);
  });
  const dims = dimsOf(op);
  for (const d of dims) {
    if (d < 0 || d >= s0.length) throw opError(op, `dimensions for reduction should be in the range [0, ${s0.length - 1}].`);
  }
  const kept = s0.filter((_, i) => !dims.includes(i));
  if (kept.length !== o0.length) throw opError(op, `number of dimensions after reduction ${kept.length} doesn't match the init rank ${o0.length}`);
  if (kept.join() !== o0.join()) throw opError(op, `init dimensions [${shapeStr(o0)}] doesn't match input dimensions after reduction [${shapeStr(kept)}]`);
  const block = op.regions[0]!.front;
  if (block.numArguments !== op.numOperands) throw opError(op, 'mismatching number of operands and block arguments');
  inputs.forEach((v, i) => {
    const e = (v.type as ShapedType).elementType, a = block.getArgument(i).type;
    if (e !== a) throw opError(op, `input element type '${e.key}' does not match corresponding block argument type '${a.key}'`);
  });
  outputs.forEach((v, i) => {
    const e = (v.type as ShapedType).elementType, a = block.getArgument(inputs.length + i).type;
    if (e !== a) throw opError(op, `output element type '${e.key}' does not match corresponding block argument type '${a.key}'`);
  });
}

registerStructured({
  name: 'linalg.reduce',
  split: reduceSplit,
  indexingMaps(op) {
    const { inputs, outputs } = reduceSplit(op);
    const rank = rankOf(inputs[0]);
    const id = AffineMap.identity(rank);
    const out = id.dropResults(dimsOf(op));
    return [...inputs.map(() => id), ...outputs.map(() => out)];
  },
  iteratorTypes(op) {
    const rank = rankOf(reduceSplit(op).inputs[0]);
    const dims = dimsOf(op);
    return Array.from({ length: rank }, (_, i) => (dims.includes(i) ? 'reduction' : 'parallel'));
  },
});
