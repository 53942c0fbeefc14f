import { zodResolver } from '@hookform/resolvers/zod';
import { FAMILY_STATUS_VALUES, type FamilyResponse, familyForm, SIBLING_COUNT_VALUES } from '@varmala/shared';
import { useForm } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useOptions } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { useSaveStep } from '../api/use-save-step';
import { FieldGroup } from '../components/field-group';
import { showSaveFailure } from '../components/save-failure';
import { StepActions } from '../components/step-actions';
import { StepPage } from '../components/step-page';
import { useGoToNextStep } from '../components/use-go-to-next-step';
import { useProfileOwner } from '../onboarding-context';

export function FamilyStepPage() {
  return <StepPage step="family">{(saved) => <FamilyForm saved={saved} />}</StepPage>;
}

function FamilyForm({ saved }: { saved: FamilyResponse }) {
  const { t } = useTranslation();
  const { userId } = useProfileOwner();
  const save = useSaveStep(userId, 'family');
  const goNext = useGoToNextStep('family');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(familyForm.schema), defaultValues: familyForm.fromResponse(saved) });

  const select = t('common.select');
  const alive = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];
  const counts = SIBLING_COUNT_VALUES.map((count) => ({ value: String(count), label: String(count) }));
  const familyStatuses = useOptions('familyStatus', FAMILY_STATUS_VALUES);

  const onSubmit = handleSubmit((values) =>
    save.mutate(familyForm.toRequest(values), {
      onSuccess: goNext,
      onError: (error) => showSaveFailure(error, setError, familyForm.SERVER_FIELDS),
    }),
  );

  return (
    <form className="form step-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('profile.family.fatherName')}
        error={errors.fatherName?.message}
        {...register('fatherName')}
      />
      <SelectField
        label={t('profile.family.fatherAlive')}
        options={alive}
        placeholder={select}
        error={errors.fatherAlive?.message}
        {...register('fatherAlive')}
      />
      <TextField
        label={t('profile.family.fatherOccupation')}
        error={errors.fatherOccupation?.message}
        {...register('fatherOccupation')}
      />
      <TextField
        label={t('profile.family.motherName')}
        error={errors.motherName?.message}
        {...register('motherName')}
      />
      <SelectField
        label={t('profile.family.motherAlive')}
        options={alive}
        placeholder={select}
        error={errors.motherAlive?.message}
        {...register('motherAlive')}
      />
      <TextField
        label={t('profile.family.motherOccupation')}
        error={errors.motherOccupation?.message}
        {...register('motherOccupation')}
      />
      <FieldGroup legend={t('profile.family.siblings')} pairs>
        <SelectField
          label={t('profile.family.sisters')}
          options={counts}
          placeholder={select}
          error={errors.sisters?.message}
          {...register('sisters')}
        />
        <SelectField
          label={t('profile.family.sistersMarried')}
          options={counts}
          placeholder={select}
          error={errors.sistersMarried?.message}
          {...register('sistersMarried')}
        />
        <SelectField
          label={t('profile.family.brothers')}
          options={counts}
          placeholder={select}
          error={errors.brothers?.message}
          {...register('brothers')}
        />
        <SelectField
          label={t('profile.family.brothersMarried')}
          options={counts}
          placeholder={select}
          error={errors.brothersMarried?.message}
          {...register('brothersMarried')}
        />
      </FieldGroup>
      <SelectField
        label={t('profile.family.familyStatus')}
        options={familyStatuses}
        placeholder={select}
        error={errors.familyStatus?.message}
        {...register('familyStatus')}
      />
      <TextAreaField
        label={t('profile.family.propertyDetails')}
        error={errors.propertyDetails?.message}
        {...register('propertyDetails')}
      />
      <TextAreaField
        label={t('profile.family.aboutFamily')}
        error={errors.aboutFamily?.message}
        {...register('aboutFamily')}
      />
      <StepActions step="family">
        <SubmitButton pending={save.isPending}>{t('profile.saveAndContinue')}</SubmitButton>
      </StepActions>
    </form>
  );
}
