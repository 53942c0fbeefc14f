/** Valid values for every profile step, as a member would save them. */
const thisYear = new Date().getFullYear();

/** A complete, valid step 1 for a bride in the varmala domain. */
export function basicFor(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Priya',
    surname: 'Kulkarni',
    community: 'Bhavasar Kshatriya',
    gothram: 'Kashyap',
    language: null,
    gender: 'Female',
    date_of_birth: `${thisYear - 25}-03-14`,
    mobiles: ['9876500001', '9876500002'],
    email: null,
    address: '12 Station Road',
    city: 'Belagavi',
    pincode: '590001',
    state: 'Karnataka',
    country: 'India',
    ...overrides,
  };
}

export const personal = {
  height: 163,
  weight: 55,
  complexion: 'Wheatish',
  body_type: 'Slim',
  physical_status: 'Normal',
  marital_status: 'Never Married',
  food_habits: 'Only Veg',
  about: 'Software engineer who loves music.',
  expectation: 'Kind and educated.',
};
export const work = {
  education: 'Masters',
  education_desc: 'M.Tech, VTU',
  profession: 'Private Company',
  annual_income: '9-12 Lakhs',
  position: 'Engineer',
  work_location: 'Pune',
};
export const family = {
  father_name: 'Ramesh',
  father_alive: true,
  mother_name: 'Sunita',
  mother_alive: false,
  father_occupation: 'Teacher',
  mother_occupation: null,
  sisters: 2,
  sisters_married: 1,
  brothers: 1,
  brothers_married: 0,
  family_status: 'Middle Class',
  property_details: 'House in Belagavi',
  about_family: 'Close-knit family.',
};
export const horoscope = {
  birth_place: 'Belagavi',
  birth_place_id: null as number | null,
  birth_star: 'Rohini',
  padham: 2,
  raasi: 'Vrishabha',
  dhosam: 'None',
  birth_time: '06:45 AM',
};
