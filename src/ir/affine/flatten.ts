/**
 * Flattening of affine expressions into sums of products and rebuilding them, as upstream's
 * `SimpleAffineExprFlattener` and `getAffineExprFromFlatForm` (mlir/lib/IR/AffineExpr.cpp).
 *
 * A flat form is a coefficient row `[dims..., symbols..., locals..., constant]`; each local stands
 * for a floordiv/ceildiv/mod (or a semi-affine product) that cannot be written linearly. Map
 * simplification (`simplifyAffineExpr`, in simplify.ts) flattens and rebuilds an expression, so
 * the order in which terms and locals are created here decides the text mlir-opt prints after
 * canonicalization: it follows upstream step for step.
 */
import {
  type AffineBinaryExpr, type AffineExpr, AffineBinaryExpr as BinaryExprClass, getAffineConstantExpr, getAffineDimExpr,
  getAffineSymbolExpr,
} from './expr.js';
import { gcd64 } from './intmath.js';

/**
 * Builds `sum(coeff * id) + sum(coeff * local) + constant` in upstream's order: dims and symbols
 * by position, then locals, then the constant.
 */
export function getAffineExprFromFlatForm(
  flat: readonly number[], numDims: number, numSymbols: number, localExprs: readonly AffineExpr[],
): AffineExpr {
  let expr: AffineExpr = getAffineConstantExpr(0);
  for (let j = 0; j < numDims + numSymbols; j++) {
    const c = flat[j]!;
    if (c === 0) continue;
    const id = j < numDims ? getAffineDimExpr(j) : getAffineSymbolExpr(j - numDims);
    expr = expr.add(id.mul(c));
  }
  for (let j = numDims + numSymbols; j < flat.length - 1; j++) {
    const c = flat[j]!;
    if (c === 0) continue;
    expr = expr.add(localExprs[j - numDims - numSymbols]!.mul(c));
  }
  const constTerm = flat[flat.length - 1]!;
  if (constTerm !== 0) expr = expr.add(constTerm);
  return expr;
}

/**
 * Upstream's SimpleAffineExprFlattener. `walk` returns false where upstream's walk fails (a
 * floordiv/ceildiv/mod by a non-positive constant); the flat form is then `operandExprStack`'s
 * last row.
 */
export class SimpleAffineExprFlattener {
  readonly operandExprStack: number[][] = [];
  readonly localExprs: AffineExpr[] = [];
  numLocals = 0;

  constructor(readonly numDims: number, readonly numSymbols: number) {}

  get numCols(): number { return this.numDims + this.numSymbols + this.numLocals + 1; }
  private get localVarStart(): number { return this.numDims + this.numSymbols; }
  private get constantIndex(): number { return this.numCols - 1; }

