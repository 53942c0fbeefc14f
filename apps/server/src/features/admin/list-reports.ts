import type { ReportListResponse, ReportStatus } from '@varmala/shared';
import type { Db } from '../../db/client.js';
import { countReports, reportPageQuery, toReportRow } from './report-queries.js';

/** `POST /api/admin/report/list/{page}`: the members' reports of one status, or all, newest first. */
export async function listReports(
  db: Db,
  page: number,
  status: ReportStatus | undefined,
): Promise<ReportListResponse> {
  const [rows, count] = await Promise.all([reportPageQuery(db, status, page), countReports(db, status)]);
  return { rows: rows.map(toReportRow), count };
}
