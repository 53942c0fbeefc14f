import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { melavaEvents, melavaRegistrations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { loginOf, roleFor } from '../access/guardians.js';

/** The event of the member's own site, locked when asked: registrations of one event queue on it. */
export async function findEvent(tx: DbOrTx, domain: AuthUser['domain'], eventId: number, lock = false) {
  const query = tx
    .select()
    .from(melavaEvents)
    .where(and(eq(melavaEvents.id, eventId), eq(melavaEvents.domain, domain)));
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw new AppError('NOT_FOUND', 'eventNotFound');
  return event;
}

/** Gives the event's next number: the event's row stays locked until the transaction ends. */
export async function nextNumber(tx: DbOrTx, eventId: number): Promise<number> {
  const [row] = await tx
    .update(melavaEvents)
    .set({ numbersGiven: sql`${melavaEvents.numbersGiven} + 1` })
    .where(eq(melavaEvents.id, eventId))
    .returning({ number: melavaEvents.numbersGiven });
  if (!row) throw new AppError('NOT_FOUND', 'eventNotFound');
  return row.number;
}

/** Age in whole years on a day (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * A registration the member's family may see: the profile the token acts for, or one the login
 * runs as a guardian. Anyone else is told it is not there.
 */
export async function findFamilyRegistration(
  db: DbOrTx,
  member: AuthUser,
  eventId: number,
  registrationId: number,
) {
  const [row] = await db
    .select({
      registration: melavaRegistrations,
      profileUserId: sql<number>`(select user_id from profiles where id = ${melavaRegistrations.profileId})`,
    })
    .from(melavaRegistrations)
    .where(and(eq(melavaRegistrations.id, registrationId), eq(melavaRegistrations.eventId, eventId)));
  if (!row || member.role === 'ADMIN') throw new AppError('NOT_FOUND', 'registrationNotFound');
  const own = row.registration.profileId === member.profileId;
  if (!own && (await roleFor(db, row.profileUserId, loginOf(member))) === null) {
    throw new AppError('NOT_FOUND', 'registrationNotFound');
  }
  return row.registration;
}
