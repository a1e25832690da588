import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@domain/shared/language';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [nested, text] of flatten(value, `${prefix}${key}.`)) entries.set(nested, text);
  }
  return entries;
}

/** What a translation must carry over: the {{values}} and the <0>…</0> or <strong> tags of Trans. */
function placeholders(text: string): string[] {
  const values = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`);
  const tags = [...text.matchAll(/<\/?([\w]+)\s*\/?>/g)].map((match) => match[0].replace(/\s/g, ''));
  return [...values, ...tags].sort();
}

const english = flatten(CATALOGUES.en as unknown as Tree);

describe('the catalogues', () => {
  it('hold texts: the English one is not empty', () => {
    expect(english.size).toBeGreaterThan(20);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every key of English, and no other',
    (language) => {
      const translated = flatten(CATALOGUES[language] as unknown as Tree);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  it.each(LANGUAGES)('%s carries every placeholder of each English text, and no text is empty', (language) => {
    const translated = flatten(CATALOGUES[language] as unknown as Tree);
    const mismatches = [...english].flatMap(([key, text]) => {
      const own = translated.get(key);
      if (own === undefined) return [];
      if (own.trim() === '') return [`${key}: empty`];
      const expected = placeholders(text);
      const actual = placeholders(own);
      return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [`${key}: ${actual} ≠ ${expected}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('name the same files in every language (each namespace a file)', () => {
    const files = (language: string) => readdirSync(path.join(import.meta.dirname, language)).sort();
    for (const language of LANGUAGES) expect(files(language)).toEqual(files('en'));
  });

  it('tell a missing placeholder apart (the check can fail)', () => {
    expect(placeholders('Hello {{name}}, <strong>today</strong>')).toEqual(['</strong>', '<strong>', '{{name}}']);
    expect(placeholders('你好')).not.toEqual(placeholders('Hello {{name}}'));
  });
});
