/**
 * Locations are attributes, as in MLIR: `loc("f.mlir":3:5)`, `loc(unknown)`, `loc("name"(...))`,
 * `loc(callsite(a at b))`, `loc(fused[a, b])`, `loc(fused<#meta>[a, b])`.
 */
import { Attribute } from './attributes.js';
import type { AsmSink } from './sink.js';
import { escapeString } from '../support/text.js';

export abstract class Location extends Attribute {
  /** The body printed inside `loc(...)`. */
  abstract printBody(s: AsmSink): void;
  print(s: AsmSink): void { s.write('loc('); this.printBody(s); s.write(')'); }
  /** The first file position this location leads to, for diagnostics. */
  abstract get filePos(): FileLineColLoc | undefined;
}

export class UnknownLoc extends Location {
  private constructor() { super(); }
  static readonly instance = new UnknownLoc();
  printBody(s: AsmSink): void { s.write('unknown'); }
  get filePos(): FileLineColLoc | undefined { return undefined; }
}

export class FileLineColLoc extends Location {
  /** Every op the parser reads has one: the range fields live in a subclass, so the common
   * point location is three fields. */
  protected constructor(readonly file: string, readonly line: number, readonly col: number) { super(); }
  static get(file: string, line: number, col: number, endLine?: number, endCol?: number): FileLineColLoc {
    return endLine === undefined ? new FileLineColLoc(file, line, col) : new FileLineColRange(file, line, col, endLine, endCol!);
  }
  get endLine(): number | undefined { return undefined; }
  get endCol(): number | undefined { return undefined; }
  printBody(s: AsmSink): void {
    s.write(`"${escapeString(this.file)}":${this.line}:${this.col}`);
    if (this.endLine !== undefined) {
      s.write(this.endLine === this.line ? ` to :${this.endCol}` : ` to ${this.endLine}:${this.endCol}`);
    }
  }
  get filePos(): FileLineColLoc { return this; }
}

/** `"f.mlir":3:5 to 4:2`, `"f.mlir":3:5 to :9` */
class FileLineColRange extends FileLineColLoc {
  constructor(file: string, line: number, col: number, private readonly end: number, private readonly endColumn: number) {
    super(file, line, col);
  }
  override get endLine(): number { return this.end; }
  override get endCol(): number { return this.endColumn; }
}

export class NameLoc extends Location {
  private constructor(readonly name: string, readonly child: Location | undefined) { super(); }
  static get(name: string, child?: Location): NameLoc { return new NameLoc(name, child); }
  printBody(s: AsmSink): void {
    s.write(`"${escapeString(this.name)}"`);
    if (this.child && !(this.child instanceof UnknownLoc)) { s.write('('); s.loc(this.child); s.write(')'); }
  }
  get filePos(): FileLineColLoc | undefined { return this.child?.filePos; }
}

export class CallSiteLoc extends Location {
  private constructor(readonly callee: Location, readonly caller: Location) { super(); }
  static get(callee: Location, caller: Location): CallSiteLoc { return new CallSiteLoc(callee, caller); }
  printBody(s: AsmSink): void {
    s.write('callsite('); s.loc(this.callee); s.write(' at '); s.loc(this.caller); s.write(')');
  }
  get filePos(): FileLineColLoc | undefined { return this.callee.filePos ?? this.caller.filePos; }
}

export class FusedLoc extends Location {
  private constructor(readonly locations: readonly Location[], readonly metadata: Attribute | undefined) { super(); }
  static get(locations: readonly Location[], metadata?: Attribute): FusedLoc { return new FusedLoc(locations, metadata); }
  printBody(s: AsmSink): void {
    s.write('fused');
    if (this.metadata) { s.write('<'); s.attr(this.metadata); s.write('>'); }
    s.write('[');
    this.locations.forEach((l, i) => { if (i) s.write(', '); s.loc(l); });
    s.write(']');
  }
  get filePos(): FileLineColLoc | undefined {
    for (const l of this.locations) { const p = l.filePos; if (p) return p; }
    return undefined;
  }
}

export const unknownLoc = UnknownLoc.instance;
