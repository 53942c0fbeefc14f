import { Alert } from '../../../components/alert';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Says which of the member's changes other members do not see yet: an Approved profile's new name,
 * surname, date of birth, gender or photo waits for the operator (docs/decisions/009).
 */
export function ReviewNotice({ fields }: { fields: string[] }) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <Alert tone="info">
      <p>{t('profile.review.waiting', { fields: fields.join(', ') })}</p>
    </Alert>
  );
}
