/**
 * linalg.elementwise: one elementwise op whose scalar function is an attribute
 * (`kind=#linalg.elementwise_kind<add>`), with optional indexing maps (identity by default) that
 * may transpose or broadcast operands.
 */
import { AffineMap } from '../../ir/affine/map.js';
import type { Attribute } from '../../ir/attributes.js';
import type { Value } from '../../ir/value.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';
import { AffineMapArrayAttr } from '../../irdl/constraints.js';
import { optionalAttr } from '../../irdl/spec.js';
import type { BinaryFn, UnaryFn } from './body.js';
import { ELEMENTWISE_KINDS, type ElementwiseKind, ElementwiseKindEnum, type IteratorType } from './enums.js';
import { namedOp } from './named.js';
import { operandRank } from './verify.js';

const UNARY = new Set<string>(ELEMENTWISE_KINDS.slice(0, ELEMENTWISE_KINDS.indexOf('add')));
/** How many inputs a kind takes. */
export function arityOf(kind: ElementwiseKind): number {
  return kind === 'select' ? 3 : UNARY.has(kind) ? 1 : 2;
}

const kindOf = (a: Attribute | undefined): ElementwiseKind | undefined =>
  (a && ElementwiseKindEnum.constraint.check(a) ? (a as DialectEnumAttr).text as ElementwiseKind : undefined);

const rankOfOut = (operands: readonly Value[]): number => {
  const last = operands[operands.length - 1];
  return last ? operandRank(last) : 0;
};

/** `%r = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const ElementwiseOp = namedOp('linalg.elementwise', {
  kind: ElementwiseKindEnum.constraint,
  indexing_maps: optionalAttr(AffineMapArrayAttr),
}, {
  summary: 'Performs element-wise operation',
  maps: () => [],
  iterators: (op) => new Array<IteratorType>(rankOfOut(op.operands)).fill('parallel'),
  defaultMaps: (operands) => operands.map(() => AffineMap.identity(rankOfOut(operands))),
  payload(pb, args, attrs) {
    const kind = kindOf(attrs.get('kind'));
    if (kind === undefined) return [];
    if (kind === 'select') return [pb.select(args[0]!, args[1]!, args[2]!)];
    if (UNARY.has(kind)) return [pb.unary(kind as UnaryFn, args[0]!)];
    return [pb.binary(kind as BinaryFn, args[0]!, args[1]!)];
  },
  regionArgs: (attrs) => {
    const kind = kindOf(attrs.get('kind'));
    return kind === undefined ? undefined : arityOf(kind) + 1;
  },
  parsePrefix(p, state) {
    p.parseKeyword('kind');
    p.parsePunct('=');
    const loc = p.currentLoc();
    const a = p.parseAttribute();
    if (!ElementwiseKindEnum.constraint.check(a)) throw p.error("expected operation 'kind' attribute", loc);
    state.attributes.set('kind', a);
  },
  printPrefix(op, p) {
    p.write(' kind=');
    p.printAttribute(op.getAttr('kind')!);
  },
  elided: ['kind'],
});
