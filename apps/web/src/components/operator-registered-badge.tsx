import { useTranslation } from '../i18n/use-translation';

/**
 * Marks a profile the operator registered for a family who has not logged in to it yet, on the
 * profile page and in the operator's list, so nobody takes it for one the family wrote themselves.
 */
export function OperatorRegisteredBadge() {
  const { t } = useTranslation();
  return (
    <span className="operator-badge" title={t('profileCard.registeredByOperatorHint')}>
      {t('profileCard.registeredByOperator')}
      <span className="visually-hidden"> - {t('profileCard.registeredByOperatorHint')}</span>
    </span>
  );
}
