import type { SearchFilters } from '@varmala/shared';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { useTranslation } from '../../../i18n/use-translation';

/** "Horoscope matches only": a member's filter by the site's rule (an admin has no horoscope to match). */
export function HoroscopeFilter({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="horoscope-filter">
      <label className="choice">
        <input
          className="choice__box"
          type="checkbox"
          aria-describedby="horoscope-filter-hint"
          checked={filters.horoscope_match ?? false}
          onChange={(event) => onChange({ ...filters, horoscope_match: event.target.checked || undefined })}
        />
        {t('horoscope.filter.label')}
      </label>
      <p className="field__hint" id="horoscope-filter-hint">
        {t('horoscope.filter.hint')}
      </p>
    </div>
  );
}

/** What a member without a birth star of their own sees instead of horoscope-matched results. */
export function HoroscopeStarNeeded() {
  const { t } = useTranslation();
  return (
    <Alert tone="warning">
      <p>{t('horoscope.filter.needStar')}</p>
      <Link to="/profile/edit/horoscope">{t('horoscope.panel.addStar')}</Link>
    </Alert>
  );
}
