import { z } from 'zod';
import { DOMAINS } from '../../domains.js';
import { ROLES } from './token-claims.js';

export const meResponseSchema = z.object({
  user_id: z.number().int().positive(),
  mid: z.string().nullable(),
  role: z.enum(ROLES),
  domain: z.enum(DOMAINS),
  email_verified: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
