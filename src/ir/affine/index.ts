/**
 * Affine expressions, maps and integer sets as upstream MLIR has them: construction with
 * upstream's simplifications, parsing and printing that match mlir-opt-22, and evaluation.
 */
export * from './expr.js';
export { evaluateAffineExpr } from './eval.js';
export { SimpleAffineExprFlattener, getAffineExprFromFlatForm } from './flatten.js';
export { getBoundForAffineExpr, simplifyAffineExpr, simplifyAffineMap } from './simplify.js';
export { ceilDivInt, floorDivInt, modInt } from './intmath.js';
export { AffineMap } from './map.js';
export { IntegerSet } from './set.js';
export {
  AffineParseError, type AffineOperandRef, type SSAOperands, parseAffineExprOfSSAIds, parseAffineExprWithOperands,
  parseAffineMap, parseAffineMapOfSSAIds, parseAffineMapOrIntegerSet, parseIntegerSet,
} from './parse.js';
export { type AffineNamePrinter, printAffineConstraint, printAffineExpr, printAffineMap, printIntegerSet } from './print.js';
