import type { AdminPaymentListRequest, AdminPaymentListResponse } from '@varmala/shared';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { adminPaymentsFrom, expireUnpaid, toAdminPaymentRow } from './payment-row.js';

const PAGE_SIZE = 20;

/** The start of a day in India, where the site's days are counted. */
const startOfIndianDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Kolkata')`;

/** Payments started from `from` to `to`, both days included (Indian time). */
export function startedBetween(from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? gte(payments.createdAt, startOfIndianDay(from)) : undefined,
    to ? lt(payments.createdAt, sql`${startOfIndianDay(to)} + interval '1 day'`) : undefined,
  );
}

/** `POST /api/admin/payments/list/{page}`: those waiting longest first, other lists newest first. */
export async function listAdminPayments(
  db: Db,
  page: number,
  filters: { state?: AdminPaymentListRequest['state']; from?: string; to?: string },
): Promise<AdminPaymentListResponse> {
  await expireUnpaid(db);
  const where = and(
    filters.state ? eq(payments.state, filters.state) : undefined,
    startedBetween(filters.from, filters.to),
  );
  const order =
    filters.state === 'awaiting_confirmation'
      ? [asc(payments.utrAt), asc(payments.id)]
      : [desc(payments.createdAt), desc(payments.id)];
  const [rows, [total]] = await Promise.all([
    adminPaymentsFrom(db)
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows: rows.map(toAdminPaymentRow), count: total?.n ?? 0 };
}
