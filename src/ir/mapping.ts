/** Value and block correspondence used when cloning IR (MLIR's IRMapping). */
import type { Value } from './value.js';
import type { Block } from './block.js';
import type { Operation } from './operation.js';

export class IRMapping {
  private readonly values = new Map<Value, Value>();
  private readonly blocks = new Map<Block, Block>();
  private readonly ops = new Map<Operation, Operation>();
  map(from: Value, to: Value): void { this.values.set(from, to); }
  mapBlock(from: Block, to: Block): void { this.blocks.set(from, to); }
  mapOp(from: Operation, to: Operation): void { this.ops.set(from, to); }
  lookup(v: Value): Value | undefined { return this.values.get(v); }
  lookupOrDefault(v: Value): Value { return this.values.get(v) ?? v; }
  lookupBlockOrDefault(b: Block): Block { return this.blocks.get(b) ?? b; }
  lookupOp(op: Operation): Operation | undefined { return this.ops.get(op); }
  contains(v: Value): boolean { return this.values.has(v); }
}
