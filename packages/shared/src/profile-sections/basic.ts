import { z } from 'zod';
import { mobileNumber } from '../fields.js';
import { optionalText, requiredText } from '../free-text.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { birthYears } from '../options/dates.js';
import { countrySchema, genderSchema, stateSchema } from '../options/profile-choice-schemas.js';
import { COUNTRY_VALUES, GENDER_VALUES, STATE_VALUES } from '../options/profile-choices.js';
import { BIODATA_CONTACT, GATED, MEMBERS_OWN, ONE_PAGE } from './left-out.js';
import { type Control, defineSection, type FieldDeclaration } from './section.js';

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

const text = <R extends z.ZodType, N extends FieldDeclaration['notIn'] = undefined>(
  request: R,
  column: string,
  label: string,
  control: Control = { kind: 'text' },
  notIn?: N,
) => ({
  request,
  response: z.string().nullable(),
  column,
  label,
  control,
  notIn: notIn as N,
});

const ownOnly = { view: MEMBERS_OWN, biodata: MEMBERS_OWN };

/**
 * Step 1. What community, surname and language mean is the site's (Tamil site: language -> caste ->
 * sub-caste from its lists, `communityIssues`); the date of birth is picked as three selects and the
 * numbers typed as a main and an alternate one.
 */
export const basicSection = defineSection(
  {
    name: text(requiredText(100, { readByOthers: true }), 'name', 'profile.basic.name'),
    surname: text(requiredText(100, { readByOthers: true }), 'surname', 'profile.basic.surname', {
      kind: 'site-list',
      labels: 'subCaste',
    }),
    community: text(requiredText(100, { readByOthers: true }), 'community', 'profile.basic.community', {
      kind: 'site-list',
      labels: 'community',
    }),
    gothram: text(optionalText(100, { readByOthers: true }), 'gothram', 'profile.basic.gothram'),
    language: text(
      optionalText(40, { readByOthers: true }),
      'language',
      'profile.basic.communityGroup',
      { kind: 'site-list', labels: 'language' },
      { biodata: ONE_PAGE },
    ),
    gender: {
      request: genderSchema,
      response: z.enum(GENDER_VALUES).nullable(),
      column: 'gender',
      label: 'profile.basic.gender',
      control: { kind: 'choice', values: GENDER_VALUES, labels: 'gender' },
      notIn: { biodata: ONE_PAGE },
    },
    date_of_birth: text(dateOfBirthSchema, 'dateOfBirth', 'profile.basic.dateOfBirth', { kind: 'date' }),
    mobiles: {
      request: z
        .array(mobileNumber, { error: M.required })
        .min(1, { error: M.required })
        .max(2, { error: M.atMostTwoMobiles }),
      response: z.array(z.string()),
      column: 'mobiles',
      label: 'profile.basic.mobile',
      control: { kind: 'mobiles' },
      notIn: { view: GATED, biodata: BIODATA_CONTACT },
    },
    email: text(
      optionalText(254).pipe(z.email({ error: M.invalidEmail }).nullish()),
      'email',
      'profile.basic.email',
      { kind: 'text', hint: 'profile.basic.emailHint' },
      ownOnly,
    ),
    // Only the member and the operator read the address; it is written over a few lines.
    address: text(
      optionalText(500, { multiline: true }),
      'address',
      'profile.basic.address',
      { kind: 'textarea' },
      ownOnly,
    ),
    city: text(requiredText(100, { readByOthers: true }), 'city', 'profile.basic.city', undefined, {
      biodata: ONE_PAGE,
    }),
    pincode: text(requiredText(10), 'pincode', 'profile.basic.pincode', undefined, ownOnly),
    state: text(
      stateSchema,
      'state',
      'profile.basic.state',
      { kind: 'choice', values: STATE_VALUES, labels: 'state' },
      { biodata: ONE_PAGE },
    ),
    country: text(
      countrySchema,
      'country',
      'profile.basic.country',
      { kind: 'choice', values: COUNTRY_VALUES, labels: 'country' },
      { biodata: ONE_PAGE },
    ),
  },
  (basic, ctx) => {
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
  },
);

export const basicRequestSchema = basicSection.request;
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
  ...basicSection.response.shape,
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
