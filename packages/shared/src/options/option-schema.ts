import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.js';

/** An option a member has not chosen yet reads 'Required'; a value outside the list reads 'Invalid value'. */
export function choiceError(issue: { input?: unknown }): string {
  return issue.input === undefined || issue.input === null || issue.input === ''
    ? M.required
    : M.invalidValue;
}

/** One value of a fixed option list, e.g. `optionSchema(EDUCATION_VALUES)`. */
/* @__NO_SIDE_EFFECTS__ */
export function optionSchema<const T extends readonly string[]>(values: T) {
  return z.enum(values, { error: choiceError });
}

/** A whole number from `min` to `max` inclusive (padham, siblings, ages, days). */
/* @__NO_SIDE_EFFECTS__ */
export function intRangeSchema(min: number, max: number) {
  return z
    .number({ error: choiceError })
    .int({ error: choiceError })
    .min(min, { error: choiceError })
    .max(max, { error: choiceError });
}

/** A label shown for an option whose stored value is not itself readable (a month number, centimetres). */
export interface LabelledOption<V extends string | number> {
  readonly value: V;
  readonly label: string;
}
