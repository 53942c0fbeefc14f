import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordFormSchema } from '@varmala/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Page } from '../../../components/page';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { startSession } from '../../../lib/session';
import { useChangePassword } from '../api/use-change-password';

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((form) =>
    changePassword.mutate(
      { old_password: form.oldPassword, password: form.password },
      {
        onSuccess: (response) => {
          // The change signs out older tokens, this one included: keep the one just issued.
          startSession(response.token);
          notifySuccess(t('changePassword.success'));
          navigate('/');
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, { old_password: 'oldPassword', password: 'password' });
          notifyFailure(t('changePassword.failed'), error);
        },
      },
    ),
  );

  return (
    <Page title={t('changePassword.title')} narrow>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('changePassword.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <NewPasswordFields
          labels={{
            password: t('changePassword.password'),
            confirmPassword: t('changePassword.confirmPassword'),
          }}
          register={register}
          errors={errors}
        />
        <SubmitButton pending={changePassword.isPending}>{t('changePassword.submit')}</SubmitButton>
      </form>
    </Page>
  );
}
