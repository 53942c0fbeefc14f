import {
  FAMILY_INVITE_DAYS,
  FAMILY_INVITES_PER_DAY,
  type FamilyInviteRequest,
  type FamilyInviteResponse,
  siteName,
} from '@varmala/shared';
import { and, count, eq, gt } from 'drizzle-orm';
import { siteUrl } from '../../config.js';
import { familyInvites, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { inviteText } from './family-texts.js';
import { hashSecret, newSecret, ownedBy, recordFamilyAction } from './queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the profile's owner or its candidate; five a day; the link works 7 days, once, for that number. */
export async function inviteGuardian(
  deps: Pick<Deps, 'db' | 'sms' | 'config' | 'log'>,
  loginId: number,
  input: FamilyInviteRequest & { user_id: number },
): Promise<FamilyInviteResponse> {
  const owned = await ownedBy(deps.db, loginId);
  if (!owned.includes(input.user_id)) throw new AppError('FORBIDDEN', 'familyOwnerOnly');
  const secret = newSecret();
  const expiresAt = new Date(Date.now() + FAMILY_INVITE_DAYS * DAY_MS);
  const login = await deps.db.transaction(async (tx) => {
    // Invitations sent at once are counted one after the other.
    const [row] = await tx
      .select({ domain: users.domain, language: users.language })
      .from(users)
      .where(eq(users.id, loginId))
      .for('update');
    if (!row) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
    const [sent] = await tx
      .select({ n: count() })
      .from(familyInvites)
      .where(
        and(eq(familyInvites.invitedBy, loginId), gt(familyInvites.createdAt, new Date(Date.now() - DAY_MS))),
      );
    if ((sent?.n ?? 0) >= FAMILY_INVITES_PER_DAY) {
      throw new AppError('RATE_LIMITED', 'tooManyFamilyInvites', { params: { max: FAMILY_INVITES_PER_DAY } });
    }
    await tx.insert(familyInvites).values({
      profileUserId: input.user_id,
      invitedBy: loginId,
      mobile: input.mobile,
      role: input.role,
      secretHash: hashSecret(secret),
      expiresAt,
    });
    await recordFamilyAction(tx, 'invite', loginId, input.user_id, { role: input.role });
    return row;
  });
  const language = login.language ?? 'en';
  const url = `${siteUrl(deps.config, login.domain)}/family/invite/${secret}`;
  const text = inviteText(language, {
    siteName: siteName(login.domain, language),
    url,
    days: FAMILY_INVITE_DAYS,
  });
  let smsSent = true;
  try {
    await deps.sms.send(input.mobile, text);
  } catch (error) {
    // The invitation stands; the family can send another once the SMS provider answers.
    deps.log.warn({ err: error }, 'a family invitation could not be sent by SMS');
    smsSent = false;
  }
  return { Status: 'Success', expires_at: expiresAt.toISOString(), sms_sent: smsSent };
}
