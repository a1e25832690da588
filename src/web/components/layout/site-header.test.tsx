import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@domain/shared/language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { AuthProvider } from '@/features/admin';
import { startTranslations } from '@/lib/i18n';
import { CATALOGUES } from '../../../locales/catalogues';
import { localiseIndexHtml } from '../../../locales/index-page';
import { SiteHeader } from './site-header';

/** Markup without the spaces between tags and the comments that only the hand-written copy has. */
const normalise = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();

const page = readFileSync(new URL('../../../../index.html', import.meta.url), 'utf8');

function renderedHeader(language: Language): string {
  startTranslations(language, CATALOGUES[language]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <MemoryRouter>
            <SiteHeader />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** A 'namespace:path' text read straight from a catalogue. */
const catalogueText = (language: Language) => (key: string) => {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = CATALOGUES[language][namespace as keyof (typeof CATALOGUES)['en']];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return String(node);
};

afterAll(() => startTranslations('en', CATALOGUES.en));

describe('the header painted before the script', () => {
  it.each(LANGUAGES)(
    'is, in %s, the header React renders for a visitor, so that the first render moves nothing',
    (language) => {
      const localised = localiseIndexHtml(page, language, catalogueText(language));
      const painted = localised.match(/<header[\s\S]*<\/header>/)?.[0] ?? '';
      expect(painted).not.toBe('');
      expect(normalise(painted)).toBe(normalise(renderedHeader(language)));
    },
  );

  it('is in the language the page says it is in', () => {
    startTranslations('ta', CATALOGUES.ta);
    const tamil = localiseIndexHtml(page, 'ta', catalogueText('ta'));
    expect(tamil).toContain('<html lang="ta-SG"');
    expect(tamil).toContain(
      `<title>${CATALOGUES.ta.common.site.name} | ${CATALOGUES.ta.common.site.bookAnAppointment}</title>`,
    );
    expect(tamil).toContain('முன்பதிவுகள்');
    expect(tamil).not.toContain('>Appointments<');
  });
});
