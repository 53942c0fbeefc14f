import { randomBytes } from 'node:crypto';
import type { AssistedProfileRequest } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { SiteAddresses } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../../lib/password-hash.js';
import { insertUser } from '../access/account-queries.js';
import { recordAdminAction } from '../events/audit-log.js';
import { type IssuedClaimLink, issueClaimLink } from './claim-link.js';

/**
 * `POST /api/admin/assisted-profile`: an account for a family who came to the office. Its password
 * is one nobody knows until the family sets theirs through the claim link; the operator saves the
 * profile's steps with the usual step routes, and the profile is reviewed like any other.
 */
export async function createAssistedProfile(
  db: Db,
  sites: SiteAddresses,
  adminUserId: number,
  input: AssistedProfileRequest & { domain: 'varmala' | 'tamilmala' },
): Promise<IssuedClaimLink> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      mobile: input.mobile_no,
      passwordHash,
      userName: input.user_name,
      domain: input.domain,
      language: input.language ?? null,
      profileFor: input.profile_for ?? null,
      refusedAtSignup: false,
    });
    if (!user) throw new AppError('MOBILE_TAKEN', 'mobileTaken');
    const [row] = await tx
      .update(users)
      .set({ registeredBy: adminUserId })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new Error('The account could not be saved.');
    await recordAdminAction(tx, {
      adminUserId,
      action: 'admin:assisted-profile',
      targetType: 'user',
      targetId: row.id,
      after: { user_name: row.userName, domain: row.domain, language: row.language },
    });
    return issueClaimLink(tx, sites, row);
  });
}
