import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Page } from '../../../components/page';
import { WhatsappLink } from '../../../components/whatsapp-link';
import { usePublicConfig } from '../../../lib/public-config';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  // A member whose own profile was rejected or marked duplicate is told why, and whom to ask.
  const inactive = (useLocation().state as { code?: string } | null)?.code === 'PROFILE_INACTIVE';
  return (
    <Page title={t('forbidden.title')}>
      <p>{t(inactive ? 'forbidden.profileInactive' : 'forbidden.body')}</p>
      {inactive && config?.whatsapp_number && (
        <p>
          <WhatsappLink>{t('forbidden.contact')}</WhatsappLink>
        </p>
      )}
      <p>
        <Link to="/">{t('forbidden.home')}</Link>
      </p>
    </Page>
  );
}
