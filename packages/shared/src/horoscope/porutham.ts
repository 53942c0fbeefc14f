import { type Raasi, STAR_VALUES, type Star } from '../options/stars.js';
import { type HoroscopeChart, type ResolvedChart, raasisOf, resolveChart } from './chart.js';
import type { DecidingReason } from './deciding.js';
import { DEFAULT_MATCH_RULE, type MatchRule, PORUTHAM_KEYS, type PoruthamKey } from './match-rule.js';
import {
  type PoruthamEvaluation,
  type PoruthamOutcome,
  type PoruthamReason,
  RAASI_PORUTHAMS,
  STAR_PORUTHAMS,
} from './porutham-rules.js';

export type PoruthamResult = PoruthamOutcome | 'unknown';

export interface PoruthamItem<K extends PoruthamKey = PoruthamKey> {
  readonly key: K;
  readonly result: PoruthamResult;
  readonly reason: PoruthamReason;
}

export type MatchVerdict = 'match' | 'no_match' | 'unknown';

export interface PoruthamMatch {
  readonly items: { readonly [K in PoruthamKey]: PoruthamItem<K> };
  /** How many of the ten are a 'match'. */
  readonly matched: number;
  readonly verdict: MatchVerdict;
  /** Why the verdict is what it is under the rule (deciding.ts). */
  readonly deciding: readonly DecidingReason[];
}

type Side = 'bride' | 'groom' | 'both';

function missingSide(bride: boolean, groom: boolean): Side {
  if (bride && groom) return 'both';
  return bride ? 'bride' : 'groom';
}

interface UnknownEvaluation {
  readonly result: 'unknown';
  readonly reason: PoruthamReason;
}

function unknown(key: string, side: Side): UnknownEvaluation {
  return { result: 'unknown', reason: { key: `horoscope.reason.${key}`, side } };
}

function sameReason(a: PoruthamReason, b: PoruthamReason): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A raasi porutham over every raasi each side may be in. A star that spans two raasis, with neither pada
 * nor raasi, still gives an answer when both raasis give the same one.
 */
function overRaasis(
  bride: readonly Raasi[],
  groom: readonly Raasi[],
  evaluate: (bride: Raasi, groom: Raasi) => PoruthamEvaluation,
): PoruthamEvaluation | UnknownEvaluation {
  if (bride.length === 0 || groom.length === 0) {
    return unknown('unknown_raasi', missingSide(bride.length === 0, groom.length === 0));
  }
  const evaluations = bride.flatMap((b) => groom.map((g) => evaluate(b, g)));
  const [first, ...rest] = evaluations as [PoruthamEvaluation, ...PoruthamEvaluation[]];
  if (rest.some((e) => e.result !== first.result)) {
    return unknown('raasi_undecided', missingSide(bride.length > 1, groom.length > 1));
  }
  if (rest.every((e) => sameReason(e.reason, first.reason))) return first;
  return { result: first.result, reason: { key: 'horoscope.reason.either_raasi' } };
}

function evaluateItems(bride: ResolvedChart, groom: ResolvedChart, rule: MatchRule): PoruthamMatch['items'] {
  const brideStar = bride.star === undefined ? undefined : (STAR_VALUES[bride.star] as Star);
  const groomStar = groom.star === undefined ? undefined : (STAR_VALUES[groom.star] as Star);
  const brideRaasis = raasisOf(bride.positions);
  const groomRaasis = raasisOf(groom.positions);
  const evaluate = (key: PoruthamKey): PoruthamEvaluation | UnknownEvaluation => {
    if (key === 'rasi' || key === 'rasi_adhipathi' || key === 'vasya') {
      return overRaasis(brideRaasis, groomRaasis, (b, g) => RAASI_PORUTHAMS[key](b, g, rule.variants));
    }
    if (brideStar === undefined || groomStar === undefined) {
      return unknown('unknown_star', missingSide(brideStar === undefined, groomStar === undefined));
    }
    return STAR_PORUTHAMS[key](brideStar, groomStar, rule.variants);
  };
  return Object.fromEntries(
    PORUTHAM_KEYS.map((key) => {
      const { result, reason } = evaluate(key);
      return [key, { key, result, reason }];
    }),
  ) as PoruthamMatch['items'];
}

function verdictOf(
  items: PoruthamMatch['items'],
  matched: number,
  rule: MatchRule,
  starsKnown: boolean,
): Pick<PoruthamMatch, 'verdict' | 'deciding'> {
  // Without both stars most of the ten are unknown; the verdict says so rather than resting on the raasis.
  if (!starsKnown) return { verdict: 'unknown', deciding: [{ kind: 'star_unknown' }] };
  const min = rule.min_matched;
  const open = PORUTHAM_KEYS.filter((key) => items[key].result === 'unknown').length;
  const failed: DecidingReason[] = [];
  for (const porutham of rule.mandatory) {
    const { result } = items[porutham];
    if (result === 'no_match' || result === 'partial')
      failed.push({ kind: 'mandatory_failed', porutham, result });
  }
  if (matched + open < min) failed.push({ kind: 'too_few', matched, min });
  if (failed.length > 0) return { verdict: 'no_match', deciding: failed };

  const unknownMandatory = rule.mandatory.filter((key) => items[key].result === 'unknown');
  if (unknownMandatory.length > 0 || matched < min) {
    const undecided: DecidingReason[] = unknownMandatory.map((porutham) => ({
      kind: 'mandatory_unknown',
      porutham,
    }));
    if (matched < min) undecided.push({ kind: 'count_undecided', matched, unknown: open, min });
    return { verdict: 'unknown', deciding: undecided };
  }
  return {
    verdict: 'match',
    deciding: [
      ...rule.mandatory.map((porutham): DecidingReason => ({ kind: 'mandatory_held', porutham })),
      { kind: 'enough_matched', matched, min },
    ],
  };
}

/**
 * The ten poruthams between a bride and a groom, counted from the bride's star to the groom's, and the
 * verdict under the site's rule: 'match' when every mandatory porutham is a match and at least
 * `min_matched` of the ten are; 'no_match' when that can no longer happen; 'unknown' otherwise, and
 * always when either star is unknown. A partial result counts as neither matched nor mandatory met.
 */
export function matchPorutham(
  bride: HoroscopeChart,
  groom: HoroscopeChart,
  rule: MatchRule = DEFAULT_MATCH_RULE,
): PoruthamMatch {
  const b = resolveChart(bride);
  const g = resolveChart(groom);
  const items = evaluateItems(b, g, rule);
  const matched = PORUTHAM_KEYS.filter((key) => items[key].result === 'match').length;
  return { items, matched, ...verdictOf(items, matched, rule, b.star !== undefined && g.star !== undefined) };
}
