import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAMETER, type Language, resolveLanguage } from '@domain/shared/language';
import type { FastifyRequest } from 'fastify';
import { createInstance, type Resource, type TFunction } from 'i18next';
import { CATALOGUES, type Namespace } from '../locales/catalogues';
import { translateMessage } from '../locales/translate-message';

/**
 * The server's texts in the customer's language (DESIGN §8.10): emails, texts, PDFs and the messages
 * a customer reads, from the same catalogues as the web pages. All four are in memory (a few hundred
 * kB), so translating never waits.
 */
const translations = createInstance();
void translations.init({
  resources: CATALOGUES as unknown as Resource,
  lng: 'en',
  fallbackLng: false,
  defaultNS: 'common',
  ns: Object.keys(CATALOGUES.en),
  // The texts go into HTML (emails) only through EJS's escaping, or into PDFs and texts as plain text.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

// Every namespace, so that t() takes any key as 'namespace:key' (typed against the English catalogue).
const NAMESPACES = [
  'common',
  'email',
  'sms',
  'pdf',
  'messages',
  'booking',
  'events',
  'manage',
  'older',
  'participants',
  'payments',
  'waitlist',
  'privacy',
] as const satisfies readonly Namespace[];

/** t() in one language: `translator('zh')('email:confirmation.subject', { reference })`. */
export function translator(language: Language): TFunction<typeof NAMESPACES> {
  return translations.getFixedT(language, NAMESPACES);
}

/** A shared rule's English message in a language (unknown texts come back unchanged). */
export function messageIn(language: Language, text: string): string {
  return translateMessage(text, CATALOGUES[language].messages);
}

/** The language a call is answered in: its `?lang=`, the `lang` cookie, then `Accept-Language`. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  return resolveLanguage({
    query: query?.[LANGUAGE_QUERY_PARAMETER],
    cookie: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}
