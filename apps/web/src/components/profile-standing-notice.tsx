import { isRefusedStatus, STATUS_APPROVED, statusLabel } from '@varmala/shared';
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
 * During registration (`onlyRefused`) it speaks only of a refusal: an account that starts Rejected
 * because of its number is told so before it fills in anything.
 */
export function ProfileStandingNotice({ onlyRefused = false }: { onlyRefused?: boolean }) {
  const { t } = useTranslation();
  const statusName = useOptionLabel('profileStatus');
  const { user } = useSession();
  const profile = user?.profile;
  if (!profile || profile.status === STATUS_APPROVED) return null;
  if (onlyRefused && !isRefusedStatus(profile.status)) return null;
  const waiting = WAITING.has(profile.status);
  const mid = user.mid ?? '';
  // Refused before any profile exists: the account's number was refused before (decision 019).
  const refusedNumber = !mid && isRefusedStatus(profile.status);
  const label = statusLabel(profile.status);
  const reason = waiting ? null : profile.refusal_reason;
  return (
    <Alert tone={refusedNumber ? 'warning' : 'info'}>
      <p className="alert__title">
        {waiting
          ? t('profile.standing.waitingTitle')
          : refusedNumber
            ? t('profile.standing.refusedNumberTitle')
            : t('profile.standing.hiddenTitle')}
      </p>
      <p>
        {waiting
          ? t('profile.standing.waiting')
          : refusedNumber
            ? t('profile.standing.refusedNumber')
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
        message={
          mid ? t('profile.complete.whatsappMessageWithId', { mid }) : t('profile.complete.whatsappMessage')
        }
      >
        {(kind) =>
          kind === 'whatsapp' ? t('profile.complete.askApproval') : t('profile.complete.askApprovalEmail')
        }
      </ContactLink>
    </Alert>
  );
}
