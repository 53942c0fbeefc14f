import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../i18n/i18n';
import { TranslationProvider, useTranslation } from '../i18n/use-translation';
import { whenIdleAfterLoad } from '../lib/idle-after-load';
import { onToastRaised } from '../lib/notify';
import { queryClient } from '../lib/query-client';

export const TOAST_DURATION_MS = 4000;
const HEADER_CLEARANCE_PX = 68;

// Toasts follow an action, never the first paint, so their library loads once the page has settled,
// or with the first toast if that comes sooner. A toast raised before it arrives shows as it mounts.
const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** False until the page has loaded and settled, or a toast is raised sooner. */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stopWaiting = whenIdleAfterLoad(want);
    const stopListening = onToastRaised(want);
    return () => {
      stopWaiting();
      stopListening();
    };
  }, []);
  return wanted;
}

function Toasts() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-center"
      // Below the header (one 44 px row and its padding), so a toast never hides the menu or the site's name.
      offset={{ top: HEADER_CLEARANCE_PX }}
      mobileOffset={{ top: HEADER_CLEARANCE_PX, left: 16, right: 16 }}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      containerAriaLabel={t('common.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <I18nextProvider i18n={i18next}>
      <TranslationProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          {toasterWanted && (
            <Suspense fallback={null}>
              <Toasts />
            </Suspense>
          )}
        </QueryClientProvider>
      </TranslationProvider>
    </I18nextProvider>
  );
}
