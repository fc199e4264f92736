/**
 * The call graph the inliner walks (upstream's CallGraph): one node per callable region (the
 * body of a `func.func` with one), an external caller node that reaches every top-level callable,
 * and an unknown callee node for calls nobody can resolve. Edges keep upstream's order (child
 * edges while callables are found, then call edges in op order), because the SCC order — and so
 * which calls are inlined first — follows from it.
 */
import { SymbolRefAttr, TypeAttr } from '../ir/attributes.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import { lookupNearestSymbolFrom } from '../ir/symbols.js';
import { FunctionType, type Type } from '../ir/types.js';
import type { Value } from '../ir/value.js';

export type EdgeKind = 'abstract' | 'call' | 'child';

export interface CallGraphEdge {
  readonly target: CallGraphNode;
  readonly kind: EdgeKind;
}

export class CallGraphNode {
  readonly edges: CallGraphEdge[] = [];
  private readonly keys = new Set<string>();
  private static nextId = 0;
  /** For deduplicating edges by (target, kind), as upstream's SetVector of edges. */
  readonly id = CallGraphNode.nextId++;

  /** @param region the callable region, or null for the external and unknown nodes */
  constructor(readonly region: Region | null) {}

  get isExternal(): boolean { return this.region === null; }
  /** The callable region of a non-external node. */
  get callableRegion(): Region { return this.region!; }
  /** The op owning the callable region. */
  get callableOp(): Operation { return this.region!.parentOp!; }
  get hasChildren(): boolean { return this.edges.some((e) => e.kind === 'child'); }

  addEdge(target: CallGraphNode, kind: EdgeKind): void {
    const key = `${target.id}:${kind}`;
    if (this.keys.has(key)) return;
    this.keys.add(key);
    this.edges.push({ target, kind });
  }
}

/** The region a callable op offers to be inlined: its first region when it has a body
 * (upstream's getCallableRegion; a declaration has none). */
export function callableRegionOf(op: Operation): Region | undefined {
  if (!op.hasTrait('CallableOp')) return undefined;
  const r = op.regions[0];
  return r && !r.isEmpty ? r : undefined;
}

/** The result types a callable promises (its `function_type`). */
export function callableResultTypes(op: Operation): readonly Type[] {
  const ft = op.getAttr('function_type');
  return ft instanceof TypeAttr && ft.value instanceof FunctionType ? ft.value.results : [];
}

/** The symbol a call op calls (`callee`), or undefined for calls through values. */
export function calleeSymbol(call: Operation): SymbolRefAttr | undefined {
  const c = call.getAttr('callee');
  return c instanceof SymbolRefAttr ? c : undefined;
}

/** The values a symbol call passes to its callee: all of its operands. */
export function callArgs(call: Operation): Value[] { return call.operands; }

export class CallGraph {
  readonly externalCaller = new CallGraphNode(null);
  readonly unknownCallee = new CallGraphNode(null);
  private readonly nodes = new Map<Region, CallGraphNode>();

  /** Builds the graph of the callables in `root`: nodes first, then the calls between them. */
  constructor(root: Operation) {
    this.compute(root, null, false);
    this.compute(root, null, true);
  }

  lookup(region: Region | null | undefined): CallGraphNode | undefined {
    return region ? this.nodes.get(region) : undefined;
  }
  get allNodes(): CallGraphNode[] { return [...this.nodes.values()]; }

  /** The node a call resolves to, or the unknown callee node. */
  resolve(call: Operation): CallGraphNode {
    const sym = calleeSymbol(call);
    const target = sym ? lookupNearestSymbolFrom(call, sym) : undefined;
    return (target && this.lookup(callableRegionOf(target))) ?? this.unknownCallee;
  }

  private compute(op: Operation, parent: CallGraphNode | null, resolveCalls: boolean): void {
    if (op.hasTrait('CallOp')) {
      if (resolveCalls && parent) parent.addEdge(this.resolve(op), 'call');
      return;
    }
    if (op.hasTrait('CallableOp')) {
      const region = callableRegionOf(op);
      if (!region) return;
      parent = this.getOrAdd(region, parent);
    }
    for (const r of op.regions) for (const b of r.blocks) for (const nested of b) this.compute(nested, parent, resolveCalls);
  }

  private getOrAdd(region: Region, parent: CallGraphNode | null): CallGraphNode {
    let node = this.nodes.get(region);
    if (!node) {
      node = new CallGraphNode(region);
      this.nodes.set(region, node);
      // Top-level callables hang off the external node, which keeps every one of them in the
      // traversal (upstream does the same, conservatively).
      (parent ?? this.externalCaller).addEdge(node, parent ? 'child' : 'abstract');
    }
    return node;
  }
}

/**
 * The SCCs of `cg` reachable from its external caller node, callees before callers, each SCC's
 * nodes in llvm::scc_iterator's order (Tarjan's algorithm, iterative, children in edge order).
 */
export function callGraphSCCs(cg: CallGraph): CallGraphNode[][] {
  const out: CallGraphNode[][] = [];
  const visitNum = new Map<CallGraphNode, number>();
  const sccStack: CallGraphNode[] = [];
  const visitStack: { node: CallGraphNode; next: number; min: number }[] = [];
  let counter = 0;
  const DONE = Number.MAX_SAFE_INTEGER;
  const visitOne = (n: CallGraphNode) => {
    visitNum.set(n, ++counter);
    sccStack.push(n);
    visitStack.push({ node: n, next: 0, min: counter });
  };
  visitOne(cg.externalCaller);
  while (visitStack.length) {
    const top = visitStack[visitStack.length - 1]!;
    if (top.next < top.node.edges.length) {
      const child = top.node.edges[top.next++]!.target;
      const seen = visitNum.get(child);
      if (seen === undefined) visitOne(child);
      else if (top.min > seen) top.min = seen;
      continue;
    }
    visitStack.pop();
    const parent = visitStack[visitStack.length - 1];
    if (parent && parent.min > top.min) parent.min = top.min;
    if (top.min !== visitNum.get(top.node)) continue;
    const scc: CallGraphNode[] = [];
    let n: CallGraphNode;
    do {
      n = sccStack.pop()!;
      scc.push(n);
      visitNum.set(n, DONE);
    } while (n !== top.node);
    out.push(scc);
  }
  return out;
}
