/**
 * Device code containers: `gpu.module` (a symbol table the host refers into), `gpu.func` (a
 * device function, a kernel when marked `kernel`) and its terminator `gpu.return`.
 */
import type { OpAsmPrinter } from '../../ir/asm.js';
import { ArrayAttr, type Attribute, DenseArrayAttr, StringAttr, TypeAttr, UnitAttr } from '../../ir/attributes.js';
import type { Builder } from '../../ir/builder.js';
import { Region } from '../../ir/region.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { symbolName } from '../../ir/symbols.js';
import {
  AffineScope, AutomaticAllocationScope, CallableOpTrait, GraphRegion, IsolatedFromAbove, NoRegionArguments,
  NoTerminator, Pure, SingleBlock, SymbolTableTrait, SymbolTrait, Terminator, hasParent,
} from '../../ir/traits.js';
import { FunctionType, IntegerType, type Type } from '../../ir/types.js';
import type { BlockArgument } from '../../ir/value.js';
import {
  AnyAttr, AnyType, type AttrConstraint, DenseI32ArrayAttr, DictArrayAttr, FunctionTypeAttr, SymbolNameAttr, storedAs,
} from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { optionalAttr, region, sizedRegion, variadic } from '../../irdl/spec.js';
import { functionType, parseFunctionOp, printFunctionSignature, verifyFunctionAttrs } from '../func/function-syntax.js';
import { privateSpace, workgroupSpace } from './attrs.js';
import {
  WORKGROUP_ATTRIBUTIONS, attributionCount, numWorkgroupAttributions, parseAttributions, printAttributions,
  verifyAttributions,
} from './attributions.js';

/** The unit attribute that makes a function launchable from the host. */
export const KERNEL_ATTR = 'gpu.kernel';

/** `[#nvvm.target, ...]`: parsed as any attributes (comco has no target dialects to check them). */
const TargetArrayC: AttrConstraint<ArrayAttr> = {
  storage: storedAs(ArrayAttr),
  description: 'array of GPU target attributes with at least 1 elements',
  check: (a): a is ArrayAttr => a instanceof ArrayAttr && a.length > 0,
  parseInFormat: (p) => p.parseAttribute() as ArrayAttr,
  parseOptionalInFormat: (p) => (p.peekPunct('[') ? p.parseAttribute() as ArrayAttr : undefined),
};

/** `<#gpu.select_object<1>>`-style handlers: any attribute (comco has none of upstream's kinds). */
const OffloadingHandlerC: AttrConstraint = {
  ...AnyAttr,
  description: 'any attribute with the `OffloadingTranslationAttrTrait` trait.',
};

/**
 * A compilation unit of device code; host code names its kernels `@module::@kernel`.
 *
 * ```mlir
 * gpu.module @kernels {
 *   gpu.func @k() kernel { gpu.return }
 * }
 * ```
 */
export const GPUModuleOp = defineOp({
  name: 'gpu.module',
  summary: 'A top level compilation unit containing code to be run on a GPU.',
  attributes: {
    sym_name: SymbolNameAttr,
    targets: optionalAttr(TargetArrayC),
    offloadingHandler: optionalAttr(OffloadingHandlerC),
  },
  regions: { bodyRegion: sizedRegion(1) },
  traits: [IsolatedFromAbove, NoRegionArguments, SymbolTableTrait, SymbolTrait, SingleBlock, NoTerminator, GraphRegion],
  format: '$sym_name (`<` $offloadingHandler^ `>`)? ($targets^)? attr-dict-with-keyword $bodyRegion',
});

/** Upstream's GPU_OptionalDimSizeHintAttr: three i32 launch sizes. */
const DimSizeHintC: AttrConstraint<DenseArrayAttr> = {
  description: 'i32 dense array attribute with 3 elements (if present)',
  check: (a): a is DenseArrayAttr => a instanceof DenseArrayAttr && a.elementType instanceof IntegerType
    && a.elementType.width === 32 && a.length === 3,
  storage: DenseI32ArrayAttr.storage!,
};

