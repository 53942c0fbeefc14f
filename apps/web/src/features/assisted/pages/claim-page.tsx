import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type SetPasswordForm, setPasswordFormSchema } from '@varmala/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { ContactHelp } from '../../../components/contact-link';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Page } from '../../../components/page';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { startSession } from '../../../lib/session';

/** /claim/{userId}/{secret}: a family registered at the office sets their own password, once. */
export default function ClaimPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId = '', secret = '' } = useParams();
  const claim = useMutation({
    mutationFn: (password: string) =>
      callApi('claimAccount', { body: { user_id: userId, secret, password } }),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const errorText = useErrorText();
  const refusedLink =
    claim.error instanceof ApiError && claim.error.code === 'BAD_REQUEST'
      ? errorText(claim.error)
      : undefined;
  // The family already holds the account (this link, a password reset, a mobile code or a login):
  // the link is of no more use, the login is.
  const accountHeld =
    claim.error instanceof ApiError && claim.error.code === 'CONFLICT' ? errorText(claim.error) : undefined;

  const onSubmit = handleSubmit((form) =>
    claim.mutate(form.password, {
      onSuccess: ({ token }) => {
        startSession(token);
        notifySuccess(t('assisted.claim.done'));
        navigate('/home', { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONFLICT') return;
        applyServerFieldErrors(error, setError, { password: 'password' });
        notifyFailure(t('assisted.claim.failed'), error);
      },
    }),
  );

  if (accountHeld) {
    return (
      <Page title={t('assisted.claim.title')} narrow>
        <Alert tone="info">
          <p>{accountHeld}</p>
        </Alert>
        <p>
          <Link to="/login">{t('assisted.claim.logIn')}</Link>
          {' · '}
          <Link to="/password/reset">{t('assisted.claim.forgotPassword')}</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title={t('assisted.claim.title')} narrow>
      <p>{t('assisted.claim.intro')}</p>
      {refusedLink && (
        <Alert tone="warning">
          <p>{refusedLink}</p>
        </Alert>
      )}
      <form className="form" onSubmit={onSubmit} noValidate>
        <NewPasswordFields
          labels={{ password: t('setPassword.password'), confirmPassword: t('setPassword.confirmPassword') }}
          register={register}
          errors={errors}
        />
        <SubmitButton pending={claim.isPending}>{t('assisted.claim.submit')}</SubmitButton>
      </form>
      {refusedLink && <ContactHelp />}
    </Page>
  );
}
