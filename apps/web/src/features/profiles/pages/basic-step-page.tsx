import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BasicResponse,
  basicForm,
  birthYears,
  COUNTRY_VALUES,
  castesFor,
  communitiesFor,
  DAY_VALUES,
  GENDER_VALUES,
  languagesFor,
  MONTHS,
  STATE_VALUES,
  subCastesFor,
} from '@varmala/shared';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useOptionLabel, useOptions } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { useSaveBasic } from '../api/use-save-basic';
import { FieldGroup } from '../components/field-group';
import { PublicListChoice } from '../components/public-list-choice';
import { ReviewNotice } from '../components/review-notice';
import { showSaveFailure } from '../components/save-failure';
import { StepActions } from '../components/step-actions';
import { StepPage } from '../components/step-page';
import { useGoToNextStep } from '../components/use-go-to-next-step';
import { useOperatorDesk, useProfileOwner } from '../onboarding-context';

/** Step 1 of onboarding (/profile/register/basic) and of editing (/profile/edit/basic). */
export function BasicStepPage() {
  return <StepPage step="basic">{(saved) => <BasicForm saved={saved} />}</StepPage>;
}

function BasicForm({ saved }: { saved: BasicResponse }) {
  const { t } = useTranslation();
  const { userId, domain } = useProfileOwner();
  const desk = useOperatorDesk();
  // The operator's own session has nothing to refresh when a family's profile is saved.
  const save = useSaveBasic(userId, { ownProfile: !desk });
  const goNext = useGoToNextStep('basic');
  const tamil = domain === 'tamilmala';
  const schema = useMemo(() => basicForm.schemaFor(domain), [domain]);

  // A first visit starts from what sign-up told the server (the mobile, and the name and gender
  // where the answer to 'This profile is for' gives them); nearly every member lives in India.
  const initial = basicForm.fromResponse(saved);
  if (saved.profile_id === null) initial.country ||= 'India';
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: initial });
  const language = useWatch({ control, name: 'language' });
  const community = useWatch({ control, name: 'community' });
  const country = useWatch({ control, name: 'country' });

  const month = useOptionLabel('month');
  const select = t('common.select');
  const genders = useOptions('gender', GENDER_VALUES);
  const languages = useOptions('language', languagesFor(domain));
  // In the Tamil domain the community is the caste, offered once a language is chosen.
  const communities = useOptions('community', tamil ? castesFor(language) : communitiesFor(domain));
  const subCastes = useOptions('subCaste', subCastesFor(language, community));
  const states = useOptions('state', STATE_VALUES);
  const countries = useOptions('country', COUNTRY_VALUES);

  // Asked only while the profile does not exist yet; later the Privacy & safety tab has it. Not on
  // the operator's desk: the choice is the family's, made on their own tab once they log in.
  const firstSave = saved.profile_id === null && !desk;
  const [listed, setListed] = useState(true);

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { body: basicForm.toRequest(values), publicDobListing: firstSave ? listed : undefined },
      {
        onSuccess: goNext,
        onError: (error) => showSaveFailure(error, setError, basicForm.controlOf),
      },
    ),
  );

  const surnameLabel = tamil ? t('profile.basic.subCaste') : t('profile.basic.surname');
  const waiting = saved.pending_review.map((field) =>
    field === 'surname' && tamil ? t('profile.review.fields.subCaste') : t(`profile.review.fields.${field}`),
  );
  const communityLabel = tamil ? t('profile.basic.caste') : t('profile.basic.community');

  return (
    <form className="form step-form" onSubmit={onSubmit} noValidate>
      <ReviewNotice fields={waiting} />
      <TextField
        label={t('profile.basic.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      {tamil ? (
        <>
          <SelectField
            label={t('profile.basic.communityGroup')}
            options={languages}
            placeholder={select}
            error={errors.language?.message}
            {...register('language', {
              // A caste belongs to a language and a sub-caste to a caste: a new parent clears both.
              onChange: () => {
                setValue('community', '');
                setValue('surname', '');
              },
            })}
          />
          <SelectField
            label={communityLabel}
            options={communities}
            placeholder={select}
            hint={language ? undefined : t('profile.basic.pickCommunityGroupFirst')}
            error={errors.community?.message}
            {...register('community', { onChange: () => setValue('surname', '') })}
          />
          <SelectField
            label={surnameLabel}
            options={subCastes}
            placeholder={select}
            hint={community ? undefined : t('profile.basic.pickCasteFirst')}
            error={errors.surname?.message}
            {...register('surname')}
          />
        </>
      ) : (
        <>
          <TextField
            label={surnameLabel}
            autoComplete="family-name"
            error={errors.surname?.message}
            {...register('surname')}
          />
          <SelectField
            label={communityLabel}
            options={communities}
            placeholder={select}
            error={errors.community?.message}
            {...register('community')}
          />
        </>
      )}
      <TextField
        label={t('profile.basic.gothram')}
        error={errors.gothram?.message}
        {...register('gothram')}
      />
      <SelectField
        label={t('profile.basic.gender')}
        options={genders}
        placeholder={select}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <FieldGroup legend={t('profile.basic.dateOfBirth')}>
        <SelectField
          label={t('profile.basic.year')}
          options={birthYears().map((year) => ({ value: String(year), label: String(year) }))}
          placeholder={select}
          error={errors.dobYear?.message}
          {...register('dobYear')}
        />
        <SelectField
          label={t('profile.basic.month')}
          options={MONTHS.map((m) => ({ value: String(m.value), label: month(m.value, m.label) }))}
          placeholder={select}
          error={errors.dobMonth?.message}
          {...register('dobMonth')}
        />
        <SelectField
          label={t('profile.basic.day')}
          options={DAY_VALUES.map((day) => ({ value: String(day), label: String(day) }))}
          placeholder={select}
          error={errors.dobDay?.message}
          {...register('dobDay')}
        />
      </FieldGroup>
      <MobileNumberField
        label={t('profile.basic.mobile')}
        hint={t('signup.mobileHint')}
        registration={register('mobile')}
        error={errors.mobile?.message}
      />
      <MobileNumberField
        label={t('profile.basic.alternateMobile')}
        registration={register('alternateMobile')}
        error={errors.alternateMobile?.message}
      />
      <TextField
        label={t('profile.basic.email')}
        hint={
          saved.email && !saved.email_verified
            ? t('profile.basic.emailUnverified')
            : t('profile.basic.emailHint')
        }
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextAreaField
        label={t('profile.basic.address')}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t('profile.basic.city')}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label={t('profile.basic.pincode')}
        autoComplete="postal-code"
        inputMode={country === 'India' ? 'numeric' : 'text'}
        error={errors.pincode?.message}
        {...register('pincode')}
      />
      <SelectField
        label={t('profile.basic.state')}
        options={states}
        placeholder={select}
        error={errors.state?.message}
        {...register('state')}
      />
      <SelectField
        label={t('profile.basic.country')}
        options={countries}
        placeholder={select}
        error={errors.country?.message}
        {...register('country')}
      />
      {firstSave && <PublicListChoice listed={listed} onChange={setListed} />}
      <StepActions step="basic">
        <SubmitButton pending={save.isPending}>{t('profile.saveAndContinue')}</SubmitButton>
      </StepActions>
    </form>
  );
}
