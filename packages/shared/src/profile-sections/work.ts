import { z } from 'zod';
import { optionalText, requiredText } from '../free-text.js';
import { annualIncomeSchema, educationSchema, professionSchema } from '../options/profile-choice-schemas.js';
import { ANNUAL_INCOME_VALUES, EDUCATION_VALUES, PROFESSION_VALUES } from '../options/profile-choices.js';
import { ONE_PAGE } from './left-out.js';
import { defineSection } from './section.js';

/** Step 3: education and work. */
export const workSection = defineSection({
  education: {
    request: educationSchema,
    response: z.string().nullable(),
    column: 'education',
    label: 'profile.work.education',
    control: { kind: 'choice', values: EDUCATION_VALUES, labels: 'education' },
  },
  education_desc: {
    request: requiredText(200, { readByOthers: true }),
    response: z.string().nullable(),
    column: 'educationDesc',
    label: 'profile.work.educationDesc',
    control: { kind: 'text', hint: 'profile.work.educationDescHint' },
  },
  profession: {
    request: professionSchema,
    response: z.string().nullable(),
    column: 'profession',
    label: 'profile.work.profession',
    control: { kind: 'choice', values: PROFESSION_VALUES, labels: 'profession' },
  },
  annual_income: {
    request: annualIncomeSchema,
    response: z.string().nullable(),
    column: 'annualIncome',
    label: 'profile.work.annualIncome',
    control: { kind: 'choice', values: ANNUAL_INCOME_VALUES, labels: 'annualIncome' },
    notIn: { biodata: ONE_PAGE },
  },
  position: {
    request: optionalText(100, { readByOthers: true }),
    response: z.string().nullable(),
    column: 'position',
    label: 'profile.work.position',
    control: { kind: 'text', autoComplete: 'organization-title' },
  },
  work_location: {
    request: optionalText(100, { readByOthers: true }),
    response: z.string().nullable(),
    column: 'workLocation',
    label: 'profile.work.workLocation',
    control: { kind: 'text' },
  },
});

export const workRequestSchema = workSection.request;
export type WorkRequest = z.input<typeof workRequestSchema>;
export type WorkValues = z.output<typeof workRequestSchema>;
export const workResponseSchema = workSection.response;
export type WorkResponse = z.infer<typeof workResponseSchema>;
