/**
 * Parses an op from its assembly format: elements in order, optional groups decided by their
 * first element, then operand and result types resolved from the format, buildable types, traits
 * and declared type relations.
 */
import type { OpAsmParser, OperationState, Punct, UnresolvedOperand } from '../../ir/asm.js';
import { type Attribute, DenseArrayAttr, typeOfAttr, UnitAttr } from '../../ir/attributes.js';
import type { Block } from '../../ir/block.js';
import type { Location } from '../../ir/location.js';
import { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import type { Trait, TraitName } from '../../ir/traits.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { UnitAttrC } from '../constraints.js';
import type { OpModel } from '../model.js';
import type { El, TypeArg } from './ast.js';
import { type CustomParseContext, lookupCustomDirective } from './custom.js';
import { customArgs } from './print.js';

const PUNCTS = new Set<string>(['(', ')', '[', ']', '{', '}', '<', '>', ':', '::', ',', '=', '->', '?', '*', '+', '-', '...', '|']);

interface Parsed {
  readonly operands: Map<string, UnresolvedOperand[]>;
  readonly types: Map<string, Type[]>;
  readonly regions: Map<string, Region[]>;
  readonly successors: Map<string, Block[]>;
  allOperands?: UnresolvedOperand[];
  allOperandTypes?: Type[];
  allResultTypes?: Type[];
  allRegions?: Region[];
  allSuccessors?: Block[];
}

export interface FormatParserInfo {
  readonly m: OpModel;
  readonly els: readonly El[];
  readonly traits: ReadonlyMap<TraitName, Trait>;
  readonly inferResultTypes?: (operands: readonly Value[], attrs: ReadonlyMap<string, Attribute>) => Type[];
}

export function parseWithFormat(f: FormatParserInfo, p: OpAsmParser, state: OperationState): void {
  const d: Parsed = { operands: new Map(), types: new Map(), regions: new Map(), successors: new Map() };
  for (const e of f.els) parseEl(f, p, state, d, e);
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

function parseTypes(p: OpAsmParser, variadic: boolean, optional: boolean): Type[] {
  if (!variadic) {
    if (optional) { const t = p.parseOptionalType(); return t ? [t] : []; }
    return [p.parseType()];
  }
  const first = p.parseOptionalType();
  if (!first) return [];
  const out = [first];
  while (p.parseOptionalPunct(',')) out.push(p.parseType());
  return out;
}

function setTypes(d: Parsed, arg: TypeArg, types: Type[]): void {
  if (arg.k === 'operands') d.allOperandTypes = types;
  else if (arg.k === 'results') d.allResultTypes = types;
  else d.types.set(arg.g.name, types);
}

function parseAttr(p: OpAsmParser, e: Extract<El, { k: 'attr' }>, optional: boolean): Attribute | undefined {
  const c = e.a.constraint;
  if (c.parseInFormat && !e.qualified) {
    if (optional) return c.parseOptionalInFormat ? c.parseOptionalInFormat(p) : p.peekPunct('{') ? undefined : c.parseInFormat(p);
    return c.parseInFormat(p);
  }
  const t = e.qualified ? undefined : c.buildableType;
  return optional ? p.parseOptionalAttribute(t) : p.parseAttribute(t);
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
      if (e.g.kind === 'single' && !optional) { d.operands.set(e.g.name, [p.parseOperand()]); return true; }
      if (e.g.kind === 'optional' || (e.g.kind === 'single' && optional)) {
        const u = p.parseOptionalOperand();
        d.operands.set(e.g.name, u ? [u] : []);
        return u !== undefined;
      }
      const list = p.parseOperandList('none');
      d.operands.set(e.g.name, list);
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
        d.regions.set(e.r.name, rs);
        return rs.length > 0;
      }
      const r = parseRegionEl(p, optional);
      if (r) d.regions.set(e.r.name, [r]);
      return r !== undefined;
    }
    case 'successor': {
      if (e.s.spec.variadic) {
        const bs: Block[] = [];
        let b = p.parseOptionalSuccessor();
        while (b) { bs.push(b); b = p.parseOptionalPunct(',') ? p.parseSuccessor() : undefined; }
        d.successors.set(e.s.name, bs);
        return bs.length > 0;
      }
      const b = optional ? p.parseOptionalSuccessor() : p.parseSuccessor();
      if (b) d.successors.set(e.s.name, [b]);
      return b !== undefined;
    }
    case 'attrDict':
      if (e.withKeyword) p.parseOptionalAttrDictWithKeyword(state.attributes);
      else p.parseOptionalAttrDict(state.attributes);
      return true;
    case 'type': {
      const variadic = e.arg.k === 'operands' || e.arg.k === 'results' || e.arg.g.kind === 'variadic';
      const opt = optional || (e.arg.k !== 'operands' && e.arg.k !== 'results' && e.arg.g.kind === 'optional');
      const types = parseTypes(p, variadic, opt);
      setTypes(d, e.arg, types);
      return types.length > 0;
    }
    case 'functionalType': {
      if (optional && !p.peekPunct('(')) return false;
      const ins: Type[] = [];
      p.parseCommaSeparatedList('paren', () => ins.push(p.parseType()));
      setTypes(d, e.inputs, ins);
      setTypes(d, e.results, p.parseArrowTypeList());
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
      lookupCustomDirective(e.name).parse(p, customCtx(state, d), customArgs(e.args));
      return true;
    }
    case 'optional': {
      // Whitespace directives (`` ` ` ``) print but parse nothing: the group is decided by its
      // first element that does parse (`(`` `[` $symbols^ `]`)?`).
      const lead = Math.max(0, e.then.findIndex((c) => c.k !== 'space' && c.k !== 'newline'));
      const first = e.then[lead];
      const rest = e.then.slice(lead + 1);
      const present = parseEl(f, p, state, d, first!, true);
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

function customCtx(state: OperationState, d: Parsed): CustomParseContext {
  return {
    setOperands: (name, us) => { d.operands.set(name, us); },
    getOperands: (name) => d.operands.get(name) ?? [],
    setTypes: (name, ts) => { d.types.set(name, ts); },
    getTypes: (name) => d.types.get(name) ?? [],
    setAttr: (name, a) => { state.attributes.set(name, a); },
    getAttr: (name) => state.attributes.get(name),
    setRegion: (name, r) => { d.regions.set(name, [r]); },
  };
}

/** Fills in the types the format leaves out, then builds operands, results and regions. */
function finish(f: FormatParserInfo, p: OpAsmParser, state: OperationState, d: Parsed): void {
  const m = f.m;
  const loc: Location = p.nameLoc();
  const known = d.types;
  for (const a of m.attrs) {
    const v = state.attributes.get(a.name);
    const t = v ? typeOfAttr(v) : undefined;
    if (t && !known.has(a.name)) known.set(a.name, [t]);
  }
  if (d.allOperandTypes) {
    let i = 0;
    const counts = countsOf(m, d);
    m.operands.forEach((g, gi) => { known.set(g.name, d.allOperandTypes!.slice(i, i + counts[gi]!)); i += counts[gi]!; });
  }
  if (d.allResultTypes && m.results.length === 1) known.set(m.results[0]!.name, d.allResultTypes);
  const groups = [...m.operands.map((g) => ({ g, isResult: false })), ...m.results.map((g) => ({ g, isResult: true }))];
  const same: string[][] = (m.spec.sameTypes ?? []).map((x) => [...x]);
  if (f.traits.has('SameOperandsAndResultType')) same.push(groups.map((x) => x.g.name));
  if (f.traits.has('SameTypeOperands')) same.push(m.operands.map((g) => g.name));
  for (let changed = true; changed; ) {
    changed = false;
    for (const { g } of groups) {
      if (!known.has(g.name) && g.constraint.buildable) { known.set(g.name, [g.constraint.buildable]); changed = true; }
    }
    for (const names of same) {
      const src = names.map((n) => known.get(n)).find((ts) => ts && ts.length > 0);
      if (!src) continue;
      for (const n of names) if (!known.has(n)) { known.set(n, [src[0]!]); changed = true; }
    }
    for (const rel of m.spec.typeRelations ?? []) {
      const from = known.get(rel.from);
      if (!from?.length || known.has(rel.to)) continue;
      known.set(rel.to, rel.transformList ? [...rel.transformList(from[0]!)] : [rel.transform ? rel.transform(from[0]!) : from[0]!]);
      changed = true;
    }
  }
  // Operands.
  const operands = d.allOperands;
  if (operands) {
    const types = m.operands.flatMap((g) => known.get(g.name) ?? []);
    const all = d.allOperandTypes ?? (types.length === operands.length ? types : operands.map((_, i) => types[Math.min(i, types.length - 1)]!));
    state.operands.push(...p.resolveOperands(operands, all, loc));
  } else {
    const sizes: number[] = [];
    for (const g of m.operands) {
      const us = d.operands.get(g.name) ?? [];
      sizes.push(us.length);
      if (!us.length) continue;
      const ts = known.get(g.name);
      if (!ts || ts.length === 0) throw p.error(`cannot infer the type of operand '${g.name}'`, loc);
      const full = ts.length === us.length ? ts : us.map(() => ts[0]!);
      if (ts.length !== us.length && ts.length !== 1) throw p.error(`${us.length} operands present, but expected ${ts.length}`, loc);
      state.operands.push(...p.resolveOperands(us, full, loc));
    }
    if (m.operandSegments) state.attributes.set('operandSegmentSizes', DenseArrayAttr.i32(sizes));
  }
  // Results.
  if (d.allResultTypes) state.resultTypes.push(...d.allResultTypes);
  else {
    let inferred: Type[] | undefined;
    const resultSizes: number[] = [];
    for (const g of m.results) {
      let ts = known.get(g.name);
      if (!ts) {
        inferred ??= f.inferResultTypes?.(state.operands, state.attributes);
        const idx = m.results.indexOf(g);
        if (inferred && inferred[idx]) ts = [inferred[idx]!];
        else if (inferred && m.results.length === 1) ts = inferred;
      }
      if (!ts) {
        if (g.kind === 'single') throw p.error(`cannot infer the type of result '${g.name}'`, loc);
        ts = [];
      }
      resultSizes.push(ts.length);
      state.resultTypes.push(...ts);
    }
    if (m.resultSegments) state.attributes.set('resultSegmentSizes', DenseArrayAttr.i32(resultSizes));
  }
  // Regions, with implicit terminators where the op has that trait.
  const regions = d.allRegions ?? m.regions.flatMap((r) => d.regions.get(r.name) ?? (r.spec.variadic ? [] : [new Region()]));
  const term = f.traits.get('SingleBlockImplicitTerminator')?.terminator;
  if (term) for (const r of regions) ensureTerminator(p, r, term, state.loc);
  else if (f.traits.has('SingleBlock')) for (const r of regions) if (r.isEmpty) r.addBlock();
  state.regions.push(...regions);
  state.successors.push(...(d.allSuccessors ?? m.successors.flatMap((s) => d.successors.get(s.name) ?? [])));
}

function countsOf(m: OpModel, d: Parsed): number[] {
  return m.operands.map((g) => d.operands.get(g.name)?.length ?? 0);
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
