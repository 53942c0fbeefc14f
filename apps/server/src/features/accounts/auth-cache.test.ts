import { describe, expect, it } from 'vitest';
import { AuthCache } from './auth-cache.js';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A cache that is listening, and a read that counts how often the database is asked. */
function liveCache(ttlMs = 60_000, maxEntries = 10, now = clock().now) {
  const cache = new AuthCache<{ id: number; version: number }>(ttlMs, maxEntries, now);
  cache.setLive(true);
  const reads = { count: 0, version: 1 };
  // Sessions are named `<account>-<n>` here: the row read for one belongs to that account.
  const read =
    (sessionId = 's1-1') =>
    async () => {
      reads.count++;
      return { id: Number(sessionId.split('-')[0]?.slice(1)), version: reads.version };
    };
  return { cache, reads, read };
}

describe('the auth check cache', () => {
  it('keeps an account row between requests', async () => {
    const { cache, reads, read } = liveCache();
    expect(await cache.get('s1-1', read('s1-1'))).toEqual({ id: 1, version: 1 });
    reads.version = 2;
    expect(await cache.get('s1-1', read('s1-1'))).toEqual({ id: 1, version: 1 });
    expect(reads.count).toBe(1);
  });

  it('reads again after the account is forgotten or everything is cleared', async () => {
    const { cache, reads, read } = liveCache();
    await cache.get('s1-1', read('s1-1'));
    reads.version = 2;
    cache.forget(1);
    expect(await cache.get('s1-1', read('s1-1'))).toEqual({ id: 1, version: 2 });
    reads.version = 3;
    cache.clear();
    expect(await cache.get('s1-1', read('s1-1'))).toEqual({ id: 1, version: 3 });
    expect(reads.count).toBe(3);
  });

  it('keeps nothing while notices of changes cannot be relied on', async () => {
    const { cache, reads, read } = liveCache();
    await cache.get('s1-1', read('s1-1'));
    cache.setLive(false);
    expect(cache.size).toBe(0);
    await cache.get('s1-1', read('s1-1'));
    await cache.get('s1-1', read('s1-1'));
    expect(reads.count).toBe(3);
    cache.setLive(true);
    await cache.get('s1-1', read('s1-1'));
    await cache.get('s1-1', read('s1-1'));
    expect(reads.count).toBe(4);
  });

  it('drops every session of an account it is told changed, and one session alone on logout', async () => {
    const { cache, reads, read } = liveCache();
    for (const session of ['s1-1', 's1-2', 's2-1']) await cache.get(session, read(session));
    cache.forget(1);
    expect(cache.size).toBe(1);
    await cache.get('s2-1', read('s2-1'));
    expect(reads.count).toBe(3);
    cache.forgetSession('s2-1');
    expect(cache.size).toBe(0);
  });

  it('does not keep a row read across a drop: it may be the old one', async () => {
    const { cache, reads } = liveCache();
    let finish: (row: { id: number; version: number }) => void = () => undefined;
    const slowRead = () => {
      reads.count++;
      return new Promise<{ id: number; version: number }>((resolve) => {
        finish = resolve;
      });
    };
    const inFlight = cache.get('s1-1', slowRead);
    // The account changes while the read is under way: the read may have seen the old row.
    cache.forget(1);
    finish({ id: 1, version: 1 });
    expect(await inFlight).toEqual({ id: 1, version: 1 });
    expect(cache.size).toBe(0);
  });

  it('does not keep an unknown account', async () => {
    const { cache } = liveCache();
    expect(await cache.get('s7-1', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('reads again once a row is older than ttl', async () => {
    const time = clock();
    const { cache, reads, read } = liveCache(60_000, 10, time.now);
    await cache.get('s1-1', read('s1-1'));
    time.advance(60_000);
    await cache.get('s1-1', read('s1-1'));
    expect(reads.count).toBe(1);
    time.advance(1);
    await cache.get('s1-1', read('s1-1'));
    expect(reads.count).toBe(2);
  });

  it('holds at most maxEntries accounts, dropping the oldest first', async () => {
    const { cache, reads, read } = liveCache(60_000, 2);
    await cache.get('s1-1', read('s1-1'));
    await cache.get('s2-1', read('s2-1'));
    await cache.get('s3-1', read('s3-1'));
    expect(cache.size).toBe(2);
    await cache.get('s3-1', read('s3-1'));
    expect(reads.count).toBe(3);
    await cache.get('s1-1', read('s1-1'));
    expect(reads.count).toBe(4);
  });

  it('shares one read among concurrent requests of one session', async () => {
    const { cache, reads, read } = liveCache();
    const rows = await Promise.all([cache.get('s1-1', read('s1-1')), cache.get('s1-1', read('s1-1'))]);
    expect(rows).toEqual([
      { id: 1, version: 1 },
      { id: 1, version: 1 },
    ]);
    expect(reads.count).toBe(1);
  });

  it('answers a read cut short by a logout, without caching it', async () => {
    const { cache } = liveCache();
    let finish: (row: { id: number; version: number }) => void = () => undefined;
    const inFlight = cache.get('s1-1', () => new Promise((resolve) => (finish = resolve)));
    cache.forgetSession('s1-1');
    finish({ id: 1, version: 1 });
    expect(await inFlight).toEqual({ id: 1, version: 1 });
    expect(cache.size).toBe(0);
  });

  it('drops the session used least recently when full, not the one read first', async () => {
    const { cache, reads, read } = liveCache(60_000, 2);
    await cache.get('s1-1', read('s1-1'));
    await cache.get('s2-1', read('s2-1'));
    await cache.get('s1-1', read('s1-1'));
    await cache.get('s3-1', read('s3-1'));
    await cache.get('s1-1', read('s1-1'));
    expect(reads.count).toBe(3);
  });

  it('answers no session, not an error, when a read cut short by a notice finds the session ended', async () => {
    const { cache } = liveCache();
    let finish: (row: undefined) => void = () => undefined;
    const inFlight = cache.get('s1-1', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(undefined);
    expect(await inFlight).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
