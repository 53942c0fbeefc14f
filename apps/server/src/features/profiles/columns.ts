import type { profiles } from '../../db/schema.js';

type Column = keyof typeof profiles.$inferSelect;

/** API field (snake_case, spec section 3) -> profile column, for each step saved as a whole. */
export const STEP_COLUMNS = {
  personal: {
    height: 'height',
    weight: 'weight',
    complexion: 'complexion',
    body_type: 'bodyType',
    physical_status: 'physicalStatus',
    marital_status: 'maritalStatus',
    food_habits: 'foodHabits',
    about: 'about',
    expectation: 'expectation',
  },
  work: {
    education: 'education',
    education_desc: 'educationDesc',
    profession: 'profession',
    annual_income: 'annualIncome',
    position: 'position',
    work_location: 'workLocation',
  },
  family: {
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
  },
  horoscope: {
    birth_place: 'birthPlace',
    birth_star: 'birthStar',
    padham: 'padham',
    raasi: 'raasi',
    dhosam: 'dhosam',
    birth_time: 'birthTime',
  },
} as const satisfies Record<string, Record<string, Column>>;

export type SectionStep = keyof typeof STEP_COLUMNS;

export function toColumns(step: SectionStep, values: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(STEP_COLUMNS[step])) columns[column] = values[field] ?? null;
  return columns;
}

export function fromRow(
  step: SectionStep,
  row: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(STEP_COLUMNS[step])) values[field] = row?.[column] ?? null;
  return values;
}
