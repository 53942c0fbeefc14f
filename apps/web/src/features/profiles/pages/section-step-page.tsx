import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Control,
  digitsOnly,
  type FieldDeclaration,
  familySection,
  type Gender,
  HEIGHTS,
  personalSection,
  workSection,
} from '@varmala/shared';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../components/use-format';
import { optionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { useSaveStep } from '../api/use-save-step';
import { FieldGroup } from '../components/field-group';
import { showSaveFailure } from '../components/save-failure';
import { StepActions } from '../components/step-actions';
import { StepPage } from '../components/step-page';
import { useGoToNextStep } from '../components/use-go-to-next-step';
import { useProfileOwner } from '../onboarding-context';

/** The steps whose pages are their sections' fields in order, nothing more. */
const SECTIONS = { personal: personalSection, work: workSection, family: familySection } as const;
type SectionStep = keyof typeof SECTIONS;

const SUBMIT_LABELS: Record<SectionStep, string> = {
  personal: 'profile.personal.submit',
  work: 'profile.saveAndContinue',
  family: 'profile.saveAndContinue',
};

export const PersonalStepPage = () => <SectionStepPage step="personal" />;
export const WorkStepPage = () => <SectionStepPage step="work" />;
export const FamilyStepPage = () => <SectionStepPage step="family" />;

function SectionStepPage({ step }: { step: SectionStep }) {
  return <StepPage step={step}>{(saved) => <SectionForm step={step} saved={saved} />}</StepPage>;
}

type AnyForm = Record<string, string>;

/** A catalogue key a section declares (the catalogue test finds each in every language). */
const declared = (key: string) => key as ParseKeys;

function SectionForm({ step, saved }: { step: SectionStep; saved: unknown }) {
  const { t } = useTranslation();
  const { userId } = useProfileOwner();
  // One form for three sections: their controls are all text, named as the API names them.
  const section = SECTIONS[step] as unknown as typeof familySection;
  const save = useSaveStep(userId, step);
  const goNext = useGoToNextStep(step);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AnyForm>({
    // The form holds text by name (AnyForm); each section's own types stop at these three calls.
    resolver: zodResolver(section.form) as never,
    defaultValues: section.fromResponse(saved as never),
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(section.toRequest(values as never) as never, {
      onSuccess: goNext,
      onError: (error) =>
        showSaveFailure(error, setError, (field) =>
          section.names.some((name) => name === field) ? field : undefined,
        ),
    }),
  );

  // Neighbours declared in one group (sisters and how many of them married) share a legend.
  const rows: { group?: string; names: string[] }[] = [];
  for (const name of section.names) {
    const group = (section.fields[name] as FieldDeclaration).group;
    const last = rows.at(-1);
    if (group && last?.group === group) last.names.push(name);
    else rows.push({ group, names: [name] });
  }
  const field = (name: string) => (
    <SectionField
      key={name}
      name={name}
      field={section.fields[name as keyof typeof section.fields] as FieldDeclaration}
      register={register}
      errors={errors}
    />
  );

  return (
    <form className="form step-form" onSubmit={onSubmit} noValidate>
      {rows.map(
        (row): ReactNode =>
          row.group ? (
            <FieldGroup key={row.group} legend={t(declared(row.group))} pairs>
              {row.names.map(field)}
            </FieldGroup>
          ) : (
            field(row.names[0] as string)
          ),
      )}
      <StepActions step={step}>
        <SubmitButton pending={save.isPending}>{t(declared(SUBMIT_LABELS[step]))}</SubmitButton>
      </StepActions>
    </form>
  );
}

interface SectionFieldProps {
  name: string;
  field: FieldDeclaration;
  register: UseFormRegister<AnyForm>;
  errors: FieldErrors<AnyForm>;
}

/** One declared field drawn as its kind of control. */
function SectionField({ name, field, register, errors }: SectionFieldProps) {
  const { t, i18n } = useTranslation();
  const { gender } = useProfileOwner();
  const format = useFormat();
  const control: Control = field.control;
  const common = { label: t(declared(field.label)), error: errors[name]?.message };
  const hint = 'hint' in control && control.hint ? t(declared(control.hint)) : undefined;
  const select = t('common.select');

  switch (control.kind) {
    case 'text':
      return <TextField {...common} hint={hint} autoComplete={control.autoComplete} {...register(name)} />;
    case 'textarea':
      return <TextAreaField {...common} hint={hint} {...register(name)} />;
    case 'digits': {
      const registered = register(name);
      return (
        <TextField
          {...common}
          inputMode="numeric"
          maxLength={control.maxLength}
          {...registered}
          onChange={(event) => {
            event.target.value = digitsOnly(event.target.value);
            return registered.onChange(event);
          }}
        />
      );
    }
    default:
      return (
        <SelectField {...common} options={optionsOf(control)} placeholder={select} {...register(name)} />
      );
  }

  function optionsOf(choices: Control): { value: string; label: string }[] {
    switch (choices.kind) {
      case 'yes-no':
        return [
          { value: 'true', label: t('common.yes') },
          { value: 'false', label: t('common.no') },
        ];
      case 'height':
        return HEIGHTS.map((height) => ({
          value: String(height.cm),
          label: format.height(height.cm, { withCm: true }) ?? height.label,
        }));
      case 'count':
        return choices.values.map((count) => ({ value: String(count), label: String(count) }));
      case 'choice': {
        const labelGender: Gender | null = choices.gendered ? gender : null;
        return choices.values.map((value) => ({
          value: String(value),
          label: optionLabel(i18n, choices.labels, value, labelGender) ?? String(value),
        }));
      }
      default:
        return [];
    }
  }
}
