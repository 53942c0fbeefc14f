import { useLocation } from 'react-router';
import { Alert } from '../../../components/alert';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Shown when a member without a profile of their own tried to search or view one and was sent here
 * (the server's 403 PROFILE_INCOMPLETE): why, and what to do.
 */
export function FinishFirstNotice() {
  const { t } = useTranslation();
  const sentHere = (useLocation().state as { code?: string } | null)?.code === 'PROFILE_INCOMPLETE';
  if (!sentHere) return null;
  return (
    <Alert tone="warning">
      <p className="alert__title">{t('profile.finishFirst.title')}</p>
      <p>{t('profile.finishFirst.body')}</p>
    </Alert>
  );
}
