/** The IR core's API: building, use lists, cloning, erasing, walking, dominance, symbols. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import { verify } from '../../src/ir/verifier.js';
import { Builder } from '../../src/ir/builder.js';
import { DominanceInfo } from '../../src/ir/dominance.js';
import { IRMapping } from '../../src/ir/mapping.js';
import type { Operation } from '../../src/ir/operation.js';
import { lookupNearestSymbolFrom, lookupSymbolIn, SymbolTable, symbolUsesOf } from '../../src/ir/symbols.js';
import { FunctionType, IntegerType, MemRefType, RankedTensorType, f32, i32, index } from '../../src/ir/types.js';
import { attrEquals, DenseElementsAttr, IntegerAttr, StringAttr, SymbolRefAttr } from '../../src/ir/attributes.js';
import { FuncOp, ReturnOp } from '../../src/dialects/func/index.js';
import { ReluOp } from '../../src/dialects/comco/index.js';

const ctx = createContext({ allowUnregistered: true });
const parse = (text: string): Operation => parseSource(text, ctx, { fileName: 't.mlir' });

test('types are uniqued, attributes compare by value', () => {
  assert.equal(IntegerType.get(32), i32);
  assert.equal(RankedTensorType.get([4, 8], f32), RankedTensorType.get([4, 8], f32));
  assert.notEqual(RankedTensorType.get([4, 8], f32), RankedTensorType.get([8, 4], f32));
  assert.equal(FunctionType.get([i32], [f32]), FunctionType.get([i32], [f32]));
  assert.equal(MemRefType.get([2], f32).key, 'memref<2xf32>');
  assert.ok(attrEquals(IntegerAttr.get(i32, 7), IntegerAttr.get(i32, 7)));
  assert.ok(!attrEquals(IntegerAttr.get(i32, 7), IntegerAttr.get(index, 7)));
  assert.equal(IntegerAttr.get(IntegerType.get(8), 255).value, -1n, 'signless values wrap to the signed range');
  const d = DenseElementsAttr.get(RankedTensorType.get([3], f32), [2, 2, 2]);
  assert.ok(d.isSplat, 'equal elements make a splat');
  assert.deepEqual(d.all(), [2, 2, 2]);
});

test('builder creates typed ops with accessors; use lists follow replacements', () => {
  const m = parse('func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}');
  const fn = m.regions[0]!.front.first!;
  assert.ok(FuncOp.is(fn));
  const ret = fn.body.front.last!;
  assert.ok(ReturnOp.is(ret));
  const arg = fn.body.front.getArgument(0);
  const b = Builder.before(ret);
  const relu = ReluOp.build(b, { input: arg });
  assert.equal(relu.result.type, arg.type, 'SameOperandsAndResultType infers the result type');
  assert.equal(relu.input, arg);
  assert.equal(arg.numUses, 2);
  arg.replaceUsesWithIf(relu.result, (u) => u.owner === ret);
  assert.equal(ret.values[0], relu.result);
  assert.equal(arg.numUses, 1);
  assert.equal(verify(m), undefined);
  assert.match(printOp(m), /%0 = comco\.relu %arg0 : tensor<4xf32>\n\s+return %0 : tensor<4xf32>/);
  assert.throws(() => relu.erase(), /still has uses/);
  ret.setOperand(0, arg);
  relu.erase();
  assert.equal(arg.numUses, 1);
  assert.equal(fn.body.front.numOps, 1);
});

test('walk orders, skip and interrupt', () => {
  const m = parse('func.func @f() {\n  "t.a"() ({\n    "t.b"() : () -> ()\n  }) : () -> ()\n  "t.c"() : () -> ()\n  return\n}');
  const post: string[] = [], pre: string[] = [], skipped: string[] = [];
  m.walk((op) => { post.push(op.name); });
  m.walkPre((op) => { pre.push(op.name); });
  m.walkPre((op) => { skipped.push(op.name); return op.name === 't.a' ? 'skip' : undefined; });
  assert.deepEqual(post, ['t.b', 't.a', 't.c', 'func.return', 'func.func', 'builtin.module']);
  assert.deepEqual(pre, ['builtin.module', 'func.func', 't.a', 't.b', 't.c', 'func.return']);
  assert.ok(!skipped.includes('t.b'));
  let seen = 0;
  assert.equal(m.walk(() => (++seen === 2 ? 'interrupt' : undefined)), false);
  assert.equal(seen, 2);
});

test('clone remaps values, blocks and forward references across blocks', () => {
  const m = parse(`func.func @f(%c: i1) -> i32 {
  "t.br"()[^bb2] : () -> ()
^bb1:
  "t.use"(%v) : (i32) -> ()
  return %v : i32
^bb2:
  %v = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
}`);
  const fn = m.regions[0]!.front.first!;
  const copy = fn.clone(new IRMapping());
  const blocks = copy.regions[0]!.blocks;
  const def = blocks[2]!.first!;
  const use = blocks[1]!.first!;
  assert.equal(use.getOperand(0), def.getResult(0), 'the use refers to the cloned definition');
  assert.equal(blocks[0]!.last!.getSuccessor(0), blocks[2], 'successors are remapped');
  assert.equal(fn.regions[0]!.blocks[2]!.first!.getResult(0).numUses, 2, 'the original keeps its own uses');
});

test('dominance across blocks and nested regions', () => {
  const m = parse(`func.func @f(%c: i1) {
  %a = "t.def"() : () -> i32
  "t.cond"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %b = "t.def"() : () -> i32
  "t.br"()[^bb3] : () -> ()
^bb2:
  "t.br"()[^bb3] : () -> ()
^bb3:
  "t.nest"() ({ "t.use"(%a) : (i32) -> () }) : () -> ()
  return
}`);
  const blocks = m.regions[0]!.front.first!.regions[0]!.blocks;
  const dom = new DominanceInfo();
  const [entry, b1, b2, b3] = blocks as [typeof blocks[0], typeof blocks[0], typeof blocks[0], typeof blocks[0]];
  assert.ok(dom.dominatesBlock(entry, b3));
  assert.ok(!dom.dominatesBlock(b1, b3), 'a branch of a diamond does not dominate the join');
  assert.ok(!dom.dominatesBlock(b2, b1));
  const a = entry.first!.getResult(0);
  const b = b1.first!.getResult(0);
  const nestedUse = b3.first!.regions[0]!.front.first!;
  assert.ok(dom.dominatesUse(a, nestedUse), 'a value of the entry block reaches a nested region of the join');
  assert.ok(!dom.dominatesUse(b, b3.first!));
});

test('symbol tables: lookup, nested references, uses', () => {
  const m = parse(`module {
  module @inner {
    func.func private @g() -> i32
  }
  func.func @f() {
    "t.call"() {callee = @inner::@g, other = [@f]} : () -> ()
    return
  }
}`);
  const inner = m.regions[0]!.front.first!;
  const g = lookupSymbolIn(m, SymbolRefAttr.get('inner', ['g']));
  assert.equal(g, inner.regions[0]!.front.first);
  const f = m.regions[0]!.front.ops[1]!;
  const call = f.regions[0]!.front.first!;
  assert.equal(lookupNearestSymbolFrom(call, 'f'), f);
  assert.deepEqual(symbolUsesOf(call).map((s) => s.key).sort(), ['@f', '@inner::@g']);
  const table = new SymbolTable(m);
  assert.deepEqual(table.names, ['inner', 'f']);
  assert.equal(table.uniqueName('f'), 'f_0');
});

test('verifier: dominance, terminators, isolation, symbol redefinition', () => {
  const bad = (text: string, msg: RegExp) => {
    const e = verify(parse(text));
    assert.ok(e, `expected an error matching ${msg}`);
    assert.match(e.diagnostic.message, msg);
  };
  bad('func.func @f() {\n  "t.use"(%x) : (i32) -> ()\n  %x = "t.def"() : () -> i32\n  return\n}', /operand #0 does not dominate this use/);
  bad('"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n  %0 = "func.constant"() <{value = @f}> : () -> (() -> ())\n}) : () -> ()', /block with no terminator/);
  bad('func.func @f() {\n  return\n}\nfunc.func @f() {\n  return\n}', /redefinition of symbol named 'f'/);
  bad('%v = "t.def"() : () -> i32\nfunc.func @g() {\n  "t.use"(%v) : (i32) -> ()\n  return\n}', /using value defined outside the region/);
  assert.equal(verify(parse('func.func @ok(%a: i32) -> i32 {\n  return %a : i32\n}')), undefined);
});

test('printer: upstream names, conflicts in nested regions, result groups, aliases', () => {
  const m = parse(`#m = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: i32) {
  %0:2 = "t.two"() : () -> (i32, i32)
  "t.r"() ({
  ^bb0(%x: i32):
    %1 = "t.one"() {m = #m} : () -> i32
  }, {
  ^bb0(%y: i32):
    %2 = "t.one"() {m = affine_map<(d0) -> (d0)>} : () -> i32
  }) : () -> ()
  "t.use"(%0#1) : (i32) -> ()
  return
}`);
  const text = printOp(m);
  assert.match(text, /^#map = affine_map<\(d0\) -> \(d0 \+ 1\)>\n#map1 = affine_map<\(d0\) -> \(d0\)>\n/);
  assert.match(text, /%0:2 = "t.two"/);
  assert.match(text, /\^bb0\(%arg1: i32\):\n\s+%1 = "t.one"\(\) \{m = #map\}/);
  assert.match(text, /\^bb0\(%arg1: i32\):\n\s+%1 = "t.one"\(\) \{m = #map1\}/, 'sibling regions restart numbering');
  assert.match(text, /"t.use"\(%0#1\)/);
  assert.equal(StringAttr.get('a"b\n').key, '"a\\22b\\0A"');
});
