import type { Preferences, ProfileListItem } from '@varmala/shared';
import { type AnyColumn, and, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { maySeePhotosOfOthers } from '../access/what-they-see.js';
import { genderListedFor, listableBy } from '../access/who-sees-whom.js';
import type { HoroscopeCaches } from '../horoscope/horoscope-caches.js';
import { readOwnHoroscope } from '../horoscope/own-horoscope.js';
import { viewerMatches } from '../horoscope/viewer-matches.js';
import { itemFields, toListItem } from '../search/profile-item.js';
import { recordOf, recordReader } from '../search-speed/record.js';

/** New matches the home shows at most. */
export const NEW_MATCHES_SHOWN = 20;

/** When the operator approved a profile; before approvals were recorded, when it was registered. */
const APPROVED_AT = sql`coalesce(${profiles.approvedAt}, ${profiles.createdAt})`;

const anyOf = (column: AnyColumn, chosen: string[]) =>
  chosen.length === 0 ? undefined : inArray(column, chosen);

const bornYearsAgo = (years: number) => sql`(current_date - make_interval(years => ${years}::int))::date`;

/**
 * "New matches since your last visit": profiles the member may list (`listableBy`) approved since
 * `since` that fit their preferences and, if they asked, the site's horoscope rule with their own
 * chart; newest approval first, as list items of search.
 */
export async function newMatches(
  db: Db,
  caches: HoroscopeCaches,
  urls: MediaUrlSigner,
  viewer: AuthUser,
  preferences: Preferences,
  since: Date,
): Promise<ProfileListItem[]> {
  if (!viewer.gender) return [];
  const own = await readOwnHoroscope(db, caches, viewer);
  const matches = own && viewerMatches(caches, own);
  // Asked for the horoscope rule without a chart of one's own: nothing can be said to match.
  if (preferences.horoscope_match && !matches) return [];
  const fields = itemFields(
    { id: viewer.id, profileId: viewer.profileId },
    { photos: maySeePhotosOfOthers(viewer), admin: false },
  );
  const read = recordReader(fields);
  const where: (SQL | undefined)[] = [
    listableBy({
      id: viewer.id,
      domain: viewer.domain,
      gender: genderListedFor(viewer.gender),
      inBlock: viewer.inBlock,
      demo: viewer.demo,
      demosApart: viewer.demosApart,
    }),
    sql`${APPROVED_AT} > ${since.toISOString()}::timestamptz`,
    anyOf(profiles.community, preferences.community),
    anyOf(profiles.state, preferences.state),
    anyOf(profiles.education, preferences.education),
    anyOf(profiles.maritalStatus, preferences.marital_status),
    preferences.from_age === null
      ? undefined
      : sql`${profiles.dateOfBirth} <= ${bornYearsAgo(preferences.from_age)}`,
    preferences.to_age === null
      ? undefined
      : sql`${profiles.dateOfBirth} > ${bornYearsAgo(preferences.to_age + 1)}`,
    preferences.horoscope_match && matches
      ? sql`${profiles.chartCode} = any(${matches.matchingSet().literal}::smallint[])`
      : undefined,
  ];
  const rows = await db
    .select({ item: recordOf(fields) })
    .from(profiles)
    .where(and(...where))
    .orderBy(desc(APPROVED_AT), desc(profiles.id))
    .limit(NEW_MATCHES_SHOWN);
  return rows.map((row) => {
    const item = read(row.item);
    return toListItem(item, urls, matches?.card(item) ?? null);
  });
}
