// First: zod's configuration must be set before any module builds a schema.
import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/admin';
import { queryClient } from '@/lib/query-client';
import { AppRoutes, prefetchLandingPageData } from '@/routes';
import './index.css';

prefetchLandingPageData(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* The admin session (spec 001 §4): the header and the token holder's redirect need it on every page. */}
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
