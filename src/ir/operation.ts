/**
 * Operations: the nodes of the IR. An op has operands (uses of values), results, inherent
 * attributes (properties), discardable attributes, regions and successor blocks, and sits on its
 * block's intrusive list. Registered op kinds give instances a subclass with typed accessors.
 */
import type { Attribute, NamedAttribute } from './attributes.js';
import type { Block } from './block.js';
import type { Location } from './location.js';
import type { OpInfo } from './opinfo.js';
import type { Trait, TraitName } from './traits.js';
import type { Type } from './types.js';
import type { OperationState } from './asm.js';
import { Region } from './region.js';
import { BlockOperand, OpOperand, OpResult, type Value } from './value.js';
import { IRMapping } from './mapping.js';

/** What a walk callback may return: continue, skip the op's regions (pre-order), or stop. */
export type WalkResult = void | 'skip' | 'interrupt';

/**
 * An op's attributes as one flat list of name, value pairs (`[n0, v0, n1, v1, ...]`). Ops have
 * few attributes, often none or one; a Map and its hash table cost several times the memory of
 * this list, and every byte of long-lived IR is copied and marked by the garbage collector.
 */
type AttrList = (string | Attribute)[];

/** Index of the value of `name` in `list`, or -1. */
function find(list: AttrList | null, name: string): number {
  if (list) for (let i = 0; i < list.length; i += 2) if (list[i] === name) return i + 1;
  return -1;
}
function toMap(list: AttrList | null): Map<string, Attribute> {
  const m = new Map<string, Attribute>();
  if (list) for (let i = 0; i < list.length; i += 2) m.set(list[i] as string, list[i + 1] as Attribute);
  return m;
}
function toNamed(list: AttrList | null, out: NamedAttribute[]): NamedAttribute[] {
  if (list) for (let i = 0; i < list.length; i += 2) out.push({ name: list[i] as string, value: list[i + 1] as Attribute });
  return out;
}
/**
 * Default-valued properties of each op kind, as a frozen list shared by every op of the kind that
 * sets nothing else (`arith.addi`'s overflowFlags): the op copies it on its first write.
 */
const sharedDefaults = new WeakMap<OpInfo, AttrList>();
function defaultsOf(info: OpInfo, defaults: ReadonlyMap<string, Attribute>): AttrList {
  let list = sharedDefaults.get(info);
  if (!list) {
    list = [];
    for (const [k, v] of defaults) list.push(k, v);
    Object.freeze(list);
    sharedDefaults.set(info, list);
  }
  return list;
}
// Shared empty lists: most ops have no regions or successors. They are never mutated in place.
const NO_OPERANDS: OpOperand[] = [];
const NO_RESULTS: OpResult[] = [];
const NO_REGIONS: Region[] = [];
const NO_SUCCESSORS: BlockOperand[] = [];

export class Operation {
  parentBlock: Block | null = null;
  prev: Operation | null = null;
  next: Operation | null = null;
  /** @internal position in the block, valid while the block's order is valid */
  orderIndex = 0;
  opOperands: OpOperand[] = NO_OPERANDS;
  results: OpResult[] = NO_RESULTS;
  regions: Region[] = NO_REGIONS;
  blockOperands: BlockOperand[] = NO_SUCCESSORS;
  private props: AttrList | null = null;
  private attrs: AttrList | null = null;

  constructor(readonly info: OpInfo, public loc: Location) {}

