import type { CheckinItem, CheckinRefusalReason, CheckinResponse, CheckinResult } from '@varmala/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { melavaCheckins, melavaRegistrations, profiles } from '../../db/schema.js';
import { shownName } from './event-rows.js';
import { readPassCode } from './pass-code.js';
import { findEvent } from './registration-rules.js';

const refused = (clientId: string, reason: CheckinRefusalReason): CheckinResult => ({
  client_id: clientId,
  registration_id: null,
  number: null,
  name: null,
  gender: null,
  checked_in_at: null,
  already: false,
  refused: reason,
});

/** The registration a scan found, as the door reads it. */
async function answerFor(tx: DbOrTx, clientId: string, registrationId: number, counted: boolean) {
  const [row] = await tx
    .select({
      number: melavaRegistrations.number,
      checkedInAt: melavaRegistrations.checkedInAt,
      name: shownName,
      gender: profiles.gender,
    })
    .from(melavaRegistrations)
    .innerJoin(profiles, eq(profiles.id, melavaRegistrations.profileId))
    .where(eq(melavaRegistrations.id, registrationId));
  if (!row) return refused(clientId, 'cancelled');
  return {
    client_id: clientId,
    registration_id: registrationId,
    number: row.number,
    name: row.name,
    gender: row.gender,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    already: !counted,
  };
}

/**
 * One scan, in a transaction of its own so that door phones checking in the same passes never
 * wait on each other's batches. The scan's row is written first, under the phone's id for it: a
 * scan sent again finds it and is answered as the first time, counted once.
 */
async function checkInOne(
  db: Db,
  secret: string,
  admin: AuthUser,
  eventId: number,
  item: CheckinItem,
): Promise<CheckinResult> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(melavaCheckins)
      .values({
        eventId,
        clientId: item.client_id,
        // A phone's clock ahead of the server's does not check anyone in in the future.
        scannedAt: sql`least(${item.scanned_at}::timestamptz, now())`,
        adminUserId: admin.id,
      })
      .onConflictDoNothing()
      .returning({ scannedAt: melavaCheckins.scannedAt });
    if (!claimed) {
      const [sent] = await tx
        .select()
        .from(melavaCheckins)
        .where(and(eq(melavaCheckins.eventId, eventId), eq(melavaCheckins.clientId, item.client_id)));
      if (!sent?.registrationId) return refused(item.client_id, sent?.refusal ?? 'cancelled');
      return answerFor(tx, item.client_id, sent.registrationId, sent.counted);
    }

    const refuse = async (reason: CheckinRefusalReason) => {
      await tx
        .update(melavaCheckins)
        .set({ refusal: reason })
        .where(and(eq(melavaCheckins.eventId, eventId), eq(melavaCheckins.clientId, item.client_id)));
      return refused(item.client_id, reason);
    };
    const pass = readPassCode(secret, item.code);
    if (!pass) return refuse('forged');
    if (pass.eventId !== eventId) return refuse('other_event');
    const [registration] = await tx
      .select({ state: melavaRegistrations.state })
      .from(melavaRegistrations)
      .where(and(eq(melavaRegistrations.id, pass.registrationId), eq(melavaRegistrations.eventId, eventId)));
    if (!registration || registration.state === 'cancelled') return refuse('cancelled');
    if (registration.state !== 'confirmed') return refuse('not_confirmed');

    const [first] = await tx
      .update(melavaRegistrations)
      .set({ checkedInAt: claimed.scannedAt })
      .where(and(eq(melavaRegistrations.id, pass.registrationId), isNull(melavaRegistrations.checkedInAt)))
      .returning({ id: melavaRegistrations.id });
    await tx
      .update(melavaCheckins)
      .set({ registrationId: pass.registrationId, counted: Boolean(first) })
      .where(and(eq(melavaCheckins.eventId, eventId), eq(melavaCheckins.clientId, item.client_id)));
    return answerFor(tx, item.client_id, pass.registrationId, Boolean(first));
  });
}

/**
 * `POST /api/admin/events/{eventId}/check-ins`: the scans a door phone sends, queued while the
 * hall had no network or at once. Each is answered on its own: a forged code, another event's pass,
 * a cancelled or unpaid registration is refused without the others; a pass scanned before says
 * `already` with its first time. Accepted whenever they come: the operator opens the doors.
 */
export async function checkIn(
  deps: { db: Db; secret: string },
  admin: AuthUser,
  eventId: number,
  items: CheckinItem[],
): Promise<CheckinResponse> {
  await findEvent(deps.db, admin.domain, eventId);
  const results: CheckinResult[] = [];
  for (const item of items) results.push(await checkInOne(deps.db, deps.secret, admin, eventId, item));
  return results;
}
