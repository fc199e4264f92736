/**
 * The file metadata dictionary, `{-# dialect_resources: {...}, external_resources: {...} #-}`,
 * as upstream's Parser::parseFileMetadataDictionary: builtin blobs go to the handles that
 * `dense_resource<key>` attributes hold, external groups are kept (as mlir-opt's fallback map).
 */
import { Tok } from './lexer.js';
import type { AttrParser } from './attr-parser.js';
import type { Location } from '../ir/location.js';
import { type ExternalResourceValue, type FileResources, blobFromHex } from '../ir/resources.js';

export function parseFileMetadata(p: AttrParser, files: FileResources | undefined): void {
  p.consume();
  listUntil(p, Tok.FileMetadataEnd, () => {
    const keyLoc = p.currentLoc();
    const key = p.parseOptionalKeyword();
    if (key === undefined) throw p.fail('expected identifier key in file metadata dictionary');
    p.parsePunct(':');
    if (key === 'dialect_resources') groups(p, (name, nameLoc) => dialectGroup(p, name, nameLoc));
    else if (key === 'external_resources') groups(p, (name) => externalGroup(p, name, files));
    else throw p.fail(`unknown key '${key}' in file metadata dictionary`, keyLoc);
  });
}

/** Comma-separated entries up to `end` (which may come at once). */
function listUntil(p: AttrParser, end: Tok, each: () => void): void {
  if (p.consumeIf(end)) return;
  do each(); while (p.consumeIf(Tok.Comma));
  if (!p.consumeIf(end)) throw p.expected(`',' or ${end === Tok.RBrace ? "'}'" : "'#-}'"}`);
}

/** `{ name: { ... }, ... }` */
function groups(p: AttrParser, body: (name: string, nameLoc: Location) => void): void {
  if (!p.is(Tok.LBrace)) throw p.expected("'{'");
  p.consume();
  listUntil(p, Tok.RBrace, () => {
    const nameLoc = p.currentLoc();
    const name = p.parseOptionalKeyword();
    if (name === undefined) throw p.fail("expected identifier key for 'resource' entry");
    p.parsePunct(':');
    if (!p.is(Tok.LBrace)) throw p.expected("'{'");
    p.consume();
    body(name, nameLoc);
  });
}

function dialectGroup(p: AttrParser, name: string, nameLoc: Location): void {
  if (!p.ctx.getDialect(name)) throw p.fail(`dialect '${name}' is unknown`, nameLoc);
  listUntil(p, Tok.RBrace, () => {
    const keyLoc = p.currentLoc();
    const key = p.parseOptionalKeywordOrString();
    if (key === undefined) throw p.fail("expected identifier key for 'resource' entry");
    p.parsePunct(':');
    // Only builtin (dense_resource) owns resources among comco's dialects.
    if (name !== 'builtin') throw p.fail(`unexpected 'resource' section for dialect '${name}'`, keyLoc);
    const valueLoc = p.currentLoc();
    const value = entryValue(p, key);
    if (typeof value !== 'object') throw p.fail(`expected hex string blob for key '${key}'`, valueLoc);
    p.resourceHandle(key).blob = value;
  });
}

function externalGroup(p: AttrParser, name: string, files: FileResources | undefined): void {
  let group = files?.external.get(name);
  listUntil(p, Tok.RBrace, () => {
    const key = p.parseOptionalKeywordOrString();
    if (key === undefined) throw p.fail("expected identifier key for 'external_resources' entry");
    p.parsePunct(':');
    const valueLoc = p.currentLoc();
    const value = entryValue(p, key);
    if (value === undefined) throw p.fail(`expected string value for key '${key}'`, valueLoc);
    if (files) {
      if (!group) { group = new Map(); files.external.set(name, group); }
      group.set(key, value);
    }
  });
}

/** One value token: `true`/`false`, a `"0x..."` blob, or a string; undefined for anything else
 * (the token is consumed, as upstream's). */
function entryValue(p: AttrParser, key: string): ExternalResourceValue | undefined {
  const loc = p.currentLoc();
  if (p.isKeyword('true') || p.isKeyword('false')) {
    const b = p.isKeyword('true');
    p.consume();
    return b;
  }
  if (!p.is(Tok.String)) { p.consume(); return undefined; }
  const s = p.parseOptionalString()!;
  if (!s.startsWith('0x')) return s;
  const blob = blobFromHex(s, key);
  if (typeof blob === 'string') throw p.fail(blob, loc);
  return blob;
}
