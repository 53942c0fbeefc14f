import { type AshtakootaMatch, matchAshtakoota, moonPlaces } from './ashtakoota.js';
import { type HoroscopeChart, resolveChart } from './chart.js';
import { DEFAULT_MATCH_RULE, type MatchRule } from './match-rule.js';
import { type MatchVerdict, matchPorutham, type PoruthamMatch } from './porutham.js';

/** Two horoscopes under a site's rule: both counts, and the one verdict the rule reaches from them. */
export interface HoroscopeMatch {
  readonly verdict: MatchVerdict;
  readonly porutham: PoruthamMatch;
  readonly ashtakoota: AshtakootaMatch;
}

/**
 * A guna site's verdict, from what its panel shows: a blocking dosha or a total that cannot reach the
 * minimum is 'no_match'; a total sure to reach it with no blocking dosha possible is 'match'; anything
 * in between (a range across the minimum, a blocking koota not known) is 'unknown'.
 */
function gunaVerdict(ashtakoota: AshtakootaMatch, rule: MatchRule): MatchVerdict {
  const { range, doshas, items } = ashtakoota;
  if (range === null) return 'unknown';
  if (rule.blocking_doshas.some((dosha) => doshas.includes(dosha))) return 'no_match';
  if (range.max < rule.min_guna) return 'no_match';
  if (rule.blocking_doshas.some((dosha) => items[dosha].points === null)) return 'unknown';
  return range.min >= rule.min_guna ? 'match' : 'unknown';
}

/** The one verdict of the rule's kind; each count is computed only when the kind reads it. */
function siteVerdict(
  rule: MatchRule,
  counts: { porutham: () => PoruthamMatch; ashtakoota: () => AshtakootaMatch },
): MatchVerdict {
  return rule.kind === 'guna' ? gunaVerdict(counts.ashtakoota(), rule) : counts.porutham().verdict;
}

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
  const verdict = siteVerdict(rule, { porutham: () => porutham, ashtakoota: () => ashtakoota });
  return { verdict, porutham, ashtakoota };
}

/** The verdict of matchHoroscopes alone, for a caller that matches many charts (the search filter). */
export function matchVerdict(
  bride: HoroscopeChart,
  groom: HoroscopeChart,
  rule: MatchRule = DEFAULT_MATCH_RULE,
): MatchVerdict {
  return siteVerdict(rule, {
    porutham: () => matchPorutham(bride, groom, rule),
    ashtakoota: () => matchAshtakoota(bride, groom),
  });
}

/**
 * What the matchers read of a chart: its star, and the raasis and vashya groups its Moon may be in.
 * Charts with the same key match every other chart alike, so a caller that matches many charts (the
 * search filter) need match each key once.
 */
export function matchKey(chart: HoroscopeChart): string {
  const { star, positions } = resolveChart(chart);
  const places = moonPlaces(positions).map(({ raasi, vashya }) => `${raasi}/${vashya}`);
  return `${star ?? ''}|${places.sort().join(',')}`;
}
