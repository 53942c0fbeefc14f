import { LRUCache } from 'lru-cache';

type Read<Row> = () => Promise<Row | undefined>;

/**
 * What the auth check reads of a session and its account, cached between requests, so a member's
 * next request needs no statement of its own before its real work. Cached only while it cannot go
 * stale unnoticed:
 * - every change to what it holds, by any process, drops it: the database notifies at commit
 *   (migrations 0003, 0005 and 0007), and this process also drops a session or an account's sessions
 *   itself after its own writes;
 * - while those notices cannot be relied on (the listening connection is down), nothing is cached
 *   and every request reads the database, as it would without a cache;
 * - a read that started before a drop is not cached (it may have seen the old row);
 * - an entry lives at most `ttlMs`, and at most `maxEntries` sessions are cached (least recently
 *   used go first). Concurrent requests of one session share one read.
 * Rows are keyed by session id; `id` of a row is its account's.
 */
export class AuthCache<Row extends { id: number }> {
  private readonly rows: LRUCache<string, Row | false, Read<Row>>;
  /** Bumped by every drop: a read that saw another value may hold what was dropped. */
  private generation = 0;
  private live = false;

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
    this.rows = new LRUCache<string, Row | false, Read<Row>>({
      max: maxEntries,
      ttl: ttlMs,
      perf: { now },
      ttlResolution: 0,
      // A read cut short by a drop still answers the requests waiting on it; it is only not cached.
      ignoreFetchAbort: true,
      fetchMethod: async (sessionId, _stale, { context: read, signal }) => {
        const generation = this.generation;
        const row = await read();
        // Not cached: an unknown or ended session (ids are never reused), or a row read while an
        // account was dropped (a drop of this session or of everything has aborted the read already).
        if ((!row || generation !== this.generation) && !signal.aborted) this.rows.delete(sessionId);
        // `false`, not undefined, for no session: the cache fails an aborted read that answers undefined.
        return row ?? false;
      },
    });
  }

  async get(sessionId: string, read: Read<Row>): Promise<Row | undefined> {
    if (!this.live) return read();
    return (await this.rows.fetch(sessionId, { context: read })) || undefined;
  }

  /** Drops every session of one account, after a write to the account has committed. */
  forget(userId: number): void {
    this.generation++;
    // Writes to an account are rare beside reads: a walk over the cached rows is cheap enough.
    const sessions = [...this.rows.entries()].filter(([, row]) => row && row.id === userId);
    for (const [sessionId] of sessions) this.rows.delete(sessionId);
  }

  /** Drops one session, after it has ended. */
  forgetSession(sessionId: string): void {
    this.generation++;
    this.rows.delete(sessionId);
  }

  /** Drops every account (a notice from the database). */
  clear(): void {
    this.generation++;
    this.rows.clear();
  }

  /** Whether notices of changes can be relied on; without them nothing is cached. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  get size(): number {
    return this.rows.size;
  }
}
