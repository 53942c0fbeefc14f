import type { CreateEventRequest, CreateEventResponse, UpdateEventRequest } from '@varmala/shared';
import { createEventRequestSchema, updateEventRequestSchema } from '@varmala/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { melavaEvents } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { recordAdminAction } from '../events/audit-log.js';

type EventRecord = typeof melavaEvents.$inferSelect;
type Fields = Partial<ReturnType<typeof createEventRequestSchema.parse>>;

function columnsOf(fields: Fields) {
  return {
    name: fields.name,
    startsAt: fields.starts_at === undefined ? undefined : new Date(fields.starts_at),
    place: fields.place,
    registrationOpens:
      fields.registration_opens === undefined ? undefined : new Date(fields.registration_opens),
    registrationCloses:
      fields.registration_closes === undefined ? undefined : new Date(fields.registration_closes),
    feeInr: fields.fee_inr,
    capacity: fields.capacity,
    minAgeBride: fields.min_age_bride,
    minAgeGroom: fields.min_age_groom,
  };
}

/** What the audit keeps of an event, as the operator wrote it. */
const audited = (event: EventRecord) => ({
  name: event.name,
  starts_at: event.startsAt.toISOString(),
  place: event.place,
  registration_opens: event.registrationOpens.toISOString(),
  registration_closes: event.registrationCloses.toISOString(),
  fee_inr: event.feeInr,
  capacity: event.capacity,
  min_age_bride: event.minAgeBride,
  min_age_groom: event.minAgeGroom,
});

/** `POST /api/admin/events`: a melava on the operator's own site (audited). */
export async function createEvent(
  db: Db,
  admin: AuthUser,
  body: CreateEventRequest,
): Promise<CreateEventResponse> {
  const fields = createEventRequestSchema.parse(body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(melavaEvents)
      .values({
        name: fields.name,
        startsAt: new Date(fields.starts_at),
        place: fields.place,
        registrationOpens: new Date(fields.registration_opens),
        registrationCloses: new Date(fields.registration_closes),
        feeInr: fields.fee_inr,
        capacity: fields.capacity,
        minAgeBride: fields.min_age_bride,
        minAgeGroom: fields.min_age_groom,
        domain: admin.domain,
        createdBy: admin.id,
      })
      .returning();
    if (!row) throw new Error('The event could not be saved.');
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: 'admin:event-create',
      targetType: 'melava_event',
      targetId: row.id,
      after: audited(row),
    });
    return { event_id: row.id };
  });
}

/**
 * `POST /api/admin/events/{eventId}`: any field, past dates included (a date typed wrong is put
 * right after the day too); audited with the event before and after. The window must still open
 * before it closes, and the capacity cannot fall below the seats already held.
 */
export async function updateEvent(
  db: Db,
  admin: AuthUser,
  eventId: number,
  body: UpdateEventRequest,
): Promise<CreateEventResponse> {
  const fields = updateEventRequestSchema.parse(body);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(melavaEvents)
      .where(and(eq(melavaEvents.id, eventId), eq(melavaEvents.domain, admin.domain)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'eventNotFound');
    const opens = fields.registration_opens ? new Date(fields.registration_opens) : before.registrationOpens;
    const closes = fields.registration_closes
      ? new Date(fields.registration_closes)
      : before.registrationCloses;
    if (opens >= closes) throw new AppError('BAD_REQUEST', 'eventWindowBackwards');
    if (fields.capacity !== undefined) {
      const [held] = await tx
        .execute<{ n: number }>(sql`select count(*)::int as n from melava_registrations
        where event_id = ${eventId} and state in ('awaiting_payment', 'confirmed')`)
        .then((r) => r.rows);
      if ((held?.n ?? 0) > fields.capacity)
        throw new AppError('CONFLICT', 'capacityBelowHeld', { params: { held: held?.n ?? 0 } });
    }
    const [after] = await tx
      .update(melavaEvents)
      .set({ ...columnsOf(fields), updatedAt: sql`now()` })
      .where(eq(melavaEvents.id, eventId))
      .returning();
    if (!after) throw new AppError('NOT_FOUND', 'eventNotFound');
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: 'admin:event-update',
      targetType: 'melava_event',
      targetId: eventId,
      before: audited(before),
      after: audited(after),
    });
    return { event_id: eventId };
  });
}
