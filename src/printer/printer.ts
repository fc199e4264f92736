/**
 * The operation printer (MLIR's OperationPrinter): custom forms through each op's `print` hook,
 * the generic form otherwise, SSA names, aliases, locations. A first pass runs the same code
 * with output switched off to collect the attributes and types that get aliases.
 */
import type { OpAsmPrinter, PrintRegionOptions } from '../ir/asm.js';
import { type Attribute, type NamedAttribute, printNamedAttributes, UnitAttr } from '../ir/attributes.js';
import type { Block } from '../ir/block.js';
import { Location } from '../ir/location.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { FileResources, ResourceHandle } from '../ir/resources.js';
import type { AsmSink, ElementsPrinting } from '../ir/sink.js';
import { FunctionType, type Type } from '../ir/types.js';
import type { BlockArgument, Value } from '../ir/value.js';
import type { AffineExpr } from '../ir/affine/expr.js';
import type { AffineMap } from '../ir/affine/map.js';
import { printAffineExpr, printAffineMap } from '../ir/affine/print.js';
import { escapeString, isBareIdentifier, printSymbolName } from '../support/text.js';
import { AliasCollector, AliasTable, attrMayAlias, cannotHoldAlias, typeAliasable } from './aliases.js';
import { SSANames } from './names.js';
import { fileMetadataText } from './resources.js';

export interface PrintFlags {
  /** Print attributes in full instead of defining aliases (printing one op in a diagnostic). */
  noAliases?: boolean;
  /** Print every op in the generic form (`--mlir-print-op-generic`). */
  generic?: boolean;
  /** Print locations (`--mlir-print-debuginfo`). */
  debugInfo?: boolean;
  /** Print a nested op on its own, as upstream's OpPrintingFlags::useLocalScope (IR dumps):
   * no alias definitions (attributes, types and locations inline), no trailing newline. */
  localScope?: boolean;
  /** The input's external resources, printed back in the file metadata dictionary. */
  resources?: FileResources;
  /** --mlir-elide-elementsattrs-if-larger / --mlir-print-elementsattrs-with-hex-if-larger. */
  elements?: ElementsPrinting;
  /** --mlir-elide-resource-strings-if-larger: longer resource values are left out. */
  elideResourceStringsIfLarger?: number;
  /** --mlir-print-skip-regions: regions print as `{...}`. */
  skipRegions?: boolean;
  /** --mlir-print-unique-ssa-ids: one numbering for every region of the printed op. */
  uniqueSSAIds?: boolean;
  /** --mlir-use-nameloc-as-prefix: values are named after their name locations. */
  useNameLocAsPrefix?: boolean;
}

/** The value and block names of `op` for printing with `flags`. */
const namesFor = (op: Operation, flags: PrintFlags): SSANames =>
  new SSANames(op, !flags.generic, flags.generic === true || flags.uniqueSSAIds === true, flags.useNameLocAsPrefix === true);

const LINES_PER_BLOCK = 256;
const INDENTS: string[] = [];
const indentOf = (n: number): string => (INDENTS[n] ??= ' '.repeat(n));
const QUOTED_NAMES = new WeakMap<object, string>();


export class OperationPrinter implements OpAsmPrinter, AsmSink {
  /** Finished lines, joined at the end, and the line being built (short concatenations are cheap,
   * and one join over lines beats one over millions of pieces). */
  private chunks: string[] = [];
  /** Every LINES_PER_BLOCK finished lines are joined into one flat string: a line is a tree of
   * short strings, and holding a whole output's trees until the end made the young-generation
   * collector copy each of them (a third of the time of printing 200k ops). */
  private blocks: string[] = [];
  private line = '';
  private indent = 0;
  private readonly dialectStack: string[] = ['builtin'];

  /**
   * @param collector set during the alias dry run (nothing is written then)
   */
  constructor(
    private readonly flags: PrintFlags,
    private readonly names: SSANames | undefined,
    private readonly aliases: AliasTable,
    private readonly collector: AliasCollector | undefined,
    /** Set for a print that assumes nothing takes an alias: it stops (throws MAY_ALIAS) at the
     * first type or attribute that may. */
    private readonly speculative?: { check(a: Attribute): void },
  ) {}

  get elements(): ElementsPrinting | undefined { return this.flags.elements; }

