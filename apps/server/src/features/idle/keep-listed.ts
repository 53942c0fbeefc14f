import type { RelistResponse, SuccessBody } from '@varmala/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { TODAY_IN_INDIA } from '../access/activity.js';
import { consumeOneTimeSecret, findOneTimeSecret } from '../access/one-time-tokens.js';
import { basicDetailsMissing } from '../access/ownership.js';

/** What a family's answer to the warning changes: used today, the warning forgotten. */
const usedToday = { lastActiveOn: sql`${TODAY_IN_INDIA}`, idleWarnedAt: null };

/**
 * `POST /api/keep-listed`: the warning mail's one-click link, no login. The profile counts as
 * used today, and a profile already paused for inactivity is listed again. The link works once,
 * for 14 days; a link the site never sent changes nothing.
 */
export async function keepListed(db: DbOrTx, token: string): Promise<SuccessBody> {
  const issued = await findOneTimeSecret(db, 'keep_listed', token);
  if (!issued) throw new AppError('BAD_REQUEST', 'keepListedLinkInvalid');
  if (issued.usedAt) throw new AppError('CONFLICT', 'keepListedLinkUsed');
  if (issued.expiresAt.getTime() <= Date.now()) throw new AppError('BAD_REQUEST', 'keepListedLinkExpired');
  // Two clicks racing: the update is the check, the second finds it used.
  if (!(await consumeOneTimeSecret(db, issued.userId, 'keep_listed', token))) {
    throw new AppError('CONFLICT', 'keepListedLinkUsed');
  }
  await db
    .update(profiles)
    .set({
      ...usedToday,
      paused: sql`case when ${profiles.pausedFor} = 'idle' then false else ${profiles.paused} end`,
    })
    .where(eq(profiles.userId, issued.userId));
  return { Status: 'Success' };
}

/** `POST /api/me/relist`: a profile paused for inactivity is listed again, in one tap. */
export async function relistProfile(db: DbOrTx, userId: number): Promise<RelistResponse> {
  const [row] = await db
    .update(profiles)
    .set({ ...usedToday, paused: false })
    .where(and(eq(profiles.userId, userId), eq(profiles.pausedFor, 'idle')))
    .returning({ id: profiles.id });
  if (row) return { Status: 'Success', paused: false };
  const [own] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  if (!own) throw basicDetailsMissing();
  throw new AppError('CONFLICT', 'notPausedForInactivity');
}
