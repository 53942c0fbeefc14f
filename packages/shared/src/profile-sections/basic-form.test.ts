import { describe, expect, it } from 'vitest';
import { type BasicResponse, basicRequestSchema } from './basic.js';
import { fromResponse, schemaFor, toRequest } from './basic-form.js';

const NOW = new Date('2026-06-01T00:00:00Z');

const saved: BasicResponse = {
  profile_id: 7,
  mid: 'MF1001',
  email_verified: false,
  name: 'Asha',
  surname: 'Pawar',
  community: 'Bhavasar Kshatriya',
  gothram: 'Kashyap',
  language: null,
  gender: 'Female',
  date_of_birth: '1996-07-04',
  mobiles: ['9876543210', '9123456780'],
  email: 'asha@example.org',
  address: '12 Temple Street',
  city: 'Belagavi',
  pincode: '590001',
  state: 'Karnataka',
  country: 'India',
  pending_review: [],
};

/** The first message of each control, as the form shows it. */
function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('basic step form', () => {
  it('maps a saved profile to the controls and back to the same request', () => {
    const form = fromResponse(saved);
    expect(form).toMatchObject({
      dobYear: '1996',
      dobMonth: '7',
      dobDay: '4',
      mobile: '9876543210',
      alternateMobile: '9123456780',
      language: '',
    });
    const values = schemaFor('varmala', NOW).parse(form);
    const request = toRequest(values);
    expect(request).toEqual({
      name: 'Asha',
      surname: 'Pawar',
      community: 'Bhavasar Kshatriya',
      gothram: 'Kashyap',
      language: null,
      gender: 'Female',
      date_of_birth: '1996-07-04',
      mobiles: ['9876543210', '9123456780'],
      email: 'asha@example.org',
      address: '12 Temple Street',
      city: 'Belagavi',
      pincode: '590001',
      state: 'Karnataka',
      country: 'India',
    });
    expect(basicRequestSchema.safeParse(request).success).toBe(true);
  });

  it('starts blank before the first save and sends one mobile when there is no alternate', () => {
    const blank = fromResponse({
      ...saved,
      ...Object.fromEntries(Object.keys(saved).map((key) => [key, null])),
      mobiles: [],
      email_verified: false,
    } as BasicResponse);
    expect(Object.values(blank).every((value) => value === '')).toBe(true);

    const values = schemaFor('varmala', NOW).parse({
      ...fromResponse(saved),
      alternateMobile: '',
      email: '',
    });
    expect(toRequest(values)).toMatchObject({ mobiles: ['9876543210'], email: null });
  });

  it('names the required fields and the wrong mobile and e-mail in the spec words', () => {
    const blank = { ...fromResponse(saved) };
    for (const key of Object.keys(blank) as (keyof typeof blank)[]) blank[key] = '';
    const errors = errorsOf(schemaFor('varmala', NOW).safeParse(blank));
    for (const required of [
      'name',
      'gender',
      'dobYear',
      'dobMonth',
      'dobDay',
      'surname',
      'community',
      'mobile',
      'country',
      'state',
      'city',
      'pincode',
    ]) {
      expect(errors[required], required).toBe('Required');
    }
    expect(errors.email).toBeUndefined();
    expect(errors.gothram).toBeUndefined();

    const wrong = errorsOf(
      schemaFor('varmala', NOW).safeParse({
        ...fromResponse(saved),
        mobile: '98765',
        alternateMobile: '12',
        email: 'not-an-address',
      }),
    );
    expect(wrong).toEqual({
      mobile: 'Invalid mobile number',
      alternateMobile: 'Invalid mobile number',
      email: 'Invalid email address',
    });
  });

  it('shows the rules that span fields on the control they concern', () => {
    const errors = errorsOf(
      schemaFor('varmala', NOW).safeParse({
        ...fromResponse(saved),
        dobMonth: '2',
        dobDay: '30',
        pincode: '12',
        alternateMobile: '9876543210',
      }),
    );
    expect(errors).toEqual({
      dobDay: 'Invalid value',
      pincode: 'Invalid pincode',
      alternateMobile: 'The alternate number repeats the main one',
    });
  });

  it('offers the 50 birth years counted from the date given', () => {
    const schema = schemaFor('varmala', NOW);
    expect(schema.safeParse({ ...fromResponse(saved), dobYear: '2008' }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...fromResponse(saved), dobYear: '2009' })).dobYear).toBe(
      'Invalid value',
    );
  });

  it('in the Tamil domain asks for a language and keeps caste and sub-caste within its lists', () => {
    const tamil = { ...fromResponse(saved), language: 'Tamil', community: 'Mudaliar', surname: 'Senguntha' };
    const schema = schemaFor('tamilmala', NOW);
    expect(toRequest(schema.parse(tamil))).toMatchObject({
      language: 'Tamil',
      community: 'Mudaliar',
      surname: 'Senguntha',
    });
    expect(errorsOf(schema.safeParse({ ...tamil, language: '', name: '' }))).toEqual({
      name: 'Required',
      language: 'Required',
    });
    expect(errorsOf(schema.safeParse({ ...tamil, language: 'Telugu' }))).toEqual({
      community: 'Invalid value',
    });
    expect(errorsOf(schema.safeParse({ ...tamil, surname: 'Iyer' }))).toEqual({ surname: 'Invalid value' });
    // The Marathi domain keeps its own communities and a free-text surname.
    expect(errorsOf(schemaFor('varmala', NOW).safeParse(tamil))).toEqual({ community: 'Invalid value' });
  });
});
