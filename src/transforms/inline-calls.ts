/**
 * Finding the calls the inliner may inline (upstream's collectCallOps): calls whose callee is a
 * flat symbol resolving to a callable with a body, found through a stack of blocks — so blocks,
 * and the regions nested in them, come out in upstream's (partly reversed) order, which decides
 * the order calls are inlined in.
 */
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import { type CallGraph, type CallGraphNode, calleeSymbol } from './inline-callgraph.js';

export interface ResolvedCall {
  readonly call: Operation;
  /** The node the call sits in. */
  readonly source: CallGraphNode;
  /** The node it calls. */
  readonly target: CallGraphNode;
}

/**
 * Appends to `calls` the calls in `blocks`, attributed to `source`. Regions of nested callables
 * are searched only when `traverseNested` (their calls belong to another node).
 */
export function collectCallOps(
  blocks: readonly Block[], source: CallGraphNode, cg: CallGraph, calls: ResolvedCall[], traverseNested: boolean,
): void {
  const work: { block: Block; node: CallGraphNode }[] = blocks.map((block) => ({ block, node: source }));
  while (work.length) {
    const { block, node } = work.pop()!;
    for (const op of block) {
      if (op.hasTrait('CallOp')) {
        const sym = calleeSymbol(op);
        // Nested references (`@m::@f`) are not inlined, as upstream.
        if (sym && !sym.isFlat) continue;
        const target = cg.resolve(op);
        if (!target.isExternal) calls.push({ call: op, source: node, target });
        continue;
      }
      for (const r of op.regions) {
        const nested = cg.lookup(r);
        if (traverseNested || !nested) for (const b of r.blocks) work.push({ block: b, node: nested ?? node });
      }
    }
  }
}
