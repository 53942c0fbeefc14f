// Names from reference/stars-and-raasis.md. `value` (the Sanskrit name) is what the database keeps;
// every other name is accepted by normaliseStar/normaliseRaasi when a member searches or data is imported.

export interface StarOption {
  readonly value: string;
  /** Tamil script name as printed on Tamil horoscopes. */
  readonly tamil: string;
  /** Other Tamil-script names of the same star. */
  readonly tamilVariants: readonly string[];
  /** Latin spellings Tamil families write. */
  readonly tamilSpellings: readonly string[];
  readonly marathi: string;
  /** Further romanisations seen on Marathi and pan-Indian forms. */
  readonly otherSpellings: readonly string[];
}

export const STARS = [
  {
    value: 'Ashwini',
    tamil: 'அஸ்வினி',
    tamilVariants: ['அஸ்வதி'],
    tamilSpellings: ['Aswini', 'Asvini', 'Aswathi'],
    marathi: 'अश्विनी',
    otherSpellings: ['Ashvini'],
  },
  {
    value: 'Bharani',
    tamil: 'பரணி',
    tamilVariants: [],
    tamilSpellings: ['Barani'],
    marathi: 'भरणी',
    otherSpellings: [],
  },
  {
    value: 'Krittika',
    tamil: 'கார்த்திகை',
    tamilVariants: [],
    tamilSpellings: ['Karthigai', 'Karthikai', 'Krithigai'],
    marathi: 'कृत्तिका',
    otherSpellings: ['Krithika', 'Kritika', 'Karthika'],
  },
  {
    value: 'Rohini',
    tamil: 'ரோகிணி',
    tamilVariants: [],
    tamilSpellings: ['Rohini'],
    marathi: 'रोहिणी',
    otherSpellings: [],
  },
  {
    value: 'Mrigashira',
    tamil: 'மிருகசீரிஷம்',
    tamilVariants: [],
    tamilSpellings: ['Mirugasirisham', 'Mrigaseersham'],
    marathi: 'मृगशिरा',
    otherSpellings: ['Mrigasira', 'Mrugashira', 'Mrigashirsha'],
  },
  {
    value: 'Ardra',
    tamil: 'திருவாதிரை',
    tamilVariants: [],
    tamilSpellings: ['Thiruvathirai', 'Thiruvadhirai'],
    marathi: 'आर्द्रा',
    otherSpellings: ['Arudra', 'Aardra'],
  },
  {
    value: 'Punarvasu',
    tamil: 'புனர்பூசம்',
    tamilVariants: [],
    tamilSpellings: ['Punarpoosam', 'Punarpusam'],
    marathi: 'पुनर्वसू',
    otherSpellings: ['Punarvasoo'],
  },
  {
    value: 'Pushya',
    tamil: 'பூசம்',
    tamilVariants: [],
    tamilSpellings: ['Poosam', 'Pusam'],
    marathi: 'पुष्य',
    otherSpellings: ['Pushyami'],
  },
  {
    value: 'Ashlesha',
    tamil: 'ஆயில்யம்',
    tamilVariants: [],
    tamilSpellings: ['Ayilyam', 'Aayilyam'],
    marathi: 'आश्लेषा',
    otherSpellings: ['Aslesha', 'Ashlesa'],
  },
  {
    value: 'Magha',
    tamil: 'மகம்',
    tamilVariants: [],
    tamilSpellings: ['Magam', 'Makam'],
    marathi: 'मघा',
    otherSpellings: ['Makha'],
  },
  {
    value: 'Purva Phalguni',
    tamil: 'பூரம்',
    tamilVariants: [],
    tamilSpellings: ['Pooram', 'Puram'],
    marathi: 'पूर्व फाल्गुनी',
    otherSpellings: ['Poorva Phalguni', 'Pubba'],
  },
  {
    value: 'Uttara Phalguni',
    tamil: 'உத்திரம்',
    tamilVariants: [],
    tamilSpellings: ['Uthiram', 'Uttaram'],
    marathi: 'उत्तर फाल्गुनी',
    otherSpellings: ['Uttara Falguni', 'Uthram'],
  },
  {
    value: 'Hasta',
    tamil: 'அஸ்தம்',
    tamilVariants: [],
    tamilSpellings: ['Hastham', 'Astham'],
    marathi: 'हस्त',
    otherSpellings: ['Hastha'],
  },
  {
    value: 'Chitra',
    tamil: 'சித்திரை',
    tamilVariants: [],
    tamilSpellings: ['Chithirai', 'Sithirai'],
    marathi: 'चित्रा',
    otherSpellings: ['Chithra', 'Chitta'],
  },
  {
    value: 'Swati',
    tamil: 'சுவாதி',
    tamilVariants: [],
    tamilSpellings: ['Swathi'],
    marathi: 'स्वाती',
    otherSpellings: ['Svati'],
  },
  {
    value: 'Vishakha',
    tamil: 'விசாகம்',
    tamilVariants: [],
    tamilSpellings: ['Visakam', 'Visagam'],
    marathi: 'विशाखा',
    otherSpellings: ['Visakha', 'Vishaka'],
  },
  {
    value: 'Anuradha',
    tamil: 'அனுஷம்',
    tamilVariants: [],
    tamilSpellings: ['Anusham'],
    marathi: 'अनुराधा',
    otherSpellings: ['Anizham'],
  },
  {
    value: 'Jyeshtha',
    tamil: 'கேட்டை',
    tamilVariants: [],
    tamilSpellings: ['Kettai'],
    marathi: 'ज्येष्ठा',
    otherSpellings: ['Jyeshta', 'Jyestha'],
  },
  {
    value: 'Mula',
    tamil: 'மூலம்',
    tamilVariants: [],
    tamilSpellings: ['Moolam'],
    marathi: 'मूळ',
    otherSpellings: ['Moola', 'Mool'],
  },
  {
    value: 'Purva Ashadha',
    tamil: 'பூராடம்',
    tamilVariants: [],
    tamilSpellings: ['Pooradam'],
    marathi: 'पूर्वाषाढा',
    otherSpellings: ['Purvashadha', 'Poorvashada'],
  },
  {
    value: 'Uttara Ashadha',
    tamil: 'உத்திராடம்',
    tamilVariants: [],
    tamilSpellings: ['Uthiradam'],
    marathi: 'उत्तराषाढा',
    otherSpellings: ['Uttarashadha', 'Uthradam'],
  },
  {
    value: 'Shravana',
    tamil: 'திருவோணம்',
    tamilVariants: [],
    tamilSpellings: ['Thiruvonam'],
    marathi: 'श्रवण',
    otherSpellings: ['Sravana', 'Shravan'],
  },
  {
    value: 'Dhanishta',
    tamil: 'அவிட்டம்',
    tamilVariants: [],
    tamilSpellings: ['Avittam'],
    marathi: 'धनिष्ठा',
    otherSpellings: ['Dhanishtha', 'Dhanista'],
  },
  {
    value: 'Shatabhisha',
    tamil: 'சதயம்',
    tamilVariants: [],
    tamilSpellings: ['Sathayam', 'Sadayam'],
    marathi: 'शततारका',
    otherSpellings: ['Satabhisha', 'Shatataraka', 'Chathayam'],
  },
  {
    value: 'Purva Bhadrapada',
    tamil: 'பூரட்டாதி',
    tamilVariants: [],
    tamilSpellings: ['Poorattathi'],
    marathi: 'पूर्व भाद्रपदा',
    otherSpellings: ['Poorva Bhadrapada', 'Purva Bhadra'],
  },
  {
    value: 'Uttara Bhadrapada',
    tamil: 'உத்திரட்டாதி',
    tamilVariants: [],
    tamilSpellings: ['Uthirattathi'],
    marathi: 'उत्तर भाद्रपदा',
    otherSpellings: ['Uttara Bhadra', 'Uthrattathi'],
  },
  {
    value: 'Revati',
    tamil: 'ரேவதி',
    tamilVariants: [],
    tamilSpellings: ['Revathi'],
    marathi: 'रेवती',
    otherSpellings: ['Revathy'],
  },
] as const satisfies readonly StarOption[];

