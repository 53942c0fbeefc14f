import type { AttendeeListResponse } from '@varmala/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { melavaRegistrations, profiles } from '../../db/schema.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { attendedMelava, attendeeSeenBy } from '../access/melava-attendees.js';
import { ageInYears, signedPhotos } from '../access/profile-rows.js';
import { maySeePhotosOfOthers, photosFor } from '../access/what-they-see.js';
import { shownName } from './event-rows.js';

const PAGE_SIZE = 20;

/**
 * `GET /api/events/{eventId}/attendees/{page}`: for 30 days after the day, the other side's
 * candidates who came and agreed to be listed, by number, for a family whose candidate came;
 * 404 for anyone else (features/access/melava-attendees.ts). Photos as everywhere.
 */
export async function listAttendees(
  deps: { db: Db; urls: MediaUrlSigner },
  viewer: AuthUser,
  eventId: number,
  page: number,
): Promise<AttendeeListResponse> {
  const event = await attendedMelava(deps.db, viewer, eventId);
  const rows = await deps.db
    .select({
      profileId: profiles.id,
      mid: profiles.mid,
      name: shownName,
      age: ageInYears,
      city: profiles.city,
      education: profiles.education,
      profession: profiles.profession,
      number: melavaRegistrations.number,
      photos: photosFor({ id: viewer.id, profileId: viewer.profileId }, maySeePhotosOfOthers(viewer), false),
      total: sql<number>`count(*) over ()::int`,
    })
    .from(profiles)
    .innerJoin(
      melavaRegistrations,
      and(eq(melavaRegistrations.profileId, profiles.id), eq(melavaRegistrations.eventId, eventId)),
    )
    .where(attendeeSeenBy(viewer, eventId))
    .orderBy(asc(melavaRegistrations.number))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    event_name: event.name,
    rows: rows.map((row) => ({
      profile_id: row.profileId,
      mid: row.mid,
      name: row.name,
      age: row.age,
      city: row.city,
      education: row.education,
      profession: row.profession,
      number: row.number as number,
      photos: signedPhotos(row.photos, deps.urls),
    })),
    count: rows[0]?.total ?? 0,
  };
}
