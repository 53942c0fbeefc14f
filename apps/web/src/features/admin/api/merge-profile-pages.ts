import type { AdminProfileListResponse, AdminProfileRow } from '@varmala/shared';

/**
 * The pages loaded so far as one list, merged by profile_id: a profile registered while the
 * operator pages on pushes the others down a place, and the one shown again is kept once.
 */
export function mergeProfilePages(pages: readonly AdminProfileListResponse[]): AdminProfileListResponse {
  const byId = new Map<number, AdminProfileRow>();
  for (const page of pages) for (const row of page.rows) byId.set(row.profile_id, row);
  return { rows: [...byId.values()], count: pages[pages.length - 1]?.count ?? 0 };
}

/** The pages with one row replaced by the server's answer after a change. */
export function withUpdatedRow(
  pages: readonly AdminProfileListResponse[],
  updated: AdminProfileRow,
): AdminProfileListResponse[] {
  return pages.map((page) => ({
    ...page,
    rows: page.rows.map((row) => (row.profile_id === updated.profile_id ? updated : row)),
  }));
}
