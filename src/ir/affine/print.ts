/**
 * Printing of affine expressions, maps and integer sets, character for character as upstream's
 * AsmPrinter (`printAffineExprInternal`, `printAffineMap`, `printIntegerSet`), so that our output
 * diffs clean against mlir-opt. The "pretty" forms (`d0 - 1`, `-d0`, `d0 - d1 * 2`) are printer
 * choices over the same trees; they do not change the expression.
 */
import type { AffineExpr } from './expr.js';
import type { AffineMap } from './map.js';
import type { IntegerSet } from './set.js';

/** How dims and symbols are spelled; the affine dialect prints SSA names (`%i`, `symbol(%n)`). */
export interface AffineNamePrinter {
  dim(position: number): string;
  symbol(position: number): string;
}

const defaultNames: AffineNamePrinter = {
  dim: (i) => `d${i}`,
  symbol: (i) => `s${i}`,
};

/** Binding strength of the context an expression is printed in: binary operators other than
 * `+` are parenthesized when they appear as operands of another operator. */
type Strength = 'weak' | 'strong';

export function printAffineExpr(expr: AffineExpr, names: AffineNamePrinter = defaultNames): string {
  // An explicit work stack rather than recursion, so that a sum of thousands of terms (a
  // left-deep tree) prints instead of overflowing the call stack.
  type Task = string | { e: AffineExpr; strength: Strength };
  const out: string[] = [];
  const stack: Task[] = [{ e: expr, strength: 'weak' }];
  for (let task = stack.pop(); task !== undefined; task = stack.pop()) {
    if (typeof task === 'string') {
      out.push(task);
    } else {
      // Tasks are pushed in reverse of the order they print.
      const seq = expand(task.e, task.strength, names);
      for (let i = seq.length - 1; i >= 0; --i) stack.push(seq[i]!);
    }
  }
  return out.join('');

  /** Upstream printAffineExprInternal, one level deep: the text and sub-expressions to print. */
  function expand(e: AffineExpr, enclosing: Strength, nm: AffineNamePrinter): Task[] {
    switch (e.kind) {
      case 'dim': return [nm.dim(e.position)];
      case 'symbol': return [nm.symbol(e.position)];
      case 'constant': return [String(e.value)];
      default: break;
    }
    const { lhs, rhs } = e;
    const wrap = (inner: Task[]): Task[] => (enclosing === 'strong' ? ['(', ...inner, ')'] : inner);
    const strong = (x: AffineExpr): Task => ({ e: x, strength: 'strong' });
    const weak = (x: AffineExpr): Task => ({ e: x, strength: 'weak' });
    if (e.kind !== 'add') {
      // e * -1 prints as -e.
      if (e.kind === 'mul' && rhs.kind === 'constant' && rhs.value === -1) return wrap(['-', strong(lhs)]);
      return wrap([strong(lhs), ` ${e.kind === 'mul' ? '*' : e.kind} `, strong(rhs)]);
    }
    // a + b * -c prints as a subtraction.
    if (rhs.kind === 'mul' && rhs.rhs.kind === 'constant') {
      const c = rhs.rhs.value;
      if (c === -1) return wrap([weak(lhs), ' - ', rhs.lhs.kind === 'add' ? strong(rhs.lhs) : weak(rhs.lhs)]);
      if (c < -1) return wrap([weak(lhs), ' - ', strong(rhs.lhs), ` * ${-c}`]);
    }
    // a + -c prints as a - c.
    if (rhs.kind === 'constant' && rhs.value < 0) return wrap([weak(lhs), ` - ${-rhs.value}`]);
    return wrap([weak(lhs), ' + ', weak(rhs)]);
  }
}

function printIdLists(numDims: number, numSymbols: number): string {
  let s = '(';
  for (let i = 0; i < numDims; ++i) s += `${i ? ', ' : ''}d${i}`;
  s += ')';
  if (numSymbols !== 0) {
    s += '[';
    for (let i = 0; i < numSymbols; ++i) s += `${i ? ', ' : ''}s${i}`;
    s += ']';
  }
  return s;
}

/** The body of an `affine_map<...>`: `(d0, d1)[s0] -> (d0 + s0, d1)`. */
export function printAffineMap(map: AffineMap): string {
  const results = map.results.map((e) => printAffineExpr(e)).join(', ');
  return `${printIdLists(map.numDims, map.numSymbols)} -> (${results})`;
}

/** One constraint of an integer set: `e == 0` or `e >= 0`. */
export function printAffineConstraint(expr: AffineExpr, isEq: boolean, names: AffineNamePrinter = defaultNames): string {
  return `${printAffineExpr(expr, names)} ${isEq ? '==' : '>='} 0`;
}

/** The body of an `affine_set<...>`: `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`. */
export function printIntegerSet(set: IntegerSet): string {
  const cs = set.constraints.map((e, i) => printAffineConstraint(e, set.eqFlags[i] ?? false)).join(', ');
  return `${printIdLists(set.numDims, set.numSymbols)} : (${cs})`;
}
