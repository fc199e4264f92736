/**
 * What the IR knows about an op kind: its name, traits, inherent attributes, the class of its
 * instances and its hooks (verify, parse, print, fold, asm names). Registered op kinds are built by
 * irdl's `defineOp`; unknown ops get a bare OpInfo under --allow-unregistered-dialect.
 */
import type { Trait, TraitName } from './traits.js';
import type { Operation } from './operation.js';
import type { Region } from './region.js';
import type { Attribute } from './attributes.js';
import type { Value } from './value.js';
import type { OpAsmParser, OpAsmPrinter, OperationState } from './asm.js';

/** An op's own memory effect (rewrite/effects.ts reads them). `write-own`: a write to memory the op
 * allocates itself, as bufferization.clone writes its new buffer (upstream: a write effect on a
 * result the op allocates): a write for CSE, but it does not keep an unused op alive. */
export type MemoryEffectKind = 'read' | 'write' | 'write-own' | 'alloc' | 'free';

/** The result of folding: an attribute (a constant) or an existing value, per result. */
export type FoldResult = Attribute | Value;

/** Whether an op may run where it would not have run (upstream's Speculation::Speculatability):
 * always, never (it may trap or not terminate), or when the ops in its regions may. */
export type Speculatability = 'speculatable' | 'not-speculatable' | 'recursively-speculatable';

export interface OpHooks {
  /** The structural checks derived from the op's definition (counts, constraints). */
  verifyInvariants?(op: Operation): void;
  /** Checks the op itself beyond its definition's constraints. Throws a DiagnosticError. */
  verify?(op: Operation): void;
  /** Checks that need the nested ops verified first. */
  verifyRegions?(op: Operation): void;
  /** Parses the custom form after the op name. */
  parse?(p: OpAsmParser, state: OperationState): void;
  /** Prints the custom form after the op name. */
  print?(op: Operation, p: OpAsmPrinter): void;
  /** Folds the op given its operands' constant values (undefined where not constant). Returns
   * undefined when it cannot fold; may update the op in place and return its own results. */
  fold?(op: Operation, operands: readonly (Attribute | undefined)[]): readonly FoldResult[] | undefined;
  /** Names for results in custom form (`%c0`, `%cst`): one entry per result group start. */
  asmResultNames?(op: Operation): readonly (string | undefined)[];
  /** Names for a region's entry block arguments in custom form. */
  asmBlockArgNames?(op: Operation, region: Region): readonly (string | undefined)[];
  /** The op's own memory effects when they depend on the op rather than its kind (upstream's
   * MemoryEffectOpInterface: linalg ops read and write their memref operands, not their
   * tensors). Takes precedence over the Mem* and Pure traits. */
  memoryEffects?(op: Operation): readonly MemoryEffectKind[];
  /** Whether this op may be hoisted past the conditions that guard it, when that depends on the
   * op (upstream's ConditionallySpeculatable: `arith.divsi` by a constant other than 0 and -1).
   * Without it, Pure ops are speculatable and others are not. */
  speculatability?(op: Operation): Speculatability;
  /** The inits of a destination-style op (upstream's DestinationStyleOpInterface): result i is
   * tied to init i, whose shape it has, so patterns may read a result's sizes from its init. */
  dpsInits?(op: Operation): readonly Value[];
  /** Ops of this dialect may drop their prefix inside this op's regions (`return` in func.func). */
  defaultDialect?: string;
}

export interface OpInfo extends OpHooks {
  readonly name: string;
  readonly dialect: string;
  readonly registered: boolean;
  readonly traits: ReadonlyMap<TraitName, Trait>;
  /** Names of inherent attributes, stored as properties and printed in `<{...}>`. */
  readonly inherentAttrs: ReadonlySet<string>;
  /** Typed accessors of this op kind (`op.lhs`), by name: getters on Operation.prototype
   * dispatch here, so all ops share one class (one hidden class for V8) whatever their kind. */
  readonly accessors?: ReadonlyMap<string, (op: Operation) => unknown>;
  /** Default values of inherent attributes, set on every new op that lacks them (as upstream
   * populates default-valued properties at creation). */
  readonly defaults?: ReadonlyMap<string, Attribute>;
  /** Upstream's property conversion of a generic `<{...}>` dictionary (setPropertiesFromAttr):
   * the message for the first entry, in declaration order, whose attribute is not of the kind
   * its property stores; undefined when all convert. */
  readonly convertProperties?: (props: ReadonlyMap<string, Attribute>) => string | undefined;
  /** For an inherent attribute that does not meet its constraint: upstream's message
   * (`'memref.load' op attribute 'alignment' failed to satisfy constraint: ...`). */
  readonly checkInherentAttr?: (name: string, value: Attribute) => string | undefined;
}

const noTraits: ReadonlyMap<TraitName, Trait> = new Map();
const noAttrs: ReadonlySet<string> = new Set();

/**
 * An OpInfo with every field present, in one order: all op kinds then share one hidden class,
 * so the hot walks (parser, printer, verifier) read `info.x` monomorphically.
 */
export function opInfoFields(f: OpInfo): OpInfo {
  return {
    name: f.name, dialect: f.dialect, registered: f.registered, traits: f.traits, inherentAttrs: f.inherentAttrs,
    accessors: f.accessors, defaults: f.defaults, convertProperties: f.convertProperties, checkInherentAttr: f.checkInherentAttr,
    verifyInvariants: f.verifyInvariants, verify: f.verify, verifyRegions: f.verifyRegions,
    parse: f.parse, print: f.print, fold: f.fold, asmResultNames: f.asmResultNames, asmBlockArgNames: f.asmBlockArgNames,
    memoryEffects: f.memoryEffects, speculatability: f.speculatability, dpsInits: f.dpsInits, defaultDialect: f.defaultDialect,
  };
}

/** Op kinds nobody registered, kept by name (one per name). */
const unregistered = new Map<string, OpInfo>();

export function unregisteredOpInfo(name: string): OpInfo {
  let info = unregistered.get(name);
  if (!info) {
    const dot = name.indexOf('.');
    info = opInfoFields({ name, dialect: dot < 0 ? '' : name.slice(0, dot), registered: false, traits: noTraits, inherentAttrs: noAttrs });
    unregistered.set(name, info);
  }
  return info;
}
