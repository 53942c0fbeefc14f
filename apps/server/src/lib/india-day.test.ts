import { describe, expect, it } from 'vitest';
import { dayInIndia } from './india-day.js';

describe('dayInIndia', () => {
  it('turns the day at midnight in India, 18:30 UTC, whatever the server runs in', () => {
    expect(dayInIndia(new Date('2026-12-02T18:29:59Z'))).toBe('2026-12-02');
    expect(dayInIndia(new Date('2026-12-02T18:30:00Z'))).toBe('2026-12-03');
    // The last day of a year, and a 29 February.
    expect(dayInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(dayInIndia(new Date('2028-02-28T19:00:00Z'))).toBe('2028-02-29');
  });
});
