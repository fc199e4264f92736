/**
 * The textual pipeline parser, with upstream's grammar and messages:
 *
 *   pipeline         ::= op-anchor `(` pipeline-element (`,` pipeline-element)* `)`
 *   pipeline-element ::= pipeline | (pass-name | pass-pipeline-name) options?
 *   options          ::= `{` (key (`=` value)?)* `}`
 *
 * The text is read into a tree first (syntax errors win), then names are resolved against the
 * registry, then passes are added. Errors carry the column in the text being parsed so the tool
 * can print it with a caret, as `MLIR Textual PassPipeline Parser:1:5: error: ...` does.
 */
import { PassOptionError } from './options.js';
import { PassInstance } from './pass.js';
import { OpPassManager, PipelineError } from './pass-manager.js';
import type { PassRegistry } from './registry.js';

/** A pipeline error; `col` (1-based) points into `text` when the error has a position. */
export class PipelineParseError extends Error {
  /**
   * @param toolMessage a line the tool prints under its own name first (bad option values, as
   *   LLVM's command-line library reports them)
   */
  constructor(message: string, readonly text?: string, readonly col?: number, readonly toolMessage?: string,
    /** An option error inside a pipeline, to which each enclosing nested pipeline adds a line. */
    readonly nests = false) { super(message); }
  /** The message as upstream prints it (with the text and a caret when there is a position). */
  get rendered(): string {
    if (this.text === undefined || this.col === undefined) return this.message;
    return `MLIR Textual PassPipeline Parser:1:${this.col}: error: ${this.message}\n${this.text}\n${' '.repeat(this.col - 1)}^\n`;
  }
}

interface Element {
  readonly name: string;
  /** Offset of the name in the text. */
  readonly pos: number;
  options?: string;
  inner?: Element[];
}

const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);

/** Reads pipeline elements (the text inside the outermost anchor's parentheses) into a tree. */
function parseElements(text: string): Element[] {
  const root: Element[] = [];
  const stack: Element[][] = [root];
  const fail = (at: number, msg: string): never => { throw new PipelineParseError(msg, text, at + 1); };
  const n = text.length;
  let i = 0;
  for (;;) {
    const list = stack[stack.length - 1]!;
    let j = i;
    while (j < n && !',(){'.includes(text[j]!)) j++;
    let start = i;
    while (start < j && isSpace(text[start])) start++;
    const el: Element = { name: text.slice(i, j).trim(), pos: start };
    list.push(el);
    if (j >= n) break;
    let c = text[j]!;
    if (c === '{') {
      let depth = 1;
      let close = -1;
      for (let k = j + 1; k < n; k++) {
        if (text[k] === '{') depth++;
        else if (text[k] === '}' && --depth === 0) { close = k; break; }
      }
      if (close < 0) fail(j, "missing closing '}' while processing pass options");
      el.options = text.slice(j + 1, close);
      i = close + 1;
      while (isSpace(text[i])) i++;
      if (i >= n) break;
      c = text[i]!;
      if (c === ',') { i++; continue; }
      if (c !== ')') fail(i, "expected ',' after parsing pipeline");
      j = i;
    }
    if (c === ',') { i = j + 1; continue; }
    if (c === '(') { el.inner = []; stack.push(el.inner); i = j + 1; continue; }
    if (c === '}') fail(j, "unexpected '}' while parsing pipeline");
    // c === ')': close one or more nested pipelines.
    i = j;
    do {
      if (stack.length === 1) fail(i, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline");
      stack.pop();
      i++;
      while (isSpace(text[i])) i++;
    } while (text[i] === ')');
    if (i >= n) break;
    if (text[i] !== ',') fail(i, "expected ',' after parsing pipeline");
    i++;
  }
  if (stack.length > 1) {
    const last = stack[stack.length - 1]!;
    fail(last.length ? last[last.length - 1]!.pos : n, 'encountered unbalanced parentheses while parsing pipeline');
  }
  return root;
}

/**
 * A pass's bad options, as upstream reports them. In a pipeline every level that fails adds its
 * line to the message (`failed to add \`cse\` with options \`foo=1\``, then `failed to add
 * \`func.func\` with options \`\` to inner pipeline` for each nesting, innermost first); a pass
 * flag (`--cse=foo=1`) reports the option error alone. A bad value is printed by the tool under its
 * own name first, and the error then starts empty.
 */
export function optionError(err: PassOptionError, pass: string, options: string, inPipeline = true): PipelineParseError {
  const first = err.badValue ? '' : `${err.message}\n`;
  const message = inPipeline ? `${first}\nfailed to add \`${pass}\` with options \`${options}\`\n` : first;
  return new PipelineParseError(message, undefined, undefined, err.badValue ? err.message : undefined, inPipeline);
}

/** Checks every name before anything is added, as upstream resolves the whole tree first. */
function resolve(elements: readonly Element[], registry: PassRegistry, text: string): void {
  for (const e of elements) {
    if (e.inner) {
      if (e.name === '') throw new PipelineParseError('expected an operation name before a nested pipeline', text, e.pos + 1);
      resolve(e.inner, registry, text);
    } else if (!registry.has(e.name)) {
      throw new PipelineParseError(`'${e.name}' does not refer to a registered pass or pass pipeline`, text, e.pos + 1);
    }
  }
}

function addElements(pm: OpPassManager, elements: readonly Element[], registry: PassRegistry, depth: number): void {
  for (const e of elements) {
    if (e.inner) {
      try {
        addElements(pm.nest(e.name), e.inner, registry, depth);
      } catch (err) {
        if (!(err instanceof PipelineParseError) || !err.nests) throw err;
        throw new PipelineParseError(`${err.message}failed to add \`${e.name}\` with options \`\` to inner pipeline\n`, undefined, undefined, err.toolMessage, true);
      }
      continue;
    }
    const pipeline = registry.lookupPipeline(e.name);
    if (pipeline) {
      if (e.options !== undefined && e.options.trim() !== '') throw new PipelineParseError(`pass pipeline '${e.name}' takes no options`);
      if (depth > 32) throw new PipelineParseError(`pass pipeline '${e.name}' is nested too deeply (does it name itself?)`);
      parsePipelineElements(pipeline.pipeline, pm, registry, depth + 1);
      continue;
    }
    const def = registry.lookupPass(e.name)!;
    let pass: PassInstance;
    try {
      pass = PassInstance.create(def, e.options ?? '');
    } catch (err) {
      if (!(err instanceof PassOptionError)) throw err;
      throw optionError(err, e.name, e.options ?? '');
    }
    try {
      pm.addPass(pass);
    } catch (err) {
      if (err instanceof PipelineError) throw new PipelineParseError(err.message);
      throw err;
    }
  }
}

/** Parses pipeline elements (`cse,func.func(canonicalize{top-down=false})`) into `pm`. */
export function parsePipelineElements(text: string, pm: OpPassManager, registry: PassRegistry, depth = 0): void {
  if (text.trim() === '') return;
  const elements = parseElements(text);
  resolve(elements, registry, text);
  addElements(pm, elements, registry, depth);
}

/** Parses a whole anchored pipeline: `builtin.module(func.func(cse),symbol-dce)`. */
export function parsePassPipeline(text: string, registry: PassRegistry): OpPassManager {
  const t = text.trim();
  const open = t.indexOf('(');
  if (open <= 0 || !t.endsWith(')')) {
    throw new PipelineParseError("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'");
  }
  const pm = new OpPassManager(t.slice(0, open).trimEnd());
  parsePipelineElements(t.slice(open + 1, -1), pm, registry);
  return pm;
}
