import { STATUS_APPROVED, statusLabel } from '@varmala/shared';
import { useTranslation } from '../i18n/use-translation';
import { useSession } from '../lib/session';
import { Alert } from './alert';
import { ContactLink } from './contact-link';
import { useOptionLabel } from './use-option-label';

/** Unverified and Verified: waiting for the operator's first look. */
const WAITING = new Set([0, 10]);

/**
 * Until the member's own profile is Approved, the search and edit pages say plainly that others
 * cannot see it yet, how long approval takes, why the operator refused it, and how to ask them.
 */
export function ProfileStandingNotice() {
  const { t } = useTranslation();
  const statusName = useOptionLabel('profileStatus');
  const { user } = useSession();
  const profile = user?.profile;
  if (!profile || profile.status === STATUS_APPROVED) return null;
  const waiting = WAITING.has(profile.status);
  const mid = user.mid ?? '';
  const label = statusLabel(profile.status);
  const reason = waiting ? null : profile.refusal_reason;
  return (
    <Alert tone="info">
      <p className="alert__title">
        {waiting ? t('profile.standing.waitingTitle') : t('profile.standing.hiddenTitle')}
      </p>
      <p>
        {waiting
          ? t('profile.standing.waiting')
          : t('profile.standing.hidden', { status: label ? statusName(label) : profile.status })}
      </p>
      {/* Why the operator did not approve it, and what to do, as the mail to the member said. */}
      {reason && (
        <>
          <p>
            <strong>{t('profile.standing.reasonTitle')}</strong> {t(`profile.standing.reasons.${reason}`)}
          </p>
          <p>{t(`profile.standing.whatNow.${reason}`)}</p>
        </>
      )}
      {mid && <p>{t('profile.standing.memberId', { mid })}</p>}
      <ContactLink
        className="button button--small"
        message={t('profile.complete.whatsappMessageWithId', { mid })}
      >
        {(kind) =>
          kind === 'whatsapp' ? t('profile.complete.askApproval') : t('profile.complete.askApprovalEmail')
        }
      </ContactLink>
    </Alert>
  );
}
