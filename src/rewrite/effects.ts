/**
 * Memory effects as the traits state them (upstream's MemoryEffectOpInterface and
 * HasRecursiveMemoryEffects): `Pure` and `NoMemoryEffect` mean no effect;
 * `MemRead`/`MemWrite`/`MemAlloc`/`MemFree` list the op's own effects; `RecursiveMemoryEffects`
 * adds the effects of the nested ops. An op kind whose effects depend on the op (linalg on
 * memrefs or tensors) states them through its `memoryEffects` hook instead. An op with none of
 * these has unknown effects and is never removed or merged for being "pure".
 */
import type { MemoryEffectKind } from '../ir/opinfo.js';
import type { Operation } from '../ir/operation.js';

export type EffectKind = MemoryEffectKind;

/** The op's own effects, or undefined when it states none (unknown effects). Nested ops of
 * RecursiveMemoryEffects ops are not included. */
export function ownEffects(op: Operation): EffectKind[] | undefined {
  const dynamic = op.info.memoryEffects;
  if (dynamic) return [...dynamic(op)];
  const out: EffectKind[] = [];
  if (op.hasTrait('MemRead')) out.push('read');
  if (op.hasTrait('MemWrite')) out.push('write');
  if (op.hasTrait('MemAlloc')) out.push('alloc');
  if (op.hasTrait('MemFree')) out.push('free');
  if (out.length || op.hasTrait('Pure') || op.hasTrait('NoMemoryEffect')) return out;
  return undefined;
}

/** Calls `fn` on `op` and, through RecursiveMemoryEffects, on the nested ops whose effects are
 * part of it; stops (returning false) when `fn` does. */
function everyEffecting(op: Operation, fn: (op: Operation) => boolean): boolean {
  const work = [op];
  while (work.length) {
    const o = work.pop()!;
    if (!fn(o)) return false;
    if (o.hasTrait('RecursiveMemoryEffects')) {
      for (const r of o.regions) for (const b of r.blocks) for (const n of b) work.push(n);
    }
  }
  return true;
}

/** The op's effects including nested ones, or undefined when some are unknown. */
export function effectsRecursively(op: Operation): EffectKind[] | undefined {
  const all = new Set<EffectKind>();
  const ok = everyEffecting(op, (o) => {
    const own = ownEffects(o);
    if (own) { for (const e of own) all.add(e); return true; }
    return o.hasTrait('RecursiveMemoryEffects');
  });
  return ok ? [...all] : undefined;
}

/** No memory effects at all, nested ops included (upstream's isMemoryEffectFree). */
export function isMemoryEffectFree(op: Operation): boolean {
  const e = effectsRecursively(op);
  return e !== undefined && e.length === 0;
}

/** Only reads (and allocations of its own results) are left: removing the op, were it unused,
 * changes nothing (upstream's wouldOpBeTriviallyDead). Terminators and symbols never are. */
export function wouldOpBeTriviallyDead(op: Operation): boolean {
  if (!op.isRegistered || op.hasTrait('Terminator') || op.hasTrait('Symbol')) return false;
  return everyEffecting(op, (o) => {
    const own = ownEffects(o);
    if (own) return own.every((e) => e === 'read' || e === 'alloc' || e === 'write-own');
    return o.hasTrait('RecursiveMemoryEffects');
  });
}

/** Unused and without effects that matter (upstream's isOpTriviallyDead). */
export function isOpTriviallyDead(op: Operation): boolean {
  return op.useEmpty && wouldOpBeTriviallyDead(op);
}
