import { PAGE_SIZE } from '@varmala/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { photos, profiles, shortlists } from '../../db/schema.js';

/** Age in whole years on the database's today, so filters and the shown age agree. */
export const ageInYears = sql<number>`extract(year from age(current_date, ${profiles.dateOfBirth}))::int`;

/**
 * Whether the member shortlisted the profile of the outer query. Written out in full: drizzle leaves
 * columns of a select list unqualified, and the outer id must not be read as a column of the subquery.
 */
export function shortlistedBy(userId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${shortlists} as sl where sl.user_id = ${userId} and sl.profile_id = "profiles"."id")`;
}

// The columns a list or view item is built from. Mobiles, e-mail, address and birth time are not
// among them: these queries never read what they must not return.
const itemColumns = {
  id: profiles.id,
  userId: profiles.userId,
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

export function searchPageQuery(db: DbOrTx, where: SQL | undefined, viewerId: number, page: number) {
  return db
    .select({ ...itemColumns, age: ageInYears, hasShortlisted: shortlistedBy(viewerId) })
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}
export type ItemRow = Awaited<ReturnType<typeof searchPageQuery>>[number];

export async function countProfiles(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(where);
  return row?.n ?? 0;
}

export async function findProfileView(db: DbOrTx, where: SQL | undefined, viewerId: number) {
  const [row] = await db
    .select({ ...viewColumns, age: ageInYears, hasShortlisted: shortlistedBy(viewerId) })
    .from(profiles)
    .where(where)
    .limit(1);
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

export async function findOwnGender(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ gender: profiles.gender })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.gender;
}

/** Whether the member has uploaded at least one photo of their own. */
export async function hasOwnPhoto(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .innerJoin(profiles, eq(profiles.id, photos.profileId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row !== undefined;
}

export function photoRowsOf(db: DbOrTx, profileIds: number[]) {
  return db
    .select({
      profileId: photos.profileId,
      shortKey: photos.shortKey,
      largeKey: photos.largeKey,
      urlKey: photos.urlKey,
      caption: photos.caption,
    })
    .from(photos)
    .where(inArray(photos.profileId, profileIds))
    .orderBy(asc(photos.profileId), asc(photos.id));
}
export type PhotoRow = Awaited<ReturnType<typeof photoRowsOf>>[number];

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
