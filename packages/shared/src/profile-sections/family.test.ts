import { describe, expect, it } from 'vitest';
import { type FamilyResponse, familySection } from './family.js';

const { fromResponse, toRequest } = familySection;
const schema = familySection.form;

const saved: FamilyResponse = {
  father_name: 'Ramesh',
  father_alive: true,
  mother_name: 'Sunita',
  mother_alive: false,
  father_occupation: 'Farmer',
  mother_occupation: null,
  sisters: 2,
  sisters_married: 1,
  brothers: 0,
  brothers_married: 0,
  family_status: 'Middle Class',
  property_details: null,
  about_family: 'A joint family.',
};

describe('family step form', () => {
  it('holds yes/no and counts as text and sends booleans and numbers', () => {
    const form = fromResponse(saved);
    expect(form).toMatchObject({ father_alive: 'true', mother_alive: 'false', sisters: '2', brothers: '0' });
    expect(toRequest(schema.parse(form))).toEqual(saved);
  });

  it('sends siblings not given as null', () => {
    const values = schema.parse({ ...fromResponse(saved), sisters: '', sisters_married: '' });
    expect(toRequest(values)).toMatchObject({ sisters: null, sisters_married: null });
  });

  it('requires the parents and whether they are alive', () => {
    const blank = fromResponse({
      ...saved,
      father_name: null,
      father_alive: null,
      mother_name: null,
      mother_alive: null,
    });
    const errors = schema
      .safeParse(blank)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(errors).toEqual([
      ['father_name', 'Required'],
      ['father_alive', 'Required'],
      ['mother_name', 'Required'],
      ['mother_alive', 'Required'],
    ]);
  });

  it('does not allow more married siblings than siblings', () => {
    const result = schema.safeParse({ ...fromResponse(saved), sisters_married: '3' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sisters_married', 'More than the number of sisters'],
    ]);
  });
});
