/**
 * Operations, blocks and regions, in generic and custom form (custom forms through each op's
 * `parse` hook, which sees this class as its OpAsmParser).
 */
import { Tok } from './lexer.js';
import { AttrParser } from './attr-parser.js';
import { SSAScopes, SSAUse } from './scopes.js';
import { parseFileMetadata } from './resources.js';
import type { Argument, Delimiter, OpAsmParser, OperationState, UnresolvedOperand } from '../ir/asm.js';
import { type Attribute, DictionaryAttr } from '../ir/attributes.js';
import { Block } from '../ir/block.js';
import type { Context } from '../ir/context.js';
import { type DiagnosticError, errorAt } from '../ir/diagnostics.js';
import { Location } from '../ir/location.js';
import type { OpInfo } from '../ir/opinfo.js';
import type { FileResources } from '../ir/resources.js';
import { Operation } from '../ir/operation.js';
import { Region } from '../ir/region.js';
import { FunctionType, type Type } from '../ir/types.js';
import type { Value } from '../ir/value.js';
import type { AffineExpr } from '../ir/affine/expr.js';
import type { AffineMap } from '../ir/affine/map.js';
import { AffineParseError, parseAffineExprOfSSAIds, parseAffineMapOfSSAIds } from '../ir/affine/parse.js';

interface BlockEntry { block: Block; defined: boolean; useLoc: Location; }

/** An SSA use read by the affine expression parser, located from its text offset on demand. */
class AffineSSAUse implements UnresolvedOperand {
  readonly name: string;
  readonly number: number;
  constructor(spelling: string, private readonly parser: OpParser, private readonly offset: number) {
    const hash = spelling.indexOf('#');
    this.name = hash < 0 ? spelling : spelling.slice(0, hash);
    this.number = hash < 0 ? 0 : Number(spelling.slice(hash + 1));
  }
  get loc(): Location { return this.parser.locOfOffset(this.offset); }
}
interface ResultBinding { name: string; count: number; use: SSAUse; }
interface PendingLoc { name: string; useLoc: Location; apply: (l: Location) => void; }

const MAX_REGION_NESTING = 256;

export class OpParser extends AttrParser implements OpAsmParser {
  private regionDepth = 0;
  private readonly ssa = new SSAScopes();
  private readonly blockScopes: Map<string, BlockEntry>[] = [];
  private readonly defaultDialects: string[] = ['builtin'];
  private readonly pendingLocs: PendingLoc[] = [];
  /** Per op being parsed: where its name was, and how many results the source binds. */
  private readonly opStack: { nameLoc: Location; numResults: number; info: OpInfo; custom: boolean }[] = [];

  /** `files`: where the metadata dictionary's external resources go (kept to be printed back). */
  constructor(text: string, fileName: string, ctx: Context, firstLine = 1, private readonly files?: FileResources) {
    super(text, fileName, ctx, firstLine);
  }

  // ---- top level ----
  /** Parses the whole input into `block`; returns when EOF is reached. */
  parseTopLevel(block: Block): void {
    this.blockScopes.push(new Map());
    while (!this.is(Tok.EOF)) {
      switch (this.lex.kind) {
        case Tok.HashId: this.parseAttrAliasDef(); break;
        case Tok.BangId: this.parseTypeAliasDef(); break;
        case Tok.FileMetadataBegin: parseFileMetadata(this, this.files); break;
        default: this.parseOperationInto(block);
      }
    }
    this.ssa.finish();
    this.resolvePendingLocs();
  }

  private parseAttrAliasDef(): void {
    const name = this.spelling.slice(1);
    const loc = this.currentLoc();
    if (name.includes('.')) throw this.fail('attribute names with a \'.\' are reserved for dialect-defined names', loc);
    this.consume();
    if (this.attrAliases.has(name)) throw this.fail(`redefinition of attribute alias id '${name}'`, loc);
    this.parsePunct('=');
    this.attrAliases.set(name, this.parseAttribute());
  }
  private parseTypeAliasDef(): void {
    const name = this.spelling.slice(1);
    const loc = this.currentLoc();
    if (name.includes('.')) throw this.fail('type names with a \'.\' are reserved for dialect-defined names', loc);
    this.consume();
    if (this.typeAliases.has(name)) throw this.fail(`redefinition of type alias id '${name}'`, loc);
    if (!this.consumeIf(Tok.Equal)) throw this.expected("'=' in type alias definition");
    this.typeAliases.set(name, this.parseType());
  }
  protected override resolveLocationAlias(name: string): Location {
    const a = this.attrAliases.get(name);
    if (a instanceof Location) return a;
    return super.resolveLocationAlias(name);
  }

