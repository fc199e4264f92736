/**
 * `defineOp`: one literal spec per op → a registered op kind with a class of typed accessors,
 * a builder, a verifier, and a parser/printer (from the declarative format or custom hooks).
 */
import { type Attribute, DenseArrayAttr } from '../ir/attributes.js';
import type { Builder } from '../ir/builder.js';
import type { Location } from '../ir/location.js';
import { opInfoFields, type OpInfo } from '../ir/opinfo.js';
import { Operation } from '../ir/operation.js';
import { Region } from '../ir/region.js';
import {
  AttrSizedOperandSegments, AttrSizedResultSegments, type Trait, type TraitName,
} from '../ir/traits.js';
import { IntegerType, type Type } from '../ir/types.js';
import type { Value } from '../ir/value.js';
import { type OpModel, buildModel, operandRanges, resultRanges } from './model.js';
import type { BuildArgs, OpHooksFor, OpOf, OpSpec } from './spec.js';
import { compileInvariants } from './verify.js';
import { compileFormat } from './format/compile.js';

export interface OpDef<S extends OpSpec = OpSpec> extends OpInfo {
  readonly spec: S;
  readonly model: OpModel;
  /** Type guard: `op` is an instance of this op kind. */
  is(op: Operation | null | undefined): op is OpOf<S>;
  /** Creates the op at the builder's insertion point. */
  build(b: Builder, args: BuildArgs<S>, loc?: Location): OpOf<S>;
}

/** Names typed accessors may not take: the members of Operation itself. */
const RESERVED = new Set([
  ...Object.getOwnPropertyNames(Operation.prototype),
  'info', 'loc', 'parentBlock', 'prev', 'next', 'orderIndex', 'opOperands', 'results', 'regions', 'blockOperands',
  'props', 'attrs', 'constructor',
]);

/** The typed accessors of an op kind, installed once on Operation.prototype by name. */
/** The op kind's property conversion (OpInfo.convertProperties): each attribute whose
 * constraint says what it is stored as, then the segment sizes, which are i32 dense arrays. */
function propertyConverter(m: OpModel): OpInfo['convertProperties'] {
  const stored = m.attrs.flatMap((a) => (a.constraint.storage ? [[a.name, a.constraint.storage] as const] : []));
  const segments = [m.operandSegments ? 'operandSegmentSizes' : '', m.resultSegments ? 'resultSegmentSizes' : ''].filter(Boolean);
  if (!stored.length && !segments.length) return undefined;
  return (props) => {
    for (const [name, converts] of stored) {
      const v = props.get(name);
      if (v && !converts(v)) return `Invalid attribute \`${name}\` in property conversion: ${v.key}`;
    }
    for (const name of segments) {
      const v = props.get(name);
      if (v && !(v instanceof DenseArrayAttr && v.elementType instanceof IntegerType && v.elementType.width === 32)) return 'expected DenseI32ArrayAttr for key `value`';
    }
    return undefined;
  };
}

/** The op kind's inherent attribute check (OpInfo.checkInherentAttr). */
function inherentAttrChecker(m: OpModel): OpInfo['checkInherentAttr'] {
  const byName = new Map(m.attrs.map((a) => [a.name, a.constraint] as const));
  return (name, value) => {
    const c = byName.get(name);
    return c && !c.check(value) ? `'${m.spec.name}' op attribute '${name}' failed to satisfy constraint: ${c.description}` : undefined;
  };
}

function makeAccessors(m: OpModel): Map<string, (op: Operation) => unknown> {
  const acc = new Map<string, (op: Operation) => unknown>();
  const define = (key: string, get: (op: Operation) => unknown) => {
    // A part named like an Operation member (memref.get_global's `name` attribute) gets no
    // accessor; code reads it with getAttr. Its type is left out of OpOf too.
    if (RESERVED.has(key)) return;
    acc.set(key, get);
    Operation.defineAccessor(key);
  };
  m.operands.forEach((g, gi) => define(g.name, (op) => {
    const [start, n] = operandRanges(m, op)[gi]!;
    if (g.kind === 'single') return op.getOperand(start);
    if (g.kind === 'optional') return n ? op.getOperand(start) : undefined;
    return op.opOperands.slice(start, start + n).map((o) => o.value);
  }));
  m.results.forEach((g, gi) => define(g.name, (op) => {
    const [start, n] = resultRanges(m, op)[gi]!;
    if (g.kind === 'single') return op.results[start];
    if (g.kind === 'optional') return n ? op.results[start] : undefined;
    return op.results.slice(start, start + n);
  }));
  for (const a of m.attrs) define(a.name, (op) => op.getAttr(a.name) ?? a.defaultValue);
  m.regions.forEach((r) => define(r.name, (op) => (r.spec.variadic ? op.regions.slice(r.index) : op.regions[r.index])));
  m.successors.forEach((s) => define(s.name, (op) => (s.spec.variadic ? op.successors.slice(s.index) : op.getSuccessor(s.index))));
  return acc;
}

