/**
 * One host function through comco-bufferize: check that every tensor op can be bufferized
 * (before changing anything, so a refusal leaves the IR as it was), give the function memref
 * arguments and results (identity layouts: `function-boundary-type-conversion=identity-layout-map`),
 * rewrite the ops in program order, erase the tensor code, and free every temporary buffer after
 * its last use.
 */
import { Builder } from '../../ir/builder.js';
import { ElementsAttr, TypeAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { FunctionType, RankedTensorType, type Type, UnrankedTensorType } from '../../ir/types.js';
import type { BlockArgument } from '../../ir/value.js';
import { DeallocOp } from '../../dialects/memref/index.js';
import { linalgInterface } from '../../dialects/linalg/index.js';
import { FunctionState, bufferType, bufferizeError, isTensor } from './state.js';
import { RULE_OPS, type RuleContext, rewriteOp } from './rules.js';
import type { ConstantGlobals } from './globals.js';

const COLLECTIVES = new Set(['comco.allreduce', 'comco.allgather', 'comco.reduce_scatter']);

/** A tensor type the pass can give a buffer: ranked, static, without an encoding. */
function checkType(op: Operation, t: Type): void {
  if (t instanceof UnrankedTensorType) throw bufferizeError(op, `unranked tensor '${t.key}' is not supported`);
  if (!(t instanceof RankedTensorType)) return;
  if (!t.hasStaticShape) throw bufferizeError(op, `dynamic shape '${t.key}' is not supported (buffers have static shapes)`);
  if (t.encoding) throw bufferizeError(op, `tensor encoding in '${t.key}' is not supported`);
}

const usesTensors = (op: Operation): boolean =>
  op.operands.some((v) => isTensor(v.type)) || op.results.some((r) => isTensor(r.type));

/** Refuses what the rules cannot do, at the op. */
export function checkFunction(fn: Operation): void {
  const ft = (fn.getAttr('function_type') as TypeAttr).value as FunctionType;
  for (const t of [...ft.inputs, ...ft.results]) checkType(fn, t);
  if (fn.regions[0]!.blocks.length > 1) throw bufferizeError(fn, 'functions with more than one block are not supported');
  const body = fn.regions[0]!.blocks[0];
  if (!body) return;
  fn.walkPre((op) => {
    if (op === fn) return undefined;
    for (const v of op.operands) checkType(op, v.type);
    for (const r of op.results) checkType(op, r.type);
    const parent = op.parentOp!;
    const inDispatch = parent.name === 'comco.dispatch';
    if (linalgInterface(parent)) return 'skip';
    if (parent !== fn && !inDispatch) {
      if (usesTensors(op)) throw bufferizeError(op, `tensor ops inside '${parent.name}' are not supported`);
      return undefined;
    }
    if (op.name === 'comco.dispatch') {
      if (inDispatch) throw bufferizeError(op, 'nested dispatches are not supported');
      return undefined;
    }
    if (!usesTensors(op)) return undefined;
    if (COLLECTIVES.has(op.name) && inDispatch) throw bufferizeError(op, 'collectives inside a dispatch are not supported (they run on the host)');
    if (op.name === 'comco.yield') return undefined;
    if (linalgInterface(op)) {
      const view = linalgInterface(op)!;
      if (view.outputs.some((v) => !isTensor(v.type))) throw bufferizeError(op, 'structured ops mixing tensor and memref operands are not supported');
      return 'skip';
    }
    if (!RULE_OPS.has(op.name)) throw bufferizeError(op, `no bufferization rule for '${op.name}' on tensors`);
    if (op.name === 'arith.constant' && !(op.getAttr('value') instanceof ElementsAttr)) {
      throw bufferizeError(op, 'only elements tensor constants are supported');
    }
    if (op.name === 'tensor.extract_slice' || op.name === 'tensor.insert_slice') {
      if (op.numOperands !== (op.name === 'tensor.extract_slice' ? 1 : 2)) throw bufferizeError(op, 'slices with dynamic offsets, sizes or strides are not supported');
      const [small, big] = op.name === 'tensor.extract_slice' ? [op.getResult(0), op.getOperand(0)] : [op.getOperand(0), op.getOperand(1)];
      if ((small.type as RankedTensorType).rank !== (big.type as RankedTensorType).rank) throw bufferizeError(op, 'rank-reducing slices are not supported');
    }
    return undefined;
  });
}

/** Frees each buffer this function allocated after the last host op that uses it or a view of
 * it; returned buffers belong to the caller, and unused allocations are dropped. */
function placeDeallocs(s: FunctionState): void {
  for (const c of s.classes) {
    if (!c.owned) continue;
    let last: Operation | undefined;
    let returned = false;
    for (const m of c.members) {
      for (const u of m.uses) {
        const top = s.topLevel(u.owner);
        if (top.name === 'func.return') returned = true;
        if (!last || last.isBeforeInBlock(top)) last = top;
      }
    }
    if (returned) continue;
    const def = c.root.definingOp!;
    if (!last) {
      if (def.name === 'memref.alloc') { def.erase(); continue; }
      last = def;
    }
    const b = new Builder(def.loc);
    b.setInsertionPointAfter(last);
    DeallocOp.build(b, { memref: c.root }, def.loc);
  }
}

/** Erases the tensor ops once nothing but other tensor ops uses them. */
function eraseReplaced(s: FunctionState): void {
  const gone = new Set(s.replaced);
  for (const op of s.replaced) op.dropAllReferences();
  for (const op of [...s.replaced].reverse()) {
    let o: Operation | null = op.parentOp, nested = false;
    for (; o; o = o.parentOp) if (gone.has(o)) { nested = true; break; }
    if (!nested) op.erase();
  }
}

const convert = (t: Type): Type => (isTensor(t) ? bufferType(t) : t);

/** Bufferizes `fn` (a func.func that passed checkFunction); declarations only get their
 * signature converted. */
export function bufferizeFunction(fn: Operation, globals: ConstantGlobals): void {
  const ft = (fn.getAttr('function_type') as TypeAttr).value as FunctionType;
  fn.setAttr('function_type', TypeAttr.get(FunctionType.get(ft.inputs.map(convert), ft.results.map(convert))));
  const body = fn.regions[0]!.blocks[0];
  if (!body) return;
  const s = new FunctionState(fn, body);
  const old: BlockArgument[] = [];
  for (const a of [...body.args]) {
    if (!isTensor(a.type)) continue;
    const m = body.insertArgument(a.index, bufferType(a.type), a.loc);
    s.newClass(m, false, false);
    s.assign(a, m);
    old.push(a);
  }
  const cx: RuleContext = { s, globals };
  for (const op of [...body.ops]) {
    s.anchor = op;
    rewriteOp(cx, Builder.before(op), op);
  }
  eraseReplaced(s);
  for (const a of old.reverse()) body.eraseArgument(a.index);
  placeDeallocs(s);
}
