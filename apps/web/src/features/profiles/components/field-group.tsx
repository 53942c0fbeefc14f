import type { ReactNode } from 'react';

interface FieldGroupProps {
  legend: string;
  /** Two a row, as pairs that belong together (sisters and how many married), even on a phone. */
  pairs?: boolean;
  children: ReactNode;
}

/** Selects that make one answer (date of birth, time of birth): one legend, side by side. */
export function FieldGroup({ legend, pairs = false, children }: FieldGroupProps) {
  return (
    <fieldset className="field-group">
      <legend className="field-group__legend">{legend}</legend>
      <div className={pairs ? 'field-group__row field-group__row--pairs' : 'field-group__row'}>
        {children}
      </div>
    </fieldset>
  );
}
