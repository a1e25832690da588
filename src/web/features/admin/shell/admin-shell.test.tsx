import { TEST_MODE_BANNER_MESSAGE } from '@domain/payments/settings-messages';
import type { PaymentTestModeResponse } from '@domain/payments/settings-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/api';
import { logoutEverywhere } from '../auth/api';
import { AuthProvider } from '../auth/auth-provider';
import { SIGN_OUT_EVERYWHERE_LABEL } from '../messages';
import { paymentTestModeQueryKey } from '../payments/api';
import { AdminShell } from './admin-layout';
import { PAYMENTS_TAB_HREF } from './test-mode-banner';

/** The shell of a signed-in admin as the server renders it, with the Payments tab's answer already loaded. */
function renderShell(testMode: boolean | null) {
  const queryClient = new QueryClient();
  if (testMode !== null) {
    const answer: PaymentTestModeResponse = { success: true, testMode, message: '' };
    queryClient.setQueryData(paymentTestModeQueryKey, answer);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/activity']}>
        <AuthProvider>
          <AdminShell username="staff">
            <p>The page</p>
          </AdminShell>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the admin shell', () => {
  it('shows the test-mode banner above every page while card payments are simulated, with the way to switch', () => {
    const html = renderShell(true);
    expect(TEST_MODE_BANNER_MESSAGE).toBe('Test mode: card payments are simulated and nothing is charged.');
    expect(html).toContain(TEST_MODE_BANNER_MESSAGE);
    expect(html).toMatch(/<div role="status"[^>]*>/);
    expect(html).toContain(`href="${PAYMENTS_TAB_HREF}"`);
    expect(PAYMENTS_TAB_HREF).toBe('/admin/dashboard?tab=payments');
    expect(html.indexOf(TEST_MODE_BANNER_MESSAGE)).toBeLessThan(html.indexOf('The page'));
  });

  it('shows no banner in live mode, nor before the mode is known', () => {
    for (const testMode of [false, null]) {
      const html = renderShell(testMode);
      expect(html).not.toContain(TEST_MODE_BANNER_MESSAGE);
      expect(html).toContain('The page');
    }
  });

  it('links the dashboard, the activity log, email, privacy, waitlist, insights, staff and roster pages in the admin bar, in that order', () => {
    const html = renderShell(false);
    const nav = /<nav aria-label="Admin"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    const links = [...nav.matchAll(/<a[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(([, href, inner]) => [
      href,
      (inner ?? '').replace(/<[^>]+>/g, ''),
    ]);
    expect(links).toEqual([
      ['/admin/dashboard', 'Dashboard'],
      ['/admin/activity', 'Activity'],
      ['/admin/email', 'Email'],
      ['/admin/privacy', 'Privacy'],
      ['/admin/waitlist', 'Waitlist'],
      ['/admin/insights', 'Insights'],
      ['/admin/staff', 'Staff'],
      ['/admin/roster', 'Roster'],
    ]);
  });

  it('has "Sign out everywhere" in the admin bar and no Logout of its own (the site header has the one Logout)', () => {
    const html = renderShell(false);
    const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) =>
      (inner ?? '').replace(/<[^>]+>/g, ''),
    );
    expect(buttons).toEqual([SIGN_OUT_EVERYWHERE_LABEL]);
    expect(html).not.toMatch(/<header/);
  });
});

describe('sign out everywhere, the call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs /api/admin/logout-everywhere with the bearer token and answers how many sessions ended', async () => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === AUTH_TOKEN_KEY ? 'the-token' : null),
    } as Storage);
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ success: true, data: { sessionsEnded: 3 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await logoutEverywhere()).toBe(3);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/logout-everywhere');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer the-token');
  });
});
