import {
  ADMIN_NAME_FILTER_MAX,
  birthYears,
  DAY_VALUES,
  DOMAINS,
  type Domain,
  MONTHS,
  PROFILE_STATUSES,
} from '@varmala/shared';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useOptionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { EMPTY_FILTERS, type FilterForm } from '../profile-filters';

interface ProfileFilterFormProps {
  /** The filters of the list on screen; the form starts from them. */
  applied: FilterForm;
  onSearch: (filters: FilterForm) => void;
  onReset: () => void;
}

export function ProfileFilterForm({ applied, onSearch, onReset }: ProfileFilterFormProps) {
  const { t } = useTranslation();
  const monthLabel = useOptionLabel('month');
  const [form, setForm] = useState<FilterForm>(applied);

  const statusLabel = useOptionLabel('profileStatus');

  const set =
    (key: Exclude<keyof FilterForm, 'pending' | 'waiting' | 'status'>) =>
    (event: { target: { value: string } }): void =>
      setForm((current) => ({ ...current, [key]: event.target.value }));

  const toggleStatus = (code: number, chosen: boolean) =>
    setForm((current) => ({
      ...current,
      status: PROFILE_STATUSES.map((status) => status.code).filter((each) =>
        each === code ? chosen : current.status.includes(each),
      ),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(form);
  };

  return (
    <form
      className="admin-filters"
      aria-label={t('admin.search.filtersLabel')}
      onSubmit={submit}
      onReset={(event) => {
        event.preventDefault();
        setForm(EMPTY_FILTERS);
        onReset();
      }}
      noValidate
    >
      <TextField
        label={t('admin.search.mid')}
        hint={t('admin.search.midHint')}
        value={form.mid}
        onChange={set('mid')}
        maxLength={20}
        autoComplete="off"
        spellCheck={false}
      />
      <fieldset className="field-group admin-filters__date">
        <legend className="field-group__legend">{t('admin.search.dateOfBirth')}</legend>
        <p className="field__hint">{t('admin.search.dateOfBirthHint')}</p>
        <div className="field-group__row">
          <SelectField
            label={t('admin.search.year')}
            options={birthYears().map((year) => ({ value: String(year), label: String(year) }))}
            placeholder={t('common.select')}
            value={form.year}
            onChange={set('year')}
          />
          <SelectField
            label={t('admin.search.month')}
            options={MONTHS.map((m) => ({ value: String(m.value), label: monthLabel(m.value, m.label) }))}
            placeholder={t('common.select')}
            value={form.month}
            onChange={set('month')}
          />
          <SelectField
            label={t('admin.search.day')}
            options={DAY_VALUES.map((day) => ({ value: String(day), label: String(day) }))}
            placeholder={t('common.select')}
            value={form.day}
            onChange={set('day')}
          />
        </div>
      </fieldset>
      <SelectField
        label={t('admin.search.domain')}
        options={DOMAINS.map((domain: Domain) => ({ value: domain, label: t(`domains.${domain}`) }))}
        placeholder={t('admin.search.allDomains')}
        value={form.domain}
        onChange={set('domain')}
      />
      <TextField
        label={t('admin.search.name')}
        hint={t('admin.search.nameHint')}
        value={form.name}
        onChange={set('name')}
        maxLength={ADMIN_NAME_FILTER_MAX}
        autoComplete="off"
      />
      <TextField
        label={t('admin.search.mobile')}
        hint={t('admin.search.mobileHint')}
        value={form.mobile}
        onChange={set('mobile')}
        inputMode="tel"
        maxLength={14}
        autoComplete="off"
      />
      <fieldset className="field-group admin-filters__statuses">
        <legend className="field-group__legend">{t('admin.search.status')}</legend>
        <p className="field__hint">{t('admin.search.statusHint')}</p>
        <div className="admin-filters__choices">
          {PROFILE_STATUSES.map((status) => (
            <label className="admin-filters__check" key={status.code}>
              <input
                type="checkbox"
                checked={form.status.includes(status.code)}
                onChange={(event) => toggleStatus(status.code, event.target.checked)}
              />
              {statusLabel(status.label)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="admin-filters__waiting">
        <label className="admin-filters__check">
          <input
            type="checkbox"
            checked={form.waiting}
            onChange={(event) => setForm((current) => ({ ...current, waiting: event.target.checked }))}
          />
          {t('admin.search.waitingOnly')}
        </label>
        <label className="admin-filters__check">
          <input
            type="checkbox"
            checked={form.pending}
            onChange={(event) => setForm((current) => ({ ...current, pending: event.target.checked }))}
          />
          {t('admin.search.pendingOnly')}
        </label>
        <label className="admin-filters__check">
          <input
            type="checkbox"
            checked={form.idle}
            onChange={(event) => setForm((current) => ({ ...current, idle: event.target.checked }))}
          />
          {t('admin.search.idleOnly')}
        </label>
      </div>
      <div className="admin-filters__actions">
        <button className="button button--primary" type="submit">
          {t('admin.search.submit')}
        </button>
        <button className="button" type="reset">
          {t('admin.search.reset')}
        </button>
      </div>
    </form>
  );
}
