import { LRUCache } from 'lru-cache';
import type { OwnHoroscope, ViewerMatches } from './viewer-matches.js';

/**
 * Reading them on every search page cost a third more database time (docs/benchmarks-history.md). Only
 * a member with a star is kept, so a new star counts at once; a saved rule drops them all.
 */
const OWN_TTL_MS = 30_000;
const OWN_MAX = 10_000;

// Same for every member with the same chart and rule, and a few ms to compute.
const VIEWERS_MAX = 500;

export class HoroscopeCaches {
  readonly own = new LRUCache<number, OwnHoroscope>({ max: OWN_MAX, ttl: OWN_TTL_MS });
  /** Keyed by chart and rule: a changed rule is another key. */
  readonly matches = new LRUCache<string, ViewerMatches>({ max: VIEWERS_MAX });

  forgetRules(): void {
    this.own.clear();
  }
}
