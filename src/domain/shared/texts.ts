import messages from '../../locales/en/messages.json';

/**
 * The customer-facing messages of the shared rules, in English: the `messages` catalogue
 * (src/locales/en/messages.json) is their one source. The domain's message modules read their
 * constants from it, so the other languages' catalogues translate exactly what the rules say (the web
 * through useMessageText, the server through messageIn). The texts stay the spec's word for word.
 */
export const MESSAGES = messages;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** A message with values: fillMessage('At most {{max}} persons', { max: 10 }) → 'At most 10 persons'. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
