/**
 * FileCheck's command line, read as LLVM's cl library reads it: `-opt` and `--opt` alike,
 * values as `-opt=v` or `-opt v`, booleans as `-opt` or `-opt=false`, `-D` only with its value
 * attached (`-DVAR=x`; we also take `-D VAR=x`), `--` ending the options, and FILECHECK_OPTS
 * read before the arguments. Errors from the option parser exit with 1, as cl does.
 */
import type { DumpFilter } from './dump.js';

export type DumpInput = 'help' | 'never' | 'fail' | 'always';

export interface FileCheckOptions {
  checkFile: string | undefined;
  inputFile: string;
  checkPrefixes: string[];
  commentPrefixes: string[];
  implicitCheckNot: string[];
  defines: string[];
  strictWhitespace: boolean;
  ignoreCase: boolean;
  allowEmpty: boolean;
  matchFullLines: boolean;
  enableVarScope: boolean;
  allowDeprecatedDagOverlap: boolean;
  allowUnusedPrefixes: boolean;
  verbose: boolean;
  dumpInput: DumpInput;
  dumpInputFilter: DumpFilter | undefined;
  dumpInputContext: number;
  help: boolean;
  version: boolean;
}

const BOOLS = {
  'strict-whitespace': 'strictWhitespace',
  'ignore-case': 'ignoreCase',
  'allow-empty': 'allowEmpty',
  'match-full-lines': 'matchFullLines',
  'enable-var-scope': 'enableVarScope',
  'allow-deprecated-dag-overlap': 'allowDeprecatedDagOverlap',
  'allow-unused-prefixes': 'allowUnusedPrefixes',
  v: 'verbose',
  vv: 'verbose',
} as const satisfies Record<string, keyof FileCheckOptions>;

const DUMP_ORDER: readonly DumpInput[] = ['help', 'never', 'fail', 'always'];
const FILTER_ORDER: readonly DumpFilter[] = ['error', 'annotation', 'annotation-full', 'all'];
const VALUED = new Set(['check-prefix', 'check-prefixes', 'comment-prefixes', 'input-file', 'implicit-check-not', 'dump-input', 'dump-input-filter', 'dump-input-context']);
/** Accepted and ignored: they change only colours or nothing we print. */
const IGNORED_BOOLS = new Set(['color', 'debug']);

export class OptionError extends Error {}

function parseBool(name: string, value: string | undefined): boolean {
  if (value === undefined || value === 'true' || value === '1' || value === 'TRUE' || value === 'True') return true;
  if (value === 'false' || value === '0' || value === 'FALSE' || value === 'False') return false;
  throw new OptionError(`for the --${name} option: '${value}' is invalid value for boolean argument! Try 0 or 1`);
}

/** Parses argv (after the program name). Throws OptionError with cl's message. */
export function parseOptions(argv: readonly string[], envOpts: string | undefined): FileCheckOptions {
  const o: FileCheckOptions = {
    checkFile: undefined, inputFile: '-', checkPrefixes: [], commentPrefixes: [], implicitCheckNot: [],
    defines: [], strictWhitespace: false, ignoreCase: false, allowEmpty: false, matchFullLines: false,
    enableVarScope: false, allowDeprecatedDagOverlap: false, allowUnusedPrefixes: false, verbose: false,
    dumpInput: 'fail', dumpInputFilter: undefined, dumpInputContext: 5, help: false, version: false,
  };
  const args = [...(envOpts ?? '').split(/\s+/).filter((s) => s !== ''), ...argv];
  const positional: string[] = [];
  let dumpSeen = false;
  let contextSeen = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') { positional.push(...args.slice(i + 1)); break; }
    if (!arg.startsWith('-') || arg === '-') { positional.push(arg); continue; }
    const body = arg.replace(/^--?/, '');
    if (body.startsWith('D')) {
      let def = body.slice(1);
      if (def === '') {
        const next = args[i + 1];
        if (next === undefined) throw new OptionError('for the -D option: requires a value!');
        def = next;
        i++;
      }
      o.defines.push(def);
      continue;
    }
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    let value = eq < 0 ? undefined : body.slice(eq + 1);
    if (name in BOOLS) {
      o[BOOLS[name as keyof typeof BOOLS]] = parseBool(name, value);
      continue;
    }
    if (IGNORED_BOOLS.has(name)) { parseBool(name, value); continue; }
    if (name === 'help' || name === 'h') { o.help = true; continue; }
    if (name === 'version') { o.version = true; continue; }
    if (!VALUED.has(name)) throw new OptionError(`Unknown command line argument '${arg}'.  Try: 'filecheck --help'`);
    if (value === undefined) {
      value = args[++i];
      if (value === undefined) throw new OptionError(`for the --${name} option: requires a value!`);
    }
    switch (name) {
      case 'check-prefix': o.checkPrefixes.push(value); break;
      case 'check-prefixes': o.checkPrefixes.push(...value.split(',')); break;
      case 'comment-prefixes': o.commentPrefixes.push(...value.split(',')); break;
      case 'input-file': o.inputFile = value; break;
      case 'implicit-check-not': o.implicitCheckNot.push(value); break;
      case 'dump-input': {
        const v = value as DumpInput;
        if (!DUMP_ORDER.includes(v)) throw new OptionError(`for the --dump-input option: Cannot find option named '${value}'!`);
        // Given more than once, the most verbose wins.
        if (!dumpSeen || DUMP_ORDER.indexOf(v) > DUMP_ORDER.indexOf(o.dumpInput)) o.dumpInput = v;
        dumpSeen = true;
        break;
      }
      case 'dump-input-filter': {
        const v = value as DumpFilter;
        if (!FILTER_ORDER.includes(v)) throw new OptionError(`for the --dump-input-filter option: Cannot find option named '${value}'!`);
        if (o.dumpInputFilter === undefined || FILTER_ORDER.indexOf(v) > FILTER_ORDER.indexOf(o.dumpInputFilter)) o.dumpInputFilter = v;
        break;
      }
      case 'dump-input-context': {
        if (!/^[0-9]+$/.test(value)) throw new OptionError(`for the --dump-input-context option: '${value}' value invalid for uint argument!`);
        o.dumpInputContext = contextSeen ? Math.max(o.dumpInputContext, Number(value)) : Number(value);
        contextSeen = true;
        break;
      }
    }
  }
  if (positional.length > 1) {
    throw new OptionError('Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: filecheck --help');
  }
  o.checkFile = positional[0];
  return o;
}

export const USAGE = `USAGE: filecheck [options] <check-file>

Reads the text to check from stdin (or --input-file) and the expected patterns from <check-file>.

Options:
  --check-prefix=P, --check-prefixes=A,B   directive prefixes (default CHECK)
  --comment-prefixes=A,B                   comment prefixes (default COM,RUN)
  --input-file=F                           the text to check (default stdin)
  --implicit-check-not=PAT                 a CHECK-NOT between every two matches
  -DVAR=VALUE, -D#VAR=EXPR                 define a string / numeric variable
  --strict-whitespace  --match-full-lines  --ignore-case  --allow-empty
  --enable-var-scope  --allow-unused-prefixes  --allow-deprecated-dag-overlap
  --dump-input=never|fail|always  --dump-input-filter=...  --dump-input-context=N
`;
