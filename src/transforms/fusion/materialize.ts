/**
 * Turns the groups of a segment into `comco.dispatch` ops. The segment's ops have no memory
 * effects (barriers end segments), so they may be reordered freely as long as every value is
 * defined before its uses: the groups and the remaining ops are placed in a topological order
 * that keeps program order wherever dependencies allow. Recomputed producers are copied into
 * their groups first; `tensor.empty` and constants are copied into each dispatch that uses them
 * rather than captured, and the originals go when nothing uses them any more.
 */
import type { Block } from '../../ir/block.js';
import { Builder } from '../../ir/builder.js';
import { StringAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { DispatchOp } from '../../dialects/comco/dispatch.js';
import { YieldOp } from '../../dialects/comco/compute.js';
import { isCheapToClone, usedValues } from './classify.js';
import type { Group } from './group.js';

type Unit = Group | Operation;

export class SegmentMaterializer {
  private readonly order = new Map<Operation, number>();
  private readonly groupOf = new Map<Operation, Group>();
  /** Originals of copied cheap ops: erased once unused. */
  private readonly copied = new Set<Operation>();

  constructor(private readonly block: Block, segment: readonly Operation[],
    private readonly groups: Group[], private readonly anchor: Operation | null) {
    segment.forEach((op, i) => this.order.set(op, i));
    for (const g of groups) for (const op of g.ops) this.groupOf.set(op, g);
  }

  private top(op: Operation): Operation | undefined {
    for (let o: Operation | null = op; o; o = o.parentOp) if (o.parentBlock === this.block) return o;
    return undefined;
  }

  run(): void {
    this.realizeClones();
    const units = this.schedule();
    for (const u of units) {
      if ('ops' in u) this.buildDispatch(u);
      else this.place(u);
    }
    for (const op of this.copied) if (op.useEmpty && op.parentBlock) op.erase();
  }

  /** Copies each recomputed producer next to the original, into the recomputing group. */
  private realizeClones(): void {
    for (const g of this.groups) {
      for (const p of g.clones) {
        const c = p.clone();
        this.block.insertAfter(c, p);
        this.order.set(c, this.order.get(p)! + 0.5);
        p.results.forEach((r, i) => r.replaceUsesWithIf(c.results[i]!, (u) => {
          const t = this.top(u.owner);
          return t !== undefined && this.groupOf.get(t) === g;
        }));
        g.ops.push(c);
        this.groupOf.set(c, g);
      }
      g.clones = [];
    }
    // A producer recomputed by all its consumers is dead.
    for (const g of this.groups) {
      for (const op of [...g.ops]) {
        if (!op.useEmpty) continue;
        g.ops.splice(g.ops.indexOf(op), 1);
        this.groupOf.delete(op);
        op.erase();
      }
    }
    this.groups.splice(0, this.groups.length, ...this.groups.filter((g) => g.ops.length));
    for (const g of this.groups) g.ops.sort((a, b) => this.order.get(a)! - this.order.get(b)!);
  }

  /** Groups and the other ops in dependency order, program order among the ready ones. */
  private schedule(): Unit[] {
    const unitOf = (op: Operation): Unit => this.groupOf.get(op) ?? op;
    const units: Unit[] = [];
    const seen = new Set<Unit>();
    for (const op of [...this.order.keys()].sort((a, b) => this.order.get(a)! - this.order.get(b)!)) {
      if (!op.parentBlock) continue; // erased
      const u = unitOf(op);
      if (!seen.has(u)) { seen.add(u); units.push(u); }
    }
    const rank = new Map<Unit, number>(units.map((u, i) => [u, i]));
    const deps = new Map<Unit, Set<Unit>>();
    const users = new Map<Unit, Unit[]>(units.map((u) => [u, []]));
    for (const u of units) {
      const ds = new Set<Unit>();
      for (const op of 'ops' in u ? u.ops : [u]) {
        for (const v of usedValues(op)) {
          const d = v.definingOp && this.top(v.definingOp);
          if (!d || !this.order.has(d)) continue;
          const du = unitOf(d);
          if (du !== u && rank.has(du)) ds.add(du);
        }
      }
      deps.set(u, ds);
      for (const d of ds) users.get(d)!.push(u);
    }
    const ready = units.filter((u) => deps.get(u)!.size === 0);
    const out: Unit[] = [];
    while (ready.length) {
      ready.sort((a, b) => rank.get(a)! - rank.get(b)!);
      const u = ready.shift()!;
      out.push(u);
      for (const s of users.get(u)!) {
        const ds = deps.get(s)!;
        ds.delete(u);
        if (ds.size === 0) ready.push(s);
      }
    }
    if (out.length !== units.length) throw new Error('comco-fuse: the kernel groups depend on each other in a cycle');
    return out;
  }

  private place(op: Operation): void {
    op.remove();
    this.block.insertBefore(op, this.anchor);
  }

  private buildDispatch(g: Group): void {
    const members = new Set(g.ops);
    const escapes = (v: Value) => v.uses.some((u) => { const t = this.top(u.owner); return !t || !members.has(t); });
    const yielded = g.ops.flatMap((op) => op.results.filter(escapes));
    const b = new Builder(g.ops[0]!.loc);
    b.block = this.block;
    b.before = this.anchor;
    const d = DispatchOp.build(b, { kind: StringAttr.get(g.kind), resultTypes: yielded.map((v) => v.type) });
    const body = d.regions[0]!.addBlock();
    for (const op of g.ops) { op.remove(); body.insertBefore(op, null); }
    // Cheap values (empty tensors, constants) are copied in rather than captured.
    const copies = new Map<Value, Value>();
    const first = body.first;
    for (const op of g.ops) {
      for (const v of usedValues(op)) {
        const def = v.definingOp;
        if (!def || copies.has(v) || d.isAncestor(def) || !isCheapToClone(def)) continue;
        const c = def.clone();
        body.insertBefore(c, first);
        copies.set(v, c.results[0]!);
        this.copied.add(def);
        v.replaceUsesWithIf(c.results[0]!, (u) => d.isAncestor(u.owner));
      }
    }
    const yb = Builder.atEnd(body, d.loc);
    YieldOp.build(yb, { values: yielded });
    yielded.forEach((v, i) => v.replaceUsesWithIf(d.results[i]!, (u) => !d.isAncestor(u.owner)));
  }
}
