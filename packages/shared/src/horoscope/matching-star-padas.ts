import { type HoroscopeChart, rasiOf, STAR_PADAS, type StarPada } from './chart.js';
import { DEFAULT_MATCH_RULE, type MatchRule } from './match-rule.js';
import { matchPorutham } from './porutham.js';

/**
 * The padas of the other side that give a 'match' verdict with this chart under the rule, in zodiac
 * order: what a "horoscope matches only" search can filter on. `side` is whose chart this is, so a
 * bride's chart answers the grooms' padas. An unknown star matches nothing.
 */
export function matchingStarPadas(
  chart: HoroscopeChart,
  side: 'bride' | 'groom',
  rule: MatchRule = DEFAULT_MATCH_RULE,
): StarPada[] {
  // The poruthams read a pada only through its raasi, so the 108 padas need only 36 evaluations.
  const verdicts = new Map<string, boolean>();
  return STAR_PADAS.filter(({ star, pada }) => {
    const other = { star, raasi: rasiOf(star, pada) };
    const key = `${other.star}|${other.raasi}`;
    let matches = verdicts.get(key);
    if (matches === undefined) {
      const match = side === 'bride' ? matchPorutham(chart, other, rule) : matchPorutham(other, chart, rule);
      matches = match.verdict === 'match';
      verdicts.set(key, matches);
    }
    return matches;
  });
}
