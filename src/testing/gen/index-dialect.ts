/**
 * The index dialect's ops over index values and integers: binary ops of constants chosen near the
 * 32- and 64-bit edges (where upstream's folds must agree for both widths or not fold), chains
 * of one op with constants (reassociation), comparisons (of min/max results, of differences with
 * zero, of a value with itself), casts to and from integers of every width, and sizeof.
 */
import type { Value } from './builder.js';
import type { Gen, OpGen } from './gen.js';
import { INDEX, INT_KINDS, scalar } from './types.js';

const BINARY = ['add', 'sub', 'mul', 'divs', 'divu', 'ceildivs', 'ceildivu', 'floordivs', 'rems', 'remu',
  'maxs', 'maxu', 'mins', 'minu', 'shl', 'shrs', 'shru', 'and', 'or', 'xor'];
const PREDICATES = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge'];
const EDGES = [0n, 1n, -1n, 2n, 3n, 7n, -5n, 31n, 32n, 33n, 63n, 64n, 2n ** 31n - 1n, 2n ** 31n, -(2n ** 31n), 2n ** 32n, 2n ** 32n + 5n,
  2n ** 63n - 1n, -(2n ** 63n), 2n ** 40n];

/** An index operand: mostly a visible one, else an index.constant near an edge. */
function indexValue(g: Gen): Value {
  const vs = g.b.ofType(INDEX);
  if (vs.length && g.r.chance(0.55)) return g.r.pick(vs);
  const n = g.r.chance(0.7) ? g.r.pick(EDGES) : BigInt(g.r.between(-20, 40));
  const v = g.b.define(INDEX, n);
  g.b.emit(`${v.name} = index.constant ${n}`);
  return v;
}

function binary(g: Gen): void {
  const name = g.r.pick(BINARY);
  let lhs = indexValue(g);
  // Sometimes `op(op(x, c1), c2)`, which reassociates when `c2 op c1` folds.
  if (g.r.chance(0.3)) {
    const c1 = indexValue(g);
    const inner = g.b.define(INDEX);
    g.b.emit(`${inner.name} = index.${name} ${lhs.name}, ${c1.name}`);
    lhs = inner;
  }
  const rhs = indexValue(g);
  const v = g.b.define(INDEX);
  g.b.emit(`${v.name} = index.${name} ${lhs.name}, ${rhs.name}`);
}

function cmp(g: Gen): void {
  const pred = g.r.pick(PREDICATES);
  let lhs = indexValue(g);
  const kind = g.r.weighted([[3, 'plain'], [2, 'minmax'], [2, 'sub'], [1, 'same']] as const);
  if (kind === 'minmax' || kind === 'sub') {
    const other = indexValue(g);
    const t = g.b.define(INDEX);
    g.b.emit(`${t.name} = index.${kind === 'sub' ? 'sub' : g.r.pick(['mins', 'minu', 'maxs', 'maxu'])} ${lhs.name}, ${other.name}`);
    lhs = t;
  }
  let rhs = kind === 'same' ? lhs : indexValue(g);
  if (kind === 'sub' && g.r.chance(0.7)) {
    const z = g.b.define(INDEX, 0n);
    g.b.emit(`${z.name} = index.constant 0`);
    rhs = z;
  }
  const swap = kind === 'sub' && g.r.chance(0.5);
  const v = g.b.define(scalar('i1'));
  g.b.emit(`${v.name} = index.cmp ${pred}(${(swap ? rhs : lhs).name}, ${(swap ? lhs : rhs).name})`);
}

function cast(g: Gen): void {
  const op = g.r.pick(['casts', 'castu']);
  const kind = g.r.pick(INT_KINDS);
  if (g.r.chance(0.5)) {
    const x = g.use(scalar(kind), 0.5);
    const v = g.b.define(INDEX);
    g.b.emit(`${v.name} = index.${op} ${x.name} : ${kind} to index`);
  } else {
    const x = indexValue(g);
    const v = g.b.define(scalar(kind));
    g.b.emit(`${v.name} = index.${op} ${x.name} : index to ${kind}`);
  }
}

export const INDEX_OPS: readonly OpGen[] = [
  { op: 'index.add', weight: 6, gen: binary },
  { op: 'index.cmp', weight: 3, gen: cmp },
  { op: 'index.casts', weight: 2, gen: cast },
  {
    op: 'index.bool.constant', weight: 0.3, gen: (g) => {
      const v = g.b.define(scalar('i1'));
      g.b.emit(`${v.name} = index.bool.constant ${g.r.chance(0.5)}`);
    },
  },
  { op: 'index.sizeof', weight: 0.3, gen: (g) => { const v = g.b.define(INDEX); g.b.emit(`${v.name} = index.sizeof`); } },
];
