/**
 * Convolution and pooling named ops (linalg.conv_2d_nhwc_hwcf, linalg.depthwise_conv_*,
 * linalg.pooling_*): each is a structured op over its loop dims whose input is read at
 * `out_position * stride + window_position * dilation` along every spatial dim. `strides` and
 * `dilations` are optional i64 tensors (one entry per spatial dim, default 1), substituted into
 * the indexing maps, which are memoized on the op as upstream does.
 *
 * The table gives, per op, its loops (P parallel, R reduction), the dims each operand reads
 * (`a~b` is a spatial position: `a * stride + b * dilation`, the k-th `~` using the k-th stride and
 * dilation), and its body: `conv` (O + I * K), `conv_q` (O + (I - IZp) * (K - KZp), with two
 * scalar zero points), or a pooling reduction of the input into O (`sum`, `max`, `min`, and their
 * unsigned forms).
 */
import { AffineMap } from '../../ir/affine/map.js';
import { type AffineExpr, getAffineConstantExpr } from '../../ir/affine/expr.js';
import { parseAffineMap } from '../../ir/affine/parse.js';
import { simplifyAffineMap } from '../../ir/affine/simplify.js';
import { type Attribute, DenseElementsAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { IndexType, IntegerType, i64 } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { AttrConstraint } from '../../irdl/constraints.js';
import type { OpDef } from '../../irdl/define.js';
import { type AttrSpec, optionalAttr } from '../../irdl/spec.js';
import type { BinaryFn, PayloadBuilder } from './body.js';
import type { IteratorType } from './enums.js';
import { namedOp } from './named.js';
import { verifyConvolutionInterface } from './conv-interface.js';

type Body = 'conv' | 'conv_q' | 'sum' | 'max' | 'min' | 'max_unsigned' | 'min_unsigned';

/** name, loops, dims read by the input, the kernel (window) and the output, body. */
export type ConvolutionRow = readonly [name: string, loops: string, input: string, kernel: string, output: string, body: Body];
type Row = ConvolutionRow;

/** The ops (exported for the test-program generator). */
export const CONVOLUTIONS: readonly Row[] = [
  ['conv_1d', 'PR', 'd0 + d1', 'd1', 'd0', 'conv'],
  ['conv_2d', 'PPRR', 'd0 + d2, d1 + d3', 'd2, d3', 'd0, d1', 'conv'],
  ['conv_3d', 'PPPRRR', 'd0 + d3, d1 + d4, d2 + d5', 'd3, d4, d5', 'd0, d1, d2', 'conv'],
  ['conv_1d_nwc_wcf', 'PPPRR', 'd0, d1~d3, d4', 'd3, d4, d2', 'd0, d1, d2', 'conv'],
  ['conv_1d_ncw_fcw', 'PPPRR', 'd0, d3, d2~d4', 'd1, d3, d4', 'd0, d1, d2', 'conv'],
  ['conv_2d_nhwc_hwcf', 'PPPPRRR', 'd0, d1~d4, d2~d5, d6', 'd4, d5, d6, d3', 'd0, d1, d2, d3', 'conv'],
  ['conv_2d_nhwc_fhwc', 'PPPPRRR', 'd0, d1~d4, d2~d5, d6', 'd3, d4, d5, d6', 'd0, d1, d2, d3', 'conv'],
  ['conv_2d_nhwc_hwcf_q', 'PPPPRRR', 'd0, d1~d4, d2~d5, d6', 'd4, d5, d6, d3', 'd0, d1, d2, d3', 'conv_q'],
  ['conv_2d_nhwc_fhwc_q', 'PPPPRRR', 'd0, d1~d4, d2~d5, d6', 'd3, d4, d5, d6', 'd0, d1, d2, d3', 'conv_q'],
  ['conv_2d_nchw_fchw_q', 'PPPPRRR', 'd0, d4, d2~d5, d3~d6', 'd1, d4, d5, d6', 'd0, d1, d2, d3', 'conv_q'],
  ['conv_2d_nchw_fchw', 'PPPPRRR', 'd0, d4, d2~d5, d3~d6', 'd1, d4, d5, d6', 'd0, d1, d2, d3', 'conv'],
  ['conv_2d_ngchw_fgchw', 'PPPPPRRR', 'd0, d1, d5, d3~d6, d4~d7', 'd2, d1, d5, d6, d7', 'd0, d1, d2, d3, d4', 'conv'],
  ['conv_2d_ngchw_gfchw', 'PPPPPRRR', 'd0, d1, d5, d3~d6, d4~d7', 'd1, d2, d5, d6, d7', 'd0, d1, d2, d3, d4', 'conv'],
  ['conv_2d_nhwgc_gfhwc', 'PPPPPRRR', 'd0, d1~d5, d2~d6, d3, d7', 'd3, d4, d5, d6, d7', 'd0, d1, d2, d3, d4', 'conv'],
  ['conv_2d_nhwgc_gfhwc_q', 'PPPPPRRR', 'd0, d1~d5, d2~d6, d3, d7', 'd3, d4, d5, d6, d7', 'd0, d1, d2, d3, d4', 'conv_q'],
  ['conv_2d_ngchw_gfchw_q', 'PPPPPRRR', 'd0, d1, d5, d3~d6, d4~d7', 'd1, d2, d5, d6, d7', 'd0, d1, d2, d3, d4', 'conv_q'],
  ['conv_3d_ndhwc_dhwcf', 'PPPPPRRRR', 'd0, d1~d5, d2~d6, d3~d7, d8', 'd5, d6, d7, d8, d4', 'd0, d1, d2, d3, d4', 'conv'],
  ['conv_3d_ndhwc_dhwcf_q', 'PPPPPRRRR', 'd0, d1~d5, d2~d6, d3~d7, d8', 'd5, d6, d7, d8, d4', 'd0, d1, d2, d3, d4', 'conv_q'],
  ['conv_3d_ncdhw_fcdhw', 'PPPPPRRRR', 'd0, d5, d2~d6, d3~d7, d4~d8', 'd1, d5, d6, d7, d8', 'd0, d1, d2, d3, d4', 'conv'],
  ['depthwise_conv_1d_nwc_wc', 'PPPR', 'd0, d1~d3, d2', 'd3, d2', 'd0, d1, d2', 'conv'],
  ['depthwise_conv_1d_ncw_cw', 'PPPR', 'd0, d2, d1~d3', 'd2, d3', 'd0, d2, d1', 'conv'],
  ['depthwise_conv_1d_nwc_wcm', 'PPPPR', 'd0, d1~d4, d2', 'd4, d2, d3', 'd0, d1, d2, d3', 'conv'],
  ['depthwise_conv_2d_nhwc_hwc', 'PPPPRR', 'd0, d1~d4, d2~d5, d3', 'd4, d5, d3', 'd0, d1, d2, d3', 'conv'],
  ['depthwise_conv_2d_nchw_chw', 'PPPPRR', 'd0, d3, d1~d4, d2~d5', 'd3, d4, d5', 'd0, d3, d1, d2', 'conv'],
  ['depthwise_conv_2d_nhwc_hwc_q', 'PPPPRR', 'd0, d1~d4, d2~d5, d3', 'd4, d5, d3', 'd0, d1, d2, d3', 'conv_q'],
  ['depthwise_conv_2d_nhwc_hwcm', 'PPPPPRR', 'd0, d1~d5, d2~d6, d3', 'd5, d6, d3, d4', 'd0, d1, d2, d3, d4', 'conv'],
  ['depthwise_conv_2d_nhwc_hwcm_q', 'PPPPPRR', 'd0, d1~d5, d2~d6, d3', 'd5, d6, d3, d4', 'd0, d1, d2, d3, d4', 'conv_q'],
  ['depthwise_conv_3d_ndhwc_dhwc', 'PPPPRRRP', 'd0, d1~d4, d2~d5, d3~d6, d7', 'd4, d5, d6, d7', 'd0, d1, d2, d3, d7', 'conv'],
  ['depthwise_conv_3d_ncdhw_cdhw', 'PPPPRRRP', 'd0, d7, d1~d4, d2~d5, d3~d6', 'd7, d4, d5, d6', 'd0, d7, d1, d2, d3', 'conv'],
  ['depthwise_conv_3d_ndhwc_dhwcm', 'PPPPPRRRP', 'd0, d1~d5, d2~d6, d3~d7, d8', 'd5, d6, d7, d8, d4', 'd0, d1, d2, d3, d8, d4', 'conv'],
  ['pooling_nhwc_sum', 'PPPPRR', 'd0, d1~d4, d2~d5, d3', 'd4, d5', 'd0, d1, d2, d3', 'sum'],
  ['pooling_nchw_sum', 'PPPPRR', 'd0, d1, d2~d4, d3~d5', 'd4, d5', 'd0, d1, d2, d3', 'sum'],
  ['pooling_nhwc_max', 'PPPPRR', 'd0, d1~d4, d2~d5, d3', 'd4, d5', 'd0, d1, d2, d3', 'max'],
  ['pooling_nhwc_max_unsigned', 'PPPPRR', 'd0, d1~d4, d2~d5, d3', 'd4, d5', 'd0, d1, d2, d3', 'max_unsigned'],
  ['pooling_nchw_max', 'PPPPRR', 'd0, d1, d2~d4, d3~d5', 'd4, d5', 'd0, d1, d2, d3', 'max'],
  ['pooling_nhwc_min', 'PPPPRR', 'd0, d1~d4, d2~d5, d3', 'd4, d5', 'd0, d1, d2, d3', 'min'],
  ['pooling_nhwc_min_unsigned', 'PPPPRR', 'd0, d1~d4, d2~d5, d3', 'd4, d5', 'd0, d1, d2, d3', 'min_unsigned'],
  ['pooling_nwc_sum', 'PPPR', 'd0, d1~d3, d2', 'd3', 'd0, d1, d2', 'sum'],
  ['pooling_ncw_sum', 'PPPR', 'd0, d1, d2~d3', 'd3', 'd0, d1, d2', 'sum'],
  ['pooling_nwc_max', 'PPPR', 'd0, d1~d3, d2', 'd3', 'd0, d1, d2', 'max'],
  ['pooling_nwc_max_unsigned', 'PPPR', 'd0, d1~d3, d2', 'd3', 'd0, d1, d2', 'max_unsigned'],
  ['pooling_ncw_max', 'PPPR', 'd0, d1, d2~d3', 'd3', 'd0, d1, d2', 'max'],
  ['pooling_nwc_min', 'PPPR', 'd0, d1~d3, d2', 'd3', 'd0, d1, d2', 'min'],
  ['pooling_nwc_min_unsigned', 'PPPR', 'd0, d1~d3, d2', 'd3', 'd0, d1, d2', 'min_unsigned'],
  ['pooling_ndhwc_sum', 'PPPPPRRR', 'd0, d1~d5, d2~d6, d3~d7, d4', 'd5, d6, d7', 'd0, d1, d2, d3, d4', 'sum'],
  ['pooling_ndhwc_max', 'PPPPPRRR', 'd0, d1~d5, d2~d6, d3~d7, d4', 'd5, d6, d7', 'd0, d1, d2, d3, d4', 'max'],
  ['pooling_ndhwc_min', 'PPPPPRRR', 'd0, d1~d5, d2~d6, d3~d7, d4', 'd5, d6, d7', 'd0, d1, d2, d3, d4', 'min'],
];

/** `RankedI64ElementsAttr<[n]>`: a dense i64 tensor of n elements. */
function i64Elements(n: number): AttrConstraint<DenseElementsAttr> {
  // Any shaped type of that shape (upstream takes `dense<1> : vector<1xi64>` too).
  const check = (a: Attribute): a is DenseElementsAttr => a instanceof DenseElementsAttr && a.type.shape !== undefined
    && a.type.shape.length === 1 && a.type.shape[0] === n && a.elementType === i64;
  // Stored as upstream's DenseIntElementsAttr: dense elements of integers or indices.
  const storage = (a: Attribute): boolean => a instanceof DenseElementsAttr && (a.elementType instanceof IntegerType || a.elementType instanceof IndexType);
  return { description: `64-bit signless int elements attribute of shape [${n}]`, check, storage };
}

/** The entries of `strides` or `dilations`, 1 when absent. */
function windowParams(op: Operation, name: string, n: number): number[] {
  const a = op.getAttr(name);
  if (!(a instanceof DenseElementsAttr)) return new Array<number>(n).fill(1);
  return Array.from({ length: n }, (_, i) => Number(a.at(i)));
}

/**
 * The maps of a row: its dims text with each `a~b` made `a * s(2k) + b * s(2k+1)`, then the
 * symbols replaced by the strides and dilations and the results simplified (upstream's
 * getIndexingMaps with the symbol bindings of OpDSL).
 */
function rowMaps(row: Row, op: Operation): AffineMap[] {
  const [, loops, input, kernel, output, body] = row;
  const dims = Array.from({ length: loops.length }, (_, i) => `d${i}`).join(', ');
  let k = 0;
  const spatial = (text: string) => text.replace(/(d\d+)~(d\d+)/g, (_, a: string, b: string) => `${a} * s${2 * k} + ${b} * s${2 * k++ + 1}`);
  const results = [spatial(input), kernel, ...(body === 'conv_q' ? ['', ''] : []), output];
  const n = k;
  const syms = Array.from({ length: 2 * n }, (_, i) => `s${i}`).join(', ');
  const strides = windowParams(op, 'strides', n), dilations = windowParams(op, 'dilations', n);
  const bindings: AffineExpr[] = [];
  for (let i = 0; i < n; i++) bindings.push(getAffineConstantExpr(strides[i]!), getAffineConstantExpr(dilations[i]!));
  return results.map((r) => {
    const m = parseAffineMap(`(${dims})${n ? `[${syms}]` : ''} -> (${r})`);
    if (!(m instanceof AffineMap)) throw new Error(`bad map for ${row[0]}: ${m.message}`);
    return simplifyAffineMap(m.replaceDimsAndSymbols([], bindings, m.numDims, 0));
  });
}

const REDUCER: Record<'sum' | 'max' | 'min' | 'max_unsigned' | 'min_unsigned', BinaryFn> = {
  sum: 'add', max: 'max_signed', min: 'min_signed', max_unsigned: 'max_unsigned', min_unsigned: 'min_unsigned',
};

function payload(body: Body) {
  return (pb: PayloadBuilder, args: readonly Value[]): Value[] => {
    const out = args[args.length - 1]!, t = out.type;
    const i = args[0]!, k = args[1]!;
    switch (body) {
      case 'conv': return [pb.binary('add', out, pb.binary('mul', pb.cast(t, i, false), pb.cast(t, k, false)))];
      case 'conv_q': {
        const x = pb.binary('sub', pb.cast(t, i, false), pb.cast(t, args[2]!, false));
        const y = pb.binary('sub', pb.cast(t, k, false), pb.cast(t, args[3]!, false));
        return [pb.binary('add', out, pb.binary('mul', x, y))];
      }
      default: {
        const unsigned = body.endsWith('unsigned');
        return [pb.binary(REDUCER[body], out, pb.cast(t, i, unsigned))];
      }
    }
  };
}

function convolutionOp(row: Row): OpDef {
  const [name, loops, input, , , body] = row;
  const n = (input.match(/~/g) ?? []).length;
  const iterators = [...loops].map((c): IteratorType => (c === 'P' ? 'parallel' : 'reduction'));
  const attrs: Record<string, AttrSpec> = n ? { strides: optionalAttr(i64Elements(n)), dilations: optionalAttr(i64Elements(n)) } : {};
  return namedOp(`linalg.${name}`, attrs, {
    summary: body.startsWith('conv') ? 'Performs a convolution.' : 'Performs pooling.',
    maps: (op) => rowMaps(row, op),
    iterators: () => iterators,
    memoize: true,
    regionArgs: body === 'conv_q' ? 5 : 3,
    payload: payload(body),
    verify: verifyConvolutionInterface,
  });
}

export const convolutionOps: readonly OpDef[] = CONVOLUTIONS.map(convolutionOp);
