import { zodResolver } from '@hookform/resolvers/zod';
import { type SetPasswordForm, setPasswordFormSchema } from '@varmala/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { ContactHelp } from '../../../components/contact-link';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Page } from '../../../components/page';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { endSession, getSession } from '../../../lib/session';
import { useConfirmPasswordReset } from '../api/use-confirm-password-reset';

/** /password/reset/{userId}/{secret}: the e-mailed link. The new password is set once, then Login. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId = '', secret = '' } = useParams();
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  // A spent or expired link stays explained on the page, not only in a passing toast.
  const errorText = useErrorText();
  const refusedLink =
    confirm.error instanceof ApiError && confirm.error.code === 'BAD_REQUEST'
      ? errorText(confirm.error)
      : undefined;

  const onSubmit = handleSubmit((form) =>
    confirm.mutate(
      { user_id: userId, secret, password: form.password },
      {
        onSuccess: () => {
          // Every session of the account has just been signed out; whoever used this browser
          // logs in afresh with the new password.
          if (getSession().token) endSession();
          notifySuccess(t('setPassword.success'), t('setPassword.successHint'));
          // Replace: the spent link should not come back with the Back button.
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, { password: 'password' });
          notifyFailure(t('setPassword.failed'), error);
        },
      },
    ),
  );

  return (
    <Page title={t('setPassword.title')} narrow>
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
        <SubmitButton pending={confirm.isPending}>{t('setPassword.submit')}</SubmitButton>
      </form>
      <p className="form-links">
        <Link to="/password/reset">{t('setPassword.askAgain')}</Link>
      </p>
      {refusedLink && <ContactHelp />}
    </Page>
  );
}
