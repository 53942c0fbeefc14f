import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('allows the limit within a window, then answers the seconds left, then allows again', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 }, () => now);
    expect(limiter.consume('a')).toBe(0);
    expect(limiter.consume('a')).toBe(0);
    now += 15_000;
    expect(limiter.consume('a')).toBe(45);
    expect(limiter.consume('b')).toBe(0);
    now += 45_000;
    expect(limiter.consume('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.consume('a');
    expect(limiter.consume('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.consume('a')).toBe(0);
  });

  it('holds a bounded number of keys, dropping the least recently used', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, Date.now, 2);
    limiter.consume('a');
    limiter.consume('b');
    expect(limiter.consume('a')).toBeGreaterThan(0);
    limiter.consume('c');
    expect(limiter.consume('a')).toBeGreaterThan(0);
    expect(limiter.consume('b')).toBe(0);
  });
});
