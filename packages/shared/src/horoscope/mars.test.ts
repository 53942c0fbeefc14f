import { describe, expect, it } from 'vitest';
import { hasMarsDosham, MARS_DOSHAM_HOUSES, marsVerdict } from './mars.js';

describe('Mars dosham by each site’s way of counting', () => {
  it('the 2nd house gives chevvai dosham on the Tamil site, the 1st mangal dosh on the Marathi one', () => {
    expect(hasMarsDosham('tamilmala', { from_lagna: 2, from_moon: 3 })).toBe(true);
    expect(hasMarsDosham('varmala', { from_lagna: 2, from_moon: 3 })).toBe(false);
    expect(hasMarsDosham('varmala', { from_lagna: 5, from_moon: 1 })).toBe(true);
    expect(hasMarsDosham('tamilmala', { from_lagna: 5, from_moon: 1 })).toBe(false);
  });

  it('the 4th, 7th, 8th and 12th count on both, from the lagna or from the Moon', () => {
    for (const house of [4, 7, 8, 12]) {
      expect(hasMarsDosham('tamilmala', { from_lagna: house, from_moon: 3 })).toBe(true);
      expect(hasMarsDosham('varmala', { from_lagna: 3, from_moon: house })).toBe(true);
    }
    for (const house of [3, 5, 6, 9, 10, 11]) {
      expect(MARS_DOSHAM_HOUSES.tamilmala).not.toContain(house);
      expect(MARS_DOSHAM_HOUSES.varmala).not.toContain(house);
    }
    expect(hasMarsDosham('varmala', { from_lagna: 3, from_moon: 6 })).toBe(false);
  });
});

describe('Mars in a match', () => {
  it('blocks only when exactly one of the two has it, and cannot tell without both', () => {
    expect(marsVerdict(true, false)).toBe('blocks');
    expect(marsVerdict(false, true)).toBe('blocks');
    expect(marsVerdict(true, true)).toBe('clear');
    expect(marsVerdict(false, false)).toBe('clear');
    expect(marsVerdict(true, null)).toBe('unknown');
    expect(marsVerdict(undefined, false)).toBe('unknown');
  });

  it('reads each horoscope by the site: Mars in the 2nd blocks on the Tamil site, not on the Marathi one', () => {
    const second = { from_lagna: 2, from_moon: 3 };
    const none = { from_lagna: 3, from_moon: 6 };
    const verdict = (domain: 'tamilmala' | 'varmala') =>
      marsVerdict(hasMarsDosham(domain, second), hasMarsDosham(domain, none));
    expect(verdict('tamilmala')).toBe('blocks');
    expect(verdict('varmala')).toBe('clear');
  });
});
