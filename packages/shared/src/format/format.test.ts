import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { mrOptions, taOptions } from '../option-labels/index.js';
import {
  formatDate,
  formatDateTime,
  formatHeight,
  formatMoney,
  formatNumber,
  formatStoredBirthTime,
  formatTime,
  formatTimeOfDay,
} from './format.js';

// 2 Dec 2026, 20:00 UTC: already 3 Dec in India (01:30 IST).
const LATE_EVENING_UTC = '2026-12-02T20:00:00.000Z';

describe('dates', () => {
  it('writes a day in each language, the month in its words, the digits Latin', () => {
    expect(formatDate('2026-12-02', 'en')).toBe('2 Dec 2026');
    expect(formatDate('2026-12-02', 'mr')).toBe('2 डिसें. 2026');
    expect(formatDate('2026-12-02', 'ta')).toBe('2 டிச. 2026');
    expect(formatDate('2026-09-05', 'en', 'long')).toBe('5 September 2026');
    expect(formatDate('2026-09-05', 'mr', 'long')).toBe('5 सप्टेंबर 2026');
    expect(formatDate('2026-09-05', 'ta', 'long')).toBe('5 செப்டம்பர் 2026');
  });

  it('reads a timestamp on India’s clock unless told another zone, and a calendar day as it is', () => {
    expect(formatDate(LATE_EVENING_UTC, 'en')).toBe('3 Dec 2026');
    expect(formatDate(new Date(LATE_EVENING_UTC), 'mr')).toBe('3 डिसें. 2026');
    expect(formatDate(LATE_EVENING_UTC, 'en', 'short', { timeZone: 'UTC' })).toBe('2 Dec 2026');
    expect(formatDate('2026-12-31', 'en', 'short', { timeZone: 'America/New_York' })).toBe('31 Dec 2026');
  });

  it('gives back what is not a date as it came', () => {
    expect(formatDate('soon', 'mr')).toBe('soon');
  });

  it('never writes an English month or Devanagari or Tamil digits outside English', () => {
    for (let month = 1; month <= 12; month += 1) {
      const day = `2026-${String(month).padStart(2, '0')}-15`;
      for (const language of ['mr', 'ta'] as const) {
        for (const style of ['short', 'long'] as const) {
          const text = formatDate(day, language, style);
          expect(text, text).not.toMatch(/[A-Za-z]/);
          expect(text, text).toMatch(/^15 \S+ 2026$/);
        }
      }
    }
  });

  it('is the month the option labels show in the date-of-birth selects', () => {
    for (let month = 1 as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12; month <= 12; month += 1) {
      const day = `2026-${String(month).padStart(2, '0')}-01`;
      expect(formatDate(day, 'mr', 'long')).toBe(`1 ${mrOptions.month[month]} 2026`);
      expect(formatDate(day, 'ta', 'short')).toBe(`1 ${taOptions.shortMonth[month]} 2026`);
    }
  });
});

