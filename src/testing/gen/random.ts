/**
 * The generator's randomness. Callers supply the bit source (tests use their seeded mulberry32), so
 * a program is a pure function of its seed and the harness can name a failing program by seed.
 */

/** Anything that yields uniform numbers in [0, 1). */
export interface RandomSource { next(): number; }

export class GenRandom {
  constructor(private readonly src: RandomSource) {}
  next(): number { return this.src.next(); }
  /** Uniform integer in [0, n). */
  int(n: number): number { return Math.floor(this.src.next() * n); }
  /** Uniform integer in [lo, hi] (both inclusive). */
  between(lo: number, hi: number): number { return lo + this.int(hi - lo + 1); }
  chance(p: number): boolean { return this.src.next() < p; }
  pick<T>(xs: readonly T[]): T {
    if (!xs.length) throw new Error('GenRandom.pick: empty choice');
    return xs[this.int(xs.length)]!;
  }
  /** Picks by weight: entries are [weight, value]. */
  weighted<T>(xs: readonly (readonly [number, T])[]): T {
    const total = xs.reduce((s, [w]) => s + w, 0);
    let r = this.src.next() * total;
    for (const [w, v] of xs) {
      if (r < w) return v;
      r -= w;
    }
    return xs[xs.length - 1]![1];
  }
  /** A random subset of `xs`, in order. */
  subset<T>(xs: readonly T[], p = 0.5): T[] { return xs.filter(() => this.chance(p)); }
  shuffle<T>(xs: readonly T[]): T[] {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

/** mulberry32, for callers without their own source (the CLI reproducer). */
export function seededSource(seed: number): RandomSource {
  let s = seed >>> 0;
  return {
    next(): number {
      let t = (s = (s + 0x6d2b79f5) >>> 0);
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}
