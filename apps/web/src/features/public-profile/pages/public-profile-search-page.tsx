import { LanguagePicker } from '../../../components/language-picker';
import '../public-profile.css';
import { birthYears, DAY_VALUES, MONTHS, type PublicProfileRow, specDate } from '@varmala/shared';
import { type FormEvent, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Form } from '../../../components/form';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormat } from '../../../components/use-format';
import { useOptionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure } from '../../../lib/notify';
import { usePublicConfig } from '../../../lib/public-config';
import { TakeOverLater } from '../../../lib/taken-over';
import { usePublicSearch } from '../api/use-public-search';

interface DateParts {
  year: string;
  month: string;
  day: string;
}

const NO_DATE: DateParts = { year: '', month: '', day: '' };

/** Outside the shell: a bare page anyone can open without logging in. */
export default function PublicProfileSearchPage() {
  const { t } = useTranslation();
  const title = t('publicProfile.title');
  useDocumentTitle(title);
  const domain = usePublicConfig()?.domain;
  const monthLabel = useOptionLabel('month');
  const genderLabel = useOptionLabel('gender');
  const format = useFormat();
  const search = usePublicSearch();
  const [date, setDate] = useState<DateParts>(NO_DATE);
  const [result, setResult] = useState<{ label: string; rows: PublicProfileRow[] } | null>(null);
  // What to do is said quietly; it is a warning only once the visitor has searched without a whole date.
  const [triedIncomplete, setTriedIncomplete] = useState(false);
  const complete = date.year !== '' && date.month !== '' && date.day !== '';

  const choose = (part: keyof DateParts) => (event: { target: { value: string } }) => {
    setDate((current) => ({ ...current, [part]: event.target.value }));
    setResult(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTriedIncomplete(!complete);
    if (!complete) return;
    const twoDigits = (part: string) => part.padStart(2, '0');
    const label = format.date(`${date.year}-${twoDigits(date.month)}-${twoDigits(date.day)}`, 'long');
    search.mutate(
      { date_of_birth: specDate(date.year, date.month, date.day), domain },
      {
        onSuccess: (rows) => setResult({ label, rows }),
        onError: (error) => notifyFailure(t('publicProfile.failed'), error),
      },
    );
  };

  const onReset = () => {
    setDate(NO_DATE);
    setResult(null);
    setTriedIncomplete(false);
    search.reset();
  };

  return (
    <>
      {/* No site header here (spec section 2), yet the visitor knows where they are and the way back. */}
      <header className="public-search__top">
        <Link className="public-search__brand" to="/">
          {t(`domains.${domain ?? 'varmala'}`)}
        </Link>
        <LanguagePicker />
      </header>
      {/* Prerendered, the form is taken over in a task after the header (lib/taken-over.ts). */}
      <Suspense fallback={null}>
        <TakeOverLater order={1}>
          <main className="page public-search" id="main">
            <h1 className="page__title">{title}</h1>
            <Form className="form public-search__form" onSubmit={onSubmit} onReset={onReset} noValidate>
              <fieldset className="field-group">
                <legend className="field-group__legend">{t('publicProfile.dateOfBirth')}</legend>
                <div className="field-group__row">
                  <SelectField
                    label={t('publicProfile.year')}
                    options={birthYears().map((year) => ({ value: String(year), label: String(year) }))}
                    placeholder={t('common.select')}
                    value={date.year}
                    onChange={choose('year')}
                  />
                  <SelectField
                    label={t('publicProfile.month')}
                    options={MONTHS.map((m) => ({
                      value: String(m.value),
                      label: monthLabel(m.value, m.label),
                    }))}
                    placeholder={t('common.select')}
                    value={date.month}
                    onChange={choose('month')}
                  />
                  <SelectField
                    label={t('publicProfile.day')}
                    options={DAY_VALUES.map((day) => ({ value: String(day), label: String(day) }))}
                    placeholder={t('common.select')}
                    value={date.day}
                    onChange={choose('day')}
                  />
                </div>
              </fieldset>
              <div className="public-search__actions">
                <button className="button button--primary" type="submit" disabled={search.isPending}>
                  {t('publicProfile.submit')}
                </button>
                <button className="button" type="reset">
                  {t('publicProfile.reset')}
                </button>
              </div>
            </Form>

            <div className="public-search__result" aria-live="polite">
              {search.isPending ? (
                <Spinner />
              ) : result && result.rows.length > 0 ? (
                <div className="public-table__frame">
                  <table className="public-table">
                    <caption className="public-table__caption">
                      {t('publicProfile.results', { date: result.label })}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('publicProfile.serialNumber')}</th>
                        <th scope="col">{t('publicProfile.name')}</th>
                        <th scope="col">{t('publicProfile.gender')}</th>
                        <th scope="col">{t('publicProfile.city')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.rows
                        .map((row, index) => ({ ...row, serial: index + 1 }))
                        .map((row) => (
                          // Rows carry no id on purpose: the answer is read whole, in its order, and a
                          // row is known by its serial number.
                          <tr key={row.serial}>
                            <td>{row.serial}</td>
                            <td>{row.name}</td>
                            <td>{genderLabel(row.gender)}</td>
                            <td>{row.city ?? t('publicProfile.missing')}</td>
                          </tr>
                        ))}
                    </tbody>
                  </table>
                </div>
              ) : result ? (
                <Alert tone="info">
                  <p>{t('publicProfile.noMatch')}</p>
                </Alert>
              ) : triedIncomplete && !complete ? (
                <Alert tone="warning">
                  <p>{t('publicProfile.selectDate')}</p>
                </Alert>
              ) : !complete ? (
                <p className="public-search__hint">{t('publicProfile.selectDate')}</p>
              ) : null}
            </div>
            <p className="form-links">
              <Link to="/">{t('publicProfile.home')}</Link>
            </p>
          </main>
        </TakeOverLater>
      </Suspense>
    </>
  );
}
