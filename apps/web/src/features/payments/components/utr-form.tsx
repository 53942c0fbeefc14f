import { zodResolver } from '@hookform/resolvers/zod';
import { submitUtrRequestSchema } from '@varmala/shared';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifyFailure } from '../../../lib/notify';
import { useSubmitUtr } from '../api/use-submit-utr';

/** The 12-digit UTR of a payment the member has made, entered once. */
export function UtrForm({ paymentId, onSent }: { paymentId: number; onSent: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitUtr();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(submitUtrRequestSchema), defaultValues: { utr: '' } });

  const onSubmit = handleSubmit(({ utr }) =>
    submit.mutate(
      { paymentId, utr },
      {
        onSuccess: onSent,
        onError: (error) => {
          applyServerFieldErrors(error, setError, { utr: 'utr' });
          notifyFailure(t('payments.pay.utrFailed'), error);
        },
      },
    ),
  );

  return (
    <form className="form utr-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('payments.pay.utr')}
        hint={t('payments.pay.utrHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        error={errors.utr?.message}
        {...register('utr')}
      />
      <SubmitButton pending={submit.isPending}>{t('payments.pay.submit')}</SubmitButton>
    </form>
  );
}
