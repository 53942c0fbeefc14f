import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';

export const TOAST_DURATION_MS = 4000;

// Toasts follow an action, never the first paint, so their library loads after the page.
// A toast raised before this arrives is shown as soon as it mounts.
const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster position="top-center" duration={TOAST_DURATION_MS} closeButton richColors />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
