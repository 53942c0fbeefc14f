import { zodResolver } from '@hookform/resolvers/zod';
import { candidateLoginRequestSchema, type FamilyProfile } from '@varmala/shared';
import { useForm } from 'react-hook-form';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifyFailure, notifyRefusal, notifySuccess } from '../../../lib/notify';
import { useCandidateLogin } from '../api/family-api';
import { useFamilyProfileText } from './profile-name';

/**
 * Sends the bride or groom a link on their own mobile to set their own password: from then on
 * the login is theirs, and nobody in the family can take it back.
 */
export function CandidateLoginForm({ profiles }: { profiles: readonly FamilyProfile[] }) {
  const { t } = useTranslation();
  const send = useCandidateLogin();
  const text = useFamilyProfileText();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(candidateLoginRequestSchema),
    defaultValues: { user_id: profiles.length === 1 ? String(profiles[0]?.user_id) : '', mobile: '' },
  });

  const onSubmit = handleSubmit((form) =>
    send.mutate(form, {
      onSuccess: (answer) => {
        if (answer.sms_sent) notifySuccess(t('family.candidate.sent', { mobile: form.mobile }));
        else notifyRefusal(t('family.candidate.failed'), t('family.candidate.smsFailed'));
        reset({ user_id: '', mobile: '' });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, { user_id: 'user_id', mobile: 'mobile' });
        notifyFailure(t('family.candidate.failed'), error);
      },
    }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('family.candidate.profile')}
        placeholder={t('common.select')}
        options={profiles.map((profile) => ({ value: String(profile.user_id), label: text.name(profile) }))}
        error={errors.user_id?.message}
        {...register('user_id')}
      />
      <MobileNumberField
        label={t('family.candidate.mobile')}
        registration={register('mobile')}
        error={errors.mobile?.message}
      />
      <SubmitButton pending={send.isPending}>{t('family.candidate.submit')}</SubmitButton>
    </form>
  );
}
