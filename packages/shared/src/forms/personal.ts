import { z } from 'zod';
import {
  type PersonalRequest,
  type PersonalResponse,
  personalRequestSchema,
} from '../api/profile/personal.js';
import { controlFor, type ServerFieldNames, textOf } from './form-fields.js';

const field = personalRequestSchema.shape;

/** Step 2: height (centimetres) and weight are typed or picked as text. */
export const schema = z.object({
  height: controlFor(field.height),
  weight: controlFor(field.weight),
  complexion: controlFor(field.complexion),
  bodyType: controlFor(field.body_type),
  physicalStatus: controlFor(field.physical_status),
  maritalStatus: controlFor(field.marital_status),
  foodHabits: controlFor(field.food_habits),
  about: controlFor(field.about),
  expectation: controlFor(field.expectation),
});
export type Form = z.input<typeof schema>;
export type Values = z.output<typeof schema>;

export const SERVER_FIELDS: ServerFieldNames<Form> = {
  height: 'height',
  weight: 'weight',
  complexion: 'complexion',
  body_type: 'bodyType',
  physical_status: 'physicalStatus',
  marital_status: 'maritalStatus',
  food_habits: 'foodHabits',
  about: 'about',
  expectation: 'expectation',
};

export function toRequest(form: Values): PersonalRequest {
  return {
    height: form.height,
    weight: form.weight,
    complexion: form.complexion ?? null,
    body_type: form.bodyType ?? null,
    physical_status: form.physicalStatus,
    marital_status: form.maritalStatus,
    food_habits: form.foodHabits ?? null,
    about: form.about ?? null,
    expectation: form.expectation ?? null,
  };
}

export function fromResponse(values: PersonalResponse): Form {
  return {
    height: textOf(values.height),
    weight: textOf(values.weight),
    complexion: textOf(values.complexion),
    bodyType: textOf(values.body_type),
    physicalStatus: textOf(values.physical_status),
    maritalStatus: textOf(values.marital_status),
    foodHabits: textOf(values.food_habits),
    about: textOf(values.about),
    expectation: textOf(values.expectation),
  };
}
