import { digitsOnly } from '@varmala/shared';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

interface MobileNumberFieldProps extends Omit<ComponentProps<typeof TextField>, keyof UseFormRegisterReturn> {
  registration: UseFormRegisterReturn;
}

/** A mobile number input that keeps only digits, so a typed or pasted '98765 43210' works. */
export function MobileNumberField({ registration, ...field }: MobileNumberFieldProps) {
  return (
    <TextField
      {...field}
      {...registration}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      onChange={(event) => {
        event.target.value = digitsOnly(event.target.value);
        return registration.onChange(event);
      }}
    />
  );
}
