import { useQuery } from '@tanstack/react-query';
import { VALIDATION_MESSAGES } from '@varmala/shared';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { endSession, useSession } from '../../../lib/session';
import { useEraseAccount } from '../api/use-erase-account';
import { type ManagedChoice, ManagedProfilesChoice, managedProfilesOf } from './managed-profiles-choice';

/** Refusals of the erasure that name the family's profiles: said beside the choices, not in a toast. */
const MANAGED_REFUSALS = new Set(['managedProfilesErasure', 'managedProfileNotKept', 'familyOwnerOnly']);

/**
 * Erasing the account for good. Two deliberate steps stand before it: the password typed again
 * (so a phone left logged in cannot do it) and a box ticked to say what it means. A guardian who
 * runs other profiles says for each whether it is erased too or kept; acting for one of them,
 * only that profile is erased.
 */
export function LeaveForGood() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const erase = useEraseAccount();
  const confirmId = useId();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  const [confirmError, setConfirmError] = useState(false);
  const errorText = useErrorText();
  const { claims } = useSession();
  // Acting for a profile (a switch token), the erasure is that profile's alone.
  const ownLogin = claims !== null && claims.act === undefined;
  const family = useQuery({
    queryKey: ['family'],
    queryFn: ({ signal }) => callApi('myFamily', { signal }),
    enabled: ownLogin,
    staleTime: 60_000,
  });
  const managed = useMemo(
    () => (ownLogin && family.data && claims ? managedProfilesOf(family.data, claims.user_id) : []),
    [ownLogin, family.data, claims],
  );
  const [choices, setChoices] = useState<Record<string, ManagedChoice>>({});
  const [managedError, setManagedError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (erase.isPending) return;
    const missingPassword = password === '';
    setPasswordError(missingPassword ? VALIDATION_MESSAGES.required : undefined);
    setConfirmError(!confirmed);
    const unchosen = managed.some(({ profile }) => choices[String(profile.user_id)] === undefined);
    setManagedError(unchosen ? t('privacy.leave.managed.required') : undefined);
    if (missingPassword || !confirmed || unchosen) return;
    erase.mutate(managed.length > 0 ? { password, managed: choices } : { password }, {
      onSuccess: () => {
        notifySuccess(t('privacy.leave.done'), t('privacy.leave.doneBody'));
        // Off the member's pages first: ending the session on one sends the visitor to the login.
        void Promise.resolve(navigate('/', { replace: true })).then(endSession);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.password) {
          setPasswordError(t('privacy.leave.wrongPassword'));
        } else if (error instanceof ApiError && MANAGED_REFUSALS.has(error.messageKey ?? '')) {
          // The family changed since the page was read: ask again with what is true now.
          setManagedError(errorText(error));
          void family.refetch();
        } else if (error instanceof ApiError && error.status === 429) {
          setPasswordError(t('privacy.leave.tooMany'));
        } else {
          notifyFailure(t('privacy.leave.failed'), error);
        }
      },
    });
  };

  return (
    <section className="privacy-section privacy-section--danger" aria-labelledby="privacy-leave-heading">
      <h2 className="privacy-section__title" id="privacy-leave-heading">
        {t('privacy.leave.title')}
      </h2>
      <p>{t('privacy.leave.intro')}</p>
      <p>{t('privacy.leave.kept')}</p>
      <p>{t('privacy.leave.backups')}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('privacy.leave.password')}
          hint={t('privacy.leave.passwordHint')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        {managed.length > 0 && (
          <ManagedProfilesChoice
            managed={managed}
            choices={choices}
            onChoose={(userId, choice) => setChoices((before) => ({ ...before, [String(userId)]: choice }))}
            error={managedError}
          />
        )}
        {managed.length === 0 && managedError && (
          <p className="field__error" role="alert">
            {managedError}
          </p>
        )}
        <div className="field">
          <label className="privacy-confirm" htmlFor={confirmId}>
            <input
              id={confirmId}
              type="checkbox"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
              {...(confirmError
                ? { 'aria-invalid': true as const, 'aria-describedby': `${confirmId}-error` }
                : {})}
            />
            <span>{t('privacy.leave.confirm')}</span>
          </label>
          {confirmError && (
            <p className="field__error" id={`${confirmId}-error`}>
              {t('privacy.leave.confirmRequired')}
            </p>
          )}
        </div>
        <button
          className="button button--danger"
          type="submit"
          disabled={erase.isPending}
          aria-busy={erase.isPending}
        >
          {erase.isPending ? t('common.submitting') : t('privacy.leave.button')}
        </button>
      </form>
    </section>
  );
}
