/**
 * What a gpu.launch reads and writes, and where: every access to a buffer from outside the
 * launch, with a *signature* describing which element each thread touches at each iteration of
 * its loops and under which conditions. The signature is the access's index expressions, the
 * bounds of its enclosing scf.for loops and the conditions of its enclosing scf.if ops, written
 * as expression trees over the block and thread ids, the launch sizes, constants, loop induction
 * variables (named by nesting depth) and values from outside the launch. Anything read from
 * memory, or any other enclosing region, makes it unknown (null).
 *
 * Two accesses with the same non-null signature, in launches with the same grid and block, are
 * made by the same thread for the same element under the same conditions: that is what
 * comco-fuse-launches checks before putting dependent launches in one kernel.
 */
import { type Attribute, IntegerAttr } from '../../ir/attributes.js';
import { BlockArgument, type Value } from '../../ir/value.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType } from '../../ir/types.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';
import { isMemoryEffectFree, ownEffects } from '../../rewrite/effects.js';

export interface Access {
  /** The buffer as the host sees it (views inside the launch traced to their source). */
  readonly buffer: Value;
  readonly write: boolean;
  readonly sig: string | null;
  readonly op: Operation;
}

const ID_OPS: Readonly<Record<string, string>> = {
  'gpu.block_id': 'bid', 'gpu.thread_id': 'tid', 'gpu.grid_dim': 'gdim', 'gpu.block_dim': 'bdim',
};
const ARG_NAMES = ['bid', 'tid', 'gdim', 'bdim'];
const DIMS = ['x', 'y', 'z'];
const VIEW_OPS = new Set(['memref.subview', 'memref.cast', 'memref.reinterpret_cast', 'memref.expand_shape', 'memref.collapse_shape', 'memref.view']);

export class LaunchAccesses {
  readonly accesses: Access[] = [];
  /** Values from outside get names by identity: the same value in two launches is equal. */
  private static readonly outer = new WeakMap<Value, number>();
  private static nextOuter = 0;
  private readonly memo = new Map<Value, string | null>();

  constructor(readonly launch: Operation) {
    launch.regions[0]!.front.ops.forEach((op) => op.walkPre((o) => { this.visit(o); return undefined; }));
  }

  reads(): Set<Value> { return new Set(this.accesses.filter((a) => !a.write).map((a) => a.buffer)); }
  writes(): Set<Value> { return new Set(this.accesses.filter((a) => a.write).map((a) => a.buffer)); }

  private inside(v: Value): boolean {
    const owner = v instanceof BlockArgument ? v.owner.parentOp : v.definingOp?.parentOp;
    return owner !== null && owner !== undefined && this.launch.isAncestor(owner);
  }

  /** The buffer an access really touches, and whether the access went through a view. */
  private root(v: Value): { buffer: Value; viewed: boolean } | undefined {
    let viewed = false;
    let cur = v;
    for (;;) {
      if (!this.inside(cur)) return { buffer: cur, viewed };
      const def = cur.definingOp;
      if (!def || !VIEW_OPS.has(def.name)) return undefined; // workgroup, private or alloca: the kernel's own
      cur = def.getOperand(0);
      viewed = true;
    }
  }

  private visit(op: Operation): void {
    const name = op.name;
    if (name === 'memref.load' || name === 'memref.store' || name === 'vector.load' || name === 'vector.store') {
      const isStore = name.endsWith('store');
      const mem = op.getOperand(isStore ? 1 : 0);
      const r = this.root(mem);
      if (!r) return;
      const idx = op.operands.slice(isStore ? 2 : 1);
      const sig = r.viewed ? null : this.accessSig(op, `${name.startsWith('vector') ? 'v' : ''}[${idx.map((v) => this.sig(v) ?? '?').join(',')}]`, idx);
      this.accesses.push({ buffer: r.buffer, write: isStore, sig, op });
      return;
    }
    if (isMemoryEffectFree(op) || op.hasTrait('RecursiveMemoryEffects')) return;
    // Any other op touching a buffer from outside: read and written, somewhere unknown.
    const effects = ownEffects(op);
    for (const v of op.operands) {
      if (!(v.type instanceof MemRefType)) continue;
      const r = this.root(v);
      if (!r) continue;
      if (!effects || effects.includes('read')) this.accesses.push({ buffer: r.buffer, write: false, sig: null, op });
      this.accesses.push({ buffer: r.buffer, write: true, sig: null, op });
    }
  }

  /** The enclosing loops and conditions of `op`, then `tail`; null when one of them is unknown. */
  private accessSig(op: Operation, tail: string, idx: readonly Value[]): string | null {
    if (idx.some((v) => this.sig(v) === null)) return null;
    const chain: string[] = [];
    let child: Operation = op;
    for (let p = op.parentOp; p && p !== this.launch; child = p, p = p.parentOp) {
      if (p.name === 'scf.for') {
        const [lb, ub, st] = [0, 1, 2].map((i) => this.sig(p!.getOperand(i)));
        if (lb === null || ub === null || st === null) return null;
        chain.push(`for(${lb},${ub},${st})`);
      } else if (p.name === 'scf.if') {
        const c = this.sig(p.getOperand(0));
        if (c === null) return null;
        chain.push(`if(${c})${child.parentRegion === p.regions[0] ? 'then' : 'else'}`);
      } else return null;
    }
    return `${chain.reverse().join('/')}|${tail}`;
  }

  /** The expression tree of an index or condition value, or null if it depends on memory. */
  sig(v: Value): string | null {
    if (this.memo.has(v)) return this.memo.get(v)!;
    const s = this.computeSig(v);
    this.memo.set(v, s);
    return s;
  }

  private computeSig(v: Value): string | null {
    if (!this.inside(v)) {
      const c = v.definingOp;
      if (c?.name === 'arith.constant') return `c(${attrText(c.getAttr('value'))})`;
      let n = LaunchAccesses.outer.get(v);
      if (n === undefined) { n = LaunchAccesses.nextOuter++; LaunchAccesses.outer.set(v, n); }
      return `ext${n}`;
    }
    if (v instanceof BlockArgument) {
      const owner = v.owner.parentOp!;
      if (owner === this.launch) return v.index < 12 ? `${ARG_NAMES[Math.floor(v.index / 3)]}.${DIMS[v.index % 3]}` : null;
      if (owner.name === 'scf.for' && v.index === 0) return `iv${depth(owner, this.launch)}`;
      return null;
    }
    const def = v.definingOp!;
    if (ID_OPS[def.name]) return `${ID_OPS[def.name]}.${(def.getAttr('dimension') as DialectEnumAttr).text}`;
    if (def.name === 'arith.constant') return `c(${attrText(def.getAttr('value'))})`;
    if (!isMemoryEffectFree(def) || def.numRegions || def.numResults !== 1) return null;
    const args: string[] = [];
    for (const x of def.operands) { const s = this.sig(x); if (s === null) return null; args.push(s); }
    const attrs = def.allAttrs.map((a) => `${a.name}=${attrText(a.value)}`).join(';');
    return `${def.name}{${attrs}}(${args.join(',')})`;
  }
}

const attrText = (a: Attribute | undefined): string => (a instanceof IntegerAttr ? `${a.value}:${a.type.key}` : String(a));

/** How many scf.for/scf.if ops enclose `op` inside `launch`: names loops by nesting level. */
function depth(op: Operation, launch: Operation): number {
  let n = 0;
  for (let p = op.parentOp; p && p !== launch; p = p.parentOp) n++;
  return n;
}
