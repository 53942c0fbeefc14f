/** One page of a list of profiles as the API answers it: its rows, and how many the list holds. */
export interface ProfilePage<Row extends { profile_id: number }> {
  rows: Row[];
  count: number;
}

type LoadedPage<Row extends { profile_id: number }> = { rows: readonly Row[]; count: number };

/** For useInfiniteQuery: the next page number while the pages loaded hold fewer rows than the list. */
export function nextProfilePage<Row extends { profile_id: number }>(
  last: LoadedPage<Row>,
  pages: readonly LoadedPage<Row>[],
  lastPage: number,
): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  return last.rows.length > 0 && loaded < last.count ? lastPage + 1 : undefined;
}

/**
 * The pages loaded so far as one list, later pages appended to the first, with the latest count.
 * A profile added while the visitor pages on pushes the others down a place; the one that then
 * shows up again on the next page is kept once, where it was first shown, with the newer data.
 */
export function mergeProfilePages<Row extends { profile_id: number }>(
  pages: readonly LoadedPage<Row>[],
): ProfilePage<Row> {
  const byId = new Map<number, Row>();
  for (const page of pages) for (const row of page.rows) byId.set(row.profile_id, row);
  return { rows: [...byId.values()], count: pages[pages.length - 1]?.count ?? 0 };
}
