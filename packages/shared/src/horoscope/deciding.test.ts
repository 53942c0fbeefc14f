import { describe, expect, it } from 'vitest';
import { STAR_VALUES } from '../options/stars.js';
import { type HoroscopeChart, rasiOf, STAR_PADAS } from './chart.js';
import type { DecidingReason } from './deciding.js';
import { DEFAULT_MATCH_RULES, type MatchRule } from './match-rule.js';
import { matchPorutham } from './porutham.js';
import { type HoroscopeMatch, matchHoroscopes } from './verdict.js';

const GUNA = DEFAULT_MATCH_RULES.varmala;
const PORUTHAM = DEFAULT_MATCH_RULES.tamilmala;
const chart = (star: (typeof STAR_VALUES)[number], pada: 1 | 2 | 3 | 4): HoroscopeChart => ({
  star,
  pada,
  raasi: rasiOf(star, pada),
});

describe('the reasons a verdict carries', () => {
  it('a failed mandatory porutham, though 7 of 10 are more than the 6 asked for', () => {
    const match = matchHoroscopes(chart('Bharani', 1), chart('Purva Phalguni', 1), PORUTHAM);
    expect(match.porutham.matched).toBe(7);
    expect(match.verdict).toBe('no_match');
    expect(match.deciding).toEqual([{ kind: 'mandatory_failed', porutham: 'rajju', result: 'no_match' }]);
  });

  it('too few poruthams, with rajju and vedha holding', () => {
    const match = matchHoroscopes(chart('Ashwini', 2), chart('Krittika', 2), PORUTHAM);
    expect(match).toMatchObject({ verdict: 'no_match', deciding: [{ kind: 'too_few', matched: 3, min: 6 }] });
  });

  it('every reason at once: rajju, vedha and too few', () => {
    const match = matchHoroscopes(chart('Ashwini', 2), chart('Jyeshtha', 2), PORUTHAM);
    expect(match.deciding).toEqual([
      { kind: 'mandatory_failed', porutham: 'rajju', result: 'no_match' },
      { kind: 'mandatory_failed', porutham: 'vedha', result: 'no_match' },
      { kind: 'too_few', matched: 5, min: 6 },
    ]);
  });

  it('a mandatory porutham that is only partial (mathimam)', () => {
    // Magha is the 10th star from Ashwini: stree deergha is partial from 8 to 13.
    const rule: MatchRule = { ...PORUTHAM, mandatory: ['stree_deergha'], min_matched: 0 };
    const match = matchHoroscopes(chart('Ashwini', 1), chart('Magha', 1), rule);
    expect(match.porutham.items.stree_deergha.result).toBe('partial');
    expect(match.deciding).toEqual([
      { kind: 'mandatory_failed', porutham: 'stree_deergha', result: 'partial' },
    ]);
  });

  it('a porutham match says each mandatory one holds and how many of the ten match', () => {
    const match = matchHoroscopes(chart('Ashwini', 2), chart('Bharani', 2), PORUTHAM);
    expect(match.verdict).toBe('match');
    expect(match.deciding).toEqual([
      { kind: 'mandatory_held', porutham: 'rajju' },
      { kind: 'mandatory_held', porutham: 'vedha' },
      { kind: 'enough_matched', matched: 7, min: 6 },
    ]);
  });

  it('a blocking dosha, though the gunas are well over the minimum', () => {
    const match = matchHoroscopes(chart('Ashwini', 2), chart('Ashwini', 2), GUNA);
    expect(match.ashtakoota.total).toBe(28);
    expect(match.deciding).toEqual([{ kind: 'blocking_dosha', dosha: 'nadi' }]);
  });

  it('gunas under the minimum, and a dosha beside them', () => {
    const below = matchHoroscopes(chart('Uttara Phalguni', 1), chart('Chitra', 3), GUNA);
    expect(below).toMatchObject({
      verdict: 'no_match',
      deciding: [{ kind: 'guna_below', total: { min: 16.5, max: 16.5 }, min: 18 }],
    });
    const both = matchHoroscopes(chart('Ashwini', 2), chart('Uttara Phalguni', 2), GUNA);
    expect(both.deciding).toEqual([
      { kind: 'blocking_dosha', dosha: 'nadi' },
      { kind: 'blocking_dosha', dosha: 'bhakoot' },
      { kind: 'guna_below', total: { min: 9, max: 9 }, min: 18 },
    ]);
  });

  it('a guna match says the total reached and which doshas are absent', () => {
    const match = matchHoroscopes(chart('Ashwini', 2), chart('Bharani', 2), GUNA);
    expect(match.deciding).toEqual([
      { kind: 'guna_reached', total: { min: 34, max: 34 }, min: 18 },
      { kind: 'no_blocking_dosha', doshas: ['nadi', 'bhakoot'] },
    ]);
    const noDoshas = matchHoroscopes(chart('Ashwini', 2), chart('Bharani', 2), {
      ...GUNA,
      blocking_doshas: [],
    });
    expect(noDoshas.deciding).toEqual([{ kind: 'guna_reached', total: { min: 34, max: 34 }, min: 18 }]);
  });

  it('unknown says what is missing or open', () => {
    for (const rule of [GUNA, PORUTHAM]) {
      expect(matchHoroscopes({ raasi: 'Mesha' }, chart('Rohini', 2), rule).deciding).toEqual([
        { kind: 'star_unknown' },
      ]);
    }
  });
});

