import { describe, expect, it } from 'vitest';
import { NotifiedCache } from './notified-cache.js';

function counted(value: boolean) {
  const reads = { count: 0 };
  return {
    reads,
    read: async () => {
      reads.count++;
      return value;
    },
  };
}

describe('a cache dropped by the database notices', () => {
  it('caches false like any other value', async () => {
    const cache = new NotifiedCache<string, boolean>({ ttlMs: 60_000, maxEntries: 4 });
    cache.setLive(true);
    const { reads, read } = counted(false);
    expect(await cache.get('marathimala', read)).toBe(false);
    expect(await cache.get('marathimala', read)).toBe(false);
    expect(reads.count).toBe(1);
  });

  it('caches only unheardTtlMs while the notices are not heard, and ttlMs once they are', async () => {
    let now = 1_000;
    const cache = new NotifiedCache<string, boolean>({
      ttlMs: 60_000,
      unheardTtlMs: 2_000,
      maxEntries: 4,
      now: () => now,
    });
    const { reads, read } = counted(true);
    await cache.get('tamilmala', read);
    now += 2_000;
    await cache.get('tamilmala', read);
    expect(reads.count).toBe(1);
    now += 1;
    await cache.get('tamilmala', read);
    expect(reads.count).toBe(2);

    cache.setLive(true);
    await cache.get('tamilmala', read);
    now += 60_000;
    await cache.get('tamilmala', read);
    expect(reads.count).toBe(3);
  });

  it('does not cache an answer read across a notice', async () => {
    const cache = new NotifiedCache<string, boolean>({ ttlMs: 60_000, maxEntries: 4 });
    cache.setLive(true);
    let finish: (apart: boolean) => void = () => undefined;
    const inFlight = cache.get('marathimala', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(false);
    expect(await inFlight).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('peeks at what is kept without reading: nothing while a read is under way, expired or unheard', async () => {
    let now = 1_000;
    const cache = new NotifiedCache<string, boolean>({ ttlMs: 60_000, maxEntries: 4, now: () => now });
    const { reads, read } = counted(true);
    // Notices not heard and nothing cached then: nothing to peek at.
    await cache.get('varmala', read);
    expect(cache.peek('varmala')).toBeUndefined();

    cache.setLive(true);
    let finish: (apart: boolean) => void = () => undefined;
    const inFlight = cache.get('varmala', () => new Promise((resolve) => (finish = resolve)));
    expect(cache.peek('varmala')).toBeUndefined();
    finish(false);
    await inFlight;
    expect(cache.peek('varmala')).toBe(false);
    expect(reads.count).toBe(1);

    now += 60_001;
    expect(cache.peek('varmala')).toBeUndefined();
    await cache.get('varmala', read);
    cache.delete('varmala');
    expect(cache.peek('varmala')).toBeUndefined();
  });
});
