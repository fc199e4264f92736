/**
 * FileCheck's regular expressions are POSIX extended regular expressions as LLVM's `Regex` (Henry
 * Spencer's regcomp, compiled with REG_EXTENDED | REG_NEWLINE) reads them. JavaScript's RegExp
 * reads many of the same strings differently (`\d` is a digit class in JS, the letter `d` in
 * POSIX; `[\]]` is one bracket in JS, a backslash and a literal `]` in POSIX), so every regex is
 * parsed here the way regcomp.c parses it and re-emitted as JS source. The parser mirrors
 * p_ere / p_ere_exp / p_bracket so that the same inputs are rejected with the same messages.
 */

/**
 * The parsed regex, kept so that sub-matches can be assigned the POSIX way (./posix-match.ts).
 * `width` is the fixed number of characters a node matches, when it has one.
 */
export type EreNode =
  | { readonly t: 'atom'; readonly js: string; readonly width: number | undefined }
  | { readonly t: 'group'; readonly n: number; readonly body: EreNode | undefined }
  | { readonly t: 'seq'; readonly items: readonly EreNode[] }
  | { readonly t: 'alt'; readonly branches: readonly EreNode[] }
  | { readonly t: 'repeat'; readonly body: EreNode; readonly min: number; readonly max: number | undefined };

/** JS source of a node; an alternation is wrapped unless it is the body of a group. */
export function jsOf(node: EreNode, bare = false): string {
  switch (node.t) {
    case 'atom': return node.js;
    case 'group': return `(${node.body ? jsOf(node.body, true) : ''})`;
    case 'seq': return node.items.map((n) => jsOf(n)).join('');
    case 'alt': {
      const body = node.branches.map((n) => jsOf(n)).join('|');
      return bare ? body : `(?:${body})`;
    }
    case 'repeat': {
      const { min, max } = node;
      const q = max === undefined
        ? (min === 0 ? '*' : min === 1 ? '+' : `{${min},}`)
        : (min === 0 && max === 1 ? '?' : min === max ? `{${min}}` : `{${min},${max}}`);
      return jsOf(node.body) + q;
    }
  }
}

/** The fixed width of a node, or undefined when it varies (or has a back-reference). */
export function widthOf(node: EreNode): number | undefined {
  switch (node.t) {
    case 'atom': return node.width;
    case 'group': return node.body ? widthOf(node.body) : 0;
    case 'seq': {
      let w = 0;
      for (const n of node.items) {
        const x = widthOf(n);
        if (x === undefined) return undefined;
        w += x;
      }
      return w;
    }
    case 'alt': {
      const ws = node.branches.map(widthOf);
      return ws.every((w) => w !== undefined && w === ws[0]) ? ws[0] : undefined;
    }
    case 'repeat': {
      const w = widthOf(node.body);
      return w !== undefined && node.min === node.max ? w * node.min : undefined;
    }
  }
}

/** A POSIX ERE translated to JS RegExp source. */
export interface TranslatedRegex {
  readonly source: string;
  readonly root: EreNode;
  readonly hasBackrefs: boolean;
  /** Number of capturing groups, as regcomp's `re_nsub`. */
  readonly groups: number;
  /** Whether the JS leftmost-first match might be shorter than POSIX's leftmost-longest one
   * (alternation, or a quantified group), so that the matcher must look for a longer one. */
  readonly needsLongest: boolean;
  /** Whether some match could contain a newline (a bracket such as [[:space:]] holding one). */
  readonly matchesNewline: boolean;
}

export class RegexSyntaxError extends Error {}

/** regerror() messages of LLVM's regex library. */
const MSG = {
  EMPTY: 'empty (sub)expression',
  BADRPT: 'repetition-operator operand invalid',
  EPAREN: 'parentheses not balanced',
  EBRACK: 'brackets ([ ]) not balanced',
  EBRACE: 'braces not balanced',
  BADBR: 'invalid repetition count(s)',
  ERANGE: 'invalid character range',
  ECTYPE: 'invalid character class',
  ECOLLATE: 'invalid collating element',
  EESCAPE: 'trailing backslash (\\)',
  ESUBREG: 'invalid backreference number',
} as const;

const DUPMAX = 255;

const CLASSES: Readonly<Record<string, string>> = {
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  xdigit: '0-9A-Fa-f',
};

/** Named collating elements of regcomp's cname table that people actually write. */
const COLLATING_NAMES: Readonly<Record<string, string>> = {
  NUL: '\0', tab: '\t', newline: '\n', 'carriage-return': '\r', space: ' ',
  hyphen: '-', 'hyphen-minus': '-', period: '.', 'full-stop': '.', slash: '/',
  backslash: '\\', 'reverse-solidus': '\\', underscore: '_', 'low-line': '_',
  'left-square-bracket': '[', 'right-square-bracket': ']', 'left-brace': '{',
  'right-brace': '}', 'left-curly-bracket': '{', 'right-curly-bracket': '}',
  circumflex: '^', 'circumflex-accent': '^', 'vertical-line': '|', tilde: '~',
  comma: ',', colon: ':', semicolon: ';', 'left-parenthesis': '(', 'right-parenthesis': ')',
  asterisk: '*', 'plus-sign': '+', 'question-mark': '?', 'dollar-sign': '$',
};

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isAlpha = (c: string | undefined): boolean =>
  c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));

