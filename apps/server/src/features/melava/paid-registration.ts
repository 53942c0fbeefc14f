import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { melavaRegistrations } from '../../db/schema.js';
import type { PaidPurpose } from '../events/paid-purposes.js';
import { recordNotice } from '../events/record-notice.js';
import { nextNumber } from './registration-rules.js';

/**
 * What the operator's decision on a registration's UPI payment does (registered with
 * `Deps.paidPurposes`), in the payment's own transaction: the payments feature decides a payment
 * once, so a registration is confirmed once and takes one number, whichever operator clicked.
 */
export const paidRegistration: PaidPurpose = {
  async confirmed(tx: DbOrTx, payment) {
    const [waiting] = await tx
      .select({
        id: melavaRegistrations.id,
        eventId: melavaRegistrations.eventId,
        profileId: melavaRegistrations.profileId,
      })
      .from(melavaRegistrations)
      .where(
        and(eq(melavaRegistrations.paymentId, payment.id), eq(melavaRegistrations.state, 'awaiting_payment')),
      )
      .for('update');
    // Cancelled meanwhile: the money is the operator's to refund, from the ledger.
    if (!waiting) return;
    const number = await nextNumber(tx, waiting.eventId);
    await tx
      .update(melavaRegistrations)
      .set({ state: 'confirmed', number, confirmedAt: sql`now()` })
      .where(eq(melavaRegistrations.id, waiting.id));
    // The plan's receipt does not speak of a melava: the family is told here, in its language.
    await recordNotice(tx, {
      kind: 'melava_confirmed',
      to: { profileId: waiting.profileId },
      data: { event_id: waiting.eventId, number },
    });
  },

  /** The money did not arrive: the seat is freed, and the family may register again. */
  async rejected(tx: DbOrTx, payment) {
    await tx
      .update(melavaRegistrations)
      .set({ state: 'cancelled', cancelledAt: sql`now()` })
      .where(
        and(eq(melavaRegistrations.paymentId, payment.id), eq(melavaRegistrations.state, 'awaiting_payment')),
      );
  },
};
