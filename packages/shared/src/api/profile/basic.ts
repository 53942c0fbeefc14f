import { z } from 'zod';
import { mobileNumber } from '../../fields.js';
import { optionalText, requiredText } from '../../free-text.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { birthYears } from '../../options/dates.js';
import { countrySchema, genderSchema, stateSchema } from '../../options/profile-choices.js';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date, 'YYYY-MM-DD', in one of the birth years the form offers. */
export const dateOfBirthSchema = z
  .string({ error: M.required })
  .min(1, { error: M.required })
  .refine(
    (text) => {
      const match = DATE_PATTERN.exec(text);
      if (!match) return false;
      const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return (
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day &&
        birthYears().includes(year)
      );
    },
    { error: M.invalidValue },
  );

export const basicRequestSchema = z
  .object({
    name: requiredText(100, { readByOthers: true }),
    surname: requiredText(100, { readByOthers: true }),
    community: requiredText(100, { readByOthers: true }),
    gothram: optionalText(100, { readByOthers: true }),
    language: optionalText(40, { readByOthers: true }),
    gender: genderSchema,
    date_of_birth: dateOfBirthSchema,
    mobiles: z
      .array(mobileNumber, { error: M.required })
      .min(1, { error: M.required })
      .max(2, { error: M.atMostTwoMobiles }),
    email: optionalText(254).pipe(z.email({ error: M.invalidEmail }).nullish()),
    // Only the member and the operator read the address; it is written over a few lines.
    address: optionalText(500, { multiline: true }),
    city: requiredText(100, { readByOthers: true }),
    pincode: requiredText(10),
    state: stateSchema,
    country: countrySchema,
  })
  .superRefine((basic, ctx) => {
    const pattern = basic.country === 'India' ? /^\d{6}$/ : /^[A-Za-z0-9 -]{3,10}$/;
    if (!pattern.test(basic.pincode)) {
      ctx.addIssue({ code: 'custom', path: ['pincode'], message: M.invalidPincode });
    }
    if (new Set(basic.mobiles).size !== basic.mobiles.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['mobiles', 1],
        message: M.alternateRepeatsMain,
      });
    }
  });
export type BasicRequest = z.input<typeof basicRequestSchema>;
export type BasicValues = z.output<typeof basicRequestSchema>;

/**
 * The basic fields whose change of an Approved profile others see only once the operator approves it
 * (docs/decisions/009-review-of-changes-after-approval.md).
 */
export const REVIEWED_BASIC_FIELDS = ['name', 'surname', 'date_of_birth', 'gender'] as const;
export type ReviewedBasicField = (typeof REVIEWED_BASIC_FIELDS)[number];

export const basicResponseSchema = z.object({
  profile_id: z.number().int().nullable(),
  mid: z.string().nullable(),
  email_verified: z.boolean(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  community: z.string().nullable(),
  gothram: z.string().nullable(),
  language: z.string().nullable(),
  gender: z.enum(['Male', 'Female']).nullable(),
  date_of_birth: z.string().nullable(),
  mobiles: z.array(z.string()),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** Fields above whose value waits for the operator's review: others still see the approved one. */
  pending_review: z.array(z.enum(REVIEWED_BASIC_FIELDS)),
});
export type BasicResponse = z.infer<typeof basicResponseSchema>;

export const saveBasicResponseSchema = z.object({
  Status: z.literal('Success'),
  profile_id: z.number().int(),
  mid: z.string(),
});
export type SaveBasicResponse = z.infer<typeof saveBasicResponseSchema>;
