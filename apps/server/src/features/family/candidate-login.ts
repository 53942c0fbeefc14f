import { type CandidateLoginRequest, FAMILY_INVITE_DAYS, siteName } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { siteUrl } from '../../config.js';
import { users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { roleFor } from '../access/guardians.js';
import { candidateLoginText } from './family-texts.js';
import { issueClaimSecret, mobileTaken, recordFamilyAction } from './queries.js';

const CLAIM_DAYS = FAMILY_INVITE_DAYS;

/**
 * A claim link to the candidate's own mobile, through the sign-up's number rules. Once claimed, the login
 * is the candidate's: no guardian can take it back.
 */
export async function candidateLogin(
  deps: Pick<Deps, 'db' | 'sms' | 'config' | 'log' | 'refusedMobiles'>,
  loginId: number,
  input: CandidateLoginRequest & { user_id: number },
) {
  const role = await roleFor(deps.db, input.user_id, loginId);
  if (!role) throw new AppError('FORBIDDEN', 'notYourFamilyProfile');
  if (role !== 'owner' && role !== 'manage') throw new AppError('FORBIDDEN', 'familyOwnerOnly');
  const ttlMs = CLAIM_DAYS * 24 * 60 * 60 * 1000;
  const { secret, account } = await deps.db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, input.user_id)).for('update');
    if (!account) throw new AppError('NOT_FOUND', 'profileNotFound');
    if (!account.addedByFamily || account.claimedAt !== null) {
      throw new AppError('CONFLICT', 'candidateHasLogin');
    }
    if (await deps.refusedMobiles.anyRefused(tx, [input.mobile])) {
      throw new AppError('FORBIDDEN', 'candidateMobileRefused');
    }
    if (await mobileTaken(tx, input.mobile, account.id)) throw new AppError('MOBILE_TAKEN', 'mobileTaken');
    await tx
      .update(users)
      .set({ mobile: input.mobile, updatedAt: new Date() })
      .where(eq(users.id, account.id));
    const secret = await issueClaimSecret(tx, account.id, ttlMs);
    await recordFamilyAction(tx, 'candidate-login', loginId, account.id);
    return { secret, account };
  });
  const language = account.language ?? 'en';
  const url = `${siteUrl(deps.config, account.domain)}/claim/${account.id}/${secret}`;
  const text = candidateLoginText(language, {
    siteName: siteName(account.domain, language),
    url,
    days: CLAIM_DAYS,
  });
  let smsSent = true;
  try {
    await deps.sms.send(input.mobile, text, { dltTemplateId: deps.config.smsDltClaimTemplateId });
  } catch (error) {
    deps.log.warn({ err: error }, 'a candidate login link could not be sent by SMS');
    smsSent = false;
  }
  return {
    Status: 'Success' as const,
    expires_at: new Date(Date.now() + ttlMs).toISOString(),
    sms_sent: smsSent,
  };
}
