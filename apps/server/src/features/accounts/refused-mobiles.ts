import { createHmac, hkdfSync } from 'node:crypto';
import { isRefusedStatus, STATUS_REJECTED } from '@varmala/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { adminAuditLog, refusedMobiles } from '../../db/schema.js';

/** Told to a member whose new account starts Rejected because of its number. */
export const STARTS_REJECTED =
  'An account with this mobile number was refused by the operator before, so this account starts as Rejected: you cannot search or view profiles. Please contact the operator to have it reviewed.';

/**
 * The numbers of accounts erased while refused (Rejected, Duplicate), kept as keyed hashes only
 * (decision 019). Keyed, so that the table alone does not let anyone test which of the ten billion
 * numbers are in it; the key comes from the server's secret, so every instance hashes alike.
 */
export interface RefusedMobiles {
  /** Whether any of the numbers belonged to an account erased while refused. */
  anyRefused(db: DbOrTx, mobiles: readonly string[]): Promise<boolean>;
  /** Remembers the numbers of an account erased while refused; nothing else of it. */
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

/** What a basic step knows of the account and the profile before it: whether a refusal applies. */
interface BasicStepSave {
  refusedAtSignup: boolean;
  /** The profile as it was, or undefined on the first save. */
  before: { status: number; mobiles: string[] } | undefined;
  mobiles: readonly string[];
}

/**
 * Whether saving the basic step makes the profile Rejected: its first save for an account that
 * started Rejected, or a refused number the profile did not have before. A profile the operator
 * approved in spite of its number stays approved while its numbers stay the same; one already
 * refused stays as the operator set it.
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

/** The columns of a profile rejected for its number: as the operator's Rejected leaves them. */
export const REJECTED_FOR_NUMBER = { status: STATUS_REJECTED, isFeatured: false } as const;

/** The operator sees why the profile became Rejected without anyone setting it. */
export async function noteRejectedForNumber(db: DbOrTx, profileId: number, before: number | null) {
  await db.insert(adminAuditLog).values({
    action: 'member:refused-number',
    targetType: 'profile',
    targetId: String(profileId),
    before: before === null ? null : { status: before },
    after: { status: STATUS_REJECTED },
  });
}

/**
 * At erasure: an account the operator refused (Rejected, Duplicate, or one that started Rejected
 * and has no profile yet) leaves the hashes of its numbers, the account's own and the profile's.
 * One that leaves in good standing leaves nothing.
 */
export async function rememberIfRefused(
  db: DbOrTx,
  refused: RefusedMobiles,
  account: { mobile: string; refusedAtSignup: boolean },
  profile: { status: number; mobiles: string[] } | undefined,
): Promise<void> {
  const status = profile ? profile.status : account.refusedAtSignup ? STATUS_REJECTED : null;
  if (status === null || !isRefusedStatus(status)) return;
  await refused.remember(db, [account.mobile, ...(profile?.mobiles ?? [])]);
}
