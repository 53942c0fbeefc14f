import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
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

/**
 * One CSV cell. A spreadsheet runs a cell that starts with =, +, - or @ (or a tab or carriage return
 * before one) as a formula: a member's name must never become one on the accountant's machine, so
 * such a cell starts with an apostrophe and is shown as text.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

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
 * first, for an accountant. Starts with a byte-order mark, so spreadsheets read Marathi and Tamil
 * names as the UTF-8 they are.
 */
export async function paymentLedger(db: Db, from?: string, to?: string): Promise<string> {
  await expireUnpaid(db);
  const rows = await adminPaymentsFrom(db)
    .where(startedBetween(from, to))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const lines = [HEADER.join(',')];
  for (const { payment, mid, name } of rows) {
    lines.push(
      [
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
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
