import { z } from 'zod';
import type { Domain } from '../domains.js';
import { mobileNumber } from '../fields.js';
import { communityIssues } from '../options/communities.js';
import { birthYears, DAY_VALUES, MONTH_VALUES } from '../options/dates.js';
import { optionSchema } from '../options/option-schema.js';
import { type BasicRequest, type BasicResponse, basicRequestSchema, basicSection } from './basic.js';
import { controlFor } from './section.js';

const { date_of_birth: _date, mobiles: _mobiles, ...asDeclared } = basicSection.controls.shape;

function controlsFor(now: Date) {
  return z.object({
    ...asDeclared,
    dobYear: controlFor(optionSchema(birthYears(now).map(String))),
    dobMonth: controlFor(optionSchema(MONTH_VALUES.map(String))),
    dobDay: controlFor(optionSchema(DAY_VALUES.map(String))),
    mobile: controlFor(mobileNumber),
    alternateMobile: z
      .string()
      .transform((text) => (text === '' ? null : text))
      .pipe(mobileNumber.nullable()),
  });
}
export type Form = z.input<ReturnType<typeof controlsFor>>;
export type Values = z.output<ReturnType<typeof controlsFor>>;

/**
 * The controls a server's message about a field is shown on: its own name, but for the two fields
 * asked as several controls (the date's day, the main or the alternate number).
 */
export function controlOf(serverField: string): keyof Form | undefined {
  const composite: Readonly<Record<string, keyof Form>> = {
    date_of_birth: 'dobDay',
    mobiles: 'mobile',
    'mobiles.0': 'mobile',
    'mobiles.1': 'alternateMobile',
  };
  if (composite[serverField]) return composite[serverField];
  return serverField in asDeclared ? (serverField as keyof Form) : undefined;
}

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
      // Once every control is valid, the request's own rules (pincode of the country, two
      // different numbers) are checked and shown on the controls they concern.
      .superRefine(
        (values, ctx) => {
          const result = basicRequestSchema.safeParse(toRequest(values));
          if (result.success) return;
          for (const issue of result.error.issues) {
            const control = controlOf(issue.path.join('.')) ?? controlOf(String(issue.path[0]));
            if (control) ctx.addIssue({ code: 'custom', path: [control], message: issue.message });
          }
        },
        { when: (payload) => payload.issues.length === 0 },
      )
  );
}

const twoDigits = (text: string) => text.padStart(2, '0');

export function toRequest({
  dobYear,
  dobMonth,
  dobDay,
  mobile,
  alternateMobile,
  ...declared
}: Values): BasicRequest {
  return {
    ...basicSection.toRequest({ ...declared, date_of_birth: '', mobiles: [] }),
    date_of_birth: `${dobYear}-${twoDigits(dobMonth)}-${twoDigits(dobDay)}`,
    mobiles: alternateMobile ? [mobile, alternateMobile] : [mobile],
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
  const { date_of_birth: _dob, mobiles: _numbers, ...declared } = basicSection.fromResponse(values);
  return {
    ...declared,
    ...dateParts(values.date_of_birth),
    mobile: values.mobiles[0] ?? '',
    alternateMobile: values.mobiles[1] ?? '',
  };
}
