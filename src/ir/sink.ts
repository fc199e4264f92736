/**
 * How types and attributes print themselves. Each type/attribute writes its own syntax through a
 * sink; nested types/attributes go back through the sink, so that the real printer can replace
 * them by aliases (`#map`) while the plain sink used for keys writes everything out.
 */
import type { Type } from './types.js';
import type { Attribute } from './attributes.js';
import type { Location } from './location.js';
import type { ResourceHandle } from './resources.js';

export interface AsmSink {
  write(text: string): void;
  type(t: Type): void;
  /** An attribute in full (with its `: type` suffix where one is printed). */
  attr(a: Attribute): void;
  /** A location nested in another location: its body without `loc(...)`, or its alias. */
  loc(l: Location): void;
  /** Runs `print` against a sink with the same alias rules that collects text, and returns it
   * (dialect attributes choose between `#d.body` and `#d<body>` from their body's text). */
  capture(print: (s: AsmSink) => void): string;
  /** A resource an attribute refers to (`dense_resource<key>`): printers that write the file's
   * metadata dictionary record it. */
  resource?(handle: ResourceHandle): void;
  /** The number a printer gives a distinct attribute (in the order it prints them); absent: the
   * attribute's creation number. */
  distinctId?(a: Attribute): number;
  /** How elements attributes print (the output printer's flags); absent: the defaults. */
  readonly elements?: ElementsPrinting;
}

/** mlir-opt's --mlir-elide-elementsattrs-if-larger and --mlir-print-elementsattrs-with-hex-if-larger. */
export interface ElementsPrinting {
  /** Non-splat attributes of more elements print as `dense_resource<__elided__>`. */
  readonly elideIfLarger?: number;
  /** Non-splat dense attributes of more elements print as hex (negative: never). */
  readonly hexIfLarger?: number;
}

/** Writes everything out in full: the canonical text used as a key for uniquing and equality. */
export class PlainSink implements AsmSink {
  out = '';
  write(text: string): void { this.out += text; }
  type(t: Type): void { this.out += t.key; }
  attr(a: Attribute): void { this.out += a.key; }
  loc(l: Location): void { l.printBody(this); }
  capture(print: (s: AsmSink) => void): string { return plainText(print); }
}

/** Prints a thing through a fresh plain sink. */
export function plainText(print: (s: AsmSink) => void): string {
  const s = new PlainSink();
  print(s);
  return s.out;
}
