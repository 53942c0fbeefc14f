import { type ComponentProps, useId } from 'react';
import { useValidationText } from './use-validation-text';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** The validation message, in the schema's words; shown translated. */
  error?: string;
  hint?: string;
}

export function TextAreaField({ label, error, hint, id, rows = 3, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const errorText = useValidationText()(error);
  const describedBy = [hint ? hintId : null, errorText ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <textarea
        className="field__input field__input--multiline"
        id={inputId}
        rows={rows}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {errorText && (
        <p className="field__error" id={errorId}>
          {errorText}
        </p>
      )}
    </div>
  );
}
