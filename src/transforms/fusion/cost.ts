/**
 * The fusion cost model of comco-fuse: given facts about two kernel groups that a producer →
 * consumer edge connects, it says whether they become one kernel, which kind of kernel, and why.
 * It reads no IR (the grouping pass turns IR into `MergeFacts`), so every rule is unit-tested on
 * plain objects, and the rules are one ordered table: the first rule that applies decides.
 *
 * The model behind the rules: a group runs as one kernel whose blocks each own a "row", a
 * leading part of every op's iteration space (`rows`). Elementwise groups own single elements
 * (rows = the whole iteration space); a matmul group owns output tiles (rows = the output shape,
 * the reduced K loop inside); a reduction group owns the rows its reductions keep. A fused value
 * never leaves a block, so every read of it inside the group must address the same row as the
 * write (both maps start with d0..dk-1); anything else needs a grid-wide dependency and is
 * refused.
 */

/** What a compute op is, for fusion. */
export type Role = 'elementwise' | 'contraction' | 'reduction' | 'other';

/** The group kinds, as `comco.dispatch` spells them. */
export type GroupKind = 'elementwise' | 'matmul' | 'reduction' | 'horizontal' | 'other';

/** One op of a group, as the model sees it. */
export interface OpFacts {
  /** For messages: `linalg.matmul (line 7)`. */
  readonly label: string;
  readonly role: Role;
  /** Static loop ranges (the iteration space). */
  readonly space: readonly number[];
  /** How many leading loops are parallel (all of them for elementwise ops). */
  readonly parallelPrefix: number;
  /** Whether the op is row-wise: at most its last loop reduces (not a column reduction). */
  readonly trailingReduction: boolean;
  /** Number of ops in the payload (what recomputing one element costs). */
  readonly payloadOps: number;
}

/** A producer → consumer edge between the two groups. */
export interface EdgeFacts {
  readonly producer: OpFacts;
  readonly consumer: OpFacts;
  /** Whether the consumer reads the value as a DPS input or as its init (outs). */
  readonly operand: 'input' | 'init';
  /** Leading results of the consumer's indexing map that are d0, d1, ... in order. */
  readonly readPrefix: number;
  /** The same for the producer's map of the result it writes. */
  readonly writePrefix: number;
}

/** Two groups about to be merged: the producer side, the consumer side, the edges between. */
export interface MergeFacts {
  readonly producer: readonly OpFacts[];
  readonly consumer: readonly OpFacts[];
  readonly edges: readonly EdgeFacts[];
}

export interface Decision {
  readonly fuse: boolean;
  /** The rule that decided (for tests and statistics). */
  readonly rule: string;
  readonly reason: string;
  /** For a fusion: the merged group's kind and rows. */
  readonly kind?: GroupKind;
  readonly rows?: readonly number[];
}

/** The tunable limits of the model. */
export const FUSION_LIMITS = {
  /** A producer is cheap to recompute in another group when its payload has at most this many ops. */
  cheapPayloadOps: 8,
  /** Horizontal fusion only packs groups of at most this many output elements each... */
  horizontalMaxElements: 16384,
  /** ...and at most this many groups into one launch. */
  horizontalMaxGroups: 8,
} as const;

/** Everything the rules look at, derived once from `MergeFacts`. */
export interface MergeView extends MergeFacts {
  readonly all: readonly OpFacts[];
  readonly contractions: readonly OpFacts[];
  readonly reductions: readonly OpFacts[];
  /** The rows the merged group would have; undefined when the ops disagree. */
  readonly rows: readonly number[] | undefined;
}

const shape = (s: readonly number[]): string => (s.length ? s.join('x') : 'scalar');
const startsWith = (s: readonly number[], p: readonly number[]): boolean => p.length <= s.length && p.every((d, i) => s[i] === d);
const same = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && startsWith(a, b);
const count = (s: readonly number[]): number => s.reduce((a, b) => a * b, 1);
/** How often a consumer reads each element of an operand the producer writes. */
const reuse = (e: EdgeFacts): number => Math.max(1, Math.round(count(e.consumer.space) / Math.max(1, count(e.producer.space.slice(0, e.producer.parallelPrefix)))));
const rowsOf = (o: OpFacts): readonly number[] => o.space.slice(0, o.parallelPrefix);

