/**
 * `comco`: the driver (`comco run`, `comco compile`, `comco bench`). Subcommands that later work
 * builds say so plainly instead of pretending.
 */
import type { ToolMain } from '../support/io.js';
import { runMain } from './run.js';
import { compileMain } from './compile.js';

const USAGE = `USAGE: comco <command> [options]

Commands:
  run FILE --function=f --input=...   execute a function on the CPU (the interpreter)
  compile FILE --emit=ptx -o OUT.ptx  compile every kernel of a program to one PTX module
  bench FILE --function=f             time a function on the GPU                 [not yet]

See also: comco-opt (parse, verify, transform and print MLIR).
`;

const PLANNED = new Set(['bench']);

export const comcoMain: ToolMain = (argv, io) => {
  const cmd = argv[0];
  if (cmd === undefined || cmd === '--help' || cmd === '-h' || cmd === 'help') {
    io.stdout(USAGE);
    return cmd === undefined ? 1 : 0;
  }
  if (cmd === '--version') { io.stdout('comco 0.1.0\n'); return 0; }
  if (cmd === 'run') return runMain(argv.slice(1), io);
  if (cmd === 'compile') return compileMain(argv.slice(1), io);
  if (PLANNED.has(cmd)) {
    io.stderr(`comco: '${cmd}' is not implemented yet; for now use comco-opt to parse, verify and transform MLIR\n`);
    return 1;
  }
  io.stderr(`comco: unknown command '${cmd}'. Try: 'comco --help'\n`);
  return 1;
};
