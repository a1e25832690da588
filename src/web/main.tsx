// First: zod's configuration must be set before any module builds a schema.
import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/admin';
import { queryClient } from '@/lib/query-client';
import { router } from '@/routes';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* The admin session (spec 001 §4): the header and the token holder's redirect need it on every page. */}
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
