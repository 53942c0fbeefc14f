import {
  PAGE_SIZE,
  type PendingProfile,
  type PendingProfilesResponse,
  type ProfileStep,
  STATUS_APPROVED,
} from '@varmala/shared';
import { and, asc, count, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { photos, profiles } from '../../db/schema.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { toAdminProfileRow } from './profile-row.js';
import { adminProfileColumns, IS_WAITING, WAITING_SINCE } from './queries.js';

/** Whole microseconds, as PostgreSQL keeps it. */
const WAITING_MICROS = sql`floor(extract(epoch from ${WAITING_SINCE}) * 1000000)::bigint`;

/** Written `micros.id`; only digits reach the statement (the request schema says so). */
const PLACE = sql<string>`${WAITING_MICROS}::text || '.' || ${profiles.id}`;

function after(place: string): SQL {
  const [micros, id] = place.split('.');
  return sql`(${WAITING_MICROS}, ${profiles.id}) > (${micros}::bigint, ${id}::bigint)`;
}

/**
 * Oldest first (decision 009). With `after` a page starts past that place, so a profile decided
 * meanwhile does not push one waiting past the reader.
 */
export async function listPendingProfiles(
  db: Db,
  urls: MediaUrlSigner,
  page: number,
  place?: string,
): Promise<PendingProfilesResponse> {
  const [found, [counted]] = await Promise.all([
    db
      .select({
        ...adminProfileColumns,
        waitingSince: WAITING_SINCE,
        place: PLACE,
        createdAt: profiles.createdAt,
        completedSteps: profiles.completedSteps,
      })
      .from(profiles)
      .where(place ? and(IS_WAITING, after(place)) : IS_WAITING)
      .orderBy(asc(WAITING_MICROS), asc(profiles.id))
      // One more than a page: whether another page follows.
      .limit(PAGE_SIZE + 1)
      .offset(place ? 0 : (page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(profiles).where(IS_WAITING),
  ]);
  const rows = found.slice(0, PAGE_SIZE);
  const next = found.length > PAGE_SIZE ? (rows[rows.length - 1]?.place ?? null) : null;
  const ids = rows.map((row) => row.id);
  const albums = ids.length
    ? await db
        .select({
          id: photos.id,
          profileId: photos.profileId,
          shortKey: photos.shortKey,
          largeKey: photos.largeKey,
          caption: photos.caption,
          approved: photos.approved,
        })
        .from(photos)
        .where(inArray(photos.profileId, ids))
        .orderBy(asc(photos.id))
    : [];
  return {
    rows: rows.map(
      (row): PendingProfile => ({
        ...toAdminProfileRow(row),
        waiting: row.status === STATUS_APPROVED ? 'changes' : 'new',
        // The database answers its own text form: read as a date, written ISO.
        waiting_since: new Date(row.waitingSince).toISOString(),
        completed_steps: row.completedSteps as ProfileStep[],
        photos: albums
          .filter((photo) => photo.profileId === row.id)
          .map((photo) => ({
            id: photo.id,
            short: urls.urlFor(photo.shortKey),
            large: urls.urlFor(photo.largeKey),
            caption: photo.caption,
            approved: photo.approved,
          })),
      }),
    ),
    count: counted?.n ?? 0,
    next,
  };
}
