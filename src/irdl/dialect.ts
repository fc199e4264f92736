/**
 * A dialect: a name, its ops, parse hooks for its types and attributes, its canonicalization
 * patterns, how to make a constant op from a folded value, and its inliner interface.
 */
import type { Dialect } from '../ir/context.js';
import type { OpInfo } from '../ir/opinfo.js';
import type { AsmParser } from '../ir/asm.js';
import type { Type } from '../ir/types.js';
import type { Attribute } from '../ir/attributes.js';
import type { Location } from '../ir/location.js';
import type { Operation } from '../ir/operation.js';
import type { Builder } from '../ir/builder.js';
import type { RewritePattern } from '../rewrite/pattern.js';
import type { DialectInlinerInterface } from './inliner.js';

export interface DialectSpec {
  readonly name: string;
  readonly ops: readonly OpInfo[];
  parseType?(p: AsmParser): Type;
  parseAttribute?(p: AsmParser, type?: Type): Attribute;
  /** Patterns the `canonicalize` pass applies (in addition to folding). */
  readonly canonicalizationPatterns?: readonly RewritePattern[];
  /** Creates a constant op of this dialect holding `value` (for folding), or undefined. */
  materializeConstant?(b: Builder, value: Attribute, type: Type, loc: Location): Operation | undefined;
  /** What the `inline` pass may do with this dialect's ops; without it they are never inlined. */
  readonly inliner?: DialectInlinerInterface;
}

export type ComcoDialect = Dialect & DialectSpec;

export function defineDialect(spec: DialectSpec): ComcoDialect {
  for (const op of spec.ops) {
    if (!op.name.startsWith(`${spec.name}.`)) throw new Error(`op '${op.name}' does not belong to dialect '${spec.name}'`);
  }
  return spec;
}

/** The irdl view of a loaded dialect (patterns and constant materialization), when it has one. */
export function asComcoDialect(d: Dialect | undefined): ComcoDialect | undefined {
  return d as ComcoDialect | undefined;
}
