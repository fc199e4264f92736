/**
 * Resources: data kept out of line, in the file's `{-# ... #-}` metadata dictionary, and the
 * builtin attribute that refers to it.
 *
 * ```mlir
 * %0 = arith.constant dense_resource<blob1> : tensor<2xi32>
 * {-#
 *   dialect_resources: {
 *     builtin: {
 *       blob1: "0x040000000100000002000000"
 *     }
 *   }
 * #-}
 * ```
 * A blob is written as hex: its alignment as 4 little-endian bytes, then its data.
 */
import { ElementsAttr } from './attributes.js';
import type { AsmSink } from './sink.js';
import { FloatType, IndexType, IntegerType, type ShapedType } from './types.js';
import { fromBits } from '../support/float.js';
import { fromHex, toHex } from '../support/hex.js';
import { escapeString, isBareIdentifier } from '../support/text.js';

export interface ResourceBlob {
  readonly alignment: number;
  readonly data: Uint8Array;
}

/**
 * A resource key of one parse (upstream's DenseResourceElementsHandle). Attributes naming the
 * same key share the handle; the metadata dictionary, read at the end of the file, gives it its
 * blob. A key with no entry has no blob and prints no entry.
 */
export class ResourceHandle {
  blob: ResourceBlob | undefined;
  constructor(readonly key: string) {}
}

/** `dense_resource<key> : type`. */
export class DenseResourceElementsAttr extends ElementsAttr {
  private constructor(readonly handle: ResourceHandle, readonly type: ShapedType) { super(); }
  static get(handle: ResourceHandle, type: ShapedType): DenseResourceElementsAttr {
    return new DenseResourceElementsAttr(handle, type);
  }
  override printWithoutType(s: AsmSink): void {
    s.resource?.(this.handle);
    s.write(`dense_resource<${keywordOrString(this.handle.key)}>`);
  }
}

export const keywordOrString = (key: string): string => (isBareIdentifier(key) ? key : `"${escapeString(key)}"`);

/** A value of an external resource group: what mlir-opt keeps of resources no dialect owns. */
export type ExternalResourceValue = boolean | string | ResourceBlob;

/** Per parse: the `external_resources` groups of the metadata dictionary, kept to be printed
 * back, as mlir-opt's fallback resource map does. */
export class FileResources {
  readonly external = new Map<string, Map<string, ExternalResourceValue>>();
}

/** `"0x..."`: the alignment (4 bytes, little-endian) then the data, in upper-case hex. */
export function blobToHex(blob: ResourceBlob): string {
  const a = blob.alignment;
  return toHex([a & 0xff, (a >>> 8) & 0xff, (a >>> 16) & 0xff, (a >>> 24) & 0xff, ...blob.data]);
}

/** Reads a blob's hex string; a message saying what is wrong otherwise. */
export function blobFromHex(text: string, key: string): ResourceBlob | string {
  const bad = `expected hex string blob for key '${key}'`;
  const bytes = fromHex(text);
  if (!bytes) return bad;
  if (bytes.length < 4) return `${bad} to encode alignment in first 4 bytes`;
  const alignment = (bytes[0]! | (bytes[1]! << 8) | (bytes[2]! << 16) | (bytes[3]! << 24)) >>> 0;
  if (alignment === 0 || (alignment & (alignment - 1)) !== 0) {
    return `${bad} to encode alignment in first 4 bytes, but got non-power-of-2 value: ${alignment}`;
  }
  return { alignment, data: bytes.slice(4) };
}

/**
 * The elements of a `dense_resource` (row-major, little-endian): integers as bigints (signed,
 * i1 one byte each), floats as numbers; a message when the blob is missing, its element type
 * has no fixed byte size, or its size does not match the type.
 */
export function resourceElements(a: DenseResourceElementsAttr): (number | bigint)[] | string {
  const { handle, type } = a;
  if (!handle.blob) return `resource '${handle.key}' has no data`;
  if (!type.hasStaticShape) return `resource '${handle.key}' has a type of dynamic shape: ${type.key}`;
  const et = type.elementType;
  const bits = et instanceof IntegerType ? et.width : et instanceof IndexType ? 64 : et instanceof FloatType ? et.width : 0;
  const bytes = bits === 1 ? 1 : bits / 8;
  if (!Number.isInteger(bytes) || bytes === 0) return `resource elements of type ${et.key} are not supported`;
  const data = handle.blob.data, n = type.numElements;
  if (data.length !== n * bytes) return `resource '${handle.key}' holds ${data.length} bytes, but ${type.key} needs ${n * bytes}`;
  const out = new Array<number | bigint>(n);
  for (let i = 0; i < n; i++) {
    let v = 0n;
    for (let b = bytes - 1; b >= 0; b--) v = (v << 8n) | BigInt(data[i * bytes + b]!);
    out[i] = et instanceof FloatType ? fromBits(v, et.kind) : BigInt.asIntN(bits, v);
  }
  return out;
}
