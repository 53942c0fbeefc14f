import { createHash } from 'node:crypto';
import {
  type CardMatch,
  type HoroscopeChart,
  type MatchRule,
  matchHoroscopes,
  matchKey,
  matchVerdict,
  PADHAM_VALUES,
  type Padham,
  RAASI_VALUES,
  type Raasi,
  STAR_VALUES,
  type Star,
} from '@varmala/shared';
import { chartCode } from '../../db/chart-code.js';
import type { HoroscopeCaches } from './horoscope-caches.js';

/** The charts that match a member's chart, as chart numbers (db/chart-code.ts) and a short name. */
export interface MatchingSet {
  /** `{3,4,5,...}`: the value of a `smallint[]` parameter. */
  readonly literal: string;
  /** A digest of the set, to key its count by. */
  readonly id: string;
}

/** A member's own horoscope as the matcher needs it, and the rule of their site. */
export interface OwnHoroscope {
  chart: HoroscopeChart;
  side: 'bride' | 'groom';
  rule: MatchRule;
}

/** Star, padham and raasi of a profile as stored: nothing else of a profile is matched. */
export interface StoredChart {
  birthStar: string | null;
  padham: number | null;
  raasi: string | null;
}

export function chartOf(row: StoredChart): HoroscopeChart {
  return {
    star: row.birthStar as Star | null,
    pada: row.padham as Padham | null,
    raasi: row.raasi as Raasi | null,
  };
}

/** A chart number's chart, as a stored row would hold it. */
interface CodedChart {
  code: number;
  chart: HoroscopeChart;
  /** Charts with the same key match every other chart alike (shared's matchKey). */
  key: string;
}

// Every chart number (each star with each padham, or without one with each raasi or none), with its
// matchKey: the same for every member, so worked out once.
let everyChart: CodedChart[] | undefined;
function everyCodedChart(): CodedChart[] {
  everyChart ??= STAR_VALUES.flatMap((star) =>
    [
      ...PADHAM_VALUES.map((padham) => ({ birthStar: star, padham, raasi: null })),
      ...[null, ...RAASI_VALUES].map((raasi) => ({ birthStar: star, padham: null, raasi })),
    ].flatMap((row) => {
      const code = chartCode(row.birthStar, row.padham, row.raasi);
      const chart = chartOf(row);
      return code === null ? [] : [{ code, chart, key: matchKey(chart) }];
    }),
  );
  return everyChart;
}

/**
 * One member's matches against every profile, under one rule: the verdict, the porutham count and
 * the guna total of each chart it meets, and the charts whose verdict is 'match'. Each is computed
 * once, when first asked for.
 */
export class ViewerMatches {
  private readonly cards = new Map<number, CardMatch>();
  private matching: MatchingSet | undefined;

  constructor(private readonly own: OwnHoroscope) {}

  private pair(other: HoroscopeChart): [bride: HoroscopeChart, groom: HoroscopeChart] {
    return this.own.side === 'bride' ? [this.own.chart, other] : [other, this.own.chart];
  }

  /** The search card's summary for a profile; null when either side has no star. */
  card(row: StoredChart): CardMatch {
    if (row.birthStar === null || !this.own.chart.star) return null;
    // What decides a profile's match is its chart number, as for the search filter.
    const code = chartCode(row.birthStar, row.padham, row.raasi);
    let card = code === null ? undefined : this.cards.get(code);
    if (card === undefined) {
      const { verdict, porutham, ashtakoota } = matchHoroscopes(...this.pair(chartOf(row)), this.own.rule);
      card = {
        verdict,
        kind: this.own.rule.kind,
        matched: porutham.matched,
        guna: ashtakoota.total,
        guna_range: ashtakoota.range,
      };
      if (code !== null) this.cards.set(code, card);
    }
    return card;
  }

  /**
   * The charts of every profile whose verdict with this member is 'match': each star with a padham,
   * and each star without one, by the raasi entered (any of the twelve, or none).
   */
  matchingSet(): MatchingSet {
    if (!this.matching) {
      const codes = this.matchingCodes().sort((a, b) => a - b);
      // Written once as the statement's parameter: a few hundred numbers cost more to encode per
      // request than the rest of a search's own work.
      const literal = `{${codes.join(',')}}`;
      const id = createHash('sha256').update(literal).digest('base64url');
      this.matching = { literal, id };
    }
    return this.matching;
  }

  private matchingCodes(): number[] {
    // The 459 chart numbers fall into about 75 keys: each key is matched once.
    const verdicts = new Map<string, boolean>();
    const codes: number[] = [];
    for (const { code, chart, key } of everyCodedChart()) {
      let matches = verdicts.get(key);
      if (matches === undefined) {
        matches = matchVerdict(...this.pair(chart), this.own.rule) === 'match';
        verdicts.set(key, matches);
      }
      if (matches) codes.push(code);
    }
    return codes;
  }
}

/** The matches of a member with this horoscope under this rule, computed once and kept. */
export function viewerMatches(caches: HoroscopeCaches, own: OwnHoroscope): ViewerMatches {
  const { star, pada, raasi } = own.chart;
  const key = `${own.side}|${star ?? ''}|${pada ?? ''}|${raasi ?? ''}|${JSON.stringify(own.rule)}`;
  let matches = caches.matches.get(key);
  if (!matches) {
    matches = new ViewerMatches(own);
    caches.matches.set(key, matches);
  }
  return matches;
}
