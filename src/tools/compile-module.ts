/**
 * `comco compile FILE -o prog.comco` (`--emit=module`): the comco pipeline, the PTX emitter and
 * the host schedule, written as a module file (src/backend/cuda/host/program.ts) that
 * `comco run prog.comco` executes without recompiling. Nothing is written on failure.
 */
import { DiagnosticError } from '../ir/diagnostics.js';
import { renderDiagnostic } from '../ir/render.js';
import type { ToolIO } from '../support/io.js';
import { describeFsError } from '../support/io.js';
import { serializeProgram } from '../backend/cuda/host/program.js';
import type { ParsedArgs } from './args.js';
import { printOpForDiagnostic } from './comco-opt.js';
import { CudaToolError, prepareFromModule } from './cuda-prepare.js';
import { load } from './run.js';

export function compileModuleMain(args: ParsedArgs, io: ToolIO): number {
  const out = args.values.get('o');
  if (out === undefined) { io.stderr("comco compile: --emit=module needs an output file: -o prog.comco (or '-o -')\n"); return 1; }
  const file = args.positional[0]!;
  const loaded = load(io, file);
  if (typeof loaded === 'string') { io.stderr(loaded.replace(/^comco run:/, 'comco compile:')); return 1; }
  const render = (d: Parameters<typeof renderDiagnostic>[0]) => renderDiagnostic(d, loaded.sources, printOpForDiagnostic);
  let text: string;
  try {
    const program = prepareFromModule(loaded.module, { fnName: args.values.get('function') ?? 'main', fusion: args.values.get('fusion') !== '0', render });
    text = serializeProgram(program);
  } catch (e) {
    if (e instanceof CudaToolError) { io.stderr(/^\S+:\d+:\d+: /.test(e.message) ? e.message : `comco compile: error: ${e.message}\n`); return 1; }
    if (e instanceof DiagnosticError) { io.stderr(e.diagnostics.map(render).join('')); return 1; }
    throw e;
  }
  if (out === '-') { io.stdout(text); return 0; }
  try { io.writeFile(out, text); } catch (e) { io.stderr(`comco compile: ${describeFsError(out, e)}\n`); return 1; }
  return 0;
}
