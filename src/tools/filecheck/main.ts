/**
 * `filecheck`: LLVM FileCheck's command, over a ToolIO. Exit codes as FileCheck's: 0 when every
 * check holds, 1 when one fails (and for command-line syntax errors, as LLVM's cl exits with 1),
 * 2 for unusable inputs (no check file, bad prefixes, bad patterns, empty input).
 *
 * A port of FileCheck 22, checked line for line against /usr/bin/FileCheck-22 (stderr included,
 * input dump too) by test/unit/filecheck.test.ts. Supported: every directive (CHECK, -NEXT,
 * -SAME, -NOT, -DAG, -LABEL, -EMPTY, -COUNT-n, {LITERAL}, COM/RUN comments), string and numeric
 * variables (`[[#%x,N:]]`, `[[#N+1]]`, add/sub/mul/div/min/max, `@LINE`), `-D`/`-D#`, and the
 * options --check-prefix(es), --comment-prefixes, --input-file, --implicit-check-not,
 * --match-full-lines, --strict-whitespace, --ignore-case, --allow-empty, --enable-var-scope,
 * --allow-unused-prefixes, --allow-deprecated-dag-overlap, -v, --dump-input(-filter,-context),
 * FILECHECK_OPTS. Known differences: -vv is read as -v; numeric values are unbounded (no
 * overflow errors except formatting a negative value unsigned or dividing by zero); columns of
 * non-ASCII text count characters where LLVM counts bytes in a few places (regex `.` matches a
 * whole character, the fuzzy "possible intended match" position); and LLVM regex engine bugs
 * (a rare non-leftmost match with nested empty repetitions) are not reproduced.
 */
import type { ToolIO, ToolMain } from '../../support/io.js';
import { canonicalize, readCheckFile } from './check-file.js';
import { PatternContext } from './context.js';
import { dumpAnnotatedInput } from './dump.js';
import { checkInput } from './match.js';
import { OptionError, parseOptions, USAGE, type FileCheckOptions } from './options.js';
import { SourceBuffer } from './source.js';
import { defaultRequest, Reporter, type FileCheckRequest } from './types.js';

const PREFIX_RE = /^[a-zA-Z0-9_-]*$/;

/** ValidatePrefixes: the first complaint, or undefined when the prefixes are usable. */
function validatePrefixes(o: FileCheckOptions): string | undefined {
  const unique = new Set<string>();
  if (o.checkPrefixes.length === 0) unique.add('CHECK');
  if (o.commentPrefixes.length === 0) { unique.add('COM'); unique.add('RUN'); }
  for (const [kind, list] of [['check', o.checkPrefixes], ['comment', o.commentPrefixes]] as const) {
    for (const p of list) {
      if (p === '') return `error: supplied ${kind} prefix must not be the empty string`;
      if (!PREFIX_RE.test(p)) {
        return `error: supplied ${kind} prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '${p}'`;
      }
      if (unique.has(p)) return `error: supplied ${kind} prefix must be unique among check and comment prefixes: '${p}'`;
      unique.add(p);
    }
  }
  return undefined;
}

function requestOf(o: FileCheckOptions): FileCheckRequest {
  const req = defaultRequest();
  req.checkPrefixes = o.checkPrefixes.length > 0 ? [...o.checkPrefixes] : ['CHECK'];
  req.isDefaultCheckPrefix = o.checkPrefixes.length === 0;
  req.commentPrefixes = o.commentPrefixes.length > 0 ? [...o.commentPrefixes] : ['COM', 'RUN'];
  req.implicitCheckNot = [...o.implicitCheckNot];
  req.globalDefines = [...o.defines];
  req.allowEmptyInput = o.allowEmpty;
  req.allowUnusedPrefixes = o.allowUnusedPrefixes;
  req.matchFullLines = o.matchFullLines;
  req.ignoreCase = o.ignoreCase;
  req.noCanonicalizeWhiteSpace = o.strictWhitespace;
  req.enableVarScope = o.enableVarScope;
  req.allowDeprecatedDagOverlap = o.allowDeprecatedDagOverlap;
  req.verbose = o.verbose;
  return req;
}

