import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { ContactLink } from '../../../components/contact-link';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { MemberIdToShare } from '../components/member-id-to-share';

/** The end of the first onboarding: the profile waits for the operator's approval. */
export function RegistrationCompletePage() {
  const { t } = useTranslation();
  const { claims, user } = useSession();
  const mid = user?.mid ?? claims?.mid;
  const message = mid
    ? t('profile.complete.whatsappMessageWithId', { mid })
    : t('profile.complete.whatsappMessage');
  return (
    <Page title={t('profile.complete.title')} narrow>
      <p>{t('profile.complete.body')}</p>
      {mid && <MemberIdToShare mid={mid} />}
      <Alert tone="info">
        <p>{t('profile.complete.pending')}</p>
      </Alert>
      <div className="button-stack">
        <ContactLink className="button" message={message}>
          {(kind) =>
            kind === 'whatsapp' ? t('profile.complete.askApproval') : t('profile.complete.askApprovalEmail')
          }
        </ContactLink>
        <Link className="button button--primary" to="/profile/search">
          {t('profile.complete.search')}
        </Link>
      </div>
    </Page>
  );
}
