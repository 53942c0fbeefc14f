import { zodResolver } from '@hookform/resolvers/zod';
import {
  BIRTH_HOUR_VALUES,
  BIRTH_MINUTE_VALUES,
  type HoroscopeResponse,
  horoscopeForm,
  MERIDIEM_VALUES,
  PADHAM_VALUES,
  RAASI_VALUES,
  raasisFitting,
  STARS,
} from '@varmala/shared';
import { useController, useForm } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useHoroscopeLabels } from '../../../components/use-horoscope-labels';
import { useOptions } from '../../../components/use-option-label';
import { useStarLabels } from '../../../components/use-star-label';
import { useTranslation } from '../../../i18n/use-translation';
import { useSaveStep } from '../api/use-save-step';
import { FieldGroup } from '../components/field-group';
import { HoroscopeFiles } from '../components/horoscope-files';
import { showSaveFailure } from '../components/save-failure';
import { StepActions } from '../components/step-actions';
import { StepPage } from '../components/step-page';
import { useGoToNextStep } from '../components/use-go-to-next-step';
import { useProfileOwner } from '../onboarding-context';

// The server's messages land on the controls of the same names; its birth time's on the hour.
const HOROSCOPE_CONTROLS = {
  birth_place: 'birth_place',
  birth_star: 'birth_star',
  padham: 'padham',
  raasi: 'raasi',
  dhosam: 'dhosam',
  birth_time: 'hour',
} as const;

export function HoroscopeStepPage() {
  return <StepPage step="horoscope">{(saved) => <HoroscopeForm saved={saved} />}</StepPage>;
}

/** The raasis the form offers: those the star and padham chosen can be in, or all twelve before a star. */
function fittingRaasis(star: string, padham: string): readonly string[] {
  return star ? raasisFitting(star, padham ? Number(padham) : null) : RAASI_VALUES;
}

/** A raasi saved before the server refused ones that disagree with the star and padham, if this is one. */
function disagreeingRaasi(saved: HoroscopeResponse): string | null {
  const { birth_star, padham, raasi } = saved;
  if (!birth_star || !raasi) return null;
  return raasisFitting(birth_star, padham).includes(raasi as never) ? null : raasi;
}

function HoroscopeForm({ saved }: { saved: HoroscopeResponse }) {
  const { t } = useTranslation();
  const { userId, domain } = useProfileOwner();
  const save = useSaveStep(userId, 'horoscope');
  const goNext = useGoToNextStep('horoscope');
  const savedRaasi = disagreeingRaasi(saved);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm({
    resolver: zodResolver(horoscopeForm.schema),
    // A saved raasi the star and padham are not in is not offered: the member chooses again.
    defaultValues: { ...horoscopeForm.fromResponse(saved), ...(savedRaasi ? { raasi: '' } : {}) },
  });
  // Controlled, so the choice shown is always one of the raasis offered.
  const { field: raasiField } = useController({ control, name: 'raasi' });

  const select = t('common.select');
  const label = useStarLabels(domain);
  const words = useHoroscopeLabels(domain);
  const stars = STARS.map((star) => ({ value: star.value, label: label.star(star.value) }));
  const raasis = fittingRaasis(...watch(['birth_star', 'padham'])).map((raasi) => ({
    value: raasi,
    label: label.raasi(raasi),
  }));
  const padhams = PADHAM_VALUES.map((padham) => ({ value: String(padham), label: String(padham) }));
  const hours = BIRTH_HOUR_VALUES.map((hour) => ({ value: hour, label: hour }));
  const minutes = BIRTH_MINUTE_VALUES.map((minute) => ({ value: minute, label: minute }));
  const meridiems = useOptions('meridiem', MERIDIEM_VALUES);

  // Star and padham fix the raasi (or leave two): keep a raasi that still fits, fill in the only one.
  const fitRaasi = () => {
    const { birth_star, padham, raasi } = getValues();
    const fitting = fittingRaasis(birth_star, padham);
    if (raasi && fitting.includes(raasi)) return;
    const only = fitting.length === 1 ? fitting[0] : undefined;
    setValue('raasi', only ?? '', { shouldValidate: isSubmitted });
  };

  const onSubmit = handleSubmit((values) =>
    save.mutate(horoscopeForm.toRequest(values), {
      onSuccess: goNext,
      onError: (error) =>
        showSaveFailure(
          error,
          setError,
          (field) => HOROSCOPE_CONTROLS[field as keyof typeof HOROSCOPE_CONTROLS],
        ),
    }),
  );

  return (
    <form className="form step-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('profile.horoscope.placeBirth')}
        error={errors.birth_place?.message}
        {...register('birth_place')}
      />
      <FieldGroup legend={t('profile.horoscope.timeOfBirth')}>
        <SelectField
          label={t('profile.horoscope.hour')}
          options={hours}
          placeholder={select}
          error={errors.hour?.message}
          {...register('hour')}
        />
        <SelectField
          label={t('profile.horoscope.minute')}
          options={minutes}
          placeholder={select}
          error={errors.minute?.message}
          {...register('minute')}
        />
        <SelectField
          label={t('profile.horoscope.meridiem')}
          options={meridiems}
          placeholder={select}
          error={errors.meridiem?.message}
          {...register('meridiem')}
        />
      </FieldGroup>
      <SelectField
        label={t('profile.horoscope.birthStar')}
        options={stars}
        placeholder={select}
        error={errors.birth_star?.message}
        {...register('birth_star', { onChange: fitRaasi })}
      />
      <SelectField
        label={words.padham}
        options={padhams}
        placeholder={select}
        error={errors.padham?.message}
        {...register('padham', { onChange: fitRaasi })}
      />
      <SelectField
        label={words.raasi}
        options={raasis}
        placeholder={select}
        error={errors.raasi?.message}
        hint={
          savedRaasi && !raasiField.value
            ? t(saved.padham ? 'horoscope.form.savedRaasiDisagrees' : 'horoscope.form.savedRaasiNotOfStar', {
                raasi: label.raasi(savedRaasi),
              })
            : undefined
        }
        {...raasiField}
      />
      <TextField
        label={words.dhosam}
        hint={t('profile.horoscope.dhosamHint')}
        error={errors.dhosam?.message}
        {...register('dhosam')}
      />
      {/* The files go with the form: a parent uploading the chart finds it before the last button. */}
      <HoroscopeFiles />
      <StepActions step="horoscope">
        <SubmitButton pending={save.isPending}>{t('profile.horoscope.submit')}</SubmitButton>
      </StepActions>
    </form>
  );
}
