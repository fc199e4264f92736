/**
 * The oracle cross-check: linalg/scf/arith/math/complex/affine programs run through comco's
 * interpreter and through upstream MLIR (mlir-opt-22 lowering to LLVM, mlir-runner-22 executing),
 * on the same fresh random inputs. Float results are compared bit for bit (printed as integers
 * after arith.bitcast), except where the C library or upstream's expansions round differently
 * (each case says by how much). Skipped when the tools are absent.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { FloatType, IntegerType, RankedTensorType, type Type } from '../../src/ir/types.js';
import { Tensor, elementsOf } from '../../src/interpreter/values.js';
import { floatToBits } from '../../src/interpreter/runtime/float.js';
import { fromBits } from '../../src/support/float.js';
import { onPath } from '../support/features.js';
import { compile, randomTensor, rng } from './interp-helpers.js';

const LIB = '/usr/lib/llvm-22/lib';
const libs = ['libmlir_runner_utils.so', 'libmlir_c_runner_utils.so']
  .map((l) => [path.join(LIB, l), path.join(LIB, `${l}.22.1`)].find((p) => fs.existsSync(p)));
const available = onPath('mlir-opt-22') && onPath('mlir-runner-22') && libs.every((l) => l !== undefined);
const PIPELINE = ['--convert-complex-to-standard', '--affine-expand-index-ops', '--convert-elementwise-to-linalg', '--one-shot-bufferize=bufferize-function-boundaries', '--convert-linalg-to-loops',
  '--lower-affine', '--convert-scf-to-cf', '--convert-to-llvm', '--reconcile-unrealized-casts'];

interface Case {
  readonly name: string;
  /** `func.func @kernel(...) -> (...)` over ranked tensors. */
  readonly kernel: string;
  readonly inputs: readonly { type: RankedTensorType; lo: number; hi: number }[];
  /** Allowed difference in ulps for float results (0: bit-exact). */
  readonly ulps?: number;
  /** Also accepted: an absolute difference up to this (results near a zero of the function,
   * where a few roundings of upstream's expansion are many ulps). */
  readonly absTol?: number;
}

const T = (shape: number[], t: Type): RankedTensorType => RankedTensorType.get(shape, t);
const f32 = FloatType.get('f32'), f64 = FloatType.get('f64'), i32 = IntegerType.get(32), i64 = IntegerType.get(64);

/**
 * A kernel over four f32 tensors: z = a + bi and w = c + di per element, and one result tensor
 * per [op, part] (the part of the op's complex result; abs and angle give reals). Binary ops take
 * (z, w), unary ones z.
 */
