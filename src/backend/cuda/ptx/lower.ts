/**
 * Lowers one kernel gpu.func (kernel form, docs/pipeline.md) to the PTX-level form: parameters
 * loaded and converted to global addresses, attributions as `.shared`/`.local` arrays, blocks as
 * labels, and every op through the lowering table (op name → instructions). Each SSA value gets
 * fresh virtual registers (one per vector lane); ptxas allocates the physical ones.
 */
import { funcPrivateAttributions, funcWorkgroupAttributions } from '../../../dialects/gpu/module.js';
import type { Block } from '../../../ir/block.js';
import { errorAt, opError } from '../../../ir/diagnostics.js';
import type { Operation } from '../../../ir/operation.js';
import { MemRefType, type Type } from '../../../ir/types.js';
import type { Value } from '../../../ir/value.js';
import { type KernelAbi, alignUp, memrefBytes } from './abi.js';
import { arithCastLowerings } from './arith-cast.js';
import { arithFloatLowerings } from './arith-float.js';
import { arithIntLowerings } from './arith-int.js';
import type { Lowerer, LoweringTable, MemSpace } from './context.js';
import { controlLowerings } from './control.js';
import { gpuLowerings } from './gpu.js';
import { type PtxArray, type PtxKernel, type PtxLine, REG_PREFIX, type RegClass } from './ir.js';
import { mathLowerings } from './math.js';
import { memoryLowerings } from './memory.js';
import { type ScalarInfo, laneCount, scalarInfo } from './types.js';
import { vectorLowerings } from './vector.js';

/** The PTX instruction table: every op of the kernel form, keyed by name. */
export const PTX_LOWERINGS: LoweringTable = new Map([
  ...arithIntLowerings, ...arithFloatLowerings, ...arithCastLowerings, ...mathLowerings,
  ...memoryLowerings, ...vectorLowerings, ...gpuLowerings, ...controlLowerings,
]);

/** Terminators their parent op lowers (the values they carry go where the parent says). */
const PARENT_TERMINATORS = new Set(['scf.yield', 'scf.condition']);

export class KernelLowering implements Lowerer {
  private readonly lines: PtxLine[] = [];
  private readonly counts = new Map<RegClass, number>();
  private readonly classOf = new Map<string, RegClass>();
  private readonly values = new Map<Value, readonly string[]>();
  private readonly spaces = new Map<Value, MemSpace>();
  private readonly labels = new Map<Block, string>();
  private readonly arrays: PtxArray[] = [];
  private labelCount = 0;
  readonly blockSize: readonly [number, number, number] | undefined;

  constructor(readonly func: Operation, private readonly abi: KernelAbi, private readonly table: LoweringTable = PTX_LOWERINGS) {
    this.blockSize = abi.blockSize;
  }

  reg(cls: RegClass): string {
    const n = (this.counts.get(cls) ?? 0) + 1;
    this.counts.set(cls, n);
    const name = `${REG_PREFIX[cls]}${n}`;
    this.classOf.set(name, cls);
    return name;
  }

  def(v: Value): string[] {
    const s = scalarInfo(v.type);
    if (!s) throw errorAt(v.loc, `a value of type '${v.type.key}' cannot be held in PTX registers`);
    const regs = Array.from({ length: laneCount(v.type) }, () => this.reg(s.reg));
    this.values.set(v, regs);
    return regs;
  }

  bind(v: Value, regs: readonly string[]): void { this.values.set(v, regs); }

  use(v: Value): readonly string[] {
    const regs = this.values.get(v);
    if (!regs) throw errorAt(v.loc, `value of type '${v.type.key}' is used by the PTX emitter before it is defined`);
    return regs;
  }

  get(v: Value): string { return this.use(v)[0]!; }

  info(op: Operation, t: Type): ScalarInfo {
    const s = scalarInfo(t);
    if (!s) throw opError(op, `type '${t.key}' cannot be lowered to PTX`);
    return s;
  }

  emit(opcode: string, operands: readonly string[], guard?: string): void {
    this.lines.push(guard ? { kind: 'inst', opcode, operands, guard } : { kind: 'inst', opcode, operands });
  }

  comment(text: string): void { this.lines.push({ kind: 'comment', text }); }
  newLabel(): string { return `$L__${this.abi.entry}_${++this.labelCount}`; }
  label(name: string): void { this.lines.push({ kind: 'label', name }); }

