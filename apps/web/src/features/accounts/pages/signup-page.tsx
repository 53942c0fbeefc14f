import { DEFAULT_DOMAIN, DOMAINS, isDomain, PROFILE_FOR_VALUES, type SignupForm } from '@varmala/shared';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Form } from '../../../components/form';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Page } from '../../../components/page';
import { RadioGroup } from '../../../components/radio-group';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { loadCurrentUser } from '../../../lib/current-user';
import { valuesTypedBefore } from '../../../lib/form-before-scripts';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifyFailure } from '../../../lib/notify';
import { usePublicConfig } from '../../../lib/public-config';
import { returnToPath } from '../../../lib/return-to';
import { startSession, useSession } from '../../../lib/session';
import { reportSignupConversion } from '../../../lib/signup-conversion';
import { useSignup } from '../api/use-signup';

const AFTER_SIGNUP = '/profile/register/basic';
const ALREADY_MEMBER = '/profile/edit/basic';
/** The page's own path: the server takes the form there when it is sent before the app runs. */
const ACTION = '/signup';

const validation = lazyResolver(() => import('../form-resolvers').then((chunk) => chunk.signupResolver));

export default function SignupPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const config = usePublicConfig();
  const signup = useSignup();
  const location = useLocation();
  const justSignedUp = useRef(false);
  // With /signup/{domain} the member picks the site; without it the site they came to decides.
  const { domain: domainParam } = useParams();
  const showDomain = domainParam !== undefined;
  // What was typed before the app took the page over, or what the server wrote back.
  const [typed] = useState(() =>
    valuesTypedBefore(ACTION, { profileFor: '', name: '', mobileNo: '', password: '', confirmPassword: '' }),
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<SignupForm>({
    resolver: validation.resolver,
    defaultValues: {
      // No answer chosen for the family: the form asks, rather than guess 'Myself'.
      ...typed,
      profileFor: typed.profileFor as SignupForm['profileFor'],
      domain: isDomain(domainParam) ? domainParam : DEFAULT_DOMAIN,
    },
  });

  const profileFor = useWatch({ control, name: 'profileFor' });

  // A page that sent the visitor here to register (a family's invitation) comes first.
  if (token) {
    return (
      <Navigate
        to={returnToPath(location) ?? (justSignedUp.current ? AFTER_SIGNUP : ALREADY_MEMBER)}
        replace
      />
    );
  }

  const onSubmit = handleSubmit((form) =>
    signup.mutate(
      {
        user_name: form.name,
        mobile_no: form.mobileNo,
        password: form.password,
        domain: showDomain ? form.domain : (config?.domain ?? DEFAULT_DOMAIN),
        language: currentLanguage(),
        profile_for: form.profileFor,
      },
      {
        onSuccess: ({ token: issued }) => {
          reportSignupConversion(config?.analytics_tag);
          justSignedUp.current = true;
          if (startSession(issued)) void loadCurrentUser();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, {
            user_name: 'name',
            mobile_no: 'mobileNo',
            password: 'password',
            domain: 'domain',
            profile_for: 'profileFor',
          });
          notifyFailure(t('signup.failed'), error);
        },
      },
    ),
  );

  return (
    <Page title={t('signup.title')} narrow>
      <p>{t('signup.intro')}</p>
      <Form onFirstUse={validation.preload} className="form" action={ACTION} onSubmit={onSubmit} noValidate>
        <RadioGroup
          legend={t('signup.profileFor')}
          options={PROFILE_FOR_VALUES.map((value) => ({
            value,
            label: t(`signup.profileForOptions.${value}`),
          }))}
          registration={register('profileFor')}
          error={errors.profileFor?.message}
        />
        <TextField
          label={t('signup.name')}
          autoComplete="name"
          // A parent signs up under their own name; the bride's or groom's comes with the profile.
          hint={profileFor && profileFor !== 'self' ? t('signup.nameHintOther') : undefined}
          error={errors.name?.message}
          {...register('name')}
        />
        <MobileNumberField
          label={t('signup.mobileNo')}
          hint={t('signup.mobileHint')}
          registration={register('mobileNo')}
          error={errors.mobileNo?.message}
        />
        <NewPasswordFields
          labels={{ password: t('signup.password'), confirmPassword: t('signup.confirmPassword') }}
          register={register}
          errors={errors}
        />
        {showDomain && (
          <SelectField
            label={t('signup.domain')}
            options={DOMAINS.map((value) => ({ value, label: t(`domains.${value}`) }))}
            error={errors.domain?.message}
            {...register('domain')}
          />
        )}
        <SubmitButton pending={signup.isPending}>{t('signup.submit')}</SubmitButton>
      </Form>
      <p className="form-links">
        {t('signup.haveAccount')} <Link to="/login">{t('signup.loginLink')}</Link>
      </p>
    </Page>
  );
}