/** A character as JS source, safe both inside and outside a bracket expression. */
function jsChar(c: string): string {
  if (/[A-Za-z0-9 _,:;'"<>=@#%&!~`]/.test(c)) return c;
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

class EreParser {
  private pos = 0;
  private nsub = 0;
  private readonly closed = new Set<number>();
  needsLongest = false;
  matchesNewline = false;
  hasBackrefs = false;

  constructor(private readonly re: string) {}

  private more(): boolean { return this.pos < this.re.length; }
  private peek(k = 0): string | undefined { return this.re[this.pos + k]; }
  private fail(msg: string): never { throw new RegexSyntaxError(msg); }

  parse(): TranslatedRegex {
    const root = this.ere(undefined);
    return {
      source: jsOf(root, true), root, hasBackrefs: this.hasBackrefs, groups: this.nsub,
      needsLongest: this.needsLongest, matchesNewline: this.matchesNewline,
    };
  }

  /** p_ere: alternatives up to `stop`, each non-empty. */
  private ere(stop: string | undefined): EreNode {
    const branches: EreNode[] = [];
    for (;;) {
      const items: EreNode[] = [];
      while (this.more() && this.peek() !== '|' && this.peek() !== stop) items.push(this.exp());
      if (items.length === 0) this.fail(MSG.EMPTY);
      branches.push(items.length === 1 ? items[0]! : { t: 'seq', items });
      if (this.peek() !== '|') break;
      this.pos++;
      this.needsLongest = true;
    }
    return branches.length === 1 ? branches[0]! : { t: 'alt', branches };
  }

  /** p_ere_exp: one atom and its repetitions. */
  private exp(): EreNode {
    const c = this.re[this.pos++]!;
    let atom: EreNode;
    const char = (js: string): EreNode => ({ t: 'atom', js, width: 1 });
    // Assertions are wrapped so that a quantifier after them is valid JS.
    const assertion = (js: string): EreNode => ({ t: 'atom', js: `(?:${js})`, width: 0 });
    let wasCaret = false;
    switch (c) {
      case '(': {
        if (!this.more()) this.fail(MSG.EPAREN);
        const n = ++this.nsub;
        const body = this.peek() === ')' ? undefined : this.ere(')');
        if (this.peek() !== ')') this.fail(MSG.EPAREN);
        this.pos++;
        this.closed.add(n);
        atom = { t: 'group', n, body };
        break;
      }
      case ')': this.fail(MSG.EPAREN);
      // `^` and `$` are POSIX line anchors under REG_NEWLINE: they hold at the ends of the string
      // searched and next to '\n' only (JS's multiline mode would also honour '\r' and U+2028).
      case '^': atom = assertion('(?<![^\\n])'); wasCaret = true; break;
      case '$': atom = assertion('(?![^\\n])'); break;
      case '|': this.fail(MSG.EMPTY);
      case '*': case '+': case '?': this.fail(MSG.BADRPT);
      case '.': atom = char('[^\\n]'); break;
      case '[': atom = this.bracket(); break;
      case '\\': {
        if (!this.more()) this.fail(MSG.EESCAPE);
        const e = this.re[this.pos++]!;
        if (e >= '1' && e <= '9') {
          if (!this.closed.has(Number(e))) this.fail(MSG.ESUBREG);
          this.hasBackrefs = true;
          atom = { t: 'atom', js: `(?:\\${e})`, width: undefined };
        } else {
          atom = char(this.ordinary(e));
        }
        break;
      }
      case '{':
        if (isDigit(this.peek())) this.fail(MSG.BADRPT);
        atom = char(this.ordinary(c));
        break;
      default:
        atom = char(this.ordinary(c));
    }

    if (!this.isRepetitionAhead()) return atom;
    const r = this.re[this.pos++]!;
    if (wasCaret) this.fail(MSG.BADRPT);
    if (atom.t === 'group') this.needsLongest = true;
    let min = r === '+' ? 1 : 0;
    let max: number | undefined = r === '?' ? 1 : undefined;
    if (r === '{') {
      min = this.count();
      max = min;
      if (this.peek() === ',') {
        this.pos++;
        if (isDigit(this.peek())) {
          max = this.count();
          if (min > max) this.fail(MSG.BADBR);
        } else {
          max = undefined;
        }
      }
      if (this.peek() !== '}') {
        while (this.more() && this.peek() !== '}') this.pos++;
        if (!this.more()) this.fail(MSG.EBRACE);
        this.fail(MSG.BADBR);
      }
      this.pos++;
    }
    if (this.isRepetitionAhead()) this.fail(MSG.BADRPT);
    return { t: 'repeat', body: atom, min, max };
  }

  private ordinary(c: string): string {
    if (c === '\n') this.matchesNewline = true;
    return jsChar(c);
  }

  private isRepetitionAhead(): boolean {
    const c = this.peek();
    return c === '*' || c === '+' || c === '?' || (c === '{' && isDigit(this.peek(1)));
  }

  /** p_count */
  private count(): number {
    let n = 0;
    let digits = 0;
    while (isDigit(this.peek()) && n <= DUPMAX) {
      n = n * 10 + Number(this.re[this.pos++]);
      digits++;
    }
    if (digits === 0 || n > DUPMAX) this.fail(MSG.BADBR);
    return n;
  }

  /** p_bracket, after the opening '['. */
  private bracket(): EreNode {
    if (this.re.startsWith('[:<:]]', this.pos)) { this.pos += 6; return { t: 'atom', js: '(?:\\b(?=\\w))', width: 0 }; }
    if (this.re.startsWith('[:>:]]', this.pos)) { this.pos += 6; return { t: 'atom', js: '(?:\\b(?<=\\w))', width: 0 }; }
    let invert = false;
    let items = '';
    const before = this.matchesNewline;
    if (this.peek() === '^') { this.pos++; invert = true; }
    if (this.peek() === ']') { this.pos++; items += jsChar(']'); }
    else if (this.peek() === '-') { this.pos++; items += jsChar('-'); }
    while (this.more() && this.peek() !== ']' && !(this.peek() === '-' && this.peek(1) === ']')) {
      items += this.bracketTerm();
    }
    if (this.peek() === '-') { this.pos++; items += jsChar('-'); }
    if (this.peek() !== ']') this.fail(MSG.EBRACK);
    this.pos++;
    // Under REG_NEWLINE a non-matching list never matches a newline.
    if (invert) {
      this.matchesNewline = before;
      return { t: 'atom', js: `[^${items}\\n]`, width: 1 };
    }
    return { t: 'atom', js: `[${items}]`, width: 1 };
  }

  /** p_b_term */
  private bracketTerm(): string {
    if (this.peek() === '-') this.fail(MSG.ERANGE);
    const kind = this.peek() === '[' ? this.peek(1) : undefined;
    if (kind === ':') {
      this.pos += 2;
      if (!this.more()) this.fail(MSG.EBRACK);
      if (this.peek() === '-' || this.peek() === ']') this.fail(MSG.ECTYPE);
      const start = this.pos;
      while (isAlpha(this.peek())) this.pos++;
      const cls = CLASSES[this.re.slice(start, this.pos)];
      if (cls === undefined) this.fail(MSG.ECTYPE);
      if (cls.includes('\\n') || cls.includes('\\x00')) this.matchesNewline = true;
      if (!this.more()) this.fail(MSG.EBRACK);
      if (!this.re.startsWith(':]', this.pos)) this.fail(MSG.ECTYPE);
      this.pos += 2;
      return cls;
    }
    if (kind === '=') {
      this.pos += 2;
      if (!this.more()) this.fail(MSG.EBRACK);
      if (this.peek() === '-' || this.peek() === ']') this.fail(MSG.ECOLLATE);
      const c = this.collatingElement('=');
      if (!this.more()) this.fail(MSG.EBRACK);
      if (!this.re.startsWith('=]', this.pos)) this.fail(MSG.ECOLLATE);
      this.pos += 2;
      return jsChar(c);
    }
    const start = this.symbol();
    let finish = start;
    if (this.peek() === '-' && this.pos + 1 < this.re.length && this.peek(1) !== ']') {
      this.pos++;
      if (this.peek() === '-') { this.pos++; finish = '-'; }
      else finish = this.symbol();
    }
    if (start > finish) this.fail(MSG.ERANGE);
    if (start <= '\n' && '\n' <= finish) this.matchesNewline = true;
    return start === finish ? jsChar(start) : `${jsChar(start)}-${jsChar(finish)}`;
  }

  /** p_b_symbol */
  private symbol(): string {
    if (!this.more()) this.fail(MSG.EBRACK);
    if (!this.re.startsWith('[.', this.pos)) return this.re[this.pos++]!;
    this.pos += 2;
    const c = this.collatingElement('.');
    if (!this.re.startsWith('.]', this.pos)) this.fail(MSG.ECOLLATE);
    this.pos += 2;
    return c;
  }

  /** p_b_coll_elem: the text up to `end]`, a single character or a known name. */
  private collatingElement(end: string): string {
    const start = this.pos;
    while (this.more() && !this.re.startsWith(`${end}]`, this.pos)) this.pos++;
    if (!this.more()) this.fail(MSG.EBRACK);
    const name = this.re.slice(start, this.pos);
    const named = COLLATING_NAMES[name];
    if (named !== undefined) return named;
    if (name.length === 1) return name;
    this.fail(MSG.ECOLLATE);
  }
}

/** Translates a POSIX ERE; throws RegexSyntaxError with regerror()'s message when invalid. */
export function translateEre(re: string): TranslatedRegex {
  return new EreParser(re).parse();
}

/** llvm::Regex::escape: the ERE that matches `text` literally. */
export function escapeEre(text: string): string {
  return text.replace(/[()^$|*+?.[\]\\{}]/g, '\\$&');
}
