/**
 * The host routine after the pipeline (docs/pipeline.md: arith.constant, memref.alloc/dealloc/
 * copy, gpu.launch_func, comco collectives, func.return) as a schedule: buffer slots and steps the
 * HAL executes in order. It is plain data (JSON), so `comco compile` stores it in module files.
 * Anything else in host code is refused with a diagnostic at the op.
 */
import { ElementsAttr, FloatAttr, IntegerAttr, SymbolRefAttr } from '../../../ir/attributes.js';
import { constantValue } from '../../../interpreter/dialects/arith-cast.js';
import type { Tensor } from '../../../interpreter/values.js';
import { errorOn, opError } from '../../../ir/diagnostics.js';
import type { Operation } from '../../../ir/operation.js';
import { lookupNearestSymbolFrom, symbolName } from '../../../ir/symbols.js';
import { FloatType, MemRefType, RankedTensorType, type Type } from '../../../ir/types.js';
import type { Value } from '../../../ir/value.js';
import type { ParamKind } from '../hal/args.js';
import { kernelAbi } from '../ptx/abi.js';
import { memrefBytes, toParamKind } from './abi.js';
import { toDeviceBytes } from './data.js';

export interface BufferDecl {
  readonly type: string;
  readonly bytes: number;
  readonly what: string;
  /** Initial contents (base64), for constant memref.globals: uploaded when the buffer is allocated. */
  readonly init?: string;
}
export type KernelArg = { readonly slot: number } | { readonly scalar: string };
export type Step =
  | { readonly op: 'alloc'; readonly slot: number }
  | { readonly op: 'dealloc'; readonly slot: number }
  | { readonly op: 'copy'; readonly src: number; readonly dst: number; readonly bytes: number }
  | { readonly op: 'launch'; readonly kernel: string; readonly grid: readonly [number, number, number];
      readonly block: readonly [number, number, number]; readonly shared: number; readonly args: readonly KernelArg[];
      readonly bytes: number }
  | { readonly op: 'collective'; readonly name: string; readonly slot: number };

export interface KernelDecl {
  /** `module::function`, unique in the program. */
  readonly id: string;
  readonly module: string;
  /** The gpu.func's symbol. */
  readonly name: string;
  /** Its `.entry` in the gpu.module's PTX (ptx/abi.ts). */
  readonly entry: string;
  readonly params: readonly ParamKind[];
}

export interface Schedule {
  /** Slots 0..inputs-1 are the function's arguments, in order. */
  readonly inputs: number;
  readonly buffers: readonly BufferDecl[];
  readonly steps: readonly Step[];
  readonly results: readonly number[];
  readonly kernels: readonly KernelDecl[];
}

const COLLECTIVES = new Set(['comco.allreduce', 'comco.allgather', 'comco.reduce_scatter']);

