/** Entry points of the parser: a whole source file into a module op. */
import { OpParser } from './op-parser.js';
import { Block } from '../ir/block.js';
import type { Context } from '../ir/context.js';
import { errorAt } from '../ir/diagnostics.js';
import { FileLineColLoc } from '../ir/location.js';
import { Operation } from '../ir/operation.js';
import { Region } from '../ir/region.js';
import type { FileResources } from '../ir/resources.js';

export interface ParseOptions {
  fileName?: string;
  /** The line number of the first line (for chunks of a split file). */
  firstLine?: number;
  /** Location of the implicit module (default 0:0). */
  moduleLine?: number;
  moduleCol?: number;
  /** Receives the external resources of the file metadata dictionary (to be printed back). */
  resources?: FileResources;
  /** False (mlir-opt's --no-implicit-module): the source must hold exactly one top-level op,
   * which is returned as it is, whatever its kind. */
  implicitModule?: boolean;
}

/**
 * Parses MLIR text. A single top-level `builtin.module` is returned as is; otherwise the top-level
 * ops are wrapped in a new module located at `file:0:0`, as mlir-opt does (unless
 * `implicitModule` is false). Throws a DiagnosticError on the first error.
 */
export function parseSource(text: string, ctx: Context, opts: ParseOptions = {}): Operation {
  const fileName = opts.fileName ?? '<stdin>';
  const parser = new OpParser(text, fileName, ctx, opts.firstLine ?? 1, opts.resources);
  const top = new Block();
  parser.parseTopLevel(top);
  const ops = top.ops;
  if (opts.implicitModule === false) {
    if (ops.length !== 1) {
      throw errorAt(FileLineColLoc.get(fileName, opts.moduleLine ?? 0, opts.moduleCol ?? 0), `source must contain a single top-level operation, found: ${ops.length}`);
    }
    ops[0]!.remove();
    return ops[0]!;
  }
  if (ops.length === 1 && ops[0]!.name === 'builtin.module' && ops[0]!.numResults === 0) {
    const m = ops[0]!;
    m.remove();
    return m;
  }
  const info = ctx.lookupOp('builtin.module');
  if (!info) throw errorAt(undefined, "the builtin dialect is not registered: cannot create 'builtin.module'");
  const region = new Region();
  region.push(new Block());
  for (const op of ops) { op.remove(); region.front.push(op); }
  return Operation.create({
    info,
    loc: FileLineColLoc.get(fileName, opts.moduleLine ?? 0, opts.moduleCol ?? 0),
    operands: [], resultTypes: [], attributes: new Map(), properties: undefined,
    regions: [region], successors: [],
  });
}

export { OpParser };
