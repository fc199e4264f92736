/**
 * The pass registry: what the pipeline parser and comco-opt's pass flags can name. Passes and
 * named pipelines share one namespace, as upstream's. Each folder of passes exports a
 * `register…Passes(registry)` function; the tools call them, so nothing registers on import.
 */
import type { OptionSpecs } from './options.js';
import type { PassDef } from './pass.js';

/** A pipeline registered under a name (`--my-pipeline`), written in pipeline text. */
export interface PipelineDef {
  readonly argument: string;
  readonly summary: string;
  /** Pipeline elements (`canonicalize,func.func(cse)`), added where the name is used. */
  readonly pipeline: string;
}

export class PassRegistry {
  private readonly passes = new Map<string, PassDef>();
  private readonly pipelines = new Map<string, PipelineDef>();

  constructor(passes: readonly PassDef[] = []) {
    for (const p of passes) this.register(p);
  }

  register<S extends OptionSpecs>(def: PassDef<S>): void {
    if (this.passes.has(def.argument) || this.pipelines.has(def.argument)) {
      throw new Error(`pass '${def.argument}' is registered twice`);
    }
    this.passes.set(def.argument, def);
  }
  registerPipeline(def: PipelineDef): void {
    if (this.passes.has(def.argument) || this.pipelines.has(def.argument)) {
      throw new Error(`pipeline '${def.argument}' is registered twice`);
    }
    this.pipelines.set(def.argument, def);
  }

  lookupPass(argument: string): PassDef | undefined { return this.passes.get(argument); }
  lookupPipeline(argument: string): PipelineDef | undefined { return this.pipelines.get(argument); }
  has(argument: string): boolean { return this.passes.has(argument) || this.pipelines.has(argument); }

  /** Every pass, sorted by argument (for --help and --list-passes). */
  get allPasses(): PassDef[] { return [...this.passes.values()].sort((a, b) => (a.argument < b.argument ? -1 : 1)); }
  get allPipelines(): PipelineDef[] { return [...this.pipelines.values()].sort((a, b) => (a.argument < b.argument ? -1 : 1)); }

  /** The passes and pipelines with their options, in the layout of `mlir-opt --help`. */
  describe(indent = 2): string {
    const pad = ' '.repeat(indent);
    const lines: string[] = [];
    const row = (left: string, text: string, width = 56) => lines.push(`${left.padEnd(width)} - ${text}`);
    if (this.pipelines.size) {
      lines.push(`${pad}Pass Pipelines:`);
      for (const p of this.allPipelines) row(`${pad}  --${p.argument}`, `  ${p.summary}`);
    }
    lines.push(`${pad}Passes:`);
    for (const p of this.allPasses) {
      row(`${pad}  --${p.argument}`, `  ${p.summary}`);
      for (const [name, spec] of Object.entries(p.options).sort(([a], [b]) => (a < b ? -1 : 1))) {
        const value = spec.kind === 'bool' ? '' : `=<${spec.kind === 'enum' ? 'value' : spec.kind === 'int' ? 'long' : spec.kind === 'uint' ? 'uint' : 'string'}>`;
        row(`${pad}    --${name}${value}`, spec.description);
        for (const v of spec.values ?? []) row(`${pad}      =${v.name}`, `  ${v.description}`);
      }
    }
    return lines.join('\n') + '\n';
  }
}
