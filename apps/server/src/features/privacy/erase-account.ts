import type { EraseAccountRequest } from '@varmala/shared';
import { type AnyColumn, and, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../app-types.js';
import type { Tx } from '../../db/client.js';
import { checkpointAfterErasure } from '../../db/embedded-maintenance.js';
import {
  adminAuditLog,
  attachments,
  downloads,
  notifications,
  photos,
  profiles,
  reports,
  unreachableReports,
  users,
} from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { verifyPassword } from '../accounts/password-hash.js';
import { findUserById } from '../accounts/queries.js';
import { rememberIfRefused } from '../accounts/refused-mobiles.js';
import { mediaContextOf, removeFiles } from '../media/media-context.js';

/**
 * The keys of an audit row's before/after that say what the operator did and nothing of who the
 * member was: statuses, flags, subscription numbers. Everything else (names an approval applied,
 * a mobile) goes when the member erases their account.
 */
const AUDIT_KEYS_KEPT = [
  'status',
  'is_featured',
  'subscription_id',
  'total_download',
  'end_date',
  'downloads',
  'days',
  'role',
  'domain',
  'sessions_ended',
  'closed_reports',
];

// The keys are this file's own constants: written into the statement as they are.
const KEPT_LIST = sql.raw(AUDIT_KEYS_KEPT.map((key) => `'${key}'`).join(', '));
const keptKeysOf = (column: AnyColumn) =>
  sql`(select jsonb_object_agg(e.key, e.value) from jsonb_each(${column}) as e where e.key in (${KEPT_LIST}))`;

/**
 * What other members and the operator keep of the account, written before its rows go: its member
 * id in their ledgers (downloads both ways, reports both ways) and in the audit log. Reports lose
 * their free text, which may name either member. The foreign keys then set the ids to null.
 */
async function leaveOnlyTheMid(tx: Tx, userId: number, profile: { id: number; mid: string } | undefined) {
  const mid = profile?.mid ?? null;
  await tx.update(downloads).set({ viewerMid: mid }).where(eq(downloads.userId, userId));
  await tx.update(reports).set({ reporterMid: mid, details: null }).where(eq(reports.reporterId, userId));
  await tx
    .update(unreachableReports)
    .set({ reporterMid: mid })
    .where(eq(unreachableReports.reporterId, userId));
  const aboutTheAccount = eq(adminAuditLog.targetId, String(userId));
  const target = profile
    ? or(
        and(eq(adminAuditLog.targetType, 'user'), aboutTheAccount),
        and(eq(adminAuditLog.targetType, 'profile'), eq(adminAuditLog.targetId, String(profile.id))),
      )
    : and(eq(adminAuditLog.targetType, 'user'), aboutTheAccount);
  await tx
    .update(adminAuditLog)
    .set({
      // Without a profile there is no member id: the account's number, which nothing names any more, stays.
      ...(profile ? { targetType: 'member', targetId: profile.mid } : {}),
      before: keptKeysOf(adminAuditLog.before),
      after: keptKeysOf(adminAuditLog.after),
    })
    .where(target);
  if (!profile) return;
  await tx.update(downloads).set({ profileMid: profile.mid }).where(eq(downloads.profileId, profile.id));
  await tx
    .update(reports)
    .set({ profileMid: profile.mid, details: null })
    .where(eq(reports.profileId, profile.id));
  await tx
    .update(unreachableReports)
    .set({ profileMid: profile.mid })
    .where(eq(unreachableReports.profileId, profile.id));
}

/** The stored files of the profile: every size of every photo, and the horoscope files. */
async function storedKeysOf(tx: Tx, profileId: number): Promise<string[]> {
  const photoRows = await tx
    .select({ short: photos.shortKey, large: photos.largeKey, url: photos.urlKey })
    .from(photos)
    .where(eq(photos.profileId, profileId));
  const fileRows = await tx
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(eq(attachments.profileId, profileId));
  return [...photoRows.flatMap((row) => [row.short, row.large, row.url]), ...fileRows.map((row) => row.key)];
}

/**
 * `DELETE /api/me`: erases the account for good, with the password typed again. In one transaction:
 * what others keep becomes the member id alone (`leaveOnlyTheMid`: downloads, reports and reports of
 * unreachable numbers both ways), then the account row goes, and with it (foreign keys) the profile,
 * photos and files rows, shortlists, blocks and interests both ways, partner preferences,
 * subscriptions, sessions and e-mailed tokens. The files go from storage after the commit; one that
 * cannot be removed is logged and left to the sweep of unreferenced files. The mobile number is free
 * to sign up again; after an account the operator refused, the new one starts Rejected (decision
 * 018). An operator's account is not erased here: the audit log names its actions.
 */
export async function eraseAccount(
  deps: Deps,
  viewer: AuthUser,
  input: EraseAccountRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  if (viewer.role === 'ADMIN') {
    throw new AppError('FORBIDDEN', 'operatorNotErasable');
  }
  const user = await findUserById(deps.db, viewer.id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('VALIDATION_FAILED', 'wrongPassword', { fields: { password: 'wrongPassword' } });
  }
  const keys = await deps.db.transaction(async (tx) => {
    // Locked, so an upload or a save of the profile waits and then finds nothing to write to.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    const [profile] = await tx
      .select({ id: profiles.id, mid: profiles.mid, status: profiles.status, mobiles: profiles.mobiles })
      .from(profiles)
      .where(eq(profiles.userId, viewer.id))
      .for('update');
    const stored = profile ? await storedKeysOf(tx, profile.id) : [];
    await leaveOnlyTheMid(tx, viewer.id, profile);
    // Notices to other families about her go too: they name her member id and lead to a profile
    // that is gone (her own notices go with her account).
    if (profile) {
      await tx
        .delete(notifications)
        .where(
          or(
            sql`${notifications.data}->>'mid' = ${profile.mid}`,
            sql`${notifications.data}->>'profile_id' = ${String(profile.id)}`,
          ),
        );
    }
    // Refused by the operator: the numbers stay as keyed hashes, so the way back is through the operator.
    await rememberIfRefused(tx, deps.refusedMobiles, user, profile);
    // The erasure itself is on record, by member id alone: a restore of an older backup can be checked against it.
    await tx.insert(adminAuditLog).values({
      action: 'member:erase',
      targetType: 'member',
      targetId: profile?.mid ?? String(viewer.id),
    });
    await tx.delete(users).where(eq(users.id, viewer.id));
    return stored;
  });
  deps.authCache.forget(viewer.id);
  await removeFiles(mediaContextOf(deps), keys, log);
  await checkpointAfterErasure(deps.database).catch((error: unknown) =>
    log.warn({ err: error }, 'embedded database not checkpointed after an erasure; it is at the next stop'),
  );
}
