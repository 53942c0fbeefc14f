// Texts of spec section 9, verbatim: they are the values stored in the database and the keys the
// web app translates at display time, so a spelling change here is a data migration.

export const GENDER_VALUES = ['Male', 'Female'] as const;
export type Gender = (typeof GENDER_VALUES)[number];

export const COUNTRY_VALUES = ['India', 'Others'] as const;
export type Country = (typeof COUNTRY_VALUES)[number];

export const MARITAL_STATUS_VALUES = ['Never Married', 'Widowed', 'Divorced'] as const;
export type MaritalStatus = (typeof MARITAL_STATUS_VALUES)[number];

export const BODY_TYPE_VALUES = ['Slim', 'Fat', 'Normal'] as const;
export type BodyType = (typeof BODY_TYPE_VALUES)[number];

export const PHYSICAL_STATUS_VALUES = ['Normal', 'Physically Challenged'] as const;
export type PhysicalStatus = (typeof PHYSICAL_STATUS_VALUES)[number];

export const COMPLEXION_VALUES = ['Very Fair', 'Fair', 'Wheatish', 'Wheatish Brown', 'Dark'] as const;
export type Complexion = (typeof COMPLEXION_VALUES)[number];

// 'Eggetarian' is ours, not the spec's: vegetarian families who eat eggs asked for it.
export const FOOD_HABIT_VALUES = ['Only Veg', 'Eggetarian', 'Veg / Non-Veg'] as const;
export type FoodHabit = (typeof FOOD_HABIT_VALUES)[number];

export const FAMILY_STATUS_VALUES = [
  'Lower Middle class',
  'Middle Class',
  'Upper Middle Class',
  'Rich',
] as const;
export type FamilyStatus = (typeof FAMILY_STATUS_VALUES)[number];

export const EDUCATION_VALUES = [
  'Bachelors',
  'Masters',
  'Doctor',
  'Doctorate',
  'Diploma',
  'Undergraduate',
  'Postgraduate',
  'Associates degree',
  'Honours degree',
  'Trade school',
  'High school',
  'Less than high school',
  'Chartered Accountant',
] as const;
export type Education = (typeof EDUCATION_VALUES)[number];

/** Ranges written the same way throughout ('1-2 Lakhs'), in ascending order for the select. */
export const ANNUAL_INCOME_VALUES = [
  'Not working',
  'Upto 1 Lakh',
  '1-2 Lakhs',
  '2-3 Lakhs',
  '3-4 Lakhs',
  '4-5 Lakhs',
  '5-7 Lakhs',
  '7-9 Lakhs',
  '9-12 Lakhs',
  '12-15 Lakhs',
  '15-20 Lakhs',
  '20-30 Lakhs',
  '30-50 Lakhs',
  '50-75 Lakhs',
  '75 Lakhs to 1 Crore',
  '1 Crore and above',
  'Not applicable',
  'Dont want to specify',
] as const;
export type AnnualIncome = (typeof ANNUAL_INCOME_VALUES)[number];

export const PROFESSION_VALUES = [
  'Private Company',
  'Government / Public Sector',
  'Defense / Civil Services',
  'Business / Self Employed',
  'Non Working',
] as const;
export type Profession = (typeof PROFESSION_VALUES)[number];

export const STATE_VALUES = [
  'Andhra Pradesh',
  'Karnataka',
  'Kerala',
  'Maharashtra',
  'Puducherry',
  'Tamil Nadu',
  'Telangana',
  'Others',
] as const;
export type State = (typeof STATE_VALUES)[number];

const SOUTHERN_STATES_AND_OTHERS: readonly State[] = [
  'Andhra Pradesh',
  'Karnataka',
  'Kerala',
  'Puducherry',
  'Tamil Nadu',
  'Telangana',
  'Others',
];
const MAHARASHTRA_FILTER_STATES: readonly State[] = ['Karnataka', 'Maharashtra', 'Others'];
const NO_STATES: readonly State[] = [];

/**
 * The states offered in the search filter, decided by the searching member's own state. A member
 * whose state is not known yet (or not one of ours) is treated like any member of a southern state.
 */
export function stateFilterOptions(ownState: string | null | undefined): readonly State[] {
  if (ownState === 'Maharashtra') return MAHARASHTRA_FILTER_STATES;
  if (ownState === 'Others') return NO_STATES;
  return SOUTHERN_STATES_AND_OTHERS;
}
