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
import { verifyPassword } from '../../lib/password-hash.js';
import { mediaContextOf, removeFiles } from '../../lib/uploads/media-context.js';
import { announceAccountChanges } from '../access/account-changes.js';
import { findUserById } from '../access/account-queries.js';
import { managedToErase } from '../access/guardians.js';
import { rememberIfRefused } from '../access/refused-mobiles.js';

/** What the operator did and nothing of who the member was; every other key goes with the erasure. */
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

// This file's own constants: written into the statement as they are.
const KEPT_LIST = sql.raw(AUDIT_KEYS_KEPT.map((key) => `'${key}'`).join(', '));
const keptKeysOf = (column: AnyColumn) =>
  sql`(select jsonb_object_agg(e.key, e.value) from jsonb_each(${column}) as e where e.key in (${KEPT_LIST}))`;

/** Ledgers and the audit log keep the member id; reports lose their free text, which may name either side. */
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
      // Without a profile: the account's number, which nothing names any more, stays.
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
 * Files go from storage after the commit; one that cannot be removed is left to the sweep. After an
 * account the operator refused, a new one with the number starts Rejected (decision 018). An operator's
 * account is not erased here: the audit log names its actions.
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
  // Acting for a family's profile, the password is the guardian's.
  const login = await findUserById(deps.db, viewer.actor?.id ?? viewer.id);
  if (!login) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
  if (!(await verifyPassword(login.passwordHash, input.password))) {
    throw new AppError('VALIDATION_FAILED', 'wrongPassword', { fields: { password: 'wrongPassword' } });
  }
  const managed = await managedToErase(deps.db, viewer.id, input.managed);
  const keys: string[] = [];
  for (const userId of [...managed, viewer.id]) {
    keys.push(...(await eraseOne(deps, userId)));
    deps.authCache.forget(userId);
  }
  await announceAccountChanges(deps, [...managed, viewer.id]);
  await removeFiles(mediaContextOf(deps), keys, log);
  await checkpointAfterErasure(deps.database).catch((error: unknown) =>
    log.warn({ err: error }, 'embedded database not checkpointed after an erasure; it is at the next stop'),
  );
}

async function eraseOne(deps: Deps, userId: number): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    // Locked, so an upload or a save of the profile waits and then finds nothing to write to.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return [];
    const viewer = { id: userId };
    const [profile] = await tx
      .select({ id: profiles.id, mid: profiles.mid, status: profiles.status, mobiles: profiles.mobiles })
      .from(profiles)
      .where(eq(profiles.userId, viewer.id))
      .for('update');
    const stored = profile ? await storedKeysOf(tx, profile.id) : [];
    await leaveOnlyTheMid(tx, viewer.id, profile);
    // Other families' notices about her name her member id and lead to a profile that is gone.
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
    // So a restore of an older backup can be checked against it.
    await tx.insert(adminAuditLog).values({
      action: 'member:erase',
      targetType: 'member',
      targetId: profile?.mid ?? String(viewer.id),
    });
    await tx.delete(users).where(eq(users.id, viewer.id));
    return stored;
  });
}
