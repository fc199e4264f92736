/**
 * vector.mask: predicates the one maskable op of its region with an i1 vector mask (and an
 * optional pass-through value), printed inline as upstream does: `vector.mask %m { op } : type`.
 * The mask type each maskable op expects is upstream's getExpectedMaskType.
 */
import type { OpAsmParser, OperationState } from '../../ir/asm.js';
import { opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import { NoRegionArguments, RecursiveMemoryEffects, singleBlockImplicitTerminator } from '../../ir/traits.js';
import { type Type, VectorType, i1 } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AnyType } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { optional, sizedRegion, variadic } from '../../irdl/spec.js';
import { pattern } from '../../rewrite/pattern.js';
import { SelectOp } from '../arith/ops-cmp.js';
import { I1VectorNonZeroRank } from './constraints.js';
import { contractMaps } from './contract.js';
import { inferTransferMaskType } from './maps.js';
import { maskFormat } from './mask-format.js';
import type { TransferOp } from './transfer.js';

const maskOf = (t: Type): VectorType => { const v = t as VectorType; return VectorType.get(v.shape, i1, v.scalableDims); };

/** The mask type a maskable op expects, or undefined for ops that are not maskable. */
export function expectedMaskType(op: Operation): VectorType | undefined {
  switch (op.name) {
    case 'vector.transfer_read':
    case 'vector.transfer_write': {
      const t = op as TransferOp;
      const v = (op.name === 'vector.transfer_read' ? op.getResult(0).type : op.getOperand(0).type) as VectorType;
      return inferTransferMaskType(v, t.permutation_map.map);
    }
    case 'vector.reduction':
    case 'vector.multi_reduction': return maskOf(op.getOperand(0).type);
    case 'vector.outerproduct': return maskOf(op.getResult(0).type);
    case 'vector.gather':
    case 'vector.scatter': return maskOf(op.getOperand(op.numOperands - 3).type);
    case 'vector.contract': {
      const [lhsMap, rhsMap] = contractMaps(op as Parameters<typeof contractMaps>[0]);
      const shape = new Array<number>(lhsMap!.numDims).fill(0), scalable = new Array<boolean>(lhsMap!.numDims).fill(false);
      for (const [v, map] of [[op.getOperand(0).type, lhsMap!], [op.getOperand(1).type, rhsMap!]] as const) {
        const vt = v as VectorType;
        vt.shape.forEach((d, i) => {
          const e = map.results[i]!;
          if (e.kind === 'dim') { shape[e.position] = d; scalable[e.position] = vt.scalableDims[i]!; }
        });
      }
      return VectorType.get(shape, i1, scalable);
    }
    default: return undefined;
  }
}
const supportsPassthru = (op: Operation): boolean => op.name === 'vector.transfer_read' || op.name === 'vector.gather';

/** upstream's MaskOp::ensureTerminator: the masked op's results are yielded when it has no
 * terminator of its own. */
function ensureTerminator(p: OpAsmParser, region: Region, state: OperationState): void {
  const yieldInfo = p.lookupOp('vector.yield');
  if (!yieldInfo) throw p.error("terminator 'vector.yield' is not registered");
  const block = region.isEmpty ? region.addBlock() : region.front;
  const last = block.last;
  if (last?.name === 'vector.yield') return;
  const operands = last && block.first === last ? last.results : [];
  block.push(Operation.create({
    info: yieldInfo, loc: state.loc, operands: [...operands], resultTypes: [], attributes: new Map(), properties: undefined,
    regions: [], successors: [],
  }));
}

/**
 * ```mlir
 * %0 = vector.mask %m, %pass { vector.transfer_read %A[%i], %f : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
 * ```
 */
