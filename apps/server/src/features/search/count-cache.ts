/** How long a count may be shown, given the count: a large one can be older, its error is the same. */
export type CountTtl = (count: number) => number;

interface Entry {
  count: Promise<number>;
  /** The count, once known. */
  value?: number;
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
    return this.countEach([key], async () => [await compute()])[0] as Promise<number>;
  }

  /**
   * The counts of several keys, in their order. Those not kept, or past their time, are counted by
   * one call of `compute`, given their indexes in `keys` (ascending) and answering their counts in
   * the same order: one statement for many counts. A key kept but stale is answered at once and
   * counted again in the same call.
   */
  countEach(keys: readonly string[], compute: (indexes: number[]) => Promise<number[]>): Promise<number>[] {
    const answers: Promise<number>[] = [];
    const missing: number[] = [];
    const stale = new Map<number, Entry>();
    keys.forEach((key, index) => {
      const cached = this.entries.get(key);
      const state = this.state(cached);
      if (state === 'missing') {
        // A placeholder, replaced below once the counting has started.
        answers.push(Promise.resolve(0));
        missing.push(index);
        return;
      }
      answers.push((cached as Entry).count);
      if (state === 'stale') stale.set(index, cached as Entry);
    });
    if (missing.length === 0 && stale.size === 0) return answers;

    const asked = [...missing, ...stale.keys()].sort((a, b) => a - b);
    const counted = compute(asked);
    const countOf = (index: number) =>
      counted.then((counts) => {
        const count = counts[asked.indexOf(index)];
        if (count === undefined) throw new Error(`No count for ${keys[index]}`);
        return count;
      });
    for (const index of missing) {
      const key = keys[index] as string;
      this.entries.delete(key);
      answers[index] = this.start(key, countOf(index)).count;
    }
    for (const [index, entry] of stale) this.recount(keys[index] as string, entry, countOf(index));
    return answers;
  }

  /**
   * The counts of `keys` if every one is kept and known (fresh or stale), else undefined; counts
   * nothing. For deciding how to read rows, where a count minutes old is as good as a new one.
   */
  known(keys: readonly string[]): number[] | undefined {
    const counts: number[] = [];
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry?.value === undefined || this.state(entry) === 'missing') return undefined;
      counts.push(entry.value);
    }
    return counts;
  }

  /**
   * Fresh: answered as it is. Stale: answered, and to be counted again. Recounting: answered while
   * a recount runs. Missing: to be counted, the request waiting.
   */
  private state(entry: Entry | undefined): 'fresh' | 'stale' | 'recounting' | 'missing' {
    if (!entry) return 'missing';
    const now = this.now();
    if (now < entry.fresh) return 'fresh';
    if (now < entry.stale) return entry.recounting ? 'recounting' : 'stale';
    return 'missing';
  }

  get size(): number {
    return this.entries.size;
  }

  /** A new entry for `key`: until the count is known it is shared by everyone asking. */
  private start(key: string, count: Promise<number>): Entry {
    const entry: Entry = {
      count,
      fresh: Number.POSITIVE_INFINITY,
      stale: Number.POSITIVE_INFINITY,
      recounting: false,
    };
    this.entries.set(key, entry);
    entry.count.then(
      (count) => {
        const ttl = this.ttl(count);
        entry.value = count;
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
  private recount(key: string, stale: Entry, count: Promise<number>): void {
    stale.recounting = true;
    count.then(
      (count) => {
        if (this.entries.get(key) !== stale) return;
        const ttl = this.ttl(count);
        const fresh = this.now() + ttl;
        // Re-inserted, so the key counts as recent when the oldest are dropped.
        this.entries.delete(key);
        this.entries.set(key, {
          count: Promise.resolve(count),
          value: count,
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
