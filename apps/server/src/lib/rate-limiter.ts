import { LRUCache } from 'lru-cache';
import type { RateLimitRule } from '../config.js';

interface Window {
  startedAt: number;
  count: number;
}

/** Keys held at most per rule: past it the least recently used go first (a flood of fresh keys cannot grow memory). */
const MAX_KEYS = 100_000;

/**
 * Fixed-window counters kept in memory, one cache per rule. Checked before any password is hashed,
 * so a flood of attempts costs a lookup, not a hash.
 */
export class RateLimiter {
  private readonly windows: LRUCache<string, Window>;

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
    maxKeys = MAX_KEYS,
  ) {
    // The ttl only frees windows that are over; whether one is over is decided below, to the millisecond.
    this.windows = new LRUCache({ max: maxKeys, ttl: rule.windowMs, perf: { now }, ttlResolution: 0 });
  }

  /** Counts one attempt for `key`; answers the seconds to wait when over the limit, else 0. */
  consume(key: string): number {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.rule.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      return 0;
    }
    window.count += 1;
    if (window.count <= this.rule.limit) return 0;
    return Math.max(1, Math.ceil((window.startedAt + this.rule.windowMs - now) / 1000));
  }

  reset(key: string): void {
    this.windows.delete(key);
  }
}
