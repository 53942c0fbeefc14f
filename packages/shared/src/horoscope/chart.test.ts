import { describe, expect, it } from 'vitest';
import { type Padham, RAASI_VALUES, type Raasi, raasiFor, STAR_VALUES, type Star } from '../options/stars.js';
import { chartRaasis, rasiOf, STAR_PADAS, starPadaAt, starPadaIndex } from './chart.js';

// The raasi of each pada, written out star by star from reference/stars-and-raasis.md ("stars 1-2 and
// padham 1 of 3 are Mesha; the rest of 3, 4 and padhams 1-2 of 5 are Vrishabha; and so on in steps of
// nine padhams") and checked against the pada-by-pada table of fdocuments.us "Nakshatra Categories".
const RAASI_OF_PADAS: Readonly<Record<Star, readonly [Raasi, Raasi, Raasi, Raasi]>> = {
  Ashwini: ['Mesha', 'Mesha', 'Mesha', 'Mesha'],
  Bharani: ['Mesha', 'Mesha', 'Mesha', 'Mesha'],
  Krittika: ['Mesha', 'Vrishabha', 'Vrishabha', 'Vrishabha'],
  Rohini: ['Vrishabha', 'Vrishabha', 'Vrishabha', 'Vrishabha'],
  Mrigashira: ['Vrishabha', 'Vrishabha', 'Mithuna', 'Mithuna'],
  Ardra: ['Mithuna', 'Mithuna', 'Mithuna', 'Mithuna'],
  Punarvasu: ['Mithuna', 'Mithuna', 'Mithuna', 'Karka'],
  Pushya: ['Karka', 'Karka', 'Karka', 'Karka'],
  Ashlesha: ['Karka', 'Karka', 'Karka', 'Karka'],
  Magha: ['Simha', 'Simha', 'Simha', 'Simha'],
  'Purva Phalguni': ['Simha', 'Simha', 'Simha', 'Simha'],
  'Uttara Phalguni': ['Simha', 'Kanya', 'Kanya', 'Kanya'],
  Hasta: ['Kanya', 'Kanya', 'Kanya', 'Kanya'],
  Chitra: ['Kanya', 'Kanya', 'Tula', 'Tula'],
  Swati: ['Tula', 'Tula', 'Tula', 'Tula'],
  Vishakha: ['Tula', 'Tula', 'Tula', 'Vrishchika'],
  Anuradha: ['Vrishchika', 'Vrishchika', 'Vrishchika', 'Vrishchika'],
  Jyeshtha: ['Vrishchika', 'Vrishchika', 'Vrishchika', 'Vrishchika'],
  Mula: ['Dhanu', 'Dhanu', 'Dhanu', 'Dhanu'],
  'Purva Ashadha': ['Dhanu', 'Dhanu', 'Dhanu', 'Dhanu'],
  'Uttara Ashadha': ['Dhanu', 'Makara', 'Makara', 'Makara'],
  Shravana: ['Makara', 'Makara', 'Makara', 'Makara'],
  Dhanishta: ['Makara', 'Makara', 'Kumbha', 'Kumbha'],
  Shatabhisha: ['Kumbha', 'Kumbha', 'Kumbha', 'Kumbha'],
  'Purva Bhadrapada': ['Kumbha', 'Kumbha', 'Kumbha', 'Meena'],
  'Uttara Bhadrapada': ['Meena', 'Meena', 'Meena', 'Meena'],
  Revati: ['Meena', 'Meena', 'Meena', 'Meena'],
};

const PADAS: readonly Padham[] = [1, 2, 3, 4];