  /** Creates a detached operation from a state gathered by a parser or builder. */
  static create(state: OperationState): Operation {
    const op = new Operation(state.info, state.loc);
    const n = state.operands.length;
    if (n) {
      const operands = new Array<OpOperand>(n);
      for (let i = 0; i < n; i++) operands[i] = new OpOperand(op, i, state.operands[i]!);
      op.opOperands = operands;
    }
    const m = state.resultTypes.length;
    if (m) {
      const results = new Array<OpResult>(m);
      for (let i = 0; i < m; i++) results[i] = new OpResult(state.resultTypes[i]!, op, i);
      op.results = results;
    }
    if (state.properties) for (const [k, v] of state.properties) op.setProperty(k, v);
    if (state.attributes.size) for (const [k, v] of state.attributes) op.setAttr(k, v);
    const defaults = state.info.defaults;
    if (defaults) {
      if (op.props === null) op.props = defaultsOf(state.info, defaults);
      else for (const [k, v] of defaults) if (find(op.props, k) < 0) op.props.push(k, v);
    }
    // Exact-size copies of lists grown by push: a pushed-to list keeps room for 16 more entries
    // (~130 bytes), which a function or constant would carry for its lifetime.
    if (op.props !== null && !Object.isFrozen(op.props)) op.props = op.props.slice();
    if (op.attrs !== null) op.attrs = op.attrs.slice();
    if (state.regions.length) {
      // An exact-size copy: the state's list grew by push, with room for 16 more that every
      // function op would keep for its lifetime.
      op.regions = state.regions.slice();
      for (const r of state.regions) r.parentOp = op;
    }
    if (state.successors.length) op.blockOperands = state.successors.map((b, i) => new BlockOperand(op, i, b));
    return op;
  }

  get name(): string { return this.info.name; }
  get isRegistered(): boolean { return this.info.registered; }
  hasTrait(name: TraitName): boolean { return this.info.traits.has(name); }
  trait(name: TraitName): Trait | undefined { return this.info.traits.get(name); }

  // ---- operands ----
  get numOperands(): number { return this.opOperands.length; }
  getOperand(i: number): Value { return this.opOperands[i]!.value; }
  get operands(): Value[] { return this.opOperands.map((o) => o.value); }
  setOperand(i: number, v: Value): void { this.opOperands[i]!.set(v); }
  /** Replaces all operands (use lists are kept exact). */
  setOperands(values: readonly Value[]): void {
    for (const o of this.opOperands) o.drop();
    this.opOperands = values.length ? values.map((v, i) => new OpOperand(this, i, v)) : NO_OPERANDS;
  }
  /** Replaces operands [start, start+count) by `values`. */
  spliceOperands(start: number, count: number, values: readonly Value[]): void {
    const all = this.operands;
    all.splice(start, count, ...values);
    this.setOperands(all);
  }
  eraseOperand(i: number): void { this.spliceOperands(i, 1, []); }

  // ---- results ----
  get numResults(): number { return this.results.length; }
  getResult(i: number): OpResult { return this.results[i]!; }
  get resultTypes(): Type[] { return this.results.map((r) => r.type); }
  get operandTypes(): Type[] { return this.opOperands.map((o) => o.value.type); }
  /** True when no result has a use. */
  get useEmpty(): boolean { return this.results.every((r) => !r.hasUses); }
  replaceAllUsesWith(values: readonly Value[]): void {
    if (values.length !== this.results.length) throw new Error(`replacing ${this.results.length} results of '${this.name}' with ${values.length} values`);
    this.results.forEach((r, i) => r.replaceAllUsesWith(values[i]!));
  }

