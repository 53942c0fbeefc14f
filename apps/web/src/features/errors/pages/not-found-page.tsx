import { Link } from 'react-router';
import { ContactHelp } from '../../../components/contact-link';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../i18n/use-translation';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.text')}>
      <p>{t('notFound.body')}</p>
      <p>
        <Link className="button button--primary" to="/">
          {t('notFound.home')}
        </Link>
      </p>
      <ContactHelp />
    </Page>
  );
}
