import { describe, expect, it } from 'vitest';
import { RAASI_VALUES, STAR_VALUES } from '../options/stars.js';
import { type HoroscopeResponse, horoscopeForm, horoscopeRequestSchema } from './horoscope.js';

const { fromResponse, schema, toRequest } = horoscopeForm;

const saved: HoroscopeResponse = {
  birth_place: 'Madurai',
  birth_place_id: 1264521,
  birth_star: 'Rohini',
  padham: 2,
  raasi: 'Vrishabha',
  dhosam: 'No',
  birth_time: '07:05 PM',
};

describe('horoscope step form', () => {
  it('splits the birth time into hour, minute and AM/PM and joins it back', () => {
    const form = fromResponse(saved);
    expect(form).toEqual({
      birth_place: 'Madurai',
      birth_place_id: '1264521',
      birth_star: 'Rohini',
      padham: '2',
      raasi: 'Vrishabha',
      dhosam: 'No',
      hour: '07',
      minute: '05',
      meridiem: 'PM',
    });
    expect(toRequest(schema.parse(form))).toEqual(saved);
  });

  it('starts blank and sends an empty padham and dhosam as null', () => {
    const blank = fromResponse({
      birth_place: null,
      birth_place_id: null,
      birth_star: null,
      padham: null,
      raasi: null,
      dhosam: null,
      birth_time: null,
    });
    expect(Object.values(blank).every((value) => value === '')).toBe(true);
    const values = schema.parse({ ...fromResponse(saved), padham: '', dhosam: '' });
    expect(toRequest(values)).toMatchObject({ padham: null, dhosam: null });
  });

  it('requires place, star, raasi and every part of the birth time', () => {
    const result = schema.safeParse({
      ...fromResponse(saved),
      birth_place: '',
      birth_star: '',
      raasi: '',
      hour: '',
      minute: '',
      meridiem: '',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['birth_place', 'Required'],
      ['birth_star', 'Required'],
      ['raasi', 'Required'],
      ['hour', 'Required'],
      ['minute', 'Required'],
      ['meridiem', 'Required'],
    ]);
  });
});

/**
 * The padhams of each raasi as reference/stars-and-raasis.md lays them out (nine to a raasi from
 * Ashwini padham 1), written out by hand rather than computed.
 */
const PADHAMS_OF_RAASI: Record<string, [string, number[]][]> = {
  Mesha: [
    ['Ashwini', [1, 2, 3, 4]],
    ['Bharani', [1, 2, 3, 4]],
    ['Krittika', [1]],
  ],
  Vrishabha: [
    ['Krittika', [2, 3, 4]],
    ['Rohini', [1, 2, 3, 4]],
    ['Mrigashira', [1, 2]],
  ],
  Mithuna: [
    ['Mrigashira', [3, 4]],
    ['Ardra', [1, 2, 3, 4]],
    ['Punarvasu', [1, 2, 3]],
  ],
  Karka: [
    ['Punarvasu', [4]],
    ['Pushya', [1, 2, 3, 4]],
    ['Ashlesha', [1, 2, 3, 4]],
  ],
  Simha: [
    ['Magha', [1, 2, 3, 4]],
    ['Purva Phalguni', [1, 2, 3, 4]],
    ['Uttara Phalguni', [1]],
  ],
  Kanya: [
    ['Uttara Phalguni', [2, 3, 4]],
    ['Hasta', [1, 2, 3, 4]],
    ['Chitra', [1, 2]],
  ],
  Tula: [
    ['Chitra', [3, 4]],
    ['Swati', [1, 2, 3, 4]],
    ['Vishakha', [1, 2, 3]],
  ],
  Vrishchika: [
    ['Vishakha', [4]],
    ['Anuradha', [1, 2, 3, 4]],
    ['Jyeshtha', [1, 2, 3, 4]],
  ],
  Dhanu: [
    ['Mula', [1, 2, 3, 4]],
    ['Purva Ashadha', [1, 2, 3, 4]],
    ['Uttara Ashadha', [1]],
  ],
  Makara: [
    ['Uttara Ashadha', [2, 3, 4]],
    ['Shravana', [1, 2, 3, 4]],
    ['Dhanishta', [1, 2]],
  ],
  Kumbha: [
    ['Dhanishta', [3, 4]],
    ['Shatabhisha', [1, 2, 3, 4]],
    ['Purva Bhadrapada', [1, 2, 3]],
  ],
  Meena: [
    ['Purva Bhadrapada', [4]],
    ['Uttara Bhadrapada', [1, 2, 3, 4]],
    ['Revati', [1, 2, 3, 4]],
  ],
};

const raasiOfPadham = (star: string, padham: number) =>
  Object.keys(PADHAMS_OF_RAASI).find((raasi) =>
    PADHAMS_OF_RAASI[raasi]?.some(([s, padhams]) => s === star && padhams.includes(padham)),
  );

describe('star, padham and raasi', () => {
  const request = (birth_star: string, padham: number | null, raasi: string) =>
    horoscopeRequestSchema.safeParse({
      birth_place: 'Madurai',
      birth_star,
      padham,
      raasi,
      dhosam: null,
      birth_time: '07:05 PM',
    });
  const raasiIssue = (result: ReturnType<typeof request>) =>
    result.error?.issues.find((issue) => issue.path.join('.') === 'raasi')?.message;

  it('the reference lays out all 108 padhams, each in one raasi', () => {
    const laidOut = Object.values(PADHAMS_OF_RAASI).flatMap((stars) =>
      stars.flatMap(([star, padhams]) => padhams.map((padham) => `${star} ${padham}`)),
    );
    expect(laidOut).toHaveLength(108);
    expect(new Set(laidOut).size).toBe(108);
  });

  it.each(STAR_VALUES)(
    '%s with each padham: only the raasi it falls in is accepted, by the server and the form',
    (star) => {
      for (const padham of [1, 2, 3, 4]) {
        const own = raasiOfPadham(star, padham);
        for (const raasi of RAASI_VALUES) {
          const result = request(star, padham, raasi);
          const form = schema.safeParse({
            ...fromResponse({ ...saved, birth_star: star, padham, raasi }),
          });
          if (raasi === own) {
            expect(result.success, `${star} ${padham} ${raasi}`).toBe(true);
            expect(form.success).toBe(true);
          } else {
            expect(raasiIssue(result), `${star} ${padham} ${raasi}`).toBe(
              'This raasi does not go with the birth star and padham chosen',
            );
            expect(form.error?.issues).toEqual([
              expect.objectContaining({ path: ['raasi'], message: raasiIssue(result) }),
            ]);
          }
        }
      }
    },
  );

  it.each(STAR_VALUES)('%s without a padham: only its own raasis (two for a star that spans two)', (star) => {
    const own = Object.keys(PADHAMS_OF_RAASI).filter((raasi) =>
      PADHAMS_OF_RAASI[raasi]?.some(([s]) => s === star),
    );
    for (const raasi of RAASI_VALUES) {
      const result = request(star, null, raasi);
      if (own.includes(raasi)) expect(result.success, `${star} ${raasi}`).toBe(true);
      else
        expect(raasiIssue(result), `${star} ${raasi}`).toBe(
          'This raasi does not go with the birth star chosen',
        );
    }
  });

  it('names the nine stars that span two raasis as the reference does', () => {
    const spanning = STAR_VALUES.filter(
      (star) =>
        Object.values(PADHAMS_OF_RAASI).filter((stars) => stars.some(([s]) => s === star)).length === 2,
    );
    expect(spanning).toEqual([
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
  });
});
