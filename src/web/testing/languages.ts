import type { Language } from '@domain/shared/language';
import { CATALOGUES } from '../../locales/catalogues';
import { startTranslations } from '../lib/i18n';

/** Tests show the pages in a language with its whole catalogue in, as the browser has it once loaded. */
export function showPagesIn(language: Language) {
  startTranslations(language, CATALOGUES[language]);
}

export { CATALOGUES };
