import { createHash } from 'node:crypto';
import {
  type CardMatch,
  type Domain,
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
import type { AuthUser } from '../../app-types.js';
import { chartCode } from '../../db/chart-code.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { HoroscopeCaches } from './horoscope-caches.js';
import { marsDoshamHouses, marsDoshamOf } from './mars-houses.js';
import { readOwnHoroscope } from './own-horoscope.js';

/**
 * Chart numbers as in db/chart-code.ts. Where the rule lets Mars block, a match also needs the other's
 * dosham known and equal to the member's (`marsDosham`, with the site's houses); a member whose own
 * is not known matches nobody, as the verdict says 'unknown'.
 */
export interface MatchingSet {
  readonly literal: string;
  readonly id: string;
  readonly marsDosham: boolean | null;
  readonly marsHouses: string | null;
}

export interface OwnHoroscope {
  /** With the member's Mars dosham, null while not known. */
  chart: HoroscopeChart;
  side: 'bride' | 'groom';
  rule: MatchRule;
  domain: Domain;
}

/** Nothing else of a profile is matched. */
export interface StoredChart {
  birthStar: string | null;
  padham: number | null;
  raasi: string | null;
  /** As MARS_HOUSES_OF_ROW reads them; read only where the rule lets Mars block. */
  marsHouses?: number | null;
}

export function chartOf(row: StoredChart): HoroscopeChart {
  return {
    star: row.birthStar as Star | null,
    pada: row.padham as Padham | null,
    raasi: row.raasi as Raasi | null,
  };
}

interface CodedChart {
  code: number;
  chart: HoroscopeChart;
  /** Charts with the same key match every other chart alike (shared's matchKey). */
  key: string;
}

// The same for every member, so worked out once.
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

/** Each verdict is computed once, when first asked for. */
export class ViewerMatches {
  private readonly cards = new Map<number, CardMatch>();
  private matching: MatchingSet | undefined;

  constructor(private readonly own: OwnHoroscope) {}

  private pair(other: HoroscopeChart): [bride: HoroscopeChart, groom: HoroscopeChart] {
    return this.own.side === 'bride' ? [this.own.chart, other] : [other, this.own.chart];
  }

  /** The other's chart as the rule reads it: with their Mars dosham where Mars may block. */
  private chartWithMars(row: StoredChart): { chart: HoroscopeChart; mars: 0 | 1 | 2 } {
    const chart = chartOf(row);
    if (!this.own.rule.mars_blocks) return { chart, mars: 0 };
    const dosham = marsDoshamOf(this.own.domain, row.marsHouses);
    return { chart: { ...chart, mars_dosham: dosham }, mars: dosham === null ? 0 : dosham ? 1 : 2 };
  }

  card(row: StoredChart): CardMatch {
    if (row.birthStar === null || !this.own.chart.star) return null;
    const code = chartCode(row.birthStar, row.padham, row.raasi);
    const { chart, mars } = this.chartWithMars(row);
    const key = code === null ? undefined : code * 3 + mars;
    let card = key === undefined ? undefined : this.cards.get(key);
    if (card === undefined) {
      const { verdict, deciding, porutham, ashtakoota } = matchHoroscopes(...this.pair(chart), this.own.rule);
      card = {
        verdict,
        deciding,
        kind: this.own.rule.kind,
        matched: porutham.matched,
        guna: ashtakoota.total,
        guna_range: ashtakoota.range,
      };
      if (key !== undefined) this.cards.set(key, card);
    }
    return card;
  }

  matchWith(row: StoredChart): boolean {
    return this.card(row)?.verdict === 'match';
  }

  matchingSet(): MatchingSet {
    if (!this.matching) {
      const { rule, chart, domain } = this.own;
      const marsDosham = rule.mars_blocks ? (chart.mars_dosham ?? null) : null;
      const nobody = rule.mars_blocks && marsDosham === null;
      const codes = nobody ? [] : this.matchingCodes().sort((a, b) => a - b);
      // Encoded once: a few hundred numbers cost more per request than the rest of a search's work.
      const literal = `{${codes.join(',')}}`;
      const id = createHash('sha256')
        .update(`${literal}|${marsDosham ?? ''}`)
        .digest('base64url');
      this.matching = {
        literal,
        id,
        marsDosham,
        marsHouses: marsDosham === null ? null : marsDoshamHouses(domain),
      };
    }
    return this.matching;
  }

  /** The charts that match apart from Mars, which the search's statement then asks of each row. */
  private matchingCodes(): number[] {
    const rule = { ...this.own.rule, mars_blocks: false };
    // The 459 chart numbers fall into about 75 keys: each key is matched once.
    const verdicts = new Map<string, boolean>();
    const codes: number[] = [];
    for (const { code, chart, key } of everyCodedChart()) {
      let matches = verdicts.get(key);
      if (matches === undefined) {
        matches = matchVerdict(...this.pair(chart), rule) === 'match';
        verdicts.set(key, matches);
      }
      if (matches) codes.push(code);
    }
    return codes;
  }
}

export function viewerMatches(caches: HoroscopeCaches, own: OwnHoroscope): ViewerMatches {
  const { star, pada, raasi, mars_dosham } = own.chart;
  const key = `${own.side}|${star ?? ''}|${pada ?? ''}|${raasi ?? ''}|${mars_dosham ?? ''}|${own.domain}|${JSON.stringify(own.rule)}`;
  let matches = caches.matches.get(key);
  if (!matches) {
    matches = new ViewerMatches(own);
    caches.matches.set(key, matches);
  }
  return matches;
}

/**
 * Read outside the transaction that reads the target: the embedded database has one connection,
 * which that transaction holds.
 */
export function ownChartFor(
  deps: { db: Db; horoscopes: HoroscopeCaches },
  sender: Pick<AuthUser, 'id'>,
  template: string,
): Promise<OwnHoroscope | undefined> | undefined {
  return template === 'horoscopes_match' ? readOwnHoroscope(deps.db, deps.horoscopes, sender) : undefined;
}

export function assertTemplateHolds(
  caches: HoroscopeCaches,
  own: OwnHoroscope | undefined,
  template: string,
  target: StoredChart,
): void {
  if (template !== 'horoscopes_match') return;
  if (!own || !viewerMatches(caches, own).matchWith(target)) {
    throw new AppError('CONFLICT', 'horoscopesDoNotMatch');
  }
}
