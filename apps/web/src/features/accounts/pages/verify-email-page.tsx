import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { ContactHelp } from '../../../components/contact-link';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { loadCurrentUser } from '../../../lib/current-user';
import { ApiError } from '../../../lib/http';
import { notifyFailure } from '../../../lib/notify';
import { getSession } from '../../../lib/session';
import { useVerifyEmail } from '../api/use-verify-email';

/** /verify/email/{userId}/{secret}: the link sent when an e-mail address is saved on the profile. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { userId = '', secret = '' } = useParams();
  const verification = useVerifyEmail({ user_id: userId, secret });
  const verified = verification.data?.Status === 'Success';
  const { error } = verification;

  useEffect(() => {
    if (verified && getSession().claims?.user_id === Number(userId)) void loadCurrentUser();
  }, [verified, userId]);

  // A refused link is answered on the page; a call that failed on the way is a toast as well.
  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status === 400)) {
      notifyFailure(t('verifyEmail.callFailed'), error);
    }
  }, [error, t]);

  return (
    <Page title={t('verifyEmail.title')} narrow>
      {verification.isPending ? (
        <Spinner />
      ) : verified ? (
        <Alert tone="success">
          <p>{t('verifyEmail.success')}</p>
        </Alert>
      ) : (
        <Alert tone="warning">
          <p>{t('verifyEmail.failed')}</p>
        </Alert>
      )}
      <p className="form-links">
        <Link to="/">{t('verifyEmail.home')}</Link>
      </p>
      {!verification.isPending && !verified && <ContactHelp />}
    </Page>
  );
}
