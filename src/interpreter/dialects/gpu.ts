/**
 * The gpu dialect's implementation table. Outside a kernel, code runs as one thread of a
 * one-thread workgroup: gpu.all_reduce and gpu.subgroup_reduce return their operand (the
 * reduction of a single value), ids are 0 and sizes 1.
 */
import type { EmitTable } from '../gen.js';

export const gpuTable: EmitTable = {
  'gpu.all_reduce': (op, g) => g.bind(op.getResult(0), g.name(op.getOperand(0))),
  'gpu.subgroup_reduce': (op, g) => g.bind(op.getResult(0), g.name(op.getOperand(0))),
};
