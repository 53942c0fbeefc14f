import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { useBirthTime } from '../../../components/use-birth-time';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { notifyFailure } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDownloadProfile } from '../api/use-download-profile';

/**
 * Mobile numbers, birth time and horoscope files: only the server decides who gets them. Without
 * a subscription the member is shown the way to one; with one, the details are fetched on request.
 */
export function ContactDetails({ profileId, rule }: { profileId: number; rule?: string }) {
  const { t } = useTranslation();
  const { claims } = useSession();
  // An admin reads them without a subscription, like the server allows.
  const mayDownload = claims?.subscription_id != null || claims?.role === 'ADMIN';
  return (
    <section className="profile-section contact-details" aria-labelledby="contact-details-heading">
      <h2 className="profile-section__title" id="contact-details-heading">
        {t('profileView.sections.contact')}
      </h2>
      {rule && <p className="profile-view__contact-rule">{rule}</p>}
      {mayDownload ? <Download profileId={profileId} /> : <UpgradeLinks />}
    </section>
  );
}

function UpgradeLinks() {
  const { t } = useTranslation();
  return (
    <>
      <p className="contact-details__hint">{t('profileView.gatedHint')}</p>
      <ul className="contact-details__links">
        <li>
          <Link className="button button--primary" to="/upgrade">
            {t('profileView.upgradeToViewContact')}
          </Link>
        </li>
        <li>
          <Link className="button" to="/upgrade">
            {t('profileView.viewBirthTime')}
          </Link>
        </li>
        <li>
          <Link className="button" to="/upgrade">
            {t('profileView.viewHoroscope')}
          </Link>
        </li>
      </ul>
    </>
  );
}

const focusOnMount = (element: HTMLElement | null) => element?.focus();

function Download({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const birthTime = useBirthTime();
  const navigate = useNavigate();
  const download = useDownloadProfile(profileId);
  const errorText = useErrorText();

  const onDownload = () => {
    if (download.isPending) return;
    download.mutate(undefined, {
      onError: (error) => {
        const failure = error instanceof ApiError ? error : undefined;
        const status = failure?.status ?? 0;
        // No subscription (any more) or no downloads left: the upgrade page says why.
        if (status === 402) navigate('/upgrade', { state: { reason: failure?.code } });
        // A 403 has already sent the member to /forbidden, or is said beside the button (below).
        else if (status === 403) return;
        else if (status >= 400 && status < 500) notifyFailure(t('profileView.accessDenied'), error);
        else notifyFailure(t('profileView.failed'), error);
      },
    });
  };

  if (download.data) {
    const { mobiles, birth_time, attachments } = download.data;
    return (
      // The button that was pressed is gone: the keyboard continues from what it brought.
      <div className="contact-details__result" ref={focusOnMount} tabIndex={-1}>
        <dl className="detail-list">
          <div className="detail-list__row">
            <dt>{t('profileView.mobiles')}</dt>
            <dd>
              {mobiles.length > 0 ? (
                <ul className="contact-details__values">
                  {mobiles.map((mobile) => (
                    <li key={mobile}>
                      <a href={`tel:${mobile}`}>{mobile}</a>
                    </li>
                  ))}
                </ul>
              ) : (
                t('profileView.notGiven')
              )}
            </dd>
          </div>
          <div className="detail-list__row">
            <dt>{t('profileView.birthTime')}</dt>
            <dd>{birth_time ? birthTime(birth_time) : t('profileView.notGiven')}</dd>
          </div>
          <div className="detail-list__row">
            <dt>{t('profileView.horoscopeFiles')}</dt>
            <dd>
              {attachments.length > 0 ? (
                <ul className="contact-details__values">
                  {attachments.map((file, index) => (
                    <li key={file.url}>
                      <a href={file.url} target="_blank" rel="noopener noreferrer">
                        {t('profile.attachments.link', { number: index + 1 })}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                t('profileView.noHoroscopeFiles')
              )}
            </dd>
          </div>
        </dl>
      </div>
    );
  }

  // The family shares its number only after accepting an interest: said here, and nothing was spent.
  const refusal =
    download.error instanceof ApiError && download.error.messageKey === 'contactAfterAccept'
      ? download.error
      : null;
  return (
    <>
      {refusal && (
        <Alert tone="info">
          <p>{errorText(refusal)}</p>
        </Alert>
      )}
      <p className="contact-details__hint">{t('profileView.downloadHint')}</p>
      <button
        className="button button--primary"
        type="button"
        aria-busy={download.isPending}
        aria-disabled={download.isPending}
        onClick={onDownload}
      >
        {download.isPending ? t('app.loading') : t('profileView.viewContactDetails')}
      </button>
    </>
  );
}
