/**
 * The gpu dialect's subgroup matrix ops (runtime/gpu-mma.ts: a matrix is the whole tile, held by
 * every lane). The thread-local element access ops depend on a target's distribution of the tile
 * over lanes, which the interpreter does not model.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { MMAMatrixType } from '../../dialects/gpu/mma.js';
import { MemRefType, type Type } from '../../ir/types.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';
import { InterpreterError } from '../errors.js';
import type { EmitTable, FunctionGen } from '../gen.js';
import { list } from './common.js';

function matrix(op: Operation, t: Type): MMAMatrixType {
  if (t instanceof MMAMatrixType) return t;
  throw new InterpreterError(op, `'${t.key}' is not an mma matrix`);
}

/** The memref of a load or store, whose elements must be the matrix's (vector elements are not modelled). */
function memory(op: Operation, mt: Type, et: Type): void {
  if (!(mt instanceof MemRefType) || mt.elementType !== et) {
    throw new InterpreterError(op, `loads and stores between '${mt.key}' and matrices of ${et.key} are not supported by the interpreter`);
  }
}

const lead = (op: Operation): number => (op.getAttr('leadDimension') as IntegerAttr).num;
const transposed = (op: Operation): boolean => op.getAttr('transpose') !== undefined;
const lane = (g: FunctionGen): string => (g.inKernel ? '$t.lane' : '0');

export const gpuMmaTable: EmitTable = {
  'gpu.subgroup_mma_load_matrix': (op, g) => {
    const t = matrix(op, op.getResult(0).type);
    memory(op, op.getOperand(0).type, t.elementType);
    const [m, ...idx] = g.names_(op.operands);
    g.def(op.getResult(0), `$rt.mmaLoad(${m}, ${list(idx)}, ${lead(op)}, ${transposed(op)}, ${g.konst(t.elementType)}, ${t.shape[0]}, ${t.shape[1]}, ${g.id(op)})`);
  },
  'gpu.subgroup_mma_store_matrix': (op, g) => {
    const t = matrix(op, op.getOperand(0).type);
    memory(op, op.getOperand(1).type, t.elementType);
    const [v, m, ...idx] = g.names_(op.operands);
    g.line(`$rt.mmaStore(${v}, ${m}, ${list(idx)}, ${lead(op)}, ${transposed(op)}, ${lane(g)}, ${g.id(op)});`);
  },
  'gpu.subgroup_mma_compute': (op, g) => g.def(op.getResult(0), `$rt.mmaCompute(${g.names_(op.operands).join(', ')})`),
  'gpu.subgroup_mma_constant_matrix': (op, g) => {
    const t = matrix(op, op.getResult(0).type);
    g.def(op.getResult(0), `$rt.mmaFill(${g.name(op.getOperand(0))}, ${g.konst(t.elementType)}, ${t.shape[0]}, ${t.shape[1]})`);
  },
  'gpu.subgroup_mma_elementwise': (op, g) => {
    const t = matrix(op, op.getResult(0).type);
    const kind = (op.getAttr('opType') as DialectEnumAttr).text;
    g.def(op.getResult(0), `$rt.mmaElementwise('${kind}', ${list(g.names_(op.operands))}, ${g.konst(t.elementType)}, ${g.id(op)})`);
  },
};
