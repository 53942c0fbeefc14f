import { PAGE_SIZE, type ReportRow, type ReportStatus } from '@varmala/shared';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { profiles, reports } from '../../db/schema.js';

const reported = alias(profiles, 'reported');
const reporter = alias(profiles, 'reporter');

// Nothing private (mobiles, address) is read.
const rowColumns = {
  id: reports.id,
  reason: reports.reason,
  details: reports.details,
  messages: reports.messages,
  status: reports.status,
  createdAt: reports.createdAt,
  resolvedAt: reports.resolvedAt,
  profileId: reported.id,
  profileMid: sql<string | null>`coalesce(${reported.mid}, ${reports.profileMid})`,
  profileName: reported.name,
  profileStatus: reported.status,
  // Written out in full: drizzle leaves select-list columns unqualified.
  openReports: sql<number>`(select count(*)::int from "reports" as o
    where o.profile_id = "reports"."profile_id" and o.status = 'open')`,
  reporterProfileId: reporter.id,
  reporterMid: sql<string | null>`coalesce(${reporter.mid}, ${reports.reporterMid})`,
  reporterName: reporter.name,
};

function rowsWhere(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(reports)
    .leftJoin(reported, eq(reported.id, reports.profileId))
    .leftJoin(reporter, eq(reporter.userId, reports.reporterId))
    .where(where);
}
type ReportDbRow = Awaited<ReturnType<typeof rowsWhere>>[number];

export function toReportRow(row: ReportDbRow): ReportRow {
  return {
    report_id: row.id,
    reason: row.reason,
    details: row.details,
    messages: row.messages ?? null,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    profile: {
      profile_id: row.profileId,
      mid: row.profileMid,
      name: row.profileName,
      status: row.profileStatus,
      open_reports: row.openReports,
    },
    reporter: { profile_id: row.reporterProfileId, mid: row.reporterMid, name: row.reporterName },
  };
}

const statusIs = (status: ReportStatus | undefined) => (status ? eq(reports.status, status) : undefined);

export function reportPageQuery(db: DbOrTx, status: ReportStatus | undefined, page: number) {
  return rowsWhere(db, statusIs(status))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}

export async function countReports(db: DbOrTx, status: ReportStatus | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(statusIs(status));
  return row?.n ?? 0;
}

export async function findReportRow(db: DbOrTx, reportId: number) {
  const [row] = await rowsWhere(db, eq(reports.id, reportId)).limit(1);
  return row;
}

/** Locked until the transaction ends, so two operators resolving it queue. */
export async function lockReport(tx: DbOrTx, reportId: number) {
  const [row] = await tx
    .select({ id: reports.id, status: reports.status, profileId: reports.profileId })
    .from(reports)
    .where(eq(reports.id, reportId))
    .for('update');
  return row;
}

export async function closeReports(
  tx: DbOrTx,
  where: SQL,
  status: Exclude<ReportStatus, 'open'>,
  adminUserId: number,
): Promise<number[]> {
  const rows = await tx
    .update(reports)
    .set({ status, resolvedBy: adminUserId, resolvedAt: sql`now()` })
    .where(where)
    .returning({ id: reports.id });
  return rows.map((row) => row.id);
}