  get text(): string { return this.blocks.join('') + this.chunks.join('') + this.line; }

  // ---- AsmSink (types and attributes print through these) ----
  /** The resources printed attributes refer to, in order. */
  private readonly resources = new Set<ResourceHandle>();
  resource(handle: ResourceHandle): void { if (!this.collector) this.resources.add(handle); }
  write(text: string): void { if (!this.collector) this.line += text; }
  /** Ends the current line of output. */
  private endLine(): void {
    this.chunks.push(this.line + '\n');
    this.line = '';
    if (this.chunks.length >= LINES_PER_BLOCK) {
      this.blocks.push(this.chunks.join(''));
      this.chunks = [];
    }
  }
  type(t: Type): void { this.printType(t); }
  attr(a: Attribute): void { this.printAttribute(a); }
  loc(l: Location): void {
    if (this.collector) { this.collector.visit(l, false); return; }
    const alias = this.aliases.attrAlias(l);
    if (alias) this.line += alias; else l.printBody(this);
  }

  /** Distinct attributes numbered in the order they print (alias definitions come first). */
  private readonly distinctIds = new Map<Attribute, number>();
  distinctId(a: Attribute): number {
    let id = this.distinctIds.get(a);
    if (id === undefined) { id = this.distinctIds.size; this.distinctIds.set(a, id); }
    return id;
  }

  capture(print: (s: AsmSink) => void): string {
    if (this.collector) { print(this); return ''; }
    const saved = this.chunks, savedBlocks = this.blocks, savedLine = this.line;
    this.chunks = [];
    this.blocks = [];
    this.line = '';
    print(this);
    const text = this.text;
    this.chunks = saved;
    this.blocks = savedBlocks;
    this.line = savedLine;
    return text;
  }

  // ---- AsmPrinter ----
  printType(t: Type): void {
    if (this.collector) { if (typeAliasable(t)) this.collector.visit(t, false); return; }
    if (!this.aliases.size) {
      if (this.speculative && typeAliasable(t)) throw MAY_ALIAS;
      this.line += t.key;
      return;
    }
    if (!typeAliasable(t)) { this.line += t.key; return; }
    const alias = this.aliases.typeAlias(t);
    if (alias) this.line += alias; else t.print(this);
  }
  printAttribute(a: Attribute): void {
    if (this.collector) { if (!cannotHoldAlias(a)) this.collector.visit(a, false); return; }
    if (this.speculative) this.speculative.check(a);
    const alias = this.aliases.size && !cannotHoldAlias(a) ? this.aliases.attrAlias(a) : undefined;
    if (alias) this.line += alias; else a.print(this);
  }
  printAttributeWithoutType(a: Attribute): void {
    if (this.collector) { if (!cannotHoldAlias(a)) this.collector.visit(a, false); return; }
    if (this.speculative) this.speculative.check(a);
    const alias = this.aliases.size && !cannotHoldAlias(a) ? this.aliases.attrAlias(a) : undefined;
    if (alias) this.line += alias; else a.printWithoutType(this);
  }
  printOptionalAttrDict(attrs: Iterable<NamedAttribute>, elided: readonly string[] = []): void {
    this.printAttrDict(attrs, elided, false);
  }
  printOptionalAttrDictWithKeyword(attrs: Iterable<NamedAttribute>, elided: readonly string[] = []): void {
    this.printAttrDict(attrs, elided, true);
  }
  private printAttrDict(attrs: Iterable<NamedAttribute>, elided: readonly string[], withKeyword: boolean): void {
    const list: NamedAttribute[] = [];
    for (const a of attrs) if (!elided.includes(a.name)) list.push(a);
    if (!list.length) return;
    list.sort(byName);
    this.write(withKeyword ? ' attributes {' : ' {');
    printNamedAttributes(this, list);
    this.write('}');
  }
  printSymbolName(name: string): void { this.write(printSymbolName(name)); }
  printString(s: string): void { this.write(`"${escapeString(s)}"`); }
  printAffineMap(m: AffineMap): void { this.write(printAffineMap(m)); }
  printKeywordOrString(s: string): void { this.write(isBareIdentifier(s) ? s : `"${escapeString(s)}"`); }

