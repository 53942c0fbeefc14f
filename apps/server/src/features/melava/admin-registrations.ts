import type { AdminRegistrationsResponse, DoorListResponse } from '@varmala/shared';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { melavaRegistrations, payments, profiles } from '../../db/schema.js';
import { ageInYears } from '../access/profile-rows.js';
import { shownName } from './event-rows.js';
import { passCode } from './pass-code.js';
import { findEvent } from './registration-rules.js';

const PAGE_SIZE = 20;

/** A number typed at the door finds that number; other text finds names and member ids. */
function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (/^\d{1,9}$/.test(text)) return eq(melavaRegistrations.number, Number(text));
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(profiles.name, like), ilike(profiles.surname, like), ilike(profiles.mid, like));
}

/**
 * `GET /api/admin/events/{eventId}/registrations/{page}`: the registrations, by number (those
 * without one last), with their payment; `q` finds a family who forgot the pass, and the row's
 * code checks them in as the pass would.
 */
export async function adminRegistrations(
  deps: { db: Db; secret: string },
  admin: AuthUser,
  eventId: number,
  page: number,
  q: string | undefined,
): Promise<AdminRegistrationsResponse> {
  await findEvent(deps.db, admin.domain, eventId);
  const where = and(eq(melavaRegistrations.eventId, eventId), matching(q));
  const rows = await deps.db
    .select({
      registration: melavaRegistrations,
      mid: profiles.mid,
      name: shownName,
      gender: profiles.gender,
      age: ageInYears,
      city: profiles.city,
      payment: {
        id: payments.id,
        reference: payments.reference,
        amountInr: payments.amountInr,
        state: payments.state,
        utr: payments.utr,
      },
      total: sql<number>`count(*) over ()::int`,
    })
    .from(melavaRegistrations)
    .innerJoin(profiles, eq(profiles.id, melavaRegistrations.profileId))
    .leftJoin(payments, eq(payments.id, melavaRegistrations.paymentId))
    .where(where)
    .orderBy(sql`${melavaRegistrations.number} asc nulls last`, asc(melavaRegistrations.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    rows: rows.map(({ registration: r, payment, ...row }) => ({
      registration_id: r.id,
      profile_id: r.profileId,
      mid: row.mid,
      name: row.name,
      gender: row.gender,
      age: row.age,
      city: row.city,
      state: r.state,
      number: r.number,
      listed: r.listed,
      checked_in_at: r.checkedInAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
      payment: payment
        ? {
            payment_id: payment.id,
            reference: payment.reference,
            amount_inr: payment.amountInr,
            state: payment.state,
            utr: payment.utr,
          }
        : null,
      code: r.state === 'confirmed' ? passCode(deps.secret, eventId, r.id) : null,
    })),
    count: rows[0]?.total ?? 0,
  };
}

/** `GET /api/admin/events/{eventId}/door-list`: the confirmed registrations and their passes' codes. */
export async function doorList(
  deps: { db: Db; secret: string },
  admin: AuthUser,
  eventId: number,
): Promise<DoorListResponse> {
  await findEvent(deps.db, admin.domain, eventId);
  const rows = await deps.db
    .select({
      id: melavaRegistrations.id,
      number: melavaRegistrations.number,
      mid: profiles.mid,
      name: shownName,
    })
    .from(melavaRegistrations)
    .innerJoin(profiles, eq(profiles.id, melavaRegistrations.profileId))
    .where(and(eq(melavaRegistrations.eventId, eventId), eq(melavaRegistrations.state, 'confirmed')))
    .orderBy(sql`${melavaRegistrations.number} asc nulls last`, asc(melavaRegistrations.id));
  return {
    rows: rows.map((row) => ({
      registration_id: row.id,
      number: row.number,
      mid: row.mid,
      name: row.name,
      code: passCode(deps.secret, eventId, row.id),
    })),
  };
}
