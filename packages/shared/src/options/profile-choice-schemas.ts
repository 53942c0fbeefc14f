/**
 * The schemas of the profile's fixed choices (profile-choices.ts): apart from the lists, so a page
 * that only shows or offers the choices does not load zod.
 */
import { optionSchema } from './option-schema.js';
import {
  ANNUAL_INCOME_VALUES,
  BODY_TYPE_VALUES,
  COMPLEXION_VALUES,
  COUNTRY_VALUES,
  EDUCATION_VALUES,
  FAMILY_STATUS_VALUES,
  FOOD_HABIT_VALUES,
  GENDER_VALUES,
  MARITAL_STATUS_VALUES,
  PHYSICAL_STATUS_VALUES,
  PROFESSION_VALUES,
  STATE_VALUES,
} from './profile-choices.js';

export const genderSchema = optionSchema(GENDER_VALUES);
export const countrySchema = optionSchema(COUNTRY_VALUES);
export const maritalStatusSchema = optionSchema(MARITAL_STATUS_VALUES);
export const bodyTypeSchema = optionSchema(BODY_TYPE_VALUES);
export const physicalStatusSchema = optionSchema(PHYSICAL_STATUS_VALUES);
export const complexionSchema = optionSchema(COMPLEXION_VALUES);
export const foodHabitSchema = optionSchema(FOOD_HABIT_VALUES);
export const familyStatusSchema = optionSchema(FAMILY_STATUS_VALUES);
export const educationSchema = optionSchema(EDUCATION_VALUES);
export const annualIncomeSchema = optionSchema(ANNUAL_INCOME_VALUES);
export const professionSchema = optionSchema(PROFESSION_VALUES);
export const stateSchema = optionSchema(STATE_VALUES);
