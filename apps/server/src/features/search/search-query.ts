import { PAGE_SIZE } from '@varmala/shared';
import { type AnyColumn, and, count, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerKey } from '../../db/prepared.js';
import { profiles } from '../../db/schema.js';
import { recordOf, recordReader } from '../../lib/sql-record.js';
import { activeWithin } from '../access/activity.js';
import { marsDoshamIs } from '../access/mars-houses.js';
import { itemFields, shortlistedBy } from '../access/profile-rows.js';
import { listableBy } from '../access/who-sees-whom.js';
import type { Search } from './search-of.js';

const value = (name: keyof Search) => sql.placeholder(name);

/** None chosen is no filter. */
export const oneOf = (column: AnyColumn, chosen: Placeholder) =>
  sql`(cardinality(${chosen}::text[]) = 0 or ${column} = any(${chosen}::text[]))`;

const anyOf = (column: AnyColumn, name: keyof Search) => oneOf(column, value(name));

/** The last birthday of whoever turns `years` today. */
const bornYearsAgo = (years: SQL) => sql`(current_date - make_interval(years => ${years}))::date`;

/** Null for no bound; age 30 means 30 today up to the day before turning 31, from the database's today. */
export function agedBetween(from: Placeholder, to: Placeholder): SQL {
  return sql`(${from}::int is null or ${profiles.dateOfBirth} <= ${bornYearsAgo(sql`${from}::int`)})
    and (${to}::int is null or ${profiles.dateOfBirth} > ${bornYearsAgo(sql`${to}::int + 1`)})`;
}

/** Named as `Search` names them. */
export const listableByValues = () =>
  listableBy({
    id: value('viewerId'),
    domain: value('domain'),
    gender: value('gender'),
    inBlock: value('inBlock'),
    demo: value('demo'),
    demosApart: value('demosApart'),
  });

/** Null for no filter; a profile without a star is in no set. */
export const chartAmong = (codes: Placeholder) =>
  sql`(${codes}::smallint[] is null or ${profiles.chartCode} = any(${codes}::smallint[]))`;

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
    // Admins only.
    sql`(${value('namePattern')}::text is null or ${profiles.name} ilike ${value('namePattern')}
      or ${profiles.surname} ilike ${value('namePattern')} or ${profiles.mid} ilike ${value('midPattern')})`,
    chartAmong(value('horoscopeCodes')),
    marsDoshamIs(value('marsDosham'), value('marsHouses')),
    activeWithin(value('activeWithin'), value('viewerId'), admin),
    // Written out, not a value: a plan made once for any values (index-walk.ts) may then walk the
    // partial index of verified profiles, whose condition `badge_mask <> 0` this implies.
    verifiedOnly
      ? sql`${profiles.badgeMask} <> 0 and ${profiles.badgeMask} & ${value('verifiedMask')}::smallint <> 0`
      : undefined,
  );
}

const VERIFIED = sql`(${profiles.badgeMask} & ${value('verifiedMask')}::smallint <> 0)`;

/** One statement each. */
type Kind = `${'member' | 'admin'}${'' | '_verified'}`;
const kindOf = (search: Search): Kind =>
  `${search.admin ? 'admin' : 'member'}${search.verifiedOnly ? '_verified' : ''}`;

// Prepared by name on each connection, so PostgreSQL parses the 41-field statement once.
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
      // Verified profiles first among equally new ones.
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

export async function searchPage(db: Db, search: Search, page: number) {
  const { statement, read } = pageStatement(db, kindOf(search));
  const rows = await statement.execute({ ...search, offset: (page - 1) * PAGE_SIZE });
  return rows.map((row) => read(row.item));
}

export type ItemRow = Awaited<ReturnType<typeof searchPage>>[number];

export async function searchCount(db: Db, search: Search): Promise<number> {
  const [row] = await countStatement(db, kindOf(search)).execute({ ...search });
  return row?.n ?? 0;
}

/** Undefined where no count is asked. */
export function runSearch(
  pools: { page: Db; count: Db },
  search: Search,
  page: number,
  counts: (Search | undefined)[],
) {
  return {
    rows: searchPage(pools.page, search, page),
    counts: counts.map((counted) => counted && searchCount(pools.count, counted)),
  };
}