  /** `loc(...)` after an op or block argument; `loc(#alias)` may name an alias defined later. */
  private parseTrailingLocation(apply: (l: Location) => void): void {
    if (!this.isKeyword('loc')) return;
    const save = this.lex.start;
    this.consume();
    if (!this.consumeIf(Tok.LParen)) throw this.expected("'(' in location");
    if (this.is(Tok.HashId) && !this.attrAliases.has(this.spelling.slice(1))) {
      this.pendingLocs.push({ name: this.spelling.slice(1), useLoc: this.currentLoc(), apply });
      this.consume();
      if (!this.consumeIf(Tok.RParen)) throw this.expected("')' in location");
      return;
    }
    this.lex.resetTo(save);
    apply(this.parseLocation());
  }
  private resolvePendingLocs(): void {
    for (const p of this.pendingLocs) {
      const a = this.attrAliases.get(p.name);
      if (!a) throw errorAt(p.useLoc, `operation location alias was never defined`);
      if (!(a instanceof Location)) throw errorAt(p.useLoc, `expected location, but found '${a.key}'`);
      p.apply(a);
    }
  }

  // ---- operations ----
  parseOperationInto(block: Block): Operation {
    // Result names: `%a, %b:2 =`. The common single name (`%0 =`) is kept in locals; an array
    // is made only for a list.
    let first: SSAUse | undefined;
    let firstCount = 1;
    let more: ResultBinding[] | undefined;
    let numBound = 0;
    if (this.is(Tok.PercentId)) {
      for (;;) {
        if (!this.is(Tok.PercentId)) throw this.expected('valid ssa identifier');
        const name = this.spelling;
        const use = new SSAUse(name, 0, this.fileName, this.lex.line, this.lex.col);
        this.consume();
        let count = 1;
        if (this.is(Tok.Colon) && this.text.charCodeAt(this.lex.end) !== 58) {
          this.consume();
          if (!this.is(Tok.Integer)) throw this.expected('integer number of results');
          count = Number(this.spelling);
          if (count < 1) throw this.fail('expected named operation to have at least 1 result');
          this.consume();
        }
        numBound += count;
        if (first === undefined) { first = use; firstCount = count; } else (more ??= []).push({ name, count, use });
        if (!this.consumeIf(Tok.Comma)) break;
      }
      if (!this.parseOptionalPunct('=')) throw this.expected("'=' after SSA name");
    }
    let op: Operation;
    if (this.is(Tok.String)) op = this.parseGenericOperation(numBound);
    // An integer type (`i32`) is a token of its own upstream, never an op name.
    else if (this.is(Tok.BareId) && !INT_TYPE.test(this.spelling)) op = this.parseCustomOperation(numBound);
    else if (first) throw this.expected('operation name');
    else throw this.expected('operation name in quotes');

    if (first) {
      if (op.numResults === 0) throw errorAt(first.loc, 'cannot name an operation with no results');
      if (numBound !== op.numResults) {
        throw errorAt(first.loc, `operation defines ${op.numResults} results but was provided ${numBound} to bind`);
      }
      let r = this.defineResults(op, first, firstCount, 0);
      if (more) for (const b of more) r = this.defineResults(op, b.use, b.count, r);
    }
    block.push(op);
    // Checked here first: a closure per op costs more than the keyword test.
    if (this.isKeyword('loc')) this.parseTrailingLocation((l) => { op.loc = l; });
    return op;
  }

  /** Binds `use` (`%name` or `%name:count`) to `op`'s results from `r` on; returns the next
   * result index. */
  private defineResults(op: Operation, use: SSAUse, count: number, r: number): number {
    if (count === 1) { this.ssa.define(use, op.results[r]!); return r + 1; }
    const pos = use.loc.filePos!;
    for (let i = 0; i < count; i++) this.ssa.define(new SSAUse(use.name, i, this.fileName, pos.line, pos.col), op.results[r++]!);
    return r;
  }

