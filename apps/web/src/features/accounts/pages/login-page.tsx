import type { LoginForm } from '@varmala/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router';
import { Form } from '../../../components/form';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { Page } from '../../../components/page';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useSiteName } from '../../../components/use-site-name';
import { useTranslation } from '../../../i18n/use-translation';
import { loadCurrentUser } from '../../../lib/current-user';
import { valuesTypedBefore } from '../../../lib/form-before-scripts';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifyFailure } from '../../../lib/notify';
import { returnToPath } from '../../../lib/return-to';
import { startSession, useSession } from '../../../lib/session';
import { useLogin } from '../api/use-login';

/** A member starts from what happened since the last visit. */
const AFTER_LOGIN = '/home';
/** The operator has no profile to edit: their day starts from what waits. */
const AFTER_ADMIN_LOGIN = '/admin';
/** The page's own path: the server takes the form there when it is sent before the app runs. */
const ACTION = '/login';

const validation = lazyResolver(() => import('../form-resolvers').then((chunk) => chunk.loginResolver));

export default function LoginPage() {
  const { t } = useTranslation();
  const site = useSiteName();
  const { token, claims } = useSession();
  const location = useLocation();
  const login = useLogin();
  const [defaultValues] = useState(() => valuesTypedBefore(ACTION, { mobileNo: '', password: '' }));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: validation.resolver,
    defaultValues,
  });

  // Covers both a logged-in visitor and the moment a login succeeds.
  if (token) {
    const home = claims?.role === 'ADMIN' ? AFTER_ADMIN_LOGIN : AFTER_LOGIN;
    return <Navigate to={returnToPath(location) ?? home} replace />;
  }

  const onSubmit = handleSubmit((form) =>
    login.mutate(
      { mobile_no: form.mobileNo, password: form.password },
      {
        onSuccess: ({ token: issued }) => {
          if (startSession(issued)) void loadCurrentUser();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, { mobile_no: 'mobileNo', password: 'password' });
          notifyFailure(t('login.failed'), error);
        },
      },
    ),
  );

  return (
    <Page title={t('login.title')} narrow>
      <Form onFirstUse={validation.preload} className="form" action={ACTION} onSubmit={onSubmit} noValidate>
        <MobileNumberField
          label={t('login.mobileNo')}
          registration={register('mobileNo')}
          error={errors.mobileNo?.message}
          autoFocus
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
      </Form>
      <p className="form-links">
        <Link to="/password/reset">{t('login.forgotPassword')}</Link>
      </p>
      <p className="form-links">
        {t('login.newHere', { site })} <Link to="/signup">{t('login.signupLink')}</Link>
      </p>
    </Page>
  );
}
