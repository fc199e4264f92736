/**
 * The shape of an op definition (the data `defineOp` takes) and the types derived from it: the
 * typed instance (`op.lhs`, `op.value`) and the builder arguments.
 */
import type { Attribute } from '../ir/attributes.js';
import type { MemoryEffectKind } from '../ir/opinfo.js';
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { Trait } from '../ir/traits.js';
import type { Type } from '../ir/types.js';
import type { OpResult, Value } from '../ir/value.js';
import type { FoldResult, Speculatability } from '../ir/opinfo.js';
import type { OpAsmParser, OpAsmPrinter, OperationState } from '../ir/asm.js';
import type { AttrConstraint, TypeConstraint } from './constraints.js';

export interface VariadicSpec { readonly kind: 'variadic'; readonly constraint: TypeConstraint; }
export interface OptionalSpec { readonly kind: 'optional'; readonly constraint: TypeConstraint; }
export type ValueSpec = TypeConstraint | VariadicSpec | OptionalSpec;

export const variadic = (constraint: TypeConstraint): VariadicSpec => ({ kind: 'variadic', constraint });
export const optional = (constraint: TypeConstraint): OptionalSpec => ({ kind: 'optional', constraint });

export interface OptionalAttrSpec<A extends Attribute> { readonly kind: 'optionalAttr'; readonly constraint: AttrConstraint<A>; }
export interface DefaultAttrSpec<A extends Attribute> {
  readonly kind: 'defaultAttr';
  readonly constraint: AttrConstraint<A>;
  readonly value: A;
  /** DefaultValuedOptionalAttr: the default is implied when absent but never stored. */
  readonly unstored?: boolean;
}
export type AttrSpec = AttrConstraint<Attribute> | OptionalAttrSpec<Attribute> | DefaultAttrSpec<Attribute>;

export const optionalAttr = <A extends Attribute>(constraint: AttrConstraint<A>): OptionalAttrSpec<A> => ({ kind: 'optionalAttr', constraint });
export const defaultAttr = <A extends Attribute>(constraint: AttrConstraint<A>, value: A): DefaultAttrSpec<A> => ({ kind: 'defaultAttr', constraint, value });
/** ODS DefaultValuedOptionalAttr (memref.load's `nontemporal`): read as `value` when absent, but
 * not materialized, so the generic form shows it only when set. */
export const defaultOptionalAttr = <A extends Attribute>(constraint: AttrConstraint<A>, value: A): DefaultAttrSpec<A> =>
  ({ kind: 'defaultAttr', constraint, value, unstored: true });

export interface RegionSpec {
  readonly kind: 'region';
  readonly variadic: boolean;
  /** Exactly this many blocks (SizedRegion<1>), when set. */
  readonly blocks?: number;
}
export const region = (): RegionSpec & { readonly variadic: false } => ({ kind: 'region', variadic: false });
export const sizedRegion = (blocks: number): RegionSpec & { readonly variadic: false } => ({ kind: 'region', variadic: false, blocks });
export const variadicRegion = (blocks?: number): RegionSpec & { readonly variadic: true } =>
  (blocks === undefined ? { kind: 'region', variadic: true } : { kind: 'region', variadic: true, blocks });

export interface SuccessorSpec { readonly kind: 'successor'; readonly variadic: boolean; }
export const successor = (): SuccessorSpec & { readonly variadic: false } => ({ kind: 'successor', variadic: false });
export const variadicSuccessor = (): SuccessorSpec & { readonly variadic: true } => ({ kind: 'successor', variadic: true });

/** A type known to equal another's, possibly through a transform (ODS TypesMatchWith). */
export interface TypeRelation {
  readonly from: string;
  readonly to: string;
  readonly transform?: (t: Type) => Type;
  /** For a variadic `to`: the list of types derived from `from` (call_indirect's operands). */
  readonly transformList?: (t: Type) => readonly Type[];
  /** The ODS summary quoted by the verifier ("result type matches element type of 'memref'"). */
  readonly description?: string;
}

