/** Global buffers: memref.global declares or defines one, memref.get_global refers to it. */
import { type Attribute, ElementsAttr, SymbolRefAttr, TypeAttr, UnitAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { lookupNearestSymbolFrom } from '../../ir/symbols.js';
import { Pure, SymbolTrait } from '../../ir/traits.js';
import { MemRefType, RankedTensorType } from '../../ir/types.js';
import { AnyAttr, type AttrConstraint, FlatSymbolRefAttr, StrAttr, SymbolNameAttr, UnitAttrC, storedAs } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { registerCustomDirective } from '../../irdl/format/custom.js';
import { optionalAttr } from '../../irdl/spec.js';
import { AnyStaticShapeMemRef } from './constraints.js';
import { AlignmentAttr } from './alloc.js';

const MemRefTypeAttr: AttrConstraint<TypeAttr> = {
  storage: storedAs(TypeAttr),
  description: 'memref type attribute',
  check: (a: Attribute): a is TypeAttr => a instanceof TypeAttr && a.value instanceof MemRefType,
};

const isElements = (a: Attribute): a is ElementsAttr => a instanceof ElementsAttr;

/** `memref<2xf32> = dense<...>`, `= uninitialized`, or the type alone (a declaration). */
registerCustomDirective('GlobalMemrefOpTypeAndInitialValue', {
  parse(p, ctx) {
    const type = p.parseType();
    if (!(type instanceof MemRefType) || !type.hasStaticShape) {
      throw p.error(`type should be static shaped memref, but got '${type.key}'`, p.nameLoc());
    }
    ctx.setAttr('type', TypeAttr.get(type));
    if (!p.parseOptionalPunct('=')) return;
    if (p.parseOptionalKeyword('uninitialized')) { ctx.setAttr('initial_value', UnitAttr.instance); return; }
    const init = p.parseAttribute(RankedTensorType.get(type.shape, type.elementType));
    if (!isElements(init)) throw p.error("initial value should be a unit or elements attribute", p.nameLoc());
    ctx.setAttr('initial_value', init);
  },
  print(p, ctx) {
    const t = ctx.attr('type');
    if (t instanceof TypeAttr) p.printType(t.value);
    const init = ctx.attr('initial_value');
    if (!init) return;
    p.write(' = ');
    if (init instanceof UnitAttr) p.write('uninitialized');
    else p.printAttributeWithoutType(init);
  },
});

/**
 * A named, statically shaped global buffer.
 *
 * ```mlir
 * memref.global "private" constant @x : memref<2xf32> = dense<[1.0, 2.0]>
 * ```
 */
export const GlobalOp = defineOp({
  name: 'memref.global',
  attributes: {
    sym_name: SymbolNameAttr,
    sym_visibility: optionalAttr(StrAttr),
    type: MemRefTypeAttr,
    initial_value: optionalAttr(AnyAttr),
    constant: optionalAttr(UnitAttrC),
    alignment: optionalAttr(AlignmentAttr),
  },
  traits: [SymbolTrait],
  format: '($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict',
}, {
  verify(op) {
    const t = op.type.value as MemRefType;
    if (!t.hasStaticShape) throw opError(op, `type should be static shaped memref, but got '${t.key}'`);
    const init = op.initial_value;
    if (init === undefined || init instanceof UnitAttr) return;
    if (!isElements(init)) throw opError(op, `initial value should be a unit or elements attribute, but got ${init.key}`);
    const et = init.type.elementType;
    if (et !== t.elementType) throw opError(op, `initial value element expected to be of type '${t.elementType.key}', but was of type '${et.key}'`);
    const shape = init.type.shape ?? [];
    if (shape.join(',') !== t.shape.join(',')) {
      throw opError(op, `initial value shape expected to be ${t.shape.join(', ')} but was ${shape.join(', ')}`);
    }
  },
});

/**
 * The buffer of a global.
 *
 * ```mlir
 * %0 = memref.get_global @x : memref<2xf32>
 * ```
 */
export const GetGlobalOp = defineOp({
  name: 'memref.get_global',
  attributes: { name: FlatSymbolRefAttr },
  results: { result: AnyStaticShapeMemRef },
  traits: [Pure],
  format: '$name `:` type($result) attr-dict',
}, {
  verify(op) {
    const name = globalName(op);
    const global = lookupNearestSymbolFrom(op, name);
    if (!global || !GlobalOp.is(global)) throw opError(op, `'${name.root}' does not reference a valid global memref`);
    const t = op.result.type;
    const gt = global.type.value;
    if (gt !== t) throw opError(op, `result type '${t.key}' does not match type '${gt.key}' of the global memref @${name.root}`);
  },
});


/** The `name` attribute of a get_global (`name` is also the op's own name, so it has no accessor). */
export function globalName(op: Operation): SymbolRefAttr {
  return op.getAttr('name') as SymbolRefAttr;
}
