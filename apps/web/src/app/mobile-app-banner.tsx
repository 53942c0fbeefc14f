import { EARLY_INSTALL_OFFER } from '@varmala/shared';
import { useSyncExternalStore } from 'react';
import { useSiteName } from '../components/use-site-name';
import { useTranslation } from '../i18n/use-translation';
import { usePublicConfig } from '../lib/public-config';
import { useTakenOver } from '../lib/taken-over';

/** Chrome's offer to install the site as an app (not yet in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

// Chrome fires the offer once, often before React has drawn anything: it is caught at load and
// kept until the banner shows it. Without this the browser would show its own infobar instead.
let installPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const setInstallPrompt = (event: InstallPromptEvent | null) => {
  installPrompt = event;
  for (const listener of listeners) listener();
};
// Not while the build prerenders the public pages, where there is no window.
if (typeof window !== 'undefined') {
  // On a prerendered page the offer may come before this code runs: the page's inline script keeps
  // it (apps/server src/plugins/page-scripts.ts).
  installPrompt =
    (window as Partial<Record<typeof EARLY_INSTALL_OFFER, InstallPromptEvent>>)[EARLY_INSTALL_OFFER] ?? null;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setInstallPrompt(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setInstallPrompt(null));
}

function useInstallPrompt(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => installPrompt,
  );
}

const runsAsApp = () =>
  typeof window !== 'undefined' && window.matchMedia('(display-mode: standalone)').matches;

/**
 * The Android app banner, on small screens only (CSS): the store app when the operator has one,
 * otherwise the offer to install this site as an app, once the browser makes it.
 */
export function MobileAppBanner() {
  const { t } = useTranslation();
  const site = useSiteName();
  const config = usePublicConfig();
  const prompt = useInstallPrompt();
  // The build drew no banner: none until the app has taken the page over.
  const ready = useTakenOver();
  if (runsAsApp() || !ready) return null;

  const url = config?.android_app_url;
  if (url) {
    return (
      <aside className="mobile-banner" aria-label={t('banner.label')}>
        <p className="mobile-banner__text">{t('banner.androidApp', { site })}</p>
        <a className="button button--small" href={url} rel="noopener noreferrer">
          {t('banner.getApp')}
        </a>
      </aside>
    );
  }
  if (!config || !prompt) return null;
  return (
    <aside className="mobile-banner" aria-label={t('banner.label')}>
      <p className="mobile-banner__text">{t('install.text', { site })}</p>
      <button
        className="button button--small"
        type="button"
        onClick={() => {
          // The offer can be shown once; whatever the answer, the banner has done its job.
          setInstallPrompt(null);
          void prompt.prompt();
        }}
      >
        {t('install.button')}
      </button>
    </aside>
  );
}
