import type { RateLimitRule } from '../config.js';

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Fixed-window counters kept in memory, one map per rule. Checked before any password is hashed,
 * so a flood of attempts costs a map lookup, not a hash.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for `key`; answers the seconds to wait when over the limit, else 0. */
  consume(key: string): number {
    const now = this.now();
    this.sweep(now);
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

  private sweep(now: number): void {
    if (now - this.lastSweep < this.rule.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.rule.windowMs) this.windows.delete(key);
    }
  }
}
