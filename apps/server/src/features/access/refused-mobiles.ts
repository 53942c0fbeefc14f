import { createHmac, hkdfSync } from 'node:crypto';
import { isRefusedStatus, STATUS_REJECTED } from '@varmala/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { adminAuditLog, refusedMobiles } from '../../db/schema.js';

export const STARTS_REJECTED =
  'An account with this mobile number was refused by the operator before, so this account starts as Rejected: you cannot search or view profiles. Please contact the operator to have it reviewed.';

/** Keyed hashes (decision 019): the table alone cannot test which numbers are in it; all instances agree. */
export interface RefusedMobiles {
  anyRefused(db: DbOrTx, mobiles: readonly string[]): Promise<boolean>;
  remember(db: DbOrTx, mobiles: readonly string[]): Promise<void>;
}

export function createRefusedMobiles(secret: string): RefusedMobiles {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'varmala refused mobile numbers v1', 32));
  const hashesOf = (mobiles: readonly string[]) => [
    ...new Set(mobiles.map((mobile) => createHmac('sha256', key).update(mobile).digest('hex'))),
  ];
  return {
    async anyRefused(db, mobiles) {
      if (mobiles.length === 0) return false;
      const found = await db
        .select({ hash: refusedMobiles.mobileHash })
        .from(refusedMobiles)
        .where(inArray(refusedMobiles.mobileHash, hashesOf(mobiles)))
        .limit(1);
      return found.length > 0;
    },
    async remember(db, mobiles) {
      if (mobiles.length === 0) return;
      await db
        .insert(refusedMobiles)
        .values(hashesOf(mobiles).map((mobileHash) => ({ mobileHash })))
        .onConflictDoNothing();
    },
  };
}

interface BasicStepSave {
  refusedAtSignup: boolean;
  /** Undefined on the first save. */
  before: { status: number; mobiles: string[] } | undefined;
  mobiles: readonly string[];
}

/**
 * A profile the operator approved in spite of its number stays approved while its numbers stay the
 * same; one already refused stays as the operator set it.
 */
export async function rejectsForNumber(
  db: DbOrTx,
  refused: RefusedMobiles,
  save: BasicStepSave,
): Promise<boolean> {
  const { before } = save;
  if (before && isRefusedStatus(before.status)) return false;
  if (!before && save.refusedAtSignup) return true;
  const added = save.mobiles.filter((mobile) => !before?.mobiles.includes(mobile));
  return refused.anyRefused(db, added);
}

/** As the operator's Rejected leaves them. */
export const REJECTED_FOR_NUMBER = { status: STATUS_REJECTED, isFeatured: false } as const;

export async function noteRejectedForNumber(db: DbOrTx, profileId: number, before: number | null) {
  await db.insert(adminAuditLog).values({
    action: 'member:refused-number',
    targetType: 'profile',
    targetId: String(profileId),
    before: before === null ? null : { status: before },
    after: { status: STATUS_REJECTED },
  });
}

/** One that leaves in good standing leaves nothing. */
export async function rememberIfRefused(
  db: DbOrTx,
  refused: RefusedMobiles,
  account: { mobile: string | null; refusedAtSignup: boolean },
  profile: { status: number; mobiles: string[] } | undefined,
): Promise<void> {
  const status = profile ? profile.status : account.refusedAtSignup ? STATUS_REJECTED : null;
  if (status === null || !isRefusedStatus(status)) return;
  await refused.remember(db, [...(account.mobile ? [account.mobile] : []), ...(profile?.mobiles ?? [])]);
}
