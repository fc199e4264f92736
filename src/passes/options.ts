/**
 * Pass options as upstream's `Option<>` / `ListOption<>`: each has a kind, a default and a
 * description; a pass's options come from text like `max-iterations=3 top-down=false` (inside
 * `{...}` in a pipeline, after `=` on a pass flag). Errors say which option and why, in the words
 * of LLVM's command-line library.
 */

/** A problem with a pass option; the pipeline parser and comco-opt add which pass it was for.
 * `badValue` errors are worded as LLVM's command-line library words them (the tool prints them
 * with its name, as mlir-opt does); the others name the option that does not exist. */
export class PassOptionError extends Error {
  constructor(message: string, readonly badValue = true) { super(message); }
}

export interface OptionSpec<T> {
  readonly kind: 'int' | 'uint' | 'bool' | 'string' | 'enum' | 'list';
  readonly default: T;
  readonly description: string;
  /** For enum options: the accepted values and what each means (shown in --help). */
  readonly values?: readonly { readonly name: string; readonly description: string }[];
  /** Parses the text after `name=` (undefined when the option is written without `=`). */
  parse(text: string | undefined, name: string): T;
  /** The value as `--dump-pass-pipeline` shows it. */
  print(value: T): string;
}

// Specs of every value type fit `OptionSpec<unknown>`: `parse` only produces values and `print`
// is a method (its parameter is checked bivariantly).
export type OptionSpecs = Readonly<Record<string, OptionSpec<unknown>>>;

/** The typed option values a pass's `run` receives. */
export type OptionValues<S extends OptionSpecs> = {
  readonly [K in keyof S]: S[K] extends OptionSpec<infer T> ? T : never;
};

const requireValue = (text: string | undefined, name: string): string => {
  if (text === undefined) throw new PassOptionError(`for the --${name} option: requires a value!`);
  return text;
};

function integer(text: string | undefined, name: string, unsigned: boolean): number {
  const t = requireValue(text, name);
  const ok = unsigned ? /^(0x[0-9a-fA-F]+|\d+)$/.test(t) : /^[-+]?(0x[0-9a-fA-F]+|\d+)$/.test(t);
  const n = Number(t.replace(/^\+/, ''));
  if (!ok || !Number.isSafeInteger(n)) {
    throw new PassOptionError(`for the --${name} option: '${t}' value invalid for ${unsigned ? 'uint' : 'long'} argument!`);
  }
  return n;
}

/** A signed integer option (`Option<int64_t>`). */
export const intOption = (dflt: number, description: string): OptionSpec<number> => ({
  kind: 'int', default: dflt, description,
  parse: (text, name) => integer(text, name, false),
  print: (v) => String(v),
});

/** An unsigned integer option (`Option<unsigned>`). */
export const uintOption = (dflt: number, description: string): OptionSpec<number> => ({
  kind: 'uint', default: dflt, description,
  parse: (text, name) => integer(text, name, true),
  print: (v) => String(v),
});

const TRUE = new Set(['true', 'TRUE', 'True', '1']);
const FALSE = new Set(['false', 'FALSE', 'False', '0']);

/** A flag; written alone it means true (`top-down` = `top-down=true`). */
export const boolOption = (dflt: boolean, description: string): OptionSpec<boolean> => ({
  kind: 'bool', default: dflt, description,
  parse: (text, name) => {
    if (text === undefined || TRUE.has(text)) return true;
    if (FALSE.has(text)) return false;
    throw new PassOptionError(`for the --${name} option: '${text}' is invalid value for boolean argument! Try 0 or 1`);
  },
  print: (v) => String(v),
});

export const stringOption = (dflt: string, description: string): OptionSpec<string> => ({
  kind: 'string', default: dflt, description,
  parse: (text, name) => unwrap(requireValue(text, name)),
  print: (v) => (v === '' || /[\s{}]/.test(v) ? `{${v}}` : v),
});