  // ---- attributes ----
  /** Inherent attributes (printed in `<{...}>` in generic form), as a new map. */
  get properties(): ReadonlyMap<string, Attribute> { return toMap(this.props); }
  /** Discardable attributes (printed in `{...}`), as a new map. */
  get attributes(): ReadonlyMap<string, Attribute> { return toMap(this.attrs); }
  get numProperties(): number { return this.props ? this.props.length >> 1 : 0; }
  get numAttributes(): number { return this.attrs ? this.attrs.length >> 1 : 0; }
  /** Visits the properties in order, without building a map (printers, verifier). */
  forEachProperty(fn: (name: string, value: Attribute) => void): void {
    const l = this.props;
    if (l) for (let i = 0; i < l.length; i += 2) fn(l[i] as string, l[i + 1] as Attribute);
  }
  /** Visits the discardable attributes in order. */
  forEachAttribute(fn: (name: string, value: Attribute) => void): void {
    const l = this.attrs;
    if (l) for (let i = 0; i < l.length; i += 2) fn(l[i] as string, l[i + 1] as Attribute);
  }
  getAttr(name: string): Attribute | undefined {
    let i = find(this.props, name);
    if (i >= 0) return this.props![i] as Attribute;
    i = find(this.attrs, name);
    return i >= 0 ? this.attrs![i] as Attribute : undefined;
  }
  hasAttr(name: string): boolean { return this.getAttr(name) !== undefined; }
  /** Sets an attribute: inherent ones go to properties, others are discardable. */
  setAttr(name: string, value: Attribute): void {
    if (this.info.inherentAttrs.has(name) || find(this.props, name) >= 0) this.setProperty(name, value);
    else {
      const i = find(this.attrs, name);
      if (i >= 0) this.attrs![i] = value; else (this.attrs ??= []).push(name, value);
    }
  }
  /** Sets a property explicitly (generic `<{...}>`). */
  setProperty(name: string, value: Attribute): void {
    const l = this.ownProps();
    const i = find(l, name);
    if (i >= 0) l[i] = value; else l.push(name, value);
  }
  removeAttr(name: string): boolean {
    let i = find(this.props, name);
    if (i >= 0) { this.ownProps().splice(i - 1, 2); return true; }
    i = find(this.attrs, name);
    if (i >= 0) { this.attrs!.splice(i - 1, 2); return true; }
    return false;
  }
  /** The op's own (writable) property list: a shared default list is copied first. */
  private ownProps(): AttrList {
    const l = this.props;
    if (l === null) return (this.props = []);
    return Object.isFrozen(l) ? (this.props = l.slice()) : l;
  }
  /** All attributes, inherent first then discardable. */
  get allAttrs(): NamedAttribute[] { return toNamed(this.attrs, toNamed(this.props, [])); }
  /** The properties as named attributes, in order. */
  get propertyList(): NamedAttribute[] { return toNamed(this.props, []); }
  /** The discardable attributes as named attributes, in order. */
  get attributeList(): NamedAttribute[] { return toNamed(this.attrs, []); }

  // ---- regions and successors ----
  get numRegions(): number { return this.regions.length; }
  getRegion(i: number): Region { return this.regions[i]!; }
  get numSuccessors(): number { return this.blockOperands.length; }
  getSuccessor(i: number): Block { return this.blockOperands[i]!.block; }
  get successors(): Block[] { return this.blockOperands.map((b) => b.block); }
  setSuccessor(i: number, b: Block): void { this.blockOperands[i]!.set(b); }

  // ---- position ----
  get parentRegion(): Region | null { return this.parentBlock?.parentRegion ?? null; }
  get parentOp(): Operation | null { return this.parentBlock?.parentRegion?.parentOp ?? null; }
  /** The closest ancestor (not this op) satisfying `pred`. */
  parentWhere(pred: (op: Operation) => boolean): Operation | null {
    for (let p = this.parentOp; p; p = p.parentOp) if (pred(p)) return p;
    return null;
  }
  parentOfKind(name: string): Operation | null { return this.parentWhere((p) => p.name === name); }
  /** True when `other` is this op or nested in it. */
  isAncestor(other: Operation): boolean {
    for (let o: Operation | null = other; o; o = o.parentOp) if (o === this) return true;
    return false;
  }
  isProperAncestor(other: Operation): boolean { return other !== this && this.isAncestor(other); }
  /** True when this op comes before `other` in the same block. */
  isBeforeInBlock(other: Operation): boolean {
    const b = this.parentBlock!;
    b.ensureOrder();
    return this.orderIndex < other.orderIndex;
  }