function complexKernel(outputs: readonly (readonly [string, 're' | 'im' | ''])[]): string {
  const BINARY = ['add', 'mul', 'div', 'pow', 'atan2'];
  const n = outputs.length;
  const tensors = new Array<string>(n).fill('tensor<16xf32>').join(', ');
  const body = outputs.flatMap(([op, part], i) => {
    const args = BINARY.includes(op) ? '%z, %w' : '%z';
    return part === '' ? [`%p${i} = complex.${op} ${args} : complex<f32>`]
      : [`%o${i} = complex.${op} ${args} : complex<f32>`, `%p${i} = complex.${part} %o${i} : complex<f32>`];
  });
  return `func.func @kernel(%a: tensor<16xf32>, %b: tensor<16xf32>, %c: tensor<16xf32>, %d: tensor<16xf32>) -> (${tensors}) {
  ${outputs.map((_, i) => `%e${i} = tensor.empty() : tensor<16xf32>`).join('\n  ')}
  %r:${n} = linalg.generic {indexing_maps = [${new Array<string>(n + 4).fill('affine_map<(i) -> (i)>').join(', ')}], iterator_types = ["parallel"]}
      ins(%a, %b, %c, %d : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(${outputs.map((_, i) => `%e${i}`).join(', ')} : ${tensors}) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, ${outputs.map((_, i) => `%y${i}: f32`).join(', ')}):
    %z = complex.create %x0, %x1 : complex<f32>
    %w = complex.create %x2, %x3 : complex<f32>
    ${body.join('\n    ')}
    linalg.yield ${outputs.map((_, i) => `%p${i}`).join(', ')} : ${new Array<string>(n).fill('f32').join(', ')}
  } -> (${tensors})
  return ${outputs.map((_, i) => `%r#${i}`).join(', ')} : ${tensors}
}`;
}

const CASES: Case[] = [
  {
    name: 'matmul f32 (fast path)',
    inputs: [{ type: T([16, 24], f32), lo: -2, hi: 2 }, { type: T([24, 8], f32), lo: -2, hi: 2 }, { type: T([16, 8], f32), lo: -1, hi: 1 }],
    kernel: `func.func @kernel(%a: tensor<16x24xf32>, %b: tensor<24x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
      %r = linalg.matmul ins(%a, %b : tensor<16x24xf32>, tensor<24x8xf32>) outs(%c : tensor<16x8xf32>) -> tensor<16x8xf32>
      return %r : tensor<16x8xf32>
    }`,
  },
  {
    name: 'batch_matmul f64',
    inputs: [{ type: T([3, 5, 7], f64), lo: -1, hi: 1 }, { type: T([3, 7, 4], f64), lo: -1, hi: 1 }, { type: T([3, 5, 4], f64), lo: -1, hi: 1 }],
    kernel: `func.func @kernel(%a: tensor<3x5x7xf64>, %b: tensor<3x7x4xf64>, %c: tensor<3x5x4xf64>) -> tensor<3x5x4xf64> {
      %r = linalg.batch_matmul ins(%a, %b : tensor<3x5x7xf64>, tensor<3x7x4xf64>) outs(%c : tensor<3x5x4xf64>) -> tensor<3x5x4xf64>
      return %r : tensor<3x5x4xf64>
    }`,
  },
  {
    name: 'integer arith and a transposed reduction',
    inputs: [{ type: T([6, 5], i32), lo: -2147483648, hi: 2147483647 }, { type: T([6, 5], i32), lo: 1, hi: 31 }],
    kernel: `func.func @kernel(%a: tensor<6x5xi32>, %b: tensor<6x5xi32>) -> (tensor<6x5xi32>, tensor<5xi32>) {
      %q = arith.divsi %a, %b : tensor<6x5xi32>
      %r = arith.remsi %a, %b : tensor<6x5xi32>
      %s = arith.shrsi %a, %b : tensor<6x5xi32>
      %u = arith.shrui %a, %b : tensor<6x5xi32>
      %m = arith.muli %q, %r : tensor<6x5xi32>
      %x = arith.addi %m, %s : tensor<6x5xi32>
      %y = arith.xori %x, %u : tensor<6x5xi32>
      %z = arith.constant dense<0> : tensor<5xi32>
      %red = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
          ins(%y : tensor<6x5xi32>) outs(%z : tensor<5xi32>) {
      ^bb0(%v: i32, %acc: i32):
        %t = arith.muli %v, %v : i32
        %w = arith.subi %t, %acc : i32
        linalg.yield %w : i32
      } -> tensor<5xi32>
      return %y, %red : tensor<6x5xi32>, tensor<5xi32>
    }`,
  },
  {
    name: 'scf loops over tensor elements (prefix sums, f32)',
    inputs: [{ type: T([32], f32), lo: -100, hi: 100 }],
    kernel: `func.func @kernel(%a: tensor<32xf32>) -> tensor<32xf32> {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %z = arith.constant 0.0 : f32
      %r:2 = scf.for %i = %c0 to %c32 step %c1 iter_args(%t = %a, %acc = %z) -> (tensor<32xf32>, f32) {
        %x = tensor.extract %a[%i] : tensor<32xf32>
        %neg = arith.cmpf olt, %x, %z : f32
        %v = scf.if %neg -> (f32) {
          %h = arith.mulf %x, %x : f32
          scf.yield %h : f32
        } else {
          %d = arith.divf %x, %acc : f32
          scf.yield %d : f32
        }
        %s = arith.addf %acc, %v : f32
        %t2 = tensor.insert %s into %t[%i] : tensor<32xf32>
        scf.yield %t2, %s : tensor<32xf32>, f32
      }
      return %r#0 : tensor<32xf32>
    }`,
  },
  {
    name: 'a 1-D convolution (affine index d0 + d1)',
    inputs: [{ type: T([20], f32), lo: -1, hi: 1 }, { type: T([5], f32), lo: -1, hi: 1 }, { type: T([16], f32), lo: -1, hi: 1 }],
    kernel: `func.func @kernel(%x: tensor<20xf32>, %w: tensor<5xf32>, %o: tensor<16xf32>) -> tensor<16xf32> {
      %r = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i + k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>],
                           iterator_types = ["parallel", "reduction"]}
          ins(%x, %w : tensor<20xf32>, tensor<5xf32>) outs(%o : tensor<16xf32>) {
      ^bb0(%a: f32, %b: f32, %acc: f32):
        %m = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %m : f32
        linalg.yield %s : f32
      } -> tensor<16xf32>
      return %r : tensor<16xf32>
    }`,
  },
  {
    // Upstream's f32 tanh is a polynomial approximation (a few ulps); ours is correctly rounded.
    // A product of the two (a sum cancels near x = -0.61, where a few ulps become many).
    name: 'math functions in a softmax-like generic (within 8 ulps)',
    ulps: 8,
    inputs: [{ type: T([4, 8], f32), lo: -3, hi: 3 }],
    kernel: `func.func @kernel(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
      %e = tensor.empty() : tensor<4x8xf32>
      %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
          ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
      ^bb0(%x: f32, %o: f32):
        %ex = math.exp %x : f32
        %t = math.tanh %x : f32
        %s = arith.mulf %ex, %t : f32
        linalg.yield %s : f32
      } -> tensor<4x8xf32>
      return %r : tensor<4x8xf32>
    }`,
  },
  {
    // The C library's f32 functions (what the lowered code calls) against correctly rounded ones.
    name: 'more math functions on tensors (within 2 ulps)',
    ulps: 2,
    inputs: [{ type: T([4, 8], f32), lo: -3, hi: 3 }, { type: T([4, 8], f32), lo: -2, hi: 2 }, { type: T([4, 8], f32), lo: 0.25, hi: 4 }],
    // (math.log1p is left out: upstream lowers it as log(1 + x), several ulps from log1p.)
    kernel: `func.func @kernel(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
      %s = math.sin %a : tensor<4x8xf32>
      %k = math.cos %b : tensor<4x8xf32>
      %m = math.log2 %c : tensor<4x8xf32>
      %f = math.fma %a, %b, %c : tensor<4x8xf32>
      %g = math.copysign %c, %a : tensor<4x8xf32>
      %r = math.roundeven %a : tensor<4x8xf32>
      %t = math.trunc %b : tensor<4x8xf32>
      %x = math.exp2 %b : tensor<4x8xf32>
      %u = arith.addf %r, %t : tensor<4x8xf32>
      return %s, %k, %m, %f, %g, %u, %x : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
    }`,
  },
  {
    name: 'affine.delinearize_index and linearize_index (negative indices included)',
    inputs: [{ type: T([16], i64), lo: -200, hi: 2000 }, { type: T([16], i64), lo: 1, hi: 9 }],
    kernel: `func.func @kernel(%x: tensor<16xi64>, %n: tensor<16xi64>) -> (tensor<16xi64>, tensor<16xi64>, tensor<16xi64>, tensor<16xi64>) {
      %e = tensor.empty() : tensor<16xi64>
      %r:4 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
          ins(%x, %n : tensor<16xi64>, tensor<16xi64>) outs(%e, %e, %e, %e : tensor<16xi64>, tensor<16xi64>, tensor<16xi64>, tensor<16xi64>) {
      ^bb0(%xi: i64, %ni: i64, %o0: i64, %o1: i64, %o2: i64, %o3: i64):
        %xv = arith.index_cast %xi : i64 to index
        %nv = arith.index_cast %ni : i64 to index
        %d:3 = affine.delinearize_index %xv into (%nv, 7) : index, index, index
        %l = affine.linearize_index [%d#2, %d#1, %d#0] by (5, %nv, 7) : index
        %q = arith.index_cast %d#0 : index to i64
        %a = arith.index_cast %d#1 : index to i64
        %b = arith.index_cast %d#2 : index to i64
        %c = arith.index_cast %l : index to i64
        linalg.yield %q, %a, %b, %c : i64, i64, i64, i64
      } -> (tensor<16xi64>, tensor<16xi64>, tensor<16xi64>, tensor<16xi64>)
      return %r#0, %r#1, %r#2, %r#3 : tensor<16xi64>, tensor<16xi64>, tensor<16xi64>, tensor<16xi64>
    }`,
  },
  {
    // Upstream lowers complex ops to arith and math (--convert-complex-to-standard), rounding every
    // step; the interpreter computes each op in double and rounds once. Measured: most results
    // within 2 ulps, div ~10, expm1 ~54 (upstream computes exp(z) - 1 directly).
    name: 'complex arithmetic and functions on scalars in a generic (within 64 ulps or 1e-6)',
    ulps: 64,
    absTol: 1e-6,
    inputs: [{ type: T([16], f32), lo: 0.25, hi: 2 }, { type: T([16], f32), lo: -2, hi: 2 }, { type: T([16], f32), lo: 0.5, hi: 2 }, { type: T([16], f32), lo: -1, hi: 1 }],
    kernel: complexKernel([
      ['add', 're'], ['mul', 're'], ['mul', 'im'], ['div', 're'], ['div', 'im'], ['exp', 're'], ['exp', 'im'], ['log', 're'],
      ['log', 'im'], ['sqrt', 're'], ['sqrt', 'im'], ['sin', 're'], ['cos', 'im'], ['tanh', 're'], ['tan', 'im'],
      ['expm1', 're'], ['log1p', 'im'], ['rsqrt', 're'], ['sign', 'im'], ['atan2', 're'], ['conj', 'im'], ['abs', ''], ['angle', ''],
      // (pow is left out: its real part cancels to near zero for some inputs, where upstream's
      // step-by-step rounding is hundreds of ulps away; interp-complex.test.ts checks it.)
    ]),
  },
];

/** A dense literal of a tensor's values, exact (f32 with 9 significant digits round-trips). */
function dense(t: Tensor): string {
  const et = t.elementType;
  const vals = [...t.data].map((v) => (et instanceof FloatType ? Number(v).toExponential(et.kind === 'f32' ? 8 : 16) : String(v)));
  let k = 0;
  const nest = (d: number): string => (d === t.shape.length ? vals[k++]! : `[${Array.from({ length: t.shape[d]! }, () => nest(d + 1)).join(', ')}]`);
  return `dense<${nest(0)}> : tensor<${t.shape.join('x')}x${et.key}>`;
}

/** The integer type a result is printed as (floats through their bits). */
function printedAs(t: RankedTensorType): { int: IntegerType; fn: string } {
  const w = t.elementType instanceof FloatType ? t.elementType.width : (t.elementType as IntegerType).width;
  return { int: IntegerType.get(w), fn: w === 64 ? 'printMemrefI64' : 'printMemrefI32' };
}

function runnerProgram(c: Case, inputs: readonly Tensor[], results: readonly RankedTensorType[]): string {
  const lines = ['func.func private @printMemrefI32(memref<*xi32>)', 'func.func private @printMemrefI64(memref<*xi64>)', c.kernel, 'func.func @main() {'];
  inputs.forEach((t, i) => lines.push(`  %in${i} = arith.constant ${dense(t)}`));
  const rs = results.map((_, i) => `%r${i}`);
  lines.push(`  ${rs.join(', ')} = call @kernel(${inputs.map((_, i) => `%in${i}`).join(', ')}) : (${c.inputs.map((x) => x.type.key).join(', ')}) -> (${results.map((r) => r.key).join(', ')})`);
  results.forEach((r, i) => {
    const { int, fn } = printedAs(r);
    const it = RankedTensorType.get(r.shape, int);
    const bits = r.elementType instanceof FloatType ? `%b${i}` : `%r${i}`;
    if (r.elementType instanceof FloatType) lines.push(`  %b${i} = arith.bitcast %r${i} : ${r.key} to ${it.key}`);
    lines.push(`  %m${i} = bufferization.to_buffer ${bits} : ${it.key} to memref<${r.shape.join('x')}x${int.key}>`);
    lines.push(`  %u${i} = memref.cast %m${i} : memref<${r.shape.join('x')}x${int.key}> to memref<*x${int.key}>`);
    lines.push(`  call @${fn}(%u${i}) : (memref<*x${int.key}>) -> ()`);
  });
  lines.push('  return', '}');
  return lines.join('\n');
}

/** The integers printed after each `data =` of the runner's output. */
function parseRunnerOutput(out: string): bigint[][] {
  return out.split('Unranked Memref').slice(1).map((chunk) => {
    const data = chunk.slice(chunk.indexOf('data =') + 6);
    return (data.match(/-?\d+/g) ?? []).map((s) => BigInt(s));
  });
}

function runUpstream(program: string): bigint[][] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comco-oracle-'));
  try {
    const src = path.join(dir, 'in.mlir'), ll = path.join(dir, 'out.mlir');
    fs.writeFileSync(src, program);
    const opt = spawnSync('mlir-opt-22', [src, ...PIPELINE, '-o', ll], { encoding: 'utf8' });
    assert.equal(opt.status, 0, `mlir-opt-22 failed:\n${opt.stderr}`);
    const run = spawnSync('mlir-runner-22', [ll, '-e', 'main', '-entry-point-result=void', `--shared-libs=${libs.join(',')}`], { encoding: 'utf8' });
    assert.equal(run.status, 0, `mlir-runner-22 failed:\n${run.stderr}`);
    return parseRunnerOutput(run.stdout);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Fresh inputs every run; COMCO_ORACLE_SEED=N repeats a run (failures name the seed).
const SEED = Number(process.env['COMCO_ORACLE_SEED'] ?? (Date.now() % 1_000_000));

for (const [k, c] of CASES.entries()) {
  test(`oracle: ${c.name}`, { skip: available ? false : 'mlir-opt-22 / mlir-runner-22 not installed' }, () => {
    const next = rng(SEED + k);
    const inputs = c.inputs.map((x) => randomTensor(x.type.elementType, [...x.type.shape], next, x.lo, x.hi));
    const program = compile(c.kernel);
    const results = program.run('kernel', inputs) as Tensor[];
    const types = results.map((r) => RankedTensorType.get(r.shape, r.elementType));
    const upstream = runUpstream(runnerProgram(c, inputs, types));
    assert.equal(upstream.length, results.length, 'one printed memref per result');
    results.forEach((r, i) => {
      const et = r.elementType;
      const ours = elementsOf(r).map((v) => (et instanceof FloatType ? BigInt(floatToBits(Number(v), et.kind, et.width)) : BigInt(v)));
      const theirs = upstream[i]!;
      assert.equal(theirs.length, ours.length);
      const value = (bits: bigint): number => (et instanceof FloatType ? fromBits(BigInt.asUintN(et.width, bits), et.kind) : Number(bits));
      ours.forEach((o, j) => {
        const d = o > theirs[j]! ? o - theirs[j]! : theirs[j]! - o;
        const near = c.absTol !== undefined && Math.abs(value(o) - value(theirs[j]!)) <= c.absTol;
        assert.ok(d <= BigInt(c.ulps ?? 0) || near, `${c.name}: result #${i} element ${j}: comco ${o}, upstream ${theirs[j]} (bits; COMCO_ORACLE_SEED=${SEED})`);
      });
    });
  });
}
