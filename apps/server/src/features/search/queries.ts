import { PAGE_SIZE } from '@varmala/shared';
import { and, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedPerKey } from '../../db/prepared.js';
import { profiles, shortlists } from '../../db/schema.js';
import {
  type SearchShape,
  type SearchValues,
  searchConditions,
  shapeKey,
  shapeOf,
  shortlistedBy,
  yearOfAgeInRange,
} from './filter-conditions.js';
import { visibleTo } from './visibility.js';

/** Age in whole years on the database's today, so filters and the shown age agree. */
export const ageInYears = sql<number>`extract(year from age(current_date, ${profiles.dateOfBirth}))::int`;

// The columns a list or view item is built from. Mobiles, e-mail, address and birth time are not
// among them: these queries never read what they must not return.
const itemColumns = {
  id: profiles.id,
  mid: profiles.mid,
  name: profiles.name,
  surname: profiles.surname,
  community: profiles.community,
  city: profiles.city,
  dateOfBirth: profiles.dateOfBirth,
  height: profiles.height,
  complexion: profiles.complexion,
  bodyType: profiles.bodyType,
  physicalStatus: profiles.physicalStatus,
  maritalStatus: profiles.maritalStatus,
  foodHabits: profiles.foodHabits,
  about: profiles.about,
  birthStar: profiles.birthStar,
  raasi: profiles.raasi,
  padham: profiles.padham,
  birthPlace: profiles.birthPlace,
  education: profiles.education,
  educationDesc: profiles.educationDesc,
  profession: profiles.profession,
  position: profiles.position,
  annualIncome: profiles.annualIncome,
  workLocation: profiles.workLocation,
  fatherName: profiles.fatherName,
  fatherAlive: profiles.fatherAlive,
  motherName: profiles.motherName,
  motherAlive: profiles.motherAlive,
  fatherOccupation: profiles.fatherOccupation,
  motherOccupation: profiles.motherOccupation,
  sisters: profiles.sisters,
  sistersMarried: profiles.sistersMarried,
  brothers: profiles.brothers,
  brothersMarried: profiles.brothersMarried,
  familyStatus: profiles.familyStatus,
  propertyDetails: profiles.propertyDetails,
  aboutFamily: profiles.aboutFamily,
};

const viewColumns = {
  ...itemColumns,
  gender: profiles.gender,
  domain: profiles.domain,
  status: profiles.status,
  gothram: profiles.gothram,
  language: profiles.language,
  state: profiles.state,
  country: profiles.country,
  weight: profiles.weight,
  expectation: profiles.expectation,
  dhosam: profiles.dhosam,
};

/** Of a photo, what its signed URLs are made from. */
export interface PhotoKeys {
  shortKey: string;
  largeKey: string;
  urlKey: string;
  caption: string | null;
}

/**
 * The profile's photos, oldest first, as a column of its own row: no second statement for them.
 * Where the viewer may not see photos, none are read. A member sees only the photos the operator
 * approved (the owner too, here: the view shows what others see); an admin sees every photo.
 */
function photosColumn(withPhotos: boolean, admin: boolean): SQL<PhotoKeys[]> {
  if (!withPhotos) return sql<PhotoKeys[]>`'[]'::json`;
  const approved = admin ? sql`` : sql` and ph.approved`;
  return sql<PhotoKeys[]>`coalesce((
    select json_agg(json_build_object('shortKey', ph.short_key, 'largeKey', ph.large_key,
      'urlKey', ph.url_key, 'caption', ph.caption) order by ph.id)
    from "photos" as ph where ph.profile_id = "profiles"."id"${approved}), '[]'::json)`;
}

/** What a list or view item is read from: its columns, the age, the viewer's shortlist mark, photos. */
function itemFields<C extends typeof itemColumns>(
  columns: C,
  viewerId: Placeholder,
  photos: { withPhotos: boolean; admin: boolean },
) {
  return {
    ...columns,
    age: ageInYears,
    hasShortlisted: shortlistedBy(viewerId),
    photos: photosColumn(photos.withPhotos, photos.admin),
  };
}

/**
 * The page and count statements of each search shape, prepared once (see `SearchShape`). Placeholders
 * are named after `SearchValues`; the page also takes `viewerId` and `offset`.
 */
