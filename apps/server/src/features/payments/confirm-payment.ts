import type { AdminPaymentRow } from '@varmala/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { recordAdminAction } from '../events/audit-log.js';
import { grantSubscription } from '../subscriptions/grant-subscription.js';
import { alreadyDecided } from './decided.js';
import { readAdminPayment } from './payment-row.js';
import { mailPaymentOutcome } from './receipt-mail.js';

export async function refusalToDecide(db: DbOrTx, paymentId: number, adminUserId: number): Promise<AppError> {
  const [payment] = await db
    .select({ state: payments.state, userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment) return new AppError('NOT_FOUND', 'adminPaymentNotFound');
  if (payment.userId === adminUserId) return new AppError('FORBIDDEN', 'ownPaymentNotConfirmed');
  if (payment.state === 'confirmed' || payment.state === 'rejected') return alreadyDecided(payment.state);
  if (payment.userId === null) return new AppError('NOT_FOUND', 'accountGone');
  if (payment.state === 'awaiting_confirmation') return new AppError('CONFLICT', 'utrNotAsChecked');
  return new AppError('CONFLICT', 'paymentNotWaiting');
}

export const decidable = (paymentId: number, adminUserId: number) =>
  and(
    eq(payments.id, paymentId),
    eq(payments.state, 'awaiting_confirmation'),
    sql`${payments.userId} is not null and ${payments.userId} <> ${adminUserId}`,
  );

/**
 * `POST /api/admin/payments/{payment_id}/confirm`: the money arrived; the member gets the plan as
 * the operator's grant gives it, or what else the payment was for (`Deps.paidPurposes`). The payment changes state only from awaiting_confirmation and only
 * with the UTR the operator checked, in the transaction of the grant: two operators, or two clicks,
 * grant once; the second is told it is done.
 */
export async function confirmPayment(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config' | 'paidPurposes'>,
  adminUserId: number,
  paymentId: number,
  utr: string,
): Promise<AdminPaymentRow> {
  const db: Db = deps.db;
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ state: 'confirmed', decidedBy: adminUserId, decidedAt: sql`now()` })
      .where(and(decidable(paymentId, adminUserId), eq(payments.utr, utr)))
      .returning();
    if (!payment) throw await refusalToDecide(tx, paymentId, adminUserId);
    const after: Record<string, unknown> = {
      state: 'confirmed',
      reference: payment.reference,
      utr: payment.utr,
      amount_inr: payment.amountInr,
    };
    if (payment.purpose !== 'plan') {
      await deps.paidPurposes
        .of(payment.purpose)
        .confirmed(tx, { id: payment.id, userId: payment.userId as number, adminUserId });
    } else {
      const grant = await grantSubscription(
        tx,
        { userId: payment.userId as number },
        { downloads: payment.downloads, days: payment.days },
        { via: 'admin', adminUserId },
      );
      await tx
        .update(payments)
        .set({ subscriptionId: grant.subscription.id })
        .where(eq(payments.id, payment.id));
      after.subscription_id = grant.subscription.id;
    }
    await recordAdminAction(tx, {
      adminUserId,
      action: 'admin:payment-confirm',
      targetType: 'payment',
      targetId: payment.id,
      before: { state: 'awaiting_confirmation' },
      after,
    });
  });
  mailPaymentOutcome(deps, paymentId);
  return (await readAdminPayment(db, paymentId)) as AdminPaymentRow;
}
