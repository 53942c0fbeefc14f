import { describe, expect, it } from 'vitest';
import { specDate } from '../../options/dates.js';
import { calendarDateSchema } from './calendar-date.js';

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

  it('writes the three selects as the spec sends them', () => {
    expect(specDate('1998', '3', '5')).toBe('1998-3-5');
    expect(specDate(1998, '03', '05')).toBe('1998-3-5');
  });
});
