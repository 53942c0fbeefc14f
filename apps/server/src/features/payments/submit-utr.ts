import type { MemberPayment } from '@varmala/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { alreadyDecided } from './decided.js';
import { toMemberPayment } from './payment-row.js';

/** A UTR is entered once paid; a mistyped one may be corrected until the operator decides. */
const TAKES_UTR = ['awaiting_payment', 'expired', 'awaiting_confirmation'] as const;

/** Whether an error is PostgreSQL's unique violation, whichever driver or wrapper carried it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

const utrTaken = () => new AppError('CONFLICT', 'utrAlreadyUsed', { fields: { utr: 'invalidUtr' } });

/** `POST /api/payments/{payment_id}/utr`: the member's bank reference; the payment waits for the operator. */
export async function submitUtr(
  db: Db,
  userId: number,
  paymentId: number,
  utr: string,
): Promise<MemberPayment> {
  const mine = and(eq(payments.id, paymentId), eq(payments.userId, userId));
  const [other] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.utr, utr), ne(payments.id, paymentId)));
  if (other) throw utrTaken();
  let row: typeof payments.$inferSelect | undefined;
  try {
    [row] = await db
      .update(payments)
      .set({ utr, utrAt: sql`now()`, state: 'awaiting_confirmation' })
      .where(and(mine, inArray(payments.state, [...TAKES_UTR])))
      .returning();
  } catch (error) {
    // Another payment took the same UTR between the check and the update.
    if (isUniqueViolation(error)) throw utrTaken();
    throw error;
  }
  if (row) return toMemberPayment(row);
  const [current] = await db.select({ state: payments.state }).from(payments).where(mine);
  if (!current) throw new AppError('NOT_FOUND', 'paymentNotFound');
  if (current.state === 'confirmed' || current.state === 'rejected') throw alreadyDecided(current.state);
  throw new AppError('CONFLICT', 'paymentNotFound');
}
