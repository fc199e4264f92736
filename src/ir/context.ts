/**
 * The context: which dialects and op kinds are known, and whether unknown ones are accepted. The
 * parser finds ops, dialect types and dialect attributes only through it.
 */
import type { Attribute } from './attributes.js';
import type { AsmParser } from './asm.js';
import type { OpInfo } from './opinfo.js';
import { unregisteredOpInfo } from './opinfo.js';
import type { Type } from './types.js';

export interface Dialect {
  readonly name: string;
  readonly ops: readonly OpInfo[];
  /** Parses a dialect type; the parser stands just after `!dialect.`. */
  parseType?(p: AsmParser): Type;
  /** Parses a dialect attribute; the parser stands just after `#dialect.`. */
  parseAttribute?(p: AsmParser, type?: Type): Attribute;
}

export class Context {
  allowUnregistered = false;
  private readonly dialects = new Map<string, Dialect>();
  private readonly ops = new Map<string, OpInfo>();

  constructor(dialects: readonly Dialect[] = []) {
    for (const d of dialects) this.register(d);
  }

  register(d: Dialect): void {
    if (this.dialects.has(d.name)) return;
    this.dialects.set(d.name, d);
    for (const op of d.ops) this.ops.set(op.name, op);
  }
  getDialect(name: string): Dialect | undefined { return this.dialects.get(name); }
  get loadedDialects(): Dialect[] { return [...this.dialects.values()]; }
  /** A registered op kind. */
  lookupOp(name: string): OpInfo | undefined { return this.ops.get(name); }
  get registeredOps(): OpInfo[] { return [...this.ops.values()]; }
  /** The op kind for `name`: registered, or an unregistered one when that is allowed. */
  opInfo(name: string): OpInfo | undefined {
    return this.ops.get(name) ?? (this.allowUnregistered ? unregisteredOpInfo(name) : undefined);
  }
}
