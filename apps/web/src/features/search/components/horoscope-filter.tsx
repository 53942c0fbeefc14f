import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { useTranslation } from '../../../i18n/use-translation';

/** What a member without a birth star of their own sees instead of horoscope-matched results. */
export function HoroscopeStarNeeded() {
  const { t } = useTranslation();
  return (
    <Alert tone="warning">
      <p>{t('horoscope.filter.needStar')}</p>
      <Link to="/profile/edit/horoscope">{t('horoscope.panel.addStar')}</Link>
    </Alert>
  );
}
