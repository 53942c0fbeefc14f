import { type ComponentProps, useId } from 'react';
import { useValidationText } from './use-validation-text';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The validation message, in the schema's words; shown translated. */
  error?: string;
  hint?: string;
}

export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
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
      <input
        className="field__input"
        id={inputId}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {errorText && (
        <p className="field__error" id={errorId}>
          {errorText}
        </p>
      )}
    </div>
  );
}
