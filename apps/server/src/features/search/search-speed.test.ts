import { searchFiltersSchema } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../app-types.js';
import { searchOf } from './search-of.js';
import { CountCache, scopeOf } from './search-speed.js';

/** A request's use of the cache, as `readSearch` makes it: what is kept is shown, and a count starts when asked. */
function count(cache: CountCache, key: string, compute: () => Promise<number>): Promise<number> {
  const { shown, recount } = cache.take(key);
  const started = recount ? cache.keep(key, compute()) : undefined;
  return Promise.resolve(shown ?? (started as Promise<number>));
}

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

    expect(await count(cache, 'a', compute)).toBe(1);
    time.advance(30_000);
    expect(await count(cache, 'a', compute)).toBe(1);
    expect(counted).toBe(1);
    time.advance(1);
    // Stale: answered at once, counted again behind the answer.
    expect(await count(cache, 'a', compute)).toBe(1);
    expect(counted).toBe(2);
    await settled();
    expect(await count(cache, 'a', compute)).toBe(2);
    expect(counted).toBe(2);
  });

  it('runs one recount behind many stale answers', async () => {
    const time = clock();
    const cache = new CountCache(() => 30_000, 10, time.now);
    let counted = 0;
    let finish: (n: number) => void = () => {};
    expect(await count(cache, 'a', async () => 7)).toBe(7);
    time.advance(30_001);
    const recount = () => {
      counted++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    expect(await Promise.all([count(cache, 'a', recount), count(cache, 'a', recount)])).toEqual([7, 7]);
    expect(counted).toBe(1);
    finish(8);
    await settled();
    expect(await count(cache, 'a', recount)).toBe(8);
    expect(counted).toBe(1);
  });

  it('waits for a new count once a count is twice its ttl old', async () => {
    const time = clock();
    const cache = new CountCache(() => 30_000, 10, time.now);
    expect(await count(cache, 'a', async () => 1)).toBe(1);
    time.advance(60_000);
    expect(await count(cache, 'a', async () => 2)).toBe(2);
  });

  it('keeps the stale count when a recount fails, and tries again on the next request', async () => {
    const time = clock();
    const cache = new CountCache(() => 30_000, 10, time.now);
    expect(await count(cache, 'a', async () => 1)).toBe(1);
    time.advance(30_001);
    expect(await count(cache, 'a', () => Promise.reject(new Error('database away')))).toBe(1);
    await settled();
    expect(await count(cache, 'a', async () => 2)).toBe(1);
    await settled();
    expect(await count(cache, 'a', async () => 3)).toBe(2);
  });

  it('keeps a count as long as its size allows', async () => {
    const time = clock();
    const cache = new CountCache((count) => (count >= 10_000 ? 300_000 : 30_000), 10, time.now);
    let small = 5;
    let large = 20_000;
    expect(await count(cache, 'small', async () => small++)).toBe(5);
    expect(await count(cache, 'large', async () => large++)).toBe(20_000);
    time.advance(30_001);
    expect(await count(cache, 'small', async () => small++)).toBe(5);
    await settled();
    expect(await count(cache, 'small', async () => small++)).toBe(6);
    expect(await count(cache, 'large', async () => large++)).toBe(20_000);
    time.advance(270_000);
    expect(await count(cache, 'large', async () => large++)).toBe(20_000);
    await settled();
    expect(await count(cache, 'large', async () => large++)).toBe(20_001);
  });

  it('keeps one count per key', async () => {
    const cache = new CountCache(() => 30_000, 10, clock().now);
    expect(await count(cache, 'a', async () => 5)).toBe(5);
    expect(await count(cache, 'b', async () => 7)).toBe(7);
    expect(await count(cache, 'a', async () => 99)).toBe(5);
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
    const waiting = [count(cache, 'a', compute), count(cache, 'a', compute), count(cache, 'a', compute)];
    finish(42);
    expect(await Promise.all(waiting)).toEqual([42, 42, 42]);
    expect(counted).toBe(1);
  });

  it('does not remember a failed count', async () => {
    const cache = new CountCache(() => 30_000, 10, clock().now);
    await expect(count(cache, 'a', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(cache.size).toBe(0);
    expect(await count(cache, 'a', async () => 3)).toBe(3);
  });

  it('holds at most maxEntries counts, dropping the oldest first', async () => {
    const cache = new CountCache(() => 30_000, 2, clock().now);
    await count(cache, 'a', async () => 1);
    await count(cache, 'b', async () => 2);
    await count(cache, 'c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await count(cache, 'a', async () => 10)).toBe(10);
    expect(await count(cache, 'c', async () => 30)).toBe(3);
  });

  it('tells a count it knows without counting: stale ones too, none being counted', async () => {
    const time = clock();
    const cache = new CountCache(() => 30_000, 10, time.now);
    expect(cache.known('a')).toBeUndefined();
    let finish: (n: number) => void = () => {};
    const pending = count(cache, 'a', () => new Promise<number>((resolve) => (finish = resolve)));
    // Being counted is not known yet.
    expect(cache.known('a')).toBeUndefined();
    finish(5);
    await pending;
    await count(cache, 'b', async () => 7);
    expect(cache.known('b')).toBe(7);
    expect(cache.known('c')).toBeUndefined();
    time.advance(30_001);
    expect(cache.known('a')).toBe(5);
    // A recount takes the stale count's place once known.
    await count(cache, 'a', async () => 6);
    await settled();
    expect(cache.known('a')).toBe(6);
    // Twice its ttl old, a count is no longer known.
    time.advance(60_000);
    expect(cache.known('a')).toBeUndefined();
  });

  it('drops the count used least recently when full, not the one counted first', async () => {
    const cache = new CountCache(() => 30_000, 2, clock().now);
    await count(cache, 'a', async () => 1);
    await count(cache, 'b', async () => 2);
    expect(await count(cache, 'a', async () => 10)).toBe(1);
    await count(cache, 'c', async () => 3);
    expect(await count(cache, 'a', async () => 10)).toBe(1);
    expect(await count(cache, 'b', async () => 20)).toBe(20);
  });
});

describe("a member's scope", () => {
  const bride: AuthUser = {
    id: 7,
    role: 'USER',
    domain: 'varmala',
    gender: 'Female',
    profileStatus: 200,
    hasPhoto: true,
    profileId: 70,
    inBlock: true,
    demo: false,
    demosApart: true,
  };
  const filters = searchFiltersSchema.parse({
    from_age: 25,
    to_age: 32,
    community: ['Kshatriya'],
    state: ['Maharashtra'],
    education: ['Masters'],
    annual_income: ['5-7 Lakhs'],
    martial_status: ['Never Married'],
    birth_star: ['Rohini'],
    shortlist: true,
  });

  it('is the search that no filter narrows, kept under the same key as that search', () => {
    const search = { ...searchOf(bride, filters, true), horoscopeCodes: '{1,2}', horoscopeSet: 'bride-1' };
    expect(scopeOf(search)).toEqual(searchOf(bride, searchFiltersSchema.parse({}), true));
    expect(JSON.stringify(scopeOf(search))).toBe(
      JSON.stringify(searchOf(bride, searchFiltersSchema.parse({}), true)),
    );
  });

  it('keeps "verified only": its scope is the verified profiles the member may list', () => {
    const verified = searchOf(bride, { ...filters, verified_only: true }, true);
    expect(scopeOf(verified)).toEqual(
      searchOf(bride, searchFiltersSchema.parse({ verified_only: true }), true),
    );
  });
});
