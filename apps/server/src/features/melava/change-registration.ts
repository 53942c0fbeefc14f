import type { registrationChangeResponseSchema } from '@varmala/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { melavaRegistrations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { findEvent, findFamilyRegistration } from './registration-rules.js';

type Change = z.infer<typeof registrationChangeResponseSchema>;

const changed = (row: typeof melavaRegistrations.$inferSelect): Change => ({
  Status: 'Success',
  registration_id: row.id,
  state: row.state,
  listed: row.listed,
});

/**
 * `DELETE /api/events/{eventId}/registrations/{registrationId}`: the family cancels, until
 * registration closes. The seat is freed; a fee paid is refunded or not as the operator decides.
 */
export async function cancelRegistration(
  db: Db,
  member: AuthUser,
  eventId: number,
  registrationId: number,
): Promise<Change> {
  await findFamilyRegistration(db, member, eventId, registrationId);
  const event = await findEvent(db, member.domain, eventId);
  if (new Date() > event.registrationCloses) throw new AppError('CONFLICT', 'cancelTooLate');
  const [row] = await db
    .update(melavaRegistrations)
    .set({ state: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(melavaRegistrations.id, registrationId), ne(melavaRegistrations.state, 'cancelled')))
    .returning();
  if (!row) throw new AppError('CONFLICT', 'registrationCancelled');
  return changed(row);
}

/**
 * `POST /api/events/{eventId}/registrations/{registrationId}`: whether the candidate appears in the
 * attendee list after the day; changeable until the day begins.
 */
export async function updateRegistration(
  db: Db,
  member: AuthUser,
  eventId: number,
  registrationId: number,
  listed: boolean,
): Promise<Change> {
  const registration = await findFamilyRegistration(db, member, eventId, registrationId);
  const event = await findEvent(db, member.domain, eventId);
  if (new Date() >= event.startsAt) throw new AppError('CONFLICT', 'listingTooLate');
  if (registration.state === 'cancelled') throw new AppError('CONFLICT', 'registrationCancelled');
  const [row] = await db
    .update(melavaRegistrations)
    .set({ listed })
    .where(eq(melavaRegistrations.id, registrationId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'registrationNotFound');
  return changed(row);
}
