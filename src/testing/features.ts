/**
 * lit's boolean feature expressions, as REQUIRES / UNSUPPORTED / XFAIL lines use them:
 * `cuda && !asan`, `mlir-opt-22 || (ptxas && cuda)`. Each such line is a comma-separated list
 * of expressions; `*` in XFAIL means "always".
 */

export class FeatureSyntaxError extends Error {}

/** Evaluates one expression against the set of available features. */
export function evalFeatureExpr(expr: string, features: ReadonlySet<string>): boolean {
  const tokens = expr.match(/&&|\|\||[!()]|[^\s!()&|]+/g) ?? [];
  let i = 0;
  const peek = (): string | undefined => tokens[i];
  const expect = (t: string): void => {
    if (tokens[i] !== t) throw new FeatureSyntaxError(`expected '${t}' in '${expr}'`);
    i++;
  };
  const or = (): boolean => {
    let v = and();
    while (peek() === '||') { i++; const r = and(); v = v || r; }
    return v;
  };
  const and = (): boolean => {
    let v = not();
    while (peek() === '&&') { i++; const r = not(); v = v && r; }
    return v;
  };
  const not = (): boolean => {
    const t = peek();
    if (t === undefined) throw new FeatureSyntaxError(`unexpected end of '${expr}'`);
    i++;
    if (t === '!') return !not();
    if (t === '(') { const v = or(); expect(')'); return v; }
    if (t === ')' || t === '&&' || t === '||') throw new FeatureSyntaxError(`unexpected '${t}' in '${expr}'`);
    if (t === 'true') return true;
    if (t === 'false') return false;
    return features.has(t);
  };
  const v = or();
  if (i !== tokens.length) throw new FeatureSyntaxError(`unexpected '${tokens[i]}' in '${expr}'`);
  return v;
}

/** The comma-separated expressions of one REQUIRES/UNSUPPORTED/XFAIL line. */
export function splitFeatureList(line: string): string[] {
  return line.split(',').map((s) => s.trim()).filter((s) => s !== '');
}
