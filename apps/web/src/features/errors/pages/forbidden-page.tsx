import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('forbidden.title')}>
      <p>{t('forbidden.body')}</p>
      <p>
        <Link to="/">{t('forbidden.home')}</Link>
      </p>
    </Page>
  );
}