/** The entry block arguments of a gpu.func that are workgroup buffers. */
export function funcWorkgroupAttributions(op: Operation): BlockArgument[] {
  const body = op.regions[0];
  if (!body || body.isEmpty) return [];
  const first = functionType(op).inputs.length;
  return body.front.args.slice(first, first + numWorkgroupAttributions(op));
}
/** The entry block arguments of a gpu.func that are private buffers (after the workgroup ones). */
export function funcPrivateAttributions(op: Operation): BlockArgument[] {
  const body = op.regions[0];
  if (!body || body.isEmpty) return [];
  return body.front.args.slice(functionType(op).inputs.length + numWorkgroupAttributions(op));
}
export const isKernel = (op: Operation): boolean => op.getAttr(KERNEL_ATTR) instanceof UnitAttr;

const FUNC_ELIDED = [
  'sym_name', WORKGROUP_ATTRIBUTIONS, KERNEL_ATTR, 'function_type', 'arg_attrs', 'res_attrs',
  'workgroup_attrib_attrs', 'private_attrib_attrs',
];

function printGpuFunc(op: Operation, p: OpAsmPrinter): void {
  p.write(' ');
  p.printSymbolName(symbolName(op) ?? '');
  printFunctionSignature(op, p);
  printAttributions(p, 'workgroup', funcWorkgroupAttributions(op), op.getAttr('workgroup_attrib_attrs'));
  printAttributions(p, 'private', funcPrivateAttributions(op), op.getAttr('private_attrib_attrs'));
  if (isKernel(op)) p.write(' kernel');
  p.printOptionalAttrDictWithKeyword(p.opAttrs(op), FUNC_ELIDED);
  p.write(' ');
  p.printRegion(op.regions[0]!, { printEntryBlockArgs: false, printBlockTerminators: true });
}

/**
 * A function that runs on the device; with `kernel`, an entry point for gpu.launch_func. Its
 * entry block takes the arguments, then the workgroup and private buffers.
 *
 * ```mlir
 * gpu.func @k(%arg0: memref<32xf32>) workgroup(%arg1 : memref<32xf32, #gpu.address_space<workgroup>>) kernel {
 *   gpu.return
 * }
 * ```
 */
export const GPUFuncOp = defineOp({
  name: 'gpu.func',
  summary: 'Function executable on a GPU',
  attributes: {
    function_type: FunctionTypeAttr,
    arg_attrs: optionalAttr(DictArrayAttr),
    res_attrs: optionalAttr(DictArrayAttr),
    workgroup_attrib_attrs: optionalAttr(DictArrayAttr),
    private_attrib_attrs: optionalAttr(DictArrayAttr),
    known_block_size: optionalAttr(DimSizeHintC),
    known_grid_size: optionalAttr(DimSizeHintC),
  },
  regions: { body: region() },
  traits: [hasParent('gpu.module'), AutomaticAllocationScope, IsolatedFromAbove, AffineScope, SymbolTrait, CallableOpTrait],
}, {
  parse(p, state) {
    const loc = p.currentLoc();
    if (p.parseOptionalKeyword() !== undefined) throw p.error("expected valid '@'-identifier for symbol name", loc);
    parseFunctionOp(p, state, {
      afterSignature(p, state, args, signatureLoc) {
        const ft = state.attributes.get('function_type');
        const nInputs = ft instanceof TypeAttr && ft.value instanceof FunctionType ? ft.value.inputs.length : args.length;
        if (nInputs > 0 && args.length === 0) throw p.error('gpu.func requires named arguments', signatureLoc);
        const workgroup = parseAttributions(p, 'workgroup', args, true);
        state.attributes.set(WORKGROUP_ATTRIBUTIONS, attributionCount(args.length - nInputs));
        if (workgroup) state.attributes.set('workgroup_attrib_attrs', workgroup);
        const priv = parseAttributions(p, 'private', args, true);
        if (priv) state.attributes.set('private_attrib_attrs', priv);
        if (p.parseOptionalKeyword('kernel') !== undefined) state.attributes.set(KERNEL_ATTR, UnitAttr.instance);
      },
      repeated: 'duplicate',
    });
  },
  print: printGpuFunc,
  verify(op) {
    const ft = functionType(op);
    if (isKernel(op) && ft.results.length !== 0) throw opError(op, 'expected void return type for kernel function');
    verifyFunctionAttrs(op);
    if (op.body.isEmpty) throw opError(op, 'expected body with at least one block');
    const entry = op.body.front;
    const needed = ft.inputs.length + numWorkgroupAttributions(op);
    if (entry.numArguments < needed) throw opError(op, `expected at least ${needed} arguments to body region`);
    ft.inputs.forEach((t, i) => {
      const got = entry.getArgument(i).type;
      if (got !== t) throw opError(op, `expected body region argument #${i} to be of type '${t.key}', got '${got.key}'`);
    });
    verifyAttributions(op, funcWorkgroupAttributions(op), workgroupSpace);
    verifyAttributions(op, funcPrivateAttributions(op), privateSpace);
  },
});