/** The schedule of host function `fn` (a func.func after the pipeline). */
export function buildSchedule(fn: Operation): Schedule {
  const body = fn.regions[0]?.front;
  if (!body || fn.regions[0]!.blocks.length !== 1) throw errorOn(fn, 'the CUDA backend needs a host function with one block');
  const slots = new Map<Value, number>();
  const scalars = new Map<Value, { type: Type; value: bigint | number }>();
  const buffers: BufferDecl[] = [];
  const steps: Step[] = [];
  const kernels = new Map<string, KernelDecl>();
  let results: number[] = [];
  const name = symbolName(fn) ?? '?';

  const addBuffer = (op: Operation, t: Type, what: string, init?: string): number => {
    if (!(t instanceof MemRefType)) throw errorOn(op, `the CUDA backend passes memrefs between host and device, not '${t.key}'`);
    if (t.layout) throw errorOn(op, `memref '${t.key}' has a non-identity layout (the CUDA backend needs identity layouts)`);
    const bytes = memrefBytes(t);
    if (bytes === undefined) throw errorOn(op, `memref '${t.key}' needs a static shape and an element type of 1 to 8 bytes`);
    buffers.push({ type: t.key, bytes, what, ...(init !== undefined ? { init } : {}) });
    return buffers.length - 1;
  };
  const slotOf = (op: Operation, v: Value): number => {
    const s = slots.get(v);
    if (s === undefined) throw opError(op, 'uses a value the CUDA host schedule does not hold as a buffer');
    return s;
  };
  const constOf = (op: Operation, v: Value, what: string): bigint | number => {
    const c = scalars.get(v);
    if (c === undefined) throw opError(op, `${what} must be a constant in host code for the CUDA backend`);
    return c.value;
  };

  body.args.forEach((a, i) => slots.set(a, addBuffer(fn, a.type, `argument #${i} of @${name} (${a.type.key})`)));
  const inputs = buffers.length;
  for (const op of body.ops) {
    switch (op.name) {
      case 'arith.constant': {
        const a = op.getAttr('value');
        if (a instanceof IntegerAttr) scalars.set(op.getResult(0), { type: a.type, value: a.value });
        else if (a instanceof FloatAttr) scalars.set(op.getResult(0), { type: a.type, value: a.value });
        else throw opError(op, 'only scalar constants are supported in host code by the CUDA backend');
        break;
      }
      case 'memref.alloc': {
        if (op.operands.length) throw opError(op, 'dynamic allocations are not supported by the CUDA backend');
        const loc = op.loc.filePos;
        const slot = addBuffer(op, op.getResult(0).type, `memref.alloc ${op.getResult(0).type.key}${loc ? ` at ${loc.file}:${loc.line}:${loc.col}` : ''}`);
        slots.set(op.getResult(0), slot);
        steps.push({ op: 'alloc', slot });
        break;
      }
      case 'memref.dealloc':
        steps.push({ op: 'dealloc', slot: slotOf(op, op.getOperand(0)) });
        break;
      case 'memref.copy': {
        const src = slotOf(op, op.getOperand(0)), dst = slotOf(op, op.getOperand(1));
        steps.push({ op: 'copy', src, dst, bytes: buffers[src]!.bytes });
        break;
      }
      case 'gpu.launch_func':
        steps.push(launchStep(op, kernels, slotOf, constOf));
        break;
      case 'memref.get_global': {
        const ref = op.getAttr('name');
        const g = ref instanceof SymbolRefAttr ? lookupNearestSymbolFrom(op, ref) : undefined;
        const t = op.getResult(0).type;
        const init = g?.getAttr('initial_value');
        if (!g || !g.hasAttr('constant') || !(init instanceof ElementsAttr) || !(t instanceof MemRefType)) {
          throw opError(op, 'in host code is supported by the CUDA backend only for constant memref.globals with an initial value');
        }
        const bytes = toDeviceBytes(constantValue(init, RankedTensorType.get(t.shape, t.elementType)) as Tensor);
        const slot = addBuffer(op, t, `memref.global @${symbolName(g)} (${t.key})`, Buffer.from(bytes).toString('base64'));
        slots.set(op.getResult(0), slot);
        steps.push({ op: 'alloc', slot });
        break;
      }
      case 'memref.expand_shape':
      case 'memref.collapse_shape':
        // Identity layouts: the reshaped buffer is the same bytes under another shape.
        slots.set(op.getResult(0), slotOf(op, op.getOperand(0)));
        break;
      case 'memref.load': {
        // A scalar result is read from a 0-d buffer: the result is that buffer's element.
        const src = op.getOperand(0).type;
        if (!(src instanceof MemRefType) || src.rank !== 0 || !op.getResult(0).users.every((u) => u.name === 'func.return')) {
          throw opError(op, 'in host code is supported by the CUDA backend only as the read of a 0-d buffer that the function returns');
        }
        slots.set(op.getResult(0), slotOf(op, op.getOperand(0)));
        break;
      }
      case 'func.return':
        results = op.operands.map((v) => slotOf(op, v));
        break;
      default:
        if (COLLECTIVES.has(op.name) && op.operands.length === 1 && op.results.length === 0) {
          steps.push({ op: 'collective', name: op.name, slot: slotOf(op, op.getOperand(0)) });
          break;
        }
        if (COLLECTIVES.has(op.name) && op.operands.length === 2 && op.results.length === 0) {
          // One device is one rank: gathering or scattering over one rank copies the buffer.
          const src = slotOf(op, op.getOperand(0)), dst = slotOf(op, op.getOperand(1));
          if (buffers[src]!.bytes !== buffers[dst]!.bytes) {
            throw opError(op, `needs ${Math.max(buffers[src]!.bytes, buffers[dst]!.bytes) / Math.min(buffers[src]!.bytes, buffers[dst]!.bytes)} ranks; the CUDA backend runs one`);
          }
          steps.push({ op: 'copy', src, dst, bytes: buffers[src]!.bytes });
          break;
        }
        throw opError(op, 'is not supported in host code by the CUDA backend (expected arith.constant, memref.alloc/dealloc/copy/get_global/expand_shape/collapse_shape, gpu.launch_func, comco collectives, func.return)');
    }
  }
  // A returned buffer (a scalar read from a 0-d buffer, then deallocated) lives until the
  // results are downloaded: its dealloc is left to the end of the run.
  const kept = steps.filter((st) => !(st.op === 'dealloc' && results.includes(st.slot)));
  return { inputs, buffers, steps: kept, results, kernels: [...kernels.values()] };
}