  // ---- OpAsmPrinter ----
  printOperand(v: Value): void { if (!this.collector) this.line += this.names!.valueName(v); }
  printOperands(vs: readonly Value[]): void {
    if (this.collector) return;
    for (let i = 0; i < vs.length; i++) {
      if (i) this.line += ', ';
      this.line += this.names!.valueName(vs[i]!);
    }
  }
  private printOpOperands(op: Operation): void {
    const os = op.opOperands;
    for (let i = 0; i < os.length; i++) {
      if (i) this.line += ', ';
      this.line += this.names!.valueName(os[i]!.value);
    }
  }
  printSuccessor(b: Block): void { this.write(this.blockName(b)); }
  printSuccessorAndUseList(b: Block, operands: readonly Value[]): void {
    this.printSuccessor(b);
    if (!operands.length) return;
    this.write('(');
    this.printOperands(operands);
    this.write(' : ');
    operands.forEach((v, i) => { if (i) this.write(', '); this.printType(v.type); });
    this.write(')');
  }
  printRegionArgument(arg: BlockArgument, attrs: readonly NamedAttribute[] = [], omitType = false): void {
    this.printOperand(arg);
    if (!omitType) { this.write(': '); this.printType(arg.type); }
    this.printOptionalAttrDict(attrs);
    this.printTrailingLocation(arg.loc, false, false);
  }
  printNewline(): void { this.write('\n' + indentOf(this.indent)); }
  increaseIndent(): void { this.indent += 2; }
  decreaseIndent(): void { this.indent -= 2; }
  printFunctionalType(op: Operation): void {
    this.write('(');
    const os = op.opOperands;
    for (let i = 0; i < os.length; i++) { if (i) this.write(', '); this.printType(os[i]!.value.type); }
    this.write(') -> ');
    const rs = op.results;
    const wrapped = rs.length !== 1 || rs[0]!.type instanceof FunctionType;
    if (wrapped) this.write('(');
    for (let i = 0; i < rs.length; i++) { if (i) this.write(', '); this.printType(rs[i]!.type); }
    if (wrapped) this.write(')');
  }
  printArrowTypeList(types: readonly Type[]): void {
    this.write(' -> ');
    const wrapped = types.length !== 1 || types[0] instanceof FunctionType;
    if (wrapped) this.write('(');
    types.forEach((t, i) => { if (i) this.write(', '); this.printType(t); });
    if (wrapped) this.write(')');
  }
  printOptionalLocationSpecifier(loc: Location): void { this.printTrailingLocation(loc, true, false); }
  printAffineMapOfSSAIds(map: AffineMap, operands: readonly Value[]): void {
    const d = map.numDims;
    map.results.forEach((e, i) => {
      if (i) this.write(', ');
      this.printAffineExprOfSSAIds(e, operands.slice(0, d), operands.slice(d));
    });
  }
  printAffineExprOfSSAIds(expr: AffineExpr, dims: readonly Value[], symbols: readonly Value[]): void {
    if (this.collector) return;
    const names = this.names!;
    // A map and operand list that disagree (an op that failed to verify) print as upstream's null value.
    const name = (v: Value | undefined) => (v ? names.valueName(v) : '<<NULL VALUE>>');
    this.line += printAffineExpr(expr, { dim: (i) => name(dims[i]), symbol: (i) => `symbol(${name(symbols[i])})` });
  }
  opAttrs(op: Operation): NamedAttribute[] { return op.allAttrs; }

  /** ` loc(...)` under --mlir-print-debuginfo. */
  private printTrailingLocation(loc: Location, allowAlias: boolean, deferrable: boolean): void {
    if (!this.flags.debugInfo) return;
    if (this.collector) { this.collector.visit(loc, deferrable); return; }
    this.line += ' loc(';
    const alias = allowAlias ? this.aliases.attrAlias(loc) : undefined;
    if (alias) this.line += alias; else loc.printBody(this);
    this.line += ')';
  }

  private blockName(b: Block): string { return this.collector ? '' : this.names!.blockName(b); }

  // ---- operations ----
  printOperation(op: Operation): void { this.printFullOp(op); }
  printCustomOrGenericOp(op: Operation): void {
    // Upstream's alias dry run visits the op's location here too, though it is not printed.
    if (this.collector && this.flags.debugInfo) this.collector.visit(op.loc, true);
    this.printCustomOrGeneric(op);
  }

