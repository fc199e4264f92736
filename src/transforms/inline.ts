/**
 * `inline`: upstream's InlinerPass. The call graph's SCCs are visited callees first; in each, the
 * callables are simplified with the default pipeline (canonicalize) and the calls inside them
 * inlined, again until nothing more is inlined or `max-iterations` is reached. Calls within an
 * SCC that could recurse (the callee calls itself or the caller, or contains the call) are left
 * alone, and calls that inlining exposes remember what was inlined to reach them, so recursion
 * never unrolls forever. A private callable inlined at its last call, or never used, is erased.
 */
import { opError } from '../ir/diagnostics.js';
import type { Operation } from '../ir/operation.js';
import { uintOption } from '../passes/options.js';
import { type PassRunContext, definePass } from '../passes/pass.js';
import { isSymbolTable } from '../ir/symbols.js';
import { CallGraph, type CallGraphNode, callGraphSCCs } from './inline-callgraph.js';
import { inlineCall } from './inline-call.js';
import { type CallablePipelines, optimizeCallable, pipelineOption, pipelinesOption } from './inline-pipelines.js';
import { type ResolvedCall, collectCallOps } from './inline-calls.js';
import { CGUseList } from './inline-uselist.js';

const UNLIMITED = 4294967295;

export interface InlinerConfig {
  readonly pipelines: CallablePipelines;
  readonly maxIterations: number;
  readonly threshold: number;
}

/** Number of ops in a region, nested ones included. */
function countOps(op: Operation): number {
  let n = 0;
  for (const r of op.regions) r.walk(() => { n++; });
  return n;
}

/** Upstream's isProfitableToInline: the callee's size relative to the caller's, in percent. */
function isProfitable(call: ResolvedCall, threshold: number): boolean {
  if (threshold === 0) return false;
  if (threshold === UNLIMITED) return true;
  const callerOps = countOps(call.source.callableOp);
  if (callerOps === 0) return true;
  return Math.floor(countOps(call.target.callableOp) * 100 / callerOps) <= threshold;
}

/** Upstream's Inliner::Impl::shouldInline. */
function shouldInline(call: ResolvedCall, threshold: number): boolean {
  const op = call.call;
  if (op.hasTrait('Terminator')) return false;
  // A callee that calls itself or its caller would only unroll recursion.
  if (call.target.edges.some((e) => e.target === call.target || e.target === call.source)) return false;
  const region = call.target.callableRegion;
  if (region.isAncestor(op.parentRegion)) return false;
  // A multi-block body needs a region that may hold several blocks.
  if (region.blocks.length > 1) {
    const parent = op.parentOp!;
    const sameKind = region.parentOp!.name === parent.name;
    const mayBeSingleBlock = !parent.isRegistered || parent.hasTrait('SingleBlock') || parent.hasTrait('SingleBlockImplicitTerminator');
    if (!sameKind && mayBeSingleBlock) return false;
  }
  return isProfitable(call, threshold);
}

class Inliner {
  private readonly cg: CallGraph;
  private readonly uses: CGUseList;
  /** Callables proven dead, erased once every SCC is done. */
  private readonly dead = new Set<CallGraphNode>();

  constructor(root: Operation, private readonly config: InlinerConfig, private readonly ctx: PassRunContext) {
    this.cg = new CallGraph(root);
    this.uses = new CGUseList(root, this.cg);
  }

  /** False when a simplification pipeline failed (its errors were reported). */
  run(): boolean {
    for (const scc of callGraphSCCs(this.cg)) if (!this.inlineSCC(scc)) return false;
    for (const node of this.dead) {
      const op = node.callableOp;
      op.dropAllReferences();
      op.erase();
    }
    return true;
  }

  private inlineSCC(scc: CallGraphNode[]): boolean {
    let iteration = 0;
    do {
      if (!this.optimizeSCC(scc)) return false;
      if (!this.inlineCallsInSCC(scc)) break;
    } while (++iteration < this.config.maxIterations);
    return true;
  }

