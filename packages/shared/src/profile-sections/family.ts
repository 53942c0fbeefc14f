import { z } from 'zod';
import { optionalChoice } from '../fields.js';
import { optionalText, requiredText } from '../free-text.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { siblingCountSchema } from '../options/date-schemas.js';
import { SIBLING_COUNT_VALUES } from '../options/dates.js';
import { familyStatusSchema } from '../options/profile-choice-schemas.js';
import { FAMILY_STATUS_VALUES } from '../options/profile-choices.js';
import { wholeNumberFromText } from '../whole-number-from-text.js';
import { ONE_PAGE } from './left-out.js';
import { defineSection } from './section.js';

/** Yes/no answers: a boolean, or the 'true'/'false' a select sends. */
const aliveSchema = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: M.required }),
);

const text = <R extends z.ZodType>(request: R) => ({ request, response: z.string().nullable() });
const siblings = (column: string, label: string) => ({
  request: optionalChoice(wholeNumberFromText(siblingCountSchema)),
  response: z.number().int().nullable(),
  column,
  label,
  control: { kind: 'count', values: SIBLING_COUNT_VALUES } as const,
  group: 'profile.family.siblings',
});
const alive = (column: string, label: string) => ({
  request: aliveSchema,
  response: z.boolean().nullable(),
  column,
  label,
  control: { kind: 'yes-no' } as const,
});

/** Step 5: parents are named and marked alive or not; siblings are counted 0-5. */
export const familySection = defineSection(
  {
    father_name: {
      ...text(requiredText(100, { readByOthers: true })),
      column: 'fatherName',
      label: 'profile.family.fatherName',
      control: { kind: 'text' },
    },
    father_alive: alive('fatherAlive', 'profile.family.fatherAlive'),
    father_occupation: {
      ...text(optionalText(100, { readByOthers: true })),
      column: 'fatherOccupation',
      label: 'profile.family.fatherOccupation',
      control: { kind: 'text' },
    },
    mother_name: {
      ...text(requiredText(100, { readByOthers: true })),
      column: 'motherName',
      label: 'profile.family.motherName',
      control: { kind: 'text' },
    },
    mother_alive: alive('motherAlive', 'profile.family.motherAlive'),
    mother_occupation: {
      ...text(optionalText(100, { readByOthers: true })),
      column: 'motherOccupation',
      label: 'profile.family.motherOccupation',
      control: { kind: 'text' },
    },
    sisters: siblings('sisters', 'profile.family.sisters'),
    sisters_married: siblings('sistersMarried', 'profile.family.sistersMarried'),
    brothers: siblings('brothers', 'profile.family.brothers'),
    brothers_married: siblings('brothersMarried', 'profile.family.brothersMarried'),
    family_status: {
      request: optionalChoice(familyStatusSchema),
      response: z.string().nullable(),
      column: 'familyStatus',
      label: 'profile.family.familyStatus',
      control: { kind: 'choice', values: FAMILY_STATUS_VALUES, labels: 'familyStatus' },
    },
    property_details: {
      ...text(optionalText(1000, { multiline: true, readByOthers: true })),
      column: 'propertyDetails',
      label: 'profile.family.propertyDetails',
      control: { kind: 'textarea' },
      notIn: { biodata: ONE_PAGE },
    },
    about_family: {
      ...text(optionalText(2000, { multiline: true, readByOthers: true })),
      column: 'aboutFamily',
      label: 'profile.family.aboutFamily',
      control: { kind: 'textarea' },
      notIn: { biodata: ONE_PAGE },
    },
  },
  (family, ctx) => {
    for (const [married, total, message] of [
      ['sisters_married', 'sisters', M.moreThanSisters],
      ['brothers_married', 'brothers', M.moreThanBrothers],
    ] as const) {
      if ((family[married] ?? 0) > (family[total] ?? 0)) {
        ctx.addIssue({ code: 'custom', path: [married], message });
      }
    }
  },
);

export const familyRequestSchema = familySection.request;
export type FamilyRequest = z.input<typeof familyRequestSchema>;
export type FamilyValues = z.output<typeof familyRequestSchema>;
export const familyResponseSchema = familySection.response;
export type FamilyResponse = z.infer<typeof familyResponseSchema>;