/**
 * Returns from a gpu.func.
 *
 * ```mlir
 * gpu.return %0 : f32
 * ```
 */
export const ReturnOp = defineOp({
  name: 'gpu.return',
  summary: 'Terminator for GPU functions.',
  // upstream's `operands` would shadow Operation.operands
  operands: { values: variadic(AnyType) },
  traits: [hasParent('gpu.func'), Pure, Terminator],
  format: 'attr-dict ($values^ `:` type($values))?',
}, {
  verify(op) {
    const fn = op.parentOp!;
    const results = functionType(fn).results;
    if (results.length !== op.numOperands) {
      throw opError(op, `expected ${results.length} result operands`).note('return type declared here', fn.loc);
    }
    op.operands.forEach((v, i) => {
      if (v.type !== results[i]) throw opError(op, `unexpected type \`'${v.type.key}'' for operand #${i}`);
    });
  },
});

/** Creates an empty gpu.module (one empty block, as upstream's builder). */
export function buildGPUModuleOp(b: Builder, name: string): GPUModuleOpT {
  const body = new Region();
  body.addBlock();
  return GPUModuleOp.build(b, { sym_name: StringAttr.get(name), regions: [body] });
}

export interface GPUFuncBuildArgs {
  readonly name: string;
  readonly type: FunctionType;
  readonly workgroupAttributions?: readonly Type[];
  readonly privateAttributions?: readonly Type[];
  readonly kernel?: boolean;
  /** Further discardable attributes (`gpu.known_block_size`...). */
  readonly extraAttrs?: Iterable<readonly [string, Attribute]>;
}

/**
 * Creates a gpu.func whose entry block takes the arguments then the buffers, as upstream's
 * builder; the body is left for the caller to fill (and end with gpu.return).
 */
export function buildGPUFuncOp(b: Builder, a: GPUFuncBuildArgs): GPUFuncOpT {
  const body = new Region();
  const entry = body.addBlock();
  for (const t of [...a.type.inputs, ...(a.workgroupAttributions ?? []), ...(a.privateAttributions ?? [])]) entry.addArgument(t, b.loc);
  const extra: [string, Attribute][] = [
    ['sym_name', StringAttr.get(a.name)],
    [WORKGROUP_ATTRIBUTIONS, attributionCount(a.workgroupAttributions?.length ?? 0)],
  ];
  if (a.kernel) extra.push([KERNEL_ATTR, UnitAttr.instance]);
  return GPUFuncOp.build(b, { function_type: TypeAttr.get(a.type), regions: [body], extraAttrs: [...extra, ...(a.extraAttrs ?? [])] });
}

type GPUModuleOpT = ReturnType<typeof GPUModuleOp.build>;
type GPUFuncOpT = ReturnType<typeof GPUFuncOp.build>;
export type { GPUFuncOpT, GPUModuleOpT };
