/**
 * A compiled comco program: what `comco compile -o prog.comco` writes and `comco run prog.comco`
 * runs without recompiling. JSON with a format name and version; loading validates every field
 * and reports the first problem by its path (`kernels[0].params[2].kind`), never a stack trace.
 */
import type { ParamKind } from '../hal/args.js';
import type { KernelModule } from './execute.js';
import type { BufferDecl, KernelArg, KernelDecl, Schedule, Step } from './schedule.js';

export const MODULE_FORMAT = 'comco-module';
export const MODULE_VERSION = 1;

export interface CompiledProgram {
  /** The function as written (its I/O is the CPU path's): name and argument/result types. */
  readonly function: string;
  readonly signature: { readonly inputs: readonly string[]; readonly results: readonly string[] };
  readonly modules: readonly KernelModule[];
  readonly schedule: Schedule;
  /** The pipeline that produced it (`comco-pipeline{fusion=1}`, or `none` for lowered input). */
  readonly pipeline: string;
}

export class ModuleFileError extends Error {}

export function serializeProgram(p: CompiledProgram): string {
  return JSON.stringify({ format: MODULE_FORMAT, version: MODULE_VERSION, ...p }, null, 1) + '\n';
}

type Json = unknown;
class Reader {
  constructor(private readonly file: string) {}
  fail(path: string, what: string): never { throw new ModuleFileError(`${this.file}: invalid comco module: ${path}: ${what}`); }
  obj(v: Json, path: string): Record<string, Json> {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(path, 'expected an object');
    return v as Record<string, Json>;
  }
  arr(v: Json, path: string): Json[] { if (!Array.isArray(v)) this.fail(path, 'expected an array'); return v as Json[]; }
  str(v: Json, path: string): string { if (typeof v !== 'string') this.fail(path, 'expected a string'); return v as string; }
  int(v: Json, path: string, min = 0): number {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min) this.fail(path, `expected an integer >= ${min}`);
    return v as number;
  }
  dim3(v: Json, path: string): [number, number, number] {
    const a = this.arr(v, path);
    if (a.length !== 3) this.fail(path, 'expected 3 sizes');
    return [this.int(a[0], `${path}[0]`, 1), this.int(a[1], `${path}[1]`, 1), this.int(a[2], `${path}[2]`, 1)];
  }
}

/** Parses and validates a module file's text. */
export function parseProgram(text: string, file: string): CompiledProgram {
  const r = new Reader(file);
  let json: Json;
  try { json = JSON.parse(text); } catch (e) { throw new ModuleFileError(`${file}: not a comco module (invalid JSON: ${(e as Error).message})`); }
  const top = r.obj(json, '<top>');
  if (top['format'] !== MODULE_FORMAT) throw new ModuleFileError(`${file}: not a comco module (no "format": "${MODULE_FORMAT}")`);
  if (top['version'] !== MODULE_VERSION) {
    throw new ModuleFileError(`${file}: comco module version ${JSON.stringify(top['version'])} is not supported (this comco reads version ${MODULE_VERSION}); recompile it with 'comco compile'`);
  }
  const sig = r.obj(top['signature'], 'signature');
  const signature = {
    inputs: r.arr(sig['inputs'], 'signature.inputs').map((t, i) => r.str(t, `signature.inputs[${i}]`)),
    results: r.arr(sig['results'], 'signature.results').map((t, i) => r.str(t, `signature.results[${i}]`)),
  };
  const modules: KernelModule[] = r.arr(top['modules'], 'modules').map((m, i) => {
    const o = r.obj(m, `modules[${i}]`);
    const mlir = o['mlir'] === undefined ? undefined : r.str(o['mlir'], `modules[${i}].mlir`);
    return { name: r.str(o['name'], `modules[${i}].name`), ptx: r.str(o['ptx'], `modules[${i}].ptx`), ...(mlir !== undefined ? { mlir } : {}) };
  });
  const s = r.obj(top['schedule'], 'schedule');
  const buffers: BufferDecl[] = r.arr(s['buffers'], 'schedule.buffers').map((b, i) => {
    const o = r.obj(b, `schedule.buffers[${i}]`);
    const bytes = r.int(o['bytes'], `schedule.buffers[${i}].bytes`);
    const init = o['init'] === undefined ? undefined : r.str(o['init'], `schedule.buffers[${i}].init`);
    if (init !== undefined && Buffer.from(init, 'base64').byteLength !== bytes) r.fail(`schedule.buffers[${i}].init`, `expected ${bytes} bytes of base64 data`);
    return { type: r.str(o['type'], `schedule.buffers[${i}].type`), bytes, what: r.str(o['what'], `schedule.buffers[${i}].what`), ...(init !== undefined ? { init } : {}) };
  });
  const slot = (v: Json, path: string): number => {
    const n = r.int(v, path);
    if (n >= buffers.length) r.fail(path, `slot ${n} does not exist (${buffers.length} buffers)`);
    return n;
  };
  const kernels: KernelDecl[] = r.arr(s['kernels'], 'schedule.kernels').map((k, i) => {
    const o = r.obj(k, `schedule.kernels[${i}]`);
    const module = r.str(o['module'], `schedule.kernels[${i}].module`);
    if (!modules.some((m) => m.name === module)) r.fail(`schedule.kernels[${i}].module`, `no module named '${module}'`);
    const params = r.arr(o['params'], `schedule.kernels[${i}].params`).map((p, j) => paramKind(r, p, `schedule.kernels[${i}].params[${j}]`));
    return { id: r.str(o['id'], `schedule.kernels[${i}].id`), module, name: r.str(o['name'], `schedule.kernels[${i}].name`),
      entry: r.str(o['entry'], `schedule.kernels[${i}].entry`), params };
  });
  const inputs = r.int(s['inputs'], 'schedule.inputs');
  if (inputs !== signature.inputs.length || inputs > buffers.length) r.fail('schedule.inputs', `${inputs} does not match the signature's ${signature.inputs.length} inputs`);
  const steps: Step[] = r.arr(s['steps'], 'schedule.steps').map((st, i) => step(r, st, `schedule.steps[${i}]`, slot, kernels));
  const results = r.arr(s['results'], 'schedule.results').map((v, i) => slot(v, `schedule.results[${i}]`));
  if (results.length !== signature.results.length) r.fail('schedule.results', `${results.length} results, the signature has ${signature.results.length}`);
  return {
    function: r.str(top['function'], 'function'), signature, modules,
    schedule: { inputs, buffers, steps, results, kernels },
    pipeline: r.str(top['pipeline'], 'pipeline'),
  };
}

