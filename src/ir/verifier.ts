/**
 * The IR verifier: per-op invariants (traits, then the op's own verifier), block structure
 * (terminators), nested ops, region verifiers, symbol tables, isolation and SSA dominance.
 * Reports the first error found, as MLIR does.
 */
import type { Attribute } from './attributes.js';
import { DiagnosticError, errorAt, errorOn, opError } from './diagnostics.js';
import { DominanceInfo, hasSSADominance } from './dominance.js';
import type { Block } from './block.js';
import { BlockArgument, type Value } from './value.js';
import type { Region } from './region.js';
import { UnknownLoc } from './location.js';
import type { Operation } from './operation.js';
import type { OpInfo } from './opinfo.js';
import { symbolName } from './symbols.js';

export interface VerifyOptions {
  /** Prints an op inside messages (upstream's "block with no terminator, has <op>"); the IR
   * layer cannot print, so tools pass the printer in. */
  readonly printOp?: (op: Operation) => string;
}

let printForMessages: (op: Operation) => string = (op) => `'${op.name}' op`;

/**
 * Verifies `root` and everything nested in it. As upstream, each op isolated from above (each
 * function, say) is verified on its own, so one failing function does not hide the errors of
 * the others; within one, the first error is reported. Returns the errors in program order.
 */
export function verifyAll(root: Operation, opts: VerifyOptions = {}): DiagnosticError[] {
  const saved = printForMessages;
  if (opts.printOp) printForMessages = opts.printOp;
  const errors: DiagnosticError[] = [];
  const units: Operation[] = [root];
  // One dominance cache for all units: the IR does not change while it is verified, and a
  // cache per function was a map per function.
  const dom = new DominanceInfo();
  // One list of the isolated ops found in a unit, emptied for the next: a fresh `[]` per unit
  // has another elements kind than the list the module's walk filled, and V8's on-stack-replaced
  // code of that walk deoptimized on it once per function (20k functions: ~30 ms).
  const deferred: Operation[] = [];
  try {
    for (let i = 0; i < units.length; i++) {
      const unit = units[i]!;
      deferred.length = 0;
      try {
        verifyStructure(unit, unit, deferred);
        verifyDominance(unit, dom);
      } catch (e) {
        if (!(e instanceof DiagnosticError)) throw e;
        errors.push(e);
      }
      if (deferred.length) units.splice(i + 1, 0, ...deferred);
    }
  } finally {
    printForMessages = saved;
  }
  return errors;
}

/** Verifies `root`; throws the first error. */
export function verifyOrThrow(root: Operation, opts: VerifyOptions = {}): void {
  const errors = verifyAll(root, opts);
  if (errors.length) throw errors[0]!;
}

/** Verifies `root`; returns the first error, or undefined when the IR is valid. */
export function verify(root: Operation, opts: VerifyOptions = {}): DiagnosticError | undefined {
  return verifyAll(root, opts)[0];
}

/**
 * What the verifier asks of an op kind, worked out once per kind: its trait hooks as arrays (a
 * Map iterator per op costs more than most checks) and the traits it tests on every op.
 */
interface KindFacts {
  readonly verifiers: readonly ((op: Operation) => void)[];
  readonly regionVerifiers: readonly ((op: Operation) => void)[];
  readonly isolated: boolean;
  readonly terminator: boolean;
  /** Blocks of this op's regions must end in a terminator. */
  readonly needsTerminator: boolean;
  readonly symbolTable: boolean;
  readonly symbol: boolean;
}
const kindFacts = new WeakMap<OpInfo, KindFacts>();

function factsOf(info: OpInfo): KindFacts {
  let f = kindFacts.get(info);
  if (f) return f;
  const traits = [...info.traits.values()];
  f = {
    verifiers: info.registered ? traits.flatMap((t) => (t.verify ? [t.verify] : [])) : [],
    regionVerifiers: info.registered ? traits.flatMap((t) => (t.verifyRegion ? [t.verifyRegion] : [])) : [],
    isolated: info.traits.has('IsolatedFromAbove'),
    terminator: info.traits.has('Terminator'),
    needsTerminator: info.registered && !info.traits.has('NoTerminator'),
    symbolTable: info.traits.has('SymbolTable'),
    symbol: info.traits.has('Symbol'),
  };
  kindFacts.set(info, f);
  return f;
}

/**
 * Checks a dialect makes of its discardable attributes wherever they appear (`gpu.container_module`
 * on a module, `gpu.known_block_size` on any function), as upstream's
 * Dialect::verifyOperationAttribute. Keyed by dialect namespace; a dialect registers its hook when
 * its module loads, since the verifier sees ops, not the context.
 */
