import { describe, expect, it } from 'vitest';
import { type WorkResponse, workSection } from './work.js';

const { fromResponse, toRequest } = workSection;
const schema = workSection.form;

const saved: WorkResponse = {
  education: 'Masters',
  education_desc: 'M.Sc. Physics',
  profession: 'Private Company',
  annual_income: '5-7 Lakhs',
  position: 'Engineer',
  work_location: null,
};

describe('work step form', () => {
  it('maps the saved step to the controls and back', () => {
    const form = fromResponse(saved);
    expect(form).toEqual({
      education: 'Masters',
      education_desc: 'M.Sc. Physics',
      profession: 'Private Company',
      annual_income: '5-7 Lakhs',
      position: 'Engineer',
      work_location: '',
    });
    expect(toRequest(schema.parse(form))).toEqual({ ...saved, work_location: null });
  });

  it('requires education, its description, profession and annual income', () => {
    const blank = fromResponse({
      ...saved,
      education: null,
      education_desc: null,
      profession: null,
      annual_income: null,
    });
    const errors = schema
      .safeParse(blank)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(errors).toEqual([
      ['education', 'Required'],
      ['education_desc', 'Required'],
      ['profession', 'Required'],
      ['annual_income', 'Required'],
    ]);
  });
});
