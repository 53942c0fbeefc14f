import type { ReactNode } from 'react';

export type Detail = readonly [label: string, value: ReactNode];

/** Label and value pairs of a profile; what the member left empty is left out. */
export function DetailList({ details }: { details: readonly Detail[] }) {
  const given = details.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (given.length === 0) return null;
  return (
    <dl className="detail-list">
      {given.map(([label, value]) => (
        <div className="detail-list__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