  private lookupInfo(name: string, loc: Location, generic: boolean, nameLoc: Location = loc): OpInfo {
    const registered = this.ctx.lookupOp(name);
    if (registered) return registered;
    const dot = name.indexOf('.');
    const dialect = dot < 0 ? '' : name.slice(0, dot);
    // As upstream, a loaded dialect refuses ops it does not know even under
    // --allow-unregistered-dialect (which only admits ops of dialects that are not loaded).
    if (generic && this.ctx.getDialect(dialect)) {
      throw this.fail(`unregistered operation '${name}' found in dialect ('${dialect}') that does not allow unknown operations`, nameLoc);
    }
    const info = this.ctx.opInfo(name);
    if (info) return info;
    throw this.fail('operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used', loc);
  }

  private parseGenericOperation(numBound: number): Operation {
    const nameLoc = this.currentLoc();
    const name = this.parseString();
    if (name === '') throw this.fail('empty operation name is invalid', nameLoc);
    if (name.includes('\0')) throw this.fail('null character not allowed in operation name', nameLoc);
    const info = this.lookupInfo(name, this.currentLoc(), true, nameLoc);
    const state = newState(info, nameLoc);
    if (!this.consumeIf(Tok.LParen)) throw this.expected("'(' to start operand list");
    const operands: UnresolvedOperand[] = [];
    if (!this.is(Tok.RParen)) this.parseCommaSeparatedList('none', () => operands.push(this.parseOperand()));
    if (!this.consumeIf(Tok.RParen)) throw this.expected("')' to end operand list");
    if (this.is(Tok.LSquare)) {
      if (info.registered && !info.traits.has('Terminator')) throw this.fail('successors in non-terminator');
      this.parseCommaSeparatedList('square', () => state.successors.push(this.parseSuccessor()), '', true);
    }
    if (this.is(Tok.Less)) {
      this.consume();
      if (!this.is(Tok.LBrace)) throw this.expected("'{' to start the properties dictionary");
      const props = new Map<string, Attribute>();
      this.parseAttrDictInto(props);
      this.parsePunct('>');
      state.properties = props;
    }
    // The generic form keeps the enclosing default dialect (upstream pushes one for custom ops only).
    this.opStack.push({ nameLoc, numResults: numBound, info, custom: false });
    try {
      if (this.is(Tok.LParen)) {
        this.parseCommaSeparatedList('paren', () => {
          const r = new Region();
          // As upstream, names are not isolated here: the verifier reports uses across isolation.
          this.parseRegionImpl(r, [], false, false);
          state.regions.push(r);
        }, ' to end region list');
      }
    } finally {
      this.opStack.pop();
    }
    this.parseOptionalAttrDict(state.attributes);
    // Inherent attributes given as attributes are checked as they are read (upstream's
    // verifyInherentAttrs), before the op exists.
    if (info.checkInherentAttr) {
      for (const [k, v] of state.attributes) {
        const message = info.checkInherentAttr(k, v);
        if (message) throw this.fail(message, nameLoc);
      }
    }
    if (!this.consumeIf(Tok.Colon)) throw this.expected("':' followed by operation type");
    const typeLoc = this.currentLoc();
    const t = this.parseType();
    if (!(t instanceof FunctionType)) throw this.fail('expected function type', typeLoc);
    if (t.inputs.length !== operands.length) {
      // Upstream's singular form has two spaces ("type" << " " << " but had").
      throw this.fail(`expected ${operands.length} operand type${operands.length === 1 ? ' ' : 's'} but had ${t.inputs.length}`, typeLoc);
    }
    const n = operands.length;
    const values = new Array<Value>(n);
    for (let i = 0; i < n; i++) values[i] = this.ssa.resolve(operands[i]!, t.inputs[i]!);
    state.operands = values;
    state.resultTypes = t.results as Type[];
    if (state.properties && info.registered) this.checkProperties(info, state.properties, nameLoc);
    return Operation.create(state);
  }

  /** As upstream's generated setPropertiesFromAttr: names an op does not have are dropped, and
   * only an op without properties at all refuses them. */
  private checkProperties(info: OpInfo, props: Map<string, Attribute>, loc: Location): void {
    const invalid = (why: string) => this.fail(`invalid properties ${DictionaryAttr.get(props).key} for op ${info.name}: ${why}`, loc);
    if (info.inherentAttrs.size === 0) {
      if (!props.size) return;
      throw invalid('this operation does not support properties');
    }
    const why = info.convertProperties?.(props);
    if (why) throw invalid(why);
    for (const k of [...props.keys()]) if (!info.inherentAttrs.has(k)) props.delete(k);
  }

