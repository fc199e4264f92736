/**
 * Affine maps, as upstream MLIR's `AffineMap` (mlir/lib/IR/AffineMap.cpp): a list of result
 * expressions over `numDims` dims and `numSymbols` symbols. Immutable; like upstream, building a
 * map does not simplify its results beyond what expression construction already did.
 */
import { evaluateAffineExpr } from './eval.js';
import { type AffineExpr, getAffineConstantExpr, getAffineDimExpr, getAffineSymbolExpr } from './expr.js';

export class AffineMap {
  readonly results: readonly AffineExpr[];

  /** Prefer `AffineMap.get`. */
  constructor(readonly numDims: number, readonly numSymbols: number, results: readonly AffineExpr[]) {
    this.results = Object.freeze([...results]);
  }

  static get(numDims: number, numSymbols: number, results: readonly AffineExpr[]): AffineMap {
    return new AffineMap(numDims, numSymbols, results);
  }

  /** A map with no results: `(d0, ...)[s0, ...] -> ()`; `() -> ()` by default. */
  static empty(numDims = 0, numSymbols = 0): AffineMap {
    return new AffineMap(numDims, numSymbols, []);
  }

  /** `() -> (value)`. */
  static constant(value: number): AffineMap {
    return new AffineMap(0, 0, [getAffineConstantExpr(value)]);
  }

  /** `(d0, ..., dn-1) -> (d0, ..., dn-1)` (upstream getMultiDimIdentityMap). */
  static identity(numDims: number, numSymbols = 0): AffineMap {
    const results: AffineExpr[] = [];
    for (let i = 0; i < numDims; ++i) results.push(getAffineDimExpr(i));
    return new AffineMap(numDims, numSymbols, results);
  }

  /** The identity on the trailing `numResults` of `numDims` dims: `(d0, d1, d2) -> (d1, d2)`. */
  static minorIdentity(numDims: number, numResults: number): AffineMap {
    if (numResults > numDims) throw new RangeError('minorIdentity: more results than dims');
    const results: AffineExpr[] = [];
    for (let i = numDims - numResults; i < numDims; ++i) results.push(getAffineDimExpr(i));
    return new AffineMap(numDims, 0, results);
  }

  /** `permutation([1, 2, 0])` is `(d0, d1, d2) -> (d1, d2, d0)`. */
  static permutation(permutation: readonly number[]): AffineMap {
    const n = permutation.length;
    const seen = new Set(permutation);
    if (seen.size !== n || permutation.some((p) => !Number.isInteger(p) || p < 0 || p >= n)) {
      throw new RangeError(`not a permutation: [${permutation.join(', ')}]`);
    }
    return new AffineMap(n, 0, permutation.map((p) => getAffineDimExpr(p)));
  }

  get numResults(): number {
    return this.results.length;
  }

  getNumInputs(): number {
    return this.numDims + this.numSymbols;
  }

  getResult(i: number): AffineExpr {
    const r = this.results[i];
    if (r === undefined) throw new RangeError(`affine map has no result #${i}`);
    return r;
  }

  isEmpty(): boolean {
    return this.numDims === 0 && this.numSymbols === 0 && this.results.length === 0;
  }

  /** True if result i is d_i for every i and there are as many results as dims. Symbols are
   * allowed, as upstream. */
  isIdentity(): boolean {
    if (this.numDims !== this.results.length) return false;
    return this.results.every((e, i) => e.kind === 'dim' && e.position === i);
  }

  /** True if the map equals `minorIdentity(numDims, numResults)` (so: no symbols). */
  isMinorIdentity(): boolean {
    return this.numDims >= this.results.length &&
      this.equals(AffineMap.minorIdentity(this.numDims, this.results.length));
  }

  /** Results are distinct dims (or, with `allowZeroInResults`, the constant 0), no symbols, and
   * no more results than inputs. */
  isProjectedPermutation(allowZeroInResults = false): boolean {
    if (this.numSymbols > 0) return false;
    if (this.results.length > this.getNumInputs()) return false;
    const seen = new Set<number>();
    for (const e of this.results) {
      if (e.kind === 'dim') {
        if (seen.has(e.position)) return false;
        seen.add(e.position);
      } else if (!allowZeroInResults || e.kind !== 'constant' || e.value !== 0) {
        return false;
      }
    }
    return true;
  }

  isPermutation(): boolean {
    return this.numDims === this.results.length && this.isProjectedPermutation();
  }

  isSingleConstant(): boolean {
    return this.results.length === 1 && this.results[0]?.kind === 'constant';
  }

  getSingleConstantResult(): number {
    const r = this.results[0];
    if (this.results.length !== 1 || r?.kind !== 'constant') throw new RangeError('map is not a single constant');
    return r.value;
  }

  /** True if every result is a constant. */
  isConstant(): boolean {
    return this.results.every((e) => e.kind === 'constant');
  }

  /** Upstream `AffineMap::compose`: `this o other`, i.e. this map applied to other's results.
   * Requires `this.numDims === other.numResults`. The result has other's dims, and this map's
   * symbols followed by other's symbols. */
  compose(other: AffineMap): AffineMap {
    if (this.numDims !== other.results.length) {
      throw new RangeError(`compose: ${this.numDims} dims vs ${other.results.length} results`);
    }
    const numDims = other.numDims;
    const numSymbols = this.numSymbols + other.numSymbols;
    const dims: AffineExpr[] = [];
    for (let i = 0; i < numDims; ++i) dims.push(getAffineDimExpr(i));
    const syms: AffineExpr[] = [];
    for (let i = this.numSymbols; i < numSymbols; ++i) syms.push(getAffineSymbolExpr(i));
    const shifted = other.results.map((e) => e.replaceDimsAndSymbols(dims, syms));
    return new AffineMap(numDims, numSymbols, this.results.map((e) => e.replaceDims(shifted)));
  }

  /** The map keeping only the results at `positions`, in that order. */
  getSubMap(positions: readonly number[]): AffineMap {
    return new AffineMap(this.numDims, this.numSymbols, positions.map((p) => this.getResult(p)));
  }

  /** The map without the results at `positions`. */
  dropResults(positions: Iterable<number>): AffineMap {
    const drop = new Set(positions);
    return new AffineMap(this.numDims, this.numSymbols, this.results.filter((_, i) => !drop.has(i)));
  }

  /** Same results with dims and symbols substituted (upstream `replaceDimsAndSymbols`). */
  replaceDimsAndSymbols(
    dims: readonly AffineExpr[], symbols: readonly AffineExpr[], numDims: number, numSymbols: number,
  ): AffineMap {
    return new AffineMap(numDims, numSymbols, this.results.map((e) => e.replaceDimsAndSymbols(dims, symbols)));
  }

  /** Applies the map to concrete values (see `evaluateAffineExpr` for the semantics). */
  evaluate(dims: readonly number[], symbols: readonly number[] = []): number[] {
    if (dims.length !== this.numDims || symbols.length !== this.numSymbols) {
      throw new RangeError(`affine map takes ${this.numDims} dims and ${this.numSymbols} symbols, ` +
        `got ${dims.length} and ${symbols.length}`);
    }
    return this.results.map((e) => evaluateAffineExpr(e, dims, symbols));
  }

  equals(other: AffineMap): boolean {
    return this === other || (this.numDims === other.numDims && this.numSymbols === other.numSymbols &&
      this.results.length === other.results.length && this.results.every((e, i) => e.equals(other.results[i]!)));
  }

  /** A string identifying the map structurally (usable as a Map key). */
  get key(): string {
    return `${this.numDims};${this.numSymbols};${this.results.map((e) => e.key).join(',')}`;
  }
}
