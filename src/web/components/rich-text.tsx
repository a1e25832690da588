import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const MARKED_PART = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;

/**
 * A translated text whose marked parts (`<name>…</name>`, `<name/>`) are shown as the given elements:
 * `<RichText text={t('list.showingMatching', { search })} components={{ search: <strong /> }} />`.
 * The catalogues mark parts flat and by name, which is all this reads; react-i18next's Trans does the
 * same and more, and is loaded with the pages that use it, not with the home page. A tag that names no
 * component stays as written, and the parts' text is text (React escapes it).
 */
export function RichText({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  const parts: ReactNode[] = [];
  let start = 0;
  for (const match of text.matchAll(MARKED_PART)) {
    const name = match[1] ?? match[3] ?? '';
    const element = components[name];
    if (!element) continue;
    parts.push(text.slice(start, match.index));
    parts.push(cloneElement(element, { key: parts.length }, match[2]));
    start = match.index + match[0].length;
  }
  parts.push(text.slice(start));
  return <Fragment>{parts}</Fragment>;
}