export interface OpSpec {
  readonly name: string;
  readonly summary?: string;
  readonly operands?: Readonly<Record<string, ValueSpec>>;
  readonly results?: Readonly<Record<string, ValueSpec>>;
  readonly attributes?: Readonly<Record<string, AttrSpec>>;
  readonly regions?: Readonly<Record<string, RegionSpec>>;
  readonly successors?: Readonly<Record<string, SuccessorSpec>>;
  readonly traits?: readonly Trait[];
  /** Declarative assembly format (MLIR's assemblyFormat syntax). */
  readonly format?: string;
  /** Groups of operand/result/attribute names that have the same type (AllTypesMatch). */
  readonly sameTypes?: readonly (readonly string[])[];
  /** Types derived from others (TypesMatchWith), for formats and verification. */
  readonly typeRelations?: readonly TypeRelation[];
  readonly defaultDialect?: string;
}

type Defined<T> = T extends undefined ? Record<never, never> : NonNullable<T>;

type ValueOf<S, V> = S extends VariadicSpec ? V[] : S extends OptionalSpec ? V | undefined : V;
type AttrOf<S> = S extends OptionalAttrSpec<infer A> ? A | undefined
  : S extends DefaultAttrSpec<infer A> ? A
    : S extends AttrConstraint<infer A> ? A : never;
type RegionOf<S> = S extends { variadic: true } ? Region[] : Region;
type SuccessorOf<S> = S extends { variadic: true } ? Block[] : Block;

/** Names of parts that have an accessor (those not shadowing an Operation member). */
type Own<T> = Exclude<keyof T, keyof Operation>;

/** An instance of an op defined by spec `S`, with typed accessors. */
export type OpOf<S extends OpSpec> = Operation
  & { readonly [K in Own<Defined<S['operands']>>]: ValueOf<Defined<S['operands']>[K], Value> }
  & { readonly [K in Own<Defined<S['results']>>]: ValueOf<Defined<S['results']>[K], OpResult> }
  & { readonly [K in Own<Defined<S['attributes']>>]: AttrOf<Defined<S['attributes']>[K]> }
  & { readonly [K in Own<Defined<S['regions']>>]: RegionOf<Defined<S['regions']>[K]> }
  & { readonly [K in Own<Defined<S['successors']>>]: SuccessorOf<Defined<S['successors']>[K]> };

type Required<T, Opt> = { [K in keyof T as T[K] extends Opt ? never : K]: T[K] };
type Optionals<T, Opt> = { [K in keyof T as T[K] extends Opt ? K : never]: T[K] };

/** What `Def.build` takes: operands and attributes by name, result types when not inferable. */
export type BuildArgs<S extends OpSpec> =
  { [K in keyof Required<Defined<S['operands']>, OptionalSpec>]: ValueOf<Defined<S['operands']>[K], Value> }
  & { [K in keyof Optionals<Defined<S['operands']>, OptionalSpec>]?: Value }
  & { [K in keyof Required<Defined<S['attributes']>, OptionalAttrSpec<Attribute> | DefaultAttrSpec<Attribute>>]: AttrOf<Defined<S['attributes']>[K]> }
  & { [K in keyof Optionals<Defined<S['attributes']>, OptionalAttrSpec<Attribute> | DefaultAttrSpec<Attribute>>]?: Exclude<AttrOf<Defined<S['attributes']>[K]>, undefined> }
  & {
    /** Result types, when they cannot be inferred. */
    resultTypes?: readonly Type[];
    /** Regions to move into the op (default: empty ones). */
    regions?: readonly Region[];
    successors?: readonly Block[];
    /** Extra (discardable) attributes. */
    extraAttrs?: Iterable<readonly [string, Attribute]>;
  };

/** Behaviour hooks, typed against the op's own instance type. */
export interface OpHooksFor<S extends OpSpec> {
  verify?(op: OpOf<S>): void;
  verifyRegions?(op: OpOf<S>): void;
  fold?(op: OpOf<S>, operands: readonly (Attribute | undefined)[]): readonly FoldResult[] | undefined;
  asmResultNames?(op: OpOf<S>): readonly (string | undefined)[];
  asmBlockArgNames?(op: OpOf<S>, region: Region): readonly (string | undefined)[];
  memoryEffects?(op: OpOf<S>): readonly MemoryEffectKind[];
  speculatability?(op: OpOf<S>): Speculatability;
  /** The inits of a destination-style op, result i tied to init i (see OpHooks.dpsInits). */
  dpsInits?(op: OpOf<S>): readonly Value[];
  parse?(p: OpAsmParser, state: OperationState): void;
  print?(op: OpOf<S>, p: OpAsmPrinter): void;
  /** Result types from the build arguments (InferTypeOpInterface). */
  inferResultTypes?(operands: readonly Value[], attrs: ReadonlyMap<string, Attribute>): Type[];
}
