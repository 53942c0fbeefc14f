import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddFamilyProfileRequest,
  addFamilyProfileRequestSchema,
  genderOfProfileFor,
  PROFILE_FOR_VALUES,
} from '@varmala/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RadioGroup } from '../../../components/radio-group';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { actFor, useAddFamilyProfile } from '../api/family-api';

/** A profile is added for someone else: a son, a daughter, a brother, a sister or a relative. */
const FOR_OTHERS = PROFILE_FOR_VALUES.filter((value) => value !== 'self');

/**
 * Adds a profile the family runs, then opens its first step acting for it: its six steps are
 * filled as any profile's are.
 */
export function AddProfileForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddFamilyProfile();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AddFamilyProfileRequest>({
    resolver: zodResolver(addFamilyProfileRequestSchema),
  });
  const profileFor = register('profile_for', {
    // "My son" says the gender already: it is chosen for the family, who may still change it.
    onChange: (event: { target: { value: string } }) => {
      const gender = genderOfProfileFor(event.target.value as AddFamilyProfileRequest['profile_for']);
      if (gender && !getValues('gender')) setValue('gender', gender);
    },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const added = await add.mutateAsync(form);
      await actFor(added.user_id);
      notifySuccess(t('family.add.added'));
      navigate('/profile/register/basic');
    } catch (error) {
      applyServerFieldErrors(error, setError, { gender: 'gender', profile_for: 'profile_for' });
      notifyFailure(t('family.add.failed'), error);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('family.add.profileFor')}
        placeholder={t('common.select')}
        options={FOR_OTHERS.map((value) => ({ value, label: t(`signup.profileForOptions.${value}`) }))}
        error={errors.profile_for?.message}
        {...profileFor}
      />
      <RadioGroup
        legend={t('family.add.gender')}
        options={[
          { value: 'Female', label: t('family.add.bride') },
          { value: 'Male', label: t('family.add.groom') },
        ]}
        registration={register('gender')}
        error={errors.gender?.message}
      />
      <SubmitButton pending={isSubmitting}>{t('family.add.submit')}</SubmitButton>
    </form>
  );
}
