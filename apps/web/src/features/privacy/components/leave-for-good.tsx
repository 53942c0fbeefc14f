import { VALIDATION_MESSAGES } from '@varmala/shared';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { endSession } from '../../../lib/session';
import { useEraseAccount } from '../api/use-erase-account';

/**
 * Erasing the account for good. Two deliberate steps stand before it: the password typed again
 * (so a phone left logged in cannot do it) and a box ticked to say what it means.
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (erase.isPending) return;
    const missingPassword = password === '';
    setPasswordError(missingPassword ? VALIDATION_MESSAGES.required : undefined);
    setConfirmError(!confirmed);
    if (missingPassword || !confirmed) return;
    erase.mutate(
      { password },
      {
        onSuccess: () => {
          notifySuccess(t('privacy.leave.done'), t('privacy.leave.doneBody'));
          // Off the member's pages first: ending the session on one sends the visitor to the login.
          void Promise.resolve(navigate('/', { replace: true })).then(endSession);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.password) {
            setPasswordError(t('privacy.leave.wrongPassword'));
          } else if (error instanceof ApiError && error.status === 429) {
            setPasswordError(t('privacy.leave.tooMany'));
          } else {
            notifyFailure(t('privacy.leave.failed'), error);
          }
        },
      },
    );
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
