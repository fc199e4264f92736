/**
 * How each op the pipeline produces is rewritten on buffers. Every rule reads the buffers of
 * its tensor operands from the state, emits memref code at `b` (host code: allocations and
 * copies go through `s.host()`), records the buffer of each tensor result, and leaves the
 * original op to be erased once the whole function is done (its tensor uses drive the in-place
 * analysis of the ops after it).
 */
import { Builder } from '../../ir/builder.js';
import { DenseArrayAttr, type ElementsAttr } from '../../ir/attributes.js';
import { IRMapping } from '../../ir/mapping.js';
import { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import { type MemRefType, RankedTensorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { CollapseShapeOp, ExpandShapeOp, LoadOp, SubViewOp } from '../../dialects/memref/index.js';
import { inferSubViewType } from '../../dialects/memref/view.js';
import { linalgInterface } from '../../dialects/linalg/index.js';
import { DispatchOp, YieldOp } from '../../dialects/comco/index.js';
import { CallOp } from '../../dialects/func/index.js';
import { type FunctionState, bufferType, hasIdentityLayout, isTensor } from './state.js';
import type { ConstantGlobals } from './globals.js';

export interface RuleContext {
  readonly s: FunctionState;
  readonly globals: ConstantGlobals;
}

/** `v`'s buffer with the identity layout: a copy into a new buffer when it is a strided view. */
function contiguous(cx: RuleContext, op: Operation, v: Value): Value {
  const m = cx.s.bufferOf(v);
  if (hasIdentityLayout(m)) return m;
  const fresh = cx.s.alloc(v.type as RankedTensorType, op.loc);
  cx.s.copy(cx.s.host(), m, fresh, op.loc);
  return fresh;
}

/**
 * The buffer `op` writes for its destination operand `i`: the destination's own when that is
 * legal, else a new one, holding a copy of the destination only when `op` reads it.
 */
function destination(cx: RuleContext, b: Builder, op: Operation, i: number): Value {
  const use = op.opOperands[i]!;
  if (cx.s.canWriteInPlace(op, use)) return cx.s.bufferOf(use.value);
  const fresh = cx.s.alloc(use.value.type as RankedTensorType, op.loc);
  if (cx.s.reads(use)) cx.s.copy(b, cx.s.bufferOf(use.value), fresh, op.loc);
  return fresh;
}

/** A structured op in destination-passing style: the same op on buffers, without results. */
function structured(cx: RuleContext, b: Builder, op: Operation): void {
  const view = linalgInterface(op)!;
  const n = view.inputs.length;
  const operands = op.operands.map((v, i) => {
    if (!isTensor(v.type)) return v;
    return i < n ? cx.s.bufferOf(v) : destination(cx, b, op, i);
  });
  const props = op.properties;
  const copy = Operation.create({
    info: op.info,
    loc: op.loc,
    operands,
    resultTypes: [],
    attributes: new Map(op.attributes),
    properties: props.size ? new Map(props) : undefined,
    regions: op.regions.map(() => new Region()),
    successors: [],
  });
  op.regions.forEach((r, i) => r.cloneBlocksInto(copy.regions[i]!, new IRMapping()));
  b.insert(copy);
  op.results.forEach((r, i) => cx.s.assign(r, operands[n + i]!));
}

function empty(cx: RuleContext, _b: Builder, op: Operation): void {
  cx.s.assign(op.getResult(0), cx.s.alloc(op.getResult(0).type as RankedTensorType, op.loc));
}

function constant(cx: RuleContext, _b: Builder, op: Operation): void {
  const m = cx.globals.get(cx.s.host(), op.getAttr('value') as ElementsAttr, op.loc);
  cx.s.newClass(m, false, false);
  cx.s.assign(op.getResult(0), m);
}

function cast(cx: RuleContext, _b: Builder, op: Operation): void {
  cx.s.assign(op.getResult(0), cx.s.bufferOf(op.getOperand(0)));
}

/** expand_shape / collapse_shape: a view of a contiguous buffer. */
function reshape(cx: RuleContext, b: Builder, op: Operation): void {
  const src = contiguous(cx, op, op.getOperand(0));
  const t = bufferType(op.getResult(0).type as RankedTensorType);
  const attrs: [string, NonNullable<ReturnType<Operation['getAttr']>>][] = [['reassociation', op.getAttr('reassociation')!]];
  const expand = op.name === 'tensor.expand_shape';
  if (expand) attrs.push(['static_output_shape', op.getAttr('static_output_shape')!]);
  const m = b.create(expand ? ExpandShapeOp : CollapseShapeOp, { operands: [src], resultTypes: [t], attributes: attrs, loc: op.loc }).getResult(0);
  cx.s.addView(m, src, true);
  cx.s.assign(op.getResult(0), m);
}

const staticList = (op: Operation, name: string): number[] => (op.getAttr(name) as DenseArrayAttr).nums;

/** A subview of `base` at the static offsets, sizes and strides of a slice op. */
function subview(cx: RuleContext, b: Builder, op: Operation, base: Value): Value {
  const offsets = staticList(op, 'static_offsets'), sizes = staticList(op, 'static_sizes'), strides = staticList(op, 'static_strides');
  const t = inferSubViewType(base.type as MemRefType, offsets, sizes, strides);
  const attrs: [string, DenseArrayAttr][] = [
    ['static_offsets', op.getAttr('static_offsets') as DenseArrayAttr],
    ['static_sizes', op.getAttr('static_sizes') as DenseArrayAttr],
    ['static_strides', op.getAttr('static_strides') as DenseArrayAttr],
    ['operandSegmentSizes', DenseArrayAttr.i32([1, 0, 0, 0])],
  ];
  const m = b.create(SubViewOp, { operands: [base], resultTypes: [t], attributes: attrs, loc: op.loc }).getResult(0);
  cx.s.addView(m, base);
  return m;
}

function extractSlice(cx: RuleContext, b: Builder, op: Operation): void {
  cx.s.assign(op.getResult(0), subview(cx, b, op, cx.s.bufferOf(op.getOperand(0))));
}

/** The destination (in place when legal), with the source copied into the slice. */
function insertSlice(cx: RuleContext, b: Builder, op: Operation): void {
  const dest = destination(cx, b, op, 1);
  cx.s.copy(b, cx.s.bufferOf(op.getOperand(0)), subview(cx, b, op, dest), op.loc);
  cx.s.assign(op.getResult(0), dest);
}

function extract(cx: RuleContext, b: Builder, op: Operation): void {
  const [t, ...indices] = op.operands;
  const load = LoadOp.build(b, { memref: cx.s.bufferOf(t!), indices }, op.loc);
  op.getResult(0).replaceAllUsesWith(load.result);
}

/** A dispatch without results whose body writes the buffers of what it yielded. */
function dispatch(cx: RuleContext, b: Builder, op: Operation, rewrite: (b: Builder, op: Operation) => void): void {
  const nd = b.create(DispatchOp, { attributes: [['kind', op.getAttr('kind')!]], resultTypes: [], regions: 1, loc: op.loc });
  const block = nd.regions[0]!.addBlock();
  const saved = cx.s.anchor;
  cx.s.anchor = nd;
  const inner = Builder.atEnd(block, op.loc);
  const yielded = op.regions[0]!.front.last!;
  for (const o of [...op.regions[0]!.front.ops]) if (o !== yielded) rewrite(inner, o);
  cx.s.anchor = saved;
  YieldOp.build(inner, { values: [] }, yielded.loc);
  op.results.forEach((r, i) => cx.s.assign(r, cx.s.bufferOf(yielded.getOperand(i))));
}

/** allreduce in place (on a copy when its operand's buffer must survive); allgather and
 * reduce_scatter into a new buffer. */
function collective(cx: RuleContext, b: Builder, op: Operation): void {
  const result = op.getResult(0);
  const attrs = [...op.allAttrs].map((a) => [a.name, a.value] as const);
  if (op.name === 'comco.allreduce') {
    let m = cx.s.bufferOf(op.getOperand(0));
    if (!cx.s.canWriteInPlace(op, op.opOperands[0]!) || !hasIdentityLayout(m)) {
      const fresh = cx.s.alloc(result.type as RankedTensorType, op.loc);
      cx.s.copy(b, m, fresh, op.loc);
      m = fresh;
    }
    b.create(op.info, { operands: [m], attributes: attrs, loc: op.loc });
    cx.s.assign(result, m);
    return;
  }
  const input = contiguous(cx, op, op.getOperand(0));
  const out = cx.s.alloc(result.type as RankedTensorType, op.loc);
  b.create(op.info, { operands: [input, out], attributes: attrs, loc: op.loc });
  cx.s.assign(result, out);
}

/** Arguments are passed as contiguous buffers the callee only reads; results are new buffers the
 * caller owns. */
function call(cx: RuleContext, b: Builder, op: Operation): void {
  const args = op.operands.map((v) => (isTensor(v.type) ? contiguous(cx, op, v) : v));
  const types = op.resultTypes.map((t) => (isTensor(t) ? bufferType(t) : t));
  const attrs = [...op.allAttrs].map((a) => [a.name, a.value] as const);
  const c = b.create(CallOp, { operands: args, resultTypes: types, attributes: attrs, loc: op.loc });
  op.results.forEach((r, i) => {
    if (!isTensor(r.type)) { r.replaceAllUsesWith(c.getResult(i)); return; }
    cx.s.newClass(c.getResult(i), true, true);
    cx.s.assign(r, c.getResult(i));
  });
}

/**
 * Each returned buffer must be one the caller may own and free: an allocation of this function
 * (or a reshape of all of it), returned once. Arguments, constants, slices and repeated results
 * are copied into new buffers.
 */
function ret(cx: RuleContext, b: Builder, op: Operation): void {
  const seen = new Set<object>();
  const values = op.operands.map((v) => {
    if (!isTensor(v.type)) return v;
    const m = cx.s.bufferOf(v);
    const c = cx.s.classOf(m);
    if (c.owned && cx.s.isWhole(m) && !seen.has(c)) { seen.add(c); return m; }
    const fresh = cx.s.alloc(v.type, op.loc);
    cx.s.copy(b, m, fresh, op.loc);
    return fresh;
  });
  b.create(op.info, { operands: values, loc: op.loc });
}

type Rule = (cx: RuleContext, b: Builder, op: Operation) => void;

const rules: Record<string, Rule> = {
  'tensor.empty': empty,
  'arith.constant': constant,
  'tensor.cast': cast,
  'tensor.expand_shape': reshape,
  'tensor.collapse_shape': reshape,
  'tensor.extract_slice': extractSlice,
  'tensor.insert_slice': insertSlice,
  'tensor.extract': extract,
  'comco.allreduce': collective,
  'comco.allgather': collective,
  'comco.reduce_scatter': collective,
  'func.call': call,
  'func.return': ret,
};

/** The op kinds with a rule (structured linalg ops and comco.dispatch besides). */
export const RULE_OPS: ReadonlySet<string> = new Set(Object.keys(rules));

/** Rewrites one op of a function body or of a dispatch body, at `b`. Ops without tensors stay. */
export function rewriteOp(cx: RuleContext, b: Builder, op: Operation): void {
  const tensors = op.operands.some((v) => isTensor(v.type)) || op.results.some((r) => isTensor(r.type));
  if (op.name === 'comco.dispatch') {
    dispatch(cx, b, op, (ib, o) => rewriteOp(cx, ib, o));
  } else if (op.name === 'func.return' || op.name === 'func.call') {
    rules[op.name]!(cx, b, op);
  } else if (!tensors) {
    // Scalar host code (constants, index math) stays where it is, moved into the new dispatch
    // when it was in the old one.
    if (b.block !== op.parentBlock) { op.remove(); b.insert(op); }
    return;
  } else if (linalgInterface(op)) {
    structured(cx, b, op);
  } else {
    rules[op.name]!(cx, b, op);
  }
  cx.s.replaced.push(op);
}