/** One of a fixed set of names (`region-simplify=aggressive`). */
export function enumOption<const V extends string>(
  values: Readonly<Record<V, string>>, dflt: NoInfer<V>, description: string,
): OptionSpec<V> {
  const list = Object.entries<string>(values).map(([name, d]) => ({ name, description: d }));
  return {
    kind: 'enum', default: dflt, description, values: list,
    parse: (text, name) => {
      const t = requireValue(text, name);
      if (!Object.hasOwn(values, t)) throw new PassOptionError(`for the --${name} option: Cannot find option named '${t}'!`);
      return t as V;
    },
    print: (v) => v,
  };
}

/** A comma-separated list of strings (`disable-patterns=a,b` or `{a,b}`). */
export const listOption = (description: string): OptionSpec<readonly string[]> => ({
  kind: 'list', default: [], description,
  parse: (text, name) => splitTopLevel(unwrap(requireValue(text, name)), ',').map((s) => unwrap(s.trim())).filter((s) => s !== ''),
  print: (v) => v.join(','),
});

/** Removes one level of `{...}` or quotes around a value. */
function unwrap(v: string): string {
  if (v.length >= 2 && ((v[0] === '{' && v.endsWith('}')) || (v[0] === '"' && v.endsWith('"')) || (v[0] === "'" && v.endsWith("'")))) {
    return v.slice(1, -1);
  }
  return v;
}

/** Splits at `sep` outside braces and quotes. */
function splitTopLevel(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) { if (c === quote) quote = ''; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === sep && depth === 0) { out.push(text.slice(start, i)); start = i + 1; }
  }
  out.push(text.slice(start));
  return out;
}

/** `key=value key2 key3={a b}` → pairs; values keep their braces and quotes for the option to strip. */
export function tokenizeOptions(text: string): { key: string; value: string | undefined }[] {
  const out: { key: string; value: string | undefined }[] = [];
  let i = 0;
  const n = text.length;
  const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
  while (i < n) {
    while (isSpace(text[i])) i++;
    if (i >= n) break;
    const keyStart = i;
    while (i < n && text[i] !== '=' && !isSpace(text[i])) i++;
    const key = text.slice(keyStart, i);
    if (text[i] !== '=') { out.push({ key, value: undefined }); continue; }
    i++;
    const valueStart = i;
    let depth = 0;
    let quote = '';
    for (; i < n; i++) {
      const c = text[i]!;
      if (quote) { if (c === quote) quote = ''; continue; }
      if (c === '"' || c === "'") quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (depth <= 0 && isSpace(c)) break;
    }
    out.push({ key, value: text.slice(valueStart, i) });
  }
  return out;
}

/** The defaults of every option. */
export function defaultOptions<S extends OptionSpecs>(specs: S): OptionValues<S> {
  const out: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(specs)) out[k] = s.default;
  return out as OptionValues<S>;
}

/** Parses option text over `base` (the defaults unless given). Throws PassOptionError. */
export function parseOptions<S extends OptionSpecs>(specs: S, text: string, base?: OptionValues<S>): OptionValues<S> {
  const out: Record<string, unknown> = { ...(base ?? defaultOptions(specs)) };
  for (const { key, value } of tokenizeOptions(text)) {
    const spec = Object.hasOwn(specs, key) ? specs[key] : undefined;
    if (!spec) throw new PassOptionError(`<Pass-Options-Parser>: no such option ${key}`, false);
    out[key] = spec.parse(value, key);
  }
  return out as OptionValues<S>;
}

/** `k1=v1 k2=v2`, sorted by name as upstream prints pass options. */
export function printOptions<S extends OptionSpecs>(specs: S, values: OptionValues<S>): string {
  const vals = values as Readonly<Record<string, unknown>>;
  return Object.keys(specs).sort().map((k) => {
    const spec = specs[k]!;
    const v = vals[k];
    // An empty list prints as nothing at all (hence upstream's `canonicalize{  max-iterations=...}`).
    if (spec.kind === 'list' && Array.isArray(v) && v.length === 0) return '';
    return `${k}=${spec.print(v)}`;
  }).join(' ');
}
