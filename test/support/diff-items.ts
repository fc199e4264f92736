/**
 * Splitting printed modules into their top-level ops (functions, globals), so that a difference
 * is judged function by function, with SSA and block names renumbered per function: generic form
 * numbers values across the whole module, and one function folding differently must not make
 * every later function differ.
 */

export interface Item { readonly name: string; readonly text: string; }

const NAME = /sym_name = "([^"]*)"|@([\w$.]+)/;

function itemName(first: string, i: number): string {
  const m = NAME.exec(first);
  return m ? (m[1] ?? m[2]!) : `#${i}`;
}

/** Top-level ops of a printed module (generic or custom form); text before the first is '<header>'. */
export function printedItems(text: string): Item[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  lines.forEach((l, i) => { if (/^ {2}["%a-z]/.test(l)) starts.push(i); });
  const items: Item[] = [{ name: '<header>', text: lines.slice(0, starts[0] ?? lines.length).join('\n') }];
  starts.forEach((s, k) => {
    const end = k + 1 < starts.length ? starts[k + 1]! : lines.length - 1;
    items.push({ name: itemName(lines[s]!, k), text: lines.slice(s, end).join('\n') });
  });
  return items;
}

/** Top-level ops of a generated program (each starts at column 0). */
export function inputItems(text: string): Item[] {
  const lines = text.split('\n');
  const items: Item[] = [];
  let cur: string[] = [];
  const flush = () => { if (cur.length) items.push({ name: itemName(cur[0]!, items.length), text: cur.join('\n') }); cur = []; };
  for (const l of lines) {
    if (/^[a-z"]/.test(l)) flush();
    cur.push(l);
  }
  flush();
  return items;
}

/** Renames SSA values and blocks in order of first appearance (%0, %arg3, %c4_i32 → %v0, …). */
export function renumber(text: string): string {
  const values = new Map<string, string>(), blocks = new Map<string, string>();
  return text
    .replace(/%[\w$.-]+/g, (m) => values.get(m) ?? (values.set(m, `%v${values.size}`), `%v${values.size - 1}`))
    .replace(/\^[\w$.-]+/g, (m) => blocks.get(m) ?? (blocks.set(m, `^b${blocks.size}`), `^b${blocks.size - 1}`));
}
