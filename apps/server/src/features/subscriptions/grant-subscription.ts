import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { adminAuditLog, subscriptions, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { recordNotice } from '../events/record-notice.js';
import { findActiveSubscription, type SubscriptionRow } from './queries.js';

/** Days as hours, so a period is exactly days x 24 hours whatever the session's time zone. */
const daysOf = (days: number) => sql`make_interval(hours => ${days * 24}::int)`;

export type GrantTarget = { mobile: string } | { userId: number };

/** An admin's grant is recorded in the audit log. */
export type Grantor = { via: 'cli' } | { via: 'admin'; adminUserId: number };

export interface GrantResult {
  userId: number;
  /** Empty for a profile a family runs, which has no mobile of its own. */
  mobile: string;
  subscription: SubscriptionRow;
  extended: boolean;
  message: string;
}

function notFound(target: GrantTarget): AppError {
  return 'mobile' in target
    ? new AppError('NOT_FOUND', 'noAccountWithMobile', { params: { mobile: target.mobile } })
    : new AppError('NOT_FOUND', 'noAccountWithUserId', { params: { userId: target.userId } });
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A running subscription is extended (one quota; profiles already downloaded stay free). Given a
 * transaction, the grant commits or rolls back with it.
 */
export async function grantSubscription(
  db: DbOrTx,
  target: GrantTarget,
  grant: { downloads: number; days: number },
  grantor: Grantor,
): Promise<GrantResult> {
  return db.transaction(async (tx) => {
    // Serialises grants to one member, so two at once cannot both start one.
    const [user] = await tx
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where('mobile' in target ? eq(users.mobile, target.mobile) : eq(users.id, target.userId))
      .for('update');
    if (!user) throw notFound(target);

    const running = await findActiveSubscription(tx, user.id, true);
    let subscription: SubscriptionRow | undefined;
    if (running) {
      [subscription] = await tx
        .update(subscriptions)
        .set({
          totalDownload: sql`${subscriptions.totalDownload} + ${grant.downloads}::int`,
          endDate: sql`${subscriptions.endDate} + ${daysOf(grant.days)}`,
        })
        .where(eq(subscriptions.id, running.id))
        .returning();
    } else {
      [subscription] = await tx
        .insert(subscriptions)
        .values({
          userId: user.id,
          totalDownload: grant.downloads,
          startDate: sql`now()`,
          endDate: sql`now() + ${daysOf(grant.days)}`,
          grantedBy: grantor.via === 'admin' ? grantor.adminUserId : null,
        })
        .returning();
    }
    if (!subscription) throw new Error('The subscription could not be saved.');

    await tx.insert(adminAuditLog).values({
      adminUserId: grantor.via === 'admin' ? grantor.adminUserId : null,
      action: `${grantor.via}:grant-subscription`,
      targetType: 'user',
      targetId: String(user.id),
      before: running
        ? { subscription_id: running.id, total_download: running.totalDownload, end_date: running.endDate }
        : undefined,
      after: {
        subscription_id: subscription.id,
        downloads: grant.downloads,
        days: grant.days,
        total_download: subscription.totalDownload,
        end_date: subscription.endDate,
      },
    });

    await recordNotice(tx, {
      kind: 'subscription_granted',
      to: { userId: user.id },
      data: { end_date: subscription.endDate.toISOString(), downloads: subscription.totalDownload },
    });

    const message = running
      ? `Extended subscription ${subscription.id} of ${user.mobile} by ${grant.downloads} downloads and ${grant.days} days (now ${subscription.totalDownload} downloads, until ${day(subscription.endDate)}).`
      : `Granted ${grant.downloads} downloads for ${grant.days} days to ${user.mobile} (subscription ${subscription.id}, until ${day(subscription.endDate)}).`;
    return { userId: user.id, mobile: user.mobile ?? '', subscription, extended: Boolean(running), message };
  });
}
