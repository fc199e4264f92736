/**
 * Runs a kernel of a gpu.module on the interpreter, as the mock driver's "device". Each kernel
 * gets a host wrapper that launches it (`gpu.launch_func` with the geometry and arguments as
 * wrapper arguments), so the interpreter's own GPU scheduler runs the grid: barriers, shuffles
 * and workgroup memory behave as in `comco run`.
 */
import { createContext } from '../../../dialects/index.js';
import type { Operation } from '../../../ir/operation.js';
import { symbolName } from '../../../ir/symbols.js';
import { FloatType, IndexType, IntegerType, type MemRefType, type Type } from '../../../ir/types.js';
import { parseSource } from '../../../parser/index.js';
import { printOp } from '../../../printer/printer.js';
import { type Program, compileModule } from '../../../interpreter/program.js';
import { MemRef, type RuntimeValue, type Storage, newBufferInfo, rowMajorStrides } from '../../../interpreter/values.js';
import type { ParamKind, ParamValue } from '../hal/args.js';
import { toParamKind } from '../host/abi.js';
import { kernelAbi } from '../ptx/abi.js';

export interface MockKernel {
  readonly name: string;
  readonly params: readonly ParamKind[];
  readonly argTypes: readonly Type[];
  /** Bytes of its workgroup attributions (static shared memory). */
  readonly staticShared: number;
}

/** Resolves a device pointer to the bytes it points at (the mock's memory). */
export type Resolve = (ptr: bigint, bytes: number) => Uint8Array;

export class MockModule {
  /** By PTX entry name (what cuModuleGetFunction asks for). */
  readonly kernels = new Map<string, MockKernel>();
  private readonly wrappers = new Map<string, string>();
  private readonly program: Program;

  /** `mlir` holds one or more gpu.modules (possibly inside a builtin.module). */
  constructor(mlir: string) {
    const ctx = createContext();
    const parsed = parseSource(mlir, ctx, { fileName: '<mock kernels>' });
    const mods: Operation[] = [];
    parsed.walkPre((op) => { if (op.name === 'gpu.module') { mods.push(op); return 'skip'; } return undefined; });
    const wrappers: string[] = [];
    for (const m of mods) {
      for (const fn of m.regions[0]!.front.ops) {
        if (fn.name !== 'gpu.func' || !fn.hasAttr('gpu.kernel')) continue;
        const name = symbolName(fn)!;
        const abi = kernelAbi(m, fn);
        const argTypes = abi.params.map((p) => p.type);
        const params = abi.params.map((p) => {
          const k = toParamKind(p);
          if (typeof k === 'string') throw new Error(`kernel '${name}': ${k}`);
          return k;
        });
        this.kernels.set(abi.entry, { name, params, argTypes, staticShared: abi.sharedBytes });
        this.wrappers.set(abi.entry, name);
        const args = argTypes.map((t, i) => `%a${i}: ${t.key}`);
        const geom = ['gx', 'gy', 'gz', 'bx', 'by', 'bz'].map((g) => `%${g}: index`);
        const use = argTypes.map((t, i) => `%a${i} : ${t.key}`).join(', ');
        wrappers.push(`func.func @${wrapperName(name)}(${[...geom, ...args].join(', ')}) {
  gpu.launch_func @${symbolName(m)}::@${name} blocks in (%gx, %gy, %gz) threads in (%bx, %by, %bz)${use ? ` args(${use})` : ''}
  return
}`);
      }
    }
    const text = `module attributes {gpu.container_module} {\n${mods.map((m) => printOp(m)).join('\n')}\n${wrappers.join('\n')}\n}`;
    this.program = compileModule(parseSource(text, createContext(), { fileName: '<mock kernels>' }), {});
  }

  /** Runs `name` over the grid; memory faults throw the interpreter's error. */
  launch(entry: string, grid: readonly number[], block: readonly number[], values: readonly ParamValue[], resolve: Resolve): void {
    const k = this.kernels.get(entry)!;
    const args: RuntimeValue[] = values.map((v, i) => {
      const t = k.argTypes[i]!;
      if (typeof v === 'object') return memrefAt(t as MemRefType, v.ptr, resolve);
      if (t instanceof IntegerType && t.width === 64) return BigInt(v);
      if (t instanceof IntegerType && t.width === 1) return Number(v) & 1;
      return Number(v);
    });
    this.program.run(wrapperName(k.name), [...grid, ...block, ...args], { print: () => undefined });
  }
}

const wrapperName = (kernel: string): string => `__comco_mock_launch_${kernel}`;

function byteWidth(t: Type): number {
  if (t instanceof IndexType) return 8;
  if (t instanceof IntegerType) return Math.max(1, Math.ceil(t.width / 8));
  if (t instanceof FloatType) return Math.ceil(t.width / 8);
  return 8;
}

/** A MemRef whose storage is the mock's device bytes at `ptr` (a typed-array view, no copy). */
function memrefAt(t: MemRefType, ptr: bigint, resolve: Resolve): MemRef {
  const n = t.shape.reduce((a, b) => a * b, 1);
  const e = t.elementType;
  const bytes = resolve(ptr, n * byteWidth(e));
  const b = bytes.buffer, o = bytes.byteOffset;
  let data: Storage;
  if (e instanceof FloatType && e.width === 32) data = new Float32Array(b, o, n);
  else if (e instanceof FloatType && e.width === 64) data = new Float64Array(b, o, n);
  else if (e instanceof IntegerType && e.width === 1) data = new Uint8Array(b, o, n);
  else if (e instanceof IntegerType && e.width === 8) data = new Int8Array(b, o, n);
  else if (e instanceof IntegerType && e.width === 16) data = new Int16Array(b, o, n);
  else if (e instanceof IntegerType && e.width === 32) data = new Int32Array(b, o, n);
  else if (e instanceof IntegerType && e.width === 64) data = new BigInt64Array(b, o, n);
  else throw new Error(`the mock driver cannot hold '${t.key}' in device memory (element type ${e.key})`);
  return new MemRef(e, data, 0, t.shape, rowMajorStrides(t.shape), newBufferInfo());
}
