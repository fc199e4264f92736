/**
 * Symbol uses of the callables the inliner may discard (upstream's CGUseList): symbol references
 * have no use lists, so the inliner counts them itself. A private callable whose count drops to
 * zero is dead and goes at the end of the pass; one with a single use is inlined in place (its
 * body moved, not cloned) and then goes too. The counts are kept exactly as upstream keeps them,
 * quirks included, since they decide which functions survive.
 */
import type { SymbolRefAttr } from '../ir/attributes.js';
import type { Operation } from '../ir/operation.js';
import { collectSymbolRefs, isSymbolTable, lookupNearestSymbolFrom, symbolVisibility } from '../ir/symbols.js';
import { isMemoryEffectFree } from '../rewrite/effects.js';
import { type CallGraph, type CallGraphNode, callableRegionOf } from './inline-callgraph.js';
import { isSymbolOp } from './symbol-dce.js';

interface SymbolUse { readonly user: Operation; readonly ref: SymbolRefAttr }

/** The symbol references made by `op` and the ops nested in it, not looking into nested symbol
 * tables (upstream's SymbolTable::getSymbolUses). */
export function symbolUsesIn(op: Operation): SymbolUse[] {
  const out: SymbolUse[] = [];
  op.walkPre((o) => {
    const refs: SymbolRefAttr[] = [];
    for (const { value } of o.allAttrs) collectSymbolRefs(value, refs);
    for (const ref of refs) out.push({ user: o, ref });
    return isSymbolTable(o) ? 'skip' : undefined;
  });
  return out;
}

const refKey = (r: SymbolRefAttr): string => [r.root, ...r.nested].join('::');

/** Calls `fn` for each reference made in `op` that resolves (from `op`'s parent) to a call graph
 * node; `resolved` caches resolutions by reference across calls, as upstream's map does. */
function walkReferencedNodes(
  op: Operation, cg: CallGraph, resolved: Map<string, CallGraphNode | null>,
  fn: (node: CallGraphNode, user: Operation) => void,
): void {
  const from = op.parentOp;
  for (const use of symbolUsesIn(op)) {
    const key = refKey(use.ref);
    let node = resolved.get(key);
    if (node === undefined) {
      const target = from ? lookupNearestSymbolFrom(from, use.ref) : undefined;
      node = (target && cg.lookup(callableRegionOf(target))) ?? null;
      resolved.set(key, node);
    }
    if (node) fn(node, use.user);
  }
}

/**
 * Visits the symbol tables in `op` (itself included), nested ones first, telling whether all
 * uses of their symbols are visible from here (upstream's SymbolTable::walkSymbolTables): below
 * an op that is not a symbol table, or inside a private or unnamed table, they are.
 */
function walkSymbolTables(op: Operation, allUsesVisible: boolean, fn: (table: Operation, allUsesVisible: boolean) => void): void {
  const table = isSymbolTable(op);
  if (table) allUsesVisible ||= !isSymbolOp(op) || symbolVisibility(op) === 'private';
  else allUsesVisible = true;
  for (const r of op.regions) for (const b of r.blocks) for (const nested of b) walkSymbolTables(nested, allUsesVisible, fn);
  if (table) fn(op, allUsesVisible);
}

interface NodeUses {
  /** Nodes the callable op itself refers to (counted once each). */
  readonly top: Set<CallGraphNode>;
  /** Nodes referred to by the ops in its body, with multiplicity. */
  readonly inner: Map<CallGraphNode, number>;
}

export class CGUseList {
  /** Uses of each discardable node (private symbols with a body). */
  private readonly discardable = new Map<CallGraphNode, number>();
  private readonly nodeUses = new Map<CallGraphNode, NodeUses>();

