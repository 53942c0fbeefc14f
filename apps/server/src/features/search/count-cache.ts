import { LRUCache } from 'lru-cache';

/** How long a count may be shown, given the count: a large one can be older, its error is the same. */
export type CountTtl = (count: number) => number;

/** Counts one key, as part of the statement that counts all the keys one call is missing. */
type CountKey = () => Promise<number>;

/**
 * Counts of member searches, cached a while. The count is the costly half of a search: it visits
 * every match while the page reads 20, and it grows with the site. Members page through and come
 * back to the same filters, and many members share them (same site, gender and age range), so a
 * count up to `ttl(count)` old is shown; the rows themselves are always read fresh. Concurrent
 * requests for the same count share one statement.
 *
 * A count asked for in the second `ttl(count)` of its life is answered at once and counted again
 * behind the answer (stale-while-revalidate), so a search in steady use never waits for its count:
 * the count shown is at most twice its ttl old, and usually less than one.
 */
export class CountCache {
  private readonly counts: LRUCache<string, number, CountKey>;

  constructor(
    private readonly ttl: CountTtl,
    maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    this.counts = new LRUCache<string, number, CountKey>({
      max: maxEntries,
      // Until its count is known an entry lives as long as the smallest count would.
      ttl: ttl(0),
      perf: { now },
      ttlResolution: 0,
      allowStale: true,
      // A failed recount leaves the stale count in place; a failed first count is not cached.
      noDeleteOnFetchRejection: true,
      // A count whose entry was evicted or dropped still answers the requests waiting on it.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { options, context: countKey }) => {
        const count = await countKey();
        options.ttl = this.ttl(count);
        return count;
      },
    });
  }

  count(key: string, compute: () => Promise<number>): Promise<number> {
    return this.countEach([key], async () => [await compute()])[0] as Promise<number>;
  }

  /**
   * The counts of several keys, in their order. Those not cached, or past their time, are counted by
   * one call of `compute`, given their indexes in `keys` (ascending) and answering their counts in
   * the same order: one statement for many counts. A key cached but stale is answered at once and
   * counted again in the same call.
   */
  countEach(keys: readonly string[], compute: (indexes: number[]) => Promise<number[]>): Promise<number>[] {
    const asked: number[] = [];
    let counted: (counts: Promise<number[]>) => void = () => undefined;
    const counts = new Promise<number[]>((resolve) => (counted = resolve));
    const answers = keys.map((key, index) => {
      this.dropIfTooOld(key);
      // The cache calls `context` (at once) only for a key it lacks or holds stale and not being counted.
      const countKey = async () => {
        asked.push(index);
        const count = (await counts)[asked.indexOf(index)];
        if (count === undefined) throw new Error(`No count for ${key}`);
        return count;
      };
      return this.counts.fetch(key, { context: countKey }) as Promise<number>;
    });
    if (asked.length > 0) counted(compute(asked));
    return answers;
  }

  /**
   * The counts of `keys` if every one is cached and known (fresh or stale), else undefined; counts
   * nothing. For deciding how to read rows, where a count minutes old is as good as a new one.
   */
  known(keys: readonly string[]): number[] | undefined {
    const counts: number[] = [];
    for (const key of keys) {
      this.dropIfTooOld(key);
      const count = this.counts.peek(key);
      if (count === undefined) return undefined;
      counts.push(count);
    }
    return counts;
  }

  get size(): number {
    return this.counts.size;
  }

  /** Past twice its ttl a count is not shown even while a recount runs: the request waits for a new one. */
  private dropIfTooOld(key: string): void {
    const count = this.counts.peek(key);
    if (count !== undefined && this.counts.getRemainingTTL(key) <= -this.ttl(count)) this.counts.delete(key);
  }
}