  /** The whole output for a top-level op: aliases, the op, deferred aliases. */
  printTopLevel(op: Operation): void {
    this.printAliases(false);
    this.printOpWithLoc(op);
    this.write('\n');
    this.printAliases(true);
    if (!this.collector) this.line += fileMetadataText(this.resources, this.flags.resources, this.flags.elideResourceStringsIfLarger);
  }

  /** The op alone, for local scope: no aliases, no trailing newline. */
  printLocalScope(op: Operation): void { this.printOpWithLoc(op); }

  /** An op and its trailing location (the dry run visits the location first, as upstream). */
  private printOpWithLoc(op: Operation): void {
    if (this.collector) {
      if (this.flags.debugInfo) this.collector.visit(op.loc, true);
      this.printFullOp(op);
      return;
    }
    this.printFullOp(op);
    this.printTrailingLocation(op.loc, true, true);
  }

  private printAliases(deferred: boolean): void {
    if (this.collector) return;
    for (const a of this.aliases.list) {
      if (a.deferred !== deferred) continue;
      this.line += `${a.name} = `;
      if (a.thing instanceof Location) { this.line += 'loc('; a.thing.printBody(this); this.line += ')'; }
      else (a.thing as { print(s: AsmSink): void }).print(this);
      this.endLine();
    }
  }

  private printFullOp(op: Operation): void {
    const n = op.results.length;
    if (n === 1 && !this.collector) {
      this.line += this.names!.valueName(op.results[0]!, false);
      this.line += ' = ';
    } else if (n && !this.collector) {
      const groups = this.names!.resultGroups(op);
      const group = (start: number, count: number) => {
        this.line += this.names!.valueName(op.results[start]!, false);
        if (count > 1) this.line += `:${count}`;
      };
      if (groups) {
        for (let i = 0; i < groups.length; i++) {
          if (i) this.line += ', ';
          group(groups[i]!, (i + 1 < groups.length ? groups[i + 1]! : n) - groups[i]!);
        }
      } else {
        group(0, n);
      }
      this.line += ' = ';
    }
    this.printCustomOrGeneric(op);
  }

  private printCustomOrGeneric(op: Operation): void {
    const info = op.info;
    if (!this.flags.generic && info.print) {
      const dflt = this.dialectStack[this.dialectStack.length - 1]!;
      let name = info.name;
      if (dflt && name.startsWith(dflt) && name.charCodeAt(dflt.length) === 46 && name.indexOf('.', dflt.length + 1) < 0) {
        name = name.slice(dflt.length + 1);
      }
      this.write(name);
      this.dialectStack.push(info.defaultDialect ?? '');
      try { info.print(op, this); } finally { this.dialectStack.pop(); }
      return;
    }
    this.printGeneric(op);
  }

  private printGeneric(op: Operation): void {
    if (this.collector) {
      // The dry run visits as upstream's: regions, then types, then attributes.
      for (const r of op.regions) this.printRegion(r, { printEntryBlockArgs: true, printBlockTerminators: true, printEmptyBlock: true });
      for (const o of op.opOperands) this.printType(o.value.type);
      for (const r of op.results) this.printType(r.type);
      op.forEachProperty((_, v) => this.printAttribute(v));
      op.forEachAttribute((_, v) => this.printAttribute(v));
      return;
    }
    let quoted = QUOTED_NAMES.get(op.info);
    if (quoted === undefined) { quoted = `"${escapeString(op.name)}"(`; QUOTED_NAMES.set(op.info, quoted); }
    this.line += quoted;
    this.printOpOperands(op);
    this.line += ')';
    if (op.numSuccessors) {
      this.write('[');
      op.successors.forEach((b, i) => { if (i) this.write(', '); this.printSuccessor(b); });
      this.write(']');
    }
    if (op.numProperties) {
      this.write(' <{');
      printNamedAttributes(this, op.propertyList.sort(byName));
      this.write('}>');
    }
    if (op.numRegions) {
      this.write(' (');
      op.regions.forEach((r, i) => {
        if (i) this.write(', ');
        this.printRegion(r, { printEntryBlockArgs: true, printBlockTerminators: true, printEmptyBlock: true });
      });
      this.write(')');
    }
    if (op.numAttributes) this.printOptionalAttrDict(op.attributeList);
    this.line += ' : ';
    this.printFunctionalType(op);
  }

