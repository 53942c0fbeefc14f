import { digitsOnly, normalizeMobileNumber } from '@varmala/shared';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

interface MobileNumberFieldProps extends Omit<ComponentProps<typeof TextField>, keyof UseFormRegisterReturn> {
  registration: UseFormRegisterReturn;
}

/** A paste, a drop, or a whole number filled in (autofill gives no input type, or a replacement). */
function isPasted(event: Event): boolean {
  const { inputType } = event as InputEvent;
  return !inputType || inputType === 'insertReplacementText' || /^insertFrom/.test(inputType);
}

/** A whole number given at once (pasted, filled in, or typed before the app took the form over) as its digits. */
export const wholeMobileNumber = (value: string): string => normalizeMobileNumber(digitsOnly(value));

const seen = new WeakSet<HTMLInputElement>();

/**
 * A number pasted into a prerendered form before the app took it over (a login or sign-up form works
 * without the app, decision 033) is made, once, what the same paste a moment later makes: the app's
 * handlers were not there to see it.
 */
function tidyWhatCameBefore(element: HTMLInputElement, registration: UseFormRegisterReturn): void {
  if (seen.has(element)) return;
  seen.add(element);
  const whole = wholeMobileNumber(element.value);
  if (element.value === '' || whole === element.value) return;
  element.value = whole;
  void registration.onChange({ target: element, type: 'change' });
}

/**
 * A mobile number input that keeps only digits (of any script, as 0-9). A number pasted or filled
 * in from a contact ('+91 98765 43210', '098765 43210') becomes its ten digits at once; one typed
 * digit by digit becomes them when the member leaves the field: while typing '0091…' its first
 * eleven digits would look like a trunk 0 and ten digits.
 */
export function MobileNumberField({ registration, ...field }: MobileNumberFieldProps) {
  return (
    <TextField
      {...field}
      {...registration}
      ref={(element: HTMLInputElement | null) => {
        registration.ref(element);
        if (element) tidyWhatCameBefore(element, registration);
      }}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      onChange={(event) => {
        const { value } = event.target;
        event.target.value = isPasted(event.nativeEvent) ? wholeMobileNumber(value) : digitsOnly(value);
        return registration.onChange(event);
      }}
      onBlur={(event) => {
        event.target.value = wholeMobileNumber(event.target.value);
        return registration.onBlur(event);
      }}
    />
  );
}
