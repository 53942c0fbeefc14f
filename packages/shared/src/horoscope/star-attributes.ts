import type { Raasi, Star } from '../options/stars.js';

// The classifications below are the same in every source we read, porutham and Ashtakoota alike;
// where the two systems score them differently, the scoring lives in porutham-rules.ts and
// ashtakoota-rules.ts.

export type Gana = 'deva' | 'manushya' | 'rakshasa';

/**
 * Gana of each star, nine to each. Sources: planets4u.com/gana-koota; selfrealisation.net/UK/VedicAstrology/gana.htm
 * (star numbers Deva 1 5 7 8 13 15 17 22 27, Manushya 2 4 6 11 12 20 21 25 26, the rest Rakshasa).
 */
export const STAR_GANA: Readonly<Record<Star, Gana>> = {
  Ashwini: 'deva',
  Bharani: 'manushya',
  Krittika: 'rakshasa',
  Rohini: 'manushya',
  Mrigashira: 'deva',
  Ardra: 'manushya',
  Punarvasu: 'deva',
  Pushya: 'deva',
  Ashlesha: 'rakshasa',
  Magha: 'rakshasa',
  'Purva Phalguni': 'manushya',
  'Uttara Phalguni': 'manushya',
  Hasta: 'deva',
  Chitra: 'rakshasa',
  Swati: 'deva',
  Vishakha: 'rakshasa',
  Anuradha: 'deva',
  Jyeshtha: 'rakshasa',
  Mula: 'rakshasa',
  'Purva Ashadha': 'manushya',
  'Uttara Ashadha': 'manushya',
  Shravana: 'deva',
  Dhanishta: 'rakshasa',
  Shatabhisha: 'rakshasa',
  'Purva Bhadrapada': 'manushya',
  'Uttara Bhadrapada': 'manushya',
  Revati: 'deva',
};

export const YONI_ANIMALS = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
] as const;
export type YoniAnimal = (typeof YONI_ANIMALS)[number];

/**
 * Yoni animal of each star. Sources: freehoroscopesonline.in/yonikoota.php and saravali.de/astrology/koota_yoni.html
 * (both list the same fourteen pairs; Uttara Ashadha's partner in the mongoose is Abhijit, not one of the 27).
 */
export const STAR_YONI: Readonly<Record<Star, YoniAnimal>> = {
  Ashwini: 'horse',
  Bharani: 'elephant',
  Krittika: 'sheep',
  Rohini: 'serpent',
  Mrigashira: 'serpent',
  Ardra: 'dog',
  Punarvasu: 'cat',
  Pushya: 'sheep',
  Ashlesha: 'cat',
  Magha: 'rat',
  'Purva Phalguni': 'rat',
  'Uttara Phalguni': 'cow',
  Hasta: 'buffalo',
  Chitra: 'tiger',
  Swati: 'buffalo',
  Vishakha: 'tiger',
  Anuradha: 'deer',
  Jyeshtha: 'deer',
  Mula: 'dog',
  'Purva Ashadha': 'monkey',
  'Uttara Ashadha': 'mongoose',
  Shravana: 'monkey',
  Dhanishta: 'lion',
  Shatabhisha: 'horse',
  'Purva Bhadrapada': 'lion',
  'Uttara Bhadrapada': 'cow',
  Revati: 'elephant',
};

/** The seven sworn-enemy yoni pairs. Source: freehoroscopesonline.in/yonikoota.php ("intense enemy" column). */
export const YONI_ENEMIES: readonly (readonly [YoniAnimal, YoniAnimal])[] = [
  ['horse', 'buffalo'],
  ['elephant', 'lion'],
  ['sheep', 'monkey'],
  ['serpent', 'mongoose'],
  ['dog', 'deer'],
  ['cat', 'rat'],
  ['cow', 'tiger'],
];

