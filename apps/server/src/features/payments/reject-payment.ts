import type { AdminPaymentRow } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { recordAdminAction } from '../events/audit-log.js';
import { decidable, refusalToDecide } from './confirm-payment.js';
import { readAdminPayment } from './payment-row.js';
import { mailPaymentOutcome } from './receipt-mail.js';

/**
 * `POST /api/admin/payments/{payment_id}/reject`: the money did not arrive (or the UTR is wrong);
 * the member reads the reason on their payments and in a mail, and may pay again.
 */
export async function rejectPayment(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config' | 'paidPurposes'>,
  adminUserId: number,
  paymentId: number,
  reason: string,
): Promise<AdminPaymentRow> {
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ state: 'rejected', decidedBy: adminUserId, decidedAt: sql`now()`, reason })
      .where(decidable(paymentId, adminUserId))
      .returning();
    if (!payment) throw await refusalToDecide(tx, paymentId, adminUserId);
    if (payment.purpose !== 'plan') {
      await deps.paidPurposes
        .of(payment.purpose)
        .rejected(tx, { id: payment.id, userId: payment.userId as number, adminUserId });
    }
    await recordAdminAction(tx, {
      adminUserId,
      action: 'admin:payment-reject',
      targetType: 'payment',
      targetId: payment.id,
      before: { state: 'awaiting_confirmation' },
      after: { state: 'rejected', reference: payment.reference, utr: payment.utr, reason },
    });
  });
  mailPaymentOutcome(deps, paymentId);
  return (await readAdminPayment(deps.db, paymentId)) as AdminPaymentRow;
}
