/**
 * Traits: facts about an op kind that passes and the verifier rely on. A trait is data with an
 * optional verifier; parametric traits (SingleBlockImplicitTerminator<"scf.yield">) carry their
 * parameters.
 */
import type { Operation } from './operation.js';
import { opError } from './diagnostics.js';
import { RankedTensorType, ShapedType, type Type, elementTypeOf, isDynamic } from './types.js';
import { DenseArrayAttr, StringAttr } from './attributes.js';

export type TraitName =
  | 'Pure' | 'Commutative' | 'Idempotent' | 'Involution' | 'ConstantLike'
  | 'Terminator' | 'ReturnLike' | 'NoTerminator' | 'SingleBlock' | 'SingleBlockImplicitTerminator'
  | 'IsolatedFromAbove' | 'SymbolTable' | 'Symbol' | 'AffineScope' | 'AutomaticAllocationScope'
  | 'HasParent' | 'ParentOneOf' | 'GraphRegion' | 'NoRegionArguments'
  | 'SameOperandsAndResultType' | 'SameTypeOperands' | 'SameOperandsAndResultShape'
  | 'SameOperandsShape' | 'SameOperandsElementType' | 'SameOperandsAndResultElementType'
  | 'Elementwise' | 'Scalarizable' | 'Vectorizable' | 'Tensorizable'
  | 'AttrSizedOperandSegments' | 'AttrSizedResultSegments'
  | 'RecursiveMemoryEffects' | 'MemRead' | 'MemWrite' | 'MemAlloc' | 'MemFree'
  | 'DestinationStyle' | 'CallOp' | 'CallableOp' | 'RegionBranch' | 'LoopLike'
  | 'BranchOp' | 'SignlessIntegerLike' | 'NoMemoryEffect';

export interface Trait {
  readonly name: TraitName;
  /** Extra structural checks, run before the op's own verifier. Throws a DiagnosticError. */
  readonly verify?: (op: Operation) => void;
  /** Checks of the op's regions, run after the nested ops are verified (region traits). */
  readonly verifyRegion?: (op: Operation) => void;
  /** For SingleBlockImplicitTerminator: the terminator's op name. */
  readonly terminator?: string;
  /** For HasParent / ParentOneOf: the allowed parent op names. */
  readonly parents?: readonly string[];
}

const simple = (name: TraitName, verify?: (op: Operation) => void): Trait =>
  Object.freeze(verify ? { name, verify } : { name });

const allSame = (ts: readonly Type[]): boolean => ts.every((t) => t === ts[0]);
const shapeKey = (t: Type): string =>
  t instanceof ShapedType ? (t.shape ? t.shape.join('x') : '*') : '';

export const Pure = simple('Pure');
/** No memory effects, but not speculatable (upstream NoMemoryEffect without AlwaysSpeculatable):
 * removable when unused and mergeable by CSE, but not to be hoisted past a guard (`arith.divsi`). */
export const NoMemoryEffect = simple('NoMemoryEffect');
export const Commutative = simple('Commutative');
export const Idempotent = simple('Idempotent');
export const Involution = simple('Involution');
export const ConstantLike = simple('ConstantLike');
export const Terminator = simple('Terminator', (op) => {
  if (op.parentBlock && op.parentBlock.last !== op) throw opError(op, 'must be the last operation in the parent block');
});
export const ReturnLike = simple('ReturnLike');
export const NoTerminator = simple('NoTerminator');
export const SingleBlock = simple('SingleBlock', (op) => {
  op.regions.forEach((r, i) => {
    if (r.blocks.length > 1) throw opError(op, `expects region #${i} to have 0 or 1 blocks`);
  });
});
export const IsolatedFromAbove = simple('IsolatedFromAbove');
export const SymbolTableTrait = simple('SymbolTable');
/** Upstream's verifySymbol: a visibility, where given, is one of the three strings. */
export const SymbolTrait = simple('Symbol', (op) => {
  const vis = op.getAttr('sym_visibility');
  if (vis === undefined) return;
  if (!(vis instanceof StringAttr)) throw opError(op, `requires visibility attribute 'sym_visibility' to be a string attribute, but got ${vis.key}`);
  if (!['public', 'private', 'nested'].includes(vis.value)) {
    throw opError(op, `visibility expected to be one of ["public", "private", "nested"], but got ${vis.key}`);
  }
});
export const AffineScope = simple('AffineScope');
export const AutomaticAllocationScope = simple('AutomaticAllocationScope');
export const GraphRegion = simple('GraphRegion');
export const NoRegionArguments = simple('NoRegionArguments', (op) => {
  op.regions.forEach((r, i) => {
    if (r.blocks.length && r.front.numArguments) throw opError(op, `region #${i} should have no arguments`);
  });
});
/** upstream verifyCompatibleShape(Type, Type): both unshaped, or both shaped with equal ranks and
 * dims that agree where both are static (an unranked type matches any shape). */
function compatibleShape(a: Type, b: Type): boolean {
  if (!(a instanceof ShapedType)) return !(b instanceof ShapedType);
  if (!(b instanceof ShapedType)) return false;
  if (!a.shape || !b.shape) return true;
  return a.shape.length === b.shape.length && a.shape.every((d, i) => isDynamic(d) || isDynamic(b.shape![i]!) || d === b.shape![i]);
}
const encodingOf = (t: Type) => (t instanceof RankedTensorType ? t.encoding?.key : undefined);

/** As upstream: one element type, compatible shapes (`tensor<4xi32>` with `tensor<?xi32>`), and one
 * tensor encoding. */
/** True when every operand and result has the very same type: the common case, which the
 * shape and type traits accept without building lists of types. */
