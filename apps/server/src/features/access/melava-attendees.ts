import { ATTENDEE_LIST_DAYS } from '@varmala/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { melavaEvents, melavaRegistrations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { listableBy, soughtGenderOf } from './who-sees-whom.js';

/**
 * Who sees a melava's attendees (issue 56): for 30 days after the day, the family of a candidate
 * who came sees the candidates of the other side who came and agreed to be listed, under every
 * rule of who-sees-whom (Approved and not paused, one site, of their kind, no block, not one
 * family). Nobody else sees the list, the operator included: it is the families' own.
 */

/** Of the outer query's profile: came to the melava (checked in) as a confirmed registrant. */
export function cameTo(eventId: number, profileId: SQL | number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${melavaRegistrations} as r
    where r.event_id = ${eventId} and r.profile_id = ${profileId}
      and r.state = 'confirmed' and r.checked_in_at is not null)`;
}

/** The melava whose attendees the member may see now, or 404 when the list is not theirs. */
export async function attendedMelava(db: DbOrTx, viewer: AuthUser, eventId: number) {
  const [event] = await db
    .select({ id: melavaEvents.id, name: melavaEvents.name })
    .from(melavaEvents)
    .where(
      and(
        eq(melavaEvents.id, eventId),
        eq(melavaEvents.domain, viewer.domain),
        sql`now() <= ${melavaEvents.startsAt} + make_interval(days => ${ATTENDEE_LIST_DAYS}::int)`,
      ),
    );
  const own = viewer.profileId;
  if (!event || viewer.role === 'ADMIN' || own === null) throw new AppError('NOT_FOUND', 'attendeesNotYours');
  const [came] = await db
    .execute<{ came: boolean }>(sql`select ${cameTo(eventId, own)} as came`)
    .then((r) => r.rows);
  if (!came?.came) throw new AppError('NOT_FOUND', 'attendeesNotYours');
  return event;
}

/**
 * Of the outer query's profile: an attendee this member sees, who came, agreed to be listed and
 * is of the side they list.
 */
export function attendeeSeenBy(viewer: AuthUser, eventId: number): SQL {
  const gender = soughtGenderOf(viewer);
  if (gender === null) return sql`false`;
  return and(
    listableBy({
      id: viewer.id,
      domain: viewer.domain,
      gender,
      inBlock: viewer.inBlock,
      demo: viewer.demo,
      demosApart: viewer.demosApart,
    }),
    sql`exists (select 1 from ${melavaRegistrations} as r
      where r.event_id = ${eventId} and r.profile_id = "profiles"."id"
        and r.state = 'confirmed' and r.checked_in_at is not null and r.listed)`,
  ) as SQL;
}

/**
 * May the member say they met that profile at the melava: both came to it, within the 30 days,
 * and the member sees that profile in its attendee list.
 */
export async function assertMetAt(db: DbOrTx, viewer: AuthUser, eventId: number, profileId: number) {
  await attendedMelava(db, viewer, eventId).catch(() => {
    throw new AppError('CONFLICT', 'eventNotAttended');
  });
  const [seen] = await db
    .execute<{ seen: boolean }>(
      sql`select exists (select 1 from profiles where profiles.id = ${profileId} and ${attendeeSeenBy(viewer, eventId)}) as seen`,
    )
    .then((r) => r.rows);
  if (!seen?.seen) throw new AppError('CONFLICT', 'eventNotAttended');
}
