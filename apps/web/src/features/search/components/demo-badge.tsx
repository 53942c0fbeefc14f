import { useTranslation } from '../../../i18n/use-translation';

/** Marks a member made by the demo seed, so nobody takes a sample profile for a real family. */
export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <span className="demo-badge" title={t('profileCard.demoHint')}>
      {t('profileCard.demo')}
      <span className="visually-hidden"> - {t('profileCard.demoHint')}</span>
    </span>
  );
}
