import type { ComputeHoroscopeResponse } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { differingParts, readingsNear } from './birth-reading';

const body = { longitude: 40, raasi: 'Vrishabha' } as const;

function reading(
  moon: Pick<ComputeHoroscopeResponse['moon'], 'birth_star' | 'padham' | 'raasi'>,
  changes: ComputeHoroscopeResponse['changes_near'],
): ComputeHoroscopeResponse {
  return {
    ayanamsa: 'lahiri',
    ayanamsa_degrees: 23.7,
    moon: { longitude: 45, ...moon },
    lagna: body,
    planets: {
      sun: body,
      mars: body,
      mercury: body,
      jupiter: body,
      venus: body,
      saturn: body,
      rahu: body,
      ketu: body,
    },
    mars_house: { from_lagna: 7, from_moon: 2 },
    mars_dosham: true,
    changes_near: changes,
  };
}

describe('the readings near the time of birth', () => {
  it('after a change the next padham, before one the previous, each at the minute it begins to hold', () => {
    const near = readingsNear(
      reading({ birth_star: 'Rohini', padham: 2, raasi: 'Vrishabha' }, [
        { part: 'padham', at: '1990-05-12T22:05:40+05:30' },
        { part: 'lagna', at: '1990-05-12T22:30:00+05:30' },
        { part: 'padham', at: '1990-05-12T22:42:30+05:30' },
      ]),
      '1990-05-12',
      '10:20 PM',
    );
    expect(near).toEqual([
      { side: 'before', time: '10:06 PM', star: 'Rohini', padham: 1, raasi: 'Vrishabha' },
      { side: 'after', time: '10:42 PM', star: 'Rohini', padham: 3, raasi: 'Vrishabha' },
    ]);
  });

  it('a change of star and raasi at the same moment is one reading, of the next star and raasi', () => {
    const near = readingsNear(
      reading({ birth_star: 'Mrigashira', padham: 2, raasi: 'Vrishabha' }, [
        { part: 'padham', at: '2000-02-29T00:10:00+05:30' },
        { part: 'raasi', at: '2000-02-29T00:10:00+05:30' },
      ]),
      '2000-02-28',
      '11:50 PM',
    );
    expect(near).toEqual([
      { side: 'after', time: '12:09 AM', star: 'Mrigashira', padham: 3, raasi: 'Mithuna' },
    ]);
  });

  it('past Revati padham 4 comes Ashwini padham 1', () => {
    const near = readingsNear(
      reading({ birth_star: 'Revati', padham: 4, raasi: 'Meena' }, [
        { part: 'star', at: '1975-01-01T06:15:00+05:30' },
      ]),
      '1975-01-01',
      '06:00 AM',
    );
    expect(near).toEqual([{ side: 'after', time: '06:14 AM', star: 'Ashwini', padham: 1, raasi: 'Mesha' }]);
  });
});

describe('what the family chose beside the reading', () => {
  const computed = { star: 'Rohini', padham: 2, raasi: 'Vrishabha' } as const;

  it('names each part that differs, and leaves out what is not chosen', () => {
    expect(differingParts(computed, { birth_star: 'Krittika', padham: '2', raasi: 'Vrishabha' })).toEqual([
      'star',
    ]);
    expect(differingParts(computed, { birth_star: 'Rohini', padham: '3', raasi: '' })).toEqual(['padham']);
    expect(differingParts(computed, { birth_star: '', padham: '', raasi: 'Mesha' })).toEqual(['raasi']);
    expect(differingParts(computed, { birth_star: 'Rohini', padham: '2', raasi: 'Vrishabha' })).toEqual([]);
  });
});
