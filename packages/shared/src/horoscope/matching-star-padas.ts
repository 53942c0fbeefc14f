import { type HoroscopeChart, STAR_PADAS, type StarPada } from './chart.js';
import { DEFAULT_MATCH_RULE, type MatchRule } from './match-rule.js';
import { matchKey, matchVerdict } from './verdict.js';

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
  // Padas of one star in one raasi match alike (but for the two whose vashya group is split), so the
  // 108 need about 40 evaluations.
  const verdicts = new Map<string, boolean>();
  return STAR_PADAS.filter(({ star, pada }) => {
    const other: HoroscopeChart = { star, pada };
    const key = matchKey(other);
    let matches = verdicts.get(key);
    if (matches === undefined) {
      const [bride, groom] = side === 'bride' ? [chart, other] : [other, chart];
      matches = matchVerdict(bride, groom, rule) === 'match';
      verdicts.set(key, matches);
    }
    return matches;
  });
}
