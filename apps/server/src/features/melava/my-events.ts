import type { MyEventsResponse } from '@varmala/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { melavaEvents, melavaRegistrations, payments, profiles } from '../../db/schema.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { paymentInstructions } from '../../lib/upi/payment-instructions.js';
import { qrSvg } from '../../lib/upi/upi-link.js';
import { signedPhotos } from '../access/profile-rows.js';
import type { PhotoKeys } from '../access/what-they-see.js';
import { eventColumns, shownName, toEvent } from './event-rows.js';
import { passCode } from './pass-code.js';

/** The profile's first approved photo, for its pass. */
const passPhoto = sql<PhotoKeys[]>`coalesce((select json_agg(json_build_object('shortKey', ph.short_key,
  'largeKey', ph.large_key, 'urlKey', ph.url_key, 'caption', ph.caption) order by ph.id)
  from (select * from "photos" as p where p.profile_id = "profiles"."id" and p.approved order by p.id limit 1) as ph), '[]'::json)`;

/**
 * `GET /api/me/events`: the registrations of the profile the token acts for, the latest event
 * first: the payment to make while one waits, the pass once confirmed.
 */
export async function myEvents(
  deps: { db: Db; urls: MediaUrlSigner; secret: string; upiVpa: string | undefined },
  member: AuthUser,
): Promise<MyEventsResponse> {
  if (member.profileId === null) return { rows: [], count: 0 };
  const rows = await deps.db
    .select({
      ...eventColumns,
      registration: melavaRegistrations,
      mid: profiles.mid,
      name: shownName,
      photo: passPhoto,
      payment: payments,
    })
    .from(melavaRegistrations)
    .innerJoin(melavaEvents, eq(melavaEvents.id, melavaRegistrations.eventId))
    .innerJoin(profiles, eq(profiles.id, melavaRegistrations.profileId))
    .leftJoin(payments, eq(payments.id, melavaRegistrations.paymentId))
    .where(eq(melavaRegistrations.profileId, member.profileId))
    .orderBy(desc(melavaEvents.startsAt), desc(melavaRegistrations.id));
  const out = await Promise.all(
    rows.map(async (row) => {
      const r = row.registration;
      const code = r.state === 'confirmed' ? passCode(deps.secret, r.eventId, r.id) : null;
      const pay = row.payment;
      return {
        registration_id: r.id,
        event: toEvent(row),
        profile_id: r.profileId,
        mid: row.mid,
        name: row.name,
        state: r.state,
        number: r.number,
        listed: r.listed,
        checked_in_at: r.checkedInAt?.toISOString() ?? null,
        payment:
          pay && deps.upiVpa
            ? {
                ...(await paymentInstructions(deps.upiVpa, member.domain, pay)),
                state: pay.state,
                utr: pay.utr,
                reason: pay.reason,
              }
            : null,
        pass: code ? { code, qr_svg: await qrSvg(code) } : null,
        photo: signedPhotos(row.photo, deps.urls)[0] ?? null,
      };
    }),
  );
  return { rows: out, count: out.length };
}