export function defineOp<const S extends OpSpec>(spec: S, behaviour: OpHooksFor<S> = {}): OpDef<S> {
  const m = buildModel(spec);
  const traitList: Trait[] = [...(spec.traits ?? [])];
  if (m.operandSegments && !traitList.includes(AttrSizedOperandSegments)) traitList.push(AttrSizedOperandSegments);
  if (m.resultSegments && !traitList.includes(AttrSizedResultSegments)) traitList.push(AttrSizedResultSegments);
  const traits = new Map<TraitName, Trait>(traitList.map((t) => [t.name, t]));
  const inherent = new Set(m.attrs.map((a) => a.name));
  if (m.operandSegments) inherent.add('operandSegmentSizes');
  if (m.resultSegments) inherent.add('resultSegmentSizes');
  const dot = spec.name.indexOf('.');
  const hooks = behaviour as OpHooksFor<OpSpec>;
  const format = spec.format !== undefined ? compileFormat(m, spec.format, traits, hooks) : undefined;

  const defaults = new Map(m.attrs.filter((a) => a.defaultValue !== undefined && !a.optional).map((a) => [a.name, a.defaultValue!] as const));
  // Every field in the same order, absent hooks as undefined: all op kinds share one hidden
  // class, so the parser, printer and verifier read `info.x` monomorphically (conditional
  // spreads made a shape per combination of hooks, and V8's optimized walks deoptimized on
  // each new one).
  const def: OpDef<S> = {
    ...opInfoFields({
      name: spec.name,
      dialect: spec.name.slice(0, dot),
      registered: true,
      traits,
      inherentAttrs: inherent,
      accessors: makeAccessors(m),
      convertProperties: propertyConverter(m),
      checkInherentAttr: inherentAttrChecker(m),
      defaults: defaults.size ? defaults : undefined,
      verifyInvariants: compileInvariants(m),
      verify: hooks.verify as ((op: Operation) => void) | undefined,
      verifyRegions: hooks.verifyRegions as ((op: Operation) => void) | undefined,
      fold: hooks.fold as OpInfo['fold'],
      asmResultNames: (hooks.asmResultNames as OpInfo['asmResultNames'])
        ?? (m.results.length > 1 ? (op: Operation) => odsResultNames(m, op) : undefined),
      asmBlockArgNames: hooks.asmBlockArgNames as OpInfo['asmBlockArgNames'],
      memoryEffects: hooks.memoryEffects as OpInfo['memoryEffects'],
      speculatability: hooks.speculatability as OpInfo['speculatability'],
      dpsInits: hooks.dpsInits as OpInfo['dpsInits'],
      defaultDialect: spec.defaultDialect,
      parse: hooks.parse ?? format?.parse,
      print: (hooks.print as OpInfo['print']) ?? format?.print,
    }),
    spec,
    model: m,
    is(op: Operation | null | undefined): op is OpOf<S> { return op?.info === def; },
    build(b: Builder, args: BuildArgs<S>, loc?: Location): OpOf<S> {
      return buildOp(def, m, hooks, b, args as unknown as GenericArgs, loc) as OpOf<S>;
    },
  };
  return def;
}

/**
 * Upstream ODS gives ops that declare more than one result the declared result names (`%sum,
 * %overflow = arith.addui_extended`); a single result stays numbered, since its name is rarely
 * interesting.
 */
function odsResultNames(m: OpModel, op: Operation): (string | undefined)[] {
  const names = new Array<string | undefined>(op.numResults).fill(undefined);
  resultRanges(m, op).forEach(([start, n], gi) => { if (n > 0) names[start] = m.results[gi]!.name; });
  return names;
}

type GenericArgs = Record<string, unknown> & {
  resultTypes?: readonly Type[];
  regions?: readonly Region[];
  successors?: readonly import('../ir/block.js').Block[];
  extraAttrs?: Iterable<readonly [string, Attribute]>;
};

function buildOp(info: OpInfo, m: OpModel, hooks: OpHooksFor<OpSpec>, b: Builder, args: GenericArgs, loc?: Location): Operation {
  const operands: Value[] = [];
  const sizes: number[] = [];
  for (const g of m.operands) {
    const v = args[g.name] as Value | Value[] | undefined;
    if (g.kind === 'variadic') { const vs = (v as Value[] | undefined) ?? []; operands.push(...vs); sizes.push(vs.length); }
    else if (v === undefined) {
      if (g.kind === 'single') throw new Error(`${m.spec.name}: missing operand '${g.name}'`);
      sizes.push(0);
    } else { operands.push(v as Value); sizes.push(1); }
  }
  const attrs = new Map<string, Attribute>();
  for (const a of m.attrs) {
    const v = args[a.name] as Attribute | undefined;
    if (v !== undefined) attrs.set(a.name, v);
    else if (a.defaultValue !== undefined && !a.optional) attrs.set(a.name, a.defaultValue);
  }
  if (m.operandSegments) attrs.set('operandSegmentSizes', DenseArrayAttr.i32(sizes));
  for (const [k, v] of args.extraAttrs ?? []) attrs.set(k, v);
  let resultTypes = args.resultTypes;
  if (!resultTypes) {
    if (hooks.inferResultTypes) resultTypes = hooks.inferResultTypes(operands, attrs);
    else if (m.results.length === 0) resultTypes = [];
    else if (info.traits.has('SameOperandsAndResultType') && operands.length) resultTypes = m.results.map(() => operands[0]!.type);
    else throw new Error(`${m.spec.name}: result types must be given`);
  }
  const nRegions = args.regions?.length ?? m.regions.filter((r) => !r.spec.variadic).length;
  return b.create(info, {
    operands,
    resultTypes,
    attributes: attrs,
    regions: args.regions ?? nRegions,
    successors: args.successors ?? [],
    ...(loc ? { loc } : {}),
  });
}
