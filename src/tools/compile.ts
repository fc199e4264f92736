/**
 * `comco compile FILE --emit=ptx [-o OUT.ptx] [--fusion=0|1]`: lowers a program with
 * `--comco-pipeline` (unless it already holds gpu.modules, i.e. is in the kernel form) and writes
 * the PTX of every kernel into one module (docs/ptx.md). Diagnostics are rendered at their op;
 * nothing is written on failure.
 */
import { emitPtx } from '../backend/cuda/ptx/emit.js';
import { buildComcoPipeline } from '../conversion/comco-pipeline.js';
import { createContext } from '../dialects/index.js';
import { type Diagnostic, DiagnosticError } from '../ir/diagnostics.js';
import { renderDiagnostic } from '../ir/render.js';
import { verify } from '../ir/verifier.js';
import { parseSource } from '../parser/index.js';
import { runPipeline } from '../passes/runner.js';
import { type ToolMain, describeFsError } from '../support/io.js';
import { SourceFile, SourceManager } from '../support/source.js';
import { type OptionSpec, UsageError, helpText, parseArgs } from './args.js';
import { comcoPassRegistry, printOpForDiagnostic } from './comco-opt.js';
import { compileModuleMain } from './compile-module.js';

const OPTIONS: readonly OptionSpec[] = [
  { name: 'emit', kind: 'value', help: 'What to write: ptx (default), or module (a .comco file for comco run; the default for -o X.comco)', valueName: 'kind' },
  { name: 'function', kind: 'value', help: 'With --emit=module: the function (default: main)', valueName: 'name' },
  { name: 'o', kind: 'value', help: 'Output file (default: standard output)', valueName: 'filename' },
  { name: 'fusion', kind: 'value', help: 'comco-pipeline fusion=0|1 (default 1)', valueName: 'n' },
  { name: 'help', kind: 'flag', help: 'Display available options', alias: 'h' },
];

export const compileMain: ToolMain = (argv, io) => {
  let args;
  try {
    args = parseArgs(argv, OPTIONS);
    const bad = args.unknown[0];
    if (bad) throw new UsageError(`unknown option '${bad.raw}'`);
    if (args.positional.length !== 1 && !args.flags.has('help')) throw new UsageError('expected one input file');
    const emit = args.values.get('emit') ?? (args.values.get('o')?.endsWith('.comco') ? 'module' : 'ptx');
    if (emit !== 'ptx' && emit !== 'module') throw new UsageError(`--emit=${emit} is not supported (ptx or module)`);
    const f = args.values.get('fusion') ?? '1';
    if (f !== '0' && f !== '1') throw new UsageError(`--fusion takes 0 or 1, not '${f}'`);
    if (emit === 'module' && !args.flags.has('help')) return compileModuleMain(args, io);
    if (args.values.has('function')) throw new UsageError('--function applies to --emit=module');
  } catch (e) {
    if (e instanceof UsageError) { io.stderr(`comco compile: ${e.message}\n`); return 1; }
    throw e;
  }
  if (args.flags.has('help')) {
    io.stdout(helpText('compile a comco program to PTX', 'comco compile FILE --emit=ptx [-o OUT.ptx]', OPTIONS));
    return 0;
  }
  const input = args.positional[0]!;
  const file = input === '-' ? '<stdin>' : input;
  let text: string;
  try { text = input === '-' ? io.readStdin() : io.readFile(input); } catch (e) {
    io.stderr(`comco compile: ${describeFsError(input, e)}\n`);
    return 1;
  }
  const sources = new SourceManager();
  sources.add(new SourceFile(file, text));
  const render = (d: Diagnostic) => io.stderr(renderDiagnostic(d, sources, printOpForDiagnostic));
  let ptx: string;
  try {
    const context = createContext();
    const module = parseSource(text, context, { fileName: file });
    const err = verify(module, { printOp: printOpForDiagnostic });
    if (err) throw err;
    // A program already in the kernel form (it has gpu.modules) is emitted as it is.
    if (!module.regions[0]!.front.ops.some((op) => op.name === 'gpu.module')) {
      const pm = buildComcoPipeline(comcoPassRegistry(), args.values.get('fusion') !== '0');
      const diags: Diagnostic[] = [];
      const ok = runPipeline(pm, module, { context, emit: (d) => diags.push(d) });
      for (const d of diags) render(d);
      if (!ok || diags.some((d) => d.severity === 'error')) return 1;
    }
    ptx = emitPtx(module);
  } catch (e) {
    if (!(e instanceof DiagnosticError)) throw e;
    e.diagnostics.forEach(render);
    return 1;
  }
  const out = args.values.get('o');
  if (out === undefined || out === '-') { io.stdout(ptx); return 0; }
  try { io.writeFile(out, ptx); } catch (e) {
    io.stderr(`comco compile: ${describeFsError(out, e)}\n`);
    return 1;
  }
  return 0;
};
