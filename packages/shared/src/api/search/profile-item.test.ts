import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { profileListItemSchema, profileViewSchema } from './profile-item.js';
import { searchResponseSchema } from './search-profiles.js';

const item = {
  profile_id: 7,
  mid: 'MM1007',
  name: 'Arjun',
  age: 29,
  surname: 'Patil',
  community: 'Kshatriya',
  city: 'Pune',
  personal: {
    height_ft: '5ft 9in',
    complexion: null,
    body_type: null,
    physical_status: 'Normal',
    marital_status: 'Never Married',
    food_habits: null,
    about: null,
  },
  horoscope: { birth_star: 'Rohini', raasi: 'Vrishabha', padham: 2, birth_place: 'Pune' },
  work: {
    education: 'Masters',
    education_desc: 'MBA',
    profession: 'Private Company',
    position: null,
    annual_income: '9-12 Lakhs',
    work_location: null,
  },
  family: {
    father_name: 'Ramesh',
    father_alive: true,
    mother_name: 'Sunita',
    mother_alive: true,
    father_occupation: null,
    mother_occupation: null,
    sisters: 0,
    sisters_married: 0,
    brothers: 1,
    brothers_married: 0,
    family_status: null,
    property_details: null,
    about_family: null,
  },
  photos: [{ short: '/s', large: '/l', url: '/u', caption: null }],
  dob: '1996-04-02',
  hasShortlisted: false,
};

const leaks = {
  mobiles: ['9876543210'],
  email: 'a@example.com',
  address: '1 Road',
  pincode: '411001',
  birth_time: '06:45 AM',
  attachments: [{ url: '/api/media/attachment-x.pdf' }],
};

/** What the server sends: the response serialiser encodes with the schema, then stringifies. */
const sent = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value));

describe('profile item schemas', () => {
  it('drop gated keys wherever a row would carry them', () => {
    const leaky = {
      ...item,
      ...leaks,
      horoscope: { ...item.horoscope, birth_time: '06:45 AM' },
      personal: { ...item.personal, mobiles: ['9876543210'] },
      photos: [{ ...item.photos[0], key: 'photo-secret.webp' }],
    };
    for (const [schema, value] of [
      [profileListItemSchema, leaky],
      [searchResponseSchema, { rows: [leaky], count: 1, photo_nudge: false, mobiles: ['9876543210'] }],
      [
        profileViewSchema,
        {
          ...leaky,
          gender: 'Male',
          domain: 'varmala',
          status: 200,
          gothram: null,
          language: null,
          state: 'Maharashtra',
          country: 'India',
          personal: { ...leaky.personal, height: 175, weight: 70, expectation: null },
          horoscope: { ...leaky.horoscope, dhosam: null },
        },
      ],
    ] as const) {
      const text = sent(schema, value);
      expect(text).toContain('MM1007');
      for (const secret of [
        '9876543210',
        'a@example.com',
        '1 Road',
        '411001',
        '06:45',
        'attachment-',
        'photo-secret',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('have no gated key in their shape', () => {
    const keys = (schema: z.ZodObject): string[] =>
      Object.entries(schema.shape).flatMap(([key, value]) => [
        key,
        ...(value instanceof z.ZodObject ? keys(value) : []),
        ...(value instanceof z.ZodArray && value.element instanceof z.ZodObject ? keys(value.element) : []),
      ]);
    for (const schema of [profileListItemSchema, profileViewSchema]) {
      for (const gated of Object.keys(leaks)) expect(keys(schema)).not.toContain(gated);
    }
  });
});
