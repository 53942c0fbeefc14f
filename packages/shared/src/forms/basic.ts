import { z } from 'zod';
import { type BasicRequest, type BasicResponse, basicRequestSchema } from '../api/profile/basic.js';
import type { Domain } from '../domains.js';
import { mobileNumber } from '../fields.js';
import { communityIssues } from '../options/communities.js';
import { birthYears, DAY_VALUES, MONTH_VALUES } from '../options/dates.js';
import { optionSchema } from '../options/option-schema.js';
import {
  controlFor,
  ONCE_CONTROLS_ARE_VALID,
  requestIssues,
  type ServerFieldNames,
  textOf,
} from './form-fields.js';

const field = basicRequestSchema.shape;

function controlsFor(now: Date) {
  return z.object({
    name: controlFor(field.name),
    /** The family name; in the Tamil domain the sub-caste. */
    surname: controlFor(field.surname),
    /** In the Tamil domain the caste. */
    community: controlFor(field.community),
    gothram: controlFor(field.gothram),
    language: controlFor(field.language),
    gender: controlFor(field.gender),
    dobYear: controlFor(optionSchema(birthYears(now).map(String))),
    dobMonth: controlFor(optionSchema(MONTH_VALUES.map(String))),
    dobDay: controlFor(optionSchema(DAY_VALUES.map(String))),
    mobile: controlFor(mobileNumber),
    alternateMobile: z
      .string()
      .transform((text) => (text === '' ? null : text))
      .pipe(mobileNumber.nullable()),
    email: controlFor(field.email),
    address: controlFor(field.address),
    city: controlFor(field.city),
    pincode: controlFor(field.pincode),
    state: controlFor(field.state),
    country: controlFor(field.country),
  });
}
export type Form = z.input<ReturnType<typeof controlsFor>>;
export type Values = z.output<ReturnType<typeof controlsFor>>;

export const SERVER_FIELDS: ServerFieldNames<Form> = {
  name: 'name',
  surname: 'surname',
  community: 'community',
  gothram: 'gothram',
  language: 'language',
  gender: 'gender',
  date_of_birth: 'dobDay',
  mobiles: 'mobile',
  'mobiles.0': 'mobile',
  'mobiles.1': 'alternateMobile',
  email: 'email',
  address: 'address',
  city: 'city',
  pincode: 'pincode',
  state: 'state',
  country: 'country',
};

/**
 * Step 1. The domain decides what language, community and surname mean (Tamil domain: language ->
 * caste -> sub-caste from the lists); `now` decides the birth years offered.
 */
export function schemaFor(domain: Domain, now: Date = new Date()) {
  return (
    controlsFor(now)
      // Always checked: the Tamil-domain language is required even while other fields are wrong.
      .superRefine(
        (form, ctx) => {
          for (const issue of communityIssues(domain, form)) {
            ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
          }
        },
        { when: () => true },
      )
      .superRefine(requestIssues(basicRequestSchema, toRequest, SERVER_FIELDS), ONCE_CONTROLS_ARE_VALID)
  );
}

const twoDigits = (text: string) => text.padStart(2, '0');

export function toRequest(form: Values): BasicRequest {
  return {
    name: form.name,
    surname: form.surname,
    community: form.community,
    gothram: form.gothram ?? null,
    language: form.language ?? null,
    gender: form.gender,
    date_of_birth: `${form.dobYear}-${twoDigits(form.dobMonth)}-${twoDigits(form.dobDay)}`,
    mobiles: form.alternateMobile ? [form.mobile, form.alternateMobile] : [form.mobile],
    email: form.email ?? null,
    address: form.address ?? null,
    city: form.city,
    pincode: form.pincode,
    state: form.state,
    country: form.country,
  };
}

/** A stored 'YYYY-MM-DD' -> the three selects ('1990', '7', '4'). */
function dateParts(date: string | null): Pick<Form, 'dobYear' | 'dobMonth' | 'dobDay'> {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return { dobYear: '', dobMonth: '', dobDay: '' };
  return {
    dobYear: match[1] as string,
    dobMonth: String(Number(match[2])),
    dobDay: String(Number(match[3])),
  };
}

export function fromResponse(values: BasicResponse): Form {
  return {
    name: textOf(values.name),
    surname: textOf(values.surname),
    community: textOf(values.community),
    gothram: textOf(values.gothram),
    language: textOf(values.language),
    gender: textOf(values.gender),
    ...dateParts(values.date_of_birth),
    mobile: values.mobiles[0] ?? '',
    alternateMobile: values.mobiles[1] ?? '',
    email: textOf(values.email),
    address: textOf(values.address),
    city: textOf(values.city),
    pincode: textOf(values.pincode),
    state: textOf(values.state),
    country: textOf(values.country),
  };
}
