import {
  ANNUAL_INCOME_VALUES,
  BIRTH_HOUR_VALUES,
  BIRTH_MINUTE_VALUES,
  BODY_TYPE_VALUES,
  COMPLEXION_VALUES,
  communitiesFor,
  type Domain,
  EDUCATION_VALUES,
  FAMILY_STATUS_VALUES,
  FOOD_HABIT_VALUES,
  formatBirthTime,
  type Gender,
  HEIGHT_CM_VALUES,
  MARITAL_STATUS_VALUES,
  MERIDIEM_VALUES,
  PADHAM_VALUES,
  PHYSICAL_STATUS_VALUES,
  PROFESSION_VALUES,
  raasiFor,
  STAR_VALUES,
  subCastesFor,
  TAMIL_LANGUAGE_VALUES,
  VARMALA_COMMUNITY_VALUES,
} from '@varmala/shared';

/** mulberry32: the same seed gives the same members. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof createRandom>;

const NAMES: Record<Domain, Record<Gender, readonly string[]>> = {
  varmala: {
    Male: [
      'Aditya',
      'Akshay',
      'Amol',
      'Aniket',
      'Ashish',
      'Ganesh',
      'Kiran',
      'Mahesh',
      'Nikhil',
      'Omkar',
      'Pranav',
      'Rahul',
      'Rohan',
      'Sachin',
      'Sagar',
      'Sanket',
      'Shubham',
      'Suraj',
      'Tushar',
      'Vinayak',
    ],
    Female: [
      'Aarti',
      'Anjali',
      'Ashwini',
      'Deepali',
      'Gauri',
      'Kavita',
      'Madhuri',
      'Manasi',
      'Neha',
      'Pooja',
      'Pradnya',
      'Priya',
      'Rutuja',
      'Sayali',
      'Shital',
      'Shraddha',
      'Sneha',
      'Swati',
      'Tejaswini',
      'Vaishnavi',
    ],
  },
  tamilmala: {
    Male: [
      'Arun',
      'Balaji',
      'Dinesh',
      'Ganesan',
      'Karthik',
      'Kumar',
      'Manikandan',
      'Murugan',
      'Prakash',
      'Rajesh',
      'Ramesh',
      'Saravanan',
      'Senthil',
      'Sivakumar',
      'Suresh',
      'Vignesh',
      'Vijay',
      'Yuvaraj',
    ],
    Female: [
      'Anitha',
      'Bhuvana',
      'Deepa',
      'Divya',
      'Gayathri',
      'Janani',
      'Kavitha',
      'Lakshmi',
      'Meena',
      'Nandhini',
      'Priya',
      'Revathi',
      'Saranya',
      'Sangeetha',
      'Sowmya',
      'Uma',
      'Vaishali',
      'Vidhya',
    ],
  },
};

const SURNAMES: Record<Domain, readonly string[]> = {
  varmala: [
    'Bhosale',
    'Chavan',
    'Deshpande',
    'Gaikwad',
    'Jadhav',
    'Joshi',
    'Kale',
    'Kulkarni',
    'More',
    'Patil',
    'Pawar',
    'Rane',
    'Salunkhe',
    'Shinde',
    'Sawant',
    'Thakur',
  ],
  tamilmala: [
    'Ananth',
    'Krishnan',
    'Natarajan',
    'Pillai',
    'Raman',
    'Rangan',
    'Selvam',
    'Subramanian',
    'Sundaram',
    'Velu',
    'Venkatesan',
    'Murthy',
  ],
};

interface SeedPlace {
  city: string;
  pincode: string;
  state: string;
  place_id: number;
}

const PLACES: Record<Domain, readonly SeedPlace[]> = {
  varmala: [
    { city: 'Belagavi', pincode: '590001', state: 'Karnataka', place_id: 1276533 },
    { city: 'Hubballi', pincode: '580020', state: 'Karnataka', place_id: 1269920 },
    { city: 'Bengaluru', pincode: '560001', state: 'Karnataka', place_id: 1277333 },
    { city: 'Kolhapur', pincode: '416001', state: 'Maharashtra', place_id: 1266285 },
    { city: 'Pune', pincode: '411001', state: 'Maharashtra', place_id: 1259229 },
    { city: 'Mumbai', pincode: '400001', state: 'Maharashtra', place_id: 1275339 },
    { city: 'Solapur', pincode: '413001', state: 'Maharashtra', place_id: 1256436 },
    { city: 'Hyderabad', pincode: '500001', state: 'Telangana', place_id: 1269843 },
  ],
  tamilmala: [
    { city: 'Chennai', pincode: '600001', state: 'Tamil Nadu', place_id: 1264527 },
    { city: 'Madurai', pincode: '625001', state: 'Tamil Nadu', place_id: 1264521 },
    { city: 'Coimbatore', pincode: '641001', state: 'Tamil Nadu', place_id: 1273865 },
    { city: 'Tiruchirappalli', pincode: '620001', state: 'Tamil Nadu', place_id: 1254388 },
    { city: 'Salem', pincode: '636001', state: 'Tamil Nadu', place_id: 1257629 },
    { city: 'Puducherry', pincode: '605001', state: 'Puducherry', place_id: 1259425 },
    { city: 'Bengaluru', pincode: '560001', state: 'Karnataka', place_id: 1277333 },
  ],
};

const OCCUPATIONS = ['Farmer', 'Teacher', 'Business', 'Retired', 'Government Service', 'Homemaker'];

/** In column names. */
export interface SeedMember {
  user: { mobile: string; user_name: string; domain: Domain };
  profile: Record<string, unknown>;
  hasPhoto: boolean;
}

