import { PAGE_SIZE, type UnreachableRow } from '@varmala/shared';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { downloads, profiles, type UnreachableStatus, unreachableReports } from '../../db/schema.js';

const reported = alias(profiles, 'reported');
const reporter = alias(profiles, 'reporter');

// Both members by id, member id and name, and the reported profile's numbers: the operator rings
// them before refunding. Only the operator's routes read these rows.
const rowColumns = {
  id: unreachableReports.id,
  reason: unreachableReports.reason,
  status: unreachableReports.status,
  createdAt: unreachableReports.createdAt,
  resolvedAt: unreachableReports.resolvedAt,
  downloadedAt: downloads.viewedAt,
  profileId: reported.id,
  profileMid: sql<string | null>`coalesce(${reported.mid}, ${unreachableReports.profileMid})`,
  profileName: reported.name,
  profileMobiles: reported.mobiles,
  refundedReports: sql<number>`(select count(*)::int from "unreachable_reports" as o
    where o.profile_id = "unreachable_reports"."profile_id" and o.status = 'refunded')`,
  reporterProfileId: reporter.id,
  reporterMid: sql<string | null>`coalesce(${reporter.mid}, ${unreachableReports.reporterMid})`,
  reporterName: reporter.name,
};

function rowsWhere(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(unreachableReports)
    .leftJoin(downloads, eq(downloads.id, unreachableReports.downloadId))
    .leftJoin(reported, eq(reported.id, unreachableReports.profileId))
    .leftJoin(reporter, eq(reporter.userId, unreachableReports.reporterId))
    .where(where);
}
type UnreachableDbRow = Awaited<ReturnType<typeof rowsWhere>>[number];

export function toUnreachableRow(row: UnreachableDbRow): UnreachableRow {
  return {
    report_id: row.id,
    reason: row.reason,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    downloaded_at: row.downloadedAt?.toISOString() ?? null,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    profile: {
      profile_id: row.profileId,
      mid: row.profileMid,
      name: row.profileName,
      mobiles: row.profileMobiles ?? [],
      refunded_reports: row.refundedReports,
    },
    reporter: { profile_id: row.reporterProfileId, mid: row.reporterMid, name: row.reporterName },
  };
}

const statusIs = (status: UnreachableStatus | undefined) =>
  status ? eq(unreachableReports.status, status) : undefined;

export async function unreachablePage(db: DbOrTx, status: UnreachableStatus | undefined, page: number) {
  const [rows, [counted]] = await Promise.all([
    rowsWhere(db, statusIs(status))
      .orderBy(desc(unreachableReports.createdAt), desc(unreachableReports.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(unreachableReports).where(statusIs(status)),
  ]);
  return { rows: rows.map(toUnreachableRow), count: counted?.n ?? 0 };
}

export async function findUnreachableRow(db: DbOrTx, reportId: number) {
  const [row] = await rowsWhere(db, eq(unreachableReports.id, reportId)).limit(1);
  return row && toUnreachableRow(row);
}
