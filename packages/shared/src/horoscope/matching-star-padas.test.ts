import { describe, expect, it } from 'vitest';
import type { Padham, Star } from '../options/stars.js';
import type { HoroscopeChart, StarPada } from './chart.js';
import { DEFAULT_MATCH_RULES, type MatchRule } from './match-rule.js';
import { matchingStarPadas } from './matching-star-padas.js';
import { matchPorutham } from './porutham.js';
import { matchHoroscopes } from './verdict.js';

const ZODIAC: readonly Star[] = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
];

const STARS: readonly Star[] = ['Ashwini', 'Krittika', 'Rohini', 'Chitra', 'Uttara Ashadha', 'Revati'];
const PADAS: readonly Padham[] = [1, 2, 3, 4];

/** Every one of the 108 padas tried one by one through matchHoroscopes, as the search would otherwise have to. */
function bruteForce(chart: HoroscopeChart, side: 'bride' | 'groom', rule: MatchRule): StarPada[] {
  const all: StarPada[] = [];
  for (const star of ZODIAC) {
    for (const pada of PADAS) {
      const other = { star, pada };
      const match =
        side === 'bride' ? matchHoroscopes(chart, other, rule) : matchHoroscopes(other, chart, rule);
      if (match.verdict === 'match') all.push(other);
    }
  }
  return all;
}

const RULES: readonly [string, MatchRule][] = [
  ['the Marathi site’s default (gunas)', DEFAULT_MATCH_RULES.varmala],
  ['the Tamil site’s default (poruthams)', DEFAULT_MATCH_RULES.tamilmala],
  [
    'a guna rule with nadi dosha alone blocking',
    { ...DEFAULT_MATCH_RULES.varmala, min_guna: 22, blocking_doshas: ['nadi'] },
  ],
  [
    'a lenient porutham rule',
    {
      kind: 'porutham',
      mars_blocks: false,
      blocking_doshas: [],
      mandatory: ['rajju'],
      min_matched: 4,
      min_guna: 18,
      variants: {
        dina: 'remainder',
        gana: 'rakshasa_groom',
        stree_deergha: 'over_9',
        rajju: 'arohanam_exception',
        rasi: 'six_eight_twelve',
        rasi_adhipathi: 'not_enemies',
      },
    },
  ],
];

describe('matchingStarPadas', () => {
  it.each(RULES)('gives exactly the padas whose verdict is a match, for either side, under %s', (_, rule) => {
    const charts: HoroscopeChart[] = [
      ...STARS.flatMap((star) => PADAS.map((pada) => ({ star, pada }))),
      ...STARS.map((star) => ({ star })),
      { star: 'Krittika', raasi: 'Vrishabha' },
      // Padas whose vashya group is split at 15°, and a star without padham that holds one.
      { star: 'Purva Ashadha', pada: 1 },
      { star: 'Shravana', pada: 2 },
      { star: 'Shravana' },
    ];
    for (const chart of charts) {
      for (const side of ['bride', 'groom'] as const) {
        expect(matchingStarPadas(chart, side, rule)).toEqual(bruteForce(chart, side, rule));
      }
    }
  });

  it('reads the given chart as the side named: a bride’s chart answers grooms', () => {
    const rule = DEFAULT_MATCH_RULES.tamilmala;
    const rohini: HoroscopeChart = { star: 'Rohini', pada: 2 };
    const bharani: HoroscopeChart = { star: 'Bharani', pada: 1 };
    // A Rohini bride counts 26 to a Bharani groom; a Bharani bride counts 3 to a Rohini groom.
    expect(matchPorutham(rohini, bharani, rule).verdict).toBe('match');
    expect(matchPorutham(bharani, rohini, rule).verdict).toBe('no_match');
    expect(matchingStarPadas(rohini, 'bride', rule)).toContainEqual(bharani);
    expect(matchingStarPadas(rohini, 'groom', rule)).not.toContainEqual(bharani);
  });

  it('matches nothing for an unknown star, even with a raasi', () => {
    expect(matchingStarPadas({}, 'bride')).toEqual([]);
    expect(matchingStarPadas({ star: null, raasi: 'Mesha' }, 'groom')).toEqual([]);
  });

  it('lists padas in zodiac order without repeats', () => {
    const padas = matchingStarPadas({ star: 'Chitra', pada: 3 }, 'groom');
    const positions = padas.map(({ star, pada }) => ZODIAC.indexOf(star) * 4 + pada);
    expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
    expect(padas.length).toBeGreaterThan(0);
  });
});
