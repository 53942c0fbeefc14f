import type { ClaimLinkResponse } from '@varmala/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { users } from '../../db/schema.js';
import type { SmsSender } from '../../lib/sms/sms.js';
import { issueOneTimeSecret } from '../accounts/one-time-tokens.js';
import { SITE_NAMES } from '../payments/upi-link.js';
import { claimLinkText } from './claim-link-text.js';

/** How long a claim link works: long enough for a family to find someone to help them open it. */
export const CLAIM_LINK_DAYS = 7;

export type IssuedClaimLink = Omit<ClaimLinkResponse, 'sms_sent'>;

/** A fresh claim link for an account the operator registered; an earlier one stops working. */
export async function issueClaimLink(
  db: DbOrTx,
  publicUrl: string,
  user: Pick<typeof users.$inferSelect, 'id' | 'mobile' | 'domain' | 'language'>,
): Promise<IssuedClaimLink> {
  const ttlMs = CLAIM_LINK_DAYS * 24 * 60 * 60 * 1000;
  const secret = await issueOneTimeSecret(db, { userId: user.id, purpose: 'account_claim', ttlMs });
  const url = `${publicUrl}/claim/${user.id}/${secret}`;
  return {
    user_id: user.id,
    mobile_no: user.mobile,
    claim_url: url,
    claim_text: claimLinkText(user.language ?? 'en', {
      siteName: SITE_NAMES[user.domain],
      url,
      days: CLAIM_LINK_DAYS,
    }),
    expires_at: new Date(Date.now() + ttlMs).toISOString(),
    registered_by_operator: true,
  };
}

/**
 * The claim link's text sent by SMS to the account's mobile, once the link is saved. A driver that
 * refuses it does not undo the account: the operator still has the text to send on WhatsApp.
 */
export async function smsClaimLink(
  sms: { sender: SmsSender; dltTemplateId: string | undefined },
  link: IssuedClaimLink,
  log: FastifyBaseLogger,
): Promise<ClaimLinkResponse> {
  try {
    await sms.sender.send(link.mobile_no, link.claim_text, { dltTemplateId: sms.dltTemplateId });
    return { ...link, sms_sent: true };
  } catch (error) {
    log.warn({ err: error, userId: link.user_id }, 'the claim link could not be sent by SMS');
    return { ...link, sms_sent: false };
  }
}
