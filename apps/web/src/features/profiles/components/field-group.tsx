import type { ReactNode } from 'react';

/** Selects that make one answer (date of birth, time of birth): one legend, side by side. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="field-group">
      <legend className="field-group__legend">{legend}</legend>
      <div className="field-group__row">{children}</div>
    </fieldset>
  );
}
