import {
  birthYears,
  DAY_VALUES,
  MONTHS,
  PASSWORD_RESET_MESSAGES,
  type PasswordResetForm,
  specDate,
} from '@varmala/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { ContactLink } from '../../../components/contact-link';
import { Form } from '../../../components/form';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { Page } from '../../../components/page';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { useOptionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { valuesTypedBefore } from '../../../lib/form-before-scripts';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { usePublicConfig } from '../../../lib/public-config';
import { usePasswordReset } from '../api/use-password-reset';

/** '919800000000' -> '+91 98000 00000', so a family can type it into WhatsApp by hand. */
function readablePhone(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  return digits.length > 10 ? `+${digits}` : digits;
}

/** The page's own path: the server takes the form there when it is sent before the app runs. */
const ACTION = '/password/reset';

/** /password/reset: mobile and date of birth identify the account; the link goes to its e-mail. */
const validation = lazyResolver(() =>
  import('../form-resolvers').then((chunk) => chunk.passwordResetResolver),
);

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const passwordReset = usePasswordReset();
  const monthLabel = useOptionLabel('month');
  const select = t('common.select');
  // The mobile number of an account without an e-mail address: the page says whom to send one to.
  const [noEmailFor, setNoEmailFor] = useState<string | null>(null);
  const [defaultValues] = useState(() =>
    valuesTypedBefore(ACTION, { mobileNo: '', dob_year: '', dob_month: '', dob_date: '' }),
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordResetForm>({
    resolver: validation.resolver,
    defaultValues,
  });

  const onSubmit = handleSubmit((form) => {
    setNoEmailFor(null);
    passwordReset.mutate(
      {
        mobile_no: form.mobileNo,
        date_of_birth: specDate(form.dob_year, form.dob_month, form.dob_date),
        domain: config?.domain,
      },
      {
        onSuccess: (response) => {
          // Not a success: no link can be sent. The member stays here, told whom to send an address to.
          if (response.Message === PASSWORD_RESET_MESSAGES.noEmail) {
            setNoEmailFor(form.mobileNo);
            return;
          }
          notifySuccess(t('resetPassword.linkSent'), t('resetPassword.linkSentHint'));
          navigate('/login');
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, { mobile_no: 'mobileNo', date_of_birth: 'dob_date' });
          notifyFailure(t('resetPassword.failed'), error);
        },
      },
    );
  });

  const phone = config?.whatsapp_number;
  const email = config?.support_email;
  return (
    <Page title={t('resetPassword.title')} narrow>
      <p>{t('resetPassword.intro')}</p>
      {noEmailFor && (
        <Alert tone="warning">
          <p className="alert__title">{t('resetPassword.noEmail')}</p>
          <p>
            {phone
              ? t('resetPassword.noEmailAsk', { phone: readablePhone(phone) })
              : email
                ? t('resetPassword.noEmailAskEmail', { email })
                : t('resetPassword.noEmailAskWithoutPhone')}
          </p>
          <ContactLink
            className="button"
            message={t('resetPassword.noEmailMessage', { mobile: noEmailFor })}
          />
        </Alert>
      )}
      <Form onFirstUse={validation.preload} className="form" action={ACTION} onSubmit={onSubmit} noValidate>
        <MobileNumberField
          label={t('resetPassword.mobileNo')}
          hint={t('signup.mobileHint')}
          registration={register('mobileNo')}
          error={errors.mobileNo?.message}
          autoFocus
        />
        <fieldset className="field-group">
          <legend className="field-group__legend">{t('resetPassword.dateOfBirth')}</legend>
          <div className="field-group__row">
            <SelectField
              label={t('resetPassword.year')}
              options={birthYears().map((year) => ({ value: String(year), label: String(year) }))}
              placeholder={select}
              error={errors.dob_year?.message}
              {...register('dob_year')}
            />
            <SelectField
              label={t('resetPassword.month')}
              options={MONTHS.map((m) => ({ value: String(m.value), label: monthLabel(m.value, m.label) }))}
              placeholder={select}
              error={errors.dob_month?.message}
              {...register('dob_month')}
            />
            <SelectField
              label={t('resetPassword.day')}
              options={DAY_VALUES.map((day) => ({ value: String(day), label: String(day) }))}
              placeholder={select}
              error={errors.dob_date?.message}
              {...register('dob_date')}
            />
          </div>
        </fieldset>
        <SubmitButton pending={passwordReset.isPending}>{t('resetPassword.submit')}</SubmitButton>
      </Form>
      <p className="form-links">
        <Link to="/login">{t('resetPassword.backToLogin')}</Link>
      </p>
    </Page>
  );
}
