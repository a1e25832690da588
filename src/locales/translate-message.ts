import englishMessages from './en/messages.json';

/**
 * The shared rules' messages (src/domain, zod's and the server's) are English texts: the spec fixes
 * them word for word, and the client and the server check the same rules. The `messages` catalogue
 * holds each of them (the English catalogue is where the domain reads them from), so a message in
 * English is translated by finding its key: an exact match first, then a message with values in it
 * ('At most {{max}} persons') matched as a pattern, its values carried over (a value that is itself
 * such a message, a field's or a region's name, translated in turn). A text that is no such message
 * (already translated, or a server's own words) comes back unchanged.
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

/** How deep the values of a message are translated in turn ('Postal code … in the {{region}} region'). */
const MAX_DEPTH = 2;

interface Found {
  key: string;
  /** The values of a message with values, by their names. */
  values: Map<string, string>;
}

/** The key of an English message of the catalogue, and its values; null for any other text. */
function findMessage(text: string): Found | null {
  const exact = exactKeys.get(text);
  if (exact) return { key: exact, values: new Map() };
  for (const { key, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return { key, values: new Map(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return null;
}

/** The key of an English message in the `messages` catalogue ('booking.maxPersons'), or null. */
export function messageKeyOf(text: string): string | null {
  return findMessage(text)?.key ?? null;
}

function translate(text: string, catalogue: Tree, depth: number): string {
  const found = findMessage(text);
  if (!found) return text;
  const translated = lookUp(catalogue, found.key);
  if (!translated) return text;
  // A value that is itself a message (a field's or a region's name) is said in the language too.
  return translated.replace(PLACEHOLDER, (_, name: string) => {
    const value = found.values.get(name) ?? '';
    return depth < MAX_DEPTH ? translate(value, catalogue, depth + 1) : value;
  });
}

/** An English message in the language of `catalogue` (that language's `messages` namespace). */
export function translateMessage(text: string, catalogue: Tree | undefined): string {
  if (!catalogue || catalogue === englishMessages) return text;
  return translate(text, catalogue, 0);
}

export type MessageCatalogue = Tree;