  // ---- mutation ----
  /** Unlinks the op from its block, keeping it alive (to be inserted elsewhere). */
  remove(): this {
    this.parentBlock?.unlinkOp(this);
    return this;
  }
  moveBefore(anchor: Operation): void { this.remove(); anchor.parentBlock!.insertBefore(this, anchor); }
  moveAfter(anchor: Operation): void { this.remove(); anchor.parentBlock!.insertAfter(this, anchor); }
  /** Drops every use this op (and its nested ops) makes, so it can be destroyed. */
  dropAllReferences(): void {
    for (const o of this.opOperands) o.drop();
    for (const b of this.blockOperands) b.drop();
    for (const r of this.regions) r.dropAllReferences();
  }
  /** Removes the op from its block and destroys it. Its results must have no uses left. */
  erase(): void {
    for (const r of this.results) {
      if (r.hasUses) throw new Error(`erasing '${this.name}' whose result #${r.index} still has uses`);
    }
    this.remove();
    this.dropAllReferences();
  }

  // ---- traversal ----
  /** Post-order walk (nested ops before this one); erasing the visited op is allowed. */
  walk(fn: (op: Operation) => WalkResult): boolean {
    for (const r of this.regions) {
      for (const b of r.blocks) {
        for (let op = b.first; op; ) {
          const next = op.next;
          if (!op.walk(fn)) return false;
          op = next;
        }
      }
    }
    return fn(this) !== 'interrupt';
  }
  /** Pre-order walk; return 'skip' to not enter an op's regions. */
  walkPre(fn: (op: Operation) => WalkResult): boolean {
    const r0 = fn(this);
    if (r0 === 'interrupt') return false;
    if (r0 === 'skip') return true;
    for (const r of this.regions) {
      for (const b of r.blocks) {
        for (let op = b.first; op; ) {
          const next = op.next;
          if (!op.walkPre(fn)) return false;
          op = next;
        }
      }
    }
    return true;
  }
  /** The ops nested in this one (not this op), in pre-order. */
  nestedOps(): Operation[] {
    const out: Operation[] = [];
    this.walkPre((op) => { if (op !== this) out.push(op); });
    return out;
  }

  // ---- cloning ----
  /** Deep copy; operands found in `mapping` are remapped, and the copy's values are recorded. */
  clone(mapping: IRMapping = new IRMapping()): Operation {
    const op = this.cloneTree(mapping);
    // Uses that precede their definition in block order (legal across dominating blocks) were
    // cloned before the definition was: remap them now that every value is known.
    op.walk((o) => { for (const u of o.opOperands) { const v = mapping.lookup(u.value); if (v) u.set(v); } });
    return op;
  }
  /** @internal clone without the final remapping pass */
  cloneTree(mapping: IRMapping): Operation {
    const op = this.cloneWithoutRegions(mapping);
    this.regions.forEach((r, i) => r.cloneBlocksInto(op.regions[i]!, mapping));
    return op;
  }
  /** Copy with the same number of (empty) regions. */
  cloneWithoutRegions(mapping: IRMapping = new IRMapping()): Operation {
    const op = Operation.create({
      info: this.info,
      loc: this.loc,
      operands: this.opOperands.map((o) => mapping.lookupOrDefault(o.value)),
      resultTypes: this.results.map((r) => r.type),
      attributes: toMap(this.attrs),
      properties: this.props ? toMap(this.props) : undefined,
      regions: this.regions.map(() => new Region()),
      successors: this.blockOperands.map((b) => mapping.lookupBlockOrDefault(b.block)),
    });
    this.results.forEach((r, i) => mapping.map(r, op.results[i]!));
    mapping.mapOp(this, op);
    return op;
  }

  toString(): string { return `'${this.name}' op`; }

  /**
   * Makes `op.<name>` a typed accessor for the op kinds that define it. The getter lives on the
   * one Operation class and dispatches on the op's kind; ops without such an accessor read
   * undefined.
   */
  static defineAccessor(name: string): void {
    if (Object.prototype.hasOwnProperty.call(Operation.prototype, name)) return;
    Object.defineProperty(Operation.prototype, name, {
      get(this: Operation) {
        const f = this.info.accessors?.get(name);
        return f ? f(this) : undefined;
      },
      configurable: false,
      enumerable: false,
    });
  }
}
