import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache.js';

/** Lets a count that has finished take its place: its callbacks run before the next macrotask. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the search count cache', () => {
  it('reuses a count while it is at most ttl old, then answers it once more while counting again', async () => {
    const time = clock();
    const cache = new CountCache(() => 30_000, 10, time.now);
    let counted = 0;
    const compute = async () => ++counted;

    expect(await cache.count('a', compute)).toBe(1);
    time.advance(30_000);
    expect(await cache.count('a', compute)).toBe(1);
    expect(counted).toBe(1);
    time.advance(1);
    // Stale: answered at once, counted again behind the answer.
    expect(await cache.count('a', compute)).toBe(1);
    expect(counted).toBe(2);
    await settled();
    expect(await cache.count('a', compute)).toBe(2);
    expect(counted).toBe(2);
  });

  it('runs one recount behind many stale answers', async () => {
    const time = clock();
    const cache = new CountCache(() => 30_000, 10, time.now);
    let counted = 0;
    let finish: (n: number) => void = () => {};
    expect(await cache.count('a', async () => 7)).toBe(7);
    time.advance(30_001);
    const recount = () => {
      counted++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    expect(await Promise.all([cache.count('a', recount), cache.count('a', recount)])).toEqual([7, 7]);
    expect(counted).toBe(1);
    finish(8);
    await settled();
    expect(await cache.count('a', recount)).toBe(8);
    expect(counted).toBe(1);
  });

  it('waits for a new count once a count is twice its ttl old', async () => {
    const time = clock();
    const cache = new CountCache(() => 30_000, 10, time.now);
    expect(await cache.count('a', async () => 1)).toBe(1);
    time.advance(60_000);
    expect(await cache.count('a', async () => 2)).toBe(2);
  });

  it('keeps the stale count when a recount fails, and tries again on the next request', async () => {
    const time = clock();
    const cache = new CountCache(() => 30_000, 10, time.now);
    expect(await cache.count('a', async () => 1)).toBe(1);
    time.advance(30_001);
    expect(await cache.count('a', () => Promise.reject(new Error('database away')))).toBe(1);
    await settled();
    expect(await cache.count('a', async () => 2)).toBe(1);
    await settled();
    expect(await cache.count('a', async () => 3)).toBe(2);
  });

  it('keeps a count as long as its size allows', async () => {
    const time = clock();
    const cache = new CountCache((count) => (count >= 10_000 ? 300_000 : 30_000), 10, time.now);
    let small = 5;
    let large = 20_000;
    expect(await cache.count('small', async () => small++)).toBe(5);
    expect(await cache.count('large', async () => large++)).toBe(20_000);
    time.advance(30_001);
    expect(await cache.count('small', async () => small++)).toBe(5);
    await settled();
    expect(await cache.count('small', async () => small++)).toBe(6);
    expect(await cache.count('large', async () => large++)).toBe(20_000);
    time.advance(270_000);
    expect(await cache.count('large', async () => large++)).toBe(20_000);
    await settled();
    expect(await cache.count('large', async () => large++)).toBe(20_001);
  });

  it('keeps one count per key', async () => {
    const cache = new CountCache(() => 30_000, 10, clock().now);
    expect(await cache.count('a', async () => 5)).toBe(5);
    expect(await cache.count('b', async () => 7)).toBe(7);
    expect(await cache.count('a', async () => 99)).toBe(5);
  });

  it('runs one statement for concurrent requests of the same count', async () => {
    const cache = new CountCache(() => 30_000, 10, clock().now);
    let counted = 0;
    let finish: (n: number) => void = () => {};
    const compute = () => {
      counted++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = [cache.count('a', compute), cache.count('a', compute), cache.count('a', compute)];
    finish(42);
    expect(await Promise.all(waiting)).toEqual([42, 42, 42]);
    expect(counted).toBe(1);
  });

  it('does not remember a failed count', async () => {
    const cache = new CountCache(() => 30_000, 10, clock().now);
    await expect(cache.count('a', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(cache.size).toBe(0);
    expect(await cache.count('a', async () => 3)).toBe(3);
  });

  it('holds at most maxEntries counts, dropping the oldest first', async () => {
    const cache = new CountCache(() => 30_000, 2, clock().now);
    await cache.count('a', async () => 1);
    await cache.count('b', async () => 2);
    await cache.count('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.count('a', async () => 10)).toBe(10);
    expect(await cache.count('c', async () => 30)).toBe(3);
  });

  it('tells a count it knows without counting: stale ones too, none being counted', async () => {
    const time = clock();
    const cache = new CountCache(() => 30_000, 10, time.now);
    expect(cache.known('a')).toBeUndefined();
    let finish: (n: number) => void = () => {};
    const pending = cache.count('a', () => new Promise<number>((resolve) => (finish = resolve)));
    // Being counted is not known yet.
    expect(cache.known('a')).toBeUndefined();
    finish(5);
    await pending;
    await cache.count('b', async () => 7);
    expect(cache.known('b')).toBe(7);
    expect(cache.known('c')).toBeUndefined();
    time.advance(30_001);
    expect(cache.known('a')).toBe(5);
    // A recount takes the stale count's place once known.
    await cache.count('a', async () => 6);
    await settled();
    expect(cache.known('a')).toBe(6);
    // Twice its ttl old, a count is no longer known.
    time.advance(60_000);
    expect(cache.known('a')).toBeUndefined();
  });

  it('drops the count used least recently when full, not the one counted first', async () => {
    const cache = new CountCache(() => 30_000, 2, clock().now);
    await cache.count('a', async () => 1);
    await cache.count('b', async () => 2);
    expect(await cache.count('a', async () => 10)).toBe(1);
    await cache.count('c', async () => 3);
    expect(await cache.count('a', async () => 10)).toBe(1);
    expect(await cache.count('b', async () => 20)).toBe(20);
  });
});
