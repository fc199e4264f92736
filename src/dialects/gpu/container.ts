/**
 * The checks upstream hangs on the gpu dialect's discardable attributes: a module marked
 * `gpu.container_module` must launch only kernels that exist, are kernels, and take the
 * arguments given; `gpu.known_block_size` / `gpu.known_grid_size` must be three i32 sizes.
 */
import { DenseArrayAttr, SymbolRefAttr, UnitAttr, type Attribute } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { SymbolTable, lookupSymbolIn } from '../../ir/symbols.js';
import { IntegerType } from '../../ir/types.js';
import { registerDialectAttrVerifier } from '../../ir/verifier.js';
import { functionType, isFunctionLike } from '../func/function-syntax.js';
import { CONTAINER_MODULE_ATTR, LaunchFuncOp, type LaunchFuncOpT } from './launch-func.js';
import { KERNEL_ATTR } from './module.js';

function verifyKnownLaunchSize(op: Operation, name: string, value: Attribute): void {
  if (!(value instanceof DenseArrayAttr) || !(value.elementType instanceof IntegerType) || value.elementType.width !== 32) {
    throw opError(op, `${name} must be a dense i32 array`);
  }
  if (value.length !== 3) throw opError(op, `${name} must contain exactly 3 elements`);
}


/** Checks one launch_func of a container module against the kernel it names. */
function verifyLaunch(module: Operation, table: SymbolTable, launch: LaunchFuncOpT): void {
  const kernel = launch.getAttr('kernel');
  // A missing or ill-typed kernel attribute is the op verifier's to report.
  if (!(kernel instanceof SymbolRefAttr)) return;
  const container = table.lookup(kernel.root);
  if (!container) throw opError(launch, `kernel container '${kernel.root}' is undefined`);
  if (container.name !== 'gpu.module') throw opError(launch, `kernel module '${kernel.root}' is undefined`);
  const fn = lookupSymbolIn(module, kernel);
  if (!fn) throw opError(launch, `kernel function '${kernel.key}' is undefined`);
  if (!isFunctionLike(fn)) {
    throw opError(launch, `referenced kernel '${kernel.key}' is not a function`).note('see the kernel definition here', fn.loc);
  }
  if (!(fn.getAttr(KERNEL_ATTR) instanceof UnitAttr)) throw opError(launch, `kernel function is missing the '${KERNEL_ATTR}' attribute`);
  // Kernels that are not gpu.funcs may have had their types converted already.
  if (fn.name !== 'gpu.func') return;
  const inputs = functionType(fn).inputs;
  const actual = launch.kernelOperands;
  if (actual.length !== inputs.length) throw opError(launch, `got ${actual.length} kernel operands but expected ${inputs.length}`);
  inputs.forEach((t, i) => {
    if (actual[i]!.type !== t) throw opError(launch, `type of function argument ${i} does not match`);
  });
}

function verifyContainerModule(op: Operation): void {
  if (op.name !== 'builtin.module') {
    throw errorOn(op, `expected '${CONTAINER_MODULE_ATTR}' attribute to be attached to 'builtin.module'`);
  }
  const table = new SymbolTable(op);
  op.walk((inner) => {
    // Only launches directly inside the module's functions, as upstream.
    if (LaunchFuncOp.is(inner) && inner.parentOp?.parentOp === op) verifyLaunch(op, table, inner);
  });
}

registerDialectAttrVerifier('gpu', (op, name, value) => {
  if (name === 'gpu.known_block_size' || name === 'gpu.known_grid_size') { verifyKnownLaunchSize(op, name, value); return; }
  if (name === CONTAINER_MODULE_ATTR && value instanceof UnitAttr) verifyContainerModule(op);
});
