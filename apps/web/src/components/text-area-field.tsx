import type { ComponentProps } from 'react';
import { FieldFrame } from './field-frame';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** The validation message, in the schema's words; shown translated. */
  error?: string;
  hint?: string;
}

export function TextAreaField({ label, error, hint, id, rows = 3, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <textarea className="field__input field__input--multiline" rows={rows} {...control} {...textarea} />
      )}
    </FieldFrame>
  );
}
