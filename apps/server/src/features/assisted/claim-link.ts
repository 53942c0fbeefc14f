import { type ClaimLinkResponse, siteName } from '@varmala/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type SiteAddresses, siteUrl } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import type { users } from '../../db/schema.js';
import type { SmsSender } from '../../lib/sms/sms.js';
import { issueOneTimeSecret } from '../access/one-time-tokens.js';
import { claimLinkText } from './claim-link-text.js';

/** Long enough for a family to find someone to help them open it. */
export const CLAIM_LINK_DAYS = 7;

export type IssuedClaimLink = Omit<ClaimLinkResponse, 'sms_sent'>;

export async function issueClaimLink(
  db: DbOrTx,
  sites: SiteAddresses,
  user: Pick<typeof users.$inferSelect, 'id' | 'mobile' | 'domain' | 'language'>,
): Promise<IssuedClaimLink> {
  const ttlMs = CLAIM_LINK_DAYS * 24 * 60 * 60 * 1000;
  const secret = await issueOneTimeSecret(db, { userId: user.id, purpose: 'account_claim', ttlMs });
  const url = `${siteUrl(sites, user.domain)}/claim/${user.id}/${secret}`;
  return {
    user_id: user.id,
    // Only a family's added profile is without a number.
    mobile_no: user.mobile ?? '',
    claim_url: url,
    claim_text: claimLinkText(user.language ?? 'en', {
      siteName: siteName(user.domain, user.language ?? 'en'),
      url,
      days: CLAIM_LINK_DAYS,
    }),
    expires_at: new Date(Date.now() + ttlMs).toISOString(),
    registered_by_operator: true,
  };
}

/** A driver that refuses it does not undo the account: the operator can still send the text on WhatsApp. */
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
