import { type ReactNode, useId } from 'react';
import { useValidationText } from './use-validation-text';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  label: string;
  /** The validation message, in the schema's words; shown translated. */
  error?: string;
  hint?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint and error around one form control, linked for screen readers. */
export function FieldFrame({ label, error, hint, id, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const errorText = useValidationText()(error);
  const describedBy = [hint ? hintId : null, errorText ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        ...(errorText ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {errorText && (
        <p className="field__error" id={errorId}>
          {errorText}
        </p>
      )}
    </div>
  );
}
