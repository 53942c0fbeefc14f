/**
 * What the auth check reads of an account, kept between requests, so a member's next request needs
 * no statement of its own before its real work. Kept only while it cannot go stale unnoticed:
 * - every change to what it holds, by any process, drops it: the database notifies at commit
 *   (migration 0003), and this process also drops an account's entry itself after its own writes;
 * - while those notices cannot be relied on (the listening connection is down), nothing is kept and
 *   every request reads the database, as it would without a cache;
 * - a read that started before a drop is not kept (it may have seen the old row);
 * - an entry is kept at most `ttlMs`, and at most `maxEntries` accounts are kept.
 */
export class AuthCache<Row> {
  private readonly entries = new Map<number, { row: Row; expires: number }>();
  /** Bumped by every drop: a read that saw another value may hold what was dropped. */
  private generation = 0;
  private live = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: number, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const kept = this.entries.get(userId);
    if (kept && kept.expires > this.now()) return kept.row;
    if (kept) this.entries.delete(userId);

    const generation = this.generation;
    const row = await read();
    // An unknown account is not kept: it costs nothing to ask again, and ids are never reused.
    if (row !== undefined && this.live && generation === this.generation) {
      this.entries.set(userId, { row, expires: this.now() + this.ttlMs });
      // Maps iterate in insertion order: the first key is the oldest.
      while (this.entries.size > this.maxEntries) {
        this.entries.delete(this.entries.keys().next().value as number);
      }
    }
    return row;
  }

  /** Drops one account, after a write to it has committed. */
  forget(userId: number): void {
    this.generation++;
    this.entries.delete(userId);
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
