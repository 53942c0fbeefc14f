import type { Gender, Preferences, ProfileListItem } from '@varmala/shared';
import { type AnyColumn, and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { partnerPreferences, profiles } from '../../db/schema.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { readDemosApart } from '../access/site-kinds.js';
import { maySeePhotosOfOthers } from '../access/what-they-see.js';
import { genderListedFor, takesPartInInterests } from '../access/who-sees-whom.js';
import type { HoroscopeCaches } from '../horoscope/horoscope-caches.js';
import { readOwnHoroscope } from '../horoscope/own-horoscope.js';
import { type ViewerMatches, viewerMatches } from '../horoscope/viewer-matches.js';
import { itemFields, toListItem } from '../search/profile-item.js';
import { agedBetween, chartAmong, listableByValues, oneOf } from '../search/search-query.js';
import { recordOf, recordReader } from '../search-speed/record.js';
import { toPreferences } from './preferences.js';

/** New matches the home shows at most. */
export const NEW_MATCHES_SHOWN = 20;

/** When the operator approved a profile; before approvals were recorded, when it was registered. */
const APPROVED_AT = sql`coalesce(${profiles.approvedAt}, ${profiles.createdAt})`;

/**
 * One member's new matches, as the values of the prepared statements below. A part of their
 * preferences left empty is null or an empty list, and the statement skips it, as search's does
 * (search/search-query.ts, whose filters these are): PostgreSQL plans each execution for its values.
 */
interface NewMatchSearch {
  viewerId: number;
  viewerProfileId: number | null;
  domain: AuthUser['domain'];
  gender: Gender;
  inBlock: boolean;
  demo: boolean;
  demosApart: boolean;
  /** Whether the member may see others' photos at all (`maySeePhotosOfOthers`). */
  photos: boolean;
  /** Approved after this moment, as an ISO timestamp. */
  since: string;
  community: string[];
  state: string[];
  education: string[];
  maritalStatus: string[];
  fromAge: number | null;
  toAge: number | null;
  /** The charts that match the member's (db/chart-code.ts) as a PostgreSQL array, when they asked. */
  horoscopeCodes: string | null;
}

const value = (name: keyof NewMatchSearch) => sql.placeholder(name);

const anyOf = (column: AnyColumn, name: keyof NewMatchSearch) => oneOf(column, value(name));

/** The member new matches are found for, as the list rule (`listableBy`) needs them. */
type Seeker = Pick<AuthUser, 'id' | 'profileId' | 'domain' | 'inBlock' | 'demo' | 'demosApart'> & {
  gender: Gender;
  photos: boolean;
};

/**
 * What makes a profile a new match of a member, the one rule of the home and of the digest
 * mails: a profile the member may list (`listableBy`) approved since `since` that fits every part
 * of their preferences and, if they asked, the site's horoscope rule with their own chart.
 */
const NEW_MATCH_RULE = and(
  listableByValues(),
  sql`${APPROVED_AT} > ${value('since')}::timestamptz`,
  anyOf(profiles.community, 'community'),
  anyOf(profiles.state, 'state'),
  anyOf(profiles.education, 'education'),
  anyOf(profiles.maritalStatus, 'maritalStatus'),
  agedBetween(value('fromAge'), value('toAge')),
  chartAmong(value('horoscopeCodes')),
) as SQL;

/**
 * The values of `NEW_MATCH_RULE` for a member, with their chart's matches for the cards.
 * Undefined when nothing can match (the horoscope rule asked for without a chart of their own).
 */
async function newMatchSearch(
  db: Db,
  caches: HoroscopeCaches,
  seeker: Seeker,
  preferences: Preferences,
  since: Date,
): Promise<{ search: NewMatchSearch; matches: ViewerMatches | undefined } | undefined> {
  const own = await readOwnHoroscope(db, caches, seeker);
  const matches = (own && viewerMatches(caches, own)) || undefined;
  if (preferences.horoscope_match && !matches) return undefined;
  const search: NewMatchSearch = {
    viewerId: seeker.id,
    viewerProfileId: seeker.profileId,
    domain: seeker.domain,
    gender: genderListedFor(seeker.gender),
    inBlock: seeker.inBlock,
    demo: seeker.demo,
    demosApart: seeker.demosApart,
    photos: seeker.photos,
    since: since.toISOString(),
    community: [...preferences.community],
    state: [...preferences.state],
    education: [...preferences.education],
    maritalStatus: [...preferences.marital_status],
    fromAge: preferences.from_age,
    toAge: preferences.to_age,
    horoscopeCodes: preferences.horoscope_match && matches ? matches.matchingSet().literal : null,
  };
  return { search, matches };
}

// Built once and prepared by name on each connection, as search's page is (search/search-query.ts).
const newMatchesStatement = preparedOnce((db) => {
  const fields = itemFields(
    { id: value('viewerId'), profileId: value('viewerProfileId') },
    { photos: value('photos'), admin: false },
  );
  return {
    read: recordReader(fields),
    statement: db
      .select({ item: recordOf(fields) })
      .from(profiles)
      .where(NEW_MATCH_RULE)
      .orderBy(desc(APPROVED_AT), desc(profiles.id))
      .limit(NEW_MATCHES_SHOWN)
      .prepare('home_new_matches'),
  };
});

const newMatchCountStatement = preparedOnce((db) =>
  db.select({ n: count() }).from(profiles).where(NEW_MATCH_RULE).prepare('digest_new_match_count'),
);

/**
 * "New matches since your last visit" on the home (`NEW_MATCH_RULE`): newest approval first, as list
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
  const seeker = { ...viewer, gender: viewer.gender, photos: maySeePhotosOfOthers(viewer) };
  const rule = await newMatchSearch(db, caches, seeker, preferences, since);
  if (!rule) return [];
  const { statement, read } = newMatchesStatement(db);
  const rows = await statement.execute({ ...rule.search });
  return rows.map((row) => {
    const item = read(row.item);
    return toListItem(item, urls, rule.matches?.card(item) ?? null);
  });
}

/**
 * How many new matches (`NEW_MATCH_RULE`) a member has had since `since`, for the digest mails: none
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
      id: profiles.id,
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
  const { saved, id: profileId, ...seeker } = own;
  const preferences = toPreferences(saved);
  const demosApart = await readDemosApart(db, seeker.domain);
  // A count reads no photos.
  const searcher = { id: userId, profileId, ...seeker, demosApart, photos: false };
  const rule = await newMatchSearch(db, caches, searcher, preferences, since);
  if (!rule) return 0;
  const [row] = await newMatchCountStatement(db).execute({ ...rule.search });
  return row?.n ?? 0;
}
