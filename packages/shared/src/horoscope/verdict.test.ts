import { describe, expect, it } from 'vitest';
import { RAASI_VALUES, type Raasi, STAR_VALUES, type Star } from '../options/stars.js';
import { type HoroscopeChart, rasiOf, STAR_PADAS } from './chart.js';
import { DEFAULT_MATCH_RULES, type MatchRule } from './match-rule.js';
import { matchPorutham } from './porutham.js';
import { type HoroscopeMatch, matchHoroscopes, matchKey, matchVerdict } from './verdict.js';

// Expectations from reference/horoscope-matching.md, written independently of the matcher's tables.

/** Nadi of each star by its number (1 Ashwini … 27 Revati): the same nadi is nadi dosha. */
const ADI = [1, 6, 7, 12, 13, 18, 19, 24, 25];
const MADHYA = [2, 5, 8, 11, 14, 17, 20, 23, 26];
const nadiOf = (star: Star) => {
  const n = STAR_VALUES.indexOf(star) + 1;
  return ADI.includes(n) ? 'adi' : MADHYA.includes(n) ? 'madhya' : 'antya';
};
/** Bhakoot dosha: the raasis 2/12, 5/9 or 6/8 from each other. */
const bhakootDosha = (bride: Raasi, groom: Raasi) =>
  [2, 5, 6, 8, 9, 12].includes(((RAASI_VALUES.indexOf(groom) - RAASI_VALUES.indexOf(bride) + 12) % 12) + 1);
/** The two padas that straddle 15° of Dhanu and Makara, where the vashya group changes. */
const STRADDLING = ['Purva Ashadha 1', 'Shravana 2'];

const PADA_CHARTS: HoroscopeChart[] = STAR_PADAS.map(({ star, pada }) => ({
  star,
  pada,
  raasi: rasiOf(star, pada),
}));
const STAR_ONLY: HoroscopeChart[] = STAR_VALUES.map((star) => ({ star }));
const GUNA = DEFAULT_MATCH_RULES.varmala;
const PORUTHAM = DEFAULT_MATCH_RULES.tamilmala;

function* pairs(brides: HoroscopeChart[], grooms: HoroscopeChart[]) {
  for (const bride of brides) for (const groom of grooms) yield [bride, groom] as const;
}

/** What the panel shows, read as a family would: does any number say otherwise than the verdict? */
function contradiction(match: HoroscopeMatch, rule: MatchRule): string | undefined {
  const { verdict, porutham, ashtakoota } = match;
  if (rule.kind === 'guna') {
    const { range, doshas, items } = ashtakoota;
    const blocking = rule.blocking_doshas.filter((dosha) => doshas.includes(dosha));
    const blockingUnknown = rule.blocking_doshas.some((dosha) => items[dosha].points === null);
    if (verdict === 'match') {
      if (!range || range.min < rule.min_guna) return `match with ${JSON.stringify(range)} gunas`;
      if (blocking.length > 0 || blockingUnknown)
        return `match beside ${blocking.join(', ') || 'an unknown'} dosha`;
    }
    if (verdict === 'no_match' && blocking.length === 0 && (!range || range.max >= rule.min_guna)) {
      return `no match with ${JSON.stringify(range)} gunas and no blocking dosha`;
    }
    if (verdict === 'unknown' && range && blocking.length === 0) {
      if (range.max < rule.min_guna) return 'unknown though the gunas cannot reach the minimum';
      if (range.min >= rule.min_guna && !blockingUnknown) return 'unknown though every number says match';
    }
    if (ashtakoota.total !== null && (range?.min !== ashtakoota.total || range?.max !== ashtakoota.total)) {
      return `a total of ${ashtakoota.total} beside ${JSON.stringify(range)}`;
    }
    return undefined;
  }
  const results = rule.mandatory.map((key) => porutham.items[key].result);
  const unknown = Object.values(porutham.items).filter((item) => item.result === 'unknown').length;
  if (verdict === 'match' && (results.some((r) => r !== 'match') || porutham.matched < rule.min_matched)) {
    return `match with ${porutham.matched} poruthams and mandatory ${results.join(', ')}`;
  }
  if (
    verdict === 'no_match' &&
    !results.some((r) => r === 'no_match' || r === 'partial') &&
    porutham.matched + unknown >= rule.min_matched
  ) {
    return `no match with ${porutham.matched} poruthams and mandatory ${results.join(', ')}`;
  }
  return undefined;
}

