import { BADGE_KINDS, PAGE_SIZE, type SearchFilters } from '@varmala/shared';
import { type AnyColumn, and, count, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedPerKey } from '../../db/prepared.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { genderListedFor, listableBy } from '../access/who-sees-whom.js';
import { basicDetailsMissing } from '../profiles/ownership.js';
import { recordOf, recordReader } from '../search-speed/record.js';
import { badgeMaskOf } from '../verification/badges.js';
import { itemFields, shortlistedBy } from './profile-item.js';

/**
 * One search, as its statement's values. A filter left out is null or an empty list, and the
 * statement skips it: PostgreSQL plans each execution for its values (db/pool.ts), and folds
 * `null is null` and `cardinality('{}') = 0` away before choosing a plan, so an unused filter costs
 * nothing.
 */
export interface Search {
  /** An admin searches every profile; a member the Approved ones of their site and the other gender. */
  admin: boolean;
  viewerId: number;
  /** The viewer's own profile: whose shortlist decides the photos of a protected profile. */
  viewerProfileId: number | null;
  /** Whether the viewer is in any block; without one the block rule is skipped. */
  inBlock: boolean;
  /** The demo rule (decision 032): whether the viewer is a demo member, and whether their site keeps the two kinds apart. */
  demo: boolean;
  demosApart: boolean;
  domain: string | null;
  gender: string | null;
  community: string[];
  state: string[];
  education: string[];
  annualIncome: string[];
  maritalStatus: string[];
  birthStar: string[];
  fromAge: number | null;
  toAge: number | null;
  shortlist: boolean;
  photos: boolean;
  namePattern: string | null;
  midPattern: string | null;
  /**
   * "Horoscope matches only": the numbers of the charts that match the member's (db/chart-code.ts),
   * as a PostgreSQL array, and the name of that set for the count.
   */
  horoscopeCodes: string | null;
  horoscopeSet: string | null;
  /** "Verified only": at least one badge of the kinds the operator counts. */
  verifiedOnly: boolean;
  /** The bits of the kinds the operator counts as verified (VERIFIED_KINDS); they also order ties. */
  verifiedMask: number;
}

/** `term` as a LIKE pattern that matches only itself. */
const literally = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search `viewer` asks for; refuses what only an admin may ask. */
export function searchOf(
  viewer: AuthUser,
  filters: SearchFilters,
  photos: boolean,
  verifiedMask = badgeMaskOf(BADGE_KINDS),
): Search {
  const admin = viewer.role === 'ADMIN';
  if (!admin && (filters.name || filters.domain)) {
    throw new AppError('FORBIDDEN', 'nameSearchAdminOnly');
  }
  if (!admin && !viewer.gender) throw basicDetailsMissing();
  return {
    admin,
    viewerId: viewer.id,
    viewerProfileId: viewer.profileId,
    inBlock: !admin && viewer.inBlock,
    demo: !admin && viewer.demo,
    demosApart: !admin && viewer.demosApart,
    domain: admin ? (filters.domain ?? null) : viewer.domain,
    gender: !admin && viewer.gender ? genderListedFor(viewer.gender) : null,
    community: [...filters.community],
    state: [...filters.state],
    education: [...filters.education],
    annualIncome: [...filters.annual_income],
    maritalStatus: [...filters.martial_status],
    birthStar: [...filters.birth_star],
    fromAge: filters.from_age ?? null,
    toAge: filters.to_age ?? null,
    shortlist: Boolean(filters.shortlist),
    photos,
    namePattern: filters.name ? `%${literally(filters.name)}%` : null,
    midPattern: filters.name ? literally(filters.name) : null,
    // Needs the member's own chart: search-profiles.ts reads it and fills these in.
    horoscopeCodes: null,
    horoscopeSet: null,
    verifiedOnly: Boolean(filters.verified_only),
    verifiedMask,
  };
}

const value = (name: keyof Search) => sql.placeholder(name);

/** One of the chosen values, a statement's text array `chosen`; none chosen is no filter. */
export const oneOf = (column: AnyColumn, chosen: Placeholder) =>
  sql`(cardinality(${chosen}::text[]) = 0 or ${column} = any(${chosen}::text[]))`;

const anyOf = (column: AnyColumn, name: keyof Search) => oneOf(column, value(name));

/** The day `years` years before the database's today: the last birthday of whoever turns `years` today. */
const bornYearsAgo = (years: SQL) => sql`(current_date - make_interval(years => ${years}))::date`;

/**
 * Aged `from` to `to` (a statement's values, null for no bound): age 30 means 30 today up to the
 * day before turning 31, both bounds inclusive, computed from the database's today.
 */
export function agedBetween(from: Placeholder, to: Placeholder): SQL {
  return sql`(${from}::int is null or ${profiles.dateOfBirth} <= ${bornYearsAgo(sql`${from}::int`)})
    and (${to}::int is null or ${profiles.dateOfBirth} > ${bornYearsAgo(sql`${to}::int + 1`)})`;
}

