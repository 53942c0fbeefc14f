import { LRUCache } from 'lru-cache';
import type { OwnHoroscope, ViewerMatches } from './viewer-matches.js';

/**
 * How long a member's own chart and site rule are kept. Every search page needs them, and reading
 * them on each one cost the plain search a third more of the database's time and an extra round trip
 * (docs/benchmarks.md). Only a member with a star is kept, so a star just added counts at once; a
 * star changed shows within this time. A saved rule drops them all (`MATCH_RULE_CHANGED_CHANNEL`).
 */
const OWN_TTL_MS = 30_000;
const OWN_MAX = 10_000;

// One member's matches take a few milliseconds to compute and are the same on every page they open,
// and for every member with the same chart and site rule; a few hundred such members are kept.
const VIEWERS_MAX = 500;

/** What the horoscope features keep between requests, one set per app. */
export class HoroscopeCaches {
  /** A member's own chart and their site's rule, by member id. */
  readonly own = new LRUCache<number, OwnHoroscope>({ max: OWN_MAX, ttl: OWN_TTL_MS });
  /** The matches of a chart under a rule, by chart and rule: a changed rule is another key. */
  readonly matches = new LRUCache<string, ViewerMatches>({ max: VIEWERS_MAX });

  /** After a site's rule has changed: every member's kept rule may be the old one. */
  forgetRules(): void {
    this.own.clear();
  }
}
