/**
 * `comco-opt`: mlir-opt for comco. Reads MLIR (a file, or standard input), verifies it, runs a
 * pass pipeline, and prints the result in custom or generic form.
 */
import type { ToolIO, ToolMain } from '../support/io.js';
import { describeFileOpenError } from '../support/io.js';
import { SourceFile, SourceManager } from '../support/source.js';
import { createContext } from '../dialects/index.js';
import { parseSource } from '../parser/index.js';
import { type PrintFlags, printOp } from '../printer/printer.js';
import { FileResources } from '../ir/resources.js';
import { Diagnostic, DiagnosticError } from '../ir/diagnostics.js';
import { renderDiagnostic } from '../ir/render.js';
import { verifyAll } from '../ir/verifier.js';
import type { Operation } from '../ir/operation.js';
import { type OptionSpec, type ParsedArgs, UsageError, helpText, parseArgs } from './args.js';
import { type Chunk, splitInput } from './split.js';
import type { Context } from '../ir/context.js';
import { PassRegistry } from '../passes/registry.js';
import { PassRunner } from '../passes/runner.js';
import type { OpPassManager } from '../passes/pass-manager.js';
import type { PassInstrumentation } from '../passes/instrumentation.js';
import type { PassTiming } from '../passes/timing.js';
import { statisticsReport } from '../passes/statistics.js';
import {
  PASS_MANAGER_OPTIONS, PassCliError, type PassFlag, buildPipeline, instrumentationFromArgs, splitPassFlags,
} from '../passes/cli.js';
import { registerTransformsPasses } from '../transforms/index.js';
import { registerFusionPasses } from '../transforms/fusion/index.js';
import { registerKernelInlinePasses } from '../transforms/kernel-inline/index.js';
import { registerFuseLaunchesPasses } from '../transforms/fuse-launches/index.js';
import { registerConversionPasses } from '../conversion/index.js';
import { emitPtx } from '../backend/cuda/ptx/emit.js';
import { checkDiagnostics, collectExpectations } from './verify-diagnostics.js';

const OPTIONS: readonly OptionSpec[] = [
  { name: 'o', kind: 'value', help: 'Output filename', valueName: 'filename' },
  { name: 'allow-unregistered-dialect', kind: 'flag', help: 'Allow operation with no registered dialects' },
  { name: 'split-input-file', kind: 'flag', help: 'Split the input file into pieces separated by `// -----` and process each chunk independently' },
  { name: 'verify-diagnostics', kind: 'flag', help: 'Check that emitted diagnostics match expected-* lines on the corresponding line' },
  { name: 'mlir-print-op-generic', kind: 'flag', help: 'Print the generic op form' },
  { name: 'mlir-print-debuginfo', kind: 'flag', help: 'Print debug info in MLIR output' },
  { name: 'mlir-print-skip-regions', kind: 'flag', help: 'Skip regions when printing ops.' },
  { name: 'mlir-print-unique-ssa-ids', kind: 'flag', help: 'Print unique SSA ID numbers for values, block arguments and naming conflicts across all regions' },
  { name: 'mlir-use-nameloc-as-prefix', kind: 'flag', help: 'Print SSA IDs using NameLocs as prefixes' },
  { name: 'mlir-print-local-scope', kind: 'flag', help: 'Print with local scope and inline information (eliding aliases for attributes, types, and locations)' },
  { name: 'mlir-elide-elementsattrs-if-larger', kind: 'value', valueName: 'uint', help: 'Elide ElementsAttrs with "..." that have more elements than the given upper limit' },
  { name: 'mlir-print-elementsattrs-with-hex-if-larger', kind: 'value', valueName: 'long', help: 'Print DenseElementsAttrs with a hex string that have more elements than the given upper limit (use -1 to disable)' },
  { name: 'mlir-elide-resource-strings-if-larger', kind: 'value', valueName: 'uint', help: 'Elide printing value of resources if string is too long in chars.' },
  { name: 'verify-each', kind: 'flag', help: 'Run the verifier after each transformation pass (default: on)' },
  { name: 'no-implicit-module', kind: 'flag', help: 'Disable implicit addition of a top-level module op during parsing' },
  { name: 'comco-emit-ptx', kind: 'flag', help: 'Print the PTX of every gpu.module kernel (docs/ptx.md) instead of MLIR' },
  { name: 'debug', kind: 'flag', help: 'Show stack traces of internal errors' },
  { name: 'comco-fusion-remarks', kind: 'flag', help: 'Report each comco-fuse decision as a remark (remarks=true by default)' },
  { name: 'help', kind: 'flag', help: 'Display available options', alias: 'h' },
  { name: 'version', kind: 'flag', help: 'Display the version of this program' },
  ...PASS_MANAGER_OPTIONS,
];

/** Every pass comco-opt can run (as a flag or in --pass-pipeline). */
export function comcoPassRegistry(opts: { fusionRemarks?: boolean } = {}): PassRegistry {
  const registry = new PassRegistry();
  registerTransformsPasses(registry);
  registerFusionPasses(registry, opts.fusionRemarks);
  registerKernelInlinePasses(registry);
  registerFuseLaunchesPasses(registry, opts.fusionRemarks);
  registerConversionPasses(registry);
  return registry;
}

