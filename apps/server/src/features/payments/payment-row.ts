import type { AdminPaymentRow, MemberPayment } from '@varmala/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments, profiles, users } from '../../db/schema.js';

type PaymentRecord = typeof payments.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toMemberPayment(row: PaymentRecord): MemberPayment {
  return {
    payment_id: row.id,
    reference: row.reference,
    plan_name: row.planName,
    amount_inr: row.amountInr,
    downloads: row.downloads,
    days: row.days,
    state: row.state,
    utr: row.utr,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
  };
}

/** The columns of an operator's row: the payment, and who paid as they are now. */
export const adminPaymentColumns = {
  payment: payments,
  mid: sql<string | null>`coalesce(${profiles.mid}, ${payments.mid})`,
  name: users.userName,
  mobile: users.mobile,
};

export function adminPaymentsFrom(db: DbOrTx) {
  return db
    .select(adminPaymentColumns)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(profiles, eq(profiles.userId, payments.userId));
}

export function toAdminPaymentRow(row: {
  payment: PaymentRecord;
  mid: string | null;
  name: string | null;
  mobile: string | null;
}): AdminPaymentRow {
  return {
    ...toMemberPayment(row.payment),
    user_id: row.payment.userId,
    mid: row.mid,
    name: row.name,
    mobile: row.mobile,
    utr_at: iso(row.payment.utrAt),
    decided_by: row.payment.decidedBy,
  };
}

export async function readAdminPayment(db: DbOrTx, paymentId: number): Promise<AdminPaymentRow | undefined> {
  const [row] = await adminPaymentsFrom(db).where(eq(payments.id, paymentId));
  return row && toAdminPaymentRow(row);
}

/** References nobody paid in time are marked expired; their member may still enter a UTR later. */
export async function expireUnpaid(db: DbOrTx): Promise<void> {
  await db
    .update(payments)
    .set({ state: 'expired' })
    .where(and(eq(payments.state, 'awaiting_payment'), lte(payments.expiresAt, sql`now()`)));
}
