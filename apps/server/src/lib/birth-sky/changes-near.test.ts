import { describe, expect, it } from 'vitest';
import { birthChart, moonReading, raasiOf } from './birth-chart.js';
import { siderealLagna, siderealMoon } from './sky-positions.js';

const PUNE = { latitude: 18.51957, longitude: 73.85535, timeZone: 'Asia/Kolkata' };
const LONDON = { latitude: 51.50853, longitude: -0.12574, timeZone: 'Europe/London' };

const readingAt = (part: string, ms: number, place: typeof PUNE) => {
  if (part === 'lagna') return raasiOf(siderealLagna(ms, place.latitude, place.longitude));
  const moon = moonReading(siderealMoon(ms));
  return part === 'padham'
    ? `${moon.birth_star} ${moon.padham}`
    : part === 'star'
      ? moon.birth_star
      : moon.raasi;
};

describe('what changes within 30 minutes of a birth', () => {
  it('gives the first whole second of each new reading, checked by the full positions', () => {
    let seen = 0;
    // Every 7 hours 13 minutes over two years, here and abroad: padham, star, raasi and lagna changes.
    for (let i = 0; i < 2_400; i++) {
      const utcMs = Date.UTC(1987, 0, 1) + i * (7 * 3_600_000 + 13 * 60_000);
      const place = i % 2 === 0 ? PUNE : LONDON;
      const changes = birthChart(utcMs, place).changes_near;
      for (const { part, at } of changes) {
        const ms = Date.parse(at);
        expect(Math.abs(ms - utcMs)).toBeLessThanOrEqual(30 * 60_000 + 1_000);
        // The lagna's steps carry the sidereal time at its rate: within 0.004″, a millisecond of its rising.
        expect(readingAt(part, ms + 2, place), `${part} at ${at}`).not.toBe(
          readingAt(part, ms - 1_000, place),
        );
        seen++;
      }
      // Nothing is named where the reading holds over the hour.
      for (const part of ['padham', 'lagna']) {
        if (changes.some((change) => change.part === part)) continue;
        expect(readingAt(part, utcMs - 30 * 60_000, place)).toBe(readingAt(part, utcMs + 30 * 60_000, place));
      }
    }
    expect(seen).toBeGreaterThan(1_000);
  });
});
