import { BADGE_KINDS, type Badge, type BadgeKind } from '@varmala/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profileBadges, profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { maskedMobile } from '../../lib/sms/sms.js';

/** In the order of BADGE_KINDS. */
export const badgeBit = (kind: BadgeKind) => 1 << BADGE_KINDS.indexOf(kind);

export const badgeMaskOf = (kinds: readonly BadgeKind[]) =>
  kinds.reduce((mask, kind) => mask | badgeBit(kind), 0);

/** Demo members never carry badges (decision 032): anyone may know their password. Every way here asks. */
export function assertMayCarryBadges(profile: { demo: boolean }): void {
  if (profile.demo) throw new AppError('FORBIDDEN', 'demoNeverVerified');
}

export interface BadgeRow {
  kind: BadgeKind;
  by: Badge['by'];
  verified_at: string;
  mobile: string | null;
}

/** Of the confirmed number only its last two digits leave the server. */
export const toBadges = (rows: BadgeRow[]): Badge[] =>
  rows.map((row) => ({
    kind: row.kind,
    by: row.by,
    verified_at: new Date(row.verified_at).toISOString(),
    ...(row.kind === 'mobile' && row.mobile ? { mobile: maskedMobile(row.mobile) } : {}),
  }));

/** The badge `mobile` holds only while its number is one the profile gives subscribers. */
export const BADGE_HOLDS: SQL<boolean> = sql<boolean>`("profile_badges"."kind" <> 'mobile'
  or "profile_badges"."mobile" = any("profiles"."mobiles"))`;

/** A profile without any (nearly all of a list) does not run the subquery. */
export const BADGES_OF_ROW: SQL<BadgeRow[]> = sql<BadgeRow[]>`case when "profiles"."badge_mask" = 0
  then '[]'::json else coalesce((select json_agg(json_build_object('kind', "profile_badges".kind,
    'by', "profile_badges".by, 'verified_at', "profile_badges".verified_at,
    'mobile', "profile_badges".mobile) order by "profile_badges".verified_at, "profile_badges".kind)
  from "profile_badges" where "profile_badges".profile_id = "profiles"."id" and ${BADGE_HOLDS}),
  '[]'::json) end`;

export async function readBadges(db: DbOrTx, profileId: number): Promise<Badge[]> {
  const [row] = await db.select({ badges: BADGES_OF_ROW }).from(profiles).where(eq(profiles.id, profileId));
  return toBadges(row?.badges ?? []);
}

const MASK_OF_ROW = sql`coalesce((select bit_or(1 << (array_position(array[${sql.join(
  BADGE_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)}]::text[], "profile_badges".kind::text) - 1))
  from "profile_badges" where "profile_badges".profile_id = "profiles"."id" and ${BADGE_HOLDS}), 0)::smallint`;

/** In the transaction that changed the badges or the profile's numbers. */
export async function refreshBadgeMask(tx: DbOrTx, profileId: number): Promise<void> {
  await tx
    .update(profiles)
    .set({ badgeMask: MASK_OF_ROW })
    .where(and(eq(profiles.id, profileId), sql`"profiles"."badge_mask" <> ${MASK_OF_ROW}`));
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

/** Inside the transaction of the check: the row and the profile's bit change together. */
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
  await refreshBadgeMask(tx, profileId);
}

export async function dropBadge(tx: DbOrTx, profileId: number, kind: BadgeKind): Promise<boolean> {
  const removed = await tx
    .delete(profileBadges)
    .where(and(eq(profileBadges.profileId, profileId), eq(profileBadges.kind, kind)))
    .returning({ id: profileBadges.id });
  await refreshBadgeMask(tx, profileId);
  return removed.length > 0;
}