export type DialectAttrVerifier = (op: Operation, name: string, value: Attribute) => void;
const dialectAttrVerifiers = new Map<string, DialectAttrVerifier>();

export function registerDialectAttrVerifier(dialect: string, verifier: DialectAttrVerifier): void {
  dialectAttrVerifiers.set(dialect, verifier);
}

/**
 * Checks a dialect makes of its attributes on the arguments of a function (upstream's
 * Dialect::verifyRegionArgAttribute, called by the FunctionOpInterface verifier).
 */
export type DialectArgAttrVerifier = (op: Operation, argIndex: number, name: string, value: Attribute) => void;
const dialectArgAttrVerifiers = new Map<string, DialectArgAttrVerifier>();

export function registerDialectArgAttrVerifier(dialect: string, verifier: DialectArgAttrVerifier): void {
  dialectArgAttrVerifiers.set(dialect, verifier);
}

/** Runs the verifier of the dialect that `name` (`dialect.attr`) belongs to, if it has one. */
export function verifyArgAttr(op: Operation, argIndex: number, name: string, value: Attribute): void {
  const dot = name.indexOf('.');
  if (dot > 0) dialectArgAttrVerifiers.get(name.slice(0, dot))?.(op, argIndex, name, value);
}

/**
 * Upstream's order: on entering an op, its own invariants; on entering a block, emptiness and
 * misplaced branches; then the nested ops; on leaving a block, its terminator; on leaving the op,
 * the region traits (SingleBlockImplicitTerminator, SymbolTable) and the op's region verifier.
 */
function verifyStructure(op: Operation, unit: Operation, deferred: Operation[]): void {
  // Dialect attributes are checked on entry, before the op's own invariants.
  if (op.numAttributes) {
    op.forEachAttribute((name, value) => {
      const dot = name.indexOf('.');
      if (dot > 0) dialectAttrVerifiers.get(name.slice(0, dot))?.(op, name, value);
    });
  }
  const info = op.info;
  const facts = factsOf(info);
  if (info.registered) {
    info.verifyInvariants?.(op);
    const vs = facts.verifiers;
    for (let i = 0; i < vs.length; i++) vs[i]!(op);
    info.verify?.(op);
  }
  const needsTerminator = facts.needsTerminator;
  const regions = op.regions;
  for (let r = 0; r < regions.length; r++) {
    const region = regions[r]!;
    if (region.blocks.length && !region.front.hasNoPredecessors) {
      throw errorAt(op.loc, 'entry block of region may not have predecessors');
    }
    const blocks = region.blocks;
    for (let b = 0; b < blocks.length; b++) verifyBlock(op, blocks[b]!, needsTerminator, unit, deferred);
  }
  if (info.registered) {
    const rvs = facts.regionVerifiers;
    for (let i = 0; i < rvs.length; i++) rvs[i]!(op);
  }
  if (facts.symbolTable) verifySymbolTable(op);
  if (facts.symbol && symbolName(op) === undefined) {
    throw opError(op, "requires string attribute 'sym_name'");
  }
  if (info.registered) info.verifyRegions?.(op);
}

/** The ops of one block of `op`, then its terminator. */
function verifyBlock(op: Operation, block: Block, needsTerminator: boolean, unit: Operation, deferred: Operation[]): void {
  if (!block.first) {
    if (needsTerminator) throw errorAt(op.loc, 'empty block: expect at least a terminator');
    return;
  }
  checkBranchesLast(block);
  verifyOps(block, unit, deferred);
  const last = block.last!;
  if (needsTerminator && last.isRegistered && !factsOf(last.info).terminator) {
    throw errorOn(last, `block with no terminator, has ${printForMessages(last)}`);
  }
}

// The loops over a block's ops are functions with nothing after the loop: V8 compiles the long
// loop of a module's block on the stack (OSR) and reuses that code when the next function's body
// is walked; code after the loop that the module never ran (its block needs no terminator) then
// deoptimized once per function (20k functions: thousands of deopts).

function checkBranchesLast(block: Block): void {
  for (let child: Operation | null = block.first; child; child = child.next) {
    if (child.blockOperands.length > 0 && child !== block.last) {
      throw errorOn(child, 'operation with block successors must terminate its parent block');
    }
  }
}

function verifyOps(block: Block, unit: Operation, deferred: Operation[]): void {
  for (let child: Operation | null = block.first; child; child = child.next) {
    // An isolated op is its own unit: checked after this one, whatever happens here.
    if (child !== unit && factsOf(child.info).isolated) deferred.push(child);
    else verifyStructure(child, unit, deferred);
  }
}