export interface SeedOptions {
  tamilShare: number;
  approvedShare: number;
  photoShare: number;
  today: Date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function generateMember(
  random: Random,
  index: number,
  mobile: string,
  options: SeedOptions,
): SeedMember {
  const domain: Domain = random.chance(options.tamilShare) ? 'tamilmala' : 'varmala';
  const gender: Gender = index % 2 === 0 ? 'Female' : 'Male';
  const name = random.pick(NAMES[domain][gender]);
  // On the Tamil site the surname field holds the sub-caste.
  const familyName = random.pick(SURNAMES[domain]);
  const place = random.pick(PLACES[domain]);
  const language = domain === 'tamilmala' ? random.pick(TAMIL_LANGUAGE_VALUES) : null;
  const community =
    domain === 'tamilmala'
      ? random.pick(communitiesFor(domain, language))
      : random.pick(VARMALA_COMMUNITY_VALUES);
  const subCastes = subCastesFor(language, community);
  const surname = domain === 'tamilmala' && subCastes.length > 0 ? random.pick(subCastes) : familyName;
  const age = Math.min(60, 21 + Math.floor(-Math.log(1 - random.next()) * 6));
  const birthYear = options.today.getUTCFullYear() - age;
  const star = random.pick(STAR_VALUES);
  const padham = random.pick(PADHAM_VALUES);
  const sisters = random.int(0, 3);
  const brothers = random.int(0, 3);
  const fatherName = `${random.pick(NAMES[domain].Male)} ${familyName}`;
  const createdDaysAgo = random.next() * 730;
  const createdAt = new Date(options.today.getTime() - createdDaysAgo * 86_400_000);
  const hasPhoto = random.chance(options.photoShare);

  return {
    user: { mobile, user_name: `${name} ${familyName}`, domain },
    hasPhoto,
    profile: {
      domain,
      demo: true,
      status: random.chance(options.approvedShare) ? 200 : random.pick([0, 10, 500]),
      name,
      surname,
      community,
      gothram: random.pick(['Kashyap', 'Bharadwaj', 'Vasishtha', 'Atri']),
      language,
      gender,
      date_of_birth: `${birthYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      mobiles: [mobile],
      email: null,
      address: `${random.int(1, 300)} Station Road`,
      city: place.city,
      pincode: place.pincode,
      state: place.state,
      country: 'India',
      height: random.pick(
        HEIGHT_CM_VALUES.filter((cm) => (gender === 'Male' ? cm >= 160 : cm <= 175 && cm >= 145)),
      ),
      weight: gender === 'Male' ? random.int(55, 95) : random.int(42, 80),
      complexion: random.pick(COMPLEXION_VALUES),
      body_type: random.pick(BODY_TYPE_VALUES),
      physical_status: random.chance(0.97) ? 'Normal' : random.pick(PHYSICAL_STATUS_VALUES),
      marital_status: random.chance(0.9) ? 'Never Married' : random.pick(MARITAL_STATUS_VALUES),
      food_habits: random.pick(FOOD_HABIT_VALUES),
      about: `${name} enjoys music, travel and time with family.`,
      expectation: 'Educated, kind and family-minded.',
      education: random.pick(EDUCATION_VALUES),
      education_desc: 'Graduated with distinction',
      profession: random.pick(PROFESSION_VALUES),
      annual_income: random.pick(ANNUAL_INCOME_VALUES),
      position: 'Engineer',
      work_location: place.city,
      father_name: fatherName,
      father_alive: random.chance(0.9),
      mother_name: `${random.pick(NAMES[domain].Female)} ${familyName}`,
      mother_alive: random.chance(0.95),
      father_occupation: random.pick(OCCUPATIONS),
      mother_occupation: random.pick(OCCUPATIONS),
      sisters,
      sisters_married: random.int(0, sisters),
      brothers,
      brothers_married: random.int(0, brothers),
      family_status: random.pick(FAMILY_STATUS_VALUES),
      property_details: 'House in the native place',
      about_family: 'A close, traditional family.',
      birth_place: place.city,
      birth_place_id: place.place_id,
      birth_star: star,
      padham,
      raasi: raasiFor(star, padham) ?? null,
      dhosam: random.chance(0.8) ? 'No' : 'Chevvai',
      birth_time: formatBirthTime({
        hour: random.pick(BIRTH_HOUR_VALUES),
        minute: random.pick(BIRTH_MINUTE_VALUES),
        meridiem: random.pick(MERIDIEM_VALUES),
      }),
      completed_steps: ['basic', 'personal', 'work', ...(hasPhoto ? ['photo'] : []), 'family', 'horoscope'],
      created_at: createdAt.toISOString(),
      updated_at: createdAt.toISOString(),
    },
  };
}
