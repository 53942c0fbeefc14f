import { type AshtakootaMatch, matchAshtakoota, moonPlaces } from './ashtakoota.js';
import { type HoroscopeChart, resolveChart } from './chart.js';
import type { DecidingReason } from './deciding.js';
import { marsVerdict } from './mars.js';
import { DEFAULT_MATCH_RULE, type MatchRule } from './match-rule.js';
import { type MatchVerdict, matchPorutham, type PoruthamMatch } from './porutham.js';

/** Two horoscopes under a site's rule: both counts, and the one verdict the rule reaches from them. */
export interface HoroscopeMatch {
  readonly verdict: MatchVerdict;
  /** Why: what the rule of the site read to reach the verdict (deciding.ts). */
  readonly deciding: readonly DecidingReason[];
  readonly porutham: PoruthamMatch;
  readonly ashtakoota: AshtakootaMatch;
}

type Decided = Pick<HoroscopeMatch, 'verdict' | 'deciding'>;

/**
 * A guna site's verdict, from what its panel shows: a blocking dosha or a total that cannot reach the
 * minimum is 'no_match'; a total sure to reach it with no blocking dosha possible is 'match'; anything
 * in between (a range across the minimum, a blocking koota not known) is 'unknown'.
 */
function gunaVerdict(ashtakoota: AshtakootaMatch, rule: MatchRule): Decided {
  const { range, doshas, items } = ashtakoota;
  if (range === null) return { verdict: 'unknown', deciding: [{ kind: 'star_unknown' }] };
  const min = rule.min_guna;
  const failed: DecidingReason[] = rule.blocking_doshas
    .filter((dosha) => doshas.includes(dosha))
    .map((dosha) => ({ kind: 'blocking_dosha', dosha }));
  if (range.max < min) failed.push({ kind: 'guna_below', total: range, min });
  if (failed.length > 0) return { verdict: 'no_match', deciding: failed };

  const undecided: DecidingReason[] = rule.blocking_doshas
    .filter((dosha) => items[dosha].points === null)
    .map((dosha) => ({ kind: 'dosha_unknown', dosha }));
  if (range.min < min) undecided.push({ kind: 'guna_undecided', total: range, min });
  if (undecided.length > 0) return { verdict: 'unknown', deciding: undecided };

  const deciding: DecidingReason[] = [{ kind: 'guna_reached', total: range, min }];
  if (rule.blocking_doshas.length > 0)
    deciding.push({ kind: 'no_blocking_dosha', doshas: rule.blocking_doshas });
  return { verdict: 'match', deciding };
}

/**
 * Where the rule lets Mars block: one dosham without the other makes it 'no_match' whatever the
 * count; a dosham not known leaves a 'match' 'unknown'; both alike is said beside a 'match'.
 */
function withMars(decided: Decided, bride: HoroscopeChart, groom: HoroscopeChart): Decided {
  const mars = marsVerdict(bride.mars_dosham, groom.mars_dosham);
  const { verdict, deciding } = decided;
  if (mars === 'blocks')
    return {
      verdict: 'no_match',
      deciding: [...(verdict === 'no_match' ? deciding : []), { kind: 'mars_blocks' }],
    };
  if (verdict === 'no_match') return decided;
  if (mars === 'unknown')
    return {
      verdict: 'unknown',
      deciding: [...(verdict === 'unknown' ? deciding : []), { kind: 'mars_unknown' }],
    };
  return verdict === 'match' ? { verdict, deciding: [...deciding, { kind: 'mars_clear' }] } : decided;
}

/** The one verdict of the rule's kind; each count is computed only when the kind reads it. */
function siteVerdict(
  rule: MatchRule,
  charts: readonly [bride: HoroscopeChart, groom: HoroscopeChart],
  counts: { porutham: () => PoruthamMatch; ashtakoota: () => AshtakootaMatch },
): Decided {
  const decided: Decided =
    rule.kind === 'guna' ? gunaVerdict(counts.ashtakoota(), rule) : pick(counts.porutham());
  return rule.mars_blocks ? withMars(decided, ...charts) : decided;
}

const pick = ({ verdict, deciding }: Decided): Decided => ({ verdict, deciding });

/**
 * The horoscope match between a bride and a groom under the site's rule: the ten poruthams, the
 * Guna Milan, and the verdict of what the site counts (`rule.kind`). Every verdict the site shows
 * (the panel, the search cards, the "Horoscope matches only" filter) comes from here or from
 * matchVerdict, which decides the same way.
 */
export function matchHoroscopes(
  bride: HoroscopeChart,
  groom: HoroscopeChart,
  rule: MatchRule = DEFAULT_MATCH_RULE,
): HoroscopeMatch {
  const porutham = matchPorutham(bride, groom, rule);
  const ashtakoota = matchAshtakoota(bride, groom);
  const { verdict, deciding } = siteVerdict(rule, [bride, groom], {
    porutham: () => porutham,
    ashtakoota: () => ashtakoota,
  });
  return { verdict, deciding, porutham, ashtakoota };
}

/** The verdict of matchHoroscopes alone, for a caller that matches many charts (the search filter). */
export function matchVerdict(
  bride: HoroscopeChart,
  groom: HoroscopeChart,
  rule: MatchRule = DEFAULT_MATCH_RULE,
): MatchVerdict {
  return siteVerdict(rule, [bride, groom], {
    porutham: () => matchPorutham(bride, groom, rule),
    ashtakoota: () => matchAshtakoota(bride, groom),
  }).verdict;
}

/**
 * What the matchers read of a chart: its star, the raasis and vashya groups its Moon may be in, and
 * its Mars dosham where known.
 * Charts with the same key match every other chart alike, so a caller that matches many charts (the
 * search filter) need match each key once.
 */
export function matchKey(chart: HoroscopeChart): string {
  const { star, positions } = resolveChart(chart);
  const places = moonPlaces(positions).map(({ raasi, vashya }) => `${raasi}/${vashya}`);
  return `${star ?? ''}|${places.sort().join(',')}|${chart.mars_dosham ?? ''}`;
}
