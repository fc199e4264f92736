/**
 * The parser and printer as custom op, type and attribute hooks see them (MLIR's OpAsmParser and
 * OpAsmPrinter). Declared here so that op definitions depend on the IR alone; src/parser and
 * src/printer implement them. Parse methods throw a DiagnosticError on failure; `parseOptional*`
 * return undefined/false and consume nothing when the thing is absent.
 */
import type { Type } from './types.js';
import type { Attribute, NamedAttribute } from './attributes.js';
import type { Location } from './location.js';
import type { Value, BlockArgument } from './value.js';
import type { Block } from './block.js';
import type { Region } from './region.js';
import type { Operation } from './operation.js';
import type { DiagnosticError } from './diagnostics.js';
import type { OpInfo } from './opinfo.js';
import type { AffineExpr } from './affine/expr.js';
import type { AffineMap } from './affine/map.js';
import type { IntegerSet } from './affine/set.js';

export type Punct =
  | '(' | ')' | '[' | ']' | '{' | '}' | '<' | '>' | ':' | '::' | ',' | '=' | '->' | '?' | '*'
  | '+' | '-' | '...' | '|' | '^';

export type Delimiter = 'none' | 'paren' | 'square' | 'angle' | 'brace'
  | 'optionalParen' | 'optionalSquare' | 'optionalAngle' | 'optionalBrace';

/** An SSA use not yet resolved to a value: `%name` or `%name#2`. */
export interface UnresolvedOperand {
  readonly name: string;
  readonly number: number;
  readonly loc: Location;
}

/** A region argument being defined: `%x : i32 {attrs} loc(...)`. */
export interface Argument {
  readonly ssa: UnresolvedOperand;
  type: Type;
  attrs?: Attribute;
  loc?: Location;
}

export interface AsmParser {
  /** The location of the current token. */
  currentLoc(): Location;
  /** An error at `loc` (default: the current token), to throw. */
  error(message: string, loc?: Location): DiagnosticError;

  parsePunct(p: Punct): void;
  parseOptionalPunct(p: Punct): boolean;
  parseKeyword(keyword: string): void;
  /** Consumes a bare identifier (any, or one of `allowed`) and returns it. */
  parseOptionalKeyword(allowed?: string | readonly string[]): string | undefined;
  parseKeywordOrString(): string;
  parseOptionalKeywordOrString(): string | undefined;
  parseInteger(): bigint;
  parseOptionalInteger(): bigint | undefined;
  parseFloat(): number;
  parseString(): string;
  parseOptionalString(): string | undefined;
  parseType(): Type;
  parseOptionalType(): Type | undefined;
  parseColonType(): Type;
  parseColonTypeList(): Type[];
  parseTypeList(): Type[];
  /** `-> t` or `-> (t1, t2)` */
  parseArrowTypeList(): Type[];
  parseOptionalArrowTypeList(): Type[] | undefined;
  /** A type list in parens, or a lone type. */
  parseFunctionResultTypes(): Type[];
  parseAttribute(type?: Type): Attribute;
  parseOptionalAttribute(type?: Type): Attribute | undefined;
  parseOptionalAttrDict(into: Map<string, Attribute>): void;
  parseOptionalAttrDictWithKeyword(into: Map<string, Attribute>): void;
  parseSymbolName(): string;
  parseOptionalSymbolName(): string | undefined;
  /** `4x?x8x` (with the trailing x when `trailingX`). */
  parseDimensionList(allowDynamic: boolean, trailingX: boolean): number[];
  parseCommaSeparatedList(delim: Delimiter, each: () => void, context?: string, until?: boolean): void;
  parseAffineMap(): AffineMap;
  parseIntegerSet(): IntegerSet;
  parseOptionalLocationSpecifier(): Location | undefined;
  /** True when the current token is this punctuation/keyword (nothing is consumed). */
  peekPunct(p: Punct): boolean;
  peekKeyword(keyword?: string): boolean;
}

