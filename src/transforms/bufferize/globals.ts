/**
 * Tensor constants become read-only globals, as upstream's bufferization of arith.constant:
 * `memref.global "private" constant @__constant_4x8xf32 : memref<4x8xf32> = dense<...>` and a
 * `memref.get_global` where the constant was. Equal constants share one global.
 */
import { Builder } from '../../ir/builder.js';
import { type ElementsAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr } from '../../ir/attributes.js';
import type { Location } from '../../ir/location.js';
import type { Operation } from '../../ir/operation.js';
import type { RankedTensorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { GetGlobalOp, GlobalOp } from '../../dialects/memref/index.js';
import { bufferType } from './state.js';

export class ConstantGlobals {
  private readonly names = new Set<string>();
  private readonly byValue = new Map<string, Operation>();

  /** `module` holds the globals; they go before `before` (the first function rewritten). */
  constructor(private readonly module: Operation, private readonly before: Operation) {
    for (const op of module.regions[0]!.front) {
      const n = op.getAttr('sym_name');
      if (n instanceof StringAttr) this.names.add(n.value);
    }
  }

  /** The buffer of constant `value`, fetched at `b`. */
  get(b: Builder, value: ElementsAttr, loc: Location): Value {
    const t = bufferType(value.type as RankedTensorType);
    let g = this.byValue.get(value.key);
    if (!g) {
      const base = `__constant_${t.shape.join('x')}x${t.elementType.key}`;
      let name = base;
      for (let i = 0; this.names.has(name); i++) name = `${base}_${i}`;
      this.names.add(name);
      g = Builder.before(this.before, loc).create(GlobalOp, {
        attributes: [
          ['sym_name', StringAttr.get(name)], ['sym_visibility', StringAttr.get('private')], ['type', TypeAttr.get(t)],
          ['initial_value', value], ['constant', UnitAttr.instance],
        ],
        loc,
      });
      this.byValue.set(value.key, g);
    }
    const name = (g.getAttr('sym_name') as StringAttr).value;
    return b.create(GetGlobalOp, { attributes: [['name', SymbolRefAttr.get(name)]], resultTypes: [t], loc }).getResult(0);
  }

  /** Erases the globals no get_global refers to any more. */
  eraseUnused(): void {
    const used = new Set<string>();
    this.module.walk((op) => {
      if (op.name === 'memref.get_global') used.add((op.getAttr('name') as SymbolRefAttr).root);
    });
    for (const g of this.byValue.values()) {
      if (!used.has((g.getAttr('sym_name') as StringAttr).value)) g.erase();
    }
  }
}