export const MaskOp = defineOp({
  name: 'vector.mask',
  operands: { mask: I1VectorNonZeroRank, passthru: optional(AnyType) },
  results: { results: variadic(AnyType) },
  regions: { maskRegion: sizedRegion(1) },
  traits: [singleBlockImplicitTerminator('vector.yield'), RecursiveMemoryEffects, NoRegionArguments],
}, {
  parse(p, state) {
    const mask = p.parseOperand();
    const pass = p.parseOptionalPunct(',') ? p.parseOperand() : undefined;
    const region = new Region();
    p.parseRegion(region, []);
    ensureTerminator(p, region, state);
    state.regions.push(region);
    p.parseOptionalAttrDict(state.attributes);
    const maskType = p.parseColonType();
    const results = p.parseOptionalArrowTypeList() ?? [];
    state.resultTypes.push(...results);
    state.operands.push(p.resolveOperand(mask, maskType));
    if (pass) {
      if (!results.length) throw p.error('expects a result if passthru operand is provided', p.nameLoc());
      state.operands.push(p.resolveOperand(pass, results[0]!));
    }
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.mask);
    if (op.passthru) { p.write(', '); p.printOperand(op.passthru); }
    p.write(' { ');
    const first = op.maskRegion.isEmpty ? undefined : op.maskRegion.front.first;
    if (first) p.printCustomOrGenericOp(first);
    p.write(' }');
    p.printOptionalAttrDict(op.allAttrs);
    p.write(' : ');
    p.printType(op.mask.type);
    if (op.numResults) {
      p.write(' -> ');
      op.results.forEach((r, i) => { if (i) p.write(', '); p.printType(r.type); });
    }
  },
  verify(op) {
    const block = op.maskRegion.front;
    const ops = [...block];
    if (!ops.length) throw opError(op, 'expects a terminator within the mask region');
    if (ops.length > 2) throw opError(op, 'expects only one operation to mask');
    const term = ops[ops.length - 1]!;
    if (term.name !== 'vector.yield') throw opError(op, 'expects a terminator within the mask region');
    if (term.numOperands !== op.numResults) throw opError(op, 'expects number of results to match mask region yielded values');
    if (ops.length === 1) return;
    const masked = ops[0]!;
    const expected = expectedMaskType(masked);
    if (!expected) throw opError(op, 'expects a MaskableOpInterface within the mask region');
    if (masked.numResults !== op.numResults) {
      throw opError(op, 'expects number of results to match maskable operation number of results');
    }
    if (!masked.results.every((r, i) => term.getOperand(i) === r)) {
      throw opError(op, 'expects all the results from the MaskableOpInterface to match all the values returned by the terminator');
    }
    if (!masked.results.every((r, i) => r.type === op.getResult(i).type)) {
      throw opError(op, 'expects result type to match maskable operation result type');
    }
    if (masked.resultTypes.filter((t) => t instanceof VectorType).length > 1) throw opError(op, 'multiple vector results not supported');
    if (op.mask.type !== expected) throw opError(op, `expects a '${expected.key}' mask for the maskable operation`);
    const pass = op.passthru;
    if (pass) {
      if (!supportsPassthru(masked)) throw opError(op, "doesn't expect a passthru argument for this maskable operation");
      if (masked.numResults !== 1) throw opError(op, 'expects result when passthru argument is provided');
      if (pass.type !== masked.getResult(0).type) throw opError(op, 'expects passthru type to match result type');
    }
  },
  fold(op): readonly FoldResult[] | undefined {
    const block = op.maskRegion.front;
    const ops = [...block];
    if (ops.length === 1 && !op.passthru) return ops[0]!.operands as Value[];
    if (maskFormat(op.mask) !== 'allTrue' || ops.length < 2) return undefined;
    const masked = ops[0]!;
    for (const r of masked.results) while (r.firstUse) r.firstUse.drop();
    masked.moveBefore(op);
    return masked.results;
  },
});

/** An empty vector.mask with a pass-through value -> arith.select (CanonializeEmptyMaskOp). */
export const canonicalizeEmptyMask = pattern('CanonializeEmptyMaskOp', MaskOp, (op, rw) => {
  const ops = [...op.maskRegion.front];
  const pass = op.passthru;
  if (ops.length !== 1 || !pass) return false;
  rw.setInsertionPoint(op);
  const sel = SelectOp.build(rw, {
    condition: op.mask, true_value: ops[0]!.getOperand(0), false_value: pass, resultTypes: op.resultTypes,
  }, op.loc);
  rw.replaceOp(op, [sel.result]);
  return true;
});