function verifySymbolTable(op: Operation): void {
  if (op.regions.length !== 1) throw opError(op, 'Operations with a \'SymbolTable\' must have exactly one region');
  const region = op.regions[0]!;
  if (region.blocks.length > 1) throw opError(op, "Operations with a 'SymbolTable' must have exactly one block");
  const seen = new Map<string, Operation>();
  for (const child of region.blocks[0]?.ops ?? []) {
    const name = symbolName(child);
    if (name === undefined) continue;
    const prev = seen.get(name);
    if (prev) throw errorOn(child, `redefinition of symbol named '${name}'`).note('see existing symbol definition here', prev.loc);
    seen.set(name, child);
  }
}

/**
 * SSA dominance and isolation in one walk: every operand must be defined inside the closest
 * IsolatedFromAbove ancestor of its user, and dominate the user. Values defined earlier in the
 * user's own block (the common case) are checked without the dominator tree.
 */
function verifyDominance(root: Operation, dom: DominanceInfo): void {
  // `reachable`: whether the op's block is reachable from its region's entry. As upstream, the
  // operands of ops in unreachable blocks are not checked (`%x = arith.addi %x, %c` is valid
  // there), though their regions and isolation are.
  const visit = (op: Operation, iso: Operation | null, reachable: boolean): void => {
    const operands = op.opOperands;
    const block = op.parentBlock;
    // Whether the op's region orders its values (not a graph region), asked once per op.
    let ordered: boolean | undefined;
    for (let i = 0; i < operands.length; i++) {
      const v = operands[i]!.value;
      const def = v.definingOp;
      if (!reachable) {
        if (iso && !definedInside(v, iso)) {
          throw opError(op, 'using value defined outside the region').note('required by region isolation constraints', iso.loc);
        }
        continue;
      }
      if (def && def.parentBlock === block && def !== op && block) {
        ordered ??= !block.parentRegion || hasSSADominance(block.parentRegion);
        if (!ordered) continue;
        if (def.isBeforeInBlock(op)) continue;
      } else {
        if (iso && !definedInside(v, iso)) {
          throw opError(op, 'using value defined outside the region').note('required by region isolation constraints', iso.loc);
        }
        if (dom.dominatesUse(v, op)) continue;
      }
      throw dominanceError(op, i, v);
    }
    const inner = factsOf(op.info).isolated ? op : iso;
    for (const r of op.regions) {
      const single = r.blocks.length === 1;
      for (const b of r.blocks) {
        const live = single || dom.isReachable(b);
        for (let c = b.first; c; c = c.next) if (!(c !== root && factsOf(c.info).isolated && isIsolatedUnit(c))) visit(c, inner, live);
      }
    }
  };
  visit(root, null, true);
}

/** Isolated ops are verified as their own units (see verifyAll), except in unregistered
 * ops' regions where isolation is not known. */
function isIsolatedUnit(op: Operation): boolean { return op.isRegistered; }

/** True when `v` is defined in one of `iso`'s regions (at any depth). */
function definedInside(v: Value, iso: Operation): boolean {
  const r = v.parentBlock?.parentRegion ?? null;
  for (let x = r; x; x = x.parentRegion) if (x.parentOp === iso) return true;
  return false;
}

function dominanceError(op: Operation, i: number, v: Value): DiagnosticError {
  const e = errorOn(op, `operand #${i} does not dominate this use`);
  // As upstream's diagnoseInvalidOperandDominance: where the definition is, seen from the use.
  const useRegion = op.parentRegion;
  const relation = (defRegion: Region | null | undefined, same: string, defBlockIsUses: boolean): string => {
    if (defBlockIsUses) return same;
    if (defRegion === useRegion) return 'in the same region';
    if (defRegion && useRegion && defRegion !== useRegion && defRegion.isAncestor(useRegion)) return 'in a parent region';
    if (defRegion && useRegion && useRegion.isAncestor(defRegion)) return 'in a child region';
    return 'neither in a parent nor in a child region';
  };
  const def = v.definingOp;
  if (def) {
    const where = relation(def.parentRegion, 'in the same block', def.parentBlock === op.parentBlock);
    e.note(`operand defined here (op ${where.replace('neither', 'is neither')})`, def.loc);
  } else {
    const block = (v as BlockArgument).owner;
    const region = block.parentRegion;
    const index = region ? region.blocks.indexOf(block) : 0;
    e.note(`operand defined as a block argument (block #${index} ${relation(region, 'in the same block', false)})`, block.parentOp?.loc ?? UnknownLoc.instance);
  }
  return e;
}
