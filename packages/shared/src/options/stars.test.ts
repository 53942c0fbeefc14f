import { describe, expect, it } from 'vitest';
import { birthStarSchema, raasiSchema } from './star-schemas.js';
import {
  normaliseRaasi,
  normaliseStar,
  RAASI_VALUES,
  RAASIS,
  raasiFor,
  raasisOfStar,
  STAR_VALUES,
  STARS,
} from './stars.js';

describe('stars and raasis', () => {
  it('lists 27 stars and 12 raasis, each once, in zodiac order', () => {
    expect(STAR_VALUES).toHaveLength(27);
    expect(new Set(STAR_VALUES).size).toBe(27);
    expect(STAR_VALUES[0]).toBe('Ashwini');
    expect(STAR_VALUES[26]).toBe('Revati');
    expect(RAASI_VALUES).toHaveLength(12);
    expect(new Set(RAASI_VALUES).size).toBe(12);
    expect(RAASI_VALUES[0]).toBe('Mesha');
    expect(RAASI_VALUES[11]).toBe('Meena');
  });

  it('carries the Tamil and Marathi names of the reference', () => {
    expect(STARS[2]).toMatchObject({ value: 'Krittika', tamil: 'கார்த்திகை', marathi: 'कृत्तिका' });
    expect(RAASIS[5]).toMatchObject({ value: 'Kanya', tamil: 'கன்னி', marathi: 'कन्या' });
  });

  it.each([
    ['Karthigai', 'Krittika'],
    ['KARTHIKAI', 'Krittika'],
    ['thiruvathirai', 'Ardra'],
    ['Thiru vadhirai', 'Ardra'],
    ['purva-phalguni', 'Purva Phalguni'],
    ['PurvaPhalguni', 'Purva Phalguni'],
    ['Pooram', 'Purva Phalguni'],
    ['Aswathi', 'Ashwini'],
    ['அஸ்வதி', 'Ashwini'],
    ['பூசம்', 'Pushya'],
    ['Punarpoosam', 'Punarvasu'],
    ['  moolam ', 'Mula'],
    ['मूळ', 'Mula'],
    ['Sadayam', 'Shatabhisha'],
  ])('normaliseStar(%s) is %s', (input, expected) => {
    expect(normaliseStar(input)).toBe(expected);
  });

  it.each([
    ['Kanni', 'Kanya'],
    ['kadagam', 'Karka'],
    ['RISHABAM', 'Vrishabha'],
    ['துலாம்', 'Tula'],
    ['तूळ', 'Tula'],
    ['Scorpio', 'Vrishchika'],
  ])('normaliseRaasi(%s) is %s', (input, expected) => {
    expect(normaliseRaasi(input)).toBe(expected);
  });

  it('answers undefined for names it does not know', () => {
    expect(normaliseStar('Sirius')).toBeUndefined();
    expect(normaliseStar('')).toBeUndefined();
    expect(normaliseStar(undefined)).toBeUndefined();
    expect(normaliseRaasi('Ophiuchus')).toBeUndefined();
  });

  it('never maps a spelling of one star or raasi to another', () => {
    for (const star of STARS) {
      const names = [star.value, star.tamil, star.marathi, ...star.tamilVariants, ...star.tamilSpellings];
      for (const name of [...names, ...star.otherSpellings])
        expect(normaliseStar(name), name).toBe(star.value);
    }
    for (const raasi of RAASIS) {
      const names = [
        raasi.value,
        raasi.tamil,
        raasi.marathi,
        ...raasi.tamilSpellings,
        ...raasi.otherSpellings,
      ];
      for (const name of names) expect(normaliseRaasi(name), name).toBe(raasi.value);
    }
  });

  it.each([
    ['Krittika', ['Mesha', 'Vrishabha', 'Vrishabha', 'Vrishabha']],
    ['Mrigashira', ['Vrishabha', 'Vrishabha', 'Mithuna', 'Mithuna']],
    ['Punarvasu', ['Mithuna', 'Mithuna', 'Mithuna', 'Karka']],
    ['Uttara Phalguni', ['Simha', 'Kanya', 'Kanya', 'Kanya']],
    ['Chitra', ['Kanya', 'Kanya', 'Tula', 'Tula']],
    ['Vishakha', ['Tula', 'Tula', 'Tula', 'Vrishchika']],
    ['Uttara Ashadha', ['Dhanu', 'Makara', 'Makara', 'Makara']],
    ['Dhanishta', ['Makara', 'Makara', 'Kumbha', 'Kumbha']],
    ['Purva Bhadrapada', ['Kumbha', 'Kumbha', 'Kumbha', 'Meena']],
  ])('raasiFor(%s, padham 1-4) crosses the raasi boundary', (star, expected) => {
    expect([1, 2, 3, 4].map((padham) => raasiFor(star, padham))).toEqual(expected);
  });

  it('keeps the other eighteen stars within one raasi each', () => {
    const inOne: Record<string, string> = {
      Ashwini: 'Mesha',
      Bharani: 'Mesha',
      Rohini: 'Vrishabha',
      Ardra: 'Mithuna',
      Pushya: 'Karka',
      Ashlesha: 'Karka',
      Magha: 'Simha',
      'Purva Phalguni': 'Simha',
      Hasta: 'Kanya',
      Swati: 'Tula',
      Anuradha: 'Vrishchika',
      Jyeshtha: 'Vrishchika',
      Mula: 'Dhanu',
      'Purva Ashadha': 'Dhanu',
      Shravana: 'Makara',
      Shatabhisha: 'Kumbha',
      'Uttara Bhadrapada': 'Meena',
      Revati: 'Meena',
    };
    const twoRaasiStars = STAR_VALUES.filter((star) => raasisOfStar(star).length === 2);
    expect(twoRaasiStars).toEqual([
      'Krittika',
      'Mrigashira',
      'Punarvasu',
      'Uttara Phalguni',
      'Chitra',
      'Vishakha',
      'Uttara Ashadha',
      'Dhanishta',
      'Purva Bhadrapada',
    ]);
    for (const [star, raasi] of Object.entries(inOne)) expect(raasisOfStar(star), star).toEqual([raasi]);
  });

  it('accepts any spelling of the star and rejects a padham outside 1-4', () => {
    expect(raasiFor('Karthigai', 1)).toBe('Mesha');
    expect(raasiFor('Karthigai', 2)).toBe('Vrishabha');
    expect(raasiFor('Krittika', 0)).toBeUndefined();
    expect(raasiFor('Krittika', 5)).toBeUndefined();
    expect(raasiFor('Krittika', 1.5)).toBeUndefined();
    expect(raasiFor('Nowhere', 1)).toBeUndefined();
  });

  it('validates stored values only, with the shared messages', () => {
    expect(birthStarSchema.parse('Krittika')).toBe('Krittika');
    expect(birthStarSchema.safeParse('Karthigai').error?.issues[0]?.message).toBe('Invalid value');
    expect(raasiSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Required');
  });
});
