import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import { TextField } from './text-field';

interface NewPasswordFieldsProps {
  /** 'Password' on sign-up, 'New password' where one replaces another; likewise the confirmation. */
  labels: { password: string; confirmPassword: string };
  /** The form's `register`, for the fields `password` and `confirmPassword`. */
  register: (name: 'password' | 'confirmPassword') => UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
}

/** A new password and its confirmation, as the sign-up and both password-change forms ask them. */
export function NewPasswordFields({ labels, register, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={labels.password}
        hint={t('signup.passwordHint')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
