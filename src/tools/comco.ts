/**
 * `comco`: the driver (`comco run`, `comco compile`, `comco bench`).
 */
import type { ToolMain } from '../support/io.js';
import { runMain } from './run.js';
import { compileMain } from './compile.js';
import { benchMain } from './bench.js';

const USAGE = `USAGE: comco <command> [options]

Commands:
  run FILE --function=f --input=...   execute a function (--device=cpu, the default, or cuda)
  compile FILE --emit=ptx -o OUT.ptx  compile every kernel of a program to one PTX module
  compile FILE -o OUT.comco           compile to a module file that 'comco run OUT.comco' runs
  bench FILE --function=f             time a function on the GPU (per kernel, end to end)

See also: comco-opt (parse, verify, transform and print MLIR).
`;

export const comcoMain: ToolMain = (argv, io) => {
  const cmd = argv[0];
  if (cmd === undefined || cmd === '--help' || cmd === '-h' || cmd === 'help') {
    io.stdout(USAGE);
    return cmd === undefined ? 1 : 0;
  }
  if (cmd === '--version') { io.stdout('comco 0.1.0\n'); return 0; }
  if (cmd === 'run') return runMain(argv.slice(1), io);
  if (cmd === 'compile') return compileMain(argv.slice(1), io);
  if (cmd === 'bench') return benchMain(argv.slice(1), io);
  io.stderr(`comco: unknown command '${cmd}'. Try: 'comco --help'\n`);
  return 1;
};
