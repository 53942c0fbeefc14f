import { z } from 'zod';
import {
  type HoroscopeRequest,
  type HoroscopeResponse,
  horoscopeRequestSchema,
} from '../api/profile/horoscope.js';
import {
  birthHourSchema,
  birthMinuteSchema,
  formatBirthTime,
  meridiemSchema,
  parseBirthTime,
} from '../options/dates.js';
import {
  controlFor,
  ONCE_CONTROLS_ARE_VALID,
  requestIssues,
  type ServerFieldNames,
  textOf,
} from './form-fields.js';

const field = horoscopeRequestSchema.shape;

/** Step 6: the time of birth is picked as hour, minute and AM/PM and stored as 'hh:mm AM'. */
const controls = z.object({
  placeBirth: controlFor(field.birth_place),
  birthStar: controlFor(field.birth_star),
  birthStarPadham: controlFor(field.padham),
  raasi: controlFor(field.raasi),
  dhosam: controlFor(field.dhosam),
  hour: controlFor(birthHourSchema),
  minute: controlFor(birthMinuteSchema),
  meridiem: controlFor(meridiemSchema),
});
export type Form = z.input<typeof controls>;
export type Values = z.output<typeof controls>;

export const SERVER_FIELDS: ServerFieldNames<Form> = {
  birth_place: 'placeBirth',
  birth_star: 'birthStar',
  padham: 'birthStarPadham',
  raasi: 'raasi',
  dhosam: 'dhosam',
  birth_time: 'hour',
};

// The raasi must go with star and padham: the request's own rule, shown on the raasi.
export const schema = controls.superRefine(
  requestIssues(horoscopeRequestSchema, toRequest, SERVER_FIELDS),
  ONCE_CONTROLS_ARE_VALID,
);

export function toRequest(form: Values): HoroscopeRequest {
  return {
    birth_place: form.placeBirth,
    birth_star: form.birthStar,
    padham: form.birthStarPadham ?? null,
    raasi: form.raasi,
    dhosam: form.dhosam ?? null,
    birth_time: formatBirthTime({ hour: form.hour, minute: form.minute, meridiem: form.meridiem }),
  };
}

export function fromResponse(values: HoroscopeResponse): Form {
  const time = parseBirthTime(values.birth_time);
  return {
    placeBirth: textOf(values.birth_place),
    birthStar: textOf(values.birth_star),
    birthStarPadham: textOf(values.padham),
    raasi: textOf(values.raasi),
    dhosam: textOf(values.dhosam),
    hour: time?.hour ?? '',
    minute: time?.minute ?? '',
    meridiem: time?.meridiem ?? '',
  };
}
