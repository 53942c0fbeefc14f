import '../preferences.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AGE_FILTER_VALUES,
  communitiesFor,
  EDUCATION_VALUES,
  type Gender,
  MARITAL_STATUS_VALUES,
  type Preferences,
  type PreferencesRequest,
  preferencesRequestSchema,
  STATE_VALUES,
} from '@varmala/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { useOptions } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { interestApi, interestKeys } from '../api/interests-api';

type ListPart = 'community' | 'state' | 'education' | 'marital_status';

/**
 * The edit tab "My preferences": the ages, communities, states, education and marital status a
 * family looks for, and whether the horoscope must match. They choose the new matches on the
 * member's home; search still shows everyone the member may see.
 */
export default function PreferencesPage() {
  const { t } = useTranslation();
  const saved = useQuery({
    queryKey: interestKeys.preferences,
    queryFn: ({ signal }) => interestApi.preferences(signal),
    staleTime: 0,
  });
  return (
    <Page title={t('profile.preferences.title')}>
      <div className="preferences">
        <p className="preferences__intro">{t('profile.preferences.intro')}</p>
        <p className="preferences__intro">{t('profile.preferences.searchUnchanged')}</p>
        {saved.isPending ? (
          <Spinner />
        ) : saved.isError ? (
          <Alert tone="warning">
            <p>{t('profile.preferences.loadFailed')}</p>
            <button className="button button--small" type="button" onClick={() => void saved.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : (
          <PreferencesForm saved={saved.data} />
        )}
      </div>
    </Page>
  );
}

function PreferencesForm({ saved }: { saved: Preferences }) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const queryClient = useQueryClient();
  const domain = claims?.domain ?? 'varmala';
  // A groom looks for a bride: the marital statuses are offered in the words for the other gender.
  const sought: Gender | null =
    claims?.gender === 'Male' ? 'Female' : claims?.gender === 'Female' ? 'Male' : null;
  // The form starts from what was saved and is then the member's: what the server answers a save
  // comes back into it there, and nothing else overwrites a choice being made.
  const [values, setValues] = useState<Preferences>(saved);
  const [ageError, setAgeError] = useState<string | undefined>();

  const lists: { key: ListPart; label: string; options: { value: string; label: string }[] }[] = [
    {
      key: 'community',
      label: domain === 'tamilmala' ? t('profile.basic.caste') : t('profile.basic.community'),
      options: useOptions('community', communitiesFor(domain)),
    },
    { key: 'state', label: t('profile.basic.state'), options: useOptions('state', STATE_VALUES) },
    {
      key: 'education',
      label: t('profile.work.education'),
      options: useOptions('education', EDUCATION_VALUES),
    },
    {
      key: 'marital_status',
      label: t('profile.personal.maritalStatus'),
      options: useOptions('maritalStatus', MARITAL_STATUS_VALUES, sought),
    },
  ];
  const ages = AGE_FILTER_VALUES.map((age) => ({ value: String(age), label: String(age) }));

  const save = useMutation({
    mutationFn: (body: PreferencesRequest) => interestApi.savePreferences(body),
    onSuccess: (now) => {
      queryClient.setQueryData(interestKeys.preferences, now);
      setValues(now);
      void queryClient.invalidateQueries({ queryKey: interestKeys.home });
      notifySuccess(t('profile.preferences.saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.to_age)
        setAgeError(t('profile.preferences.agesReversed'));
      notifyFailure(t('profile.preferences.failed'), error);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    // Checked as the server checks it: the ages the right way round, every choice one it knows.
    const checked = preferencesRequestSchema.safeParse(values);
    if (!checked.success) {
      setAgeError(t('profile.preferences.agesReversed'));
      return;
    }
    setAgeError(undefined);
    save.mutate(checked.data);
  };
  const age = (value: string) => (value === '' ? null : Number(value));

  return (
    <form className="preferences__form" onSubmit={onSubmit} noValidate>
      <fieldset className="preferences__ages">
        <legend className="field__label">{t('profile.preferences.age')}</legend>
        <SelectField
          label={t('profile.preferences.fromAge')}
          placeholder={t('profile.preferences.any')}
          options={ages}
          value={values.from_age === null ? '' : String(values.from_age)}
          onChange={(event) => setValues({ ...values, from_age: age(event.currentTarget.value) })}
        />
        <SelectField
          label={t('profile.preferences.toAge')}
          placeholder={t('profile.preferences.any')}
          options={ages}
          value={values.to_age === null ? '' : String(values.to_age)}
          error={ageError}
          onChange={(event) => setValues({ ...values, to_age: age(event.currentTarget.value) })}
        />
      </fieldset>
      {lists.map((list) => {
        const chosen = values[list.key];
        return (
          <details className="preferences__group" key={list.key} open={chosen.length > 0 || undefined}>
            <summary className="preferences__summary">
              <span>{list.label}</span>
              <span className="preferences__count">
                {chosen.length > 0
                  ? t('profile.preferences.chosen', { count: chosen.length })
                  : t('profile.preferences.any')}
              </span>
            </summary>
            <fieldset className="preferences__options">
              <legend className="visually-hidden">{list.label}</legend>
              {list.options.map((option) => (
                <label className="choice" key={option.value}>
                  <input
                    className="choice__box"
                    type="checkbox"
                    value={option.value}
                    checked={chosen.includes(option.value)}
                    onChange={(event) =>
                      setValues({
                        ...values,
                        [list.key]: event.currentTarget.checked
                          ? [...chosen, option.value]
                          : chosen.filter((item) => item !== option.value),
                      })
                    }
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          </details>
        );
      })}
      <label className="choice preferences__horoscope">
        <input
          className="choice__box"
          type="checkbox"
          checked={values.horoscope_match}
          onChange={(event) => setValues({ ...values, horoscope_match: event.currentTarget.checked })}
        />
        {t('profile.preferences.horoscopeMatch')}
      </label>
      <button
        className="button button--primary"
        type="submit"
        aria-busy={save.isPending}
        disabled={save.isPending}
      >
        {save.isPending ? t('profile.preferences.saving') : t('profile.preferences.save')}
      </button>
    </form>
  );
}
