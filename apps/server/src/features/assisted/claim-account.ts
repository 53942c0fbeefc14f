import type { ClaimAccountRequest } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import type { SiteAddresses } from '../../config.js';
import type { Db } from '../../db/client.js';
import { adminAuditLog, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../../lib/password-hash.js';
import { isUnclaimed, markAccountClaimed } from '../access/account-claim.js';
import { consumeOneTimeSecret, wasIssued } from '../access/one-time-tokens.js';
import { startSession } from '../access/sessions.js';
import { issueClaimLink } from './claim-link.js';

/** Once: an account the family already holds answers 409, a made-up or foreign link 400. */
export async function claimAccount(
  deps: Pick<Deps, 'db' | 'tokens' | 'authCache'>,
  input: { user_id: number; secret: string; password: string } & ClaimAccountRequest,
): Promise<{ token: string }> {
  const sessionId = await deps.db.transaction(async (tx) => {
    // The row first, as every claim takes it: two tabs, or a claim and a reset, are decided in turn.
    const [user] = await tx.select().from(users).where(eq(users.id, input.user_id)).for('update');
    const token = user && (await consumeOneTimeSecret(tx, user.id, 'account_claim', input.secret));
    if (!user || !token || !isUnclaimed(user)) {
      // Only someone with a link the office really sent learns that the account is claimed.
      if (user?.claimedAt && (await wasIssued(tx, user.id, 'account_claim', input.secret))) {
        throw new AppError('CONFLICT', 'claimLinkAccountClaimed');
      }
      throw new AppError('BAD_REQUEST', 'invalidClaimLink');
    }
    // Hashed only after the secret opened the claim: made-up links cannot make the server run argon2.
    const passwordHash = await hashPassword(input.password);
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await markAccountClaimed(tx, user.id, 'claim-link');
    return startSession(tx, user.id);
  });
  deps.authCache.forget(input.user_id);
  return { token: await deps.tokens.issueFor(deps.db, input.user_id, sessionId) };
}

type Minted = { link: Awaited<ReturnType<typeof issueClaimLink>> } | { refused: AppError };

/** The old link stops working; each link and each refusal is audited. */
export async function renewClaimLink(db: Db, sites: SiteAddresses, adminUserId: number, userId: number) {
  const minted = await db.transaction(async (tx): Promise<Minted> => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    const audit = { adminUserId, targetType: 'user', targetId: String(userId) } as const;
    if (user && isUnclaimed(user)) {
      const link = await issueClaimLink(tx, sites, user);
      await tx
        .insert(adminAuditLog)
        .values({ ...audit, action: 'admin:claim-link-renewed', after: { expires_at: link.expires_at } });
      return { link };
    }
    const [reason, refused] = !user
      ? ['no-account', new AppError('NOT_FOUND', 'noAccountWithUserId', { params: { userId } })]
      : user.registeredBy === null
        ? ['not-assisted', new AppError('CONFLICT', 'notAssisted')]
        : ['claimed', new AppError('CONFLICT', 'alreadyClaimed')];
    await tx
      .insert(adminAuditLog)
      .values({ ...audit, action: 'admin:claim-link-refused', after: { reason } });
    return { refused };
  });
  // The refusal is written; its error goes out once that has committed.
  if ('refused' in minted) throw minted.refused;
  return minted.link;
}