const searchPageStatement = preparedPerKey((db, key: number) => {
  const shape = shapeOf(key);
  return db
    .select(
      itemFields(itemColumns, sql.placeholder('viewerId'), {
        withPhotos: shape.photos,
        admin: shape.admin,
      }),
    )
    .from(profiles)
    .where(searchConditions(shape))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(PAGE_SIZE)
    .offset(sql.placeholder('offset'))
    .prepare(`search_page_${key}`);
});

const searchCountStatement = preparedPerKey((db, key: number) =>
  db
    .select({ n: count() })
    .from(profiles)
    .where(searchConditions(shapeOf(key)))
    .prepare(`search_count_${key}`),
);

/** The count of each year of age of a search with both age bounds, by one statement. */
const searchCountByAgeStatement = preparedPerKey((db, key: number) => {
  // Grouped by position: the age's placeholders would be numbered anew if it were written again.
  return db
    .select({ age: yearOfAgeInRange().mapWith(Number), n: count() })
    .from(profiles)
    .where(searchConditions(shapeOf(key)))
    .groupBy(sql`1`)
    .prepare(`search_count_by_age_${key}`);
});

export function searchPage(db: Db, shape: SearchShape, values: SearchValues, page: number) {
  return searchPageStatement(db, shapeKey(shape)).execute({ ...values, offset: (page - 1) * PAGE_SIZE });
}
export type ItemRow = Awaited<ReturnType<typeof searchPage>>[number];

/** The count of a search's matches; photos or not, it is the same statement. */
export async function searchCount(db: Db, shape: SearchShape, values: SearchValues): Promise<number> {
  const [row] = await searchCountStatement(db, shapeKey({ ...shape, photos: false })).execute({ ...values });
  return row?.n ?? 0;
}

/**
 * The counts of a search's matches by year of age, from `values.fromAge` to `values.toAge` (both
 * set); a year no one matches is absent.
 */
export async function searchCountByAge(
  db: Db,
  shape: SearchShape,
  values: SearchValues,
): Promise<Map<number, number>> {
  const key = shapeKey({ ...shape, photos: false, fromAge: true, toAge: true });
  const rows = await searchCountByAgeStatement(db, key).execute({ ...values });
  return new Map(rows.map((row) => [row.age, row.n]));
}

export async function countProfiles(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(where);
  return row?.n ?? 0;
}

/** The view statement of an admin or a member, with or without photos (keys 0-3). */
const profileViewStatement = preparedPerKey((db, key: number) => {
  const admin = (key & 1) !== 0;
  const withPhotos = (key & 2) !== 0;
  const viewerId = sql.placeholder('viewerId');
  return db
    .select(itemFields(viewColumns, viewerId, { withPhotos, admin }))
    .from(profiles)
    .where(
      and(
        eq(profiles.id, sql.placeholder('profileId')),
        visibleTo({ role: admin ? 'ADMIN' : 'USER', id: viewerId, domain: sql.placeholder('domain') }),
      ),
    )
    .limit(1)
    .prepare(`profile_view_${key}`);
});

/** The profile, if `viewer` may see it (`visibleTo`), with photos or not. */
export async function findProfileView(db: Db, viewer: AuthUser, profileId: number, withPhotos: boolean) {
  const key = (viewer.role === 'ADMIN' ? 1 : 0) | (withPhotos ? 2 : 0);
  const [row] = await profileViewStatement(db, key).execute({
    profileId,
    viewerId: viewer.id,
    domain: viewer.domain,
  });
  return row;
}
export type ViewRow = NonNullable<Awaited<ReturnType<typeof findProfileView>>>;

/** Id and owner of the profile, if `where` (its id and the visibility rule) finds one. */
export async function findProfileRef(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({ id: profiles.id, userId: profiles.userId })
    .from(profiles)
    .where(where)
    .limit(1);
  return row;
}

export async function insertShortlist(db: DbOrTx, userId: number, profileId: number): Promise<void> {
  await db.insert(shortlists).values({ userId, profileId }).onConflictDoNothing();
}

export async function deleteShortlist(db: DbOrTx, userId: number, profileId: number): Promise<boolean> {
  const rows = await db
    .delete(shortlists)
    .where(and(eq(shortlists.userId, userId), eq(shortlists.profileId, profileId)))
    .returning({ profileId: shortlists.profileId });
  return rows.length > 0;
}