  /** Post-order walk (left, right, node) with an explicit stack, so deep sums do not recurse. */
  walk(root: AffineExpr): boolean {
    const stack: (AffineExpr | { done: AffineBinaryExpr })[] = [root];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      if ('done' in top) {
        if (!this.visitBinary(top.done)) return false;
      } else if (top instanceof BinaryExprClass) {
        stack.push({ done: top }, top.rhs, top.lhs);
      } else {
        const row = new Array<number>(this.numCols).fill(0);
        if (top.kind === 'dim') row[top.position] = 1;
        else if (top.kind === 'symbol') row[this.numDims + top.position] = 1;
        else row[this.constantIndex] = top.value;
        this.operandExprStack.push(row);
      }
    }
    return true;
  }

  private visitBinary(e: AffineBinaryExpr): boolean {
    switch (e.kind) {
      case 'add': return this.visitAdd();
      case 'mul': return this.visitMul(e);
      case 'mod': return this.visitMod(e);
      case 'floordiv': return this.visitDiv(e, false);
      case 'ceildiv': return this.visitDiv(e, true);
    }
  }

  private flatExpr(row: readonly number[]): AffineExpr {
    return getAffineExprFromFlatForm(row, this.numDims, this.numSymbols, this.localExprs);
  }

  private visitAdd(): boolean {
    const rhs = this.operandExprStack.pop()!;
    const lhs = this.operandExprStack[this.operandExprStack.length - 1]!;
    for (let i = 0; i < rhs.length; i++) lhs[i]! += rhs[i]!;
    return true;
  }

  private visitMul(e: AffineBinaryExpr): boolean {
    const rhs = this.operandExprStack.pop()!;
    const lhs = this.operandExprStack[this.operandExprStack.length - 1]!;
    if (e.rhs.kind !== 'constant') {
      const a = this.flatExpr(lhs);
      const b = this.flatExpr(rhs);
      this.addLocalVariableSemiAffine(a.mul(b), lhs);
      return true;
    }
    const c = rhs[this.constantIndex]!;
    for (let i = 0; i < lhs.length; i++) lhs[i] = lhs[i]! * c + 0;
    return true;
  }

  private visitMod(e: AffineBinaryExpr): boolean {
    const rhs = this.operandExprStack.pop()!;
    const lhs = this.operandExprStack[this.operandExprStack.length - 1]!;
    if (e.rhs.kind !== 'constant') {
      const modExpr = this.flatExpr(lhs).mod(this.flatExpr(rhs));
      this.addLocalVariableSemiAffine(modExpr, lhs);
      return true;
    }
    const rhsConst = rhs[this.constantIndex]!;
    if (rhsConst <= 0) return false;
    // A multiple of the modulus is 0.
    if (lhs.every((c) => c % rhsConst === 0)) {
      lhs.fill(0);
      return true;
    }
    // expr mod c is expr - c * q with q = expr floordiv c, the gcd of expr and c cancelled.
    const floorDividend = [...lhs];
    let gcd = rhsConst;
    for (const c of lhs) gcd = gcd64(gcd, Math.abs(c));
    if (gcd !== 1) for (let i = 0; i < floorDividend.length; i++) floorDividend[i] = Math.trunc(floorDividend[i]! / gcd) + 0;
    const floorDivisor = Math.trunc(rhsConst / gcd);
    const floorDivExpr = this.flatExpr(floorDividend).floorDiv(getAffineConstantExpr(floorDivisor));
    const loc = this.findLocalId(floorDivExpr);
    if (loc === -1) {
      this.addLocal(floorDivExpr);
      lhs[this.localVarStart + this.numLocals - 1] = -rhsConst;
    } else {
      lhs[this.localVarStart + loc] = -rhsConst;
    }
    return true;
  }

  private visitDiv(e: AffineBinaryExpr, isCeil: boolean): boolean {
    const rhs = this.operandExprStack.pop()!;
    const lhs = this.operandExprStack[this.operandExprStack.length - 1]!;
    if (e.rhs.kind !== 'constant') {
      const a = this.flatExpr(lhs);
      const b = this.flatExpr(rhs);
      this.addLocalVariableSemiAffine(isCeil ? a.ceilDiv(b) : a.floorDiv(b), lhs);
      return true;
    }
    const rhsConst = rhs[this.constantIndex]!;
    if (rhsConst <= 0) return false;
    let gcd = Math.abs(rhsConst);
    for (const c of lhs) gcd = gcd64(gcd, Math.abs(c));
    if (gcd !== 1) for (let i = 0; i < lhs.length; i++) lhs[i] = Math.trunc(lhs[i]! / gcd) + 0;
    const divisor = Math.trunc(rhsConst / gcd);
    if (divisor === 1) return true;
    const a = this.flatExpr(lhs);
    const b = getAffineConstantExpr(divisor);
    const divExpr = isCeil ? a.ceilDiv(b) : a.floorDiv(b);
    const loc = this.findLocalId(divExpr);
    if (loc === -1) this.addLocal(divExpr);
    lhs.fill(0);
    lhs[this.localVarStart + (loc === -1 ? this.numLocals - 1 : loc)] = 1;
    return true;
  }

  /** Replaces `result` by a (new or existing) local standing for `expr`. */
  private addLocalVariableSemiAffine(expr: AffineExpr, result: number[]): void {
    const loc = this.findLocalId(expr);
    if (loc === -1) this.addLocal(expr);
    result.fill(0);
    result[this.localVarStart + (loc === -1 ? this.numLocals - 1 : loc)] = 1;
  }

  /** Adds a local column to every row on the stack. */
  private addLocal(expr: AffineExpr): void {
    const at = this.localVarStart + this.numLocals;
    for (const row of this.operandExprStack) row.splice(at, 0, 0);
    this.localExprs.push(expr);
    this.numLocals++;
  }

  private findLocalId(expr: AffineExpr): number {
    return this.localExprs.findIndex((l) => l.equals(expr));
  }
}