  /** Simplifies the SCC's isolated callables without nested callables. */
  private optimizeSCC(scc: readonly CallGraphNode[]): boolean {
    const nodes = scc.filter((n) => !n.isExternal && !n.hasChildren && n.callableOp.hasTrait('IsolatedFromAbove'));
    for (const n of nodes) if (!optimizeCallable(n.callableOp, this.config.pipelines, this.ctx)) return false;
    for (const n of nodes) this.uses.recomputeUses(n);
    return true;
  }

  /** Inlines what it can of the calls in `scc`; true when something was inlined. */
  private inlineCallsInSCC(scc: CallGraphNode[]): boolean {
    const deadHere = new Set<CallGraphNode>();
    const calls: ResolvedCall[] = [];
    for (const node of scc) {
      if (node.isExternal) continue;
      if (this.uses.isDead(node)) deadHere.add(node);
      else collectCallOps(node.callableRegion.blocks, node, this.cg, calls, false);
    }
    // For each call, the chain of callees whose inlining exposed it.
    const history: { node: CallGraphNode; parent: number | undefined }[] = [];
    const callHistory: (number | undefined)[] = calls.map(() => undefined);
    const inHistory = (node: CallGraphNode, id: number | undefined): boolean => {
      for (let h = id; h !== undefined; h = history[h]!.parent) if (history[h]!.node === node) return true;
      return false;
    };

    let inlinedAny = false;
    for (let i = 0; i < calls.length; i++) {
      const call = calls[i]!;
      if (deadHere.has(call.source)) continue;
      if (inHistory(call.target, callHistory[i]) || !shouldInline(call, this.config.threshold)) continue;
      const before = calls.length;
      const inPlace = this.uses.hasOneUseAndDiscardable(call.target);
      const ok = inlineCall(this.ctx.context, call.call, call.target.callableOp, call.target.callableRegion, {
        clone: !inPlace,
        onInlinedBlocks: (blocks) => {
          let region = blocks[0]!.parentRegion;
          let node = this.cg.lookup(region);
          while (!node && region) { region = region.parentRegion; node = this.cg.lookup(region); }
          collectCallOps(blocks, node!, this.cg, calls, true);
        },
      });
      if (!ok) continue;
      inlinedAny = true;
      history.push({ node: call.target, parent: callHistory[i] });
      for (let k = before; k < calls.length; k++) callHistory.push(history.length - 1);
      this.uses.dropCallUses(call.source, call.call);
      this.uses.mergeUsesAfterInlining(call.target, call.source);
      call.call.erase();
      if (inPlace) {
        this.uses.eraseNode(call.target);
        deadHere.add(call.target);
      }
    }
    for (const node of deadHere) {
      const at = scc.indexOf(node);
      if (at >= 0) scc.splice(at, 1);
      this.dead.add(node);
    }
    return inlinedAny;
  }
}

export const InlinerPass = definePass({
  argument: 'inline',
  name: 'Inliner',
  summary: 'Inline function calls',
  description: 'Inlines calls to functions with bodies, callees first (by call graph SCCs), simplifying each function before and after; private functions inlined at their last call or never called are erased.',
  options: {
    'default-pipeline': pipelineOption('canonicalize', 'The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList'),
    'inlining-threshold': uintOption(UNLIMITED, 'If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it'),
    'max-iterations': uintOption(4, 'Maximum number of iterations when inlining within an SCC'),
    'op-pipelines': pipelinesOption('Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)'),
  },
  run(op, o, ctx) {
    if (!isSymbolTable(op)) throw opError(op, ' was scheduled to run under the inliner, but does not define a symbol table');
    const pipelines: CallablePipelines = { defaultPipeline: o['default-pipeline'], opPipelines: o['op-pipelines'] };
    if (!new Inliner(op, { pipelines, maxIterations: o['max-iterations'], threshold: o['inlining-threshold'] }, ctx).run()) ctx.signalFailure();
  },
});
