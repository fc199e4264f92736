/**
 * `comco-lower-func` (stage 1 of docs/pipeline.md): comco.func/comco.return become
 * func.func/func.return, so the rest of the pipeline (upstream passes among them) sees ordinary
 * functions. Everything a routine carries moves over unchanged: name, type, visibility, argument
 * and result attributes, other attributes, locations, and the body itself (taken, not cloned).
 * The module gets `gpu.container_module`, since later stages put `gpu.module`s into it.
 */
import { UnitAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import { Builder } from '../../ir/builder.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import { ComcoFuncOp, ComcoReturnOp } from '../../dialects/comco/index.js';
import { FuncOp, ReturnOp } from '../../dialects/func/ops.js';
import { definePass } from '../../passes/pass.js';

/** Replaces one comco.func by a func.func with the same attributes and body. */
function lowerRoutine(fn: Operation): void {
  const b = Builder.before(fn);
  const region = new Region();
  region.takeBody(fn.regions[0]!);
  const attributes = fn.allAttrs.map(({ name, value }) => [name, value] as const);
  b.create(FuncOp, { attributes, regions: [region], loc: fn.loc });
  fn.erase();
  for (const block of region.blocks) {
    const ret = block.last;
    if (!ret || !ComcoReturnOp.is(ret)) continue;
    Builder.before(ret).create(ReturnOp, { operands: ret.operands, loc: ret.loc });
    ret.erase();
  }
}

export const ComcoLowerFuncPass = definePass({
  argument: 'comco-lower-func',
  name: 'ComcoLowerFunc',
  summary: 'Lower comco.func/comco.return to func.func/func.return and mark the module gpu.container_module',
  anchor: 'builtin.module',
  options: {},
  statistics: { 'num-lowered': 'Number of comco routines lowered' },
  run(module, _options, ctx) {
    const routines: Operation[] = [];
    module.walk((op) => { if (ComcoFuncOp.is(op)) routines.push(op); });
    for (const fn of routines) {
      if (fn.parentOp !== module) throw opError(fn, 'must be directly inside the module (comco-lower-func)');
      lowerRoutine(fn);
    }
    ctx.stat('num-lowered', routines.length);
    module.setAttr('gpu.container_module', UnitAttr.instance);
  },
});