  constructor(root: Operation, private readonly cg: CallGraph) {
    const alwaysLive = new Map<string, CallGraphNode | null>();
    walkSymbolTables(root, !root.parentBlock, (table, allUsesVisible) => {
      for (const b of table.regions[0]?.blocks ?? []) {
        for (const op of b) {
          const node = cg.lookup(callableRegionOf(op));
          if (node) {
            // Public symbols never go; nested ones only when all their uses are visible here.
            const vis = symbolVisibility(op);
            if (op.hasTrait('Symbol') && vis !== 'public' && (allUsesVisible || vis === 'private') && !this.discardable.has(node)) {
              this.discardable.set(node, 0);
            }
            continue;
          }
          // References from anything but a callable keep their targets alive.
          walkReferencedNodes(op, cg, alwaysLive, () => {});
        }
      }
    });
    for (const node of alwaysLive.values()) if (node) this.discardable.delete(node);
    for (const node of cg.allNodes) this.recomputeUses(node);
  }

  /** Adds `delta` to a node's count, creating it as upstream's `operator[]` does. */
  private bump(node: CallGraphNode, delta: number): void {
    this.discardable.set(node, (this.discardable.get(node) ?? 0) + delta);
  }

  private usesOf(node: CallGraphNode): NodeUses {
    let u = this.nodeUses.get(node);
    if (!u) { u = { top: new Set(), inner: new Map() }; this.nodeUses.set(node, u); }
    return u;
  }

  private decrement(uses: NodeUses): void {
    for (const n of uses.top) this.bump(n, -1);
    for (const [n, c] of uses.inner) this.bump(n, -c);
  }

  /** Counts again the references held by `node` (after its body was simplified). */
  recomputeUses(node: CallGraphNode): void {
    const parentOp = node.callableOp;
    this.decrement(this.usesOf(node));
    const uses: NodeUses = { top: new Set(), inner: new Map() };
    this.nodeUses.set(node, uses);
    walkReferencedNodes(parentOp, this.cg, new Map(), (ref, user) => {
      const count = this.discardable.get(ref);
      if (count === undefined) return;
      if (user !== parentOp) uses.inner.set(ref, (uses.inner.get(ref) ?? 0) + 1);
      else if (uses.top.has(ref)) return;
      else uses.top.add(ref);
      this.discardable.set(ref, count + 1);
    });
  }

  /** Forgets the references of `call` (inlined, about to be erased) held by `user`. */
  dropCallUses(user: CallGraphNode, call: Operation): void {
    const refs = this.usesOf(user).inner;
    walkReferencedNodes(call, this.cg, new Map(), (node) => {
      const c = refs.get(node);
      if (c === undefined) return;
      refs.set(node, c - 1);
      this.bump(node, -1);
    });
  }

  /** A copy of `callee`'s body now lives in `caller`: its references count for `caller` too. */
  mergeUsesAfterInlining(callee: CallGraphNode, caller: CallGraphNode): void {
    const from = this.usesOf(callee).inner;
    const to = this.usesOf(caller).inner;
    for (const [n, c] of from) {
      to.set(n, (to.get(n) ?? 0) + c);
      this.bump(n, c);
    }
  }

  /** Removes `node` (and its nested callables) from the counts. */
  eraseNode(node: CallGraphNode): void {
    for (const e of node.edges) if (e.kind === 'child') this.eraseNode(e.target);
    const uses = this.nodeUses.get(node);
    if (uses) this.decrement(uses);
    this.nodeUses.delete(node);
    this.discardable.delete(node);
  }

  isDead(node: CallGraphNode): boolean {
    const op = node.callableOp;
    if (!op.hasTrait('Symbol')) return isMemoryEffectFree(op) && op.useEmpty;
    return this.discardable.get(node) === 0;
  }

  hasOneUseAndDiscardable(node: CallGraphNode): boolean {
    const op = node.callableOp;
    if (!op.hasTrait('Symbol')) return isMemoryEffectFree(op) && op.results.reduce((n, r) => n + r.numUses, 0) === 1;
    return this.discardable.get(node) === 1;
  }
}
