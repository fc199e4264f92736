/**
 * memref.load/store and vector.load/store → `ld`/`st` in the memref's state space (global for
 * arguments, shared for workgroup attributions, local for private ones). Addresses are computed
 * in 64 bits: the row-major linear index of the non-constant indices by multiply-adds, scaled by
 * the element size and added to the base pointer; constant indices become the instruction's
 * immediate offset (`[%rd4+12]`). Vector accesses of 2 or 4 lanes are one `ld.v2`/`ld.v4`, which
 * needs the address aligned to the whole vector: the kernel form promises it (docs/ptx.md);
 * other lane counts are split into scalar accesses.
 */
import { IntegerAttr } from '../../../ir/attributes.js';
import type { Operation } from '../../../ir/operation.js';
import { MemRefType } from '../../../ir/types.js';
import type { Value } from '../../../ir/value.js';
import { LoadOp, StoreOp } from '../../../dialects/memref/access.js';
import { LoadOp as VectorLoadOp, StoreOp as VectorStoreOp } from '../../../dialects/vector/memory.js';
import type { Lowerer, Lowering, MemSpace } from './context.js';
import { unsupported } from './lanes.js';
import { type ScalarInfo, rowMajorStrides } from './types.js';

/** A constant index's value, when the index is an arith.constant. */
function constIndex(v: Value): number | undefined {
  const d = v.definingOp;
  if (!d || d.name !== 'arith.constant') return undefined;
  const a = d.getAttr('value');
  return a instanceof IntegerAttr ? a.num : undefined;
}

interface Address { readonly addr: string; readonly offset: number; readonly space: MemSpace; readonly elem: ScalarInfo }

/** The address of element `indices` of `memref` (a register plus a constant byte offset). */
export function addressOf(op: Operation, k: Lowerer, memref: Value, indices: readonly Value[]): Address {
  const t = memref.type;
  if (!(t instanceof MemRefType) || !t.hasStaticShape || t.layout !== undefined) {
    unsupported(op, `access to ${t.key} (the kernel form has static shapes and identity layouts)`);
  }
  const elem = k.info(op, t.elementType);
  const { ptr, space } = k.memref(op, memref);
  const strides = rowMajorStrides(t);
  let constant = 0;
  let acc: string | undefined;
  indices.forEach((v, i) => {
    const c = constIndex(v);
    if (c !== undefined) { constant += c * strides[i]!; return; }
    const idx = k.get(v);
    if (acc === undefined && strides[i] === 1) { acc = idx; return; }
    const next = k.reg('b64');
    if (acc === undefined) k.emit('mul.lo.s64', [next, idx, String(strides[i]!)]);
    else if (strides[i] === 1) k.emit('add.s64', [next, acc, idx]);
    else k.emit('mad.lo.s64', [next, idx, String(strides[i]!), acc]);
    acc = next;
  });
  if (acc === undefined) return { addr: ptr, offset: constant * elem.bytes, space, elem };
  const addr = k.reg('b64');
  k.emit('mad.lo.s64', [addr, acc, String(elem.bytes), ptr]);
  return { addr, offset: constant * elem.bytes, space, elem };
}

const operand = (a: Address, extra = 0): string => {
  const off = a.offset + extra;
  return off === 0 ? `[${a.addr}]` : `[${a.addr}+${off}]`;
};

/** The type an element is stored with (`b8` for i8: the low byte of the register). */
const storeType = (s: ScalarInfo): string => (s.mem === 's8' ? 'b8' : s.mem);

function loadScalar(k: Lowerer, a: Address, d: string, extra: number): void {
  if (a.elem.kind === 'pred') {
    const t = k.reg('b16');
    k.emit(`ld.${a.space}.u8`, [t, operand(a, extra)]);
    k.emit('setp.ne.b16', [d, t, '0']);
    return;
  }
  k.emit(`ld.${a.space}.${a.elem.mem}`, [d, operand(a, extra)]);
}

function storeScalar(k: Lowerer, a: Address, v: string, extra: number): void {
  if (a.elem.kind === 'pred') {
    const t = k.reg('b16');
    k.emit('selp.b16', [t, '1', '0', v]);
    k.emit(`st.${a.space}.u8`, [operand(a, extra), t]);
    return;
  }
  k.emit(`st.${a.space}.${storeType(a.elem)}`, [operand(a, extra), v]);
}

const load: Lowering = (op, k) => {
  if (!LoadOp.is(op)) return;
  const a = addressOf(op, k, op.memref, op.indices);
  loadScalar(k, a, k.def(op.result)[0]!, 0);
};

const store: Lowering = (op, k) => {
  if (!StoreOp.is(op)) return;
  const a = addressOf(op, k, op.memref, op.indices);
  storeScalar(k, a, k.get(op.value), 0);
};

/** Whether lanes can travel as one vector access (`.v2`/`.v4`, at most 128 bits, no i1). */
const vectorizable = (n: number, s: ScalarInfo): boolean =>
  (n === 2 || n === 4) && s.kind !== 'pred' && s.mem !== 's8' && n * s.bytes <= 16;

const vectorLoad: Lowering = (op, k) => {
  if (!VectorLoadOp.is(op)) return;
  const a = addressOf(op, k, op.base, op.indices);
  k.info(op, op.result.type); // refuses vectors of rank above 1
  const d = k.def(op.result);
  if (vectorizable(d.length, a.elem)) {
    k.emit(`ld.${a.space}.v${d.length}.${a.elem.mem}`, [`{${d.join(', ')}}`, operand(a)]);
    return;
  }
  d.forEach((r, i) => loadScalar(k, a, r, i * a.elem.bytes));
};

const vectorStore: Lowering = (op, k) => {
  if (!VectorStoreOp.is(op)) return;
  const a = addressOf(op, k, op.base, op.indices);
  const v = k.use(op.valueToStore);
  if (vectorizable(v.length, a.elem)) {
    k.emit(`st.${a.space}.v${v.length}.${storeType(a.elem)}`, [operand(a), `{${v.join(', ')}}`]);
    return;
  }
  v.forEach((r, i) => storeScalar(k, a, r, i * a.elem.bytes));
};

export const memoryLowerings: ReadonlyArray<readonly [string, Lowering]> = [
  ['memref.load', load],
  ['memref.store', store],
  ['vector.load', vectorLoad],
  ['vector.store', vectorStore],
];
