import { useId } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The status a queue shows, from the address (`?status=`): `fallback` when none or an unknown one is
 * asked, undefined for 'all'; and the choice of another, which replaces the address.
 */
export function useStatusInAddress<S extends string>(
  statuses: readonly S[],
  fallback: S,
): [S | undefined, (choice: S | 'all') => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status =
    asked === 'all'
      ? undefined
      : (statuses as readonly (string | null)[]).includes(asked)
        ? (asked as S)
        : fallback;
  return [status, (choice) => setParams(new URLSearchParams({ status: choice }), { replace: true })];
}

interface StatusFilterProps<S extends string> {
  label: string;
  statuses: readonly S[];
  /** The one shown; undefined for all. */
  status: S | undefined;
  onChange: (choice: S | 'all') => void;
  /** Each status's name, and 'all''s. */
  nameOf: (choice: S | 'all') => string;
}

/** Which of a queue's statuses the operator sees: one of them, or all. */
export function StatusFilter<S extends string>({
  label,
  statuses,
  status,
  onChange,
  nameOf,
}: StatusFilterProps<S>) {
  const selectId = useId();
  return (
    <div className="admin-filters admin-reports__filter">
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {label}
        </label>
        <select
          className="field__input"
          id={selectId}
          value={status ?? 'all'}
          onChange={(event) => onChange(event.currentTarget.value as S | 'all')}
        >
          {[...statuses, 'all' as const].map((choice) => (
            <option key={choice} value={choice}>
              {nameOf(choice)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
