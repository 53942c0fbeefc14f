import type { ProfileListItem, SearchResponse } from '@varmala/shared';

export interface SearchResults {
  rows: ProfileListItem[];
  count: number;
  photo_nudge: boolean;
}

/**
 * The pages loaded so far as one list: later pages appended to the first, merged by profile_id.
 * A profile approved while the member pages on pushes the others down a place; the one that then
 * shows up again on the next page is kept once, where it was first shown, with the newer data.
 */
export function mergeSearchPages(pages: readonly SearchResponse[]): SearchResults {
  const byId = new Map<number, ProfileListItem>();
  for (const page of pages) for (const row of page.rows) byId.set(row.profile_id, row);
  const last = pages[pages.length - 1];
  return { rows: [...byId.values()], count: last?.count ?? 0, photo_nudge: last?.photo_nudge ?? false };
}
