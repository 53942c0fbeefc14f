import {
  ACTIVE_WITHIN_DAYS,
  AGE_FILTER_VALUES,
  ANNUAL_INCOME_VALUES,
  communitiesFor,
  EDUCATION_VALUES,
  MARITAL_STATUS_VALUES,
  MAX_FILTER_AGE,
  MIN_FILTER_AGE,
  type SearchFilters,
  STAR_VALUES,
  stateFilterOptions,
} from '@varmala/shared';
import { type FormEvent, type Ref, useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useOptions } from '../../../components/use-option-label';
import { useStarLabels } from '../../../components/use-star-label';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import type { ChoiceFilter } from '../search-filters';
import { useSoughtGender } from '../sought-gender';
import { ChoiceGroup } from './choice-group';
import { FlagFilter } from './flag-filter';

interface SearchFilterPanelProps {
  id: string;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  onReset: () => void;
  /** Phones: the panel shows only when opened, and closes to show the results. */
  open: boolean;
  onClose: () => void;
  onEscape: () => void;
  count: number | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The filters of the search. Every change applies at once and starts the results again at page 1. */
export function SearchFilterPanel(props: SearchFilterPanelProps) {
  const { id, filters, onChange, onReset, open, onClose, onEscape, count, headingRef } = props;
  const { t } = useTranslation();
  const { claims } = useSession();
  const soughtGender = useSoughtGender();
  const domain = claims?.domain ?? 'varmala';
  const starNames = useStarLabels(domain);
  const isAdmin = claims?.role === 'ADMIN';
  const [name, setName] = useState(filters.name ?? '');

  const choices: { key: ChoiceFilter; label: string; options: { value: string; label: string }[] }[] = [
    {
      key: 'community',
      label: domain === 'tamilmala' ? t('profile.basic.caste') : t('profile.basic.community'),
      options: useOptions('community', communitiesFor(domain)),
    },
    // The states offered depend on the member's own state (spec section 9).
    {
      key: 'state',
      label: t('profile.basic.state'),
      options: useOptions('state', stateFilterOptions(claims?.state)),
    },
    {
      key: 'education',
      label: t('profile.work.education'),
      options: useOptions('education', EDUCATION_VALUES),
    },
    {
      key: 'annual_income',
      label: t('profile.work.annualIncome'),
      options: useOptions('annualIncome', ANNUAL_INCOME_VALUES),
    },
    {
      key: 'martial_status',
      label: t('profile.personal.maritalStatus'),
      // A groom's filter offers a bride's words; the operator, who sees both, the words for both.
      options: useOptions('maritalStatus', MARITAL_STATUS_VALUES, soughtGender),
    },
    {
      key: 'birth_star',
      label: t('profile.horoscope.birthStar'),
      options: STAR_VALUES.map((star) => ({ value: star, label: starNames.star(star) })),
    },
  ];

  const fromAge = filters.from_age ?? MIN_FILTER_AGE;
  const toAge = filters.to_age ?? MAX_FILTER_AGE;
  // Each bound offers only what keeps the range the right way round.
  const ages = (keep: (age: number) => boolean) =>
    AGE_FILTER_VALUES.filter(keep).map((age) => ({ value: String(age), label: String(age) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isAdmin) onChange({ ...filters, name: name.trim() || undefined });
  };

  return (
    <search
      id={id}
      className={open ? 'search-filters search-filters--open' : 'search-filters'}
      aria-labelledby={`${id}-heading`}
    >
      <form
        className="form"
        onSubmit={onSubmit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onEscape();
        }}
        noValidate
      >
        <h2 className="search-filters__title" id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {t('search.filter')}
        </h2>
        <p className="field__hint">{t('search.filterHint')}</p>
        <fieldset className="field-group">
          <legend className="field-group__legend">{t('search.age')}</legend>
          <div className="field-group__row">
            <SelectField
              label={t('search.ageFrom')}
              options={ages((age) => age <= toAge)}
              value={String(fromAge)}
              onChange={(event) => onChange({ ...filters, from_age: Number(event.target.value) })}
            />
            <SelectField
              label={t('search.ageTo')}
              options={ages((age) => age >= fromAge)}
              value={String(toAge)}
              onChange={(event) => onChange({ ...filters, to_age: Number(event.target.value) })}
            />
          </div>
        </fieldset>
        {choices
          .filter((choice) => choice.options.length > 0)
          .map((choice) => (
            <ChoiceGroup
              key={choice.key}
              label={choice.label}
              options={choice.options}
              chosen={filters[choice.key]}
              onChange={(chosen) => onChange({ ...filters, [choice.key]: chosen })}
            />
          ))}
        <label className="choice">
          <input
            className="choice__box"
            type="checkbox"
            checked={filters.shortlist ?? false}
            onChange={(event) => onChange({ ...filters, shortlist: event.target.checked || undefined })}
          />
          {t('search.shortlistOnly')}
        </label>
        {/* An operator has no horoscope to match. */}
        {!isAdmin && (
          <FlagFilter
            name="horoscope_match"
            label={t('horoscope.filter.label')}
            hint={t('horoscope.filter.hint')}
            filters={filters}
            onChange={onChange}
          />
        )}
        <FlagFilter
          name="verified_only"
          label={t('search.verifiedOnly')}
          hint={t('search.verifiedOnlyHint')}
          filters={filters}
          onChange={onChange}
        />
        <SelectField
          label={t('search.activeWithin')}
          name="active_within_days"
          placeholder={t('search.activeAny')}
          options={ACTIVE_WITHIN_DAYS.map((days) => ({
            value: String(days),
            label: t('search.activeDays', { count: days }),
          }))}
          value={filters.active_within_days ? String(filters.active_within_days) : ''}
          onChange={(event) => {
            const days = Number(event.target.value);
            onChange({ ...filters, active_within_days: days === 7 || days === 30 ? days : undefined });
          }}
        />
        {isAdmin && (
          <div className="search-filters__name">
            <TextField
              label={t('search.name')}
              type="search"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <button className="button" type="submit">
              {t('search.nameSearch')}
            </button>
          </div>
        )}
        <div className="search-filters__actions">
          <button
            className="button"
            type="button"
            onClick={() => {
              setName('');
              onReset();
            }}
          >
            {t('search.reset')}
          </button>
          <button className="button button--primary search-filters__close" type="button" onClick={onClose}>
            {count === undefined ? t('search.showProfiles') : t('search.showResults', { count })}
          </button>
        </div>
      </form>
    </search>
  );
}
