/**
 * Kernel groups of one segment of a block (the ops between two barriers): every compute op
 * starts in a group of its own; in program order each op tries to merge with the groups of its
 * producers, nearest producer first, asking the cost model; a refused producer may still be
 * recomputed inside the consumer's group when it is cheap; finally small independent groups are
 * packed horizontally. Merges that would make the groups depend on each other in a cycle are
 * refused, since the dispatches could then not be ordered.
 */
import { Operation } from '../../ir/operation.js';
import {
  type Decision, type EdgeFacts, type GroupKind, type OpFacts, decideHorizontal, decideMerge, decideRecompute,
} from './cost.js';
import { edgeFacts, isComputeOp, labelOf, opFacts, outputElements, usedValues } from './classify.js';

export interface Group {
  /** Compute ops of the group. */
  ops: Operation[];
  /** Producers of other groups that this group recomputes (each is cloned into it). */
  clones: Operation[];
  kind: GroupKind;
}

/** A fusion decision, reported at `op` with --comco-fusion-remarks. */
export interface FusionRemark { readonly op: Operation; readonly fused: boolean; readonly text: string; }

/** A node of the segment's dependency graph: a group, or an op outside every group. */
type Node = Group | Operation;

const ROLE_KIND: Record<OpFacts['role'], GroupKind> = {
  elementwise: 'elementwise', contraction: 'matmul', reduction: 'reduction', other: 'other',
};

export class SegmentGrouping {
  readonly groups: Group[] = [];
  readonly remarks: FusionRemark[] = [];
  private readonly groupOf = new Map<Operation, Group>();
  private readonly index = new Map<Operation, number>();
  private readonly facts = new Map<Operation, OpFacts>();
  private readonly producers = new Map<Operation, Operation[]>();
  /** The groups that recompute a clone reading each op's results (dependencies clones add). */
  private readonly cloneReaders = new Map<Operation, Set<Group>>();

  constructor(readonly segment: readonly Operation[]) {
    segment.forEach((op, i) => this.index.set(op, i));
  }

  factsOf = (op: Operation): OpFacts => {
    let f = this.facts.get(op);
    if (!f) { f = opFacts(op); this.facts.set(op, f); }
    return f;
  };

  /** The segment-level op holding `op` (itself, or the ancestor directly in the segment). */
  private top(op: Operation | undefined): Operation | undefined {
    for (let o: Operation | null | undefined = op; o; o = o.parentOp) if (this.index.has(o)) return o;
    return undefined;
  }
  private node(op: Operation): Node { return this.groupOf.get(op) ?? op; }
  private members(n: Node): readonly Operation[] { return n instanceof Operation ? [n] : n.ops; }

  /** The segment ops whose values `op` (and its clones' operands, for a group) reads. */
  private producersOf(op: Operation): Operation[] {
    let out = this.producers.get(op);
    if (out) return out;
    out = [];
    for (const v of usedValues(op)) { const t = this.top(v.definingOp); if (t && t !== op) out.push(t); }
    this.producers.set(op, out);
    return out;
  }

  private successors(n: Node): Set<Node> {
    const out = new Set<Node>();
    for (const m of this.members(n)) {
      for (const r of m.results) {
        for (const u of r.users) {
          const t = this.top(u);
          if (!t) continue;
          const un = this.node(t);
          if (un !== n && (un instanceof Operation || !un.clones.includes(m))) out.add(un);
        }
      }
      for (const g of this.cloneReaders.get(m) ?? []) if (g !== n) out.add(g);
    }
    return out;
  }

  /** Is there a path from `a` to `b`; with `viaOther`, one through some third node? */
  private reaches(a: Node, b: Node, viaOther: boolean): boolean {
    const seen = new Set<Node>();
    const work = [...this.successors(a)].filter((s) => !viaOther || s !== b);
    while (work.length) {
      const n = work.pop()!;
      if (n === b) return true;
      if (seen.has(n)) continue;
      seen.add(n);
      work.push(...this.successors(n));
    }
    return false;
  }

  private edges(from: readonly Operation[], to: readonly Operation[]): EdgeFacts[] {
    const out: EdgeFacts[] = [];
    for (const p of from) for (const c of to) out.push(...edgeFacts(p, c, this.factsOf));
    return out;
  }

