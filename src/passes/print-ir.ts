/**
 * `--mlir-print-ir-{before,after}{-all,=<pass>}`, `--mlir-print-ir-after-change`,
 * `--mlir-print-ir-after-failure` and `--mlir-print-ir-module-scope`, with upstream's headers:
 *
 *   // -----// IR Dump After CSE (cse) //----- //
 *   // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //   (module scope)
 *   // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
 *
 * A nested op is printed on its own in local scope (no alias definitions, inline locations);
 * the top-level op prints as comco-opt's output does. Each dump ends with a blank line.
 */
import { StringAttr } from '../ir/attributes.js';
import type { Operation } from '../ir/operation.js';
import { printOp, type PrintFlags } from '../printer/printer.js';
import type { PassInstrumentation } from './instrumentation.js';
import type { PassInstance } from './pass.js';

export interface PrintIRConfig {
  /** Print before these passes (by argument); 'all' for every pass. */
  readonly before?: 'all' | ReadonlySet<string>;
  readonly after?: 'all' | ReadonlySet<string>;
  /** With `after`: only when the pass changed the IR. */
  readonly afterOnlyOnChange?: boolean;
  /** Print only after passes that failed (any pass), not after those that succeeded. Failed
   * passes selected by `after` are printed in any case, as upstream. */
  readonly afterFailure?: boolean;
  /** Print the top-level op instead of the op the pass ran on. */
  readonly moduleScope?: boolean;
  readonly flags?: PrintFlags;
  /** Where dumps go (stderr in comco-opt, as upstream). */
  readonly out: (text: string) => void;
}

const selects = (set: 'all' | ReadonlySet<string> | undefined, pass: PassInstance): boolean =>
  set === 'all' || (set !== undefined && set.has(pass.argument));

export class IRPrinter implements PassInstrumentation {
  /** Fingerprints taken before passes, for --mlir-print-ir-after-change. */
  private readonly before = new Map<PassInstance, string[]>();

  constructor(private readonly config: PrintIRConfig) {}

  runBeforePass(pass: PassInstance, op: Operation): void {
    if (this.config.afterOnlyOnChange && selects(this.config.after, pass)) {
      const stack = this.before.get(pass) ?? [];
      stack.push(fingerprint(op));
      this.before.set(pass, stack);
    }
    if (selects(this.config.before, pass)) this.dump(`Before ${pass.name} (${pass.argument})`, op);
  }

  runAfterPass(pass: PassInstance, op: Operation): void {
    if (this.config.afterFailure || !selects(this.config.after, pass)) return;
    if (this.config.afterOnlyOnChange) {
      const prev = this.before.get(pass)?.pop();
      if (prev !== undefined && prev === fingerprint(op)) return;
    }
    this.dump(`After ${pass.name} (${pass.argument})`, op);
  }

  runAfterPassFailed(pass: PassInstance, op: Operation): void {
    this.before.get(pass)?.pop();
    if (this.config.afterFailure || selects(this.config.after, pass)) this.dump(`After ${pass.name} Failed (${pass.argument})`, op);
  }

  private dump(title: string, op: Operation): void {
    const flags = this.config.flags ?? {};
    if (!this.config.moduleScope) {
      const text = op.parentBlock ? printOp(op, { ...flags, localScope: true }) : printOp(op, flags);
      this.config.out(`// -----// IR Dump ${title} //----- //\n${text}\n\n`);
      return;
    }
    const sym = op.getAttr('sym_name');
    const what = sym instanceof StringAttr ? `'${op.name}' operation: @${sym.value}` : `'${op.name}' operation`;
    let top = op;
    while (top.parentOp) top = top.parentOp;
    this.config.out(`// -----// IR Dump ${title} (${what}) //----- //\n${printOp(top, flags)}\n\n`);
  }
}

/** What decides "the IR changed": the generic form with locations (cheap enough when asked for). */
function fingerprint(op: Operation): string {
  return printOp(op, { generic: true, debugInfo: true, localScope: true });
}
