import { type ContactViewsResponse, PAGE_SIZE } from '@varmala/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { downloads, profiles } from '../../db/schema.js';
import { approvedNameOf } from '../access/review-after-approval.js';

const viewer = alias(profiles, 'viewer');

/**
 * `GET /api/me/contact-views/{page}`: every member who downloaded my contact details, newest first,
 * for as long as my account lives. A downloader who has since left, or whose name the operator has
 * not approved, is shown by member id only.
 */
export async function listContactViews(
  db: DbOrTx,
  profileId: number | null,
  page: number,
): Promise<ContactViewsResponse> {
  if (profileId === null) return { rows: [], count: 0 };
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        mid: sql<string | null>`coalesce(${viewer.mid}, ${downloads.viewerMid})`,
        name: approvedNameOf(viewer),
        left: sql<boolean>`${viewer.id} is null`,
        viewedAt: downloads.viewedAt,
      })
      .from(downloads)
      .leftJoin(viewer, eq(viewer.userId, downloads.userId))
      .where(eq(downloads.profileId, profileId))
      .orderBy(desc(downloads.viewedAt), desc(downloads.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(downloads).where(eq(downloads.profileId, profileId)),
  ]);
  return {
    rows: rows.map((row) => ({
      mid: row.mid,
      name: row.name,
      left: row.left,
      viewed_at: row.viewedAt.toISOString(),
    })),
    count: counted?.n ?? 0,
  };
}
