import { BADGE_KINDS, type Badge, type BadgeKind } from '@varmala/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profileBadges, profiles } from '../../db/schema.js';

/** One bit per kind in `profiles.badge_mask`, in the order of BADGE_KINDS. */
export const badgeBit = (kind: BadgeKind) => 1 << BADGE_KINDS.indexOf(kind);

/** The bits of several kinds (the operator's VERIFIED_KINDS). */
export const badgeMaskOf = (kinds: readonly BadgeKind[]) =>
  kinds.reduce((mask, kind) => mask | badgeBit(kind), 0);

/** A badge as stored and as read back by a list's subquery. */
export interface BadgeRow {
  kind: BadgeKind;
  by: Badge['by'];
  verified_at: string;
}

export const toBadges = (rows: BadgeRow[]): Badge[] =>
  rows.map((row) => ({ kind: row.kind, by: row.by, verified_at: new Date(row.verified_at).toISOString() }));

/**
 * The badges of the profile of the outer query, as a JSON column of its row; a profile without any
 * (nearly all of a list) does not run the subquery.
 */
export const BADGES_OF_ROW: SQL<BadgeRow[]> = sql<BadgeRow[]>`case when "profiles"."badge_mask" = 0
  then '[]'::json else coalesce((select json_agg(json_build_object('kind', b.kind, 'by', b.by,
    'verified_at', b.verified_at) order by b.verified_at, b.kind)
  from "profile_badges" as b where b.profile_id = "profiles"."id"), '[]'::json) end`;

export async function readBadges(db: DbOrTx, profileId: number): Promise<Badge[]> {
  const rows = await db
    .select({ kind: profileBadges.kind, by: profileBadges.by, verifiedAt: profileBadges.verifiedAt })
    .from(profileBadges)
    .where(eq(profileBadges.profileId, profileId))
    .orderBy(profileBadges.verifiedAt, profileBadges.kind);
  return rows.map((row) => ({ kind: row.kind, by: row.by, verified_at: row.verifiedAt.toISOString() }));
}

export interface GrantedBadge {
  kind: BadgeKind;
  by: Badge['by'];
  operatorId?: number | null;
  mobile?: string | null;
  note?: string | null;
  idType?: string | null;
  idLast4?: string | null;
}

/**
 * Gives a profile a badge, or renews it (a new date, the new details); call inside the transaction
 * of the check. The row and the profile's bit change together.
 */
export async function grantBadge(tx: DbOrTx, profileId: number, badge: GrantedBadge): Promise<void> {
  const values = {
    by: badge.by,
    verifiedAt: new Date(),
    operatorId: badge.operatorId ?? null,
    mobile: badge.mobile ?? null,
    note: badge.note ?? null,
    idType: badge.idType ?? null,
    idLast4: badge.idLast4 ?? null,
  };
  await tx
    .insert(profileBadges)
    .values({ profileId, kind: badge.kind, ...values })
    .onConflictDoUpdate({ target: [profileBadges.profileId, profileBadges.kind], set: values });
  await tx
    .update(profiles)
    .set({ badgeMask: sql`${profiles.badgeMask} | (${badgeBit(badge.kind)}::smallint)` })
    .where(eq(profiles.id, profileId));
}

/** Takes a badge away; answers whether the profile had it. */
export async function dropBadge(tx: DbOrTx, profileId: number, kind: BadgeKind): Promise<boolean> {
  const removed = await tx
    .delete(profileBadges)
    .where(and(eq(profileBadges.profileId, profileId), eq(profileBadges.kind, kind)))
    .returning({ id: profileBadges.id });
  await tx
    .update(profiles)
    .set({ badgeMask: sql`${profiles.badgeMask} & ~(${badgeBit(kind)}::smallint)` })
    .where(eq(profiles.id, profileId));
  return removed.length > 0;
}