  printRegion(r: Region, opts: PrintRegionOptions = {}): void {
    const printEntryArgs = opts.printEntryBlockArgs ?? true;
    const printTerms = opts.printBlockTerminators ?? true;
    if (this.flags.skipRegions) { this.write('{...}'); return; }
    this.write('{\n');
    if (!r.isEmpty) {
      const parent = r.parentOp;
      this.dialectStack.push(parent?.info.defaultDialect ?? '');
      try {
        const entry = r.front;
        const header = ((opts.printEmptyBlock ?? false) && entry.isEmpty) || (printEntryArgs && entry.numArguments > 0);
        this.printBlock(entry, header, printTerms);
        for (let i = 1; i < r.blocks.length; i++) this.printBlock(r.blocks[i]!, true, true);
      } finally {
        this.dialectStack.pop();
      }
    }
    this.write(indentOf(this.indent) + '}');
  }

  private printBlock(b: Block, printHeader: boolean, printTerminator: boolean): void {
    if (printHeader) {
      this.write(indentOf(this.indent) + this.blockName(b));
      if (b.numArguments) {
        this.write('(');
        b.args.forEach((a, i) => {
          if (i) this.write(', ');
          this.printOperand(a);
          this.write(': ');
          this.printType(a.type);
          this.printTrailingLocation(a.loc, false, false);
        });
        this.write(')');
      }
      this.write(':');
      if (!this.collector) this.write(this.predecessorComment(b));
      this.write('\n');
    }
    this.indent += 2;
    const last = b.last;
    const skipLast = !printTerminator && last !== null && last.hasTrait('Terminator');
    const ind = indentOf(this.indent);
    for (let op = b.first; op; op = op.next) {
      if (skipLast && op === last) break;
      if (!this.collector) this.line += ind;
      this.printOpWithLoc(op);
      if (!this.collector) this.endLine();
    }
    this.indent -= 2;
  }

  private predecessorComment(b: Block): string {
    if (!b.parentRegion) return '  // block is not in a region!';
    if (b.hasNoPredecessors) return b.isEntryBlock ? '' : '  // no predecessors';
    // One entry per branch edge, as upstream (a block branching here twice is listed twice).
    const edges = b.predecessors;
    if (edges.length === 1) return `  // pred: ${this.blockName(edges[0]!)}`;
    const preds = edges.sort((x, y) => this.names!.blockOrdering(x) - this.names!.blockOrdering(y));
    return `  // ${preds.length} preds: ${preds.map((p) => this.blockName(p)).join(', ')}`;
  }
}

/** Ends a speculative print (see OperationPrinter's `speculative`). */
const MAY_ALIAS = new Error('the printed IR may take aliases');

const byName = (a: NamedAttribute, b: NamedAttribute): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Prints an op and everything in it, with aliases, as mlir-opt does (without the final newline
 * that mlir-opt adds after the module). */
export function printOp(op: Operation, flags: PrintFlags = {}): string {
  if (flags.localScope) {
    const local = new OperationPrinter(flags, namesFor(op, flags), new AliasTable(), undefined);
    local.printLocalScope(op);
    return local.text;
  }
  if (flags.noAliases) {
    // Values are named as in the closest enclosing isolated op (upstream's local scope).
    let scope = op;
    while (!scope.hasTrait('IsolatedFromAbove') && scope.parentOp) scope = scope.parentOp;
    const p = new OperationPrinter(flags, namesFor(scope, flags), new AliasTable(), undefined);
    p.printOperation(op);
    return p.text;
  }
  const names = namesFor(op, flags);
  // Most large inputs hold nothing that takes an alias: they are printed once, assuming so; a
  // print that meets something that may take one starts over with the alias dry run first.
  if (!flags.debugInfo) {
    const memo = new Map<Attribute, boolean>();
    const check = (a: Attribute): void => { if (attrMayAlias(a, memo)) throw MAY_ALIAS; };
    const p = new OperationPrinter(flags, names, new AliasTable(), undefined, { check });
    try {
      p.printTopLevel(op);
      return p.text;
    } catch (e) {
      if (e !== MAY_ALIAS) throw e;
    }
  }
  const collector = new AliasCollector();
  new OperationPrinter(flags, undefined, new AliasTable(), collector).printTopLevel(op);
  const p = new OperationPrinter(flags, names, collector.finish(), undefined);
  p.printTopLevel(op);
  return p.text;
}

export { UnitAttr };
