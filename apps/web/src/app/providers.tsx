import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18next } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';

export const TOAST_DURATION_MS = 4000;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster position="top-center" duration={TOAST_DURATION_MS} closeButton richColors />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
