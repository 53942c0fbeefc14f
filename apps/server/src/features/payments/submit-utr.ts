import type { MemberPayment } from '@varmala/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { payments, usedUtrs } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { alreadyDecided } from './decided.js';
import { toMemberPayment } from './payment-row.js';

/** Even after the reference expired: the money may have gone. */
const TAKES_UTR = ['awaiting_payment', 'expired'] as const;

/** Whichever driver or wrapper carried it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * Entered once: changing it would free the real one for a second payment. A UTR is spent for good
 * (`used_utrs`); its refusal says no more than that, whoever entered it first.
 */
export async function submitUtr(
  { db, log }: Pick<Deps, 'db' | 'log'>,
  userId: number,
  paymentId: number,
  utr: string,
): Promise<MemberPayment> {
  const mine = and(eq(payments.id, paymentId), eq(payments.userId, userId));
  let row: typeof payments.$inferSelect | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [entered] = await tx
        .update(payments)
        .set({ utr, utrAt: sql`now()`, state: 'awaiting_confirmation' })
        .where(and(mine, isNull(payments.utr), inArray(payments.state, [...TAKES_UTR])))
        .returning();
      if (entered) await tx.insert(usedUtrs).values({ utr, paymentId });
      return entered;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Spent by another payment, or by two tabs at once: the log names both for the office.
    const [spent] = await db.select().from(usedUtrs).where(eq(usedUtrs.utr, utr));
    log.warn({ userId, paymentId, spentOn: spent?.paymentId }, 'a spent UTR was entered again');
    throw new AppError('CONFLICT', 'utrAlreadyUsed');
  }
  if (row) return toMemberPayment(row);
  const [current] = await db.select().from(payments).where(mine);
  if (!current) throw new AppError('NOT_FOUND', 'paymentNotFound');
  if (current.state === 'confirmed' || current.state === 'rejected') throw alreadyDecided(current.state);
  if (current.utr === utr) return toMemberPayment(current);
  if (current.utr !== null) throw new AppError('CONFLICT', 'utrCannotChange');
  throw new AppError('CONFLICT', 'paymentNotFound');
}
