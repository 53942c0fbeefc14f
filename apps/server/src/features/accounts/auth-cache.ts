/**
 * What the auth check reads of a session and its account, kept between requests, so a member's next
 * request needs no statement of its own before its real work. Kept only while it cannot go stale
 * unnoticed:
 * - every change to what it holds, by any process, drops it: the database notifies at commit
 *   (migrations 0003 and 0005), and this process also drops a session or an account's sessions
 *   itself after its own writes;
 * - while those notices cannot be relied on (the listening connection is down), nothing is kept and
 *   every request reads the database, as it would without a cache;
 * - a read that started before a drop is not kept (it may have seen the old row);
 * - an entry is kept at most `ttlMs`, and at most `maxEntries` sessions are kept.
 * Rows are keyed by session id; `id` of a row is its account's.
 */
export class AuthCache<Row extends { id: number }> {
  private readonly entries = new Map<string, { row: Row; expires: number }>();
  /** Bumped by every drop: a read that saw another value may hold what was dropped. */
  private generation = 0;
  private live = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(sessionId: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const kept = this.entries.get(sessionId);
    if (kept && kept.expires > this.now()) return kept.row;
    if (kept) this.entries.delete(sessionId);

    const generation = this.generation;
    const row = await read();
    // An unknown or ended session is not kept: it costs nothing to ask again, and ids are never reused.
    if (row !== undefined && this.live && generation === this.generation) {
      this.entries.set(sessionId, { row, expires: this.now() + this.ttlMs });
      // Maps iterate in insertion order: the first key is the oldest.
      while (this.entries.size > this.maxEntries) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
    }
    return row;
  }

  /** Drops every session of one account, after a write to the account has committed. */
  forget(userId: number): void {
    this.generation++;
    // Writes to an account are rare beside reads: a walk over the kept rows is cheap enough.
    for (const [sessionId, kept] of this.entries) {
      if (kept.row.id === userId) this.entries.delete(sessionId);
    }
  }

  /** Drops one session, after it has ended. */
  forgetSession(sessionId: string): void {
    this.generation++;
    this.entries.delete(sessionId);
  }

  /** Drops every account (a notice from the database). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Whether notices of changes can be relied on; without them nothing is kept. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  get size(): number {
    return this.entries.size;
  }
}