describe('rasiOf (reference/stars-and-raasis.md)', () => {
  it.each(STAR_VALUES)('gives the raasi of every pada of %s', (star) => {
    expect(PADAS.map((pada) => rasiOf(star, pada))).toEqual(RAASI_OF_PADAS[star]);
  });

  it('puts nine padas in every raasi', () => {
    const perRaasi = new Map<Raasi, number>();
    for (const { star, pada } of STAR_PADAS) {
      const raasi = rasiOf(star, pada);
      perRaasi.set(raasi, (perRaasi.get(raasi) ?? 0) + 1);
    }
    expect(RAASI_VALUES.map((raasi) => perRaasi.get(raasi))).toEqual(Array(12).fill(9));
  });

  it('agrees with raasiFor of options/stars.ts', () => {
    for (const { star, pada } of STAR_PADAS) expect(rasiOf(star, pada)).toBe(raasiFor(star, pada));
  });

  it('splits exactly the nine stars the reference names between two raasis', () => {
    const split = STAR_VALUES.filter((star) => new Set(RAASI_OF_PADAS[star]).size > 1);
    expect(split).toEqual([
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
    for (const star of split) {
      expect(new Set(PADAS.map((pada) => rasiOf(star, pada))).size).toBe(2);
    }
  });

  it('refuses a pada outside 1-4 and a star outside the list', () => {
    expect(() => rasiOf('Rohini', 5 as Padham)).toThrow(RangeError);
    expect(() => rasiOf('Rohini', 0 as Padham)).toThrow(RangeError);
    expect(() => rasiOf('Sirius' as Star, 1)).toThrow(RangeError);
  });
});

describe('star-pada positions', () => {
  it('number the 108 padas from Ashwini pada 1 and back', () => {
    expect(STAR_PADAS).toHaveLength(108);
    expect(starPadaIndex('Ashwini', 1)).toBe(0);
    expect(starPadaIndex('Krittika', 2)).toBe(9);
    expect(starPadaIndex('Revati', 4)).toBe(107);
    STAR_PADAS.forEach(({ star, pada }, index) => {
      expect(starPadaIndex(star, pada)).toBe(index);
      expect(starPadaAt(index)).toEqual({ star, pada });
    });
    expect(() => starPadaAt(108)).toThrow(RangeError);
    expect(() => starPadaAt(-1)).toThrow(RangeError);
  });
});

describe('chartRaasis', () => {
  it('derives the raasi from star and pada', () => {
    expect(chartRaasis({ star: 'Krittika', pada: 1 })).toEqual({
      raasis: ['Mesha'],
      raasiContradicted: false,
    });
    expect(chartRaasis({ star: 'Krittika', pada: 2 })).toEqual({
      raasis: ['Vrishabha'],
      raasiContradicted: false,
    });
  });

  it('keeps both raasis of a split star with neither pada nor raasi', () => {
    expect(chartRaasis({ star: 'Krittika' }).raasis).toEqual(['Mesha', 'Vrishabha']);
    expect(chartRaasis({ star: 'Rohini' }).raasis).toEqual(['Vrishabha']);
  });

  it('lets an entered raasi pick between the two raasis of a split star', () => {
    expect(chartRaasis({ star: 'Krittika', raasi: 'Vrishabha' })).toEqual({
      raasis: ['Vrishabha'],
      raasiContradicted: false,
    });
  });

  it('sets aside a raasi that contradicts the star and pada, and says so', () => {
    expect(chartRaasis({ star: 'Rohini', pada: 1, raasi: 'Mesha' })).toEqual({
      raasis: ['Vrishabha'],
      raasiContradicted: true,
    });
    expect(chartRaasis({ star: 'Krittika', pada: 1, raasi: 'Vrishabha' })).toEqual({
      raasis: ['Mesha'],
      raasiContradicted: true,
    });
    expect(chartRaasis({ star: 'Krittika', raasi: 'Meena' })).toEqual({
      raasis: ['Mesha', 'Vrishabha'],
      raasiContradicted: true,
    });
  });

  it('uses the raasi alone when the star is unknown, and knows nothing from nothing', () => {
    expect(chartRaasis({ star: null, raasi: 'Tula' }).raasis).toEqual(['Tula']);
    expect(chartRaasis({ raasi: 'Tula', pada: 2 }).raasis).toEqual(['Tula']);
    expect(chartRaasis({}).raasis).toEqual([]);
    expect(chartRaasis({ star: 'Sirius' as Star, raasi: 'Nowhere' as Raasi }).raasis).toEqual([]);
  });
});
