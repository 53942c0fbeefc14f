/**
 * Counts of member searches, kept a short while. The count is the costly half of a search: it visits
 * every match while the page reads 20, and it grows with the site. Members page through and come
 * back to the same filters, and many members share them (same site, gender and age range), so a
 * count up to `ttlMs` old is shown; the rows themselves are always read fresh. Concurrent requests
 * for the same count share one statement.
 */
export class CountCache {
  private readonly entries = new Map<string, { count: Promise<number>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  count(key: string, compute: () => Promise<number>): Promise<number> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.count;
    this.entries.delete(key);

    const entry = { count: compute(), expires: now + this.ttlMs };
    this.entries.set(key, entry);
    // A failed count is not remembered: the next request tries again.
    entry.count.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    // Maps iterate in insertion order: the first key is the oldest.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return entry.count;
  }

  get size(): number {
    return this.entries.size;
  }
}
