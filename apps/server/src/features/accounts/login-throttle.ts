import type { LoginThrottleRule } from '../../config.js';
import { AppError } from '../../errors.js';

interface Failures {
  count: number;
  /** No try is let through before this time. */
  blockedUntil: number;
  lastAt: number;
}

/** Entries kept at most: past it the oldest go first (a flood of fresh keys cannot grow memory). */
const MAX_ENTRIES = 100_000;

/**
 * Failed password checks per key (a mobile and the address trying it), counted before the check
 * so parallel tries count too. A key slows, then stops; other keys (the member at home) are never
 * held up. Forgotten `stopMs` after the last failure, or at once after a success.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Failures>();

  constructor(
    private readonly rule: LoginThrottleRule,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one try for `key`, or refuses it with the seconds to wait before the next. */
  attempt(key: string): number {
    const now = this.now();
    let entry = this.entries.get(key);
    if (entry && now - entry.lastAt >= this.rule.stopMs && now >= entry.blockedUntil) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (entry && now < entry.blockedUntil) return Math.ceil((entry.blockedUntil - now) / 1000);
    if (!entry) {
      entry = { count: 0, blockedUntil: 0, lastAt: now };
      this.remember(key, entry);
    }
    entry.count += 1;
    entry.lastAt = now;
    if (entry.count >= this.rule.stopAfter) entry.blockedUntil = now + this.rule.stopMs;
    else if (entry.count >= this.rule.slowAfter) {
      entry.blockedUntil = now + 1000 * 2 ** (entry.count - this.rule.slowAfter);
    }
    return 0;
  }

  /** The right password: what was counted for `key` is forgotten. */
  succeeded(key: string): void {
    this.entries.delete(key);
  }

  private remember(key: string, entry: Failures): void {
    this.entries.set(key, entry);
    if (this.entries.size <= MAX_ENTRIES) return;
    const now = this.now();
    for (const [oldKey, old] of this.entries) {
      if (now - old.lastAt >= this.rule.stopMs && now >= old.blockedUntil) this.entries.delete(oldKey);
    }
    // Still full of live keys: the oldest go first (Maps iterate in insertion order).
    for (const oldKey of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(oldKey);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Throws the 429 for a refused try. */
export function enforceLoginThrottle(throttle: LoginThrottle, key: string): void {
  const waitSeconds = throttle.attempt(key);
  if (waitSeconds === 0) return;
  const wait =
    waitSeconds < 60
      ? `${waitSeconds} second${waitSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(waitSeconds / 60)} minutes`;
  throw new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${wait}.`,
    undefined,
    waitSeconds,
  );
}
