import { describe, expect, it } from 'vitest';
import { type PersonalResponse, personalRequestSchema, personalSection } from './personal.js';

const { fromResponse, toRequest } = personalSection;
const schema = personalSection.form;

const saved: PersonalResponse = {
  height: 168,
  weight: 62,
  complexion: 'Wheatish',
  body_type: 'Slim',
  physical_status: 'Normal',
  marital_status: 'Never Married',
  food_habits: 'Only Veg',
  about: 'Teaches music.',
  expectation: null,
};

describe('personal step form', () => {
  it('holds numbers as text and sends them as numbers, empty choices as null', () => {
    const form = fromResponse(saved);
    expect(form).toMatchObject({ height: '168', weight: '62', body_type: 'Slim', expectation: '' });
    const request = toRequest(schema.parse({ ...form, complexion: '', weight: ' 63 ' }));
    expect(request).toEqual({
      height: 168,
      weight: 63,
      complexion: null,
      body_type: 'Slim',
      physical_status: 'Normal',
      marital_status: 'Never Married',
      food_habits: 'Only Veg',
      about: 'Teaches music.',
      expectation: null,
    });
    expect(personalRequestSchema.safeParse(request).success).toBe(true);
  });

  it('requires height, weight, physical status and marital status', () => {
    const result = schema.safeParse(
      fromResponse({ ...saved, height: null, weight: null, physical_status: null, marital_status: null }),
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['height', 'Required'],
      ['weight', 'Required'],
      ['physical_status', 'Required'],
      ['marital_status', 'Required'],
    ]);
  });

  it('refuses a height that is not one of the options', () => {
    expect(schema.safeParse({ ...fromResponse(saved), height: '300' }).error?.issues[0]?.message).toBe(
      'Invalid value',
    );
  });
});