/** std::error_code::message() for the errors a read can give. */
function errnoMessage(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT': return 'No such file or directory';
    case 'EISDIR': return 'Is a directory';
    case 'EACCES': return 'Permission denied';
    default: return e instanceof Error ? e.message : String(e);
  }
}

function read(io: ToolIO, file: string): string {
  return file === '-' ? io.readStdin() : io.readFile(file);
}

/** The engine once options are known: returns the exit code, writing messages to io.stderr. */
function run(argv: readonly string[], o: FileCheckOptions, io: ToolIO): number {
  if (o.checkFile === undefined) {
    io.stderr('<check-file> not specified\n');
    return 2;
  }
  let badDefine = false;
  for (const g of o.defines) {
    const eq = g.indexOf('=');
    if (eq <= 0) {
      io.stderr(`Missing ${eq < 0 ? 'equal sign' : 'variable name'} in command-line definition '-D${g}'\n`);
      badDefine = true;
    }
  }
  if (badDefine) return 2;
  const bad = validatePrefixes(o);
  if (bad !== undefined) {
    io.stderr(`${bad}\n`);
    return 2;
  }
  const req = requestOf(o);
  let checkText: string;
  try {
    checkText = read(io, o.checkFile);
  } catch (e) {
    io.stderr(`Could not open check file '${o.checkFile}': ${errnoMessage(e)}\n`);
    return 2;
  }
  const checkBuf = new SourceBuffer(o.checkFile === '-' ? '<stdin>' : o.checkFile, canonicalize(checkText, req.noCanonicalizeWhiteSpace));
  const context = new PatternContext();
  const parseRep = new Reporter(false);
  const read1 = readCheckFile(checkBuf, req, context, parseRep);
  io.stderr(parseRep.text);
  if ('failed' in read1) return read1.failed === 'exit' ? 1 : 2;

  const inputName = o.inputFile === '-' ? '<stdin>' : o.inputFile;
  let inputText: string;
  try {
    inputText = read(io, o.inputFile);
  } catch (e) {
    io.stderr(`Could not open input file '${inputName}': ${errnoMessage(e)}\n`);
    return 2;
  }
  if (inputText === '' && !req.allowEmptyInput) {
    io.stderr(`FileCheck error: '${inputName}' is empty.\nFileCheck command line:  filecheck${argv.map((a) => ` ${a}`).join('')}\n`);
    return 2;
  }
  const input = new SourceBuffer(inputName, canonicalize(inputText, req.noCanonicalizeWhiteSpace));
  const rep = new Reporter(o.dumpInput !== 'never', input);
  const ok = checkInput({ input, req, rep }, read1.checks, context);
  io.stderr(rep.text);
  const code = ok ? 0 : 1;
  if (o.dumpInput === 'always' || (code === 1 && o.dumpInput === 'fail')) {
    const filter = o.dumpInputFilter ?? (o.dumpInput === 'always' ? 'all' : 'error');
    io.stderr(`\nInput file: ${inputName}\nCheck file: ${o.checkFile}\n\n-dump-input=help explains the following input dump.\n\n`);
    io.stderr(dumpAnnotatedInput(rep.diags ?? [], checkBuf, read1.implicitBuffers, input, filter, o.dumpInputContext));
  }
  return code;
}

/** `filecheck [options] <check-file>`: LLVM FileCheck. */
export const filecheckMain: ToolMain = (argv: readonly string[], io: ToolIO): number => {
  let o: FileCheckOptions;
  try {
    o = parseOptions(argv, io.env['FILECHECK_OPTS']);
  } catch (e) {
    if (!(e instanceof OptionError)) throw e;
    io.stderr(`filecheck: ${e.message}\n`);
    return 1;
  }
  if (o.help) {
    io.stdout(USAGE);
    return 0;
  }
  if (o.version) {
    io.stdout('comco filecheck: a port of LLVM FileCheck 22\n');
    return 0;
  }
  if (o.dumpInput === 'help') {
    io.stdout('The input dump shows the input with each line numbered, and under a line the marks of\n' +
      'the directives that matched (^~~), failed (X~~), were excluded but found (!~~) or might\n' +
      'have been meant (?). Labels name the directive and its line in the check file.\n');
    return 0;
  }
  return run(argv, o, io);
};
