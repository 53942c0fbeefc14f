import type { Redis } from 'ioredis';
import type { LoginThrottleRule } from '../../config.js';
import { AppError } from '../../errors.js';

/**
 * Failed password checks per key (a mobile and the address trying it), counted before the check
 * so parallel tries count too. A key slows, then stops; other keys (the member at home) are never
 * held up. Forgotten `stopMs` after the last failure, or at once after a success.
 */
export interface LoginThrottle {
  /** Counts one try for `key`, or refuses it: the seconds to wait before the next (0: go ahead). */
  attempt(key: string): Promise<number>;
  /** The right password: what was counted for `key` is forgotten. */
  succeeded(key: string): Promise<void>;
}

interface Failures {
  count: number;
  /** No try is let through before this time. */
  blockedUntil: number;
  lastAt: number;
}

/** Entries kept at most: past it the oldest go first (a flood of fresh keys cannot grow memory). */
const MAX_ENTRIES = 100_000;

/** The throttle of one process: counts in its memory. */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly entries = new Map<string, Failures>();

  constructor(
    private readonly rule: LoginThrottleRule,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async attempt(key: string): Promise<number> {
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

  async succeeded(key: string): Promise<void> {
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

/**
 * The same rule counted in Redis, so the tries spread over every instance meet one throttle. One
 * script reads and writes a key's count and block atomically, on Redis's clock (the instances'
 * clocks may differ); the key expires when the memory throttle would forget it.
 */
const ATTEMPT_SCRIPT = `
local key = KEYS[1]
local slowAfter, stopAfter, stopMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local blockedUntil = tonumber(redis.call('HGET', key, 'blockedUntil') or '0')
if now < blockedUntil then return math.ceil((blockedUntil - now) / 1000) end
local count = redis.call('HINCRBY', key, 'count', 1)
if count >= stopAfter then
  blockedUntil = now + stopMs
elseif count >= slowAfter then
  blockedUntil = now + 1000 * 2 ^ (count - slowAfter)
end
redis.call('HSET', key, 'blockedUntil', blockedUntil)
redis.call('PEXPIRE', key, math.max(stopMs, blockedUntil - now))
return 0
`;

const REDIS_PREFIX = 'varmala:login-failures:';

export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly rule: LoginThrottleRule,
    private readonly redis: Redis,
  ) {}

  async attempt(key: string): Promise<number> {
    const { slowAfter, stopAfter, stopMs } = this.rule;
    return Number(await this.redis.eval(ATTEMPT_SCRIPT, 1, REDIS_PREFIX + key, slowAfter, stopAfter, stopMs));
  }

  async succeeded(key: string): Promise<void> {
    await this.redis.del(REDIS_PREFIX + key);
  }
}

/**
 * Throws the 429 for a refused try. A try that cannot be counted (Redis is down) is refused too,
 * with a 503: letting it through would let a guesser try without limit while Redis is away.
 */
export async function enforceLoginThrottle(throttle: LoginThrottle, key: string): Promise<void> {
  let waitSeconds: number;
  try {
    waitSeconds = await throttle.attempt(key);
  } catch {
    throw new AppError('UNAVAILABLE', 'countingPaused');
  }
  if (waitSeconds === 0) return;
  throw new AppError('RATE_LIMITED', waitSeconds < 60 ? 'tooManyAttemptsSeconds' : 'tooManyAttempts', {
    params: { count: waitSeconds < 60 ? waitSeconds : Math.ceil(waitSeconds / 60) },
    retryAfterSeconds: waitSeconds,
  });
}

/** Forgets the failures after the right password; a failure to forget only leaves them to expire. */
export async function forgetLoginFailures(throttle: LoginThrottle, key: string): Promise<void> {
  await throttle.succeeded(key).catch(() => undefined);
}
