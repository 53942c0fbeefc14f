import { describe, expect, it } from 'vitest';
import { updateEventRequestSchema } from './melava.js';

const startsAt = (text: string) => {
  const parsed = updateEventRequestSchema.safeParse({ starts_at: text });
  return parsed.success ? parsed.data.starts_at : 'refused';
};

describe("a melava's moments", () => {
  it('reads an ISO date-time with its offset, one without as Indian time, and a day as its start', () => {
    expect(startsAt('2027-01-10T10:00:00+05:30')).toBe('2027-01-10T04:30:00.000Z');
    expect(startsAt('2027-01-10T04:30:00.000Z')).toBe('2027-01-10T04:30:00.000Z');
    expect(startsAt('2027-01-10T10:00')).toBe('2027-01-10T04:30:00.000Z');
    expect(startsAt('2027-01-10')).toBe('2027-01-09T18:30:00.000Z');
    expect(startsAt('2028-02-29T18:00')).toBe('2028-02-29T12:30:00.000Z');
  });

  it('refuses what Date.parse would only guess at: a control character inside, words, another order', () => {
    for (const text of [
      '2027-01-10T10:00\u0000:00+05:30',
      '2027-01-10T10:00:00\u0007+05:30',
      '2027-01-10 10:00',
      '10 January 2027',
      'tomorrow',
      '2027-01-10T10:00:00+05:30 ',
      '2027-02-30T10:00:00+05:30',
      '2027-02-30',
      '2027-02-29T10:00',
      '2027-01-10T24:00',
      '2027-01-10T10:00+25:00',
    ]) {
      expect(startsAt(text), JSON.stringify(text)).toBe('refused');
    }
  });
});
