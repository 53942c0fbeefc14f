import type { ComponentProps } from 'react';
import { FieldFrame } from './field-frame';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The validation message, in the schema's words; shown translated. */
  error?: string;
  hint?: string;
}

export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => <input className="field__input" {...control} {...input} />}
    </FieldFrame>
  );
}
