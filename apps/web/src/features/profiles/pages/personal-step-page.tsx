import { zodResolver } from '@hookform/resolvers/zod';
import {
  BODY_TYPE_VALUES,
  COMPLEXION_VALUES,
  digitsOnly,
  FOOD_HABIT_VALUES,
  HEIGHTS,
  MARITAL_STATUS_VALUES,
  type PersonalResponse,
  PHYSICAL_STATUS_VALUES,
  personalForm,
} from '@varmala/shared';
import { useForm } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useHeightLabel, useOptions } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { useSaveStep } from '../api/use-save-step';
import { showSaveFailure } from '../components/save-failure';
import { StepActions } from '../components/step-actions';
import { StepPage } from '../components/step-page';
import { useGoToNextStep } from '../components/use-go-to-next-step';
import { useProfileOwner } from '../onboarding-context';

export function PersonalStepPage() {
  return <StepPage step="personal">{(saved) => <PersonalForm saved={saved} />}</StepPage>;
}

function PersonalForm({ saved }: { saved: PersonalResponse }) {
  const { t } = useTranslation();
  const { userId, gender } = useProfileOwner();
  const save = useSaveStep(userId, 'personal');
  const goNext = useGoToNextStep('personal');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(personalForm.schema),
    defaultValues: personalForm.fromResponse(saved),
  });
  const weight = register('weight');

  const select = t('common.select');
  const heightLabel = useHeightLabel();
  const heights = HEIGHTS.map((height) => ({
    value: String(height.cm),
    label: t('profile.personal.heightOption', { height: heightLabel(height.label), cm: height.cm }),
  }));
  const complexions = useOptions('complexion', COMPLEXION_VALUES, gender);
  const bodyTypes = useOptions('bodyType', BODY_TYPE_VALUES, gender);
  const physicalStatuses = useOptions('physicalStatus', PHYSICAL_STATUS_VALUES);
  const maritalStatuses = useOptions('maritalStatus', MARITAL_STATUS_VALUES, gender);
  const foodHabits = useOptions('foodHabits', FOOD_HABIT_VALUES);

  const onSubmit = handleSubmit((values) =>
    save.mutate(personalForm.toRequest(values), {
      onSuccess: goNext,
      onError: (error) => showSaveFailure(error, setError, personalForm.SERVER_FIELDS),
    }),
  );

  return (
    <form className="form step-form" onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('profile.personal.height')}
        options={heights}
        placeholder={select}
        error={errors.height?.message}
        {...register('height')}
      />
      <TextField
        label={t('profile.personal.weight')}
        inputMode="numeric"
        maxLength={3}
        error={errors.weight?.message}
        {...weight}
        onChange={(event) => {
          event.target.value = digitsOnly(event.target.value);
          return weight.onChange(event);
        }}
      />
      <SelectField
        label={t('profile.personal.complexion')}
        options={complexions}
        placeholder={select}
        error={errors.complexion?.message}
        {...register('complexion')}
      />
      <SelectField
        label={t('profile.personal.bodyType')}
        options={bodyTypes}
        placeholder={select}
        error={errors.bodyType?.message}
        {...register('bodyType')}
      />
      <SelectField
        label={t('profile.personal.physicalStatus')}
        options={physicalStatuses}
        placeholder={select}
        error={errors.physicalStatus?.message}
        {...register('physicalStatus')}
      />
      <SelectField
        label={t('profile.personal.maritalStatus')}
        options={maritalStatuses}
        placeholder={select}
        error={errors.maritalStatus?.message}
        {...register('maritalStatus')}
      />
      <SelectField
        label={t('profile.personal.foodHabits')}
        options={foodHabits}
        placeholder={select}
        error={errors.foodHabits?.message}
        {...register('foodHabits')}
      />
      <TextAreaField
        label={t('profile.personal.about')}
        hint={t('profile.personal.aboutHint')}
        error={errors.about?.message}
        {...register('about')}
      />
      <TextAreaField
        label={t('profile.personal.expectation')}
        error={errors.expectation?.message}
        {...register('expectation')}
      />
      <StepActions step="personal">
        <SubmitButton pending={save.isPending}>{t('profile.personal.submit')}</SubmitButton>
      </StepActions>
    </form>
  );
}