/** The merged group's rows: the matmul's output tile space, else the reductions' kept dims,
 * else the common elementwise iteration space. */
function mergedRows(all: readonly OpFacts[]): readonly number[] | undefined {
  const c = all.find((o) => o.role === 'contraction');
  if (c) return rowsOf(c);
  const reds = all.filter((o) => o.role === 'reduction');
  if (reds.length) return reds.every((r) => same(rowsOf(r), rowsOf(reds[0]!))) ? rowsOf(reds[0]!) : undefined;
  return all.every((o) => same(o.space, all[0]!.space)) ? all[0]!.space : undefined;
}

export function viewOf(f: MergeFacts): MergeView {
  const all = [...f.producer, ...f.consumer];
  return {
    ...f, all,
    contractions: all.filter((o) => o.role === 'contraction'),
    reductions: all.filter((o) => o.role === 'reduction'),
    rows: mergedRows(all),
  };
}

export interface FusionRule {
  readonly id: string;
  /** Undefined when the rule does not apply; else the reason text. */
  readonly test: (m: MergeView) => string | undefined;
  readonly fuse: boolean;
  readonly kind?: GroupKind;
}

const firstEdge = (m: MergeView, p: (e: EdgeFacts) => boolean): EdgeFacts | undefined => m.edges.find(p);

/** The rules, in order. Refusals come first; the first rule whose test gives a reason decides. */
export const FUSION_RULES: readonly FusionRule[] = [
  {
    id: 'no-strategy', fuse: false,
    test: (m) => { const o = m.all.find((x) => x.role === 'other'); return o && `${o.label} has no fused kernel strategy (dynamic shapes or non-projected indexing maps)`; },
  },
  {
    id: 'matmul-matmul', fuse: false,
    test: (m) => {
      const p = m.producer.find((o) => o.role === 'contraction'), c = m.consumer.find((o) => o.role === 'contraction');
      if (!p || !c) return undefined;
      return `grid-wide dependency: ${c.label} and ${p.label} in one kernel (a matmul needs whole rows/columns of its operands)`;
    },
  },
  {
    id: 'matmul-operand', fuse: false,
    test: (m) => {
      const e = firstEdge(m, (x) => x.consumer.role === 'contraction' && x.operand === 'input');
      return e && `would recompute ${e.producer.label}: ${e.consumer.label} reads each element of it ${reuse(e)} times`;
    },
  },
  {
    id: 'matmul-reduction', fuse: false,
    test: (m) => {
      if (!m.contractions.length || !m.reductions.length) return undefined;
      const r = m.reductions[0]!, c = m.contractions[0]!;
      return `grid-wide dependency: ${r.label} reduces across the output tiles of ${c.label}`;
    },
  },
  {
    id: 'column-reduction', fuse: false,
    test: (m) => {
      const r = m.all.find((x) => x.role === 'reduction' && !x.trailingReduction);
      return r && `grid-wide dependency: ${r.label} reduces a dim that leads a parallel one (a column reduction spans every block)`;
    },
  },
  {
    id: 'reduction-rows', fuse: false,
    test: (m) => {
      if (!m.reductions.length || m.rows) return undefined;
      const [a, b] = [m.reductions[0]!, m.reductions.find((r) => !same(rowsOf(r), rowsOf(m.reductions[0]!)))!];
      return `grid-wide dependency: ${b.label} reduces rows of ${shape(rowsOf(b))}, ${a.label} rows of ${shape(rowsOf(a))}`;
    },
  },
  {
    id: 'space-mismatch', fuse: false,
    test: (m) => {
      if (m.rows) return undefined;
      const a = m.producer[0]!, b = m.consumer.find((o) => !same(o.space, a.space)) ?? m.consumer[0]!;
      return `iteration spaces differ: ${shape(b.space)} for ${b.label}, ${shape(a.space)} for ${a.label}`;
    },
  },
  {
    id: 'rows-prefix', fuse: false,
    test: (m) => {
      const rows = m.rows!;
      const o = m.all.find((x) => !startsWith(x.space, rows));
      return o && `${o.label} iterates over ${shape(o.space)}, which does not split into the group's rows of ${shape(rows)} (several blocks would need its elements)`;
    },
  },
  {
    id: 'reduced-dim-read', fuse: false,
    test: (m) => {
      const k = m.rows!.length;
      const e = firstEdge(m, (x) => x.readPrefix < k && x.producer.role === 'reduction');
      return e && `grid-wide dependency: ${e.consumer.label} reads the result of ${e.producer.label} along a reduced dim`;
    },
  },
  {
    id: 'misaligned-read', fuse: false,
    test: (m) => {
      const k = m.rows!.length;
      const e = firstEdge(m, (x) => x.readPrefix < k || x.writePrefix < k);
      return e && `${e.consumer.label} reads the result of ${e.producer.label} through a permuted or broadcast map (elements of other blocks)`;
    },
  },
  {
    id: 'matmul-init', fuse: true, kind: 'matmul',
    test: (m) => {
      const e = firstEdge(m, (x) => x.consumer.role === 'contraction' && x.operand === 'init');
      return e && `initializes the accumulator of ${e.consumer.label}`;
    },
  },
  {
    id: 'matmul-epilogue', fuse: true, kind: 'matmul',
    test: (m) => m.contractions.length ? `elementwise epilogue of ${m.contractions[0]!.label}` : undefined,
  },
  {
    id: 'row-wise', fuse: true, kind: 'reduction',
    test: (m) => m.reductions.length ? `row-wise with ${m.reductions[0]!.label} (rows of ${shape(m.rows!)})` : undefined,
  },
  {
    id: 'elementwise-chain', fuse: true, kind: 'elementwise',
    test: (m) => `elementwise chain over ${shape(m.rows!)}`,
  },
];

