import { zodResolver } from '@hookform/resolvers/zod';
import {
  BIRTH_HOUR_VALUES,
  BIRTH_MINUTE_VALUES,
  formatBirthTime,
  type HoroscopeResponse,
  horoscopeForm,
  MERIDIEM_VALUES,
  PADHAM_VALUES,
  RAASI_VALUES,
  raasisFitting,
  STARS,
} from '@varmala/shared';
import { type ReactNode, useMemo } from 'react';
import { useController, useForm } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useHoroscopeLabels } from '../../../components/use-horoscope-labels';
import { useOptions } from '../../../components/use-option-label';
import { useStarLabels } from '../../../components/use-star-label';
import { useTranslation } from '../../../i18n/use-translation';
import { type BirthMoment, useBirthReading } from '../api/use-birth-reading';
import { useSaveStep } from '../api/use-save-step';
import { useStepValues } from '../api/use-step-values';
import { BirthPlaceField, placeText } from '../components/birth-place-field';
import { BirthReadingPanel } from '../components/birth-reading-panel';
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
  birth_place_id: 'birth_place',
  birth_star: 'birth_star',
  padham: 'padham',
  raasi: 'raasi',
  dhosam: 'dhosam',
  birth_time: 'hour',
} as const;

export function HoroscopeStepPage() {
  const { userId } = useProfileOwner();
  // The date of birth is step 1's; asked beside this step's values, not after them.
  const basic = useStepValues(userId, 'basic');
  const dateOfBirth = basic.data?.date_of_birth ?? null;
  return (
    <StepPage step="horoscope">
      {(saved) =>
        basic.isPending ? (
          <Spinner />
        ) : (
          <WithSavedReading saved={saved} dateOfBirth={dateOfBirth}>
            <HoroscopeForm saved={saved} dateOfBirth={dateOfBirth} />
          </WithSavedReading>
        )
      }
    </StepPage>
  );
}

/**
 * Where the saved date, time and place give a reading, the form is drawn once it is in (or has
 * failed), with the panel at its full height: drawn first and filled later, the panel pushed the
 * rest of the form down after every save and reload.
 */
function WithSavedReading({
  saved,
  dateOfBirth,
  children,
}: {
  saved: HoroscopeResponse;
  dateOfBirth: string | null;
  children: ReactNode;
}) {
  const { hour, minute, meridiem, birth_place_id } = horoscopeForm.fromResponse(saved);
  const moment = useMemo(
    () => birthMoment(birthMomentKey(dateOfBirth, [hour, minute, meridiem, birth_place_id])),
    [dateOfBirth, hour, minute, meridiem, birth_place_id],
  );
  // The same query the panel asks, so the panel finds it answered.
  const reading = useBirthReading(moment);
  return moment && reading.isPending ? <Spinner /> : children;
}

/** The raasis the form offers: those the star and padham chosen can be in, or all twelve before a star. */
function fittingRaasis(star: string, padham: string): readonly string[] {
  return star ? raasisFitting(star, padham ? Number(padham) : null) : RAASI_VALUES;
}

/** Date, time and a place from the list as one text ('' until all three are there), a stable key. */
function birthMomentKey(
  dateOfBirth: string | null | undefined,
  [hour, minute, meridiem, placeId]: readonly string[],
): string {
  if (!dateOfBirth || !hour || !minute || !placeId || (meridiem !== 'AM' && meridiem !== 'PM')) return '';
  return [dateOfBirth, formatBirthTime({ hour, minute, meridiem }), placeId].join('|');
}

function birthMoment(key: string): BirthMoment | null {
  if (!key) return null;
  const [date_of_birth = '', birth_time = '', placeId] = key.split('|');
  return { date_of_birth, birth_time, place_id: Number(placeId) };
}

/** A raasi saved before the server refused ones that disagree with the star and padham, if this is one. */
function disagreeingRaasi(saved: HoroscopeResponse): string | null {
  const { birth_star, padham, raasi } = saved;
  if (!birth_star || !raasi) return null;
  return raasisFitting(birth_star, padham).some((fitting) => fitting === raasi) ? null : raasi;
}

function HoroscopeForm({ saved, dateOfBirth }: { saved: HoroscopeResponse; dateOfBirth: string | null }) {
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
  // The place's text and the id of the place picked go together: typing drops the id.
  const { field: placeField } = useController({ control, name: 'birth_place' });
  const { field: placeIdField } = useController({ control, name: 'birth_place_id' });
  const momentKey = birthMomentKey(dateOfBirth, watch(['hour', 'minute', 'meridiem', 'birth_place_id']));
  const moment = useMemo(() => birthMoment(momentKey), [momentKey]);
  const [birth_star, padham, raasi] = watch(['birth_star', 'padham', 'raasi']);

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
      <BirthPlaceField
        label={t('profile.horoscope.placeBirth')}
        error={errors.birth_place?.message ?? errors.birth_place_id?.message}
        name={placeField.name}
        inputRef={placeField.ref}
        text={placeField.value}
        onType={(text) => {
          placeField.onChange(text);
          placeIdField.onChange('');
        }}
        onPick={(place) => {
          placeField.onChange(placeText(place));
          placeIdField.onChange(String(place.place_id));
        }}
        onBlur={placeField.onBlur}
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
      <BirthReadingPanel
        domain={domain}
        moment={moment}
        typed={{ birth_star, padham, raasi }}
        onUseDosham={(text) => setValue('dhosam', text, { shouldDirty: true, shouldValidate: isSubmitted })}
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
