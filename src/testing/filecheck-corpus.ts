/**
 * Cases for comparing our FileCheck with LLVM's (test/unit/filecheck.test.ts runs them through
 * both when /usr/bin/FileCheck-22 exists): hand-written cases for each feature and error
 * message, and three seeded generators: directive mixes (DAG/NOT/LABEL/NEXT/COUNT... with
 * variables), character soup (syntax errors, escapes, whitespace, CRLF, long inputs for the
 * dump's elision), and random POSIX regexes (longest match, sub-match assignment).
 */

export interface FileCheckCase {
  readonly check: string;
  readonly input: string;
  readonly args: readonly string[];
}

type Hand = readonly [check: string, input: string, args?: readonly string[]];

const HAND: readonly Hand[] = [
  ["// CHECK: foo\n// CHECK-NEXT: baz\n", "foo\nbar\nbaz\n"],
  ["// CHECK: foo\n// CHECK: qux\n", "foo\nbar\nbaz\n"],
  ["// CHECK: foo\n// CHECK-NOT: bar\n// CHECK: baz\n", "foo\nbar\nbaz\n"],
  ["CHECK: {{\\d}}\n", "d\n"],
  ["CHECK: {{\\d}}\n", "5\n"],
  ["CHECK: {{}}\n", "5\n"],
  ["CHECK: {{a*?}}\n", "5\n"],
  ["CHECK_NEXT: foo\n", "foo\n"],
  ["CHECK-NEXT-NOT: foo\n", "foo\n"],
  ["CHECK-COUNT-0: foo\n", "foo\n"],
  ["CHECK-FOO: foo\n", "foo\n"],
  ["CHECK:\n", "foo\n"],
  ["CHECK-NEXT: foo\n", "foo\n"],
  ["CHECK: [[X]]\n", "foo\n"],
  ["CHECK-LABEL: [[X:foo]]\n", "foo\n"],
  ["CHECK: {{(a}}\n", "foo\n"],
  ["CHECK: {{[a}}\n", "foo\n"],
  ["CHECK: {{a{1}}}\n", "foo\n"],
  ["CHECK: [[FOO]]\n", "foo\n"],
  ["CHECK: [[FOO:foo]]\nCHECK: [[FOO]] [[BAR]]\n", "foo\nfoo\n"],
  ["CHECK: [[FOO:fo]]o\nCHECK: [[FOO]]x\n", "foo\nfo\n"],
  ["CHECK-NOT: [[FOO:fo]]o\nCHECK: x\n", "foo\nx\n"],
  ["CHECK: [[FOO:f\"\\\\o]]o\nCHECK: [[FOO]]x\n", "f\"\\oo\nfo\n"],
  ["CHECK: [[ FOO]]\n", "foo\n"],
  ["CHECK: [[1FOO]]\n", "foo\n"],
  ["CHECK: [[FOO-]]\n", "foo\n"],
  ["CHECK: [[FOO\n", "foo\n"],
  ["CHECK: [[FOO:x]x]]\n", "foo\n"],
  ["CHECK: [[@FOO]]\n", "foo\n"],
  ["CHECK: [[$]]\n", "foo\n"],
  ["CHECK: [[]]\n", "foo\n"],
  ["CHECK: [[@LINE:x]]\n", "foo\n"],
  ["CHECK: {{a|ab}}c\n", "abc\n"],
  ["CHECK: {{(ab)?(abcd)?}}\nCHECK-SAME: cd\n", "abcd cd\n"],
  ["CHECK: {{[\\]]}}\n", "\\]\n"],
  ["CHECK: {{^}}b\n", "ab\n"],
  ["CHECK: a\nCHECK-SAME: {{^}}b\n", "ab\n"],
  ["CHECK: {{[^x]+}}\nCHECK-NEXT: y\n", "aa\ny\n"],
  ["CHECK: {{a\\1}}\n", "a\n"],
  ["CHECK: {{(a)\\1}}\n", "aa\n"],
  ["CHECK: {{(a\\1)}}\n", "aa\n"],
  ["CHECK: {{[[:foo:]]}}\n", "aa\n"],
  ["CHECK: {{[z-a]}}\n", "aa\n"],
  ["CHECK: {{a{256}}}\n", "aa\n"],
  ["CHECK: {{a{2,1}x}}\n", "aa\n"],
  ["CHECK: {{a{2x}}\n", "aa\n"],
  ["CHECK: {{\\}}\n", "aa\n"],
  ["CHECK: {{a)}}\n", "aa\n"],
  ["CHECK: {{^*}}\n", "aa\n"],
  ["CHECK: {{$*a}}\n", "aa\n"],
  ["CHECK: foo\nCHECK: baz\n", "foo\nbar\nbaz\n", ["--implicit-check-not=bar", "--implicit-check-not", "ba{{r}}"]],
  ["CHECK: [[X]] [[Y]]\n", "foo ba\n", ["-DX=foo", "-DY=ba"]],
  ["CHECK: [[X]] [[Y]]\n", "foo\tbaz\n", ["-DX=foo", "-DY=ba\""]],
  ["CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n", "a\nb\nc\n"],
  ["CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n", "a\nc\nb\n"],
  ["CHECK-DAG: a\nCHECK-DAG: a\n", "a\n"],
  ["CHECK-DAG: a\nCHECK-DAG: a\n", "a a\n"],
  ["CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "a\nx\nb\n"],
  ["CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "b\nx\na\n"],
  ["CHECK: start\nCHECK-NOT: x\nCHECK-DAG: b\nCHECK-DAG: a\n", "start\na\nx\nb\n"],
  ["CHECK: start\nCHECK-NOT: x\nCHECK-DAG: b\nCHECK-DAG: a\n", "start\na\nb\nx\n"],
  ["CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f2\nCHECK: b\n", "f1\nb\nf2\na\n"],
  ["CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f2\nCHECK: b\n", "f1\na\nf2\nb\n"],
  ["CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f2\nCHECK: b\nCHECK-LABEL: f3\nCHECK: c\n", "f1\nx\nf2\ny\nf3\nz\n"],
  ["CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f9\n", "f1\na\nf2\n"],
  ["CHECK-COUNT-3: a\n", "a\na\na\n"],
  ["CHECK-COUNT-3: a\n", "a\na\n"],
  ["CHECK-COUNT-2: a\nCHECK-NEXT: b\n", "a\na\nb\n"],
  ["CHECK-COUNT-2: a\nCHECK-NOT: a\n", "a a a\n"],
  ["CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n"],
  ["CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\nx\n\nb\n"],
  ["CHECK: a\nCHECK-EMPTY: x\n", "a\n\n"],
  ["CHECK-EMPTY:\n", "a\n\n"],
  ["CHECK: a\nCHECK-SAME: b\n", "a b\n"],
  ["CHECK: a\nCHECK-SAME: b\n", "a\nb\n"],
  ["CHECK: a\nCHECK-NEXT: b\n", "a b\n"],
  ["CHECK: foo bar\n", "foo    bar\n"],
  ["CHECK: foo    bar\n", "foo\tbar\n"],
  ["CHECK: foo bar\n", "foo    bar\n", ["--strict-whitespace"]],
  ["CHECK: foo\tbar\n", "foo\tbar\n", ["--strict-whitespace"]],
  ["CHECK: foo bar\n", "  foo bar  \n", ["--match-full-lines"]],
  ["CHECK: foo bar\n", "  foo bar  \n", ["--match-full-lines", "--strict-whitespace"]],
  ["CHECK: foo\n", "foo bar\n", ["--match-full-lines"]],
  ["CHECK:foo\n", "foo\n", ["--match-full-lines", "--strict-whitespace"]],
  ["CHECK-NOT: foo\n", "a foo b\n", ["--match-full-lines"]],
  ["CHECK: FOO\n", "foo\n", ["--ignore-case"]],
  ["CHECK: F{{O+}}\n", "foo\n", ["--ignore-case"]],
  ["CHECK: [[X:[a-z]+]]\nCHECK-LABEL: b\nCHECK: [[X]]\n", "a\nb\na\n", ["--enable-var-scope"]],
  ["CHECK: [[X:[a-z]+]]\nCHECK-LABEL: b\nCHECK: [[X]]\n", "a\nb\na\n"],
  ["CHECK: [[$X:[a-z]+]]\nCHECK-LABEL: b\nCHECK: [[$X]]\n", "a\nb\na\n", ["--enable-var-scope"]],
  ["CHECK: [[X:a+]] [[X]]\n", "aa aa\n"],
  ["CHECK: [[X:a+]] [[X]]\n", "aa a\n"],
  ["CHECK: x [[X:a+]] [[Y:b+]] [[X]][[Y]]\n", "x aa bb aabb\n"],
  ["CHECK: {{a|b}}c\n", "bc\n"],
  ["CHECK: a{{.*}}z\n", "a b c z\n"],
  ["CHECK: a{{.*}}z\n", "a b\nc z\n"],
  ["CHECK: {{[[:space:]]+}}z\n", "a\n z\n"],
  ["CHECK: {{[[:digit:]]+}}\nCHECK-SAME: z\n", "a 123 z\n"],
  ["CHECK{LITERAL}: [[foo]]\n", "[[foo]]\n"],
  ["CHECK-NEXT{LITERAL}: {{x}}\n", "{{x}}\n"],
  ["CHECK: a\nCHECK-NEXT{LITERAL}: {{x}}\n", "a\n{{y}}\n"],
  ["CHECK{ LITERAL , LITERAL }: {{x}}\n", "{{x}}\n"],
  ["CHECK{FOO}: x\n", "x\n"],
  ["CHECK: a\nCOM: CHECK: b\nCHECK: c\n", "a\nc\n"],
  ["// RUN: echo CHECK: foo\n// CHECK: a\n", "a\n"],
  ["CHECK: a\n", "a\n", ["--check-prefix=FOO"]],
  ["FOO: a\nBAR: b\n", "a\nb\n", ["--check-prefixes=FOO,BAR"]],
  ["FOO: a\n", "a\nb\n", ["--check-prefixes=FOO,BAR"]],
  ["FOO: a\n", "a\nb\n", ["--check-prefixes=FOO,BAR", "--allow-unused-prefixes"]],
  ["FOO-BAR: a\nFOO: b\n", "a\nb\n", ["--check-prefixes=FOO,FOO-BAR"]],
  ["XCHECK: a\nCHECK: b\n", "b\n"],
  ["CHECK-CHECK: a\nCHECK: b\n", "b\n"],
  ["CHECKx: a\nCHECK: b\n", "b\n"],
  ["CHECK: a\nCHECK-NOT: b\n", "a\nb\n"],
  ["CHECK-NOT: b\n", "a\nb\n"],
  ["CHECK-NOT: b\nCHECK-NOT: a\n", "a\nb\n"],
  ["CHECK: x\n", "a\n", ["--allow-empty"]],
  ["CHECK-NOT: x\n", "", ["--allow-empty"]],
  ["CHECK: hello world\n", "hello wrld\nfoo\n"],
  ["CHECK: a\nCHECK: hello world\n", "a\nxx\nhello wrld\nfoo\n"],
  ["CHECK: [[#N:]]\nCHECK: [[#N+1]]\n", "5\n6\n"],
  ["CHECK: [[#N:]]\nCHECK: [[#N+1]]\n", "5\n7\n"],
  ["CHECK: [[#%x,N:]]\nCHECK: [[#N+1]]\n", "f\n10\n"],
  ["CHECK: [[#%X,N:]] [[#%.3u,M:]]\nCHECK: [[#N+M]]\n", "F 003\n12\n"],
  ["CHECK: [[@LINE]]\nCHECK: [[@LINE+1]] [[@LINE-1]]\n", "1\n3 1\n"],
  ["CHECK: [[#@LINE]]\nCHECK: [[#@LINE+10]]\n", "1\n12\n"],
  ["CHECK: [[#]]\n", "x 12\n"],
  ["CHECK: [[#N:]] [[#N]]\n", "1 1\n"],
  ["CHECK: [[#N:]]\nCHECK: [[#N:]]\nCHECK: [[#N]]\n", "1\n2\n2\n"],
  ["CHECK: [[#UNDEF]]\n", "1\n"],
  ["CHECK: [[#N]]\n", "1\n", ["-D#N=1"]],
  ["CHECK: [[#N+2]]\n", "3\n", ["-D#N=1"]],
  ["CHECK: [[#add(N,2)]] [[#mul(N,3)]] [[#max(N,7)]]\n", "3 3 7\n", ["-D#N=1"]],
  ["CHECK: [[#N-5]]\n", "3\n", ["-D#N=1"]],
  ["CHECK: [[#%d,N-5]]\n", "-4\n", ["-D#N=1"]],
  ["CHECK: [[#N==1]]\n", "1\n", ["-D#N=1"]],
  ["CHECK: [[#M:N+1]]\nCHECK: [[#M]]\n", "2\n2\n", ["-D#N=1"]],
  ["CHECK: [[#%z,N:]]\n", "2\n"],
  ["CHECK: [[#N*2]]\n", "2\n", ["-D#N=1"]],
  ["CHECK: [[#N+]]\n", "2\n", ["-D#N=1"]],
  ["CHECK: [[#foo(N,1)]]\n", "2\n", ["-D#N=1"]],
  ["CHECK: [[#(N+1]]\n", "2\n", ["-D#N=1"]],
  ["CHECK: [[#%x,N:]] [[#%u,M:]]\nCHECK: [[#N+M]]\n", "a 1\n11\n"],
  ["CHECK: [[X:a]]\nCHECK: [[#X]]\n", "a\n1\n"],
  ["CHECK: [[#X:]]\nCHECK: [[X:a]]\n", "1\na\n"],
  ["CHECK-LABEL: [[@LINE]]\n", "1\n"],
  ["CHECK-NOT: x\nCHECK-LABEL: f1\nCHECK-DAG: a\nCHECK-LABEL: f2\n", "x\nf1\nb\nf2\n"],
  ["CHECK-DAG: a\nCHECK-LABEL: f1\nCHECK: b\n", "f1\na\nb\n"],
  ["CHECK-LABEL: f1\nCHECK-NOT: x\nCHECK-LABEL: f2\n", "f1\nx\nf2\n"],
  ["CHECK-LABEL: f1\nCHECK-LABEL: f1\n", "f1\n"],
  ["CHECK-COUNT-2: a\nCHECK-DAG: b\nCHECK-NOT: c\nCHECK: d\n", "a\na\nc\nb\nd\n"],
  ["CHECK-DAG: a\nCHECK-DAG: ab\n", "ab\n", ["--allow-deprecated-dag-overlap"]],
  ["CHECK-DAG: a\nCHECK-DAG: ab\n", "ab\n"],
  ["CHECK-DAG: a\nCHECK-DAG: b\nCHECK-DAG: a\n", "a b a\n"],
  ["CHECK-DAG: [[X:a+]]\nCHECK-DAG: b[[X]]\n", "baa aa\n"],
  ["CHECK: {{A|B}}[[X:c]]\n", "bC\n", ["--ignore-case"]],
  ["CHECK-NOT: {{A}}\n", "a\n", ["--ignore-case"]],
  ["CHECK: [[#%.4x,N:]]\nCHECK: [[#N]]\n", "00ff\n00ff\n"],
  ["CHECK: [[#%#x,N:]]\nCHECK: [[#N+1]]\n", "0xff\n0x100\n"],
  ["CHECK: [[#%#u,N:]]\n", "1\n"],
  ["CHECK: [[#%.x,N:]]\n", "1\n"],
  ["CHECK: [[#N:]] [[#M:N]]\n", "1 1\n"],
  ["CHECK: [[#N:1]]\nCHECK: [[#N]]\n", "1\n1\n"],
  ["CHECK: [[#N:1]]\n", "2\n"],
  ["CHECK: [[#N:]]\nCHECK: [[#%x,N:]]\n", "1\n2\n"],
  ["CHECK: [[#N: ]]\n", "1\n"],
  ["CHECK: [[#N :]]\n", "1\n"],
  ["CHECK: [[# N+1 ]]\n", "2\n", ["-D#N=1"]],
  ["CHECK: [[#N-2]]\n", "2\n", ["-D#N=1"]],
  ["CHECK: [[#div(N,0)]]\n", "2\n", ["-D#N=1"]],
  ["CHECK: [[#add(N)]]\n", "2\n", ["-D#N=1"]],
  ["CHECK: [[#min(N,010)]] [[#0x10]]\n", "1 16\n", ["-D#N=1"]],
  ["CHECK: [[#@LINE+0x1]]\n", "1\n"],
  ["CHECK: [[@LINE+0x1]]\n", "1\n"],
  ["CHECK: [[@LINE*2]]\n", "1\n"],
  ["CHECK: [[@LINE+1+1]]\n", "1\n"],
  ["CHECK: [[#N]]\n", "1\n", ["-D#N=M"]],
  ["CHECK: [[#N]]\n", "1\n", ["-D#%x,N=10"]],
  ["CHECK: [[X]]\n", "1\n", ["-DX+1=1"]],
  ["CHECK: [[X]]\n", "1\n", ["-D@X=1"]],
  ["CHECK: [[X]]\n", "1\n", ["-DX=1", "-D#X=1"]],
  ["CHECK: a\n", "a\n", ["--comment-prefixes=CHECK"]],
  ["CHECK: a\n", "a\n", ["--comment-prefixes="]],
  ["CHECK: a\n", "a\n", ["--check-prefix=A.B"]],
  ["COM: x\nCHECK: a\n", "a\n", ["--comment-prefixes=REM"]],
  ["CHECK: a\nCHECK-EMPTY:\n", "a\n"],
  ["CHECK: a\nCHECK-EMPTY:\n", "a"],
  ["CHECK: a\nCHECK-EMPTY:\nCHECK-EMPTY:\n", "a\n\n\n"],
  ["CHECK: a\nCHECK-NEXT:  \n", "a\n\n"],
  ["CHECK-SAME: a\n", "a\n"],
  ["CHECK-LABEL:\n", "a\n"],
  ["CHECK-NOT:\n", "a\n"],
  ["CHECK-DAG: \n", "a\n"],
  ["CHECK:a\nCHECK:b\n", "ab\n"],
  ["CHECK: a\r\nCHECK: b\r\n", "a\r\nb\r\n"],
  ["CHECK: a\n", "a\r\n", ["--match-full-lines"]],
  ["CHECK: a\n", "a\r\n", ["--match-full-lines", "--strict-whitespace"]],
  ["CHECK: {{\\[}}foo{{\\]}}\n", "[foo]\n"],
  ["CHECK: {{[[]}}foo{{[]]}}\n", "[foo]\n"],
  ["CHECK: [[[X:foo]]]\nCHECK: [[X]]\n", "[foo]\nfoo\n"],
  ["CHECK: {{}}}\n", "}\n"],
  ["CHECK: {{a}}}\n", "a}\n"],
  ["CHECK: {{{a}}\n", "{a\n"],
  ["CHECK: x{{\n", "x{{\n"],
  ["CHECK: x[[\n", "x[[\n"],
  ["CHECK: {\n", "{\n"],
  ["CHECK: [[X:[[:alpha:]]+]]\nCHECK: [[X]]\n", "abc1\nabc\n"],
  ["CHECK: [[X:\\]]]\n", "]\n"],
  ["CHECK: [[X:[]]]]\n", "]\n"],
  ["CHECK: [[X:a]][[Y:b]][[Z:c]][[A:d]][[B:e]][[C:f]][[D:g]][[E:h]][[F:i]][[G:j]] [[G]]\n", "abcdefghij j\n"],
  ["CHECK: [[X:a]][[Y:b]][[Z:c]][[A:d]][[B:e]][[C:f]][[D:g]][[E:h]][[F:i]] [[F]]\n", "abcdefghi i\n"],
  ["CHECK: {{a\\\\}}\n", "a\\\n"],
  ["CHECK: {{a\\}}}\n", "a}\n"],
  ["CHECK: {{[[:<:]]foo[[:>:]]}}\n", "xfoo foo\n"],
  ["CHECK: {{[[.hyphen.]]x}}\n", "-x\n"],
  ["CHECK: {{[[=a=]]x}}\n", "ax\n"],
  ["CHECK: {{[a-]x}}\n", "-x\n"],
  ["CHECK: {{[]a]x}}\n", "]x\n"],
  ["CHECK: {{[^]a]x}}\n", "bx\n"],
  ["CHECK: {{a{0}b}}\n", "b\n"],
  ["CHECK: {{a{,2}b}}\n", "a{,2}b\n"],
  ["CHECK: {{(a)(b)\\2\\1}}\n", "abba\n"],
  ["CHECK: {{()a}}\n", "a\n"],
  ["CHECK: {{(|a)}}\n", "a\n"],
  ["CHECK: {{a||b}}\n", "a\n"],
  ["CHECK: {{a**}}\n", "a\n"],
  ["CHECK: {{a+?}}\n", "a\n"],
  ["CHECK: {{(?:a)}}\n", "a\n"],
  ["CHECK: {{\\w}}\n", "w\n"],
  ["CHECK: {{\\n}}\n", "n\n"],
  ["CHECK: {{\\(}}\n", "(\n"],
  ["CHECK: x\n", "x\n", ["--dump-input=always"]],
  ["CHECK: x\nCHECK: y\n", "x\ny\n", ["--dump-input=always", "-v"]],
  ["CHECK: x\n", "y\n", ["--dump-input=always", "--dump-input-filter=error"]],
  ["CHECK: x\n", "y\n", ["--dump-input=fail", "--dump-input=never"]],
  ["CHECK: x\n", "y\n", ["--dump-input-filter=annotation", "--dump-input-filter=annotation-full"]],
  ["CHECK: x\nCHECK: y\n", "x\ny\n", ["--dump-input=never", "-v"]],
  ["CHECK: [[X:x]]\nCHECK: [[X]]y\nCHECK-DAG: a\nCHECK-DAG: b\n", "x\nxy\nb\na\n", ["--dump-input=never", "-v"]],
  ["CHECK: [[X:x]]\nCHECK: [[X]]y\nCHECK-DAG: a\nCHECK-DAG: b\n", "x\nxy\nb\na\n", ["--dump-input=always", "-v"]],
  ["CHECK: x\nCHECK-NEXT: y\n", "x\n\ny\n", ["-v"]],
  ["CHECK: x\nCHECK-NEXT: [[#N:]]\n", "x\n\n5\n", ["-v"]],
  ["CHECK: x\nCHECK-NEXT: y\n", "x\n\ny\n", ["-v", "--dump-input=never"]],
  ["CHECK-COUNT-2: x\n", "x\nx\n", ["-v", "--dump-input=always"]],
  ["CHECK-NOT: x\nCHECK: y\n", "y\n", ["-v", "--dump-input=always"]],
  ["CHECK: y\n", "y\n", ["-v", "--dump-input=always", "--implicit-check-not=z"]],
  ["CHECK-LABEL: y\nCHECK: z\n", "y\nz\n", ["-v", "--dump-input=always"]],
];

/** A seeded Park–Miller generator, so that a failing case can be reproduced by its index. */
function random(seed: number): { next(): number; pick<T>(a: readonly T[]): T } {
  let s = seed;
  const next = (): number => { s = (s * 48271) % 2147483647; return s / 2147483647; };
  return { next, pick: (a) => a[Math.floor(next() * a.length)]! };
}

const DIRECTIVES = ['CHECK', 'CHECK', 'CHECK', 'CHECK-NEXT', 'CHECK-SAME', 'CHECK-NOT', 'CHECK-DAG', 'CHECK-DAG', 'CHECK-LABEL', 'CHECK-EMPTY', 'CHECK-COUNT-2'];
const PATTERNS = ['a', 'b', 'c', 'a b', 'ab', '{{a|ab}}', '{{a|ab}}c', '[[X:[ab]+]]', '[[X]]', '{{.*}}b', '{{^}}a', 'a{{$}}', '{{[ab]}}', 'b{{[[:space:]]*}}', '{{(a|ab)(c|bcd)}}', '{{a*}}', 'x', '[[Y:a]]', '[[Y]] [[X]]', 'L1', 'L2', '{{a}}', '[[#N:]]', '[[#N+1]]'];
const LINES = ['a', 'b', 'ab', 'a b', '', 'c', 'abc', 'abcd', 'L1', 'L2', 'x', 'a  b', '1', '2', 'b a', 'aab'];

function directiveMix(seed: number, n: number): FileCheckCase[] {
  const r = random(seed);
  const out: FileCheckCase[] = [];
  for (let i = 0; i < n; i++) {
    let check = '';
    for (let k = 1 + Math.floor(r.next() * 5); k > 0; k--) {
      const d = r.pick(DIRECTIVES);
      check += d === 'CHECK-EMPTY' ? `${d}:\n` : `${d}: ${d === 'CHECK-LABEL' ? r.pick(['L1', 'L2', 'a', 'b']) : r.pick(PATTERNS)}\n`;
    }
    let input = '';
    for (let k = Math.floor(r.next() * 7); k > 0; k--) input += `${r.pick(LINES)}\n`;
    if (r.next() < 0.1) input = input.slice(0, -1);
    const args: string[] = [];
    for (const [p, a] of [[0.1, '--match-full-lines'], [0.1, '--strict-whitespace'], [0.1, '--implicit-check-not=x'],
      [0.1, '--allow-empty'], [0.1, '--enable-var-scope'], [0.05, '--dump-input=always'], [0.08, '-v']] as const) {
      if (r.next() < p) args.push(a);
    }
    out.push({ check, input, args });
  }
  return out;
}

const SOUP_DIRECTIVES = ['CHECK', 'CHECK', 'CHECK-NEXT', 'CHECK-SAME', 'CHECK-NOT', 'CHECK-DAG', 'CHECK-LABEL', 'CHECK-EMPTY', 'CHECK-COUNT-3', 'CHECK{LITERAL}', 'CHECK-DAG{LITERAL}', 'CHECK-', 'CHECK-COUNT-x', 'COM', 'RUN', 'FOO', 'CHECK_DAG', 'CHECK-NOT-DAG'];
const SOUP_ATOMS = ['a', 'b', ' ', '\t', '  ', '{{', '}}', '[[', ']]', '(', ')', '|', '*', '+', '?', '.', '\\', '[', ']', '^', '$', '{', '}', ':', 'X', '#', '@LINE', '[:alpha:]', '[:space:]', '-', ',', '%', '"', '1', '0x1f'];
const SOUP_CHARS = ['a', 'b', ' ', '\t', '(', ')', '[', ']', '{', '}', '.', '*', '\\', '1', 'x', '"', '|', '$', '^'];

function characterSoup(seed: number, n: number): FileCheckCase[] {
  const r = random(seed);
  const line = (): string => { let s = ''; for (let k = Math.floor(r.next() * 8); k > 0; k--) s += r.pick(SOUP_CHARS); return s; };
  const out: FileCheckCase[] = [];
  for (let i = 0; i < n; i++) {
    let check = '';
    for (let k = 1 + Math.floor(r.next() * 4); k > 0; k--) {
      if (r.next() < 0.2) check += `${line()}\n`;
      const d = r.pick(SOUP_DIRECTIVES);
      let pat = '';
      for (let j = Math.floor(r.next() * 6); j > 0; j--) pat += r.pick(SOUP_ATOMS);
      check += `${r.next() < 0.3 ? '// ' : ''}${d}:${r.next() < 0.8 ? ' ' : ''}${pat}${r.next() < 0.1 ? '  ' : ''}${r.next() < 0.05 ? '\r' : ''}\n`;
    }
    let input = '';
    for (let k = Math.floor(r.next() * (r.next() < 0.2 ? 40 : 6)); k > 0; k--) input += line() + (r.next() < 0.05 ? '\r\n' : '\n');
    if (r.next() < 0.1) input = input.slice(0, -1);
    const args: string[] = [];
    if (r.next() < 0.1) args.push('--match-full-lines');
    if (r.next() < 0.1) args.push('--strict-whitespace');
    if (r.next() < 0.1) args.push(`--implicit-check-not=${line()}`);
    if (r.next() < 0.3) args.push('--allow-empty');
    if (r.next() < 0.05) args.push('--ignore-case');
    if (r.next() < 0.1) args.push('--check-prefixes=CHECK,FOO');
    if (r.next() < 0.05) args.push('--comment-prefixes=FOO');
    if (r.next() < 0.05) args.push(`-DX=${line().replace(/\s/g, '')}`);
    if (r.next() < 0.05) args.push('--dump-input=always');
    if (r.next() < 0.05) args.push('--dump-input-context=1');
    out.push({ check, input, args });
  }
  return out;
}

function randomRegex(r: ReturnType<typeof random>, depth: number): string {
  let s = '';
  for (let n = 1 + Math.floor(r.next() * 3); n > 0; n--) {
    const x = r.next();
    let atom: string;
    if (x < 0.35 || depth > 2) atom = r.pick(['a', 'b', 'c', '.', '[ab]', '[^a]', '[[:alpha:]]', '\\.', 'ab']);
    else if (x < 0.6) atom = `(${randomRegex(r, depth + 1)})`;
    else atom = `(${randomRegex(r, depth + 1)}|${randomRegex(r, depth + 1)})`;
    if (r.next() < 0.4) atom += r.pick(['*', '+', '?', '{1,2}', '{2}']);
    s += atom;
  }
  return r.next() < 0.15 ? `${s}|${randomRegex(r, depth + 1)}` : s;
}

/** Each case shows what a regex matched: a variable's value, or where matching resumed. */
function regexes(seed: number, n: number): FileCheckCase[] {
  const r = random(seed);
  const out: FileCheckCase[] = [];
  for (let i = 0; i < n; i++) {
    let input = '';
    for (let k = 1 + Math.floor(r.next() * 3); k > 0; k--) {
      let l = '';
      for (let j = Math.floor(r.next() * 8); j > 0; j--) l += r.pick(['a', 'b', 'c', 'a', 'b', '.']);
      input += `${l}\n`;
    }
    const re = randomRegex(r, 0);
    const mode = r.next();
    const check = mode < 0.5 ? `CHECK: [[X:${re}]]\nCHECK: NEVER[[X]]\n`
      : mode < 0.8 ? `CHECK: {{${re}}}\nCHECK-SAME: NEVER\n`
        : `CHECK: {{${re}}}[[Y:.*]]\nCHECK: NEVER[[Y]]\n`;
    out.push({ check, input, args: ['--dump-input=never'] });
  }
  return out;
}

/** The hand-written cases. */
export function handCases(): FileCheckCase[] {
  return HAND.map(([check, input, args]) => ({ check, input, args: args ?? [] }));
}

/** Generated cases: `n` of each kind, from `seed`. */
export function generatedCases(seed: number, n: number): FileCheckCase[] {
  return [...directiveMix(seed, n), ...characterSoup(seed + 1, n), ...regexes(seed + 2, n)];
}
