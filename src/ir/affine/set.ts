/**
 * Integer sets, as upstream MLIR's `IntegerSet`: a conjunction of constraints `e == 0`
 * (`eqFlags[i]` true) or `e >= 0` over `numDims` dims and `numSymbols` symbols. Immutable.
 */
import { evaluateAffineExpr } from './eval.js';
import { type AffineExpr, getAffineConstantExpr } from './expr.js';

export class IntegerSet {
  readonly constraints: readonly AffineExpr[];
  readonly eqFlags: readonly boolean[];

  /** Prefer `IntegerSet.get`. */
  constructor(
    readonly numDims: number,
    readonly numSymbols: number,
    constraints: readonly AffineExpr[],
    eqFlags: readonly boolean[],
  ) {
    if (constraints.length !== eqFlags.length) throw new RangeError('integer set: one eqFlag per constraint');
    this.constraints = Object.freeze([...constraints]);
    this.eqFlags = Object.freeze([...eqFlags]);
  }

  static get(numDims: number, numSymbols: number, constraints: readonly AffineExpr[], eqFlags: readonly boolean[]): IntegerSet {
    return new IntegerSet(numDims, numSymbols, constraints, eqFlags);
  }

  /** The canonical empty set, `1 == 0` (upstream `IntegerSet::getEmptySet`). */
  static emptySet(numDims: number, numSymbols: number): IntegerSet {
    return new IntegerSet(numDims, numSymbols, [getAffineConstantExpr(1)], [true]);
  }

  /** The set parsed from `()`: the single trivially true constraint `0 == 0`. */
  static universe(numDims: number, numSymbols: number): IntegerSet {
    return new IntegerSet(numDims, numSymbols, [getAffineConstantExpr(0)], [true]);
  }

  get numConstraints(): number {
    return this.constraints.length;
  }

  getNumInputs(): number {
    return this.numDims + this.numSymbols;
  }

  get numEqualities(): number {
    return this.eqFlags.filter((f) => f).length;
  }

  get numInequalities(): number {
    return this.eqFlags.length - this.numEqualities;
  }

  isEq(i: number): boolean {
    return this.eqFlags[i] ?? false;
  }

  /** True for the canonical empty set only (`1 == 0`), as upstream `isEmptyIntegerSet`. */
  isEmptyIntegerSet(): boolean {
    const c = this.constraints[0];
    return this.constraints.length === 1 && this.eqFlags[0] === true && c?.kind === 'constant' && c.value === 1;
  }

  /** The value of every constraint expression at the point (see `evaluateAffineExpr`). */
  evaluate(dims: readonly number[], symbols: readonly number[] = []): number[] {
    if (dims.length !== this.numDims || symbols.length !== this.numSymbols) {
      throw new RangeError(`integer set takes ${this.numDims} dims and ${this.numSymbols} symbols, ` +
        `got ${dims.length} and ${symbols.length}`);
    }
    return this.constraints.map((e) => evaluateAffineExpr(e, dims, symbols));
  }

  /** Whether the point satisfies every constraint. */
  contains(dims: readonly number[], symbols: readonly number[] = []): boolean {
    return this.evaluate(dims, symbols).every((v, i) => (this.eqFlags[i] ? v === 0 : v >= 0));
  }

  equals(other: IntegerSet): boolean {
    return this === other || (this.numDims === other.numDims && this.numSymbols === other.numSymbols &&
      this.constraints.length === other.constraints.length &&
      this.constraints.every((e, i) => e.equals(other.constraints[i]!) && this.eqFlags[i] === other.eqFlags[i]));
  }

  /** A string identifying the set structurally (usable as a Map key). */
  get key(): string {
    const cs = this.constraints.map((e, i) => `${e.key}${this.eqFlags[i] ? '==' : '>='}`);
    return `${this.numDims};${this.numSymbols};${cs.join(',')}`;
  }
}
