/**
 * Unstructured control flow: a function body of several blocks with arguments, joined by cf.br,
 * cf.cond_br and cf.switch (back edges included), with cf.assert along the way. Values of the
 * entry block dominate every block; other blocks see only their arguments and their own values.
 */
import { type FuncSig, type Value, argList, valueTypes } from './builder.js';
import type { Gen, OpGen } from './gen.js';
import { type GenType, I1, typeText } from './types.js';

interface BlockSig { readonly label: string; readonly args: readonly GenType[]; }

/** `^bb2(%x, %y : i32, f32)`, or `^bb2` without arguments. */
function successor(g: Gen, b: BlockSig, plainNames = false): string {
  if (!b.args.length) return b.label;
  // cf.switch reads its successor operands as argument names, where upstream takes no `%x#1`.
  const vs = b.args.map((t) => {
    const v = g.use(t, 0.15);
    return plainNames && v.name.includes('#') ? g.make(t) : v;
  });
  return `${b.label}(${argList(vs)} : ${valueTypes(vs)})`;
}

/** What else a CFG body may hold. */
export interface CfgOptions {
  /** Blocks may end in `ub.unreachable`. */
  readonly unreachable?: boolean;
}

/** Ends the current block: a return, or a branch to some of `targets` (or ub.unreachable). */
function terminator(g: Gen, sig: FuncSig, targets: readonly BlockSig[], mayReturn: boolean, opts: CfgOptions): void {
  const kinds: [number, string][] = [[mayReturn ? 2 : 0, 'return'], [3, 'br'], [4, 'cond_br'], [2, 'switch']];
  if (opts.unreachable) kinds.push([2, 'unreachable']);
  const kind = !targets.length ? 'return' : g.r.weighted<string>(kinds);
  if (kind === 'unreachable') {
    g.b.emit('ub.unreachable');
  } else if (kind === 'return') {
    const rets = sig.results.map((t) => g.use(t, 0.1));
    g.b.emit(rets.length ? `return ${argList(rets)} : ${valueTypes(rets)}` : 'return');
  } else if (kind === 'br') {
    g.b.emit(`cf.br ${successor(g, g.r.pick(targets))}`);
  } else if (kind === 'cond_br') {
    const c = g.use(I1, 0.3);
    g.b.emit(`cf.cond_br ${c.name}, ${successor(g, g.r.pick(targets))}, ${successor(g, g.r.pick(targets))}`);
  } else {
    const flagType = g.r.pick<GenType>([{ k: 'scalar', s: 'i32' }, { k: 'scalar', s: 'i8' }, { k: 'scalar', s: 'i64' }]);
    const flag = g.use(flagType, 0.3);
    // Negative cases are rare: upstream prints them as unsigned and cannot read an i64 one back.
    const cases = [...new Set(Array.from({ length: g.r.between(0, 3) }, () => (g.r.chance(0.1) ? -g.r.between(1, 3) : g.r.between(0, 6))))];
    const lines = [`default: ${successor(g, g.r.pick(targets), true)}`, ...cases.map((c) => `${c}: ${successor(g, g.r.pick(targets), true)}`)];
    g.b.emit(`cf.switch ${flag.name} : ${typeText(flagType)}, [\n${lines.map((l) => `      ${l}`).join(',\n')}\n    ]`);
  }
}

/** A function body as a CFG of ops from `ops`. */
export function cfgBody(ops: readonly OpGen[], opts: CfgOptions = {}) {
  return (g: Gen, sig: FuncSig, args: readonly Value[]): void => {
    const per = Math.max(2, Math.floor(g.limits.ops / 3));
    const n = g.r.between(1, 4);
    const blocks: BlockSig[] = Array.from({ length: n }, () => ({
      label: g.b.freshBlock(),
      args: Array.from({ length: g.r.between(0, 2) }, () => (args.length && g.r.chance(0.5) ? g.r.pick(args).type : g.r.pick(sig.results.length ? sig.results : [I1]))),
    }));
    g.budget = per;
    g.fill(ops, per);
    const entry = g.b.local();
    terminator(g, sig, blocks, true, opts);
    blocks.forEach((blk, i) => {
      const bargs = blk.args.map((t) => g.b.argument(t, '%b'));
      g.b.label(`${blk.label}${bargs.length ? `(${bargs.map((a) => `${a.name}: ${typeText(a.type)}`).join(', ')})` : ''}:`);
      g.b.resetFrame([...entry, ...bargs]);
      g.budget = per;
      g.fill(ops, per);
      terminator(g, sig, blocks, i === blocks.length - 1 || g.r.chance(0.4), opts);
    });
  };
}

function assert(g: Gen): void {
  const c = g.use(I1, 0.2);
  g.b.emit(`cf.assert ${c.name}, "${g.r.pick(['ok', 'must hold', 'x < y'])}"`);
}

export const CF_OPS: readonly OpGen[] = [{ op: 'cf.assert', weight: 1, gen: assert }];
