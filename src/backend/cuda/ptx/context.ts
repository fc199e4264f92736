/**
 * What a lowering-table entry sees while it turns one op into PTX lines. The tables (arith, math,
 * memory, gpu, control) depend only on this interface; lower.ts implements it and imports the
 * tables, so there is no import cycle.
 */
import type { Block } from '../../../ir/block.js';
import type { Operation } from '../../../ir/operation.js';
import type { Type } from '../../../ir/types.js';
import type { Value } from '../../../ir/value.js';
import type { RegClass } from './ir.js';
import type { ScalarInfo } from './types.js';

/** The state space a memref value's pointer register points into. */
export type MemSpace = 'global' | 'shared' | 'local';

export interface Lowerer {
  /** The gpu.func being lowered. */
  readonly func: Operation;
  /** Threads per block when `known_block_size` gives them (x, y, z). */
  readonly blockSize: readonly [number, number, number] | undefined;
  /** A fresh virtual register. */
  reg(cls: RegClass): string;
  /** Fresh registers for a value's lanes (1 for scalars), bound to it. */
  def(v: Value): string[];
  /** Binds a value to existing registers (results that share their operand's registers). */
  bind(v: Value, regs: readonly string[]): void;
  /** The registers of a value already lowered (its lanes). */
  use(v: Value): readonly string[];
  /** The single register of a scalar value. */
  get(v: Value): string;
  /** The scalar layout of a type, or a diagnostic at `op` naming the type. */
  info(op: Operation, t: Type): ScalarInfo;
  /** Appends an instruction; `guard` is a predicate operand (`%p1` or `!%p1`). */
  emit(opcode: string, operands: readonly string[], guard?: string): void;
  comment(text: string): void;
  /** A fresh label name, and placing a label at the current point. */
  newLabel(): string;
  label(name: string): void;
  /** Copies `srcs` into `dsts` as a parallel copy (safe when they overlap). */
  copy(dsts: readonly string[], srcs: readonly string[]): void;
  /** The label of a block of the function body (cf branches). */
  blockLabel(b: Block): string;
  /** Lowers the ops of a block, except its terminator, which is returned for the caller. */
  lowerBody(block: Block): Operation | undefined;
  /** The pointer register and state space of a memref value. */
  memref(op: Operation, v: Value): { readonly ptr: string; readonly space: MemSpace };
}

/** A lowering-table entry: emits the PTX for one op through the lowerer. */
export type Lowering = (op: Operation, k: Lowerer) => void;
export type LoweringTable = ReadonlyMap<string, Lowering>;