describe('the verdict of a guna site (the Marathi default)', () => {
  it('is no match with nadi or bhakoot dosha, else the total against 18, over all 108×108 padas', () => {
    let ranges = 0;
    for (const [bride, groom] of pairs(PADA_CHARTS, PADA_CHARTS)) {
      const { verdict, ashtakoota } = matchHoroscopes(bride, groom, GUNA);
      const label = `${bride.star} ${bride.pada} / ${groom.star} ${groom.pada}`;
      const dosha =
        nadiOf(bride.star as Star) === nadiOf(groom.star as Star) ||
        bhakootDosha(bride.raasi as Raasi, groom.raasi as Raasi);
      const straddles = [bride, groom].some((c) => STRADDLING.includes(`${c.star} ${c.pada}`));
      if (!straddles) {
        expect(ashtakoota.total, label).not.toBeNull();
        const total = ashtakoota.total as number;
        expect(verdict, label).toBe(dosha || total < 18 ? 'no_match' : 'match');
        continue;
      }
      ranges++;
      const range = ashtakoota.range;
      expect(range, label).not.toBeNull();
      const { min, max } = range as { min: number; max: number };
      // Only the vashya koota (2 points) is undecided.
      expect(max - min, label).toBeLessThanOrEqual(2);
      const expected = dosha || max < 18 ? 'no_match' : min >= 18 ? 'match' : 'unknown';
      expect(verdict, label).toBe(expected);
    }
    expect(ranges).toBeGreaterThan(0);
  });

  it('gives a star without its padham the range of its padhams', () => {
    for (const [bride, groom] of pairs(
      STAR_ONLY,
      PADA_CHARTS.filter((_, i) => i % 5 === 0),
    )) {
      const range = matchHoroscopes(bride, groom, GUNA).ashtakoota.range;
      const byPadham = [1, 2, 3, 4].map(
        (pada) => matchHoroscopes({ ...bride, pada: pada as 1 }, groom, GUNA).ashtakoota.range,
      );
      expect(range, `${bride.star} / ${groom.star} ${groom.pada}`).toEqual({
        min: Math.min(...byPadham.map((r) => r?.min as number)),
        max: Math.max(...byPadham.map((r) => r?.max as number)),
      });
    }
  });

  it('says unknown only where the range crosses the minimum, and shows the range where the total is undecided', () => {
    const rule = { ...GUNA, blocking_doshas: [] };
    const verdicts = new Set<string>();
    for (const [bride, groom] of pairs(PADA_CHARTS, PADA_CHARTS)) {
      const { verdict, ashtakoota } = matchHoroscopes(bride, groom, rule);
      if (ashtakoota.total === null) verdicts.add(verdict);
    }
    // An undecided total still decides when its whole range is on one side of 18.
    expect([...verdicts].sort()).toEqual(['match', 'no_match', 'unknown']);
  });

  it('follows the operator: a minimum of 0 and no blocking dosha match every pair with both stars', () => {
    const rule: MatchRule = { ...GUNA, min_guna: 0, blocking_doshas: [] };
    for (const [bride, groom] of pairs(PADA_CHARTS.slice(0, 40), [...PADA_CHARTS.slice(60), ...STAR_ONLY])) {
      expect(matchHoroscopes(bride, groom, rule).verdict).toBe('match');
    }
    expect(matchHoroscopes({ raasi: 'Mesha' }, { star: 'Rohini', pada: 1 }, rule).verdict).toBe('unknown');
  });

  it('ignores the poruthams: Ashwini 1 and Ardra 1 have six with rajju and vedha, but 17 gunas and nadi dosha', () => {
    const bride = { star: 'Ashwini', pada: 1 } as const;
    const groom = { star: 'Ardra', pada: 1 } as const;
    const guna = matchHoroscopes(bride, groom, GUNA);
    expect(guna).toMatchObject({ verdict: 'no_match', porutham: { matched: 6, verdict: 'match' } });
    expect(guna.ashtakoota).toMatchObject({ total: 17, doshas: ['nadi'] });
    expect(matchHoroscopes(bride, groom, PORUTHAM).verdict).toBe('match');
  });
});

