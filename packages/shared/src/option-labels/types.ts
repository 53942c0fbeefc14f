import type {
  ANNUAL_INCOME_VALUES,
  BODY_TYPE_VALUES,
  COMPLEXION_VALUES,
  COUNTRY_VALUES,
  EDUCATION_VALUES,
  FAMILY_STATUS_VALUES,
  FOOD_HABIT_VALUES,
  GENDER_VALUES,
  MARITAL_STATUS_VALUES,
  MERIDIEM_VALUES,
  PHYSICAL_STATUS_VALUES,
  PROFESSION_VALUES,
  ProfileStatusLabel,
  Raasi,
  STATE_VALUES,
  Star,
  TAMIL_LANGUAGE_VALUES,
  VARMALA_COMMUNITY_VALUES,
} from '../index.js';

type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

type LabelsOf<Values extends readonly (string | number)[]> = Readonly<Record<Values[number], string>>;

/**
 * Labels of a list whose words describe the person, so that a language may write them for a bride
 * (`<value>_female`) or a groom (`<value>_male`) where the plain label would not agree
 * (useOptionLabel reads them when the profile's gender is known).
 */
type GenderedLabelsOf<Values extends readonly string[]> = LabelsOf<Values> &
  Readonly<Partial<Record<`${Values[number]}_${'female' | 'male'}`, string>>>;

/**
 * Labels of stored option values (`useOptionLabel`): the values are the spec's English texts, so
 * English needs none, and every other language labels every value of every list. Castes and
 * sub-castes are long open lists (`CasteLabels`): a test checks those are complete.
 */
export interface OptionLabels {
  readonly gender: LabelsOf<typeof GENDER_VALUES>;
  readonly country: LabelsOf<typeof COUNTRY_VALUES>;
  readonly state: LabelsOf<typeof STATE_VALUES>;
  readonly maritalStatus: GenderedLabelsOf<typeof MARITAL_STATUS_VALUES>;
  readonly bodyType: GenderedLabelsOf<typeof BODY_TYPE_VALUES>;
  readonly physicalStatus: LabelsOf<typeof PHYSICAL_STATUS_VALUES>;
  readonly complexion: GenderedLabelsOf<typeof COMPLEXION_VALUES>;
  readonly foodHabits: LabelsOf<typeof FOOD_HABIT_VALUES>;
  readonly familyStatus: LabelsOf<typeof FAMILY_STATUS_VALUES>;
  readonly education: LabelsOf<typeof EDUCATION_VALUES>;
  readonly annualIncome: LabelsOf<typeof ANNUAL_INCOME_VALUES>;
  readonly profession: LabelsOf<typeof PROFESSION_VALUES>;
  readonly meridiem: LabelsOf<typeof MERIDIEM_VALUES>;
  /** Months by number, 1 to 12, in full and short ('5 Mar 2026'). */
  readonly month: Readonly<Record<Month, string>>;
  readonly shortMonth: Readonly<Record<Month, string>>;
  readonly profileStatus: Readonly<Record<ProfileStatusLabel, string>>;
  readonly birthStar: Readonly<Record<Star, string>>;
  readonly raasi: Readonly<Record<Raasi, string>>;
  /** Varmala's communities. */
  readonly community: LabelsOf<typeof VARMALA_COMMUNITY_VALUES>;
}

/**
 * The Tamil site's languages, castes (stored as `community`, beside Varmala's communities) and
 * sub-castes (stored as `surname`): long lists of proper names, a catalogue part of their own.
 */
export interface CasteLabels {
  readonly language: LabelsOf<typeof TAMIL_LANGUAGE_VALUES>;
  readonly community: Readonly<Record<string, string>>;
  readonly subCaste: Readonly<Record<string, string>>;
}