export function yoniEnemies(a: YoniAnimal, b: YoniAnimal): boolean {
  return YONI_ENEMIES.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

export type Nadi = 'adi' | 'madhya' | 'antya';

/** Nadi of each star: the 1-2-3-3-2-1 zig-zag through the zodiac. Source: saravali.de (Maitreya) Nadi Koota. */
export const STAR_NADI: Readonly<Record<Star, Nadi>> = {
  Ashwini: 'adi',
  Bharani: 'madhya',
  Krittika: 'antya',
  Rohini: 'antya',
  Mrigashira: 'madhya',
  Ardra: 'adi',
  Punarvasu: 'adi',
  Pushya: 'madhya',
  Ashlesha: 'antya',
  Magha: 'antya',
  'Purva Phalguni': 'madhya',
  'Uttara Phalguni': 'adi',
  Hasta: 'adi',
  Chitra: 'madhya',
  Swati: 'antya',
  Vishakha: 'antya',
  Anuradha: 'madhya',
  Jyeshtha: 'adi',
  Mula: 'adi',
  'Purva Ashadha': 'madhya',
  'Uttara Ashadha': 'antya',
  Shravana: 'antya',
  Dhanishta: 'madhya',
  Shatabhisha: 'adi',
  'Purva Bhadrapada': 'adi',
  'Uttara Bhadrapada': 'madhya',
  Revati: 'antya',
};

export type Rajju = 'pada' | 'kati' | 'nabhi' | 'kantha' | 'siro';
/** Which way the rope runs at a star: up from the foot to the head, down again, or at the head itself. */
export type RajjuDirection = 'arohanam' | 'avarohanam' | 'peak';

/**
 * Rajju of each star. Source: jathagamporutham.com/?p=145 as given in reference/horoscope-matching.md
 * (Siro: Mrigashira, Chitra, Dhanishta; Kantha: Rohini, Ardra, Hasta, Swati, Shravana, Shatabhisha; Nabhi:
 * Krittika, Punarvasu, U. Phalguni, Vishakha, U. Ashadha, P. Bhadrapada; Kati: Bharani, Pushya,
 * P. Phalguni, Anuradha, P. Ashadha, U. Bhadrapada; Pada: Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati).
 * The direction follows the rope: Ashwini to Mrigashira climbs, Ardra to Ashlesha falls, and so on three
 * times round; it matters only under the arohanam exception.
 */
export const STAR_RAJJU: Readonly<
  Record<Star, { readonly rajju: Rajju; readonly direction: RajjuDirection }>
> = {
  Ashwini: { rajju: 'pada', direction: 'arohanam' },
  Bharani: { rajju: 'kati', direction: 'arohanam' },
  Krittika: { rajju: 'nabhi', direction: 'arohanam' },
  Rohini: { rajju: 'kantha', direction: 'arohanam' },
  Mrigashira: { rajju: 'siro', direction: 'peak' },
  Ardra: { rajju: 'kantha', direction: 'avarohanam' },
  Punarvasu: { rajju: 'nabhi', direction: 'avarohanam' },
  Pushya: { rajju: 'kati', direction: 'avarohanam' },
  Ashlesha: { rajju: 'pada', direction: 'avarohanam' },
  Magha: { rajju: 'pada', direction: 'arohanam' },
  'Purva Phalguni': { rajju: 'kati', direction: 'arohanam' },
  'Uttara Phalguni': { rajju: 'nabhi', direction: 'arohanam' },
  Hasta: { rajju: 'kantha', direction: 'arohanam' },
  Chitra: { rajju: 'siro', direction: 'peak' },
  Swati: { rajju: 'kantha', direction: 'avarohanam' },
  Vishakha: { rajju: 'nabhi', direction: 'avarohanam' },
  Anuradha: { rajju: 'kati', direction: 'avarohanam' },
  Jyeshtha: { rajju: 'pada', direction: 'avarohanam' },
  Mula: { rajju: 'pada', direction: 'arohanam' },
  'Purva Ashadha': { rajju: 'kati', direction: 'arohanam' },
  'Uttara Ashadha': { rajju: 'nabhi', direction: 'arohanam' },
  Shravana: { rajju: 'kantha', direction: 'arohanam' },
  Dhanishta: { rajju: 'siro', direction: 'peak' },
  Shatabhisha: { rajju: 'kantha', direction: 'avarohanam' },
  'Purva Bhadrapada': { rajju: 'nabhi', direction: 'avarohanam' },
  'Uttara Bhadrapada': { rajju: 'kati', direction: 'avarohanam' },
  Revati: { rajju: 'pada', direction: 'avarohanam' },
};

export const PLANETS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
export type Planet = (typeof PLANETS)[number];

/** Lord of each raasi. Source: Brihat Parashara Hora Shastra ch. 4; the same in every matching source. */
export const RAASI_LORD: Readonly<Record<Raasi, Planet>> = {
  Mesha: 'mars',
  Vrishabha: 'venus',
  Mithuna: 'mercury',
  Karka: 'moon',
  Simha: 'sun',
  Kanya: 'mercury',
  Tula: 'venus',
  Vrishchika: 'mars',
  Dhanu: 'jupiter',
  Makara: 'saturn',
  Kumbha: 'saturn',
  Meena: 'jupiter',
};

export type Relation = 'friend' | 'neutral' | 'enemy';

/**
 * Natural (naisargika) friendship of the planets, as each sees the others; it is not always returned
 * (the Moon counts Mercury a friend, Mercury counts the Moon an enemy). Source: Brihat Parashara Hora
 * Shastra ch. 3, the table both Graha Maitri and Rasi Adhipathi are read from.
 */
export const NATURAL_FRIENDSHIP: Readonly<Record<Planet, Readonly<Record<Relation, readonly Planet[]>>>> = {
  sun: { friend: ['moon', 'mars', 'jupiter'], neutral: ['mercury'], enemy: ['venus', 'saturn'] },
  moon: { friend: ['sun', 'mercury'], neutral: ['mars', 'jupiter', 'venus', 'saturn'], enemy: [] },
  mars: { friend: ['sun', 'moon', 'jupiter'], neutral: ['venus', 'saturn'], enemy: ['mercury'] },
  mercury: { friend: ['sun', 'venus'], neutral: ['mars', 'jupiter', 'saturn'], enemy: ['moon'] },
  jupiter: { friend: ['sun', 'moon', 'mars'], neutral: ['saturn'], enemy: ['mercury', 'venus'] },
  venus: { friend: ['mercury', 'saturn'], neutral: ['mars', 'jupiter'], enemy: ['sun', 'moon'] },
  saturn: { friend: ['mercury', 'venus'], neutral: ['jupiter'], enemy: ['sun', 'moon', 'mars'] },
};

/** How `from` regards `to`; a planet is its own friend. */
export function relation(from: Planet, to: Planet): Relation {
  if (from === to) return 'friend';
  const relations = NATURAL_FRIENDSHIP[from];
  if (relations.friend.includes(to)) return 'friend';
  return relations.enemy.includes(to) ? 'enemy' : 'neutral';
}
