/**
 * linalg's enum attributes: iterator types (`#linalg.iterator_type<parallel>`), the cast used
 * by named ops (`#linalg.type_fn<cast_unsigned>`) and the kind of `linalg.elementwise`
 * (`#linalg.elementwise_kind<exp>`). Upstream's parse errors name the C++ enum, hence the
 * descriptions.
 */
import type { Attribute } from '../../ir/attributes.js';
import { ArrayAttr } from '../../ir/attributes.js';
import { type AttrConstraint, storedAs } from '../../irdl/constraints.js';
import { type DialectEnumAttr, defineDialectEnum, enumAttrParser } from '../../irdl/enum.js';

export const IteratorTypeEnum = defineDialectEnum({
  dialect: 'linalg', mnemonic: 'iterator_type', syntax: 'angle', description: '::mlir::utils::IteratorType', attrName: 'IteratorTypeEnum',
  cases: { parallel: 0, reduction: 1 },
});

export const TypeFnEnum = defineDialectEnum({
  dialect: 'linalg', mnemonic: 'type_fn', syntax: 'angle', description: '::mlir::linalg::TypeFn', attrName: 'TypeFnAttr',
  cases: { cast_signed: 0, cast_unsigned: 1 },
});

/** The kinds of linalg.elementwise, in upstream's order: unary ones, binary ones, then select. */
export const ELEMENTWISE_KINDS = [
  'exp', 'log', 'abs', 'ceil', 'floor', 'negf', 'reciprocal', 'round', 'sqrt', 'rsqrt', 'square', 'tanh', 'erf',
  'add', 'sub', 'mul', 'div', 'div_unsigned', 'max_signed', 'min_signed', 'max_unsigned', 'min_unsigned', 'powf',
  'select',
] as const;
export type ElementwiseKind = (typeof ELEMENTWISE_KINDS)[number];

export const ElementwiseKindEnum = defineDialectEnum({
  dialect: 'linalg', mnemonic: 'elementwise_kind', syntax: 'angle', description: '::mlir::linalg::ElementwiseKind', attrName: 'ElementwiseKindAttr',
  cases: Object.fromEntries(ELEMENTWISE_KINDS.map((k, i) => [k, i])),
});

export type IteratorType = 'parallel' | 'reduction';

export const parallel = IteratorTypeEnum.getByName('parallel');
export const reduction = IteratorTypeEnum.getByName('reduction');

/** `iterator_types = [#linalg.iterator_type<parallel>, ...]`. */
export const IteratorTypeArrayAttr: AttrConstraint<ArrayAttr> = {
  storage: storedAs(ArrayAttr),
  description: 'Iterator type should be an enum.',
  check: (a): a is ArrayAttr => a instanceof ArrayAttr && a.elements.every((e) => IteratorTypeEnum.constraint.check(e)),
};

export function iteratorTypesAttr(types: readonly IteratorType[]): ArrayAttr {
  return ArrayAttr.get(types.map((t) => IteratorTypeEnum.getByName(t)));
}

export function iteratorTypesOf(a: Attribute | undefined): IteratorType[] {
  if (!(a instanceof ArrayAttr)) return [];
  return a.elements.map((e) => (e as DialectEnumAttr).text as IteratorType);
}

export const parseLinalgAttribute = enumAttrParser([IteratorTypeEnum, TypeFnEnum, ElementwiseKindEnum]);