/**
 * The list rule (`listableBy`) with the member as a statement's values, named as `Search` names
 * them: viewerId, domain, gender (the one they list), inBlock, demo, demosApart.
 */
export const listableByValues = () =>
  listableBy({
    id: value('viewerId'),
    domain: value('domain'),
    gender: value('gender'),
    inBlock: value('inBlock'),
    demo: value('demo'),
    demosApart: value('demosApart'),
  });

/** A chart among `codes` (a statement's smallint array, null for no filter); one without a chart (no star) is in no set. */
export const chartAmong = (codes: Placeholder) =>
  sql`(${codes}::smallint[] is null or ${profiles.chartCode} = any(${codes}::smallint[]))`;

/**
 * Which profiles a search returns: of those the member may list (`listableBy`), the ones its
 * filters keep; an admin's, every profile.
 */
function searchWhere(admin: boolean, verifiedOnly: boolean): SQL | undefined {
  const scope = admin
    ? sql`(${value('domain')}::text is null or ${profiles.domain} = ${value('domain')})`
    : listableByValues();
  return and(
    scope,
    anyOf(profiles.community, 'community'),
    anyOf(profiles.state, 'state'),
    anyOf(profiles.education, 'education'),
    anyOf(profiles.annualIncome, 'annualIncome'),
    anyOf(profiles.maritalStatus, 'maritalStatus'),
    anyOf(profiles.birthStar, 'birthStar'),
    agedBetween(value('fromAge'), value('toAge')),
    sql`(not ${value('shortlist')}::boolean or ${shortlistedBy(value('viewerId'))})`,
    // Part of the name or surname, or the whole member id, in any case (admins only).
    sql`(${value('namePattern')}::text is null or ${profiles.name} ilike ${value('namePattern')}
      or ${profiles.surname} ilike ${value('namePattern')} or ${profiles.mid} ilike ${value('midPattern')})`,
    chartAmong(value('horoscopeCodes')),
    // Written out, not a value: a plan made once for any values (index-walk.ts) may then walk the
    // partial index of verified profiles, whose condition `badge_mask <> 0` this implies.
    verifiedOnly
      ? sql`${profiles.badgeMask} <> 0 and ${profiles.badgeMask} & ${value('verifiedMask')}::smallint <> 0`
      : undefined,
  );
}

/** Whether the profile carries a badge of the kinds the operator counts. */
const VERIFIED = sql`(${profiles.badgeMask} & ${value('verifiedMask')}::smallint <> 0)`;

/** Who searches, and whether for verified profiles only: one statement each. */
type Kind = `${'member' | 'admin'}${'' | '_verified'}`;
const kindOf = (search: Search): Kind =>
  `${search.admin ? 'admin' : 'member'}${search.verifiedOnly ? '_verified' : ''}`;

// Built once and prepared by name on each connection: drizzle does not rebuild the 41-field
// statement per request, and PostgreSQL parses it once. Each row is one record (search-speed/record.ts).
const pageStatement = preparedPerKey((db, kind: Kind) => {
  const admin = kind.startsWith('admin');
  const verifiedOnly = kind.endsWith('_verified');
  const fields = itemFields(
    { id: value('viewerId'), profileId: value('viewerProfileId') },
    { photos: value('photos'), admin },
  );
  return {
    read: recordReader(fields),
    statement: db
      .select({ item: recordOf(fields) })
      .from(profiles)
      .where(searchWhere(admin, verifiedOnly))
      // Verified profiles first among equally new ones (when all are, the index's own order).
      .orderBy(
        ...(verifiedOnly
          ? [desc(profiles.createdAt), desc(profiles.id)]
          : [desc(profiles.createdAt), desc(VERIFIED), desc(profiles.id)]),
      )
      .limit(PAGE_SIZE)
      .offset(sql.placeholder('offset'))
      .prepare(`search_page_${kind}`),
  };
});

const countStatement = preparedPerKey((db, kind: Kind) =>
  db
    .select({ n: count() })
    .from(profiles)
    .where(searchWhere(kind.startsWith('admin'), kind.endsWith('_verified')))
    .prepare(`search_count_${kind}`),
);

/** Page `page` of the search's matches, newest first. */
export async function searchPage(db: Db, search: Search, page: number) {
  const { statement, read } = pageStatement(db, kindOf(search));
  const rows = await statement.execute({ ...search, offset: (page - 1) * PAGE_SIZE });
  return rows.map((row) => read(row.item));
}

export type ItemRow = Awaited<ReturnType<typeof searchPage>>[number];

/** How many profiles the search matches. */
export async function searchCount(db: Db, search: Search): Promise<number> {
  const [row] = await countStatement(db, kindOf(search)).execute({ ...search });
  return row?.n ?? 0;
}
