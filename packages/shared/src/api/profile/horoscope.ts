import { z } from 'zod';
import { numberFromText, optionalChoice } from '../../fields.js';
import { optionalText, requiredText } from '../../free-text.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { birthTimeSchema } from '../../options/dates.js';
import { birthStarSchema, padhamSchema, raasiSchema, raasisFitting } from '../../options/stars.js';

export const horoscopeRequestSchema = z
  .object({
    birth_place: requiredText(100, { readByOthers: true }),
    birth_star: birthStarSchema,
    padham: optionalChoice(numberFromText(padhamSchema)),
    raasi: raasiSchema,
    dhosam: optionalText(100, { readByOthers: true }),
    birth_time: birthTimeSchema,
  })
  // Star and padham fix the raasi; a raasi that disagrees would be matched as the star's own anyway.
  .superRefine(({ birth_star, padham, raasi }, ctx) => {
    if (raasisFitting(birth_star, padham).includes(raasi)) return;
    const message = padham == null ? M.raasiNotOfStar : M.raasiNotOfStarPadham;
    ctx.addIssue({ code: 'custom', path: ['raasi'], message });
  });
export type HoroscopeRequest = z.input<typeof horoscopeRequestSchema>;
export type HoroscopeValues = z.output<typeof horoscopeRequestSchema>;

/** The owner's (or an admin's) view of the step: birth time included, for nobody else. */
export const horoscopeResponseSchema = z.object({
  birth_place: z.string().nullable(),
  birth_star: z.string().nullable(),
  padham: z.number().int().nullable(),
  raasi: z.string().nullable(),
  dhosam: z.string().nullable(),
  birth_time: z.string().nullable(),
});
export type HoroscopeResponse = z.infer<typeof horoscopeResponseSchema>;
