import { type Domain, PAGE_SIZE, STATUS_APPROVED } from '@varmala/shared';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { marriages, type ProfileRefusal, photos, profiles } from '../../db/schema.js';
import { REGISTERED_BY_OPERATOR } from '../access/registered-by-operator.js';
import {
  HAS_CHANGES_WAITING,
  UNAPPROVED_PHOTO_IDS,
  UNAPPROVED_PHOTOS,
} from '../access/review-after-approval.js';

// Nothing private (mobiles, address) is read.
export const adminProfileColumns = {
  id: profiles.id,
  userId: profiles.userId,
  mid: profiles.mid,
  name: profiles.name,
  surname: profiles.surname,
  gender: profiles.gender,
  dateOfBirth: profiles.dateOfBirth,
  city: profiles.city,
  domain: profiles.domain,
  status: profiles.status,
  isFeatured: profiles.isFeatured,
  featuredConsent: profiles.featuredConsent,
  pendingChanges: profiles.pendingChanges,
  refusal: profiles.refusal,
  unapprovedPhotos: UNAPPROVED_PHOTOS,
  unapprovedPhotoIds: UNAPPROVED_PHOTO_IDS,
  registeredByOperator: REGISTERED_BY_OPERATOR,
  pausedFor: profiles.pausedFor,
};

/** Registered, not yet looked at by the operator. */
export const IS_NEW_PROFILE: SQL = inArray(profiles.status, [0, 10]);

export const IS_WAITING: SQL = or(IS_NEW_PROFILE, HAS_CHANGES_WAITING) as SQL;

/** An Approved one waits since its latest change (a basic step save, or an unseen photo). */
export const WAITING_SINCE = sql<string>`case when ${profiles.status} = ${sql.raw(String(STATUS_APPROVED))}
  then greatest(${profiles.updatedAt}, (select max(ph.created_at) from "photos" as ph
    where ph.profile_id = "profiles"."id" and not ph.approved))
  else ${profiles.createdAt} end`;

/** `waiting`: new profiles before changes to review, each the longest waiting first. */
export function adminProfilePageQuery(
  db: DbOrTx,
  where: SQL | undefined,
  page: number,
  order: 'newest' | 'waiting' = 'newest',
) {
  return db
    .select(adminProfileColumns)
    .from(profiles)
    .where(where)
    .orderBy(
      ...(order === 'waiting'
        ? [sql`case when ${IS_NEW_PROFILE} then 0 else 1 end`, asc(WAITING_SINCE), asc(profiles.id)]
        : [desc(profiles.createdAt), desc(profiles.id)]),
    )
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}
export type AdminProfileDbRow = Awaited<ReturnType<typeof adminProfilePageQuery>>[number];

/** Locked until the transaction ends so two changes to it queue. */
export async function lockAdminProfile(tx: DbOrTx, profileId: number) {
  const [row] = await tx
    .select(adminProfileColumns)
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update');
  return row;
}

export async function updateProfileFlags(
  tx: DbOrTx,
  profileId: number,
  values: { status?: number; isFeatured?: boolean; refusal?: ProfileRefusal | null },
): Promise<AdminProfileDbRow> {
  const [row] = await tx
    .update(profiles)
    .set({
      ...values,
      // The members' homes list it among the new matches from now.
      ...(values.status === STATUS_APPROVED
        ? {
            approvedAt: sql`case when ${profiles.status} = ${STATUS_APPROVED} then ${profiles.approvedAt} else now() end`,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.id, profileId))
    .returning(adminProfileColumns);
  if (!row) throw new Error(`profile ${profileId} vanished while locked`);
  return row;
}

export async function dropWaitingChanges(tx: DbOrTx, profileId: number) {
  const dropped = await tx
    .delete(photos)
    .where(and(eq(photos.profileId, profileId), eq(photos.approved, false)))
    .returning({ id: photos.id });
  const [row] = await tx
    .update(profiles)
    .set({ pendingChanges: null, updatedAt: sql`now()` })
    .where(eq(profiles.id, profileId))
    .returning(adminProfileColumns);
  if (!row) throw new Error(`profile ${profileId} vanished while locked`);
  return { row, droppedPhotos: dropped.length };
}

export async function insertMarriage(tx: DbOrTx, values: typeof marriages.$inferInsert) {
  const [row] = await tx.insert(marriages).values(values).returning();
  if (!row) throw new Error('the marriage photo could not be recorded');
  return row;
}

const marriageColumns = {
  id: marriages.id,
  caption: marriages.caption,
  language: marriages.language,
  shortKey: marriages.shortKey,
  largeKey: marriages.largeKey,
  urlKey: marriages.urlKey,
  createdAt: marriages.createdAt,
};
export type AdminMarriageDbRow = Awaited<ReturnType<typeof marriagePageQuery>>[number];

export function marriagePageQuery(db: DbOrTx, domain: Domain, page: number) {
  return db
    .select(marriageColumns)
    .from(marriages)
    .where(eq(marriages.domain, domain))
    .orderBy(desc(marriages.createdAt), desc(marriages.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}

export async function countMarriages(db: DbOrTx, domain: Domain): Promise<number> {
  const [row] = await db.select({ n: count() }).from(marriages).where(eq(marriages.domain, domain));
  return row?.n ?? 0;
}

export async function lockMarriage(tx: DbOrTx, domain: Domain, marriageId: number) {
  const [row] = await tx
    .select(marriageColumns)
    .from(marriages)
    .where(and(eq(marriages.id, marriageId), eq(marriages.domain, domain)))
    .for('update');
  return row;
}

export async function updateMarriageCaption(tx: DbOrTx, marriageId: number, caption: string) {
  const [row] = await tx
    .update(marriages)
    .set({ caption })
    .where(eq(marriages.id, marriageId))
    .returning(marriageColumns);
  if (!row) throw new Error(`marriage ${marriageId} vanished while locked`);
  return row;
}

export async function deleteMarriageRow(tx: DbOrTx, marriageId: number): Promise<void> {
  await tx.delete(marriages).where(eq(marriages.id, marriageId));
}
