/**
 * Inlining one call (upstream's inlineCall / inlineRegionImpl): the block holding the call is
 * split after it, the callee's body is cloned (or moved, for its last use) in between, the
 * callee's entry block merges into the caller's block, and its terminators either hand their
 * operands to the call's users (one block) or branch to the split-off rest, whose new arguments
 * stand for the results (several blocks). Every op must be legal to inline per its dialect's
 * inliner interface, and so must the region it lands in.
 */
import { Block } from '../ir/block.js';
import { Builder } from '../ir/builder.js';
import type { Context } from '../ir/context.js';
import { CallSiteLoc, type Location, UnknownLoc } from '../ir/location.js';
import { IRMapping } from '../ir/mapping.js';
import type { Operation } from '../ir/operation.js';
import { Region } from '../ir/region.js';
import type { Type } from '../ir/types.js';
import type { Value } from '../ir/value.js';
import { asComcoDialect } from '../irdl/dialect.js';
import type { DialectInlinerInterface } from '../irdl/inliner.js';
import { callArgs, callableResultTypes } from './inline-callgraph.js';

/** The inliner interface of `op`'s dialect, if it has one. */
export function inlinerInterfaceOf(ctx: Context, op: Operation): DialectInlinerInterface | undefined {
  return asComcoDialect(ctx.getDialect(op.info.dialect))?.inliner;
}

function opsLegalToInline(ctx: Context, src: Region, dest: Region, cloned: boolean): boolean {
  for (const b of src.blocks) {
    for (const op of b) {
      const iface = inlinerInterfaceOf(ctx, op);
      if (!iface?.isLegalToInlineOp?.(op, dest, cloned)) return false;
      if (iface.shouldAnalyzeRecursively?.(op) ?? true) {
        if (op.regions.some((r) => !opsLegalToInline(ctx, r, dest, cloned))) return false;
      }
    }
  }
  return true;
}

/** Each terminator's dialect must know what to do with it, checked before anything moves
 * (upstream asserts instead). */
function terminatorsHandled(ctx: Context, src: Region): boolean {
  const single = src.blocks.length === 1;
  return src.blocks.every((b) => {
    const t = b.last;
    const iface = t && inlinerInterfaceOf(ctx, t);
    return !!iface && (!single || !!iface.handleTerminatorValues);
  });
}

/** `callee` called from `caller`, appended to an existing call-site chain (upstream's
 * stackLocations). */
function stackLocations(callee: Location, caller: Location): Location {
  const chain: CallSiteLoc[] = [];
  let last = callee;
  while (last instanceof CallSiteLoc) { chain.push(last); last = last.caller; }
  let loc = CallSiteLoc.get(last, caller);
  for (let i = chain.length - 1; i >= 0; i--) loc = CallSiteLoc.get(chain[i]!.callee, loc);
  return loc;
}

function remapLocations(blocks: readonly Block[], callLoc: Location): void {
  const cache = new Map<Location, Location>();
  const remap = (l: Location): Location => {
    let n = cache.get(l);
    if (!n) { n = stackLocations(l, callLoc); cache.set(l, n); }
    return n;
  };
  const doBlock = (b: Block): void => {
    for (const a of b.args) a.argLoc = remap(a.argLoc);
    for (const op of b) {
      op.walk((o) => {
        o.loc = remap(o.loc);
        for (const r of o.regions) for (const nb of r.blocks) for (const a of nb.args) a.argLoc = remap(a.argLoc);
      });
    }
  };
  blocks.forEach(doBlock);
}

/** Moves the ops of `from` to the end of `to` and removes `from` from its region. */
function spliceInto(from: Block, to: Block): void {
  for (let op = from.first; op; op = from.first) { op.remove(); to.push(op); }
  from.parentRegion?.removeBlock(from);
}

/** The ops after `op` move to a new block right after `op`'s block. */
function splitAfter(op: Operation): Block {
  const block = op.parentBlock!;
  const post = block.parentRegion!.insertAfter(new Block(), block);
  for (let o = op.next; o; ) { const next: Operation | null = o.next; o.remove(); post.push(o); o = next; }
  return post;
}

export interface InlineCallOptions {
  /** Clone the callee's body (false: move it, its last use). */
  readonly clone: boolean;
  /** Sees the inlined blocks before their terminators are rewritten (to find new calls). */
  readonly onInlinedBlocks?: (blocks: readonly Block[]) => void;
}

/**
 * Inlines `callable`'s body `src` at `call`, leaving `call` in place without uses for the caller
 * to erase. Returns false, changing nothing, when it is not legal.
 */
export function inlineCall(ctx: Context, call: Operation, callable: Operation, src: Region, o: InlineCallOptions): boolean {
  if (src.isEmpty) return false;
  const entry = src.front;
  const args = callArgs(call);
  const resultTypes = callableResultTypes(callable);
  if (args.length !== entry.numArguments || call.numResults !== resultTypes.length) return false;
  // func.call's verifier makes the types match; there are no conversions to materialize.
  if (args.some((a, i) => a.type !== entry.args[i]!.type)) return false;
  if (call.results.some((r, i) => r.type !== resultTypes[i])) return false;
  if (!inlinerInterfaceOf(ctx, call)?.isLegalToInlineCall?.(call, callable, o.clone)) return false;

  const dest = call.parentRegion!;
  const destOp = dest.parentOp;
  if (!destOp || !inlinerInterfaceOf(ctx, destOp)?.isLegalToInlineRegion?.(dest, src, o.clone)) return false;
  if (!opsLegalToInline(ctx, src, dest, o.clone) || !terminatorsHandled(ctx, src)) return false;

  const post = splitAfter(call);
  const newBlocks = placeBody(src, dest, post, o.clone);
  // The body's entry arguments become the call's operands.
  newBlocks[0]!.args.forEach((a, i) => a.replaceAllUsesWith(args[i]!));
  if (!(call.loc instanceof UnknownLoc)) remapLocations(newBlocks, call.loc);
  o.onInlinedBlocks?.(newBlocks);

  const first = newBlocks[0]!;
  if (newBlocks.length === 1) {
    const term = first.last!;
    inlinerInterfaceOf(ctx, term)!.handleTerminatorValues!(term, call.results);
    term.erase();
    spliceInto(post, first);
  } else {
    branchToContinuation(ctx, newBlocks, post, call.results, resultTypes);
  }
  spliceInto(first, call.parentBlock!);
  return true;
}

/** Clones or moves the blocks of `src` into `dest` before `post`; returns them. */
function placeBody(src: Region, dest: Region, post: Block, clone: boolean): Block[] {
  const staging = new Region();
  if (clone) src.cloneInto(staging, new IRMapping());
  const blocks = clone ? [...staging.blocks] : [...src.blocks];
  for (const b of blocks) { b.parentRegion!.removeBlock(b); dest.insertBefore(b, post); }
  return blocks;
}

function branchToContinuation(ctx: Context, blocks: readonly Block[], post: Block, results: readonly Value[], types: readonly Type[]): void {
  results.forEach((r, i) => r.replaceAllUsesWith(post.addArgument(types[i]!, r.loc)));
  const b = new Builder();
  for (const block of blocks) {
    const term = block.last!;
    inlinerInterfaceOf(ctx, term)?.handleTerminatorBranch?.(b, term, post);
  }
}
