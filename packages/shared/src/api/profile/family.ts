import { z } from 'zod';
import { optionalChoice } from '../../fields.js';
import { optionalText, requiredText } from '../../free-text.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { siblingCountSchema } from '../../options/dates.js';
import { familyStatusSchema } from '../../options/profile-choices.js';
import { wholeNumberFromText } from '../../whole-number-from-text.js';

/** Yes/no answers: a boolean, or the 'true'/'false' a select sends. */
const aliveSchema = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: M.required }),
);

const siblings = () => optionalChoice(wholeNumberFromText(siblingCountSchema));

export const familyRequestSchema = z
  .object({
    father_name: requiredText(100, { readByOthers: true }),
    father_alive: aliveSchema,
    mother_name: requiredText(100, { readByOthers: true }),
    mother_alive: aliveSchema,
    father_occupation: optionalText(100, { readByOthers: true }),
    mother_occupation: optionalText(100, { readByOthers: true }),
    sisters: siblings(),
    sisters_married: siblings(),
    brothers: siblings(),
    brothers_married: siblings(),
    family_status: optionalChoice(familyStatusSchema),
    property_details: optionalText(1000, { multiline: true, readByOthers: true }),
    about_family: optionalText(2000, { multiline: true, readByOthers: true }),
  })
  .superRefine((family, ctx) => {
    for (const [married, total, message] of [
      ['sisters_married', 'sisters', M.moreThanSisters],
      ['brothers_married', 'brothers', M.moreThanBrothers],
    ] as const) {
      if ((family[married] ?? 0) > (family[total] ?? 0)) {
        ctx.addIssue({ code: 'custom', path: [married], message });
      }
    }
  });
export type FamilyRequest = z.input<typeof familyRequestSchema>;
export type FamilyValues = z.output<typeof familyRequestSchema>;

export const familyResponseSchema = z.object({
  father_name: z.string().nullable(),
  father_alive: z.boolean().nullable(),
  mother_name: z.string().nullable(),
  mother_alive: z.boolean().nullable(),
  father_occupation: z.string().nullable(),
  mother_occupation: z.string().nullable(),
  sisters: z.number().int().nullable(),
  sisters_married: z.number().int().nullable(),
  brothers: z.number().int().nullable(),
  brothers_married: z.number().int().nullable(),
  family_status: z.string().nullable(),
  property_details: z.string().nullable(),
  about_family: z.string().nullable(),
});
export type FamilyResponse = z.infer<typeof familyResponseSchema>;
