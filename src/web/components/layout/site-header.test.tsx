import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '@/features/admin';
import { SiteHeader } from './site-header';

/** Markup without the spaces between tags and the comments that only the hand-written copy has. */
const normalise = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();

describe('the header painted before the script', () => {
  it('is the header React renders for a visitor (no admin session), so that the first render moves nothing', () => {
    const page = readFileSync(new URL('../../../../index.html', import.meta.url), 'utf8');
    const painted = page.match(/<header[\s\S]*<\/header>/)?.[0] ?? '';
    const rendered = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <MemoryRouter>
            <SiteHeader />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(painted).not.toBe('');
    expect(normalise(painted)).toBe(normalise(rendered));
  });
});
