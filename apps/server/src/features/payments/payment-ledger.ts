import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { csvDocument } from '../../lib/csv.js';
import { startedBetween } from './list-admin-payments.js';
import { adminPaymentsFrom, expireUnpaid } from './payment-row.js';

const HEADER = [
  'date',
  'reference',
  'state',
  'member_id',
  'name',
  'plan',
  'downloads',
  'days',
  'amount_inr',
  'utr',
  'utr_entered_at',
  'decided_at',
  'decided_by',
  'reason',
];

const indianTime = (date: Date | null) =>
  date
    ? new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Kolkata',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      })
        .format(date)
        .replace(',', '')
    : null;

/**
 * `GET /api/admin/payments.csv?from&to`: every payment started in those days (Indian time), oldest
 * first, for an accountant.
 */
export async function paymentLedger(db: Db, from?: string, to?: string): Promise<string> {
  await expireUnpaid(db);
  const rows = await adminPaymentsFrom(db)
    .where(startedBetween(from, to))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return csvDocument([
    HEADER,
    ...rows.map(({ payment, mid, name }) => [
      indianTime(payment.createdAt),
      payment.reference,
      payment.state,
      mid,
      name,
      payment.planName,
      payment.downloads,
      payment.days,
      payment.amountInr,
      payment.utr,
      indianTime(payment.utrAt),
      indianTime(payment.decidedAt),
      payment.decidedBy,
      payment.reason,
    ]),
  ]);
}
