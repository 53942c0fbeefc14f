/** How long a count may be shown, given the count: a large one can be older, its error is the same. */
export type CountTtl = (count: number) => number;

/**
 * Counts of member searches, kept a while. The count is the costly half of a search: it visits
 * every match while the page reads 20, and it grows with the site. Members page through and come
 * back to the same filters, and many members share them (same site, gender and age range), so a
 * count up to `ttl(count)` old is shown; the rows themselves are always read fresh. Concurrent
 * requests for the same count share one statement.
 */
export class CountCache {
  private readonly entries = new Map<string, { count: Promise<number>; expires: number }>();

  constructor(
    private readonly ttl: CountTtl,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  count(key: string, compute: () => Promise<number>): Promise<number> {
    const cached = this.entries.get(key);
    if (cached && cached.expires > this.now()) return cached.count;
    this.entries.delete(key);

    // Until the count is known it is shared by everyone asking; then it lasts as long as its size allows.
    const entry = { count: compute(), expires: Number.POSITIVE_INFINITY };
    this.entries.set(key, entry);
    entry.count.then(
      (count) => {
        entry.expires = this.now() + this.ttl(count);
      },
      // A failed count is not remembered: the next request tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
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