export type Star = (typeof STARS)[number]['value'];
export const STAR_VALUES: readonly Star[] = STARS.map((star) => star.value);

export interface RaasiOption {
  readonly value: string;
  readonly tamil: string;
  readonly tamilSpellings: readonly string[];
  readonly marathi: string;
  /** English zodiac name and further romanisations. */
  readonly otherSpellings: readonly string[];
}

export const RAASIS = [
  {
    value: 'Mesha',
    tamil: 'மேஷம்',
    tamilSpellings: ['Mesham'],
    marathi: 'मेष',
    otherSpellings: ['Aries', 'Mesh'],
  },
  {
    value: 'Vrishabha',
    tamil: 'ரிஷபம்',
    tamilSpellings: ['Rishabam', 'Rishabham'],
    marathi: 'वृषभ',
    otherSpellings: ['Taurus', 'Vrushabh', 'Vrishabh'],
  },
  {
    value: 'Mithuna',
    tamil: 'மிதுனம்',
    tamilSpellings: ['Midhunam', 'Mithunam'],
    marathi: 'मिथुन',
    otherSpellings: ['Gemini', 'Mithun'],
  },
  {
    value: 'Karka',
    tamil: 'கடகம்',
    tamilSpellings: ['Kadagam'],
    marathi: 'कर्क',
    otherSpellings: ['Cancer', 'Kark', 'Karkataka'],
  },
  {
    value: 'Simha',
    tamil: 'சிம்மம்',
    tamilSpellings: ['Simmam'],
    marathi: 'सिंह',
    otherSpellings: ['Leo', 'Simh', 'Sinh'],
  },
  {
    value: 'Kanya',
    tamil: 'கன்னி',
    tamilSpellings: ['Kanni'],
    marathi: 'कन्या',
    otherSpellings: ['Virgo'],
  },
  {
    value: 'Tula',
    tamil: 'துலாம்',
    tamilSpellings: ['Thulam'],
    marathi: 'तूळ',
    otherSpellings: ['Libra', 'Thula', 'Tul'],
  },
  {
    value: 'Vrishchika',
    tamil: 'விருச்சிகம்',
    tamilSpellings: ['Viruchigam'],
    marathi: 'वृश्चिक',
    otherSpellings: ['Scorpio', 'Vrischika', 'Vrushchik'],
  },
  {
    value: 'Dhanu',
    tamil: 'தனுசு',
    tamilSpellings: ['Dhanusu'],
    marathi: 'धनु',
    otherSpellings: ['Sagittarius', 'Dhanus'],
  },
  {
    value: 'Makara',
    tamil: 'மகரம்',
    tamilSpellings: ['Magaram'],
    marathi: 'मकर',
    otherSpellings: ['Capricorn', 'Makar'],
  },
  {
    value: 'Kumbha',
    tamil: 'கும்பம்',
    tamilSpellings: ['Kumbam'],
    marathi: 'कुंभ',
    otherSpellings: ['Aquarius', 'Kumbh'],
  },
  {
    value: 'Meena',
    tamil: 'மீனம்',
    tamilSpellings: ['Meenam'],
    marathi: 'मीन',
    otherSpellings: ['Pisces', 'Meen'],
  },
] as const satisfies readonly RaasiOption[];