/** The passes to run on each chunk, and how. */
interface PassSetup {
  readonly pm: OpPassManager | undefined;
  /** The pass flags' pipeline anchored on another top-level op (--no-implicit-module), as
   * mlir-opt anchors its pass manager on the op it parsed. */
  readonly pmFor: (anchor: string) => OpPassManager | undefined;
  readonly verifyEach: boolean;
  readonly instrumentations: readonly PassInstrumentation[];
  readonly timing: PassTiming | undefined;
}

/** The op of an op diagnostic, printed alone in generic form as upstream's note shows it. */
export function printOpForDiagnostic(op: Operation): string {
  return printOp(op, { generic: true, noAliases: true });
}

interface OptFlags {
  readonly allowUnregistered: boolean;
  /** --no-implicit-module: the input's one top-level op is the top-level op. */
  readonly implicitModule: boolean;
  readonly verifyDiagnostics: boolean;
  readonly generic: boolean;
  readonly debugInfo: boolean;
  readonly emitPtx: boolean;
  /** How the output and IR dumps print. */
  readonly print: PrintFlags;
}

/** The printing options of the command line; a malformed number is a usage error. */
function printFlagsFrom(args: ParsedArgs): PrintFlags {
  const int = (name: string, kind: 'uint' | 'long'): number | undefined => {
    const v = args.values.get(name);
    if (v === undefined) return undefined;
    if (!(kind === 'uint' ? /^\d+$/ : /^-?\d+$/).test(v)) throw new UsageError(`for the --${name} option: '${v}' value invalid for ${kind} argument!`);
    return Number(v);
  };
  const elide = int('mlir-elide-elementsattrs-if-larger', 'uint'), hex = int('mlir-print-elementsattrs-with-hex-if-larger', 'long');
  return {
    generic: args.flags.has('mlir-print-op-generic'),
    debugInfo: args.flags.has('mlir-print-debuginfo'),
    ...(args.flags.has('mlir-print-local-scope') ? { localScope: true } : {}),
    ...(args.flags.has('mlir-print-skip-regions') ? { skipRegions: true } : {}),
    ...(args.flags.has('mlir-print-unique-ssa-ids') ? { uniqueSSAIds: true } : {}),
    ...(args.flags.has('mlir-use-nameloc-as-prefix') ? { useNameLocAsPrefix: true } : {}),
    ...(elide !== undefined || hex !== undefined ? { elements: { elideIfLarger: elide, hexIfLarger: hex } } : {}),
    ...(args.values.has('mlir-elide-resource-strings-if-larger') ? { elideResourceStringsIfLarger: int('mlir-elide-resource-strings-if-larger', 'uint') } : {}),
  };
}

/** Processes one buffer; returns the printed output, or undefined on failure. */
function processChunk(chunk: Chunk, file: string, flags: OptFlags, sources: SourceManager, io: ToolIO, passes: PassSetup): { out?: string; ok: boolean } {
  const { text, firstLine } = chunk;
  const diags: Diagnostic[] = [];
  let module: Operation | undefined;
  let ctx: Context | undefined;
  let ptx: string | undefined;
  const time = <T>(name: string, fn: () => T): T => (passes.timing ? passes.timing.time(name, fn) : fn());
  const resources = new FileResources();
  try {
    time('Parser', () => {
      ctx = createContext({ allowUnregistered: flags.allowUnregistered });
      const parsed = parseSource(text, ctx, { fileName: file, firstLine, moduleLine: chunk.moduleLine, moduleCol: chunk.moduleCol, resources, implicitModule: flags.implicitModule });
      // Every failing function is reported, as upstream does.
      const errors = verifyAll(parsed, { printOp: printOpForDiagnostic });
      for (const e of errors) diags.push(e.diagnostic);
      module = errors.length ? undefined : parsed;
    });
    const pm = module && module.name !== 'builtin.module' ? passes.pmFor(module.name) : passes.pm;
    if (module && ctx && pm) {
      // Pass diagnostics go out as they happen, so they interleave with IR dumps as upstream's.
      const emit = (d: Diagnostic) => {
        if (flags.verifyDiagnostics) diags.push(d); else io.stderr(renderDiagnostic(d, sources, printOpForDiagnostic));
      };
      const runner = new PassRunner(pm, {
        context: ctx, emit, verifyEach: passes.verifyEach, instrumentations: passes.instrumentations,
        verifyOptions: { printOp: printOpForDiagnostic },
        notePassOnVerifyError: !flags.verifyDiagnostics,
      });
      if (!runner.run(module)) module = undefined;
    }
    if (module && flags.emitPtx) ptx = emitPtx(module);
  } catch (e) {
    if (e instanceof RangeError && /call stack/.test(e.message)) {
      // Deep IR built by passes can still exhaust the stack; say so instead of crashing.
      io.stderr(`${file}: error: the input is nested too deeply to process (${e.message})\n`);
      return { ok: false };
    }
    if (!(e instanceof DiagnosticError)) throw e;
    diags.push(...e.diagnostics);
    module = undefined;
  }
  if (flags.verifyDiagnostics) {
    const src = sources.get(file);
    const errors = checkDiagnostics(diags, collectExpectations(text, firstLine), file, (n) => src?.line(n));
    for (const e of errors) io.stderr(e);
    if (errors.length) return { ok: false };
    if (!module) return { ok: true };
  } else {
    for (const d of diags) io.stderr(renderDiagnostic(d, sources, printOpForDiagnostic));
    if (!module) return { ok: false };
  }
  const printed = module;
  if (ptx !== undefined) return { ok: true, out: ptx };
  return { ok: true, out: time('Output', () => printOp(printed, { ...flags.print, resources })) + '\n' };
}

