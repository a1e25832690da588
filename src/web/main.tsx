// First: zod's configuration must be set before any module builds a schema.
import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BotCheckStatus } from '@/components/bot-check-status';
import { ScrollToTopOnNavigate } from '@/components/scroll-to-top';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/admin';
import { startTranslationsInBrowser } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { AppRoutes, landingPageNamespaces, prefetchLandingPageData } from '@/routes';
import './index.css';

prefetchLandingPageData(window.location.pathname);

const root = createRoot(document.getElementById('root')!);
// The page's language and its catalogue come first (one small chunk, fetched while the data above is).
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page (about 250 ms on a slow phone), so input is not kept waiting.
void startTranslationsInBrowser(landingPageNamespaces(window.location.pathname)).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          {/* The admin session (spec 001 §4): the header and the token holder's redirect need it on every page. */}
          <AuthProvider>
            <BrowserRouter>
              <ScrollToTopOnNavigate />
              <AppRoutes />
            </BrowserRouter>
          </AuthProvider>
          <Toaster />
          <BotCheckStatus />
        </QueryClientProvider>
      </StrictMode>,
    ),
  ),
);
