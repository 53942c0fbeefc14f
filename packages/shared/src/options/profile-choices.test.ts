import { describe, expect, it } from 'vitest';
import { annualIncomeSchema, educationSchema } from './profile-choice-schemas.js';
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
  stateFilterOptions,
} from './profile-choices.js';

const LISTS = {
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
};

describe('profile choices', () => {
  it.each(Object.entries(LISTS))('%s has no duplicates', (_, values) => {
    expect(new Set(values).size).toBe(values.length);
  });

  it('has every item of spec section 9', () => {
    expect(EDUCATION_VALUES).toHaveLength(13);
    expect(ANNUAL_INCOME_VALUES).toHaveLength(18);
    expect(ANNUAL_INCOME_VALUES.slice(0, 3)).toEqual(['Not working', 'Upto 1 Lakh', '1-2 Lakhs']);
    expect(PROFESSION_VALUES).toHaveLength(5);
    expect(STATE_VALUES).toHaveLength(8);
    expect(COMPLEXION_VALUES).toHaveLength(5);
    expect(FOOD_HABIT_VALUES).toEqual(['Only Veg', 'Eggetarian', 'Veg / Non-Veg']);
    expect(MARITAL_STATUS_VALUES).toEqual(['Never Married', 'Widowed', 'Divorced']);
  });

  it('says Required for nothing chosen and Invalid value for anything unlisted', () => {
    expect(educationSchema.parse('Masters')).toBe('Masters');
    expect(educationSchema.safeParse('masters').error?.issues[0]?.message).toBe('Invalid value');
    expect(educationSchema.safeParse('').error?.issues[0]?.message).toBe('Required');
    expect(annualIncomeSchema.safeParse('1-2 Lakh').error?.issues[0]?.message).toBe('Invalid value');
  });

  it('offers state filters by the member’s own state', () => {
    expect(stateFilterOptions('Maharashtra')).toEqual(['Karnataka', 'Maharashtra', 'Others']);
    expect(stateFilterOptions('Others')).toEqual([]);
    const southern = [
      'Andhra Pradesh',
      'Karnataka',
      'Kerala',
      'Puducherry',
      'Tamil Nadu',
      'Telangana',
      'Others',
    ];
    expect(stateFilterOptions('Tamil Nadu')).toEqual(southern);
    expect(stateFilterOptions('Kerala')).toEqual(southern);
    expect(stateFilterOptions(undefined)).toEqual(southern);
  });
});
