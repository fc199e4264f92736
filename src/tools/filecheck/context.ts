/**
 * FileCheckPatternContext: the variables that live across patterns. String variables hold the
 * text they captured and where in the input it was (for "captured var" notes); numeric variables
 * are objects that patterns point at, so that a use parsed before a later redefinition keeps
 * reading the variable it saw, as in FileCheck.
 */

export type FormatKind = 'u' | 'd' | 'x' | 'X';

/** ExpressionFormat; `kind: undefined` is NoFormat. */
export interface ExpressionFormat {
  readonly kind: FormatKind | undefined;
  readonly precision: number;
  readonly alternate: boolean;
}

export const NO_FORMAT: ExpressionFormat = { kind: undefined, precision: 0, alternate: false };
export const UNSIGNED: ExpressionFormat = { kind: 'u', precision: 0, alternate: false };

export function sameFormat(a: ExpressionFormat, b: ExpressionFormat): boolean {
  return a.kind !== undefined && a.kind === b.kind && a.precision === b.precision && a.alternate === b.alternate;
}

export class NumericVariable {
  value: bigint | undefined;
  /** Where the value was captured in the input, when it came from a match. */
  capture: { start: number; end: number } | undefined;

  constructor(
    readonly name: string,
    readonly implicitFormat: ExpressionFormat,
    /** Line of the CHECK directive defining it, to reject uses on that same line. */
    readonly defLineNumber?: number,
  ) {}
}

export interface StringValue {
  readonly value: string;
  /** Offset of the captured text in the input, or -1 for command-line definitions. */
  readonly start: number;
}

export class PatternContext {
  readonly strings = new Map<string, StringValue>();
  /** DefinedVariableTable: names defined as string variables anywhere so far. */
  readonly definedStrings = new Set<string>();
  readonly numerics = new Map<string, NumericVariable>();
  readonly lineVariable = new NumericVariable('@LINE', UNSIGNED);

  constructor() {
    this.numerics.set('@LINE', this.lineVariable);
  }

  /** --enable-var-scope: forget variables whose names do not start with '$'. */
  clearLocalVars(): void {
    for (const name of [...this.strings.keys()]) if (!name.startsWith('$')) this.strings.delete(name);
    for (const [name, v] of [...this.numerics]) {
      if (name.startsWith('$')) continue;
      v.value = undefined;
      v.capture = undefined;
      this.numerics.delete(name);
    }
  }
}
