import { useTranslation } from 'react-i18next';

/** Marks a member made by the demo seed, so nobody takes a sample profile for a real family. */
export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <span className="demo-badge" title={t('privacy.demoHint')}>
      {t('privacy.demo')}
      <span className="visually-hidden"> - {t('privacy.demoHint')}</span>
    </span>
  );
}