function paramKind(r: Reader, v: Json, path: string): ParamKind {
  const o = r.obj(v, path);
  const kind = o['kind'];
  if (kind === 'ptr') return { kind: 'ptr' };
  if (kind === 'int' && [1, 2, 4, 8].includes(o['bytes'] as number)) return { kind, bytes: o['bytes'] as 1 | 2 | 4 | 8 };
  if (kind === 'float' && [4, 8].includes(o['bytes'] as number)) return { kind, bytes: o['bytes'] as 4 | 8 };
  return r.fail(path, `expected {"kind": "ptr"}, an int of 1/2/4/8 bytes or a float of 4/8 bytes`);
}

function step(r: Reader, v: Json, path: string, slot: (v: Json, p: string) => number, kernels: readonly KernelDecl[]): Step {
  const o = r.obj(v, path);
  switch (o['op']) {
    case 'alloc': case 'dealloc': return { op: o['op'], slot: slot(o['slot'], `${path}.slot`) };
    case 'copy': return { op: 'copy', src: slot(o['src'], `${path}.src`), dst: slot(o['dst'], `${path}.dst`), bytes: r.int(o['bytes'], `${path}.bytes`) };
    case 'collective': return { op: 'collective', name: r.str(o['name'], `${path}.name`), slot: slot(o['slot'], `${path}.slot`) };
    case 'launch': {
      const kernel = r.str(o['kernel'], `${path}.kernel`);
      const decl = kernels.find((k) => k.id === kernel);
      if (!decl) r.fail(`${path}.kernel`, `no kernel '${kernel}' in schedule.kernels`);
      const args: KernelArg[] = r.arr(o['args'], `${path}.args`).map((a, i) => {
        const ao = r.obj(a, `${path}.args[${i}]`);
        if ('slot' in ao) return { slot: slot(ao['slot'], `${path}.args[${i}].slot`) };
        const s = r.str(ao['scalar'], `${path}.args[${i}].scalar`);
        if (s.trim() === '' || Number.isNaN(Number(s))) r.fail(`${path}.args[${i}].scalar`, `'${s}' is not a number`);
        return { scalar: s };
      });
      if (args.length !== decl!.params.length) r.fail(`${path}.args`, `${args.length} arguments for kernel '${kernel}', which takes ${decl!.params.length}`);
      return { op: 'launch', kernel, grid: r.dim3(o['grid'], `${path}.grid`), block: r.dim3(o['block'], `${path}.block`),
        shared: r.int(o['shared'], `${path}.shared`), args, bytes: r.int(o['bytes'] ?? 0, `${path}.bytes`) };
    }
    default: return r.fail(`${path}.op`, `unknown step ${JSON.stringify(o['op'])} (alloc, dealloc, copy, launch, collective)`);
  }
}
