/**
 * SSA name scopes of the parser. Names live in an isolated scope (a new one per region of an
 * IsolatedFromAbove op); names defined in a nested region are forgotten when it ends. A use before
 * the definition creates a placeholder value that the definition replaces.
 */
import { errorAt } from '../ir/diagnostics.js';
import type { Location } from '../ir/location.js';
import type { Type } from '../ir/types.js';
import { Value } from '../ir/value.js';
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { UnresolvedOperand } from '../ir/asm.js';

/** Stands for a value used before its definition. */
export class ForwardRef extends Value {
  constructor(type: Type, readonly useLoc: Location) { super(type); }
  get definingOp(): Operation | undefined { return undefined; }
  get parentBlock(): Block | null { return null; }
  get loc(): Location { return this.useLoc; }
}

/** A value by name and where it was defined (or first used, for forward references). */
interface Entry { value: Value; site: UnresolvedOperand; }

class IsolatedScope {
  values = new Map<string, (Entry | undefined)[]>();
  /** Names defined in each open region, to forget when the region closes. */
  readonly regionDefs: string[][] = [[]];
  readonly forwardRefs = new Set<ForwardRef>();
}

export class SSAScopes {
  private readonly scopes: IsolatedScope[] = [new IsolatedScope()];
  private get top(): IsolatedScope { return this.scopes[this.scopes.length - 1]!; }

  push(isolated: boolean): void {
    if (isolated) this.scopes.push(new IsolatedScope());
    else this.top.regionDefs.push([]);
  }
  /** Closes a region; for an isolated one, every forward reference must have been resolved. */
  pop(isolated: boolean): void {
    const s = this.top;
    if (isolated) {
      this.checkResolved(s);
      this.scopes.pop();
      return;
    }
    const names = s.regionDefs.pop()!;
    // Names are recorded once, when first entered: when the region defined every name there is
    // (a function body at the top level), a fresh map is much cheaper than deleting each.
    if (names.length === s.values.size) s.values = new Map();
    else for (const name of names) s.values.delete(name);
  }
  finish(): void { this.checkResolved(this.top); }

  private checkResolved(s: IsolatedScope): void {
    let first: ForwardRef | undefined;
    for (const f of s.forwardRefs) {
      if (!first || compareLoc(f.useLoc, first.useLoc) < 0) first = f;
    }
    if (first) throw errorAt(first.useLoc, 'use of undeclared SSA value name');
  }

  /** The location of the existing definition or use of a name, if any. */
  existing(name: string): Location | undefined {
    const e = this.top.values.get(name);
    return e?.find((x) => x !== undefined)?.site.loc;
  }

  define(u: UnresolvedOperand, value: Value): void {
    const s = this.top;
    let entries = s.values.get(u.name);
    if (!entries) {
      entries = [];
      s.values.set(u.name, entries);
      s.regionDefs[s.regionDefs.length - 1]!.push(u.name);
    }
    const prev = entries[u.number];
    if (prev) {
      if (!(prev.value instanceof ForwardRef)) {
        throw errorAt(u.loc, `redefinition of SSA value '${u.name}'`).note('previously defined here', prev.site.loc);
      }
      if (prev.value.type !== value.type) {
        throw errorAt(u.loc, `definition of SSA value '${u.name}#${u.number}' has type ${value.type.key}`)
          .note(`previously used here with type ${prev.value.type.key}`, prev.site.loc);
      }
      prev.value.replaceAllUsesWith(value);
      s.forwardRefs.delete(prev.value);
    }
    entries[u.number] = { value, site: u };
  }

  resolve(u: UnresolvedOperand, type: Type): Value {
    const s = this.top;
    let entries = s.values.get(u.name);
    const e = entries?.[u.number];
    if (e) {
      if (e.value.type !== type) {
        throw errorAt(u.loc, `use of value '${u.name}' expects different type than prior uses: '${type.key}' vs '${e.value.type.key}'`)
          .note('prior use here', e.site.loc);
      }
      return e.value;
    }
    const f = new ForwardRef(type, u.loc);
    if (!entries) {
      entries = [];
      s.values.set(u.name, entries);
      s.regionDefs[0]!.push(u.name);
    }
    entries[u.number] = { value: f, site: u };
    s.forwardRefs.add(f);
    return f;
  }
}

function compareLoc(a: Location, b: Location): number {
  const pa = a.filePos, pb = b.filePos;
  if (!pa || !pb) return 0;
  return pa.line - pb.line || pa.col - pb.col;
}