  private mov(d: string, s: string): void {
    const cls = this.classOf.get(d) ?? 'b32';
    this.emit(`mov.${cls}`, [d, s]);
  }

  copy(dsts: readonly string[], srcs: readonly string[]): void {
    // Sources overwritten by an earlier copy of the group are saved first.
    const dstSet = new Set(dsts);
    const from = srcs.map((s, i) => {
      if (!dstSet.has(s) || dsts[i] === s) return s;
      const t = this.reg(this.classOf.get(s) ?? 'b32');
      this.mov(t, s);
      return t;
    });
    dsts.forEach((d, i) => { if (d !== from[i]) this.mov(d, from[i]!); });
  }

  blockLabel(b: Block): string {
    const l = this.labels.get(b);
    if (!l) throw errorAt(b.parentOp?.loc, 'branch to a block outside the kernel body');
    return l;
  }

  memref(op: Operation, v: Value): { readonly ptr: string; readonly space: MemSpace } {
    const space = this.spaces.get(v);
    if (!space) throw opError(op, 'accesses a memref that is not a kernel argument or attribution (the kernel form has no other)');
    return { ptr: this.get(v), space };
  }

  lowerBody(block: Block): Operation | undefined {
    for (const op of block.ops) {
      if (op === block.terminator && PARENT_TERMINATORS.has(op.name)) return op;
      const lower = this.table.get(op.name);
      if (!lower) throw opError(op, 'is not part of the kernel form and cannot be lowered to PTX');
      lower(op, this);
    }
    return undefined;
  }

  /** Declares an attribution's array and binds the attribution to its address. */
  private attribution(arg: Value, space: 'shared' | 'local', name: string): void {
    const t = arg.type;
    if (!(t instanceof MemRefType) || !t.hasStaticShape || t.layout !== undefined || !scalarInfo(t.elementType)) {
      throw opError(this.func, `attribution of type '${t.key}' is not a static identity-layout memref of a PTX element type`);
    }
    this.arrays.push({ space, name, align: 16, bytes: Math.max(alignUp(memrefBytes(t), 1), 1) });
    const r = this.reg('b64');
    this.emit('mov.u64', [r, name]);
    this.bind(arg, [r]);
    this.spaces.set(arg, space);
  }

  private loadParams(entry: Block): void {
    for (const p of this.abi.params) {
      const arg = entry.getArgument(p.index);
      if (p.kind === 'pointer') {
        const raw = this.reg('b64');
        const g = this.reg('b64');
        this.emit('ld.param.u64', [raw, `[${p.name}]`]);
        this.emit('cvta.to.global.u64', [g, raw]);
        this.bind(arg, [g]);
        this.spaces.set(arg, 'global');
        continue;
      }
      const [d] = this.def(arg);
      const s = scalarInfo(arg.type)!;
      if (s.kind === 'pred') {
        const t = this.reg('b16');
        this.emit('ld.param.u8', [t, `[${p.name}]`]);
        this.emit('setp.ne.b16', [d!, t, '0']);
      } else {
        this.emit(`ld.param.${s.bits === 8 ? 's8' : p.ptxType}`, [d!, `[${p.name}]`]);
      }
    }
  }

  /** Lowers the whole function to a PTX entry. */
  run(): PtxKernel {
    const body = this.func.regions[0]!;
    const entry = body.front;
    this.loadParams(entry);
    funcWorkgroupAttributions(this.func).forEach((a, i) => this.attribution(a, 'shared', `${this.abi.entry}_wg${i}`));
    funcPrivateAttributions(this.func).forEach((a, i) => this.attribution(a, 'local', `${this.abi.entry}_priv${i}`));
    body.blocks.forEach((b, i) => {
      if (i === 0) return;
      this.labels.set(b, `$L__${this.abi.entry}_bb${i}`);
      for (const a of b.args) this.def(a);
    });
    for (const b of body.blocks) {
      if (b !== entry) this.label(this.labels.get(b)!);
      const rest = this.lowerBody(b);
      if (rest) throw opError(rest, 'cannot end a function body');
    }
    const bs = this.abi.blockSize;
    return {
      name: this.abi.entry,
      params: this.abi.params.map((p) => ({ name: p.name, type: p.ptxType })),
      directives: bs ? [`.reqntid ${bs.join(', ')}`] : [],
      arrays: this.arrays,
      regCounts: this.counts,
      body: this.lines,
    };
  }
}
