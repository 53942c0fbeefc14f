import type { SearchFilters } from '@varmala/shared';
import { useTranslation } from '../../../i18n/use-translation';

/** "Verified profiles only": at least one badge of the kinds the operator counts. */
export function VerifiedFilter({
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
          aria-describedby="verified-filter-hint"
          checked={filters.verified_only ?? false}
          onChange={(event) => onChange({ ...filters, verified_only: event.target.checked || undefined })}
        />
        {t('verifiedOnly')}
      </label>
      <p className="field__hint" id="verified-filter-hint">
        {t('verifiedOnlyHint')}
      </p>
    </div>
  );
}
