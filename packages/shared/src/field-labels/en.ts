import type { FieldLabels } from './types.js';

// Not widened to FieldLabels: the web's catalogue types its keys from this object.
export const fieldLabels = {
  basic: {
    name: 'Name',
    surname: 'Surname',
    subCaste: 'Sub-caste',
    community: 'Community',
    caste: 'Caste',
    // The Tamil site's list of Tamil, Telugu, Saurashtra and Christian: groups, not languages.
    communityGroup: 'Community group',
    gothram: 'Gothram',
    gender: 'Gender',
    dateOfBirth: 'Date of birth',
    mobile: 'Mobile number',
    email: 'Email (optional)',
    address: 'Address',
    city: 'City',
    pincode: 'Pincode',
    state: 'State',
    country: 'Country',
  },
  personal: {
    height: 'Height',
    weight: 'Weight (kg)',
    complexion: 'Complexion',
    bodyType: 'Body type',
    physicalStatus: 'Physical status',
    maritalStatus: 'Marital status',
    foodHabits: 'Food habits',
    about: 'About',
    expectation: 'Expectations from the partner',
  },
  work: {
    education: 'Education',
    educationDesc: 'Education details',
    profession: 'Profession',
    annualIncome: 'Annual income',
    position: 'Position',
    workLocation: 'Work location',
  },
  family: {
    fatherName: "Father's name",
    fatherAlive: 'Father alive?',
    fatherOccupation: "Father's occupation",
    motherName: "Mother's name",
    motherAlive: 'Mother alive?',
    motherOccupation: "Mother's occupation",
    siblings: 'Brothers and sisters',
    sisters: 'Sisters',
    sistersMarried: 'Sisters married',
    brothers: 'Brothers',
    brothersMarried: 'Brothers married',
    familyStatus: 'Family status',
    propertyDetails: 'Property details',
    aboutFamily: 'About the family',
  },
  horoscope: {
    placeBirth: 'Place of birth',
    timeOfBirth: 'Time of birth',
    birthStar: 'Birth star',
    // Each community's own words.
    sites: {
      varmala: { raasi: 'Rashi', padham: 'Charan', dhosam: 'Mangal dosh' },
      tamilmala: { raasi: 'Raasi', padham: 'Padham', dhosam: 'Chevvai dosham' },
    },
  },
} satisfies FieldLabels;
