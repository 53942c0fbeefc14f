/**
 * Example answers of the search and view endpoints, and the gated fields a database row could carry
 * into them by mistake: for the tests of the schemas here and of the server's serialiser.
 */
import type { ProfileListItem, ProfileView } from './profile-item.js';

export const exampleListItem: ProfileListItem = {
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
  shortlist_note: null,
  horoscope_match: {
    verdict: 'match',
    deciding: [
      { kind: 'guna_reached', total: { min: 26.5, max: 26.5 }, min: 18 },
      { kind: 'no_blocking_dosha', doshas: ['nadi', 'bhakoot'] },
    ],
    kind: 'guna',
    matched: 7,
    guna: 26.5,
    guna_range: { min: 26.5, max: 26.5 },
  },
  demo: false,
  badges: [{ kind: 'mobile', verified_at: '2026-11-12T10:00:00.000Z', by: 'code' }],
  interest: { interest_id: 3, direction: 'received', status: 'accepted' },
};

const { horoscope_match: _, ...viewedItem } = exampleListItem;

/** Gated fields (decision 004), as a row of the profiles table would carry them. */
export const gatedFields = {
  mobiles: ['9876543210'],
  email: 'a@example.com',
  address: '1 Road',
  pincode: '411001',
  birth_time: '06:45 AM',
  attachments: [{ url: '/api/media/attachment-x.pdf' }],
};

export const exampleView: ProfileView = {
  ...viewedItem,
  gender: 'Male',
  domain: 'varmala',
  status: 200,
  gothram: null,
  language: null,
  state: 'Maharashtra',
  country: 'India',
  personal: { ...exampleListItem.personal, height: 175, weight: 70, expectation: null },
  horoscope: { ...exampleListItem.horoscope, dhosam: null },
  contact_visibility: 'subscribers',
  registered_by_operator: false,
};

/** `value` with gated fields at every level a handler's object could carry them. */
export function withGatedFields<T extends Omit<ProfileListItem, 'horoscope_match'>>(value: T) {
  return {
    ...value,
    ...gatedFields,
    horoscope: { ...value.horoscope, birth_time: gatedFields.birth_time },
    personal: { ...value.personal, mobiles: gatedFields.mobiles },
    photos: value.photos.map((photo) => ({ ...photo, key: 'photo-secret.webp' })),
  };
}

/** Text of a gated value, for checking that an answer carries none. */
export const GATED_TEXTS = [
  '9876543210',
  'a@example.com',
  '1 Road',
  '411001',
  '06:45',
  'attachment-',
  'photo-secret',
];