  private parseCustomOperation(numBound: number): Operation {
    const nameLoc = this.currentLoc();
    const spelled = this.spelling;
    let info: OpInfo | undefined;
    if (spelled.includes('.')) info = this.ctx.lookupOp(spelled);
    if (!info) {
      const dflt = this.defaultDialects[this.defaultDialects.length - 1]!;
      // Only the default dialect of the enclosing op is tried (builtin at the top level).
      if (dflt && !spelled.startsWith(`${dflt}.`)) info = this.ctx.lookupOp(`${dflt}.${spelled}`);
    }
    if (!info) {
      const dflt = this.defaultDialects[this.defaultDialects.length - 1]!;
      const tried = dflt && !spelled.includes('.') ? ` (tried '${dflt}.${spelled}' as well)` : '';
      throw this.fail(`custom op '${spelled}' is unknown${tried}`, nameLoc);
    }
    if (!info.parse) throw this.fail(`custom op '${spelled}' has no custom assembly form; use the generic form`, nameLoc);
    this.consume();
    const state = newState(info, nameLoc);
    this.opStack.push({ nameLoc, numResults: numBound, info, custom: true });
    this.defaultDialects.push(info.defaultDialect ?? '');
    try {
      info.parse(this, state);
    } finally {
      this.defaultDialects.pop();
      this.opStack.pop();
    }
    // A custom form that spells properties (`<{...}>`, as linalg's named ops) has them converted
    // as the generic form's.
    if (state.properties && info.registered) this.checkProperties(info, state.properties, nameLoc);
    return Operation.create(state);
  }

  /** Errors raised by a custom op's parser read `custom op 'name' ...`, as upstream's. */
  override error(message: string, loc?: Location): DiagnosticError {
    const top = this.opStack[this.opStack.length - 1];
    return this.fail(top?.custom && !this.dialectSyntax ? `custom op '${top.info.name}' ${message}` : message, loc);
  }

  // ---- OpAsmParser: operands ----
  nameLoc(): Location { return this.opStack[this.opStack.length - 1]?.nameLoc ?? this.currentLoc(); }
  numResultsBound(): number { return this.opStack[this.opStack.length - 1]?.numResults ?? 0; }
  lookupOp(name: string): OpInfo | undefined { return this.ctx.lookupOp(name); }

  parseOperand(): UnresolvedOperand {
    const u = this.parseOptionalOperand();
    if (!u) throw this.expected('SSA operand');
    return u;
  }
  parseOptionalOperand(): UnresolvedOperand | undefined {
    if (!this.is(Tok.PercentId)) return undefined;
    const name = this.spelling;
    const line = this.lex.line, col = this.lex.col;
    this.consume();
    let number = 0;
    if (this.is(Tok.HashId)) {
      const n = this.spelling.slice(1);
      if (!/^[0-9]+$/.test(n)) throw this.fail('invalid SSA value result number');
      number = Number(n);
      this.consume();
    }
    return new SSAUse(name, number, this.fileName, line, col);
  }
  parseOperandList(delim: Delimiter = 'none', requiredCount?: number): UnresolvedOperand[] {
    const out: UnresolvedOperand[] = [];
    const loc = this.currentLoc();
    if (delim === 'none') {
      if (this.is(Tok.PercentId)) this.parseCommaSeparatedList('none', () => out.push(this.parseOperand()));
    } else {
      this.parseCommaSeparatedList(delim, () => out.push(this.parseOperand()));
    }
    if (requiredCount !== undefined && out.length !== requiredCount) {
      throw this.error(`expected ${requiredCount} operands`, loc);
    }
    return out;
  }
  resolveOperand(u: UnresolvedOperand, type: Type): Value { return this.ssa.resolve(u, type); }
  resolveOperands(us: readonly UnresolvedOperand[], types: Type | readonly Type[], loc?: Location): Value[] {
    if (Array.isArray(types)) {
      if (types.length !== us.length) {
        throw this.error(`number of operands and types do not match: got ${us.length} operands and ${types.length} types`, loc ?? this.nameLoc());
      }
      return us.map((u, i) => this.resolveOperand(u, types[i]!));
    }
    return us.map((u) => this.resolveOperand(u, types as Type));
  }

