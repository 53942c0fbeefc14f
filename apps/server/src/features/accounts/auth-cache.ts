import { NotifiedCache } from '../../lib/notified-cache.js';

/**
 * So a request needs no statement before its real work. Dropped by the database's notices (migrations
 * 0003, 0005, 0007) and this process's own writes; nothing cached while notices are unheard; an
 * unknown session is never cached (ids are never reused). Keyed by session id.
 */
export class AuthCache<Row extends { id: number }> {
  // `false` for no session: the cache fails an aborted read that answers undefined.
  private readonly rows: NotifiedCache<string, Row | false>;

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
    this.rows = new NotifiedCache({ ttlMs, maxEntries, now, cacheable: (row) => row !== false });
  }

  async get(sessionId: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    return (await this.rows.get(sessionId, async () => (await read()) ?? false)) || undefined;
  }

  /** The row kept for the session, without reading; undefined when none is. */
  peek(sessionId: string): Row | undefined {
    return this.rows.peek(sessionId) || undefined;
  }

  /** After a write to the account has committed. */
  forget(userId: number): void {
    this.rows.deleteWhere((row) => row !== false && row.id === userId);
  }

  forgetSession(sessionId: string): void {
    this.rows.delete(sessionId);
  }

  clear(): void {
    this.rows.clear();
  }

  setLive(live: boolean): void {
    this.rows.setLive(live);
  }

  get size(): number {
    return this.rows.size;
  }
}
