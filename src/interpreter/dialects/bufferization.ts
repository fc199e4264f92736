/**
 * The bufferization dialect's implementation table: the bridges between tensor values and
 * memref buffers. Tensors are immutable values here, so to_tensor copies the buffer's elements
 * at that point and to_buffer makes a new buffer (the aliasing a bufferized program may rely
 * on is the memref dialect's business, after bufferization).
 */
import type { Operation } from '../../ir/operation.js';
import { MemRefType, RankedTensorType } from '../../ir/types.js';
import { InterpreterError } from '../errors.js';
import type { EmitTable, FunctionGen } from '../gen.js';
import { list, shapeExprs } from './common.js';
import { layoutArg } from './memref.js';

function allocTensor(op: Operation, g: FunctionGen): void {
  const t = op.getResult(0).type;
  if (!(t instanceof RankedTensorType)) throw new InterpreterError(op, `'${t.key}' is not supported by the interpreter`);
  const seg = (op.getAttr('operandSegmentSizes') as { nums?: number[] } | undefined)?.nums ?? [op.numOperands, 0, 0];
  const dyn = op.operands.slice(0, seg[0]);
  if (seg[1]) { g.def(op.getResult(0), `$rt.castShape(${g.name(op.getOperand(seg[0]!))}, ${g.konst(t.shape)}, ${g.id(op)})`); return; }
  g.def(op.getResult(0), `$rt.empty(${g.konst(t.elementType)}, ${list(shapeExprs(g, t, dyn))}, ${g.id(op)})`);
}

export const bufferizationTable: EmitTable = {
  'bufferization.to_tensor': (op, g) => g.def(op.getResult(0), `$rt.memrefToTensor(${g.name(op.getOperand(0))})`),
  'bufferization.to_buffer': (op, g) => {
    const t = op.getResult(0).type;
    if (!(t instanceof MemRefType)) throw new InterpreterError(op, `'${t.key}' is not supported by the interpreter`);
    g.def(op.getResult(0), `$rt.toBuffer(${g.name(op.getOperand(0))}, ${layoutArg(g, t)}, ${g.id(op)})`);
  },
  'bufferization.alloc_tensor': allocTensor,
  'bufferization.materialize_in_destination': (op, g) => {
    const [src, dest] = g.names_(op.operands);
    if (op.getOperand(1).type instanceof MemRefType) {
      g.line(`$rt.copy($rt.fromTensor(${src}), ${dest}, ${g.id(op)});`);
      return;
    }
    g.def(op.getResult(0), `$rt.castShape(${src}, ${dest}.shape, ${g.id(op)})`);
  },
  'bufferization.dealloc_tensor': () => {},
  'bufferization.dealloc': (op, g) => {
    const seg = (op.getAttr('operandSegmentSizes') as { nums?: number[] } | undefined)?.nums ?? [0, 0, 0];
    const [m, c] = [seg[0]!, seg[1]!];
    const names = g.names_(op.operands);
    const call = `$rt.deallocOwned(${list(names.slice(0, m))}, ${list(names.slice(m, m + c))}, ${list(names.slice(m + c))}, ${g.id(op)})`;
    if (!op.numResults) { g.line(`${call};`); return; }
    const tmp = g.fresh();
    g.line(`const ${tmp} = ${call};`);
    op.results.forEach((r, i) => g.def(r, `${tmp}[${i}]`));
  },
  'bufferization.clone': (op, g) => g.def(op.getResult(0), `$rt.toBuffer($rt.memrefToTensor(${g.name(op.getOperand(0))}), undefined, ${g.id(op)})`),
};
