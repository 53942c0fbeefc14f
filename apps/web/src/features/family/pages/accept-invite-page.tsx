import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { useSiteName } from '../../../components/use-site-name';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAcceptFamilyInvite } from '../api/family-api';

/**
 * /family/invite/{token}, the link of the invitation's SMS: the invited parent logs in or
 * registers with the number it was sent to, comes back here and accepts.
 */
export default function AcceptInvitePage() {
  const { t } = useTranslation();
  const site = useSiteName();
  const { token: invite = '' } = useParams();
  const { token } = useSession();
  const navigate = useNavigate();
  const accept = useAcceptFamilyInvite();
  const errorText = useErrorText();
  const here = `/family/invite/${encodeURIComponent(invite)}`;
  const next = `?next=${encodeURIComponent(here)}`;

  return (
    <Page title={t('family.accept.title')} narrow>
      <p>{t('family.accept.intro', { site })}</p>
      {!token ? (
        <>
          <p>{t('family.accept.loginFirst')}</p>
          <div className="button-stack">
            <Link className="button button--primary button--block" to={`/login${next}`}>
              {t('family.accept.login')}
            </Link>
            <Link className="button button--block" to={`/signup${next}`}>
              {t('family.accept.register')}
            </Link>
          </div>
        </>
      ) : (
        <>
          {accept.isError && (
            <Alert tone="warning">
              <p>{errorText(accept.error)}</p>
            </Alert>
          )}
          <button
            className="button button--primary button--block"
            type="button"
            disabled={accept.isPending}
            aria-busy={accept.isPending}
            onClick={() =>
              accept.mutate(invite, {
                onSuccess: () => {
                  notifySuccess(t('family.accept.accepted'));
                  navigate('/family', { replace: true });
                },
              })
            }
          >
            {accept.isPending ? t('common.submitting') : t('family.accept.accept')}
          </button>
        </>
      )}
    </Page>
  );
}
