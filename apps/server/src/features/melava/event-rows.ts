import type { MelavaEvent } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import { melavaEvents } from '../../db/schema.js';

type EventRecord = typeof melavaEvents.$inferSelect;

/** Registrations that hold a seat: confirmed, or waiting for the payment that would confirm them. */
export const HOLDS_SEAT = sql`"state" in ('awaiting_payment', 'confirmed')`;

/** Of the outer query's event: the seats its registrations hold. */
export const seatsTaken = sql<number>`(select count(*)::int from "melava_registrations" as r
  where r.event_id = "melava_events"."id" and r.state in ('awaiting_payment', 'confirmed'))`;

/** The columns a family reads of an event. */
export const eventColumns = { event: melavaEvents, taken: seatsTaken };

export function isRegistrationOpen(event: EventRecord, now = new Date()): boolean {
  return event.registrationOpens <= now && now <= event.registrationCloses;
}

export function toEvent({ event, taken }: { event: EventRecord; taken: number }): MelavaEvent {
  return {
    event_id: event.id,
    name: event.name,
    starts_at: event.startsAt.toISOString(),
    place: event.place,
    registration_opens: event.registrationOpens.toISOString(),
    registration_closes: event.registrationCloses.toISOString(),
    fee_inr: event.feeInr,
    capacity: event.capacity,
    min_age_bride: event.minAgeBride,
    min_age_groom: event.minAgeGroom,
    seats_left: Math.max(0, event.capacity - taken),
    registration_open: isRegistrationOpen(event),
  };
}

/** A profile's name as it is shown: on the Tamil site the surname field holds the sub-caste. */
export const shownName = sql<string>`case when "profiles"."domain" = 'tamilmala' then trim("profiles"."name")
  else trim("profiles"."name" || ' ' || "profiles"."surname") end`;
