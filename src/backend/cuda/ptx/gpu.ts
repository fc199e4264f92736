/**
 * gpu ops → PTX special registers and warp instructions. Ids and sizes are read as u32 and widened
 * to 64-bit `index`; `gpu.block_dim` becomes a constant when `known_block_size` gives it.
 * gpu.shuffle follows upstream's NVVM lowering: `shfl.sync.<mode>.b32` with the clamp/segment
 * operand ((32 - width) << 8, or'ed with 31 except for `up`) and the `valid` predicate; 64-bit
 * values travel as two 32-bit halves, narrower ones widened. The member mask is all 32 lanes,
 * or the block's lanes when `known_block_size` says a block has fewer than 32 threads, or
 * `activemask` when the block's last warp is partial.
 */
import { ShuffleOp } from '../../../dialects/gpu/ops.js';
import { DialectEnumAttr } from '../../../irdl/enum.js';
import type { Operation } from '../../../ir/operation.js';
import type { Lowerer, Lowering } from './context.js';
import { unsupported } from './lanes.js';
import { hexImm } from './types.js';

const DIMS = ['x', 'y', 'z'] as const;

function dimensionOf(op: Operation): 0 | 1 | 2 {
  const a = op.getAttr('dimension');
  const i = a instanceof DialectEnumAttr ? DIMS.indexOf(a.text as 'x') : -1;
  if (i < 0) unsupported(op, 'a missing dimension');
  return i as 0 | 1 | 2;
}

/** Reads `%tid.x` (or another special register) into a fresh 32-bit register. */
function special(k: Lowerer, name: string): string {
  const r = k.reg('b32');
  k.emit('mov.u32', [r, name]);
  return r;
}

function idOp(sreg: string, known?: (k: Lowerer, dim: number) => number | undefined): Lowering {
  return (op, k) => {
    const dim = dimensionOf(op);
    const d = k.def(op.getResult(0))[0]!;
    const c = known?.(k, dim);
    if (c !== undefined) { k.emit('mov.b64', [d, String(c)]); return; }
    k.emit('cvt.u64.u32', [d, special(k, `${sreg}.${DIMS[dim]}`)]);
  };
}

const knownBlockDim = (k: Lowerer, dim: number): number | undefined => k.blockSize?.[dim];

/** global_id = block_id · block_dim + thread_id, in 64 bits. */
const globalId: Lowering = (op, k) => {
  const dim = DIMS[dimensionOf(op)];
  const d = k.def(op.getResult(0))[0]!;
  const r = k.reg('b32');
  k.emit('mad.lo.u32', [r, special(k, `%ctaid.${dim}`), special(k, `%ntid.${dim}`), special(k, `%tid.${dim}`)]);
  k.emit('cvt.u64.u32', [d, r]);
};

const laneId: Lowering = (op, k) => {
  const d = k.def(op.getResult(0))[0]!;
  k.emit('cvt.u64.u32', [d, special(k, '%laneid')]);
};

const subgroupSize: Lowering = (op, k) => {
  k.emit('mov.b64', [k.def(op.getResult(0))[0]!, '32']);
};

/** The member mask operand of shfl.sync for this kernel's block size. */
function memberMask(k: Lowerer): string {
  const b = k.blockSize;
  if (!b) return '-1';
  const n = b[0] * b[1] * b[2];
  if (n % 32 === 0) return '-1';
  if (n < 32) return hexImm(BigInt((2 ** n) - 1), 32);
  const m = k.reg('b32');
  k.emit('activemask.b32', [m]);
  return m;
}

const MODES: Readonly<Record<string, string>> = { xor: 'bfly', up: 'up', down: 'down', idx: 'idx' };

const shuffle: Lowering = (op, k) => {
  if (!ShuffleOp.is(op)) return;
  const mode = MODES[op.mode.text];
  if (!mode) unsupported(op, `shuffle mode '${op.mode.text}'`);
  const s = k.info(op, op.value.type);
  if (k.use(op.value).length !== 1) unsupported(op, 'a vector shuffle');
  // c = ((32 - width) << 8) | (up ? 0 : 31)
  const c = k.reg('b32');
  k.emit('sub.s32', [c, '32', k.get(op.width)]);
  k.emit('shl.b32', [c, c, '8']);
  if (mode !== 'up') k.emit('or.b32', [c, c, '31']);
  const mask = memberMask(k);
  const offset = k.get(op.offset);
  const value = k.get(op.value);
  const d = k.def(op.shuffleResult)[0]!;
  const valid = k.def(op.valid)[0]!;
  const shfl = (dst: string, src: string, p: string) =>
    k.emit(`shfl.sync.${mode}.b32`, [`${dst}|${p}`, src, offset, c, mask]);
  if (s.regBits === 32) { shfl(d, value, valid); return; }
  if (s.regBits === 64) {
    const lo = k.reg('b32'); const hi = k.reg('b32');
    const lo2 = k.reg('b32'); const hi2 = k.reg('b32');
    k.emit('mov.b64', [`{${lo}, ${hi}}`, value]);
    shfl(lo2, lo, valid);
    shfl(hi2, hi, valid);
    k.emit('mov.b64', [d, `{${lo2}, ${hi2}}`]);
    return;
  }
  // i1 and 16-bit values: widened to 32 bits and back
  const w = k.reg('b32'); const w2 = k.reg('b32');
  if (s.kind === 'pred') k.emit('selp.b32', [w, '1', '0', value]);
  else k.emit('cvt.u32.u16', [w, value]);
  shfl(w2, w, valid);
  if (s.kind === 'pred') k.emit('setp.ne.b32', [d, w2, '0']);
  else k.emit('cvt.u16.u32', [d, w2]);
  if (s.kind === 'int' && s.bits === 8) k.emit('cvt.s16.s8', [d, d]);
};

export const gpuLowerings: ReadonlyArray<readonly [string, Lowering]> = [
  ['gpu.thread_id', idOp('%tid')],
  ['gpu.block_id', idOp('%ctaid')],
  ['gpu.block_dim', idOp('%ntid', knownBlockDim)],
  ['gpu.grid_dim', idOp('%nctaid')],
  ['gpu.global_id', globalId],
  ['gpu.lane_id', laneId],
  ['gpu.subgroup_size', subgroupSize],
  ['gpu.barrier', (_op, k) => k.emit('bar.sync', ['0'])],
  ['gpu.shuffle', shuffle],
];
