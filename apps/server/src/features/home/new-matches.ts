import type { Gender, Preferences, ProfileListItem } from '@varmala/shared';
import { type AnyColumn, and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { partnerPreferences, profiles } from '../../db/schema.js';
import { recordOf, recordReader } from '../../lib/sql-record.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { keptApartFromAnyone } from '../access/guardians.js';
import type { HoroscopeCaches } from '../access/horoscope-caches.js';
import { interestsWithViewer } from '../access/interest-with-viewer.js';
import { marsDoshamIs } from '../access/mars-houses.js';
import { readOwnHoroscope } from '../access/own-horoscope.js';
import { itemFields, toListItem } from '../access/profile-rows.js';
import { readDemosApart } from '../access/site-kinds.js';
import { type ViewerMatches, viewerMatches } from '../access/viewer-matches.js';
import { maySeePhotosOfOthers } from '../access/what-they-see.js';
import { genderListedFor, takesPartInInterests } from '../access/who-sees-whom.js';
import { agedBetween, chartAmong, listableByValues, oneOf } from '../search/search-query.js';
import { toPreferences } from './preferences.js';

export const NEW_MATCHES_SHOWN = 20;

/** Before approvals were recorded: when it was registered. */
const APPROVED_AT = sql`coalesce(${profiles.approvedAt}, ${profiles.createdAt})`;

/** An empty part of the preferences is null or an empty list, which the statement skips, as search does. */
interface NewMatchSearch {
  viewerId: number;
  viewerProfileId: number | null;
  domain: AuthUser['domain'];
  gender: Gender;
  inBlock: boolean;
  demo: boolean;
  demosApart: boolean;
  photos: boolean;
  /** ISO timestamp. */
  since: string;
  community: string[];
  state: string[];
  education: string[];
  maritalStatus: string[];
  fromAge: number | null;
  toAge: number | null;
  horoscopeCodes: string | null;
  marsDosham: boolean | null;
  marsHouses: string | null;
}

const value = (name: keyof NewMatchSearch) => sql.placeholder(name);

const anyOf = (column: AnyColumn, name: keyof NewMatchSearch) => oneOf(column, value(name));

type Seeker = Pick<AuthUser, 'id' | 'profileId' | 'domain' | 'inBlock' | 'demo' | 'demosApart'> & {
  gender: Gender;
  photos: boolean;
};

/** The one rule of the home and of the digest mails. */
const NEW_MATCH_RULE = and(
  listableByValues(),
  sql`${APPROVED_AT} > ${value('since')}::timestamptz`,
  anyOf(profiles.community, 'community'),
  anyOf(profiles.state, 'state'),
  anyOf(profiles.education, 'education'),
  anyOf(profiles.maritalStatus, 'maritalStatus'),
  agedBetween(value('fromAge'), value('toAge')),
  chartAmong(value('horoscopeCodes')),
  marsDoshamIs(value('marsDosham'), value('marsHouses')),
) as SQL;

/** Undefined when nothing can match (the horoscope rule asked for without a chart of their own). */
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
  const matching = preferences.horoscope_match ? matches?.matchingSet() : undefined;
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
    horoscopeCodes: matching?.literal ?? null,
    marsDosham: matching?.marsDosham ?? null,
    marsHouses: matching?.marsHouses ?? null,
  };
  return { search, matches };
}

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
  const items = (await statement.execute({ ...rule.search })).map((row) => read(row.item));
  const interests = await interestsWithViewer(
    db,
    viewer,
    items.map((item) => item.id),
  );
  return items.map((item) =>
    toListItem(item, urls, rule.matches?.card(item) ?? null, interests.get(item.id) ?? null),
  );
}

/** None for a member who saved no preferences (decision 028: no mail of profiles they never asked for). */
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
      inBlock: keptApartFromAnyone(sql`${userId}::int`),
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
  const searcher = { id: userId, profileId, ...seeker, demosApart, photos: false };
  const rule = await newMatchSearch(db, caches, searcher, preferences, since);
  if (!rule) return 0;
  const [row] = await newMatchCountStatement(db).execute({ ...rule.search });
  return row?.n ?? 0;
}