  private merge(into: Group, other: Group, kind: GroupKind): void {
    for (const op of other.ops) { into.ops.push(op); this.groupOf.set(op, into); }
    into.clones.push(...other.clones);
    for (const readers of this.cloneReaders.values()) if (readers.delete(other)) readers.add(into);
    into.kind = kind;
    this.groups.splice(this.groups.indexOf(other), 1);
  }

  private remark(op: Operation, d: Decision, producer: Operation): void {
    this.remarks.push({ op, fused: d.fuse, text: d.fuse ? `fused with ${labelOf(producer)}: ${d.reason}` : `not fused: ${d.reason}` });
  }

  /** Forms the groups; with `fuse` false, one group per compute op (the control group). */
  run(fuse: boolean): void {
    for (const op of this.segment) {
      if (!isComputeOp(op)) continue;
      const f = this.factsOf(op);
      // A column reduction has no row-wise kernel: comco-kernel-inline picks one for it alone.
      const g: Group = { ops: [op], clones: [], kind: f.trailingReduction ? ROLE_KIND[f.role] : 'other' };
      this.groups.push(g);
      this.groupOf.set(op, g);
      if (fuse) this.fuseWithProducers(op);
    }
    if (fuse) this.packHorizontally();
  }

  private fuseWithProducers(op: Operation): void {
    // Nearest producer first: its group is the one the consumer continues.
    const producers = [...new Set(this.producersOf(op))]
      .filter((p) => this.groupOf.has(p))
      .sort((a, b) => this.index.get(b)! - this.index.get(a)!);
    for (const p of producers) {
      const pg = this.groupOf.get(p)!, cg = this.groupOf.get(op)!;
      if (pg === cg || cg.clones.includes(p)) continue;
      let d = decideMerge({
        producer: pg.ops.map(this.factsOf), consumer: cg.ops.map(this.factsOf),
        edges: [...this.edges(pg.ops, cg.ops), ...this.edges(cg.ops, pg.ops)],
      });
      if (d.fuse && (this.reaches(pg, cg, true) || this.reaches(cg, pg, true))) {
        d = { fuse: false, rule: 'cycle', reason: `${labelOf(op)} and ${labelOf(p)} would depend on each other through another kernel` };
      }
      if (d.fuse) { this.merge(cg, pg, d.kind!); this.remark(op, d, p); continue; }
      this.remark(op, this.tryRecompute(p, cg) ?? d, p);
    }
  }

  /** Recomputing `p` in `cg` instead of reading it: only when `p` reads nothing of its own group
   * (it is then a copy of one op), fits `cg` by the merge rules, and is cheap. Undefined when
   * the merge rules refuse it anyway (the group-level reason is then the one to report). */
  private tryRecompute(p: Operation, cg: Group): Decision | undefined {
    const pg = this.groupOf.get(p)!;
    const ins = this.producersOf(p);
    if (ins.some((x) => this.groupOf.get(x) === pg)) return undefined;
    const fit = decideMerge({
      producer: [this.factsOf(p)], consumer: cg.ops.map(this.factsOf),
      edges: [...this.edges([p], cg.ops)],
    });
    if (!fit.fuse) return undefined;
    if (ins.some((x) => this.reaches(cg, this.node(x), false))) return undefined;
    const r = decideRecompute(this.factsOf(p));
    if (r.fuse) {
      cg.clones.push(p);
      for (const x of ins) {
        const readers = this.cloneReaders.get(x) ?? new Set<Group>();
        readers.add(cg);
        this.cloneReaders.set(x, readers);
      }
    }
    return r;
  }

  /** Packs small independent single-op groups (elementwise or reduction) into horizontal launches. */
  private packHorizontally(): void {
    const bundles: { group: Group; count: number }[] = [];
    const first = (g: Group) => Math.min(...g.ops.map((o) => this.index.get(o)!));
    for (const g of [...this.groups].sort((a, b) => first(a) - first(b))) {
      if (g.ops.length === 0) continue;
      const elements = g.ops.reduce((n, o) => n + outputElements(o), 0);
      if (!decideHorizontal(g.kind, elements, 0, g.ops.length).fuse) continue;
      const b = bundles.find((x) => decideHorizontal(g.kind, elements, x.count).fuse
        && !this.reaches(x.group, g, false) && !this.reaches(g, x.group, false));
      if (!b) { bundles.push({ group: g, count: 1 }); continue; }
      const lead = b.group.ops[0]!;
      const d = decideHorizontal(g.kind, elements, b.count);
      this.merge(b.group, g, 'horizontal');
      b.count++;
      this.remark(g.ops[0]!, d, lead);
    }
  }
}
