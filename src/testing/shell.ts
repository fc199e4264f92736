/**
 * The command language of RUN lines, as lit's internal shell (ShUtil) reads it: words with sh
 * quoting (`'...'` literal, `"..."` where a backslash escapes only `"` and `\`, a bare backslash
 * escapes any character), pipelines with `|`, sequences with `&&`, `||` and `;`, and
 * redirections `<`, `>`, `>>`, `2>`, `2>>`, `2>&1`, `&>`. Parsing is separate from running so
 * that the log can show each command as it was understood.
 */

export class ShellSyntaxError extends Error {}

export interface Redirect {
  /** The file descriptor redirected: 0 for `<`, 1 for `>`, 2 for `2>`, 'both' for `&>`. */
  readonly fd: 0 | 1 | 2 | 'both';
  readonly op: '<' | '>' | '>>' | '>&';
  /** A path, or for `>&` the descriptor number written after it ("1"). */
  readonly target: string;
}

export interface Command {
  readonly args: readonly string[];
  readonly redirects: readonly Redirect[];
}

export interface Pipeline {
  readonly commands: readonly Command[];
}

/** A left-associative chain: `p0 op1 p1 op2 p2 ...`. */
export interface Script {
  readonly first: Pipeline;
  readonly rest: ReadonlyArray<{ readonly op: '&&' | '||' | ';'; readonly pipeline: Pipeline }>;
}

type Token =
  | { readonly kind: 'word'; readonly text: string }
  | { readonly kind: 'op'; readonly op: string }
  | { readonly kind: 'redir'; readonly fd: number | 'both'; readonly op: '<' | '>' | '>>' | '>&' };

const OPERATOR_START = ';|&<>';

function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') { i++; continue; }
    if (OPERATOR_START.includes(c)) {
      const two = line.slice(i, i + 2);
      if (two === '&&' || two === '||') { tokens.push({ kind: 'op', op: two }); i += 2; continue; }
      if (two === '&>') { tokens.push({ kind: 'redir', fd: 'both', op: '>' }); i += 2; continue; }
      if (two === '>>') { tokens.push({ kind: 'redir', fd: 1, op: '>>' }); i += 2; continue; }
      if (two === '>&') { tokens.push({ kind: 'redir', fd: 1, op: '>&' }); i += 2; continue; }
      if (c === '>') { tokens.push({ kind: 'redir', fd: 1, op: '>' }); i++; continue; }
      if (c === '<') { tokens.push({ kind: 'redir', fd: 0, op: '<' }); i++; continue; }
      if (c === '&') throw new ShellSyntaxError(`unsupported: background '&' in: ${line}`);
      tokens.push({ kind: 'op', op: c });
      i++;
      continue;
    }
    // A word: quoted and unquoted pieces up to a blank or an operator.
    let text = '';
    const start = i;
    while (i < line.length && !' \t'.includes(line[i]!) && !OPERATOR_START.includes(line[i]!)) {
      const ch = line[i]!;
      if (ch === "'") {
        const end = line.indexOf("'", i + 1);
        if (end < 0) throw new ShellSyntaxError(`missing closing quote (') in: ${line}`);
        text += line.slice(i + 1, end);
        i = end + 1;
      } else if (ch === '"') {
        i++;
        for (;;) {
          if (i >= line.length) throw new ShellSyntaxError(`missing closing quote (") in: ${line}`);
          const q = line[i++]!;
          if (q === '"') break;
          if (q === '\\' && i < line.length && (line[i] === '"' || line[i] === '\\')) text += line[i++];
          else text += q;
        }
      } else if (ch === '\\') {
        if (i + 1 < line.length) text += line[i + 1];
        i += 2;
      } else {
        text += ch;
        i++;
      }
    }
    // `2>`, `2>>`, `2>&1`: a bare number glued to a redirection is its descriptor.
    const raw = line.slice(start, i);
    if (/^[0-2]$/.test(raw) && (line[i] === '>' || line[i] === '<')) {
      const fd = Number(raw);
      const op = line.startsWith('>>', i) ? '>>' : line.startsWith('>&', i) ? '>&' : line[i] === '<' ? '<' : '>';
      tokens.push({ kind: 'redir', fd, op });
      i += op.length;
      continue;
    }
    tokens.push({ kind: 'word', text });
  }
  return tokens;
}

/** Parses one (continuation-joined, substituted) RUN line. */
export function parseShell(line: string): Script {
  const tokens = tokenize(line);
  let i = 0;
  const pipeline = (): Pipeline => {
    const commands: Command[] = [];
    for (;;) {
      const args: string[] = [];
      const redirects: Redirect[] = [];
      while (i < tokens.length && tokens[i]!.kind !== 'op') {
        const t = tokens[i++]!;
        if (t.kind === 'word') { args.push(t.text); continue; }
        if (t.kind !== 'redir') continue;
        const target = tokens[i++];
        if (!target || target.kind !== 'word') throw new ShellSyntaxError(`missing file name after redirection in: ${line}`);
        if (t.fd !== 0 && t.fd !== 1 && t.fd !== 2 && t.fd !== 'both') throw new ShellSyntaxError(`unsupported descriptor ${t.fd} in: ${line}`);
        redirects.push({ fd: t.fd, op: t.op, target: target.text });
      }
      if (args.length === 0) throw new ShellSyntaxError(`empty command in: ${line}`);
      commands.push({ args, redirects });
      const next = tokens[i];
      if (next?.kind === 'op' && next.op === '|') { i++; continue; }
      return { commands };
    }
  };
  const first = pipeline();
  const rest: Array<{ op: '&&' | '||' | ';'; pipeline: Pipeline }> = [];
  while (i < tokens.length) {
    const t = tokens[i++]!;
    if (t.kind !== 'op' || (t.op !== '&&' && t.op !== '||' && t.op !== ';')) throw new ShellSyntaxError(`unexpected token in: ${line}`);
    if (t.op === ';' && i === tokens.length) break;
    rest.push({ op: t.op, pipeline: pipeline() });
  }
  return { first, rest };
}

/** A word as sh would need it written, for logs. */
export function quoteArg(arg: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
