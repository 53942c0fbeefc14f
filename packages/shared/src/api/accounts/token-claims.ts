import { z } from 'zod';
import { DOMAINS } from '../../domains.js';

export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The claims of the access token (DESIGN.md "API conventions"). */
export const tokenClaimsSchema = z.object({
  mid: z.string().nullable(),
  user_name: z.string(),
  user_id: z.number().int().positive(),
  gender: z.enum(['Male', 'Female']).nullable(),
  role: z.enum(ROLES),
  state: z.string().nullable(),
  subscription_id: z.number().int().positive().nullable(),
  domain: z.enum(DOMAINS),
  /** Acting for a family's profile (issue 53): the guardian's own account; absent otherwise. */
  act: z.number().int().positive().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** 50 minutes: the life of both the token and the cookie that holds it. */
export const TOKEN_TTL_MS = 3_000_000;
export const TOKEN_COOKIE = 'accessTokenV2';
