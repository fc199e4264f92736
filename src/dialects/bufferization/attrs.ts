/**
 * The bufferization dialect's discardable attributes, checked as upstream's
 * BufferizationDialect::verifyOperationAttribute / verifyRegionArgAttribute: on function
 * arguments `bufferization.writable` (a bool, not on external functions), `bufferization.access`
 * (none, read, write, read-write) and `bufferization.buffer_layout` (an affine map); on ops only
 * `bufferization.manual_deallocation`, on ops that allocate or free. Messages are upstream's
 * (including the name its fallback for unknown argument attributes gives).
 */
import { AffineMapAttr, type Attribute, IntegerAttr, StringAttr } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { IntegerType } from '../../ir/types.js';
import { registerDialectArgAttrVerifier, registerDialectAttrVerifier } from '../../ir/verifier.js';
import { ownEffects } from '../../rewrite/effects.js';
import { isFunctionLike } from '../func/function-syntax.js';

const WRITABLE = 'bufferization.writable';
const ACCESS = 'bufferization.access';
const LAYOUT = 'bufferization.buffer_layout';
const MANUAL_DEALLOCATION = 'bufferization.manual_deallocation';

const isBool = (a: Attribute): boolean => a instanceof IntegerAttr && a.type instanceof IntegerType && a.type.width === 1 && a.type.isSignless;
const isExternal = (op: Operation): boolean => op.regions[0]?.isEmpty ?? true;

registerDialectAttrVerifier('bufferization', (op, name) => {
  if (name === MANUAL_DEALLOCATION) {
    const effects = ownEffects(op) ?? [];
    if (!effects.includes('alloc') && !effects.includes('free')) {
      throw opError(op, `attribute '${MANUAL_DEALLOCATION}' can be used only on ops that have an allocation and/or free side effect`);
    }
    return;
  }
  throw errorOn(op, `attribute '"${name}"' not supported as an op attribute by the bufferization dialect`);
});

registerDialectArgAttrVerifier('bufferization', (op, _argIndex, name, value) => {
  const onFunctions = (attr: string) => {
    if (!isFunctionLike(op)) throw errorOn(op, `expected '${attr}' to be used on function-like operations`);
  };
  if (name === WRITABLE) {
    if (!isBool(value)) throw errorOn(op, `'${WRITABLE}' is expected to be a boolean attribute`);
    onFunctions(WRITABLE);
    if (isExternal(op)) throw errorOn(op, `'${WRITABLE}' is invalid on external functions`);
    return;
  }
  if (name === ACCESS) {
    if (!(value instanceof StringAttr)) throw errorOn(op, `'${ACCESS}' is expected to be a string attribute`);
    if (!['none', 'read', 'write', 'read-write'].includes(value.value)) throw errorOn(op, `invalid value for '${ACCESS}'`);
    onFunctions(ACCESS);
    return;
  }
  if (name === LAYOUT) {
    if (!(value instanceof AffineMapAttr)) throw errorOn(op, `'${LAYOUT}' is expected to be a affine map attribute`);
    onFunctions(LAYOUT);
    return;
  }
  throw errorOn(op, `attribute '${LAYOUT}' not supported as a region arg attribute by the bufferization dialect`);
});
