import englishMessages from './en/messages.json';

/**
 * The shared rules' messages (src/domain, zod's and the server's) are English texts: the spec fixes
 * them word for word, and the client and the server check the same rules. The `messages` catalogue
 * holds each of them (the English catalogue is where the domain reads them from), so a message in
 * English is translated by finding its key: an exact match first, then a message with values in it
 * ('At most {{max}} persons') matched as a pattern, its values carried over. A text that is no such
 * message (already translated, or a server's own words) comes back unchanged.
 */

type Tree = { [key: string]: string | Tree };

interface Entry {
  key: string;
  names: string[];
  pattern: RegExp;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

function lookUp(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const englishEntries = flatten(englishMessages as Tree);
const exactKeys = new Map<string, string>();
const patterns: Entry[] = [];
for (const [key, text] of englishEntries) {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (names.length === 0) {
    if (!exactKeys.has(text)) exactKeys.set(text, key);
    continue;
  }
  const source = text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  patterns.push({ key, names, pattern: new RegExp(`^${source}$`, 's') });
}

/** An English message in the language of `catalogue` (that language's `messages` namespace). */
export function translateMessage(text: string, catalogue: Tree | undefined): string {
  if (!catalogue || catalogue === englishMessages) return text;
  const exact = exactKeys.get(text);
  if (exact) return lookUp(catalogue, exact) ?? text;
  for (const { key, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const translated = lookUp(catalogue, key);
    if (!translated) return text;
    const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
    return translated.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? '');
  }
  return text;
}

export type MessageCatalogue = Tree;
