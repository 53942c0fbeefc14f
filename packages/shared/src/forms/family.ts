import { z } from 'zod';
import { type FamilyRequest, type FamilyResponse, familyRequestSchema } from '../api/profile/family.js';
import {
  controlFor,
  ONCE_CONTROLS_ARE_VALID,
  requestIssues,
  type ServerFieldNames,
  textOf,
} from './form-fields.js';

const field = familyRequestSchema.shape;

/** Step 5: parents are named and marked alive ('true') or not ('false'); siblings are counted 0-5. */
const controls = z.object({
  fatherName: controlFor(field.father_name),
  fatherAlive: controlFor(field.father_alive),
  motherName: controlFor(field.mother_name),
  motherAlive: controlFor(field.mother_alive),
  fatherOccupation: controlFor(field.father_occupation),
  motherOccupation: controlFor(field.mother_occupation),
  sisters: controlFor(field.sisters),
  sistersMarried: controlFor(field.sisters_married),
  brothers: controlFor(field.brothers),
  brothersMarried: controlFor(field.brothers_married),
  familyStatus: controlFor(field.family_status),
  propertyDetails: controlFor(field.property_details),
  aboutFamily: controlFor(field.about_family),
});
export type Form = z.input<typeof controls>;
export type Values = z.output<typeof controls>;

export const SERVER_FIELDS: ServerFieldNames<Form> = {
  father_name: 'fatherName',
  father_alive: 'fatherAlive',
  mother_name: 'motherName',
  mother_alive: 'motherAlive',
  father_occupation: 'fatherOccupation',
  mother_occupation: 'motherOccupation',
  sisters: 'sisters',
  sisters_married: 'sistersMarried',
  brothers: 'brothers',
  brothers_married: 'brothersMarried',
  family_status: 'familyStatus',
  property_details: 'propertyDetails',
  about_family: 'aboutFamily',
};

export const schema = controls.superRefine(
  requestIssues(familyRequestSchema, toRequest, SERVER_FIELDS),
  ONCE_CONTROLS_ARE_VALID,
);

export function toRequest(form: Values): FamilyRequest {
  return {
    father_name: form.fatherName,
    father_alive: form.fatherAlive,
    mother_name: form.motherName,
    mother_alive: form.motherAlive,
    father_occupation: form.fatherOccupation ?? null,
    mother_occupation: form.motherOccupation ?? null,
    sisters: form.sisters ?? null,
    sisters_married: form.sistersMarried ?? null,
    brothers: form.brothers ?? null,
    brothers_married: form.brothersMarried ?? null,
    family_status: form.familyStatus ?? null,
    property_details: form.propertyDetails ?? null,
    about_family: form.aboutFamily ?? null,
  };
}

export function fromResponse(values: FamilyResponse): Form {
  return {
    fatherName: textOf(values.father_name),
    fatherAlive: textOf(values.father_alive),
    motherName: textOf(values.mother_name),
    motherAlive: textOf(values.mother_alive),
    fatherOccupation: textOf(values.father_occupation),
    motherOccupation: textOf(values.mother_occupation),
    sisters: textOf(values.sisters),
    sistersMarried: textOf(values.sisters_married),
    brothers: textOf(values.brothers),
    brothersMarried: textOf(values.brothers_married),
    familyStatus: textOf(values.family_status),
    propertyDetails: textOf(values.property_details),
    aboutFamily: textOf(values.about_family),
  };
}
