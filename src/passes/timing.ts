/**
 * `--mlir-timing`: wall time per pass in a tree that follows the pipeline's nesting, reported as
 * upstream's execution time report (tree display). Times of a pass accumulate over all the ops it
 * ran on; tools add their own top-level phases (`Parser`, `Output`) through `time`.
 */
import type { Operation } from '../ir/operation.js';
import type { PassInstrumentation } from './instrumentation.js';
import type { OpPassManager } from './pass-manager.js';
import type { PassInstance } from './pass.js';

class TimerNode {
  readonly children = new Map<string, TimerNode>();
  seconds = 0;
  constructor(readonly name: string) {}
  child(name: string): TimerNode {
    let c = this.children.get(name);
    if (!c) { c = new TimerNode(name); this.children.set(name, c); }
    return c;
  }
}

const now = (): number => performance.now() / 1000;

export class PassTiming implements PassInstrumentation {
  private readonly root = new TimerNode('root');
  private readonly stack: { node: TimerNode; start: number }[] = [];
  private readonly started = now();

  private push(name: string): void {
    const parent = this.stack.length ? this.stack[this.stack.length - 1]!.node : this.root;
    this.stack.push({ node: parent.child(name), start: now() });
  }
  private pop(): void {
    const top = this.stack.pop();
    if (top) top.node.seconds += now() - top.start;
  }

  /** Times a phase of the tool (`Parser`, `Output`) at the current nesting level. */
  time<T>(name: string, fn: () => T): T {
    this.push(name);
    try { return fn(); } finally { this.pop(); }
  }

  runBeforePipeline(pm: OpPassManager, _op: Operation): void { this.push(`'${pm.anchor}' Pipeline`); }
  runAfterPipeline(_pm: OpPassManager, _op: Operation): void { this.pop(); }
  runBeforePass(pass: PassInstance, _op: Operation): void { this.push(pass.name); }
  runAfterPass(_pass: PassInstance, _op: Operation): void { this.pop(); }
  runAfterPassFailed(_pass: PassInstance, _op: Operation): void { this.pop(); }

  /** The report, as `mlir-opt --mlir-timing` prints it on stderr. */
  report(): string {
    const total = Math.max(now() - this.started, 1e-9);
    const rule = `===${'-'.repeat(73)}===\n`;
    const title = '... Execution time report ...';
    const line = (secs: number, depth: number, name: string) =>
      `${secs.toFixed(4).padStart(10)} (${(100 * secs / total).toFixed(1).padStart(5)}%)  ${'  '.repeat(depth)}${name}\n`;
    let out = rule + ' '.repeat(Math.floor((80 - title.length) / 2)) + title + '\n' + rule;
    out += `  Total Execution Time: ${total.toFixed(4)} seconds\n\n`;
    out += '  ----Wall Time----  ----Name----\n';
    const walk = (n: TimerNode, depth: number) => {
      for (const c of n.children.values()) { out += line(c.seconds, depth, c.name); walk(c, depth + 1); }
    };
    walk(this.root, 0);
    let used = 0;
    for (const c of this.root.children.values()) used += c.seconds;
    out += line(Math.max(0, total - used), 0, 'Rest');
    out += line(total, 0, 'Total');
    return out;
  }
}
