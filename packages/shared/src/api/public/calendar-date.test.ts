import { describe, expect, it } from 'vitest';
import { specDate } from '../../options/dates.js';
import { calendarDateSchema, isCalendarDay } from './calendar-date.js';

describe('calendarDateSchema', () => {
  it("reads the spec's dates with or without leading zeros as 'YYYY-MM-DD'", () => {
    expect(calendarDateSchema.parse('1998-3-5')).toBe('1998-03-05');
    expect(calendarDateSchema.parse('1998-03-05')).toBe('1998-03-05');
    expect(calendarDateSchema.parse('2000-2-29')).toBe('2000-02-29');
  });

  it('refuses what is not a real date', () => {
    for (const text of [
      '',
      '1998-2-30',
      '1999-2-29',
      '1998-0-1',
      '1998-13-1',
      '98-3-5',
      '5-3-1998',
      '1998-3-5x',
    ]) {
      expect(calendarDateSchema.safeParse(text).success, text).toBe(false);
    }
  });

  it('counts the days of every month as the calendar does, leap centuries included', () => {
    const byDate = (year: number, month: number, day: number) => {
      const date = new Date(0);
      date.setUTCFullYear(year, month - 1, day);
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    };
    let days = 0;
    const differ: string[] = [];
    for (let year = 1599; year <= 2401; year++) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const counted = isCalendarDay(year, month, day);
          if (counted !== byDate(year, month, day)) differ.push(`${year}-${month}-${day}`);
          if (counted) days++;
        }
      }
    }
    expect(differ).toEqual([]);
    // 803 years from 1599 to 2401: 195 of them leap (1600, 2000 and 2400 among them; not 1700, 1800, 1900, 2100, 2200, 2300).
    expect(days).toBe(803 * 365 + 195);
    expect(isCalendarDay(2000, 2, 29)).toBe(true);
    expect(isCalendarDay(1900, 2, 29)).toBe(false);
    expect(isCalendarDay(1998, 2.5, 1)).toBe(false);
  });

  it('writes the three selects as the spec sends them', () => {
    expect(specDate('1998', '3', '5')).toBe('1998-3-5');
    expect(specDate(1998, '03', '05')).toBe('1998-3-5');
  });
});
