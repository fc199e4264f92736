/**
 * Vocabulary shared by the FileCheck engine: directive kinds, the request (options), and the
 * per-match records (FileCheckDiag) from which the annotated input dump is drawn.
 */
import { formatDiag, type DiagKind, type Loc, type SourceBuffer } from './source.js';

export type CheckKind =
  | 'plain' | 'next' | 'same' | 'not' | 'dag' | 'label' | 'empty' | 'comment' | 'eof';

/** Check::FileCheckType: the directive, its COUNT and its {LITERAL} modifier. */
export interface CheckType {
  readonly kind: CheckKind;
  readonly count: number;
  readonly literal: boolean;
}

export function checkType(kind: CheckKind, count = 1, literal = false): CheckType {
  return { kind, count, literal };
}

const SUFFIX: Readonly<Record<CheckKind, string>> = {
  plain: '', next: '-NEXT', same: '-SAME', not: '-NOT', dag: '-DAG', label: '-LABEL',
  empty: '-EMPTY', comment: '', eof: '',
};

/** FileCheckType::getDescription: how messages name a directive ("CHECK-NEXT"). */
export function describeCheck(ty: CheckType, prefix: string): string {
  if (ty.kind === 'eof') return 'implicit EOF';
  if (ty.kind === 'comment') return prefix;
  const suffix = ty.kind === 'plain' && ty.count > 1 ? '-COUNT' : SUFFIX[ty.kind];
  return prefix + suffix + (ty.literal ? '{LITERAL}' : '');
}

/** The label of a directive in the input dump ("check:3", "next:4"). */
export function abbreviateCheck(ty: CheckType): string {
  switch (ty.kind) {
    case 'plain': return ty.count > 1 ? 'count' : 'check';
    case 'comment': return 'com';
    default: return ty.kind;
  }
}

/** FileCheckRequest: the options that change matching. */
export interface FileCheckRequest {
  checkPrefixes: string[];
  commentPrefixes: string[];
  isDefaultCheckPrefix: boolean;
  implicitCheckNot: string[];
  globalDefines: string[];
  allowEmptyInput: boolean;
  allowUnusedPrefixes: boolean;
  matchFullLines: boolean;
  ignoreCase: boolean;
  noCanonicalizeWhiteSpace: boolean;
  enableVarScope: boolean;
  allowDeprecatedDagOverlap: boolean;
  verbose: boolean;
}

export function defaultRequest(): FileCheckRequest {
  return {
    checkPrefixes: [],
    commentPrefixes: [],
    isDefaultCheckPrefix: true,
    implicitCheckNot: [],
    globalDefines: [],
    allowEmptyInput: false,
    allowUnusedPrefixes: false,
    matchFullLines: false,
    ignoreCase: false,
    noCanonicalizeWhiteSpace: false,
    enableVarScope: false,
    allowDeprecatedDagOverlap: false,
    verbose: false,
  };
}

export type MatchType =
  | 'FoundAndExpected' | 'FoundButExcluded' | 'FoundButWrongLine' | 'FoundButDiscarded'
  | 'FoundErrorNote' | 'NoneAndExcluded' | 'NoneButExpected' | 'NoneForInvalidPattern' | 'Fuzzy';

/** One fact about one directive and one stretch of the input, for the input dump. */
export interface FileCheckDiag {
  readonly checkTy: CheckType;
  readonly checkLoc: Loc;
  readonly matchTy: MatchType;
  readonly inputStart: number;
  readonly inputEnd: number;
  readonly note: string;
}

/** A located error found while parsing or substituting (llvm ErrorDiagnostic). */
export interface ErrorDiagnostic {
  readonly loc: Loc;
  readonly message: string;
  readonly range?: { start: number; end: number };
}

/** Where FileCheck's messages go: stderr text in order, plus the dump's records. */
export class Reporter {
  private readonly chunks: string[] = [];
  readonly diags: FileCheckDiag[] | undefined;

  constructor(collectDiags: boolean, readonly input?: SourceBuffer) {
    this.diags = collectDiags ? [] : undefined;
  }

  print(loc: Loc, kind: DiagKind, message: string, ranges: ReadonlyArray<{ start: number; end: number }> = []): void {
    this.chunks.push(formatDiag(loc, kind, message, ranges));
  }

  printError(e: ErrorDiagnostic): void {
    this.print(e.loc, 'error', e.message, e.range ? [e.range] : []);
  }

  raw(text: string): void {
    this.chunks.push(text);
  }

  addDiag(d: FileCheckDiag): void {
    this.diags?.push(d);
  }

  /** Gives the trailing records of the last directive another match type. */
  remarkLastDiags(matchTy: MatchType): void {
    const diags = this.diags;
    const last = diags?.[diags.length - 1];
    if (!diags || !last) return;
    for (let i = diags.length - 1; i >= 0 && diags[i]!.checkLoc.buf === last.checkLoc.buf && diags[i]!.checkLoc.off === last.checkLoc.off; i--) {
      diags[i] = { ...diags[i]!, matchTy };
    }
  }

  get text(): string {
    return this.chunks.join('');
  }
}
