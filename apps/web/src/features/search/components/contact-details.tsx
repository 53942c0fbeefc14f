import type { ProfileView } from '@varmala/shared';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { notifyFailure } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDownloadProfile } from '../api/use-download-profile';

type Interest = ProfileView['interest'];

/**
 * What the family's rule (`contact_visibility`) and the interest between the two leave the member
 * to do for the number, as the server's download decides it: the owner shares it with every
 * subscriber, or only after an interest was accepted either way; the number is always seen with
 * a plan. Nothing is offered that the server would refuse.
 */
function contactNext(rule: ProfileView['contact_visibility'], interest: Interest, withPlan: boolean) {
  const accepted = interest?.status === 'accepted';
  if (rule === 'accepted' && !accepted) return 'interest-first' as const;
  return withPlan ? ('download' as const) : ('plan' as const);
}

/** The line that says where an interest stands with a family who shares after a yes. */
function beforeYes(interest: Interest) {
  if (interest?.status === 'sent') {
    return interest.direction === 'sent'
      ? 'profileView.contactNext.waiting'
      : 'profileView.contactNext.acceptTheirs';
  }
  // Their no to the member's interest is said by the interest buttons; asking again waits.
  if (interest?.status === 'declined' && interest.direction === 'sent') return null;
  return 'profileView.contactNext.sendFirst';
}

/**
 * Mobile numbers, birth time and horoscope files: only the server decides who gets them. The
 * section says the family's rule and, after a yes, that it was accepted; then the next step: an
 * interest first, a plan, or the details fetched on request.
 */
export function ContactDetails({
  profileId,
  rule,
  interest,
}: {
  profileId: number;
  rule: ProfileView['contact_visibility'];
  interest: Interest;
}) {
  const { t } = useTranslation();
  const { claims } = useSession();
  // An admin reads them without a subscription, like the server allows.
  const admin = claims?.role === 'ADMIN';
  const next = admin ? 'download' : contactNext(rule, interest, claims?.subscription_id != null);
  const accepted = interest?.status === 'accepted';
  const waiting = next === 'interest-first' ? beforeYes(interest) : null;
  return (
    <section
      className="profile-section contact-details"
      id="contact"
      aria-labelledby="contact-details-heading"
    >
      <h2 className="profile-section__title" id="contact-details-heading">
        {t('profileView.sections.contact')}
      </h2>
      {accepted ? (
        <p className="contact-details__accepted">
          {t(
            interest.direction === 'sent'
              ? 'profileView.contactNext.theyAccepted'
              : 'profileView.contactNext.youAccepted',
          )}{' '}
          {t(next === 'download' ? 'profileView.contactNext.withPlan' : 'profileView.contactNext.needsPlan')}
        </p>
      ) : (
        <p className="profile-view__contact-rule">
          {t(
            rule === 'accepted' ? 'profileView.contactRule.accepted' : 'profileView.contactRule.subscribers',
          )}
        </p>
      )}
      {waiting && <p className="contact-details__hint">{t(waiting)}</p>}
      {next === 'download' && <Download profileId={profileId} />}
      {next === 'plan' && (accepted ? <PlanLink /> : <UpgradeLinks />)}
    </section>
  );
}

/** After a yes: the one step left, a plan. */
function PlanLink() {
  const { t } = useTranslation();
  return (
    <ul className="contact-details__links">
      <li>
        <Link className="button button--primary" to="/upgrade">
          {t('profileView.interest.seeNumberWithPlan')}
        </Link>
      </li>
    </ul>
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
  const { birthTime } = useFormat();
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

  // The page's reading may be older than the family's rule (they changed it since): the refusal is
  // said here, and nothing was spent.
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