describe('times', () => {
  it('says a time as a horoscope writes it, the part of the day first in Marathi and Tamil', () => {
    expect(formatTime(6, 30, 'en')).toBe('6:30 AM');
    expect(formatTime(6, 30, 'mr')).toBe('सकाळी 6.30 वा.');
    expect(formatTime(6, 30, 'ta')).toBe('காலை 6.30 மணி');
    expect(formatTime(0, 5, 'en')).toBe('12:05 AM');
    expect(formatTime(12, 0, 'mr')).toBe('दुपारी 12.00 वा.');
    expect(formatTime(21, 15, 'ta')).toBe('இரவு 9.15 மணி');
  });

  it('writes a birth time in Marathi as a patrika: पहाटे, सकाळी, दुपारी, संध्याकाळी, रात्री', () => {
    const marathi = (time: string) => formatStoredBirthTime(time, 'mr');
    expect(marathi('06:30 AM')).toBe('सकाळी 6.30 वा.');
    expect(marathi('01:15 PM')).toBe('दुपारी 1.15 वा.');
    expect(marathi('06:45 PM')).toBe('संध्याकाळी 6.45 वा.');
    expect(marathi('11:05 PM')).toBe('रात्री 11.05 वा.');
    expect(marathi('02:10 AM')).toBe('रात्री 2.10 वा.');
    expect(marathi('05:20 AM')).toBe('पहाटे 5.20 वा.');
    expect(marathi('12:00 PM')).toBe('दुपारी 12.00 वा.');
    expect(marathi('12:05 AM')).toBe('रात्री 12.05 वा.');
  });

  it('writes a birth time in Tamil as a jathagam: அதிகாலை, காலை, மதியம், மாலை, இரவு', () => {
    const tamil = (time: string) => formatStoredBirthTime(time, 'ta');
    expect(tamil('06:30 AM')).toBe('காலை 6.30 மணி');
    expect(tamil('01:15 PM')).toBe('மதியம் 1.15 மணி');
    expect(tamil('06:45 PM')).toBe('மாலை 6.45 மணி');
    expect(tamil('11:05 PM')).toBe('இரவு 11.05 மணி');
    expect(tamil('05:20 AM')).toBe('அதிகாலை 5.20 மணி');
  });

  it('writes a birth time in English on the 12-hour clock, and one of another shape as it came', () => {
    expect(formatStoredBirthTime('06:30 AM', 'en')).toBe('6:30 AM');
    expect(formatStoredBirthTime('11:05 PM', 'en')).toBe('11:05 PM');
    expect(formatStoredBirthTime('13:00 PM', 'mr')).toBe('13:00 PM');
    expect(formatStoredBirthTime('around noon', 'mr')).toBe('around noon');
  });

  it('reads a timestamp’s time of day on India’s clock unless told another zone', () => {
    expect(formatTimeOfDay(LATE_EVENING_UTC, 'en')).toBe('1:30 AM');
    expect(formatTimeOfDay(LATE_EVENING_UTC, 'mr', { timeZone: 'UTC' })).toBe('रात्री 8.00 वा.');
  });

  it('puts a day and its time together', () => {
    expect(formatDateTime(LATE_EVENING_UTC, 'en')).toBe('3 Dec 2026, 1:30 AM');
    expect(formatDateTime(LATE_EVENING_UTC, 'mr')).toBe('3 डिसें. 2026, रात्री 1.30 वा.');
    expect(formatDateTime(LATE_EVENING_UTC, 'ta')).toBe('3 டிச. 2026, இரவு 1.30 மணி');
  });
});

describe('heights', () => {
  it('writes feet and inches in the reader’s words, from centimetres or the API’s text', () => {
    expect(formatHeight(160, 'en')).toBe('5ft 3in');
    expect(formatHeight(160, 'mr')).toBe('5 फूट 3 इंच');
    expect(formatHeight(160, 'ta')).toBe('5 அடி 3 அங்குலம்');
    expect(formatHeight('5ft 3in', 'mr')).toBe('5 फूट 3 इंच');
    expect(formatHeight(160, 'mr', { withCm: true })).toBe('5 फूट 3 इंच (160 सें.मी.)');
    expect(formatHeight(160, 'ta', { withCm: true })).toBe('5 அடி 3 அங்குலம் (160 செ.மீ.)');
    expect(formatHeight(183, 'en', { withCm: true })).toBe('6ft 0in (183 cm)');
  });

  it('leaves out a height not given', () => {
    expect(formatHeight(null, 'mr')).toBeNull();
    expect(formatHeight(0, 'en')).toBeNull();
    expect(formatHeight('', 'ta')).toBeNull();
  });
});

describe('numbers and money', () => {
  it('groups thousands the Indian way in Latin digits in every language', () => {
    for (const language of LANGUAGES) {
      expect(formatNumber(1500, language)).toBe('1,500');
      expect(formatNumber(150000, language)).toBe('1,50,000');
      expect(formatMoney(1500, language)).toBe('₹1,500');
      expect(formatMoney(99, language)).toBe('₹99');
    }
  });
});
