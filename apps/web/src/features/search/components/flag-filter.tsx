import type { SearchFilters } from '@varmala/shared';

/** The search filters that are one tick box: on, or left out of the search. */
type FlagName = 'horoscope_match' | 'verified_only';

/** One tick box of the search filters, with the line that says what it keeps. */
export function FlagFilter({
  name,
  label,
  hint,
  filters,
  onChange,
}: {
  name: FlagName;
  label: string;
  hint: string;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}) {
  const hintId = `${name}-filter-hint`;
  return (
    <div className="horoscope-filter">
      <label className="choice">
        <input
          className="choice__box"
          type="checkbox"
          aria-describedby={hintId}
          checked={filters[name] ?? false}
          onChange={(event) => onChange({ ...filters, [name]: event.target.checked || undefined })}
        />
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
