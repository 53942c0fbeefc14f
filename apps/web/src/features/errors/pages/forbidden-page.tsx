import { Link, useLocation } from 'react-router';
import { ContactHelp } from '../../../components/contact-link';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../i18n/use-translation';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  // A member whose own profile was rejected or marked duplicate is told why, and whom to ask.
  const inactive = (useLocation().state as { code?: string } | null)?.code === 'PROFILE_INACTIVE';
  return (
    <Page title={t('forbidden.title')}>
      <p>{t(inactive ? 'forbidden.profileInactive' : 'forbidden.body')}</p>
      <p>
        <Link className="button" to="/">
          {t('forbidden.home')}
        </Link>
      </p>
      <ContactHelp />
    </Page>
  );
}