describe('the verdict of a porutham site (the Tamil default)', () => {
  it('is the porutham verdict, whatever the gunas, over all 108×108 padas and stars without padham', () => {
    for (const [bride, groom] of pairs([...PADA_CHARTS, ...STAR_ONLY], [...PADA_CHARTS, ...STAR_ONLY])) {
      expect(matchHoroscopes(bride, groom, PORUTHAM).verdict).toBe(
        matchPorutham(bride, groom, PORUTHAM).verdict,
      );
    }
  });
});

describe('the panel’s numbers', () => {
  const RULES: [string, MatchRule][] = [
    ['the Marathi default', GUNA],
    ['the Tamil default', PORUTHAM],
    ['a guna rule of 24 with nadi alone blocking', { ...GUNA, min_guna: 24, blocking_doshas: ['nadi'] }],
    [
      'a porutham rule with yoni mandatory and 7 of 10',
      { ...PORUTHAM, mandatory: ['yoni', 'rajju'], min_matched: 7 },
    ],
  ];
  const charts = [
    ...PADA_CHARTS,
    ...STAR_ONLY,
    { star: 'Krittika', raasi: 'Vrishabha' } as const,
    { raasi: 'Meena' } as const,
  ];

  it.each(RULES)('never contradict the verdict under %s', (_, rule) => {
    for (const [bride, groom] of pairs(
      charts,
      charts.filter((_, i) => i % 3 === 0),
    )) {
      const match = matchHoroscopes(bride, groom, rule);
      expect(
        contradiction(match, rule),
        `${JSON.stringify(bride)} / ${JSON.stringify(groom)}`,
      ).toBeUndefined();
    }
  });

  it('is unknown without both stars, on either kind of site', () => {
    for (const rule of [GUNA, PORUTHAM]) {
      expect(matchHoroscopes({ raasi: 'Mesha' }, { star: 'Rohini', pada: 2 }, rule).verdict).toBe('unknown');
      expect(matchHoroscopes({ star: 'Rohini', pada: 2 }, {}, rule).verdict).toBe('unknown');
    }
  });
});

describe('matchVerdict and matchKey, for the search filter', () => {
  const charts: HoroscopeChart[] = [
    ...PADA_CHARTS,
    ...STAR_VALUES.flatMap((star) => [{ star }, ...RAASI_VALUES.map((raasi) => ({ star, raasi }))]),
  ];

  it('give the verdict of matchHoroscopes, under either kind of rule', () => {
    for (const rule of [GUNA, PORUTHAM]) {
      for (const [bride, groom] of pairs(
        PADA_CHARTS.filter((_, i) => i % 4 === 0),
        charts,
      )) {
        expect(matchVerdict(bride, groom, rule)).toBe(matchHoroscopes(bride, groom, rule).verdict);
      }
    }
  });

  it('name charts alike only when they match every pada alike', () => {
    const byKey = new Map<string, HoroscopeChart[]>();
    for (const chart of charts) byKey.set(matchKey(chart), [...(byKey.get(matchKey(chart)) ?? []), chart]);
    // 459 charts a search can hold fall into few keys: a star in one raasi matches as its padhams there.
    expect(byKey.size).toBeLessThan(100);
    const others = PADA_CHARTS.filter((_, i) => i % 7 === 0);
    for (const alike of byKey.values()) {
      const [first, ...rest] = alike as [HoroscopeChart, ...HoroscopeChart[]];
      for (const chart of rest) {
        for (const other of others) {
          expect(matchHoroscopes(chart, other, GUNA)).toEqual(matchHoroscopes(first, other, GUNA));
          expect(matchHoroscopes(other, chart, PORUTHAM)).toEqual(matchHoroscopes(other, first, PORUTHAM));
        }
      }
    }
  });
});
