/** How long a count may be shown, given the count: a large one can be older, its error is the same. */
export type CountTtl = (count: number) => number;

interface Entry {
  count: Promise<number>;
  /** Until then the count is answered as it is. */
  fresh: number;
  /** Until then it is still answered, while one recount runs; after it, a request waits for a new count. */
  stale: number;
  recounting: boolean;
}

/**
 * Counts of member searches, kept a while. The count is the costly half of a search: it visits
 * every match while the page reads 20, and it grows with the site. Members page through and come
 * back to the same filters, and many members share them (same site, gender and age range), so a
 * count up to `ttl(count)` old is shown; the rows themselves are always read fresh. Concurrent
 * requests for the same count share one statement.
 *
 * A count asked for in the second `ttl(count)` of its life is answered at once and counted again
 * behind the answer, so a search in steady use never waits for its count: the count shown is at
 * most twice its ttl old, and usually less than one.
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttl: CountTtl,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  count(key: string, compute: () => Promise<number>): Promise<number> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && now < cached.fresh) return cached.count;
    if (cached && now < cached.stale) {
      if (!cached.recounting) this.recount(key, cached, compute);
      return cached.count;
    }
    this.entries.delete(key);
    return this.start(key, compute).count;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A new entry for `key`: until the count is known it is shared by everyone asking. */
  private start(key: string, compute: () => Promise<number>): Entry {
    const entry: Entry = {
      count: compute(),
      fresh: Number.POSITIVE_INFINITY,
      stale: Number.POSITIVE_INFINITY,
      recounting: false,
    };
    this.entries.set(key, entry);
    entry.count.then(
      (count) => {
        const ttl = this.ttl(count);
        entry.fresh = this.now() + ttl;
        entry.stale = entry.fresh + ttl;
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
    return entry;
  }

  /** Counts again behind the stale answer; the new count takes its place once known. */
  private recount(key: string, stale: Entry, compute: () => Promise<number>): void {
    stale.recounting = true;
    compute().then(
      (count) => {
        if (this.entries.get(key) !== stale) return;
        const ttl = this.ttl(count);
        const fresh = this.now() + ttl;
        // Re-inserted, so the key counts as recent when the oldest are dropped.
        this.entries.delete(key);
        this.entries.set(key, {
          count: Promise.resolve(count),
          fresh,
          stale: fresh + ttl,
          recounting: false,
        });
      },
      // The stale count stays until its time is up; the next request after that counts again.
      () => {
        stale.recounting = false;
      },
    );
  }
}
