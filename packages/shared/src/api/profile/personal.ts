import { z } from 'zod';
import { optionalChoice } from '../../fields.js';
import { optionalText } from '../../free-text.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { heightCmSchema } from '../../options/heights.js';
import {
  bodyTypeSchema,
  complexionSchema,
  foodHabitSchema,
  maritalStatusSchema,
  physicalStatusSchema,
} from '../../options/profile-choices.js';
import { wholeNumberFromText } from '../../whole-number-from-text.js';

export const MIN_WEIGHT_KG = 30;
export const MAX_WEIGHT_KG = 200;

export const personalRequestSchema = z.object({
  height: wholeNumberFromText(heightCmSchema),
  weight: wholeNumberFromText(
    z
      .number({ error: M.required })
      .int({ error: M.invalidValue })
      .min(MIN_WEIGHT_KG, { error: M.invalidValue })
      .max(MAX_WEIGHT_KG, { error: M.invalidValue }),
  ),
  complexion: optionalChoice(complexionSchema),
  body_type: optionalChoice(bodyTypeSchema),
  physical_status: physicalStatusSchema,
  marital_status: maritalStatusSchema,
  food_habits: optionalChoice(foodHabitSchema),
  about: optionalText(2000, { multiline: true, readByOthers: true }),
  expectation: optionalText(2000, { multiline: true, readByOthers: true }),
});
export type PersonalRequest = z.input<typeof personalRequestSchema>;
export type PersonalValues = z.output<typeof personalRequestSchema>;

export const personalResponseSchema = z.object({
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  complexion: z.string().nullable(),
  body_type: z.string().nullable(),
  physical_status: z.string().nullable(),
  marital_status: z.string().nullable(),
  food_habits: z.string().nullable(),
  about: z.string().nullable(),
  expectation: z.string().nullable(),
});
export type PersonalResponse = z.infer<typeof personalResponseSchema>;
