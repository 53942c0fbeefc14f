import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../lib/public-config';

/** The Android app banner: small screens only (CSS), and only when the operator has an app link. */
export function MobileAppBanner() {
  const { t } = useTranslation();
  const url = usePublicConfig()?.android_app_url;
  if (!url) return null;
  return (
    <aside className="mobile-banner" aria-label={t('banner.label')}>
      <p className="mobile-banner__text">{t('banner.androidApp')}</p>
      <a className="button button--small" href={url} rel="noopener noreferrer">
        {t('banner.getApp')}
      </a>
    </aside>
  );
}
