import {
  type AdminProfileRow,
  isRefusedStatus,
  type ProfileStatusCode,
  type RefusalReason,
  STATUS_APPROVED,
} from '@varmala/shared';
import type { DbOrTx } from '../../db/client.js';
import type { ProfileRefusal } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { announceAccountChanges } from '../access/account-changes.js';
import { featuringRefusal } from '../access/open-lists.js';
import { approveWaitingChanges, waitingForReview } from '../access/review-after-approval.js';
import { recordAdminAction } from '../events/audit-log.js';
import { recordNotice } from '../events/record-notice.js';
import { flagsOf, profileNotFound, toAdminProfileRow } from './profile-row.js';
import { type AdminProfileDbRow, lockAdminProfile, updateProfileFlags } from './queries.js';
import { tellMemberOfRefusal } from './tell-member-of-refusal.js';

export interface StatusChange {
  status: ProfileStatusCode;
  /** Required with 500 and 501; told to the member. */
  reason?: RefusalReason;
  note?: string | null;
}

/** Refusing again keeps what it was before the first refusal, so an undo goes back past both. */
function refusalOf(before: AdminProfileDbRow, reason: RefusalReason, note: string | null): ProfileRefusal {
  return {
    reason,
    note,
    at: new Date().toISOString(),
    previous: before.refusal?.previous ?? flagsOf(before),
  };
}

/** 200 approves the changes waiting; Rejected and Duplicate record why, anything else clears that. */
export async function writeStatusChange(
  tx: DbOrTx,
  adminUserId: number,
  before: AdminProfileDbRow,
  change: StatusChange,
): Promise<{ row: AdminProfileDbRow; refused: boolean }> {
  const { status } = change;
  const refusal = isRefusedStatus(status)
    ? refusalOf(before, change.reason ?? 'rules_not_met', change.note ?? null)
    : null;
  const approved = status === STATUS_APPROVED ? await approveWaitingChanges(tx, before) : undefined;
  const after = await updateProfileFlags(tx, before.id, {
    status,
    ...(featuringRefusal({ status, featuredConsent: before.featuredConsent }) ? { isFeatured: false } : {}),
    refusal,
  });
  await recordAdminAction(tx, {
    adminUserId,
    action: 'admin:profile-status',
    targetType: 'profile',
    targetId: before.id,
    before: flagsOf(before),
    after: {
      ...flagsOf(after),
      ...(refusal ? { reason: refusal.reason, note: refusal.note } : {}),
      ...(approved ? { approved_changes: approved } : {}),
    },
  });
  // The same refusal set again (a second tab, a double tap) tells the member nothing new.
  const told = before.status === status && before.refusal?.reason === refusal?.reason;
  const decision =
    refusal !== null
      ? told
        ? undefined
        : 'profile_rejected'
      : status === STATUS_APPROVED
        ? before.status !== STATUS_APPROVED
          ? 'profile_approved'
          : approved
            ? 'profile_changes_approved'
            : undefined
        : undefined;
  if (decision) await recordNotice(tx, { kind: decision, to: { profileId: before.id } });
  return { row: after, refused: refusal !== null && !told };
}

/** Any status may follow any other (the spec names no transitions). */
export async function updateProfileStatus(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config' | 'redis'>,
  adminUserId: number,
  profileId: number,
  change: StatusChange & { reviewKey?: string },
): Promise<AdminProfileRow> {
  const { row, refused } = await deps.db.transaction(async (tx) => {
    const before = await lockAdminProfile(tx, profileId);
    if (!before) throw profileNotFound();
    // The operator approves what they looked at: a change made since waits for another look.
    if (
      change.status === STATUS_APPROVED &&
      change.reviewKey !== undefined &&
      waitingForReview(before)?.review_key !== change.reviewKey
    ) {
      throw new AppError('CONFLICT', 'changedSinceSeen');
    }
    return writeStatusChange(tx, adminUserId, before, change);
  });
  if (refused) tellMemberOfRefusal(deps, row.id);
  // A refused or paused profile talks no more: its streams, on every instance, check at once.
  await announceAccountChanges(deps, [row.userId]);
  return toAdminProfileRow(row);
}
