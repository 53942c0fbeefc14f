import type { Gender, Preferences, ProfileListItem } from '@varmala/shared';
import { type AnyColumn, and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { partnerPreferences, profiles } from '../../db/schema.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { readDemosApart } from '../access/site-kinds.js';
import { maySeePhotosOfOthers } from '../access/what-they-see.js';
import { genderListedFor, listableBy, takesPartInInterests } from '../access/who-sees-whom.js';
import type { HoroscopeCaches } from '../horoscope/horoscope-caches.js';
import { readOwnHoroscope } from '../horoscope/own-horoscope.js';
import { type ViewerMatches, viewerMatches } from '../horoscope/viewer-matches.js';
import { itemFields, toListItem } from '../search/profile-item.js';
import { recordOf, recordReader } from '../search-speed/record.js';
import { toPreferences } from './preferences.js';

/** New matches the home shows at most. */
export const NEW_MATCHES_SHOWN = 20;

/** When the operator approved a profile; before approvals were recorded, when it was registered. */
const APPROVED_AT = sql`coalesce(${profiles.approvedAt}, ${profiles.createdAt})`;

const anyOf = (column: AnyColumn, chosen: string[]) =>
  chosen.length === 0 ? undefined : inArray(column, chosen);

const bornYearsAgo = (years: number) => sql`(current_date - make_interval(years => ${years}::int))::date`;

/** The member new matches are found for, as the list rule (`listableBy`) needs them. */
interface Seeker {
  id: number;
  domain: AuthUser['domain'];
  gender: Gender;
  inBlock: boolean;
  demo: boolean;
  demosApart: boolean;
}

/**
 * What makes a profile a new match of a member, the one rule of the home and of the digest
 * mails: a profile the member may list (`listableBy`) approved since `since` that fits every part
 * of their preferences and, if they asked, the site's horoscope rule with their own chart.
 * Undefined when nothing can match (the horoscope rule asked for without a chart of their own).
 */
async function newMatchRule(
  db: Db,
  caches: HoroscopeCaches,
  seeker: Seeker,
  preferences: Preferences,
  since: Date,
): Promise<{ where: SQL; matches: ViewerMatches | undefined } | undefined> {
  const own = await readOwnHoroscope(db, caches, seeker);
  const matches = own && viewerMatches(caches, own);
  if (preferences.horoscope_match && !matches) return undefined;
  const where = and(
    listableBy({
      id: seeker.id,
      domain: seeker.domain,
      gender: genderListedFor(seeker.gender),
      inBlock: seeker.inBlock,
      demo: seeker.demo,
      demosApart: seeker.demosApart,
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
  ) as SQL;
  return { where, matches: matches || undefined };
}

/**
 * "New matches since your last visit" on the home (`newMatchRule`): newest approval first, as list
 * items of search.
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
  const rule = await newMatchRule(db, caches, { ...viewer, gender: viewer.gender }, preferences, since);
  if (!rule) return [];
  const fields = itemFields(
    { id: viewer.id, profileId: viewer.profileId },
    { photos: maySeePhotosOfOthers(viewer), admin: false },
  );
  const read = recordReader(fields);
  const rows = await db
    .select({ item: recordOf(fields) })
    .from(profiles)
    .where(rule.where)
    .orderBy(desc(APPROVED_AT), desc(profiles.id))
    .limit(NEW_MATCHES_SHOWN);
  return rows.map((row) => {
    const item = read(row.item);
    return toListItem(item, urls, rule.matches?.card(item) ?? null);
  });
}

/**
 * How many new matches (`newMatchRule`) a member has had since `since`, for the digest mails: none
 * while their own profile takes no part (not Approved, or paused), as on the home, and none for a
 * member who saved no preferences (decision 028: a mail of new profiles they never asked for).
 */
export async function countNewMatches(
  db: Db,
  caches: HoroscopeCaches,
  userId: number,
  since: Date,
): Promise<number> {
  const [own] = await db
    .select({
      domain: profiles.domain,
      gender: profiles.gender,
      status: profiles.status,
      paused: profiles.paused,
      demo: profiles.demo,
      inBlock: sql<boolean>`exists (select 1 from "blocks" as b
        where b.blocker_id = ${userId}::int or b.blocked_id = ${userId}::int)`,
      saved: partnerPreferences,
    })
    .from(profiles)
    .innerJoin(partnerPreferences, eq(partnerPreferences.userId, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!own || !takesPartInInterests(own)) return 0;
  const { saved, ...seeker } = own;
  const preferences = toPreferences(saved);
  const demosApart = await readDemosApart(db, seeker.domain);
  const rule = await newMatchRule(db, caches, { id: userId, ...seeker, demosApart }, preferences, since);
  if (!rule) return 0;
  const [row] = await db.select({ n: count() }).from(profiles).where(rule.where);
  return row?.n ?? 0;
}