function allTypesIdentical(op: Operation): boolean {
  const rs = op.results, os = op.opOperands;
  const first = rs.length ? rs[0]!.type : os.length ? os[0]!.value.type : undefined;
  for (let i = 1; i < rs.length; i++) if (rs[i]!.type !== first) return false;
  for (let i = 0; i < os.length; i++) if (os[i]!.value.type !== first) return false;
  return true;
}

export const SameOperandsAndResultType = simple('SameOperandsAndResultType', (op) => {
  if (!op.numOperands || !op.numResults) return;
  if (allTypesIdentical(op)) return;
  const first = op.resultTypes[0]!;
  const elem = elementTypeOf(first);
  const enc = encodingOf(first);
  for (const t of [...op.resultTypes.slice(1), ...op.operandTypes]) {
    if (elementTypeOf(t) !== elem || !compatibleShape(t, first)) throw opError(op, 'requires the same type for all operands and results');
    if (enc !== undefined && encodingOf(t) !== enc) throw opError(op, 'requires the same encoding for all operands and results');
  }
});
export const SameTypeOperands = simple('SameTypeOperands', (op) => {
  const os = op.opOperands;
  for (let i = 1; i < os.length; i++) {
    if (os[i]!.value.type !== os[0]!.value.type) throw opError(op, 'requires all operands to have the same type');
  }
});
export const SameOperandsAndResultShape = simple('SameOperandsAndResultShape', (op) => {
  if (!op.numOperands || !op.numResults) return;
  if (allTypesIdentical(op)) return;
  const first = op.operandTypes[0]!;
  if (![...op.resultTypes, ...op.operandTypes.slice(1)].every((t) => compatibleShape(t, first))) {
    throw opError(op, 'requires the same shape for all operands and results');
  }
});
export const SameOperandsShape = simple('SameOperandsShape', (op) => {
  const keys = op.operandTypes.map(shapeKey);
  if (!keys.every((k) => k === keys[0])) throw opError(op, 'requires the same shape for all operands');
});
export const SameOperandsElementType = simple('SameOperandsElementType', (op) => {
  if (!allSame(op.operandTypes.map(elementTypeOf))) throw opError(op, 'requires the same element type for all operands');
});
export const SameOperandsAndResultElementType = simple('SameOperandsAndResultElementType', (op) => {
  if (!allSame([...op.operandTypes, ...op.resultTypes].map(elementTypeOf))) {
    throw opError(op, 'requires the same element type for all operands and results');
  }
});
export const Elementwise = simple('Elementwise');
export const Scalarizable = simple('Scalarizable');
export const Vectorizable = simple('Vectorizable');
export const Tensorizable = simple('Tensorizable');
export const AttrSizedOperandSegments = simple('AttrSizedOperandSegments', (op) => {
  const a = op.getAttr('operandSegmentSizes');
  if (!(a instanceof DenseArrayAttr)) throw opError(op, "requires dense i32 array attribute 'operandSegmentSizes'");
  const total = a.nums.reduce((x, y) => x + y, 0);
  if (a.nums.some((n) => n < 0)) throw opError(op, "'operandSegmentSizes' attribute cannot have negative elements");
  if (total !== op.numOperands) {
    throw opError(op, `operand count (${op.numOperands}) does not match with the total size (${total}) specified in attribute 'operandSegmentSizes'`);
  }
});
export const AttrSizedResultSegments = simple('AttrSizedResultSegments', (op) => {
  const a = op.getAttr('resultSegmentSizes');
  if (!(a instanceof DenseArrayAttr)) throw opError(op, "requires dense i32 array attribute 'resultSegmentSizes'");
  const total = a.nums.reduce((x, y) => x + y, 0);
  if (total !== op.numResults) {
    throw opError(op, `result count (${op.numResults}) does not match with the total size (${total}) specified in attribute 'resultSegmentSizes'`);
  }
});
export const RecursiveMemoryEffects = simple('RecursiveMemoryEffects');
export const MemRead = simple('MemRead');
export const MemWrite = simple('MemWrite');
export const MemAlloc = simple('MemAlloc');
export const MemFree = simple('MemFree');
export const DestinationStyle = simple('DestinationStyle');
export const CallOpTrait = simple('CallOp');
export const CallableOpTrait = simple('CallableOp');
export const RegionBranch = simple('RegionBranch');
export const LoopLike = simple('LoopLike');
export const BranchOpTrait = simple('BranchOp');

export function singleBlockImplicitTerminator(terminator: string): Trait {
  return Object.freeze({
    name: 'SingleBlockImplicitTerminator',
    terminator,
    verifyRegion: (op: Operation) => {
      op.regions.forEach((r, i) => {
        if (r.blocks.length > 1) throw opError(op, `expects region #${i} to have 0 or 1 blocks`);
        if (r.isEmpty) return;
        const last = r.front.last;
        if (!last || last.name !== terminator) {
          const e = opError(op, `expects regions to end with '${terminator}', found '${last ? last.name : ''}'`);
          e.note(`in custom textual format, the absence of terminator implies '${terminator}'`);
          throw e;
        }
      });
    },
  });
}
export function hasParent(...parents: string[]): Trait {
  return Object.freeze({
    name: parents.length > 1 ? 'ParentOneOf' : 'HasParent',
    parents,
    verify: (op: Operation) => {
      const p = op.parentOp;
      if (p && parents.includes(p.name)) return;
      throw opError(op, parents.length > 1
        ? `expects parent op to be one of '${parents.join(', ')}'`
        : `expects parent op '${parents[0]}'`);
    },
  });
}
