import { zodResolver } from '@hookform/resolvers/zod';
import {
  ANNUAL_INCOME_VALUES,
  EDUCATION_VALUES,
  PROFESSION_VALUES,
  type WorkResponse,
  workForm,
} from '@varmala/shared';
import { useForm } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useOptions } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { useSaveStep } from '../api/use-save-step';
import { showSaveFailure } from '../components/save-failure';
import { StepActions } from '../components/step-actions';
import { StepPage } from '../components/step-page';
import { useGoToNextStep } from '../components/use-go-to-next-step';
import { useProfileOwner } from '../onboarding-context';

export function WorkStepPage() {
  return <StepPage step="work">{(saved) => <WorkForm saved={saved} />}</StepPage>;
}

function WorkForm({ saved }: { saved: WorkResponse }) {
  const { t } = useTranslation();
  const { userId } = useProfileOwner();
  const save = useSaveStep(userId, 'work');
  const goNext = useGoToNextStep('work');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(workForm.schema), defaultValues: workForm.fromResponse(saved) });

  const select = t('common.select');
  const educations = useOptions('education', EDUCATION_VALUES);
  const professions = useOptions('profession', PROFESSION_VALUES);
  const incomes = useOptions('annualIncome', ANNUAL_INCOME_VALUES);

  const onSubmit = handleSubmit((values) =>
    save.mutate(workForm.toRequest(values), {
      onSuccess: goNext,
      onError: (error) => showSaveFailure(error, setError, workForm.SERVER_FIELDS),
    }),
  );

  return (
    <form className="form step-form" onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('profile.work.education')}
        options={educations}
        placeholder={select}
        error={errors.education?.message}
        {...register('education')}
      />
      <TextField
        label={t('profile.work.educationDesc')}
        hint={t('profile.work.educationDescHint')}
        error={errors.educationDesc?.message}
        {...register('educationDesc')}
      />
      <SelectField
        label={t('profile.work.profession')}
        options={professions}
        placeholder={select}
        error={errors.profession?.message}
        {...register('profession')}
      />
      <SelectField
        label={t('profile.work.annualIncome')}
        options={incomes}
        placeholder={select}
        error={errors.annualIncome?.message}
        {...register('annualIncome')}
      />
      <TextField
        label={t('profile.work.position')}
        autoComplete="organization-title"
        error={errors.position?.message}
        {...register('position')}
      />
      <TextField
        label={t('profile.work.workLocation')}
        error={errors.workLocation?.message}
        {...register('workLocation')}
      />
      <StepActions step="work">
        <SubmitButton pending={save.isPending}>{t('profile.saveAndContinue')}</SubmitButton>
      </StepActions>
    </form>
  );
}