function launchStep(op: Operation, kernels: Map<string, KernelDecl>, slotOf: (op: Operation, v: Value) => number,
  constOf: (op: Operation, v: Value, what: string) => bigint | number): Step {
  const ref = op.getAttr('kernel');
  const fn = ref instanceof SymbolRefAttr ? lookupNearestSymbolFrom(op, ref) : undefined;
  if (!fn || fn.name !== 'gpu.func') throw opError(op, `launches an unknown kernel '${ref?.key ?? ''}'`);
  const mod = symbolName(fn.parentOp!) ?? '?';
  const kname = symbolName(fn)!;
  const id = `${mod}::${kname}`;
  const abi = kernelAbi(fn.parentOp!, fn);
  let decl = kernels.get(id);
  if (!decl) {
    const params = abi.params.map((p) => {
      const k = toParamKind(p);
      if (typeof k === 'string') throw errorOn(fn, k);
      return k;
    });
    decl = { id, module: mod, name: kname, entry: abi.entry, params };
    kernels.set(id, decl);
  }
  const seg = (op.getAttr('operandSegmentSizes') as { nums?: number[] } | undefined)?.nums ?? [];
  if (seg[0]) throw opError(op, 'async dependencies are not supported by the CUDA backend (the schedule is in order)');
  const dim = (i: number, what: string) => Number(constOf(op, op.getOperand(i), what));
  const grid: [number, number, number] = [dim(0, 'the grid size'), dim(1, 'the grid size'), dim(2, 'the grid size')];
  const block: [number, number, number] = [dim(3, 'the block size'), dim(4, 'the block size'), dim(5, 'the block size')];
  if (abi.blockSize && abi.blockSize.some((b, i) => b !== block[i])) {
    throw opError(op, `launches kernel '${kname}' with blocks of ${block.join('x')} threads, but its known_block_size is ${abi.blockSize.join('x')}`);
  }
  if (seg[7] || seg[8] || seg[9]) throw opError(op, 'clusters are not supported by the CUDA backend');
  const start = seg.slice(0, 11).reduce((a, b) => a + b, 0);
  const shared = seg[10] ? Number(constOf(op, op.getOperand(start - 1), 'the dynamic shared memory size')) : 0;
  const argValues = op.operands.slice(start, start + (seg[11] ?? 0));
  if (argValues.length !== decl.params.length) throw opError(op, `passes ${argValues.length} arguments to kernel '${kname}', which takes ${decl.params.length}`);
  let bytes = 0;
  const args: KernelArg[] = argValues.map((v, i) => {
    if (v.type instanceof MemRefType) {
      const slot = slotOf(op, v);
      bytes += memrefBytes(v.type) ?? 0;
      return { slot };
    }
    const c = constOf(op, v, `kernel argument #${i}`);
    return { scalar: v.type instanceof FloatType ? String(c) : c.toString() };
  });
  return { op: 'launch', kernel: id, grid, block, shared, args, bytes };
}
