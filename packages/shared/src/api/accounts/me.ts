import { z } from 'zod';
import { DOMAINS } from '../../domains.js';
import { languageSchema } from '../../language-schema.js';
import { successBodySchema } from '../common.js';
import { ROLES } from './token-claims.js';

export const meResponseSchema = z.object({
  user_id: z.number().int().positive(),
  mid: z.string().nullable(),
  role: z.enum(ROLES),
  domain: z.enum(DOMAINS),
  email_verified: z.boolean(),
  /** The language the member chose for the site and their e-mails; null before any choice. */
  language: languageSchema.nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** The member's language, remembered on the account so that their e-mails are written in it. */
export const setLanguageRequestSchema = z.object({ language: languageSchema });
export type SetLanguageRequest = z.infer<typeof setLanguageRequestSchema>;
export const setLanguageResponseSchema = successBodySchema;
