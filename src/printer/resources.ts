/**
 * The file metadata dictionary printed after the top-level op, as upstream's
 * printFileMetadataDictionary: the blobs of the `dense_resource` handles the output refers to
 * (in the order it first refers to them), then the external resource groups the input had.
 */
import {
  type ExternalResourceValue, type FileResources, type ResourceHandle, blobToHex, keywordOrString,
} from '../ir/resources.js';
import { escapeString } from '../support/text.js';

/**
 * The dictionary, `\n{-#\n ... \n#-}\n`, or '' when there is nothing to print. Values whose text
 * is longer than `elideIfLarger` are left out; the dictionary is still opened, as upstream's.
 */
export function fileMetadataText(used: Iterable<ResourceHandle>, files: FileResources | undefined, elideIfLarger?: number): string {
  let any = false;
  const entry = (key: string, value: string): string[] => {
    any = true;
    return elideIfLarger !== undefined && value.length > elideIfLarger ? [] : [`${keywordOrString(key)}: ${value}`];
  };
  const sections: string[] = [];
  const builtin: string[] = [];
  for (const h of used) if (h.blob) builtin.push(...entry(h.key, `"${blobToHex(h.blob)}"`));
  if (builtin.length) sections.push(section('dialect_resources', [['builtin', builtin]]));
  const external: [string, string[]][] = [];
  for (const [name, group] of files?.external ?? []) {
    const entries = [...group].flatMap(([k, v]) => entry(k, valueText(v)));
    if (entries.length) external.push([name, entries]);
  }
  if (external.length) sections.push(section('external_resources', external));
  return any ? `\n{-#\n${sections.join(',\n')}\n#-}\n` : '';
}

function section(name: string, groups: readonly (readonly [string, readonly string[]])[]): string {
  const body = groups.map(([g, entries]) => `    ${g}: {\n${entries.map((e) => `      ${e}`).join(',\n')}\n    }`);
  return `  ${name}: {\n${body.join(',\n')}\n  }`;
}

function valueText(v: ExternalResourceValue): string {
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string') return `"${escapeString(v)}"`;
  return `"${blobToHex(v)}"`;
}
