/** One page of a list of profiles as the API answers it: its rows, and how many the list holds. */
export interface ProfilePage<Row> {
  rows: Row[];
  count: number;
}

type LoadedPage<Row> = { rows: readonly Row[]; count: number };

/** For useInfiniteQuery: the next page number while the pages loaded hold fewer rows than the list. */
export function nextProfilePage<Row>(
  last: LoadedPage<Row>,
  pages: readonly LoadedPage<Row>[],
  lastPage: number,
): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  return last.rows.length > 0 && loaded < last.count ? lastPage + 1 : undefined;
}

/**
 * The pages loaded so far as one list, later pages appended to the first, with the latest count.
 * A row added while the visitor pages on pushes the others down a place; the one that then shows
 * up again on the next page is kept once (by `keyOf`), where it was first shown, with the newer data.
 */
export function mergePagesBy<Row>(
  pages: readonly LoadedPage<Row>[],
  keyOf: (row: Row) => string | number,
): ProfilePage<Row> {
  const byKey = new Map<string | number, Row>();
  for (const page of pages) for (const row of page.rows) byKey.set(keyOf(row), row);
  return { rows: [...byKey.values()], count: pages[pages.length - 1]?.count ?? 0 };
}

/** `mergePagesBy` for lists of profiles, each kept once by its id. */
export function mergeProfilePages<Row extends { profile_id: number }>(
  pages: readonly LoadedPage<Row>[],
): ProfilePage<Row> {
  return mergePagesBy(pages, (row) => row.profile_id);
}
