/**
 * The shape of a pipeline (upstream's OpPassManager): a list of passes and nested pipelines
 * anchored on an op name (`builtin.module`, `func.func`) or on `any` op. Nested pipelines run on
 * each op of their anchor directly inside the op the enclosing pipeline runs on; the runner
 * (runner.ts) executes this structure.
 */
import { PassInstance } from './pass.js';

/** The anchor of an op-agnostic pipeline. */
export const ANY = 'any';

/** A problem in building a pipeline (adding a pass where it cannot run). */
export class PipelineError extends Error {}

export type PipelineElement = PassInstance | OpPassManager;

export class OpPassManager {
  readonly elements: PipelineElement[] = [];

  /**
   * @param anchor the op name this pipeline runs on, or `any`
   * @param nesting 'implicit' nests passes anchored elsewhere automatically (as for pass flags);
   *   'explicit' refuses them (as in textual pipelines)
   */
  constructor(readonly anchor: string = ANY, readonly nesting: 'explicit' | 'implicit' = 'explicit') {}

  get isOpAgnostic(): boolean { return this.anchor === ANY; }
  get size(): number { return this.elements.length; }

  /** Adds a pass, nesting it under its anchor when this pipeline allows implicit nesting. */
  addPass(pass: PassInstance): void {
    const passAnchor = pass.anchor;
    if (passAnchor !== undefined && !this.isOpAgnostic && passAnchor !== this.anchor) {
      if (this.nesting === 'implicit') { this.nest(passAnchor).addPass(pass); return; }
      throw new PipelineError(`Can't add pass '${pass.name}' restricted to '${passAnchor}' on a PassManager intended to run on '${this.anchor}', did you intend to nest?`);
    }
    this.elements.push(pass);
  }

  /** Appends a pipeline nested on `anchor` and returns it. */
  nest(anchor: string): OpPassManager {
    const pm = new OpPassManager(anchor, this.nesting);
    this.elements.push(pm);
    return pm;
  }

  /** A deep copy with fresh pass instances (fresh statistics). */
  clone(): OpPassManager {
    const pm = new OpPassManager(this.anchor, this.nesting);
    for (const e of this.elements) pm.elements.push(e instanceof OpPassManager ? e.clone() : e.clone());
    return pm;
  }

  /** The pipeline as text, re-parsable: `builtin.module(func.func(cse),canonicalize{...})`. */
  get text(): string {
    return `${this.anchor}(${this.elements.map((e) => e.text).join(',')})`;
  }

  /** The layout of upstream's `--dump-pass-pipeline`. */
  dump(): string {
    const lines = [`Pass Manager with ${this.size} passes:`];
    const walk = (pm: OpPassManager, indent: number) => {
      const pad = ' '.repeat(indent);
      lines.push(`${pad}${pm.anchor}(`);
      pm.elements.forEach((e, i) => {
        const comma = i + 1 < pm.elements.length ? ',' : '';
        if (e instanceof OpPassManager) {
          walk(e, indent + 2);
          lines[lines.length - 1] += comma;
        } else {
          lines.push(`${pad}  ${e.text}${comma}`);
        }
      });
      lines.push(`${pad})`);
    };
    walk(this, 0);
    return lines.join('\n') + '\n';
  }

  /**
   * The elements as the runner executes them: runs of adjacent nested pipelines become one
   * group (upstream's coalesced OpToOpPassAdaptor), so each op is visited once and pipelines on
   * the same anchor are concatenated (`func.func(cse),func.func(canonicalize)` runs both passes
   * on one function before the next function).
   */
  schedule(): (PassInstance | OpPassManager[])[] {
    const out: (PassInstance | OpPassManager[])[] = [];
    for (const e of this.elements) {
      if (!(e instanceof OpPassManager)) { out.push(e); continue; }
      const last = out[out.length - 1];
      const group = Array.isArray(last) ? last : [];
      if (group !== last) out.push(group);
      const same = group.find((m) => m.anchor === e.anchor && !e.isOpAgnostic);
      if (same) {
        const merged = new OpPassManager(same.anchor, same.nesting);
        merged.elements.push(...same.elements, ...e.elements);
        group[group.indexOf(same)] = merged;
      } else {
        group.push(e);
      }
    }
    // Op-specific pipelines are matched before op-agnostic ones, as upstream sorts them.
    for (const g of out) if (Array.isArray(g)) g.sort((a, b) => Number(a.isOpAgnostic) - Number(b.isOpAgnostic));
    return out;
  }
}
