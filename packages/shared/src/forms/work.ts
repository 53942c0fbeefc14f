import { z } from 'zod';
import { type WorkRequest, type WorkResponse, workRequestSchema } from '../api/profile/work.js';
import { controlFor, type ServerFieldNames, textOf } from './form-fields.js';

const field = workRequestSchema.shape;

/** Step 3: education and work. */
export const schema = z.object({
  education: controlFor(field.education),
  educationDesc: controlFor(field.education_desc),
  profession: controlFor(field.profession),
  annualIncome: controlFor(field.annual_income),
  position: controlFor(field.position),
  workLocation: controlFor(field.work_location),
});
export type Form = z.input<typeof schema>;
export type Values = z.output<typeof schema>;

export const SERVER_FIELDS: ServerFieldNames<Form> = {
  education: 'education',
  education_desc: 'educationDesc',
  profession: 'profession',
  annual_income: 'annualIncome',
  position: 'position',
  work_location: 'workLocation',
};

export function toRequest(form: Values): WorkRequest {
  return {
    education: form.education,
    education_desc: form.educationDesc,
    profession: form.profession,
    annual_income: form.annualIncome,
    position: form.position ?? null,
    work_location: form.workLocation ?? null,
  };
}

export function fromResponse(values: WorkResponse): Form {
  return {
    education: textOf(values.education),
    educationDesc: textOf(values.education_desc),
    profession: textOf(values.profession),
    annualIncome: textOf(values.annual_income),
    position: textOf(values.position),
    workLocation: textOf(values.work_location),
  };
}
