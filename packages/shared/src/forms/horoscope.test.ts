import { describe, expect, it } from 'vitest';
import type { HoroscopeResponse } from '../api/profile/horoscope.js';
import { fromResponse, schema, toRequest } from './horoscope.js';

const saved: HoroscopeResponse = {
  birth_place: 'Madurai',
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
      placeBirth: 'Madurai',
      birthStar: 'Rohini',
      birthStarPadham: '2',
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
      birth_star: null,
      padham: null,
      raasi: null,
      dhosam: null,
      birth_time: null,
    });
    expect(Object.values(blank).every((value) => value === '')).toBe(true);
    const values = schema.parse({ ...fromResponse(saved), birthStarPadham: '', dhosam: '' });
    expect(toRequest(values)).toMatchObject({ padham: null, dhosam: null });
  });

  it('requires place, star, raasi and every part of the birth time', () => {
    const result = schema.safeParse({
      ...fromResponse(saved),
      placeBirth: '',
      birthStar: '',
      raasi: '',
      hour: '',
      minute: '',
      meridiem: '',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['placeBirth', 'Required'],
      ['birthStar', 'Required'],
      ['raasi', 'Required'],
      ['hour', 'Required'],
      ['minute', 'Required'],
      ['meridiem', 'Required'],
    ]);
  });
});
