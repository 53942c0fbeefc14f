import { LRUCache } from 'lru-cache';

/** How long a count may be shown, given the count: a large one can be older, its error is the same. */
export type CountTtl = (count: number) => number;

/**
 * Counts of member searches, kept a while. The count is the costly half of a search: it visits
 * every match while the page reads 20. Members page through and come back to the same filters, and
 * many share them (same site, gender and ages), so a count up to `ttl(count)` old is shown; the rows
 * are always read fresh. Requests for the same count share one statement.
 *
 * Asked for in the second `ttl(count)` of its life, a count is answered at once and counted again
 * behind the answer (stale-while-revalidate), so a search in steady use never waits for its count.
 * Past twice its ttl it is not shown: the request waits for a new one.
 */
export class CountCache {
  private readonly counts: LRUCache<string, number, () => Promise<number>>;

  constructor(
    private readonly ttl: CountTtl,
    maxEntries: number,
    now: () => number = Date.now,
  ) {
    this.counts = new LRUCache({
      max: maxEntries,
      ttl: ttl(0),
      perf: { now },
      ttlResolution: 0,
      allowStale: true,
      // A failed recount leaves the stale count in place; a failed first count is not kept.
      noDeleteOnFetchRejection: true,
      // A count whose entry was evicted still answers the requests waiting on it.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { options, context: compute }) => {
        const count = await compute();
        options.ttl = this.ttl(count);
        return count;
      },
    });
  }

  count(key: string, compute: () => Promise<number>): Promise<number> {
    this.dropIfTooOld(key);
    return this.counts.fetch(key, { context: compute }) as Promise<number>;
  }

  /** The count of `key` if kept (fresh or stale), counting nothing: for choosing how to read rows. */
  known(key: string): number | undefined {
    this.dropIfTooOld(key);
    return this.counts.peek(key, { allowStale: true });
  }

  get size(): number {
    return this.counts.size;
  }

  private dropIfTooOld(key: string): void {
    const count = this.counts.peek(key, { allowStale: true });
    if (count !== undefined && this.counts.getRemainingTTL(key) <= -this.ttl(count)) this.counts.delete(key);
  }
}
