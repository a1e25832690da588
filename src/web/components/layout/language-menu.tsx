import { isLanguage, LANGUAGE_NAMES, LANGUAGES, LOCALE_TAGS } from '@domain/shared/language';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, useLanguage } from '@/lib/i18n';

/**
 * The header's language menu (DESIGN §8.10): each language named in itself, so a reader finds theirs
 * whatever the page is in now. A native select: a phone shows its own large picker, and it needs no
 * script beyond the change.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">{t('header.language')}</span>
      <Languages className="pointer-events-none absolute left-2 size-4 text-brand-800" aria-hidden="true" />
      <select
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) void chooseLanguage(chosen);
        }}
        className="h-9 max-w-[6.5rem] cursor-pointer appearance-none truncate rounded-lg border border-slate-200 bg-white py-1 pr-2 pl-7 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-w-[10rem]"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={LOCALE_TAGS[option]}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
