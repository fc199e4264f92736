/**
 * Parses an op from its assembly format: elements in order, optional groups decided by their
 * first element, then operand and result types resolved from the format, buildable types, traits
 * and declared type relations.
 */
import type { OpAsmParser, OperationState, Punct, UnresolvedOperand } from '../../ir/asm.js';
import { type Attribute, DenseArrayAttr, typeOfAttr, UnitAttr } from '../../ir/attributes.js';
import { DiagnosticError, errorAt } from '../../ir/diagnostics.js';
import type { Block } from '../../ir/block.js';
import type { Location } from '../../ir/location.js';
import { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import type { Trait, TraitName } from '../../ir/traits.js';
import { FunctionType, type Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type TypeConstraint, UnitAttrC } from '../constraints.js';
import type { OpModel } from '../model.js';
import { type SlotPlan, resolveSlots } from './slots.js';
import type { El, TypeArg } from './ast.js';
import { type CustomParseContext, lookupCustomDirective } from './custom.js';
import { customArgs } from './print.js';

const PUNCTS = new Set<string>(['(', ')', '[', ']', '{', '}', '<', '>', ':', '::', ',', '=', '->', '?', '*', '+', '-', '...', '|']);

/** What the elements parsed, by slot (see slots.ts) for operands and types, by index for regions
 * and successors. */
interface Parsed {
  readonly plan: SlotPlan;
  readonly operands: (UnresolvedOperand[] | undefined)[];
  readonly types: (Type[] | undefined)[];
  readonly regions: (Region[] | undefined)[];
  readonly successors: (Block[] | undefined)[];
  allOperands?: UnresolvedOperand[];
  allOperandTypes?: Type[];
  allResultTypes?: Type[];
  allRegions?: Region[];
  allSuccessors?: Block[];
  /** What `attr-dict` spelled: its entries replace attributes the format read (upstream sets
   * properties from the format, then the dictionary's inherent attributes over them). */
  attrDict?: Map<string, Attribute>;
}

export interface FormatParserInfo {
  readonly m: OpModel;
  readonly els: readonly El[];
  readonly traits: ReadonlyMap<TraitName, Trait>;
  readonly plan: SlotPlan;
  readonly inferResultTypes?: (operands: readonly Value[], attrs: ReadonlyMap<string, Attribute>) => Type[];
}

export function parseWithFormat(f: FormatParserInfo, p: OpAsmParser, state: OperationState): void {
  const n = f.plan.numSlots;
  const d: Parsed = {
    plan: f.plan,
    operands: new Array(n), types: new Array(n),
    regions: new Array(f.m.regions.length), successors: new Array(f.m.successors.length),
  };
  for (const e of f.els) parseEl(f, p, state, d, e);
  if (d.attrDict) for (const [k, v] of d.attrDict) state.attributes.set(k, v);
  finish(f, p, state, d);
}

function parseLiteral(p: OpAsmParser, text: string, optional: boolean): boolean {
  if (PUNCTS.has(text)) {
    if (optional) return p.parseOptionalPunct(text as Punct);
    p.parsePunct(text as Punct);
    return true;
  }
  if (optional) return p.parseOptionalKeyword(text) !== undefined;
  p.parseKeyword(text);
  return true;
}

function parseTypes(p: OpAsmParser, variadic: boolean, optional: boolean, c?: TypeConstraint): Type[] {
  // A constraint of a builtin class reads its types as that class (ODS's parseType<MemRefType>).
  const cls = c?.typeClass;
  const read = (t: Type | undefined, loc: Location): Type | undefined => {
    if (t && cls && !cls.is(t)) {
      throw p.error(`invalid kind of type specified${cls.name ? `: expected ${cls.name}, but found '${t.key}'` : ''}`, loc);
    }
    return t;
  };
  if (!variadic) {
    const loc = p.currentLoc();
    if (optional) { const t = read(p.parseOptionalType(), loc); return t ? [t] : []; }
    return [read(p.parseType(), loc)!];
  }
  let loc = p.currentLoc();
  const first = read(p.parseOptionalType(), loc);
  if (!first) return [];
  const out = [first];
  while (p.parseOptionalPunct(',')) { loc = p.currentLoc(); out.push(read(p.parseType(), loc)!); }
  return out;
}

function setTypes(d: Parsed, arg: TypeArg, types: Type[]): void {
  if (arg.k === 'operands') d.allOperandTypes = types;
  else if (arg.k === 'results') d.allResultTypes = types;
  else d.types[d.plan.slot.get(arg.g.name)!] = types;
}

function parseAttr(p: OpAsmParser, e: Extract<El, { k: 'attr' }>, optional: boolean): Attribute | undefined {
  const c = e.a.constraint;
  if (c.parseInFormat && !e.qualified) {
    if (optional) return c.parseOptionalInFormat ? c.parseOptionalInFormat(p) : p.peekPunct('{') ? undefined : c.parseInFormat(p);
    return c.parseInFormat(p);
  }
  const t = e.qualified ? undefined : c.buildableType;
  if (!c.storage) return optional ? p.parseOptionalAttribute(t) : p.parseAttribute(t);
  // An attribute of a storage class is read as that class (ODS's parseAttribute<SymbolRefAttr>).
  const loc = p.currentLoc();
  const v = optional ? p.parseOptionalAttribute(t) : p.parseAttribute(t);
  if (v !== undefined && !c.storage(v)) throw p.error('invalid kind of attribute specified', loc);
  return v;
}

function parseRegionEl(p: OpAsmParser, optional: boolean): Region | undefined {
  if (optional && !p.peekPunct('{')) return undefined;
  const r = new Region();
  p.parseRegion(r, []);
  return r;
}

/** Parses one element; for the first element of an optional group returns whether it was there. */
function parseEl(f: FormatParserInfo, p: OpAsmParser, state: OperationState, d: Parsed, e: El, optional = false): boolean {
  switch (e.k) {
    case 'literal': return parseLiteral(p, e.text, optional);
    case 'space': case 'newline': return true;
    case 'operand': {
      const slot = f.plan.operandSlots[e.g.index]!;
      if (e.g.kind === 'single' && !optional) { d.operands[slot] = [p.parseOperand()]; return true; }
      if (e.g.kind === 'optional' || (e.g.kind === 'single' && optional)) {
        const u = p.parseOptionalOperand();
        d.operands[slot] = u ? [u] : [];
        return u !== undefined;
      }
      const list = p.parseOperandList('none');
      d.operands[slot] = list;
      return list.length > 0;
    }
    case 'attr': {
      const isOpt = optional || e.a.optional || e.a.defaultValue !== undefined;
      const v = parseAttr(p, e, isOpt);
      if (v !== undefined) state.attributes.set(e.a.name, v);
      return v !== undefined;
    }
    case 'region': {
      if (e.r.spec.variadic) {
        const rs: Region[] = [];
        let r = parseRegionEl(p, true);
        while (r) { rs.push(r); r = p.parseOptionalPunct(',') ? parseRegionEl(p, false) : undefined; }
        d.regions[e.r.index] = rs;
        return rs.length > 0;
      }
      const r = parseRegionEl(p, optional);
      if (r) d.regions[e.r.index] = [r];
      return r !== undefined;
    }
    case 'successor': {
      if (e.s.spec.variadic) {
        const bs: Block[] = [];
        let b = p.parseOptionalSuccessor();
        while (b) { bs.push(b); b = p.parseOptionalPunct(',') ? p.parseSuccessor() : undefined; }
        d.successors[e.s.index] = bs;
        return bs.length > 0;
      }
      const b = optional ? p.parseOptionalSuccessor() : p.parseSuccessor();
      if (b) d.successors[e.s.index] = [b];
      return b !== undefined;
    }
    case 'attrDict': {
      const dict = parseCheckedAttrDict(p, state, e.withKeyword);
      if (dict) d.attrDict = dict;
      return true;
    }
    case 'type': {
      const variadic = e.arg.k === 'operands' || e.arg.k === 'results' || e.arg.g.kind === 'variadic';
      const opt = optional || (e.arg.k !== 'operands' && e.arg.k !== 'results' && e.arg.g.kind === 'optional');
      const g = e.arg.k === 'operand' || e.arg.k === 'result' ? e.arg.g : undefined;
      const types = parseTypes(p, variadic, opt, g?.constraint);
      // An operand or result type that derives another (a type relation) is checked before it is
      // used, as upstream's generated parsers do (`'lhs' must be signless-integer-like, but got 'f32'`).
      if (g && f.m.spec.typeRelations?.some((r) => r.from === g.name)) {
        for (const t of types) if (!g.constraint.check(t)) throw p.error(`'${g.name}' must be ${g.constraint.description}, but got '${t.key}'`, p.nameLoc());
      }
      setTypes(d, e.arg, types);
      return types.length > 0;
    }
    case 'functionalType': {
      if (optional && !p.peekPunct('(')) return false;
      // One type, which must be a function type (ODS's parseType<FunctionType>).
      const loc = p.currentLoc();
      const t = p.parseType();
      if (!(t instanceof FunctionType)) throw p.error(`invalid kind of type specified: expected builtin.function, but found '${t.key}'`, loc);
      setTypes(d, e.inputs, [...t.inputs]);
      setTypes(d, e.results, [...t.results]);
      return true;
    }
    case 'operands': {
      const list = p.parseOperandList('none');
      d.allOperands = list;
      return list.length > 0;
    }
    case 'regions': {
      const rs: Region[] = [];
      let r = parseRegionEl(p, true);
      while (r) { rs.push(r); r = p.parseOptionalPunct(',') ? parseRegionEl(p, false) : undefined; }
      d.allRegions = rs;
      return rs.length > 0;
    }
    case 'successors': {
      const bs: Block[] = [];
      let b = p.parseOptionalSuccessor();
      while (b) { bs.push(b); b = p.parseOptionalPunct(',') ? p.parseSuccessor() : undefined; }
      d.allSuccessors = bs;
      return bs.length > 0;
    }
    case 'custom': {
      lookupCustomDirective(e.name).parse(p, customCtx(f, state, d), customArgs(e.args));
      return true;
    }
    case 'optional': {
      // Whitespace directives (`` ` ` ``) print but parse nothing: the group is decided by its
      // first element that does parse (`(`` `[` $symbols^ `]`)?`).
      const { first, rest } = groupLead(e);
      const present = parseEl(f, p, state, d, first, true);
      if (present) {
        const a = e.anchor;
        // A unit attribute anchoring a group it does not start (`(`constant` $constant^)?`) has
        // no text of its own: the group's presence sets it, as the printer elides it.
        const unitAnchor = a.k === 'attr' && a.a.constraint === UnitAttrC && a !== first;
        for (const c of rest) if (!(unitAnchor && c === a)) parseEl(f, p, state, d, c);
        if (unitAnchor) state.attributes.set(a.a.name, UnitAttr.instance);
      } else {
        for (const c of e.else) parseEl(f, p, state, d, c);
      }
      return present;
    }
    default: throw new Error(`cannot parse format element '${e.k}'`);
  }
}

/**
 * The `{...}` (or `attributes {...}`) of a custom form, its inherent attributes checked against
 * their constraints as they are read (upstream's verifyInherentAttrs while parsing), reported at
 * the dictionary; undefined when there is none.
 */
export function parseCheckedAttrDict(p: OpAsmParser, state: OperationState, withKeyword = false): Map<string, Attribute> | undefined {
  if (withKeyword ? !p.peekKeyword('attributes') : !p.peekPunct('{')) return undefined;
  const loc = p.currentLoc();
  const dict = new Map<string, Attribute>();
  if (withKeyword) p.parseOptionalAttrDictWithKeyword(dict);
  else p.parseOptionalAttrDict(dict);
  const check = state.info.checkInherentAttr;
  if (check) {
    for (const [name, v] of dict) {
      const message = check(name, v);
      if (message) throw p.error(message, loc);
    }
  }
  return dict;
}

/** An optional group's first parsing element and the elements after it, worked out once per
 * group (every op of the kind parses the group). */
const groupLeads = new WeakMap<El, { first: El; rest: readonly El[] }>();
function groupLead(e: Extract<El, { k: 'optional' }>): { first: El; rest: readonly El[] } {
  let g = groupLeads.get(e);
  if (!g) {
    const lead = Math.max(0, e.then.findIndex((c) => c.k !== 'space' && c.k !== 'newline'));
    g = { first: e.then[lead]!, rest: e.then.slice(lead + 1) };
    groupLeads.set(e, g);
  }
  return g;
}

function customCtx(f: FormatParserInfo, state: OperationState, d: Parsed): CustomParseContext {
  const slot = (name: string) => {
    const s = d.plan.slot.get(name);
    if (s === undefined) throw new Error(`${f.m.spec.name}: custom directive refers to unknown '${name}'`);
    return s;
  };
  return {
    setOperands: (name, us) => { d.operands[slot(name)] = us; },
    getOperands: (name) => d.operands[slot(name)] ?? [],
    setTypes: (name, ts) => { d.types[slot(name)] = ts; },
    getTypes: (name) => d.types[slot(name)] ?? [],
    setAttr: (name, a) => { state.attributes.set(name, a); },
    getAttr: (name) => state.attributes.get(name),
    setRegion: (name, r) => { const e = f.m.regions.find((x) => x.name === name); if (e) d.regions[e.index] = [r]; },
  };
}

/** Fills in the types the format leaves out, then builds operands, results and regions. */
function finish(f: FormatParserInfo, p: OpAsmParser, state: OperationState, d: Parsed): void {
  const m = f.m;
  const plan = f.plan;
  const known = d.types;
  for (const [s, name] of plan.attrSlots) {
    if (known[s] !== undefined) continue;
    const v = state.attributes.get(name);
    const t = v ? typeOfAttr(v) : undefined;
    if (t) known[s] = [t];
  }
  if (d.allOperandTypes) {
    let i = 0;
    m.operands.forEach((_g, gi) => {
      const n = d.operands[plan.operandSlots[gi]!]?.length ?? 0;
      known[plan.operandSlots[gi]!] = d.allOperandTypes!.slice(i, i + n);
      i += n;
    });
  }
  if (d.allResultTypes && m.results.length === 1) known[plan.resultSlots[0]!] = d.allResultTypes;
  resolveSlots(plan, known);
  // Operands.
  const operands = d.allOperands;
  const loc: Location = p.nameLoc();
  if (operands) {
    const types = m.operands.flatMap((_, gi) => known[plan.operandSlots[gi]!] ?? []);
    const all = d.allOperandTypes ?? (types.length === operands.length ? types : operands.map((_, i) => types[Math.min(i, types.length - 1)]!));
    state.operands.push(...p.resolveOperands(operands, all, loc));
  } else {
    const sizes: number[] | undefined = m.operandSegments ? [] : undefined;
    for (let gi = 0; gi < m.operands.length; gi++) {
      const slot = plan.operandSlots[gi]!;
      const us = d.operands[slot];
      sizes?.push(us?.length ?? 0);
      if (!us || !us.length) continue;
      const ts = known[slot];
      if (!ts || ts.length === 0) throw p.error(`cannot infer the type of operand '${m.operands[gi]!.name}'`, loc);
      if (ts.length !== us.length && ts.length !== 1) throw p.error(`${us.length} operands present, but expected ${ts.length}`, loc);
      for (let i = 0; i < us.length; i++) state.operands.push(p.resolveOperand(us[i]!, ts.length === 1 ? ts[0]! : ts[i]!));
    }
    if (sizes) state.attributes.set('operandSegmentSizes', DenseArrayAttr.i32(sizes));
  }
  // Results.
  if (d.allResultTypes) state.resultTypes.push(...d.allResultTypes);
  else {
    let inferred: Type[] | undefined;
    const resultSizes: number[] | undefined = m.resultSegments ? [] : undefined;
    for (let gi = 0; gi < m.results.length; gi++) {
      const g = m.results[gi]!;
      let ts = known[plan.resultSlots[gi]!];
      if (!ts) {
        inferred ??= inferTypes(f, state, loc);
        // A lone (possibly variadic) result group takes all inferred types.
        if (inferred && m.results.length === 1) ts = inferred;
        else if (inferred && inferred[gi]) ts = [inferred[gi]!];
      }
      if (!ts) {
        if (g.kind === 'single') throw p.error(`cannot infer the type of result '${g.name}'`, loc);
        ts = [];
      }
      resultSizes?.push(ts.length);
      for (const t of ts) state.resultTypes.push(t);
    }
    if (resultSizes) state.attributes.set('resultSegmentSizes', DenseArrayAttr.i32(resultSizes));
  }
  // Regions, with implicit terminators where the op has that trait.
  if (m.regions.length || d.allRegions) {
    const regions = d.allRegions ?? m.regions.flatMap((r) => d.regions[r.index] ?? (r.spec.variadic ? [] : [new Region()]));
    const term = f.traits.get('SingleBlockImplicitTerminator')?.terminator;
    if (term) for (const r of regions) ensureTerminator(p, r, term, state.loc);
    else if (f.traits.has('SingleBlock')) for (const r of regions) if (r.isEmpty) r.addBlock();
    for (const r of regions) state.regions.push(r);
  }
  if (d.allSuccessors) state.successors.push(...d.allSuccessors);
  else for (const s of m.successors) for (const b of d.successors[s.index] ?? []) state.successors.push(b);
}

/** The op's inferred result types; a failure (a plain Error from the hook) becomes a diagnostic
 * at the op, as upstream's inferReturnTypes reports `'name' op <reason>`. */
function inferTypes(f: FormatParserInfo, state: OperationState, loc: Location): Type[] | undefined {
  if (!f.inferResultTypes) return undefined;
  try {
    return f.inferResultTypes(state.operands, state.attributes);
  } catch (e) {
    if (e instanceof DiagnosticError) throw e;
    throw errorAt(loc, `'${f.m.spec.name}' op ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Adds the implicit terminator (and a block, for an empty region), as MLIR's ensureTerminator. */
export function ensureTerminator(p: OpAsmParser, r: Region, terminator: string, loc: Location): void {
  if (r.isEmpty) r.addBlock();
  const b = r.blocks[r.blocks.length - 1]!;
  if (b.last && b.last.hasTrait('Terminator')) return;
  const info = p.lookupOp(terminator);
  if (!info) throw p.error(`terminator '${terminator}' is not registered`, loc);
  b.push(Operation.create({ info, loc, operands: [], resultTypes: [], attributes: new Map(), properties: undefined, regions: [], successors: [] }));
}