export interface OpAsmParser extends AsmParser {
  /** The location of the op name (for errors about the whole op). */
  nameLoc(): Location;
  /** How many results the source binds (`%a:2 = ...` → 2). */
  numResultsBound(): number;
  parseOperand(): UnresolvedOperand;
  parseOptionalOperand(): UnresolvedOperand | undefined;
  parseOperandList(delim?: Delimiter, requiredCount?: number): UnresolvedOperand[];
  resolveOperand(u: UnresolvedOperand, type: Type): Value;
  resolveOperands(us: readonly UnresolvedOperand[], types: Type | readonly Type[], loc?: Location): Value[];
  parseArgument(allowType: boolean, allowAttrs?: boolean): Argument;
  parseOptionalArgument(allowType: boolean, allowAttrs?: boolean): Argument | undefined;
  parseArgumentList(delim: Delimiter, allowType: boolean, allowAttrs?: boolean): Argument[];
  /** Parses `{...}` into `region`, defining `args` as its entry block's arguments. */
  parseRegion(region: Region, args?: readonly Argument[], enableNameShadowing?: boolean): void;
  parseOptionalRegion(region: Region, args?: readonly Argument[], enableNameShadowing?: boolean): boolean;
  parseSuccessor(): Block;
  parseOptionalSuccessor(): Block | undefined;
  /** `^bb1(%a, %b : i32, i32)` — the block, and the operands resolved. */
  parseSuccessorAndUseList(): { block: Block; operands: Value[] };
  /** A full operation in any form (for ops that nest one, like `linalg.map`'s short form). */
  parseGenericOperationAfterOpName?(state: OperationState): void;
  /** Looks up a registered op kind, for custom parsers that build ops. */
  lookupOp(name: string): OpInfo | undefined;
  /**
   * Upstream parseAffineMapOfSSAIds: a bracketed list of affine expressions over SSA values
   * (`[%i + 1, symbol(%n)]`, the affine dialect's subscripts). Each value becomes a dim, or a
   * symbol inside `symbol(...)`, in order of first use; `operands` holds the dims, then the
   * symbols.
   */
  parseAffineMapOfSSAIds(delimiter: 'square' | 'paren'): { map: AffineMap; operands: UnresolvedOperand[] };
  /** Upstream parseAffineExprOfSSAIds: one such expression, with its dim and symbol operands. */
  parseAffineExprOfSSAIds(): { expr: AffineExpr; dims: UnresolvedOperand[]; symbols: UnresolvedOperand[] };
}

export interface PrintRegionOptions {
  printEntryBlockArgs?: boolean;
  printBlockTerminators?: boolean;
  printEmptyBlock?: boolean;
}

export interface AsmPrinter {
  write(text: string): void;
  printType(t: Type): void;
  printAttribute(a: Attribute): void;
  printAttributeWithoutType(a: Attribute): void;
  printOptionalAttrDict(attrs: Iterable<NamedAttribute>, elided?: readonly string[]): void;
  printOptionalAttrDictWithKeyword(attrs: Iterable<NamedAttribute>, elided?: readonly string[]): void;
  printSymbolName(name: string): void;
  printString(s: string): void;
  printAffineMap(m: AffineMap): void;
}

export interface OpAsmPrinter extends AsmPrinter {
  printOperand(v: Value): void;
  printOperands(vs: readonly Value[]): void;
  printSuccessor(b: Block): void;
  printSuccessorAndUseList(b: Block, operands: readonly Value[]): void;
  printRegion(r: Region, opts?: PrintRegionOptions): void;
  /** `%arg0: i32 {attrs}` plus its location under --mlir-print-debuginfo. */
  printRegionArgument(arg: BlockArgument, attrs?: readonly NamedAttribute[], omitType?: boolean): void;
  printNewline(): void;
  /** Indents what follows (newlines and nested regions) by two more columns, as upstream's
   * increaseIndent (linalg.map prints its region on its own indented line). */
  increaseIndent(): void;
  decreaseIndent(): void;
  /** `(t1, t2) -> t3` of the op's operands and results. */
  printFunctionalType(op: Operation): void;
  printArrowTypeList(types: readonly Type[]): void;
  printOptionalLocationSpecifier(loc: Location): void;
  /** Prints an op in full (custom or generic form) at the current position. */
  printOperation(op: Operation): void;
  /** Prints an op without its result list (upstream printCustomOrGenericOp): vector.mask shows
   * the op it masks this way. */
  printCustomOrGenericOp(op: Operation): void;
  /** The results of `map` with its dims and symbols spelled as the SSA values `operands` (dims
   * first), symbols as `symbol(%v)`: `%i + 1, symbol(%n)` (upstream printAffineMapOfSSAIds). */
  printAffineMapOfSSAIds(map: AffineMap, operands: readonly Value[]): void;
  /** One expression spelled over SSA values (upstream printAffineExprOfSSAIds). */
  printAffineExprOfSSAIds(expr: AffineExpr, dims: readonly Value[], symbols: readonly Value[]): void;
  /** The attributes of `op` that `attr-dict` prints: its discardable attributes and inherent
   * ones not in `elided`. */
  opAttrs(op: Operation): NamedAttribute[];
}

/** Everything needed to create an operation, gathered by parsers and builders. */
export interface OperationState {
  info: OpInfo;
  loc: Location;
  operands: Value[];
  resultTypes: Type[];
  /** Attributes; inherent ones are moved to properties when the op is created. */
  attributes: Map<string, Attribute>;
  /** Properties given explicitly (`<{...}>` in generic form). */
  properties: Map<string, Attribute> | undefined;
  regions: Region[];
  successors: Block[];
}
