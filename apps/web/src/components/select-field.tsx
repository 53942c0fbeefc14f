import { type ComponentProps, useId } from 'react';
import { useValidationText } from './use-validation-text';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ('Select...'), for a field that has no value yet. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

export function SelectField({ label, options, placeholder, error, hint, id, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const errorText = useValidationText()(error);
  const describedBy = [hint ? hintId : null, errorText ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <select
        className="field__input"
        id={selectId}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorText && (
        <p className="field__error" id={errorId}>
          {errorText}
        </p>
      )}
    </div>
  );
}
