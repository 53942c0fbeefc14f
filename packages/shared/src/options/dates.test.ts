import { describe, expect, it } from 'vitest';
import { ageFilterSchema, birthTimeSchema, siblingCountSchema } from './date-schemas.js';
import {
  AGE_FILTER_VALUES,
  BIRTH_HOUR_VALUES,
  BIRTH_MINUTE_VALUES,
  birthYears,
  DAY_VALUES,
  DEFAULT_FROM_AGE,
  DEFAULT_TO_AGE,
  formatBirthTime,
  MERIDIEM_VALUES,
  MONTHS,
  parseBirthTime,
  SIBLING_COUNT_VALUES,
} from './dates.js';
import { padhamSchema } from './star-schemas.js';
import { PADHAM_VALUES } from './stars.js';

describe('date and number choices', () => {
  it('offers 50 birth years from 18 years ago going back', () => {
    const years = birthYears(new Date(2026, 5, 15));
    expect(years).toHaveLength(50);
    expect(years[0]).toBe(2008);
    expect(years[49]).toBe(1959);
    expect(new Set(years).size).toBe(50);
  });

  it('names the months and counts days, siblings and padhams', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toEqual({ value: 1, label: 'January' });
    expect(MONTHS[11]).toEqual({ value: 12, label: 'December' });
    expect(DAY_VALUES).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(SIBLING_COUNT_VALUES).toEqual([0, 1, 2, 3, 4, 5]);
    expect(PADHAM_VALUES).toEqual([1, 2, 3, 4]);
    expect(siblingCountSchema.safeParse(6).error?.issues[0]?.message).toBe('Invalid value');
    expect(padhamSchema.safeParse(0).success).toBe(false);
    expect(padhamSchema.safeParse(2.5).success).toBe(false);
  });

  it('offers ages 18 to 87 with 18-40 chosen at first', () => {
    expect(AGE_FILTER_VALUES).toHaveLength(70);
    expect(AGE_FILTER_VALUES[0]).toBe(18);
    expect(AGE_FILTER_VALUES[69]).toBe(87);
    expect([DEFAULT_FROM_AGE, DEFAULT_TO_AGE]).toEqual([18, 40]);
    expect(ageFilterSchema.safeParse(17).success).toBe(false);
    expect(ageFilterSchema.safeParse(88).success).toBe(false);
  });

  it('builds and reads the stored birth time', () => {
    expect(BIRTH_HOUR_VALUES).toHaveLength(12);
    expect([BIRTH_HOUR_VALUES[0], BIRTH_HOUR_VALUES[11]]).toEqual(['01', '12']);
    expect(BIRTH_MINUTE_VALUES).toHaveLength(60);
    expect([BIRTH_MINUTE_VALUES[0], BIRTH_MINUTE_VALUES[59]]).toEqual(['00', '59']);
    expect(MERIDIEM_VALUES).toEqual(['AM', 'PM']);
    expect(formatBirthTime({ hour: '07', minute: '05', meridiem: 'PM' })).toBe('07:05 PM');
    expect(parseBirthTime('07:05 PM')).toEqual({ hour: '07', minute: '05', meridiem: 'PM' });
    expect(parseBirthTime('13:00 AM')).toBeUndefined();
    expect(parseBirthTime(null)).toBeUndefined();
    expect(birthTimeSchema.safeParse('7:05 PM').error?.issues[0]?.message).toBe('Invalid value');
  });
});
