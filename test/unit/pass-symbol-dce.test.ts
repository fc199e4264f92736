/** symbol-dce: private and nested symbols without live uses go, recursively; public ones stay. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Diagnostic } from '../../src/ir/diagnostics.js';
import { symbolName } from '../../src/ir/symbols.js';
import type { Operation } from '../../src/ir/operation.js';
import { PassRegistry, parsePassPipeline, runPipeline } from '../../src/passes/index.js';
import { registerTransformsPasses } from '../../src/transforms/index.js';
import { parseIn, tstContext } from './pass-helpers.js';

const registry = new PassRegistry();
registerTransformsPasses(registry);

function dce(text: string, pipeline = 'builtin.module(symbol-dce)') {
  const ctx = tstContext();
  const module = parseIn(ctx, text);
  const diags: Diagnostic[] = [];
  const ok = runPipeline(parsePassPipeline(pipeline, registry), module, { context: ctx, emit: (d) => diags.push(d) });
  const names: string[] = [];
  const walk = (op: Operation, prefix: string) => {
    for (const b of op.regions[0]?.blocks ?? []) {
      for (const o of b) {
        const n = symbolName(o);
        if (n === undefined) continue;
        names.push(prefix + n);
        walk(o, `${prefix}${n}::`);
      }
    }
  };
  walk(module, '');
  return { ok, diags, names };
}

test('unused private symbols go, transitively; public ones and their callees stay', () => {
  const r = dce(`
    func.func private @dead()
    func.func private @dead_caller() { func.call @dead_too() : () -> () return }
    func.func private @dead_too() { return }
    func.func private @live() { func.call @live_too() : () -> () return }
    func.func private @live_too() { return }
    func.func @main() { func.call @live() : () -> () return }
    func.func nested @nested_unused() { return }
  `);
  assert.ok(r.ok);
  assert.deepEqual(r.names, ['live', 'live_too', 'main']);
});

test('nested symbol tables: references through paths keep every symbol on the way', () => {
  const r = dce(`
    module @pub {
      func.func @kept() { return }
      func.func private @gone() { return }
    }
    module @hidden attributes {sym_visibility = "private"} {
      func.func nested @used() { return }
      func.func nested @unused() { return }
    }
    module @dropped attributes {sym_visibility = "private"} {
      func.func @f() { return }
    }
    "xt.user"() {ref = @hidden::@used} : () -> ()
  `);
  assert.ok(r.ok);
  assert.deepEqual(r.names, ['pub', 'pub::kept', 'hidden', 'hidden::used']);
});

test('references from non-symbol ops and from nested regions count', () => {
  const r = dce(`
    func.func private @from_attr() { return }
    func.func private @from_region() { return }
    func.func private @unused() { return }
    "xt.holder"() ({
      "xt.ref"() {callee = [@from_region]} : () -> ()
    }) {f = @from_attr} : () -> ()
  `);
  // xt.holder is an unregistered op with one region: it might be a symbol table, so upstream
  // refuses to compute uses through it.
  assert.equal(r.ok, false);
  assert.match(r.diags[0]!.message, /potentially unknown symbol table/);
  const ok = dce(`
    func.func private @from_attr() { return }
    func.func private @from_region() { return }
    func.func private @unused() { return }
    "tst.region"() ({
      "xt.ref"() {callee = [@from_region]} : () -> ()
      "tst.yield"() : () -> ()
    }) {f = @from_attr} : () -> ()
  `);
  assert.ok(ok.ok);
  assert.deepEqual(ok.names, ['from_attr', 'from_region']);
});

test('symbol-dce needs a symbol table', () => {
  const r = dce('func.func @f() { return }', 'builtin.module(func.func(symbol-dce))');
  assert.equal(r.ok, false);
  assert.equal(r.diags[0]!.message, "'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table");
});
