/**
 * The gpu dialect's implementation table. A gpu.launch body becomes a JS closure (a generator
 * when it synchronizes) run by the scheduler of runtime/gpu.ts over the grid; gpu.launch_func
 * calls a compiled gpu.func the same way. Inside a kernel the ids and sizes are read from the
 * thread object `$t`; synchronizing ops `yield` requests (runtime/gpu-sync.ts). Outside kernels
 * code runs as the only thread of a one-thread grid (shuffles see themselves), except gpu.all_reduce,
 * which reduces over a whole workgroup of equal values (docs/pipeline.md).
 */
import { type Attribute, IntegerAttr, StringAttr, SymbolRefAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { lookupNearestSymbolFrom } from '../../ir/symbols.js';
import { FloatType, type MemRefType, elementTypeOf } from '../../ir/types.js';
import {
  launchBlockIds, launchBlockSizeArgs, launchBlockSizeOperands, launchGridSizeArgs, launchGridSizeOperands,
  launchPrivateAttributions, launchThreadIds, launchWorkgroupAttributions,
} from '../../dialects/gpu/launch-helpers.js';
import { InterpreterError } from '../errors.js';
import { str } from '../exprs.js';
import type { EmitTable, Emitter, FunctionGen } from '../gen.js';
import { arrayAttr, combineFn, list, shapeExprs } from './common.js';


const enumValue = (a: Attribute | undefined): number => (a as { value?: number } | undefined)?.value ?? 0;
const thread = (g: FunctionGen): string => (g.inKernel ? '$t' : '$rt.hostThread');

/** The combining function of all_reduce: its `op`, or its region compiled to a closure. */
function reduction(op: Operation, g: FunctionGen): string {
  const t = elementTypeOf(op.getOperand(0).type);
  if (op.getAttr('op')) return combineFn(enumValue(op.getAttr('op')), t);
  const region = op.regions[0];
  if (!region || region.isEmpty) throw new InterpreterError(op, 'has neither a reduction op nor a body');
  const fn = g.fresh('c');
  const params = region.front.args.map(() => g.fresh('r'));
  const saved = g.generator;
  g.generator = false;
  g.line(`const ${fn} = (${params.join(', ')}) => {`);
  g.indent(() => g.emitRegion(region, params, (y) => g.line(`return ${g.name(y.getOperand(0))};`)));
  g.line('};');
  g.generator = saved;
  return fn;
}

/** A request to the scheduler; outside generators (host code) `host` gives the one-thread result. */
function sync(g: FunctionGen, request: string, host: string): string {
  if (!g.generator || !g.inKernel) return host;
  return `(yield ${request})`;
}

/** The threads of the workgroup a host-level gpu.all_reduce stands for: the nearest enclosing
 * module's `comco.workgroup_size` (docs/pipeline.md), 256 by default. */
function hostWorkgroupSize(op: Operation): number {
  for (let p = op.parentOp; p; p = p.parentOp) {
    const a = p.name === 'builtin.module' ? p.getAttr('comco.workgroup_size') : undefined;
    if (a instanceof IntegerAttr) {
      if (a.num < 1 || a.num > 1024) throw new InterpreterError(op, `comco.workgroup_size must be in [1, 1024], got ${a.num}`);
      return a.num;
    }
  }
  return 256;
}

const DIMS = ['x', 'y', 'z'];
const idOp = (fields: readonly [string, string, string]): Emitter => (op, g) => {
  const d = enumValue(op.getAttr('dimension'));
  g.def(op.getResult(0), `${thread(g)}.${fields[d]}`);
};

function launchOp(op: Operation, g: FunctionGen): void {
  const k = g.fresh('K');
  const generator = g.mod.needsGenerator(op);
  const wg = launchWorkgroupAttributions(op), priv = launchPrivateAttributions(op);
  const wgNames = wg.map(() => g.fresh('w')), privNames = priv.map(() => g.fresh('p'));
  g.line(`const ${k} = function${generator ? '*' : ''} (${['$t', ...wgNames, ...privNames].join(', ')}) {`);
  const saved = { generator: g.generator, inKernel: g.inKernel };
  g.generator = generator;
  g.inKernel = true;
  g.indent(() => {
    const fields = ['bx', 'by', 'bz', 'tx', 'ty', 'tz', 'gdx', 'gdy', 'gdz', 'bdx', 'bdy', 'bdz'];
    const ids = [launchBlockIds(op), launchThreadIds(op), launchGridSizeArgs(op), launchBlockSizeArgs(op)].flatMap((d) => [d.x, d.y, d.z]);
    const names = ids.map((a, i) => { const n = g.fresh(fields[i]!); g.line(`const ${n} = $t.${fields[i]};`); g.bind(a, n); return n; });
    g.emitRegion(op.regions[0]!, [...names, ...wgNames, ...privNames], () => g.line('return;'));
  });
  g.line('};');
  g.generator = saved.generator;
  g.inKernel = saved.inKernel;
  const grid = launchGridSizeOperands(op), block = launchBlockSizeOperands(op);
  emitLaunch(op, g, k, [grid.x, grid.y, grid.z].map((v) => g.name(v)), [block.x, block.y, block.z].map((v) => g.name(v)), [],
    wg.map((a) => a.type as MemRefType), priv.map((a) => a.type as MemRefType), generator);
}

function emitLaunch(op: Operation, g: FunctionGen, kernel: string, grid: string[], block: string[], args: string[],
  wg: MemRefType[], priv: MemRefType[], generator: boolean): void {
  const seg = (op.getAttr('operandSegmentSizes') as { nums?: number[] } | undefined)?.nums ?? [];
  const dyn = seg[10] ? g.name(op.getOperand(seg.slice(0, 10).reduce((a, b) => a + b, 0))) : '0';
  g.line(`$rt.launch(${kernel}, ${list(grid)}, ${list(block)}, ${list(args)}, ${g.konst(wg)}, ${g.konst(priv)}, ${generator}, ${g.id(op)}, ${dyn}, $rt.races);`);
  for (const r of op.results) g.def(r, 'null');
}

function launchFunc(op: Operation, g: FunctionGen): void {
  const ref = op.getAttr('kernel');
  const fn = ref instanceof SymbolRefAttr ? lookupNearestSymbolFrom(op, ref) : undefined;
  const info = fn ? g.mod.functions.get(fn) : undefined;
  if (!fn || !info?.hasBody) throw new InterpreterError(op, `launches an unknown kernel '${ref?.key ?? ''}'`);
  const seg = arrayAttr(op, 'operandSegmentSizes');
  const start = seg.slice(0, 11).reduce((a, b) => a + b, 0);
  const names = g.names_(op.operands);
  const deps = seg[0]!;
  const args = names.slice(start, start + seg[11]!);
  const body = fn.regions[0]!.front;
  const nIn = args.length;
  const nWg = (fn.getAttr('workgroup_attributions') as IntegerAttr | undefined)?.num ?? 0;
  const wg = body.args.slice(nIn, nIn + nWg).map((a) => a.type as MemRefType);
  const priv = body.args.slice(nIn + nWg).map((a) => a.type as MemRefType);
  emitLaunch(op, g, info.jsName, names.slice(deps, deps + 3), names.slice(deps + 3, deps + 6), args, wg, priv, info.generator);
}

function printf(op: Operation, g: FunctionGen): void {
  const fmt = (op.getAttr('format') as StringAttr).value;
  const kinds = op.operands.map((v) => (v.type instanceof FloatType ? 'f' : 'i'));
  g.line(`$rt.printf(${str(fmt)}, ${list(g.names_(op.operands))}, ${str(kinds.join(''))});`);
}

export const gpuTable: EmitTable = {
  'gpu.launch': launchOp,
  'gpu.launch_func': launchFunc,
  'gpu.thread_id': idOp(['tx', 'ty', 'tz']),
  'gpu.block_id': idOp(['bx', 'by', 'bz']),
  'gpu.block_dim': idOp(['bdx', 'bdy', 'bdz']),
  'gpu.grid_dim': idOp(['gdx', 'gdy', 'gdz']),
  'gpu.cluster_id': idOp(['bx', 'by', 'bz']),
  'gpu.cluster_dim': idOp(['gdx', 'gdy', 'gdz']),
  'gpu.cluster_block_id': (op, g) => g.def(op.getResult(0), '0'),
  'gpu.cluster_dim_blocks': (op, g) => g.def(op.getResult(0), '1'),
  'gpu.global_id': (op, g) => {
    const d = DIMS[enumValue(op.getAttr('dimension'))]!;
    const t = thread(g);
    g.def(op.getResult(0), `(${t}.b${d} * ${t}.bd${d} + ${t}.t${d})`);
  },
  'gpu.lane_id': (op, g) => g.def(op.getResult(0), `${thread(g)}.lane`),
  'gpu.subgroup_id': (op, g) => g.def(op.getResult(0), `${thread(g)}.warp`),
  'gpu.subgroup_size': (op, g) => g.def(op.getResult(0), '32'),
  'gpu.num_subgroups': (op, g) => {
    const t = thread(g);
    g.def(op.getResult(0), `Math.ceil(${t}.bdx * ${t}.bdy * ${t}.bdz / 32)`);
  },
  'gpu.barrier': (op, g) => { if (g.generator && g.inKernel) g.line(`yield [0, ${g.id(op)}];`); },
  'gpu.all_reduce': (op, g) => {
    const v = g.name(op.getOperand(0));
    if (!g.inKernel) {
      // docs/pipeline.md: in host code, a reduction over one workgroup of W threads that all hold
      // `v`, folded in increasing thread order as inside a launch.
      const w = hostWorkgroupSize(op);
      g.def(op.getResult(0), `((x, f) => { let a = x; for (let i = 1; i < ${w}; i++) a = f(a, x); return a; })(${v}, ${reduction(op, g)})`);
      return;
    }
    g.def(op.getResult(0), sync(g, `[1, ${g.id(op)}, ${v}, ${reduction(op, g)}]`, v));
  },
  'gpu.subgroup_reduce': (op, g) => {
    const v = g.name(op.getOperand(0));
    const size = (op.getAttr('cluster_size') as IntegerAttr | undefined)?.num;
    const stride = (op.getAttr('cluster_stride') as IntegerAttr | undefined)?.num ?? 1;
    const combine = combineFn(enumValue(op.getAttr('op')), elementTypeOf(op.getOperand(0).type));
    g.def(op.getResult(0), sync(g, `[3, ${g.id(op)}, ${v}, ${combine}, ${size ?? 'undefined'}, ${stride}]`, v));
  },
  'gpu.shuffle': (op, g) => {
    const [v, offset, width] = g.names_(op.operands);
    const mode = enumValue(op.getAttr('mode'));
    const r = g.fresh('s');
    g.line(`const ${r} = ${sync(g, `[2, ${g.id(op)}, ${v}, ${offset}, ${width}, ${mode}]`, `$rt.hostShuffle(${v}, ${offset}, ${width}, ${mode})`)};`);
    g.def(op.getResult(0), `${r}[0]`);
    g.def(op.getResult(1), `${r}[1]`);
  },
  'gpu.rotate': (op, g) => {
    const v = g.name(op.getOperand(0));
    const offset = (op.getAttr('offset') as IntegerAttr).num, width = (op.getAttr('width') as IntegerAttr).num;
    const r = g.fresh('s');
    g.line(`const ${r} = ${sync(g, `[4, ${g.id(op)}, ${v}, ${offset}, ${width}]`, `[${v}, ${offset === 0 ? 1 : 0}]`)};`);
    g.def(op.getResult(0), `${r}[0]`);
    g.def(op.getResult(1), `${r}[1]`);
  },
  'gpu.printf': printf,
  'gpu.alloc': (op, g) => {
    const t = op.getResult(0).type as MemRefType;
    const seg = arrayAttr(op, 'operandSegmentSizes');
    const sizes = shapeExprs(g, t, op.operands.slice(seg[0]!, seg[0]! + seg[1]!));
    g.def(op.getResult(0), `$rt.alloc(${g.konst(t.elementType)}, ${list(sizes)}, undefined, ${g.id(op)})`);
    if (op.numResults > 1) g.def(op.getResult(1), 'null');
  },
  'gpu.dealloc': (op, g) => {
    const m = op.operands.find((v) => v.type.key.startsWith('memref'));
    if (m) g.line(`$rt.dealloc(${g.name(m)}, ${g.id(op)});`);
    for (const r of op.results) g.def(r, 'null');
  },
  'gpu.memcpy': (op, g) => {
    const [dst, src] = op.operands.filter((v) => v.type.key.startsWith('memref')).map((v) => g.name(v));
    g.line(`$rt.copy(${src}, ${dst}, ${g.id(op)});`);
    for (const r of op.results) g.def(r, 'null');
  },
  'gpu.memset': (op, g) => {
    const n = op.numOperands;
    g.line(`$rt.fill(${g.name(op.getOperand(n - 2))}, ${g.name(op.getOperand(n - 1))});`);
    for (const r of op.results) g.def(r, 'null');
  },
  'gpu.dynamic_shared_memory': (op, g) => {
    g.def(op.getResult(0), `(${thread(g)}.dynamicShared ?? $fail(${g.id(op)}, 'the launch has no dynamic shared memory'))`);
  },
  'gpu.wait': (op, g) => { for (const r of op.results) g.def(r, 'null'); },
  'gpu.host_register': () => {},
  'gpu.host_unregister': () => {},
  'gpu.set_default_device': () => {},
};
