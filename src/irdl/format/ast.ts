/**
 * The declarative assembly format (MLIR's `assemblyFormat`) parsed into elements bound to the op
 * model: literals, variables, directives, optional groups.
 */
import type { AttrEntry, OpModel, RegionEntry, SuccessorEntry, ValueGroup } from '../model.js';

export type TypeArg =
  | { readonly k: 'operand'; readonly g: ValueGroup }
  | { readonly k: 'result'; readonly g: ValueGroup }
  | { readonly k: 'operands' }
  | { readonly k: 'results' };

export type El =
  | { readonly k: 'literal'; readonly text: string }
  | { readonly k: 'space'; readonly text: ' ' | '' }
  | { readonly k: 'newline' }
  | { readonly k: 'operand'; readonly g: ValueGroup }
  | { readonly k: 'attr'; readonly a: AttrEntry; readonly qualified: boolean }
  | { readonly k: 'region'; readonly r: RegionEntry }
  | { readonly k: 'successor'; readonly s: SuccessorEntry }
  | { readonly k: 'attrDict'; readonly withKeyword: boolean }
  | { readonly k: 'propDict' }
  | { readonly k: 'type'; readonly arg: TypeArg; readonly qualified: boolean }
  | { readonly k: 'functionalType'; readonly inputs: TypeArg; readonly results: TypeArg }
  | { readonly k: 'operands' }
  | { readonly k: 'regions' }
  | { readonly k: 'successors' }
  | { readonly k: 'custom'; readonly name: string; readonly args: readonly El[] }
  | { readonly k: 'ref'; readonly arg: El }
  | { readonly k: 'optional'; readonly then: readonly El[]; readonly else: readonly El[]; readonly anchor: El; readonly inverted: boolean };

class FormatLexer {
  pos = 0;
  constructor(readonly text: string, readonly op: string) {}
  fail(msg: string): never { throw new Error(`${this.op}: bad assembly format at ${this.pos}: ${msg}`); }
  skipWs(): void { while (this.pos < this.text.length && /\s/.test(this.text[this.pos]!)) this.pos++; }
  peek(): string { this.skipWs(); return this.text[this.pos] ?? ''; }
  eat(c: string): boolean { if (this.peek() === c) { this.pos++; return true; } return false; }
  expect(c: string): void { if (!this.eat(c)) this.fail(`expected '${c}'`); }
  ident(): string {
    this.skipWs();
    const m = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(this.text.slice(this.pos));
    if (!m) this.fail('expected identifier');
    this.pos += m[0].length;
    return m[0];
  }
  literal(): string {
    this.expect('`');
    const end = this.text.indexOf('`', this.pos);
    if (end < 0) this.fail('unterminated literal');
    const s = this.text.slice(this.pos, end);
    this.pos = end + 1;
    return s;
  }
}

export function parseFormat(m: OpModel, text: string): El[] {
  const lx = new FormatLexer(text, m.spec.name);
  const findVar = (name: string): El => {
    const g = m.operands.find((x) => x.name === name);
    if (g) return { k: 'operand', g };
    const a = m.attrs.find((x) => x.name === name);
    if (a) return { k: 'attr', a, qualified: false };
    const r = m.regions.find((x) => x.name === name);
    if (r) return { k: 'region', r };
    const s = m.successors.find((x) => x.name === name);
    if (s) return { k: 'successor', s };
    return lx.fail(`unknown variable '$${name}'`);
  };
  const typeArg = (): TypeArg => {
    if (lx.eat('$')) {
      const name = lx.ident();
      const g = m.operands.find((x) => x.name === name);
      if (g) return { k: 'operand', g };
      const r = m.results.find((x) => x.name === name);
      if (r) return { k: 'result', g: r };
      return lx.fail(`'$${name}' is not an operand or result`);
    }
    const id = lx.ident();
    if (id === 'operands') return { k: 'operands' };
    if (id === 'results') return { k: 'results' };
    return lx.fail(`bad type directive argument '${id}'`);
  };
  const element = (): El => {
    const c = lx.peek();
    if (c === '`') {
      const t = lx.literal();
      if (t === ' ' || t === '') return { k: 'space', text: t };
      if (t === '\\n') return { k: 'newline' };
      return { k: 'literal', text: t };
    }
    if (c === '$') { lx.pos++; return findVar(lx.ident()); }
    if (c === '(') {
      lx.pos++;
      const then: El[] = [];
      let anchor: El | undefined;
      while (lx.peek() !== ')') {
        const e = element();
        then.push(e);
        if (lx.eat('^')) anchor = e;
      }
      lx.expect(')');
      let els: El[] = [];
      if (lx.eat(':')) {
        lx.expect('(');
        while (lx.peek() !== ')') els.push(element());
        lx.expect(')');
      }
      lx.expect('?');
      if (!anchor) return lx.fail('optional group has no anchor');
      return { k: 'optional', then, else: els, anchor, inverted: false };
    }
    const id = lx.ident();
    switch (id) {
      case 'attr-dict': return { k: 'attrDict', withKeyword: false };
      case 'attr-dict-with-keyword': return { k: 'attrDict', withKeyword: true };
      case 'prop-dict': return { k: 'propDict' };
      case 'operands': return { k: 'operands' };
      case 'regions': return { k: 'regions' };
      case 'successors': return { k: 'successors' };
      case 'type': { lx.expect('('); const arg = typeArg(); lx.expect(')'); return { k: 'type', arg, qualified: false }; }
      case 'qualified': {
        lx.expect('(');
        const inner = element();
        lx.expect(')');
        if (inner.k === 'type') return { ...inner, qualified: true };
        if (inner.k === 'attr') return { ...inner, qualified: true };
        return lx.fail('qualified takes a type directive or an attribute');
      }
      case 'functional-type': {
        lx.expect('('); const inputs = typeArg(); lx.expect(','); const results = typeArg(); lx.expect(')');
        return { k: 'functionalType', inputs, results };
      }
      case 'custom': {
        lx.expect('<'); const name = lx.ident(); lx.expect('>'); lx.expect('(');
        const args: El[] = [];
        while (lx.peek() !== ')') {
          args.push(element());
          if (!lx.eat(',')) break;
        }
        lx.expect(')');
        return { k: 'custom', name, args };
      }
      case 'ref': { lx.expect('('); const arg = element(); lx.expect(')'); return { k: 'ref', arg }; }
    }
    return lx.fail(`unknown directive '${id}'`);
  };
  const els: El[] = [];
  while (lx.peek() !== '') els.push(element());
  return els;
}