const FAILING = new Set(['mandatory_failed', 'too_few', 'blocking_dosha', 'guna_below']);
const MEETING = new Set(['mandatory_held', 'enough_matched', 'guna_reached', 'no_blocking_dosha']);

/** What is wrong with a reason, read against the numbers the panel shows; undefined when it is true. */
function falseReason(reason: DecidingReason, match: HoroscopeMatch, rule: MatchRule): string | undefined {
  const { porutham, ashtakoota } = match;
  const range = ashtakoota.range;
  const unknown = Object.values(porutham.items).filter((i) => i.result === 'unknown').length;
  const same = (total: { min: number; max: number }) => JSON.stringify(total) === JSON.stringify(range);
  switch (reason.kind) {
    case 'mandatory_failed':
      return rule.mandatory.includes(reason.porutham) &&
        porutham.items[reason.porutham].result === reason.result
        ? undefined
        : 'mandatory_failed';
    case 'mandatory_held':
      return porutham.items[reason.porutham].result === 'match' ? undefined : 'mandatory_held';
    case 'mandatory_unknown':
      return porutham.items[reason.porutham].result === 'unknown' ? undefined : 'mandatory_unknown';
    case 'too_few':
      return reason.matched === porutham.matched && reason.matched + unknown < reason.min
        ? undefined
        : 'too_few';
    case 'enough_matched':
      return reason.matched === porutham.matched && reason.matched >= reason.min ? undefined : 'enough';
    case 'count_undecided':
      return reason.matched < reason.min && reason.matched + reason.unknown >= reason.min
        ? undefined
        : 'count';
    case 'blocking_dosha':
      return ashtakoota.doshas.includes(reason.dosha) ? undefined : 'blocking_dosha';
    case 'no_blocking_dosha':
      return reason.doshas.every((d) => ashtakoota.items[d].points !== null && !ashtakoota.doshas.includes(d))
        ? undefined
        : 'no_blocking_dosha';
    case 'dosha_unknown':
      return ashtakoota.items[reason.dosha].points === null ? undefined : 'dosha_unknown';
    case 'guna_below':
      return same(reason.total) && reason.total.max < reason.min ? undefined : 'guna_below';
    case 'guna_reached':
      return same(reason.total) && reason.total.min >= reason.min ? undefined : 'guna_reached';
    case 'guna_undecided':
      return same(reason.total) && reason.total.min < reason.min && reason.total.max >= reason.min
        ? undefined
        : 'guna_undecided';
    case 'star_unknown':
      return porutham.items.rajju.result === 'unknown' ? undefined : 'star_unknown';
  }
}

describe('over every pair of padas and stars without padham', () => {
  const charts: HoroscopeChart[] = [
    ...STAR_PADAS.map(({ star, pada }) => chart(star, pada)),
    ...STAR_VALUES.map((star) => ({ star })),
    { raasi: 'Meena' },
  ];
  const RULES: [string, MatchRule][] = [
    ['the Marathi default', GUNA],
    ['the Tamil default', PORUTHAM],
    ['a guna rule of 24 with nadi alone blocking', { ...GUNA, min_guna: 24, blocking_doshas: ['nadi'] }],
    [
      'a porutham rule with stree deergha mandatory and 7',
      { ...PORUTHAM, mandatory: ['stree_deergha'], min_matched: 7 },
    ],
  ];

  it.each(RULES)('a verdict carries reasons that are true and of its own kind, under %s', (_, rule) => {
    for (const bride of charts) {
      for (const groom of charts.filter((_, i) => i % 3 === 0)) {
        const match = matchHoroscopes(bride, groom, rule);
        const label = `${JSON.stringify(bride)} / ${JSON.stringify(groom)}`;
        expect(match.deciding.length, label).toBeGreaterThan(0);
        for (const reason of match.deciding) expect(falseReason(reason, match, rule), label).toBeUndefined();
        const kinds = match.deciding.map((r) => r.kind);
        if (match.verdict === 'no_match')
          expect(
            kinds.every((k) => FAILING.has(k)),
            label,
          ).toBe(true);
        else if (match.verdict === 'match')
          expect(
            kinds.every((k) => MEETING.has(k)),
            label,
          ).toBe(true);
        else
          expect(
            kinds.some((k) => FAILING.has(k) || MEETING.has(k)),
            label,
          ).toBe(false);
      }
    }
  });

  it('a porutham site names every failed mandatory porutham, and too few whenever the count cannot reach', () => {
    for (const bride of charts) {
      for (const groom of charts.filter((_, i) => i % 5 === 0)) {
        const { deciding, verdict, porutham } = matchHoroscopes(bride, groom, PORUTHAM);
        if (verdict !== 'no_match') continue;
        const failed = PORUTHAM.mandatory.filter((k) =>
          ['no_match', 'partial'].includes(porutham.items[k].result),
        );
        expect(deciding.filter((r) => r.kind === 'mandatory_failed').map((r) => r.porutham)).toEqual(failed);
        expect(deciding).toEqual(matchPorutham(bride, groom, PORUTHAM).deciding);
      }
    }
  });
});
