import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useValidationText } from './use-validation-text';

interface RadioGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  /** The validation message, in the schema's words; shown translated. */
  error?: string;
}

/** One answer of a few, all in view: each a 44 px row, two a row on a phone. */
export function RadioGroup({ legend, options, registration, error }: RadioGroupProps) {
  const id = useId();
  const errorText = useValidationText()(error);
  return (
    <fieldset className="field-group" aria-describedby={errorText ? `${id}-error` : undefined}>
      <legend className="field-group__legend">{legend}</legend>
      <div className="radio-group">
        {options.map((option) => (
          <label className="choice" key={option.value}>
            <input
              className="choice__box"
              type="radio"
              value={option.value}
              aria-invalid={errorText ? true : undefined}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {errorText && (
        <p className="field__error" id={`${id}-error`}>
          {errorText}
        </p>
      )}
    </fieldset>
  );
}
