// Catalogue texts in the emails' HTML (DESIGN §8.10). A catalogue text is the product's own prose, with
// `<strong>` where it is bold and tags of its own (`<manage>…</manage>`) where a link goes, as the web's
// <Trans> has them; the values put into it (names, dates, addresses) are escaped, the text is not, except
// where it is escaped as a whole (`escapeProse`).

/** Escapes text for the emails' HTML (the frame's and the fixed notices' texts). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The markup of a catalogue text's own tags: its name → the opening and closing HTML. */
export type TagMarkup = Readonly<Record<string, readonly [open: string, close: string]>>;

/** Puts markup where a catalogue text has its tags: `withTags('<manage>Manage</manage>', { manage: ['<a href="…">', '</a>'] })`. */
export function withTags(text: string, tags: TagMarkup): string {
  let html = text;
  for (const [name, [open, close]] of Object.entries(tags)) {
    html = html.replaceAll(`<${name}>`, open).replaceAll(`</${name}>`, close);
  }
  return html;
}

/** A link's markup for withTags. */
export const linkTag = (href: string, style?: string): readonly [string, string] => [
  `<a href="${escapeHtml(href)}"${style ? ` style="${style}"` : ''}>`,
  '</a>',
];

/** The values of a catalogue text, escaped for HTML. */
export function escapedValues<Values extends Record<string, string | number>>(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? escapeHtml(value) : value]),
  ) as Values;
}

/** A catalogue text (values in it already) escaped as a whole, its `<strong>` kept. */
export const escapeProse = (text: string) => escapeHtml(text).replace(/&lt;(\/?)strong&gt;/g, '<$1strong>');

/** A catalogue text's tags taken out, for the plain-text part and the texts: '<mail>x</mail>' → 'x'. */
export const withoutTags = (text: string) => text.replace(/<\/?[a-zA-Z]+>/g, '');
