import { z } from 'zod';
import { optionalText, requiredText } from '../../free-text.js';
import { annualIncomeSchema, educationSchema, professionSchema } from '../../options/profile-choices.js';

export const workRequestSchema = z.object({
  education: educationSchema,
  education_desc: requiredText(200, { readByOthers: true }),
  profession: professionSchema,
  annual_income: annualIncomeSchema,
  position: optionalText(100, { readByOthers: true }),
  work_location: optionalText(100, { readByOthers: true }),
});
export type WorkRequest = z.input<typeof workRequestSchema>;
export type WorkValues = z.output<typeof workRequestSchema>;

export const workResponseSchema = z.object({
  education: z.string().nullable(),
  education_desc: z.string().nullable(),
  profession: z.string().nullable(),
  annual_income: z.string().nullable(),
  position: z.string().nullable(),
  work_location: z.string().nullable(),
});
export type WorkResponse = z.infer<typeof workResponseSchema>;
