import type { CreatePaymentResponse } from '@varmala/shared';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { payments, plans, profiles, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { paymentInstructions } from '../../lib/upi/payment-instructions.js';
import { newPaymentReference } from '../../lib/upi/payment-reference.js';

/** A UTR is still taken after. */
export const PAYMENT_EXPIRES_HOURS = 48;
/** Two tabs and a change of mind, not a flood. */
export const MAX_OPEN_PAYMENTS = 5;

/** Asking again for the same plan (a second tab, a reload) answers the reference already waiting. */
export async function createPayment(
  db: Db,
  config: Pick<Config, 'upiVpa'>,
  member: AuthUser,
  planId: number,
): Promise<CreatePaymentResponse> {
  const vpa = config.upiVpa;
  if (!vpa) throw new AppError('CONFLICT', 'upiNotSet');
  if (member.role === 'ADMIN') throw new AppError('FORBIDDEN', 'operatorCannotBuy');

  const payment = await db.transaction(async (tx) => {
    // So two tabs find each other's reference.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
    const [plan] = await tx.select().from(plans).where(eq(plans.id, planId));
    if (!plan) throw new AppError('NOT_FOUND', 'planNotFound');
    if (!plan.active) throw new AppError('CONFLICT', 'planNotOnOffer');

    const waiting = and(
      eq(payments.userId, member.id),
      eq(payments.state, 'awaiting_payment'),
      gt(payments.expiresAt, sql`now()`),
    );
    const [same] = await tx
      .select()
      .from(payments)
      .where(and(waiting, eq(payments.planId, plan.id), eq(payments.amountInr, plan.priceInr)))
      .limit(1);
    if (same) return same;
    const [open] = await tx.select({ n: count() }).from(payments).where(waiting);
    if ((open?.n ?? 0) >= MAX_OPEN_PAYMENTS) throw new AppError('RATE_LIMITED', 'tooManyOpenPayments');

    const [profile] = await tx
      .select({ mid: profiles.mid })
      .from(profiles)
      .where(eq(profiles.userId, member.id));
    for (;;) {
      const [row] = await tx
        .insert(payments)
        .values({
          userId: member.id,
          mid: profile?.mid ?? null,
          planId: plan.id,
          planName: plan.name,
          amountInr: plan.priceInr,
          downloads: plan.downloads,
          days: plan.days,
          reference: newPaymentReference(member.domain),
          expiresAt: sql`now() + make_interval(hours => ${PAYMENT_EXPIRES_HOURS}::int)`,
        })
        // 31^8 references: a clash is all but impossible, and then another is drawn.
        .onConflictDoNothing({ target: payments.reference })
        .returning();
      if (row) return row;
    }
  });
  return paymentInstructions(vpa, member.domain, payment);
}