  // ---- OpAsmParser: affine expressions over SSA values ----
  parseAffineMapOfSSAIds(delimiter: 'square' | 'paren'): { map: AffineMap; operands: UnresolvedOperand[] } {
    const r = parseAffineMapOfSSAIds(this.text, this.lex.start, delimiter === 'square' ? '[' : '(');
    if (r instanceof AffineParseError) throw this.fail(r.message, this.locOfOffset(r.offset));
    this.lex.resetTo(r.end);
    const use = (names: string[], offsets: number[]) => names.map((n, i) => new AffineSSAUse(n, this, offsets[i]!));
    return {
      map: r.value,
      operands: [...use(r.operands.dimOperands, r.offsets.dims), ...use(r.operands.symbolOperands, r.offsets.symbols)],
    };
  }
  parseAffineExprOfSSAIds(): { expr: AffineExpr; dims: UnresolvedOperand[]; symbols: UnresolvedOperand[] } {
    const r = parseAffineExprOfSSAIds(this.text, this.lex.start);
    if (r instanceof AffineParseError) throw this.fail(r.message, this.locOfOffset(r.offset));
    this.lex.resetTo(r.end);
    const use = (names: string[], offsets: number[]) => names.map((n, i) => new AffineSSAUse(n, this, offsets[i]!));
    return { expr: r.value, dims: use(r.operands.dimOperands, r.offsets.dims), symbols: use(r.operands.symbolOperands, r.offsets.symbols) };
  }

  // ---- OpAsmParser: arguments and regions ----
  parseArgument(allowType: boolean, allowAttrs = false): Argument {
    const a = this.parseOptionalArgument(allowType, allowAttrs);
    if (!a) throw this.expected('SSA operand');
    return a;
  }
  parseOptionalArgument(allowType: boolean, allowAttrs = false): Argument | undefined {
    if (!this.is(Tok.PercentId)) return undefined;
    const ssa = new SSAUse(this.spelling, 0, this.fileName, this.lex.line, this.lex.col);
    this.consume();
    // As upstream's parseOperand(allowResultNumber=false): `%x#0` is refused too, at the `#`.
    if (this.is(Tok.HashId)) throw this.fail('result number not allowed in argument list');
    const arg: Argument = { ssa, type: undefined as unknown as Type };
    if (allowType) arg.type = this.parseColonType();
    if (allowAttrs && this.is(Tok.LBrace)) {
      const m = new Map<string, Attribute>();
      this.parseAttrDictInto(m);
      arg.attrs = DictionaryAttr.get(m);
    }
    this.parseTrailingLocation((l) => { arg.loc = l; });
    return arg;
  }
  parseArgumentList(delim: Delimiter, allowType: boolean, allowAttrs = false): Argument[] {
    const out: Argument[] = [];
    if (delim === 'none') {
      if (this.is(Tok.PercentId)) this.parseCommaSeparatedList('none', () => out.push(this.parseArgument(allowType, allowAttrs)));
      return out;
    }
    this.parseCommaSeparatedList(delim, () => out.push(this.parseArgument(allowType, allowAttrs)));
    return out;
  }

  parseRegion(region: Region, args: readonly Argument[] = [], enableNameShadowing = false): void {
    // Upstream opens an isolated name scope only for regions that allow shadowing.
    this.parseRegionImpl(region, args, enableNameShadowing, enableNameShadowing);
  }
  parseOptionalRegion(region: Region, args: readonly Argument[] = [], enableNameShadowing = false): boolean {
    if (!this.is(Tok.LBrace)) return false;
    this.parseRegion(region, args, enableNameShadowing);
    return true;
  }

  private parseRegionImpl(region: Region, args: readonly Argument[], isolated: boolean, shadow: boolean): void {
    // Each region level costs many stack frames (here and in the verifier and printer), so regions
    // get a tighter bound than attributes and types.
    if (++this.regionDepth > MAX_REGION_NESTING) {
      this.regionDepth = 0;
      throw this.fail(`regions are nested deeper than ${MAX_REGION_NESTING} levels`);
    }
    try { this.parseRegionBody(region, args, isolated, shadow); } finally { this.regionDepth--; }
  }

