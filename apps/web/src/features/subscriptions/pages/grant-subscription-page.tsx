import '../subscription.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { type GrantSubscriptionResponse, grantSubscriptionRequestSchema } from '@varmala/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { Page } from '../../../components/page';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useGrantSubscription } from '../api/use-grant-subscription';

/** The operator gives a member a subscription after the member has paid (spec: bought on WhatsApp). */
export default function GrantSubscriptionPage() {
  const { t } = useTranslation();
  const grant = useGrantSubscription();
  const [granted, setGranted] = useState<GrantSubscriptionResponse | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(grantSubscriptionRequestSchema),
    defaultValues: { mobile_no: '', downloads: '', days: '' },
  });

  const onSubmit = handleSubmit((request) =>
    grant.mutate(request, {
      onSuccess: (response) => {
        setGranted(response);
        notifySuccess(t('grantSubscription.success'), response.Message);
        reset();
      },
      onError: (error) => {
        setGranted(null);
        applyServerFieldErrors(error, setError, {
          mobile_no: 'mobile_no',
          downloads: 'downloads',
          days: 'days',
        });
        notifyFailure(t('grantSubscription.failed'), error);
      },
    }),
  );

  return (
    <Page title={t('grantSubscription.title')} narrow>
      <p>{t('grantSubscription.intro')}</p>
      {granted && (
        <Alert tone="success">
          <p>{granted.Message}</p>
        </Alert>
      )}
      <form className="form" onSubmit={onSubmit} noValidate>
        <MobileNumberField
          label={t('grantSubscription.mobile')}
          hint={t('signup.mobileHint')}
          error={errors.mobile_no?.message}
          registration={register('mobile_no')}
        />
        <TextField
          label={t('grantSubscription.downloads')}
          hint={t('grantSubscription.downloadsHint')}
          inputMode="numeric"
          error={errors.downloads?.message}
          {...register('downloads')}
        />
        <TextField
          label={t('grantSubscription.days')}
          inputMode="numeric"
          error={errors.days?.message}
          {...register('days')}
        />
        <SubmitButton pending={grant.isPending}>{t('grantSubscription.submit')}</SubmitButton>
      </form>
    </Page>
  );
}
