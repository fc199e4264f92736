/**
 * Command-line options in LLVM's style: `--flag`, `-flag`, `--opt=value`, `--opt value`,
 * `-o file`; unknown options are errors that name the option.
 */

export interface OptionSpec {
  readonly name: string;
  readonly kind: 'flag' | 'value' | 'list';
  readonly help: string;
  readonly alias?: string;
  /** Value shown in --help. */
  readonly valueName?: string;
}

export interface ParsedArgs {
  readonly flags: Set<string>;
  readonly values: Map<string, string>;
  readonly lists: Map<string, string[]>;
  readonly positional: string[];
  /** Options the tool did not declare, in order (tools may accept them, e.g. pass flags). */
  readonly unknown: { name: string; value: string | undefined; raw: string }[];
}

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[]): ParsedArgs {
  const byName = new Map<string, OptionSpec>();
  for (const s of specs) { byName.set(s.name, s); if (s.alias) byName.set(s.alias, s); }
  const out: ParsedArgs = { flags: new Set(), values: new Map(), lists: new Map(), positional: [], unknown: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '-' || !a.startsWith('-')) { out.positional.push(a); continue; }
    if (a === '--') { out.positional.push(...argv.slice(i + 1)); break; }
    const body = a.replace(/^--?/, '');
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    const inline = eq < 0 ? undefined : body.slice(eq + 1);
    const spec = byName.get(name);
    if (!spec) { out.unknown.push({ name, value: inline, raw: a }); continue; }
    if (spec.kind === 'flag') {
      if (inline !== undefined && !['true', 'false', '1', '0'].includes(inline)) {
        throw new UsageError(`option '${a}' takes no value`);
      }
      if (inline === 'false' || inline === '0') out.flags.delete(spec.name); else out.flags.add(spec.name);
      continue;
    }
    let value = inline;
    if (value === undefined) {
      if (i + 1 >= argv.length) throw new UsageError(`option '${a}' requires a value`);
      value = argv[++i]!;
    }
    if (spec.kind === 'value') out.values.set(spec.name, value);
    else { const l = out.lists.get(spec.name) ?? []; l.push(value); out.lists.set(spec.name, l); }
  }
  return out;
}

export function helpText(tool: string, usage: string, specs: readonly OptionSpec[], extra = ''): string {
  const lines = [`OVERVIEW: ${tool}`, '', `USAGE: ${usage}`, '', 'OPTIONS:'];
  for (const s of specs) {
    const left = `  --${s.name}${s.kind === 'flag' ? '' : `=<${s.valueName ?? 'value'}>`}${s.alias ? `, -${s.alias}` : ''}`;
    lines.push(`${left.padEnd(44)} - ${s.help}`);
  }
  return lines.join('\n') + '\n' + extra;
}
