/** Hex strings as MLIR writes blobs and dense data: `0x` then two upper-case digits per byte. */

/** Each byte's two upper-case hex digits. */
export const HEX_BYTE: readonly string[] = Array.from({ length: 256 }, (_, b) => b.toString(16).toUpperCase().padStart(2, '0'));

/** `0x...` of `bytes`. */
export function toHex(bytes: Iterable<number>): string {
  let out = '0x';
  for (const b of bytes) out += HEX_BYTE[b & 0xff]!;
  return out;
}

/** The bytes of `0x...` (digits of either case, an even number of them); undefined otherwise. */
export function fromHex(text: string): Uint8Array | undefined {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(text)) return undefined;
  return Uint8Array.from(Buffer.from(text.slice(2), 'hex'));
}