export type Raasi = (typeof RAASIS)[number]['value'];
export const RAASI_VALUES: readonly Raasi[] = RAASIS.map((raasi) => raasi.value);

export const PADHAM_VALUES = [1, 2, 3, 4] as const;
export type Padham = (typeof PADHAM_VALUES)[number];

/**
 * Compare spellings without case, spaces, dots or hyphens: 'Purva-phalguni' is 'Purva Phalguni'. A
 * control character is kept, so a name with one is no star's.
 */
export function spellingKey(input: string): string {
  return input
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{Zs}.\-_']+/gu, '');
}

function spellingIndex<E extends { value: string; tamil: string; marathi: string }>(
  entries: readonly E[],
  namesOf: (entry: E) => readonly string[],
): ReadonlyMap<string, E['value']> {
  const index = new Map<string, E['value']>();
  for (const entry of entries) {
    for (const name of [entry.value, entry.tamil, entry.marathi, ...namesOf(entry)]) {
      index.set(spellingKey(name), entry.value);
    }
  }
  return index;
}

const STAR_SPELLINGS = spellingIndex(STARS, (star) => [
  ...star.tamilVariants,
  ...star.tamilSpellings,
  ...star.otherSpellings,
]);
const RAASI_SPELLINGS = spellingIndex(RAASIS, (raasi) => [...raasi.tamilSpellings, ...raasi.otherSpellings]);

/** Any known name of a birth star (English, Tamil, Marathi, common spellings) -> its stored value. */
export function normaliseStar(input: string | null | undefined): Star | undefined {
  return input ? STAR_SPELLINGS.get(spellingKey(input)) : undefined;
}

/** Any known name of a raasi -> its stored value. */
export function normaliseRaasi(input: string | null | undefined): Raasi | undefined {
  return input ? RAASI_SPELLINGS.get(spellingKey(input)) : undefined;
}

const PADHAMS_PER_STAR = 4;
const PADHAMS_PER_RAASI = 9;

/**
 * The raasi fixed by a star and its padham: the 108 padhams of the zodiac fall nine to a raasi, in
 * order from Ashwini padham 1. Undefined when the star is unknown or the padham is not 1-4.
 */
export function raasiFor(star: string, padham: number): Raasi | undefined {
  const value = normaliseStar(star);
  if (value === undefined || !Number.isInteger(padham) || padham < 1 || padham > PADHAMS_PER_STAR) {
    return undefined;
  }
  const position = STAR_VALUES.indexOf(value) * PADHAMS_PER_STAR + (padham - 1);
  return RAASI_VALUES[Math.floor(position / PADHAMS_PER_RAASI)];
}

/** The raasis a star can fall in (two for the nine stars that straddle a boundary). */
export function raasisOfStar(star: string): readonly Raasi[] {
  const raasis = PADHAM_VALUES.map((padham) => raasiFor(star, padham)).filter(
    (raasi): raasi is Raasi => raasi !== undefined,
  );
  return [...new Set(raasis)];
}

/**
 * The raasis a horoscope may name with this star and padham: the one they fix, or without a padham
 * the star's own (two for the stars that span two). None for a star or padham that is not one.
 */
export function raasisFitting(star: string, padham: number | null | undefined): readonly Raasi[] {
  if (padham === null || padham === undefined) return raasisOfStar(star);
  const raasi = raasiFor(star, padham);
  return raasi === undefined ? [] : [raasi];
}
