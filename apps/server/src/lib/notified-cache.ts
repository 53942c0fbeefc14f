import { LRUCache } from 'lru-cache';

type Read<V> = () => Promise<V>;

export interface NotifiedCacheOptions<V> {
  ttlMs: number;
  /** While notices are not heard; 0: nothing is cached then. */
  unheardTtlMs?: number;
  maxEntries: number;
  cacheable?: (value: V) => boolean;
  now?: () => number;
}

/**
 * Dropped by every change, by any process (the database notifies at commit). While the listening
 * connection is down entries live `unheardTtlMs` at most; a read that started before a drop is not
 * cached (it may have seen the old row). Concurrent gets of one key share one read.
 */
export class NotifiedCache<K extends {}, V extends {}> {
  private readonly entries: LRUCache<K, V, Read<V>>;
  private readonly ttlMs: number;
  private readonly unheardTtlMs: number;
  /** A read that saw another value may hold what was dropped. */
  private generation = 0;
  private live = false;

  constructor({
    ttlMs,
    unheardTtlMs = 0,
    maxEntries,
    cacheable = () => true,
    now = Date.now,
  }: NotifiedCacheOptions<V>) {
    this.ttlMs = ttlMs;
    this.unheardTtlMs = unheardTtlMs;
    this.entries = new LRUCache<K, V, Read<V>>({
      max: maxEntries,
      ttl: ttlMs,
      perf: { now },
      ttlResolution: 0,
      // A read cut short by a drop still answers the gets waiting on it; it is only not cached.
      ignoreFetchAbort: true,
      fetchMethod: async (key, _stale, { context: read, signal }) => {
        const generation = this.generation;
        const value = await read();
        // A drop of other keys (`deleteWhere`) does not abort the read, which may have read a dropped value.
        if ((!cacheable(value) || generation !== this.generation) && !signal.aborted)
          this.entries.delete(key);
        return value;
      },
    });
  }

  async get(key: K, read: Read<V>): Promise<V> {
    if (!this.live && this.unheardTtlMs === 0) return read();
    const ttl = this.live ? this.ttlMs : this.unheardTtlMs;
    const value = await this.entries.fetch(key, { context: read, ttl });
    // lru-cache answers undefined only for a read that answered it, which V rules out.
    if (value === undefined) throw new Error('the cached read answered nothing');
    return value;
  }

  /** The value kept for `key`, without reading: undefined when none is (or a read of it is under way). */
  peek(key: K): V | undefined {
    if (!this.live && this.unheardTtlMs === 0) return undefined;
    return this.entries.get(key);
  }

  /** After a write to what it holds has committed. */
  delete(key: K): void {
    this.generation++;
    this.entries.delete(key);
  }

  deleteWhere(test: (value: V) => boolean): void {
    this.generation++;
    // Such writes are rare beside reads: a walk over the entries is cheap enough.
    const dropped = [...this.entries.entries()].filter(([, value]) => test(value));
    for (const [key] of dropped) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  get size(): number {
    return this.entries.size;
  }
}
