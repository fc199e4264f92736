/**
 * The gpu dialect's types: `!gpu.async.token`, the handle that orders asynchronous GPU work
 * (`%t = gpu.wait async`), and the constraints op definitions use for it; `!gpu.mma_matrix` is in
 * mma.ts.
 */
import type { AsmParser } from '../../ir/asm.js';
import type { AsmSink } from '../../ir/sink.js';
import { DialectType, type Type } from '../../ir/types.js';
import { typeConstraint } from '../../irdl/constraints.js';
import { parseMMAMatrixBody } from './mma.js';

/** `!gpu.async.token`: carries no data, only the ordering between asynchronous ops. */
export class AsyncTokenType extends DialectType {
  readonly dialect = 'gpu';
  private constructor() { super(); }
  static readonly instance: AsyncTokenType = DialectType.uniqued(new AsyncTokenType());
  static get(): AsyncTokenType { return AsyncTokenType.instance; }
  printBody(s: AsmSink): void { s.write('async.token'); }
}

export const asyncToken = AsyncTokenType.instance;

/** Async dependencies: a fixed type, so formats leave it out. */
export const AsyncTokenC = typeConstraint('async token type', (t) => t === asyncToken, asyncToken);
/**
 * The optional `async` result. Not buildable on purpose: the format parser would otherwise give
 * every op a token result; the AsyncDependencies directive says whether there is one.
 */
export const AsyncTokenResultC = typeConstraint('async token type', (t) => t === asyncToken);

/** Parses the part of a gpu type after `!gpu.`. */
export function parseGpuType(p: AsmParser): Type {
  const loc = p.currentLoc();
  const kw = p.parseKeywordOrString();
  if (kw === 'async.token') return asyncToken;
  if (kw === 'mma_matrix') return parseMMAMatrixBody(p, loc);
  throw p.error(`unknown gpu type: ${kw}`, loc);
}
