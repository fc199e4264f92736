/**
 * The gpu dialect's API: the named views of a launch (what kernel outlining relies on), the
 * builders of gpu.launch and gpu.launch_func, the container-module checks on built IR, and the
 * dialect's types, enums and result names. Printed text is what mlir-opt-22 prints for the same IR.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import { verify } from '../../src/ir/verifier.js';
import { Builder } from '../../src/ir/builder.js';
import type { Operation } from '../../src/ir/operation.js';
import { FunctionType, MemRefType, f32, i1, i32, index } from '../../src/ir/types.js';
import { StringAttr } from '../../src/ir/attributes.js';
import { FuncOp } from '../../src/dialects/func/index.js';
import {
  AddressSpace, AsyncTokenType, BarrierOp, BlockDimOp, Dimension, GPUFuncOp, ReturnOp as GpuReturnOp, ShuffleOp,
  buildGPUFuncOp, buildGPUModuleOp, dim, LaunchFuncOp, LaunchOp, PrintfOp, TerminatorOp, ThreadIdOp,
  addressSpaceOf, asyncToken, buildLaunchFuncOp, buildLaunchOp, funcPrivateAttributions, funcWorkgroupAttributions,
  hasClusterSize, isKernel, launchBlockIds, launchBlockSizeArgs, launchBlockSizeOperands, launchClusterIds,
  launchClusterSizeArgs, launchClusterSizeOperands, launchFuncKernelModuleName, launchFuncKernelName,
  launchGridSizeArgs, launchGridSizeOperands, launchPrivateAttributions, launchThreadIds, launchWorkgroupAttributions,
  numWorkgroupAttributions, ShuffleMode, workgroupSpace,
} from '../../src/dialects/gpu/index.js';

const ctx = createContext();
const parse = (text: string): Operation => parseSource(text, ctx, { fileName: 't.mlir' });
const first = (root: Operation, pred: (op: Operation) => boolean): Operation => {
  let hit: Operation | undefined;
  root.walkPre((op) => { if (!hit && pred(op)) { hit = op; return 'interrupt'; } });
  assert.ok(hit, 'op not found');
  return hit;
};

test('launch views name the region arguments and operands', () => {
  const m = parse(`func.func @f(%g: index, %b: index, %c: index, %n: i32) {
  gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c, %ncy = %c, %ncz = %c)
             blocks(%bx, %by, %bz) in (%gx = %g, %gy = %g, %gz = %g)
             threads(%tx, %ty, %tz) in (%sx = %b, %sy = %b, %sz = %b)
             workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>)
             private(%p : memref<1xf32, #gpu.address_space<private>>) {
    gpu.printf "%d %d %d %d %d %d", %by, %tz, %gx, %sy, %cz, %ncx : index, index, index, index, index, index
    gpu.terminator
  }
  return
}`);
  const launch = first(m, (op) => LaunchOp.is(op));
  assert.ok(LaunchOp.is(launch));
  const printf = first(launch, (op) => PrintfOp.is(op));
  const [by, tz, gx, sy, cz, ncx] = printf.operands;
  assert.equal(launchBlockIds(launch).y, by);
  assert.equal(launchThreadIds(launch).z, tz);
  assert.equal(launchGridSizeArgs(launch).x, gx);
  assert.equal(launchBlockSizeArgs(launch).y, sy);
  assert.ok(hasClusterSize(launch));
  assert.equal(launchClusterIds(launch)?.z, cz);
  assert.equal(launchClusterSizeArgs(launch)?.x, ncx);
  const fn = m.regions[0]!.front.first!;
  assert.ok(FuncOp.is(fn));
  const [g, b, c] = fn.body.front.args;
  assert.deepEqual(Object.values(launchGridSizeOperands(launch)), [g, g, g]);
  assert.deepEqual(Object.values(launchBlockSizeOperands(launch)), [b, b, b]);
  assert.deepEqual(Object.values(launchClusterSizeOperands(launch)!), [c, c, c]);
  assert.equal(launch.gridSizeX, g, 'typed accessors agree with the views');
  assert.equal(launch.dynamicSharedMemorySize, undefined);
  assert.equal(numWorkgroupAttributions(launch), 1);
  const [w] = launchWorkgroupAttributions(launch);
  const [p] = launchPrivateAttributions(launch);
  assert.equal(addressSpaceOf(w!.type), workgroupSpace);
  assert.equal(addressSpaceOf(p!.type), AddressSpace.getByName('private'));
});

test('a launch without clusters has no cluster views', () => {
  const m = parse(`func.func @f(%g: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %g, %gz = %g) threads(%tx, %ty, %tz) in (%sx = %g, %sy = %g, %sz = %g) {
    gpu.terminator
  }
  return
}`);
  const launch = first(m, (op) => LaunchOp.is(op));
  assert.ok(!hasClusterSize(launch));
  assert.equal(launchClusterIds(launch), undefined);
  assert.equal(launchClusterSizeOperands(launch), undefined);
  assert.deepEqual(launchWorkgroupAttributions(launch), []);
  assert.equal(launch.regions[0]!.front.numArguments, 12);
});

test('buildLaunchOp makes the region arguments and segments upstream expects', () => {
  const m = parse('func.func @f(%g: index, %n: i32) {\n  return\n}');
  const fn = m.regions[0]!.front.first!;
  assert.ok(FuncOp.is(fn));
  const [g, n] = fn.body.front.args;
  const b = Builder.before(fn.body.front.last!);
  const wg = MemRefType.get([8], f32, undefined, workgroupSpace);
  const launch = buildLaunchOp(b, {
    gridSize: { x: g!, y: g!, z: g! }, blockSize: { x: g!, y: g!, z: g! }, dynamicSharedMemorySize: n!, workgroupAttributions: [wg],
  });
  const inner = Builder.atEnd(launch.body.front);
  PrintfOp.build(inner, { format: StringAttr.get('x'), args: [launchThreadIds(launch).x] });
  TerminatorOp.build(inner, {});
  assert.equal(verify(m), undefined);
  assert.equal(printOp(m), `module {
  func.func @f(%arg0: index, %arg1: i32) {
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg0, %arg9 = %arg0, %arg10 = %arg0) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg0, %arg12 = %arg0, %arg13 = %arg0) dynamic_shared_memory_size %arg1 workgroup(%arg14 : memref<8xf32, #gpu.address_space<workgroup>>) {
      gpu.printf "x", %arg5 : index
      gpu.terminator
    }
    return
  }
}
`);
});

test('buildLaunchFuncOp refers to the kernel through its module; the container checks see it', () => {
  const m = parse(`module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: f32) workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>) private(%p : memref<1xf32, #gpu.address_space<private>>) kernel {
      gpu.return
    }
  }
  func.func @host(%c: index, %x: f32) {
    return
  }
}`);
  const kernel = first(m, (op) => GPUFuncOp.is(op));
  assert.ok(isKernel(kernel));
  assert.equal(funcWorkgroupAttributions(kernel).length, 1);
  assert.equal(funcPrivateAttributions(kernel).length, 1);
  const host = first(m, (op) => FuncOp.is(op));
  assert.ok(FuncOp.is(host));
  const [c, x] = host.body.front.args;
  const b = Builder.before(host.body.front.last!);
  const token = buildLaunchFuncOp(b, { kernel, gridSize: { x: c!, y: c!, z: c! }, blockSize: { x: c!, y: c!, z: c! }, kernelOperands: [x!], async: true });
  assert.ok(LaunchFuncOp.is(token));
  assert.equal(token.asyncToken?.type, asyncToken);
  assert.equal(launchFuncKernelModuleName(token), 'kernels');
  assert.equal(launchFuncKernelName(token), 'k');
  assert.equal(verify(m), undefined);
  const text = printOp(m);
  assert.ok(text.includes('%0 = gpu.launch_func async @kernels::@k blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg1 : f32)'), text);
  // A second launch with the wrong arguments is caught from the module's attribute.
  buildLaunchFuncOp(b, { kernel, gridSize: { x: c!, y: c!, z: c! }, blockSize: { x: c!, y: c!, z: c! }, kernelOperands: [c!] });
  assert.match(verify(m)?.message ?? '', /'gpu.launch_func' op type of function argument 0 does not match/);
});

test('types, enums and result names print as upstream', () => {
  assert.equal(AsyncTokenType.get(), asyncToken);
  assert.equal(asyncToken.key, '!gpu.async.token');
  assert.equal(Dimension.getByName('y').key, '#gpu<dim y>');
  assert.equal(workgroupSpace.key, '#gpu.address_space<workgroup>');
  assert.equal(MemRefType.get([4], f32, undefined, workgroupSpace).key, 'memref<4xf32, #gpu.address_space<workgroup>>');
  const m = parse('func.func @f() {\n  %0 = gpu.thread_id z\n  return\n}');
  const tid = first(m, (op) => ThreadIdOp.is(op));
  assert.ok(ThreadIdOp.is(tid));
  assert.equal(tid.dimension.text, 'z');
  assert.equal(tid.upper_bound, undefined);
  assert.ok(printOp(m).includes('%thread_id_z = gpu.thread_id  z'));
});

test('a kernel module built from scratch prints as upstream and verifies', () => {
  const m = parse('module attributes {gpu.container_module} {\n  func.func @host(%n: index, %x: f32, %o: i32) {\n    return\n  }\n}');
  const host = first(m, (op) => FuncOp.is(op));
  assert.ok(FuncOp.is(host));
  const mb = Builder.before(host);
  const mod = buildGPUModuleOp(mb, 'kernels');
  const fb = Builder.atEnd(mod.bodyRegion.front);
  const wg = MemRefType.get([32], f32, undefined, workgroupSpace);
  const kernel = buildGPUFuncOp(fb, { name: 'k', type: FunctionType.get([f32, i32], []), workgroupAttributions: [wg], kernel: true });
  const kb = Builder.atEnd(kernel.body.front);
  const bdim = BlockDimOp.build(kb, { dimension: dim('y') });
  assert.equal(bdim.result.type, index);
  const [x, off] = kernel.body.front.args;
  const sh = ShuffleOp.build(kb, { mode: ShuffleMode.getByName('idx'), value: x!, offset: off!, width: off! });
  assert.deepEqual(sh.resultTypes, [f32, i1]);
  BarrierOp.build(kb, {});
  GpuReturnOp.build(kb, { values: [] });
  const [n, xv, o] = host.body.front.args;
  buildLaunchFuncOp(Builder.before(host.body.front.last!), { kernel, gridSize: { x: n!, y: n!, z: n! }, blockSize: { x: n!, y: n!, z: n! }, kernelOperands: [xv!, o!] });
  assert.equal(verify(m), undefined);
  assert.equal(printOp(m), `module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: f32, %arg1: i32) workgroup(%arg2 : memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %block_dim_y = gpu.block_dim  y
      %shuffleResult, %valid = gpu.shuffle  idx %arg0, %arg1, %arg1 : f32
      gpu.barrier
      gpu.return
    }
  }
  func.func @host(%arg0: index, %arg1: f32, %arg2: i32) {
    gpu.launch_func  @kernels::@k blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg1 : f32, %arg2 : i32)
    return
  }
}
`);
});

