import { formatDate, type RegisterRequest, type RegisterResponse, STATUS_APPROVED } from '@varmala/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { melavaRegistrations, payments, profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { dayInIndia } from '../../lib/india-day.js';
import { paymentInstructions } from '../../lib/upi/payment-instructions.js';
import { newPaymentReference } from '../../lib/upi/payment-reference.js';
import { HOLDS_SEAT } from './event-rows.js';
import { ageOn, findEvent, nextNumber } from './registration-rules.js';

/** As a plan's payment: how long its reference waits for the UTR (a UTR is still taken after). */
const PAYMENT_EXPIRES_HOURS = 48;

/**
 * `POST /api/events/{eventId}/registrations`: the profile the token acts for (its own login or a
 * guardian's switch token) registers, Approved, inside the window, under the capacity, of age on
 * the day, once. The event's row is locked for the whole check and insert, so registrations of one
 * event queue and the last seat goes to exactly one family. Without a fee the registration is
 * confirmed with the next number; with one it holds its seat while its UPI payment waits.
 */
export async function register(
  deps: { db: Db; config: Pick<Config, 'upiVpa'> },
  member: AuthUser,
  eventId: number,
  body: RegisterRequest,
): Promise<RegisterResponse> {
  if (member.role === 'ADMIN') throw new AppError('FORBIDDEN', 'operatorCannotRegister');
  const profileId = member.profileId;
  if (profileId === null) throw new AppError('FORBIDDEN', 'eventNeedsApprovedProfile');
  const vpa = deps.config.upiVpa;
  const outcome = await deps.db.transaction(async (tx) => {
    const event = await findEvent(tx, member.domain, eventId, true);
    const now = new Date();
    if (now < event.registrationOpens) {
      throw new AppError('CONFLICT', 'registrationNotOpen', {
        params: { date: formatDate(event.registrationOpens, 'en') },
      });
    }
    if (now > event.registrationCloses) throw new AppError('CONFLICT', 'registrationClosed');

    const [profile] = await tx
      .select({ gender: profiles.gender, dateOfBirth: profiles.dateOfBirth, status: profiles.status })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    // Read here rather than from the session: an approval a moment ago counts.
    if (profile?.status !== STATUS_APPROVED) throw new AppError('FORBIDDEN', 'eventNeedsApprovedProfile');
    const least = profile.gender === 'Female' ? event.minAgeBride : event.minAgeGroom;
    if (ageOn(profile.dateOfBirth, dayInIndia(event.startsAt)) < least) {
      throw new AppError('FORBIDDEN', profile.gender === 'Female' ? 'brideTooYoung' : 'groomTooYoung', {
        params: { age: least },
      });
    }

    const [already] = await tx
      .select({ id: melavaRegistrations.id })
      .from(melavaRegistrations)
      .where(
        and(
          eq(melavaRegistrations.eventId, eventId),
          eq(melavaRegistrations.profileId, profileId),
          ne(melavaRegistrations.state, 'cancelled'),
        ),
      );
    if (already) throw new AppError('CONFLICT', 'alreadyRegistered');
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(melavaRegistrations)
      .where(and(eq(melavaRegistrations.eventId, eventId), HOLDS_SEAT));
    if ((held?.n ?? 0) >= event.capacity) throw new AppError('CONFLICT', 'eventFull');

    if (event.feeInr === 0) {
      const number = await nextNumber(tx, eventId);
      const [row] = await tx
        .insert(melavaRegistrations)
        .values({
          eventId,
          profileId,
          registeredBy: member.actor?.id ?? member.id,
          state: 'confirmed',
          number,
          listed: body.listed ?? false,
          confirmedAt: sql`now()`,
        })
        .returning();
      return { registration: row as typeof melavaRegistrations.$inferSelect, payment: null };
    }

    if (!vpa) throw new AppError('CONFLICT', 'upiNotSet');
    const [mid] = await tx.select({ mid: profiles.mid }).from(profiles).where(eq(profiles.id, profileId));
    let payment: typeof payments.$inferSelect | undefined;
    while (!payment) {
      [payment] = await tx
        .insert(payments)
        .values({
          userId: member.id,
          mid: mid?.mid ?? null,
          purpose: 'melava',
          planName: event.name.slice(0, 60),
          amountInr: event.feeInr,
          downloads: 0,
          days: 0,
          reference: newPaymentReference(member.domain),
          expiresAt: sql`now() + make_interval(hours => ${PAYMENT_EXPIRES_HOURS}::int)`,
        })
        // 31^8 references: a clash is all but impossible, and then another is drawn.
        .onConflictDoNothing({ target: payments.reference })
        .returning();
    }
    const [row] = await tx
      .insert(melavaRegistrations)
      .values({
        eventId,
        profileId,
        registeredBy: member.actor?.id ?? member.id,
        state: 'awaiting_payment',
        listed: body.listed ?? false,
        paymentId: payment.id,
      })
      .returning();
    return { registration: row as typeof melavaRegistrations.$inferSelect, payment };
  });
  const { registration, payment } = outcome;
  return {
    registration_id: registration.id,
    state: registration.state,
    number: registration.number,
    payment: payment && vpa ? await paymentInstructions(vpa, member.domain, payment) : null,
  };
}