export const comcoOptMain: ToolMain = (argv, io) => {
  let args;
  const registry = comcoPassRegistry({ fusionRemarks: argv.some((a) => /^--?comco-fusion-remarks$/.test(a)) });
  let passFlags: PassFlag[] = [];
  let print: PrintFlags;
  try {
    args = parseArgs(argv, OPTIONS);
    const split = splitPassFlags(registry, args.unknown);
    passFlags = split.passes;
    const bad = split.rest[0];
    if (bad) throw new UsageError(`Unknown command line argument '${bad.raw}'.  Try: 'comco-opt --help'`);
    if (args.positional.length > 1) throw new UsageError(`Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: comco-opt --help`);
    print = printFlagsFrom(args);
  } catch (e) {
    if (e instanceof UsageError) { io.stderr(`comco-opt: ${e.message}\n`); return 1; }
    throw e;
  }
  if (args.flags.has('help')) {
    io.stdout(helpText('comco MLIR modular optimizer driver', 'comco-opt [options] <input file>', OPTIONS, `\n  Available passes (each also a flag: --<pass>[=<options>]):\n${registry.describe(4)}`));
    return 0;
  }
  if (args.flags.has('list-passes')) { io.stdout(registry.describe(0)); return 0; }
  let pm: OpPassManager | undefined;
  try {
    pm = buildPipeline(registry, args, passFlags);
  } catch (e) {
    if (e instanceof PassCliError) {
      if (e.toolMessage) io.stderr(`comco-opt: ${e.toolMessage}\n`);
      io.stderr(`<unknown>:0: error: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
  if (pm && args.flags.has('dump-pass-pipeline')) io.stderr(pm.dump() + '\n');
  if (args.flags.has('version')) { io.stdout('comco-opt 0.1.0\n'); return 0; }
  const input = args.positional[0] ?? '-';
  let text: string;
  const file = input === '-' ? '<stdin>' : input;
  try {
    text = input === '-' ? io.readStdin() : io.readFile(input);
  } catch (e) {
    io.stderr(`${describeFileOpenError('input', input, e)}\n`);
    return 1;
  }
  const sources = new SourceManager();
  sources.add(new SourceFile(file, text));
  const flags: OptFlags = {
    allowUnregistered: args.flags.has('allow-unregistered-dialect'),
    implicitModule: !args.flags.has('no-implicit-module'),
    verifyDiagnostics: args.flags.has('verify-diagnostics'),
    generic: args.flags.has('mlir-print-op-generic'),
    debugInfo: args.flags.has('mlir-print-debuginfo'),
    emitPtx: args.flags.has('comco-emit-ptx'),
    print,
  };
  const instr = instrumentationFromArgs(args, (t) => io.stderr(t), print);
  const anchored = new Map<string, OpPassManager | undefined>();
  const passes: PassSetup = {
    pm,
    // A --pass-pipeline keeps its own anchor (and fails on another op, as upstream's).
    pmFor: (anchor) => {
      if (args.values.has('pass-pipeline') || !pm) return pm;
      if (!anchored.has(anchor)) anchored.set(anchor, buildPipeline(registry, args, passFlags, anchor));
      return anchored.get(anchor);
    },
    // On by default; `--verify-each=false` (or `=0`) turns it off.
    verifyEach: !argv.some((a) => /^--?verify-each=(false|0)$/.test(a)),
    instrumentations: instr.list,
    timing: instr.timing,
  };
  const chunks = args.flags.has('split-input-file') ? splitInput(text) : [{ text, firstLine: 1, moduleLine: 0, moduleCol: 0 }];
  const outputs: string[] = [];
  let ok = true;
  for (const c of chunks) {
    const r = processChunk(c, file, flags, sources, io, passes);
    if (!r.ok) ok = false;
    outputs.push(r.out ?? '');
  }
  const result = outputs.join('// -----\n');
  if (pm && args.flags.has('mlir-pass-statistics')) io.stderr(statisticsReport(pm));
  if (instr.timing) io.stderr(instr.timing.report());
  const outFile = args.values.get('o');
  if (outFile !== undefined && outFile !== '-') {
    if (!ok) return 1; // never leave a half-written output
    try { io.writeFile(outFile, result); } catch (e) { io.stderr(`${describeFileOpenError('output', outFile, e)}\n`); return 1; }
  } else {
    io.stdout(result);
  }
  return ok ? 0 : 1;
};
