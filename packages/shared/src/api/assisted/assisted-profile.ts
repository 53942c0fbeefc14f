import { z } from 'zod';
import { DEFAULT_DOMAIN, DOMAINS } from '../../domains.js';
import { mobileNumber, newPassword, withoutControlCharacters } from '../../fields.js';
import { requiredText } from '../../free-text.js';
import { LANGUAGES } from '../../languages.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { PROFILE_FOR_VALUES } from '../../profile-for.js';
import { tokenResponseSchema } from '../common.js';
import { databaseId } from '../database-id.js';

/**
 * `POST /api/admin/assisted-profile`: the operator opens an account for a family at the office. The
 * steps are then saved with the usual step routes, as an operator may for any member.
 */
export const assistedProfileRequestSchema = z.object({
  user_name: requiredText(100),
  mobile_no: mobileNumber,
  domain: z.enum(DOMAINS, { error: M.invalidValue }).default(DEFAULT_DOMAIN),
  /** The family's language: the claim link's text and their e-mails are written in it. */
  language: z.enum(LANGUAGES, { error: M.invalidValue }).optional(),
  profile_for: z.enum(PROFILE_FOR_VALUES, { error: M.invalidValue }).optional(),
});
export type AssistedProfileRequest = z.input<typeof assistedProfileRequestSchema>;

/**
 * The link that lets the family set their own password, once, before it expires; its text goes to
 * the family's mobile by SMS and is ready to send on WhatsApp. Until claimed, the account is marked
 * registered by the operator.
 */
export const claimLinkResponseSchema = z.object({
  user_id: z.number().int(),
  mobile_no: z.string(),
  claim_url: z.string(),
  /** The message to send the family, in their language, the link in it. */
  claim_text: z.string(),
  /** ISO 8601. */
  expires_at: z.string(),
  registered_by_operator: z.literal(true),
  /** The SMS driver took the text; false when it refused it (the operator then sends it on WhatsApp). */
  sms_sent: z.boolean(),
});
export type ClaimLinkResponse = z.infer<typeof claimLinkResponseSchema>;

/** `POST /api/account/claim`: the claim link's user id and secret, and the family's own password. */
export const claimAccountRequestSchema = z.object({
  user_id: databaseId,
  secret: withoutControlCharacters(z.string().min(16).max(128)),
  password: newPassword,
});
export type ClaimAccountRequest = z.input<typeof claimAccountRequestSchema>;

/** The family is logged in with their new password. */
export const claimAccountResponseSchema = tokenResponseSchema;
