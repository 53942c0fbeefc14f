import type { AdminEventListResponse, Domain, EventListResponse } from '@varmala/shared';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { melavaEvents } from '../../db/schema.js';
import { eventColumns, toEvent } from './event-rows.js';

/** `GET /api/events`: the site's events still to come, soonest first, with the seats left. */
export async function listComingEvents(db: Db, domain: Domain): Promise<EventListResponse> {
  const rows = await db
    .select(eventColumns)
    .from(melavaEvents)
    // The day itself still counts as coming: families look up the place on their way.
    .where(and(eq(melavaEvents.domain, domain), gt(melavaEvents.startsAt, sql`now() - interval '1 day'`)))
    .orderBy(asc(melavaEvents.startsAt), asc(melavaEvents.id));
  return { rows: rows.map(toEvent), count: rows.length };
}

const countOf = (state: string) => sql<number>`(select count(*)::int from "melava_registrations" as r
  where r.event_id = "melava_events"."id" and r.state = ${state})`;

/** `GET /api/admin/events`: every event of the operator's site, the latest first. */
export async function listAdminEvents(db: Db, domain: Domain): Promise<AdminEventListResponse> {
  const rows = await db
    .select({
      ...eventColumns,
      confirmed: countOf('confirmed'),
      awaitingPayment: countOf('awaiting_payment'),
      checkedIn: sql<number>`(select count(*)::int from "melava_registrations" as r
        where r.event_id = "melava_events"."id" and r.checked_in_at is not null)`,
    })
    .from(melavaEvents)
    .where(eq(melavaEvents.domain, domain))
    .orderBy(desc(melavaEvents.startsAt), desc(melavaEvents.id));
  return {
    rows: rows.map((row) => ({
      ...toEvent(row),
      confirmed: row.confirmed,
      awaiting_payment: row.awaitingPayment,
      checked_in: row.checkedIn,
    })),
    count: rows.length,
  };
}