  private parseRegionBody(region: Region, args: readonly Argument[], isolated: boolean, shadow: boolean): void {
    if (!this.is(Tok.LBrace)) throw this.expected("'{' to begin a region");
    this.consume();
    if (args.length === 0 && this.is(Tok.RBrace)) { this.consume(); return; }
    this.ssa.push(isolated);
    this.blockScopes.push(new Map());
    if (args.length) {
      const entry = region.addBlock();
      for (const a of args) {
        if (!shadow) {
          const prev = this.ssa.existing(a.ssa.name);
          if (prev) {
            throw errorAt(a.ssa.loc, `region entry argument '${a.ssa.name}' is already in use`).note('previously referenced here', prev);
          }
        }
        const v = entry.addArgument(a.type, a.loc ?? a.ssa.loc);
        this.ssa.define(a.ssa, v);
      }
      if (this.is(Tok.CaretId)) throw this.fail('invalid block name in region with named arguments');
      this.parseBlockBody(entry);
    } else if (!this.is(Tok.CaretId)) {
      this.parseBlockBody(region.addBlock());
    }
    while (this.is(Tok.CaretId)) this.parseBlock(region);
    if (!this.is(Tok.RBrace)) throw this.expected("'}' to end a region");
    this.consume();
    const blocks = this.blockScopes.pop()!;
    for (const [, e] of blocks) if (!e.defined) throw errorAt(e.useLoc, 'reference to an undefined block');
    this.ssa.pop(isolated);
  }

  private blockNamed(name: string, loc: Location): BlockEntry {
    const scope = this.blockScopes[this.blockScopes.length - 1]!;
    let e = scope.get(name);
    if (!e) { e = { block: new Block(), defined: false, useLoc: loc }; scope.set(name, e); }
    return e;
  }

  /** `^bb1(%a: i32, ...):` then ops. */
  private parseBlock(region: Region): void {
    const loc = this.currentLoc();
    const name = this.spelling;
    this.consume();
    const e = this.blockNamed(name, loc);
    if (e.defined) throw errorAt(loc, `redefinition of block '${name}'`);
    e.defined = true;
    region.push(e.block);
    if (this.is(Tok.LParen)) {
      // As upstream's parseSSADefOrUseAndType: `%name : type` with its own wording.
      this.parseCommaSeparatedList('paren', () => {
        if (!this.is(Tok.PercentId)) throw this.expected('SSA operand');
        const ssa = new SSAUse(this.spelling, 0, this.fileName, this.lex.line, this.lex.col);
        this.consume();
        if (this.is(Tok.HashId)) throw this.fail('result number not allowed in argument list');
        if (!this.consumeIf(Tok.Colon)) throw this.expected("':' and type for SSA operand");
        const type = this.parseType();
        let loc: Location | undefined;
        if (this.isKeyword('loc')) this.parseTrailingLocation((l) => { loc = l; });
        this.ssa.define(ssa, e.block.addArgument(type, loc ?? ssa.loc));
      });
    }
    if (!this.is(Tok.Colon)) throw this.expected("':' after block name");
    this.consume();
    this.parseBlockBody(e.block);
  }

  private parseBlockBody(block: Block): void {
    while (!this.is(Tok.CaretId) && !this.is(Tok.RBrace)) {
      if (this.is(Tok.EOF)) throw this.expected('operation name in quotes');
      this.parseOperationInto(block);
    }
  }

  // ---- OpAsmParser: successors ----
  parseSuccessor(): Block {
    const b = this.parseOptionalSuccessor();
    if (!b) throw this.expected('block name');
    return b;
  }
  parseOptionalSuccessor(): Block | undefined {
    if (!this.is(Tok.CaretId)) return undefined;
    if (this.blockScopes.length <= 1) throw this.fail('successors are not allowed at the top level');
    const b = this.blockNamed(this.spelling, this.currentLoc()).block;
    this.consume();
    return b;
  }
  parseSuccessorAndUseList(): { block: Block; operands: Value[] } {
    const block = this.parseSuccessor();
    const operands: Value[] = [];
    if (this.is(Tok.LParen)) {
      this.consume();
      const us = this.parseOperandList('none');
      const loc = this.currentLoc();
      const types = us.length ? this.parseColonTypeList() : [];
      this.parsePunct(')');
      operands.push(...this.resolveOperands(us, types, loc));
    }
    return { block, operands };
  }
}

const INT_TYPE = /^[su]?i[0-9]+$/;

function newState(info: OpInfo, loc: Location): OperationState {
  return {
    info, loc, operands: [], resultTypes: [], attributes: new Map(), properties: undefined, regions: [], successors: [],
  };
}

