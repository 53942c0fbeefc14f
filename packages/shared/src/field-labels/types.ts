import type { Domain } from '../domains.js';

/** Words a community uses for its own horoscope's parts. */
interface HoroscopeWords {
  readonly raasi: string;
  readonly padham: string;
  readonly dhosam: string;
}

/**
 * The labels of the profile's fields in one language, as `profile.<section>.<key>` of the web's
 * catalogue: a declaration's `label` names one of them. The web's form and view and the server's
 * biodata read the same words.
 */
export interface FieldLabels {
  readonly basic: {
    readonly name: string;
    readonly surname: string;
    /** The Tamil site's sub-caste, stored as `surname`. */
    readonly subCaste: string;
    readonly community: string;
    /** The Tamil site's word for `community`. */
    readonly caste: string;
    readonly communityGroup: string;
    readonly gothram: string;
    readonly gender: string;
    readonly dateOfBirth: string;
    readonly mobile: string;
    readonly email: string;
    readonly address: string;
    readonly city: string;
    readonly pincode: string;
    readonly state: string;
    readonly country: string;
  };
  readonly personal: {
    readonly height: string;
    readonly weight: string;
    readonly complexion: string;
    readonly bodyType: string;
    readonly physicalStatus: string;
    readonly maritalStatus: string;
    readonly foodHabits: string;
    readonly about: string;
    readonly expectation: string;
  };
  readonly work: {
    readonly education: string;
    readonly educationDesc: string;
    readonly profession: string;
    readonly annualIncome: string;
    readonly position: string;
    readonly workLocation: string;
  };
  readonly family: {
    readonly fatherName: string;
    readonly fatherAlive: string;
    readonly fatherOccupation: string;
    readonly motherName: string;
    readonly motherAlive: string;
    readonly motherOccupation: string;
    readonly siblings: string;
    readonly sisters: string;
    readonly sistersMarried: string;
    readonly brothers: string;
    readonly brothersMarried: string;
    readonly familyStatus: string;
    readonly propertyDetails: string;
    readonly aboutFamily: string;
  };
  readonly horoscope: {
    readonly placeBirth: string;
    readonly timeOfBirth: string;
    readonly birthStar: string;
    readonly sites: Readonly<Record<Domain, HoroscopeWords>>;
  };
}