/** The first rule that applies decides. */
export function decideMerge(facts: MergeFacts): Decision {
  const m = viewOf(facts);
  for (const r of FUSION_RULES) {
    const reason = r.test(m);
    if (reason === undefined) continue;
    return r.fuse ? { fuse: true, rule: r.id, reason, kind: r.kind!, rows: m.rows! } : { fuse: false, rule: r.id, reason };
  }
  throw new Error('fusion rules: the last rule always applies');
}

/** May `p` be recomputed inside another group instead of being read from its own? Only cheap
 * elementwise producers: anything else would repeat real work. */
export function decideRecompute(p: OpFacts): Decision {
  if (p.role !== 'elementwise') {
    return { fuse: false, rule: 'recompute-heavy', reason: `would recompute ${p.label}, a ${p.role === 'contraction' ? 'matmul' : p.role}, in another kernel` };
  }
  if (p.payloadOps > FUSION_LIMITS.cheapPayloadOps) {
    return { fuse: false, rule: 'recompute-costly', reason: `would recompute ${p.label} (${p.payloadOps} ops per element, more than ${FUSION_LIMITS.cheapPayloadOps}) in another kernel` };
  }
  return { fuse: true, rule: 'recompute-cheap', reason: `recomputes ${p.label} (cheap elementwise) instead of reading it from another kernel` };
}

/** May a group of `ops` ops and `elements` output elements join a horizontal launch of `groups`
 * groups? A horizontal launch runs independent ops side by side (docs/pipeline.md), so only
 * groups of one op qualify. */
export function decideHorizontal(kind: GroupKind, elements: number, groups: number, ops = 1): Decision {
  if (kind !== 'elementwise' && kind !== 'reduction') {
    return { fuse: false, rule: 'horizontal-kind', reason: `a ${kind} kernel is not packed horizontally` };
  }
  if (ops > 1) {
    return { fuse: false, rule: 'horizontal-chain', reason: `a kernel of ${ops} dependent ops is not packed horizontally` };
  }
  if (elements > FUSION_LIMITS.horizontalMaxElements) {
    return { fuse: false, rule: 'horizontal-size', reason: `too large to pack horizontally (${elements} elements, limit ${FUSION_LIMITS.horizontalMaxElements})` };
  }
  if (groups >= FUSION_LIMITS.horizontalMaxGroups) {
    return { fuse: false, rule: 'horizontal-count', reason: `the launch already packs ${groups} groups (limit ${FUSION_LIMITS.horizontalMaxGroups})` };
  }
  return { fuse: true, rule: 'horizontal', kind: 'horizontal', reason: 'independent small ops packed into one launch' };
}
