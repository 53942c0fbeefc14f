import type { AdminProfileListResponse, AdminProfileRow } from '@varmala/shared';

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
