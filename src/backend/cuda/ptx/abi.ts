/**
 * The kernel ABI: how a `gpu.launch_func`'s arguments reach a PTX entry. The host side
 * (src/backend/cuda/hal) packs launch arguments from `kernelAbi`, and the emitter declares the
 * entry's `.param`s from the same list, so the two cannot drift apart. docs/ptx.md describes it.
 *
 * - Each gpu.module is its own PTX module (emitGpuModulePtx) whose entries are named after their
 *   gpu.func (`entry`); the HAL loads one per gpu.module. The whole-program PTX that
 *   `comco compile --emit=ptx` writes holds the kernels of all gpu.modules, whose function names
 *   may repeat (outlining names them after the host function), so there each entry is named
 *   `<gpu.module>__<gpu.func>` (`programEntry`, ptxEntryName).
 * - One `.param` per gpu.func argument, in argument order (the order of gpu.launch_func's
 *   `args(...)`); workgroup and private attributions are not parameters.
 * - A memref (static shape, identity layout) is `.param .u64`: the device address of its first
 *   element (the bare pointer; no descriptor, no offset, no sizes).
 * - A scalar is passed by value at its natural size, little-endian: i1 and i8 as one byte (i1 is
 *   0 or 1), i16 and f16/bf16 as two bytes (bf16/f16 as their bit pattern), i32 and f32 as four,
 *   i64, index and f64 as eight (index is 64 bits).
 */
import { funcWorkgroupAttributions, isKernel } from '../../../dialects/gpu/module.js';
import { functionType } from '../../../dialects/func/function-syntax.js';
import { DenseArrayAttr, StringAttr } from '../../../ir/attributes.js';
import { errorOn } from '../../../ir/diagnostics.js';
import type { Operation } from '../../../ir/operation.js';
import { FloatType, IndexType, IntegerType, MemRefType, type Type } from '../../../ir/types.js';
import { scalarInfo } from './types.js';

export type KernelParamKind = 'pointer' | 'scalar';

export interface KernelParam {
  /** Position among the gpu.func's arguments (and gpu.launch_func's `args`). */
  readonly index: number;
  /** The `.param` name in the gpu.module's PTX (`<entry>_param_<index>`). */
  readonly name: string;
  readonly kind: KernelParamKind;
  /** The `.param` type: u64 for pointers; u8, u16, b16, u32, u64, f32, f64 for scalars. */
  readonly ptxType: string;
  /** How the host encodes it (the HAL's ParamKind): a pointer, an integer or a float. */
  readonly hostKind: 'ptr' | 'int' | 'float';
  /** Bytes the host passes for it (the size of the buffer a kernelParams entry points to). */
  readonly bytes: number;
  /** The MLIR type of the argument. */
  readonly type: Type;
}

export interface KernelAbi {
  /** The gpu.module and gpu.func symbols. */
  readonly module: string;
  readonly kernel: string;
  /** The `.entry` name in the gpu.module's own PTX module (cuModuleGetFunction). */
  readonly entry: string;
  /** The `.entry` name in the whole-program PTX (`<gpu.module>__<gpu.func>`). */
  readonly programEntry: string;
  readonly params: readonly KernelParam[];
  /** `known_block_size`, when given: the launch must use exactly this block (`.reqntid`). */
  readonly blockSize?: readonly [number, number, number];
  /** Static shared memory of the workgroup attributions, in bytes (each array 16-byte aligned). */
  readonly sharedBytes: number;
}

const symName = (op: Operation): string => {
  const a = op.getAttr('sym_name');
  return a instanceof StringAttr ? a.value : '';
};

/** A symbol spelled as a PTX identifier: letters, digits, `_` and `$`; others as `$xx`. */
function ptxIdent(s: string): string {
  const body = s.replace(/[^A-Za-z0-9_]/g, (c) => `$${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return /^[A-Za-z_]/.test(body) ? body : `_${body}`;
}

export function ptxEntryName(moduleName: string, funcName: string): string {
  return `${ptxIdent(moduleName)}__${ptxIdent(funcName)}`;
}

/** The `.param` type and host size of a scalar argument type, or undefined if none exists. */
function scalarParam(t: Type): { ptxType: string; bytes: number } | undefined {
  if (t instanceof IndexType) return { ptxType: 'u64', bytes: 8 };
  if (t instanceof IntegerType) {
    if (t.width === 1 || t.width === 8) return { ptxType: 'u8', bytes: 1 };
    if (t.width === 16) return { ptxType: 'u16', bytes: 2 };
    if (t.width === 32) return { ptxType: 'u32', bytes: 4 };
    if (t.width === 64) return { ptxType: 'u64', bytes: 8 };
    return undefined;
  }
  if (t instanceof FloatType) {
    if (t.kind === 'f16' || t.kind === 'bf16') return { ptxType: 'b16', bytes: 2 };
    if (t.kind === 'f32') return { ptxType: 'f32', bytes: 4 };
    if (t.kind === 'f64') return { ptxType: 'f64', bytes: 8 };
  }
  return undefined;
}

/** Bytes of a static memref's elements (i1 as bytes). */
export function memrefBytes(t: MemRefType): number {
  return t.numElements * (scalarInfo(t.elementType)?.bytes ?? 0);
}

export const alignUp = (n: number, a: number): number => Math.ceil(n / a) * a;

/** The ABI with entry (and parameter) names of the whole-program PTX. */
export function programAbi(abi: KernelAbi): KernelAbi {
  const entry = abi.programEntry;
  return { ...abi, entry, params: abi.params.map((p) => ({ ...p, name: `${entry}_param_${p.index}` })) };
}

/** The ABI of one kernel gpu.func of a gpu.module; bad argument types are reported at the func. */
export function kernelAbi(gpuModule: Operation, func: Operation): KernelAbi {
  const module = symName(gpuModule);
  const kernel = symName(func);
  const entry = ptxIdent(kernel);
  const programEntry = ptxEntryName(module, kernel);
  const params = functionType(func).inputs.map((t, index): KernelParam => {
    const name = `${entry}_param_${index}`;
    if (t instanceof MemRefType) {
      if (!t.hasStaticShape || t.layout !== undefined || !scalarInfo(t.elementType)) {
        throw errorOn(func, `kernel argument #${index} of type '${t.key}' is not a static identity-layout memref of a PTX element type`);
      }
      return { index, name, kind: 'pointer', ptxType: 'u64', hostKind: 'ptr', bytes: 8, type: t };
    }
    const p = scalarParam(t);
    if (!p) throw errorOn(func, `kernel argument #${index} of type '${t.key}' has no PTX parameter type`);
    return { index, name, kind: 'scalar', ...p, hostKind: t instanceof FloatType ? 'float' : 'int', type: t };
  });
  const bs = func.getAttr('known_block_size');
  const blockSize = bs instanceof DenseArrayAttr && bs.length === 3 ? bs.nums as [number, number, number] : undefined;
  let sharedBytes = 0;
  for (const a of funcWorkgroupAttributions(func)) {
    if (a.type instanceof MemRefType && a.type.hasStaticShape) sharedBytes = alignUp(sharedBytes, 16) + memrefBytes(a.type);
  }
  return { module, kernel, entry, programEntry, params, ...(blockSize ? { blockSize } : {}), sharedBytes };
}

/** Every kernel of every gpu.module under `root`, in program order. */
export function moduleAbis(root: Operation): KernelAbi[] {
  const out: KernelAbi[] = [];
  root.walk((op) => {
    if (op.name === 'gpu.func' && isKernel(op) && op.parentOp?.name === 'gpu.module') out.push(kernelAbi(op.parentOp, op));
  });
  return out;
}
