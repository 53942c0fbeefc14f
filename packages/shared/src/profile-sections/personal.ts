import { z } from 'zod';
import { optionalChoice } from '../fields.js';
import { optionalText } from '../free-text.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { heightCmSchema } from '../options/heights.js';
import {
  bodyTypeSchema,
  complexionSchema,
  foodHabitSchema,
  maritalStatusSchema,
  physicalStatusSchema,
} from '../options/profile-choice-schemas.js';
import {
  BODY_TYPE_VALUES,
  COMPLEXION_VALUES,
  FOOD_HABIT_VALUES,
  MARITAL_STATUS_VALUES,
  PHYSICAL_STATUS_VALUES,
} from '../options/profile-choices.js';
import { wholeNumberFromText } from '../whole-number-from-text.js';
import { ONE_PAGE } from './left-out.js';
import { defineSection } from './section.js';

export const MIN_WEIGHT_KG = 30;
export const MAX_WEIGHT_KG = 200;

const choice = <R extends z.ZodType>(
  request: R,
  column: string,
  field: string,
  values: readonly string[],
  gendered = false,
) => ({
  request,
  response: z.string().nullable(),
  column,
  label: `profile.personal.${field}`,
  control: { kind: 'choice', values, labels: field, gendered } as const,
  notIn: { biodata: ONE_PAGE },
});

/** Step 2: height (centimetres) is picked, weight typed in any script's digits. */
export const personalSection = defineSection({
  height: {
    request: wholeNumberFromText(heightCmSchema),
    response: z.number().int().nullable(),
    column: 'height',
    label: 'profile.personal.height',
    control: { kind: 'height' },
  },
  weight: {
    request: wholeNumberFromText(
      z
        .number({ error: M.required })
        .int({ error: M.invalidValue })
        .min(MIN_WEIGHT_KG, { error: M.invalidValue })
        .max(MAX_WEIGHT_KG, { error: M.invalidValue }),
    ),
    response: z.number().int().nullable(),
    column: 'weight',
    label: 'profile.personal.weight',
    control: { kind: 'digits', maxLength: 3 },
    notIn: { biodata: ONE_PAGE },
  },
  complexion: choice(optionalChoice(complexionSchema), 'complexion', 'complexion', COMPLEXION_VALUES, true),
  body_type: choice(optionalChoice(bodyTypeSchema), 'bodyType', 'bodyType', BODY_TYPE_VALUES, true),
  physical_status: choice(physicalStatusSchema, 'physicalStatus', 'physicalStatus', PHYSICAL_STATUS_VALUES),
  marital_status: choice(maritalStatusSchema, 'maritalStatus', 'maritalStatus', MARITAL_STATUS_VALUES, true),
  food_habits: choice(optionalChoice(foodHabitSchema), 'foodHabits', 'foodHabits', FOOD_HABIT_VALUES),
  about: {
    request: optionalText(2000, { multiline: true, readByOthers: true }),
    response: z.string().nullable(),
    column: 'about',
    label: 'profile.personal.about',
    control: { kind: 'textarea', hint: 'profile.personal.aboutHint' },
    notIn: { biodata: ONE_PAGE },
  },
  expectation: {
    request: optionalText(2000, { multiline: true, readByOthers: true }),
    response: z.string().nullable(),
    column: 'expectation',
    label: 'profile.personal.expectation',
    control: { kind: 'textarea' },
    notIn: { biodata: ONE_PAGE },
  },
});

export const personalRequestSchema = personalSection.request;
export type PersonalRequest = z.input<typeof personalRequestSchema>;
export type PersonalValues = z.output<typeof personalRequestSchema>;
export const personalResponseSchema = personalSection.response;
export type PersonalResponse = z.infer<typeof personalResponseSchema>;
