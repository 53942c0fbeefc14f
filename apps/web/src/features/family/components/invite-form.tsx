import { zodResolver } from '@hookform/resolvers/zod';
import { type FamilyProfile, familyInviteRequestSchema } from '@varmala/shared';
import { useForm } from 'react-hook-form';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { RadioGroup } from '../../../components/radio-group';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifyFailure, notifyRefusal, notifySuccess } from '../../../lib/notify';
import { useInviteGuardian } from '../api/family-api';
import { useFamilyProfileText } from './profile-name';

/** Invites the other parent (or a relative) by SMS to manage, or only view, a profile. */
export function InviteForm({ profiles }: { profiles: readonly FamilyProfile[] }) {
  const { t } = useTranslation();
  const invite = useInviteGuardian();
  const text = useFamilyProfileText();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(familyInviteRequestSchema),
    defaultValues: {
      user_id: profiles.length === 1 ? String(profiles[0]?.user_id) : '',
      mobile: '',
      role: 'manage',
    },
  });

  const onSubmit = handleSubmit((form) =>
    invite.mutate(form, {
      onSuccess: (answer) => {
        if (answer.sms_sent) notifySuccess(t('family.invite.sent', { mobile: form.mobile }));
        else notifyRefusal(t('family.invite.failed'), t('family.invite.smsFailed'));
        reset({ ...form, mobile: '' });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, { user_id: 'user_id', mobile: 'mobile', role: 'role' });
        notifyFailure(t('family.invite.failed'), error);
      },
    }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('family.invite.profile')}
        placeholder={t('common.select')}
        options={profiles.map((profile) => ({ value: String(profile.user_id), label: text.name(profile) }))}
        error={errors.user_id?.message}
        {...register('user_id')}
      />
      <MobileNumberField
        label={t('family.invite.mobile')}
        registration={register('mobile')}
        error={errors.mobile?.message}
      />
      <RadioGroup
        legend={t('family.invite.role')}
        options={[
          { value: 'manage', label: t('family.invite.manage') },
          { value: 'view', label: t('family.invite.view') },
        ]}
        registration={register('role')}
        error={errors.role?.message}
      />
      <SubmitButton pending={invite.isPending}>{t('family.invite.submit')}</SubmitButton>
    </form>
  );
}
