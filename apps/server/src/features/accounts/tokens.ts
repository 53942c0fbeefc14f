import { TOKEN_TTL_MS, type TokenClaims, tokenClaimsSchema } from '@varmala/shared';
import { createSigner, createVerifier } from 'fast-jwt';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findTokenSubject } from './queries.js';

/** The spec's claims plus `tv`, the account's token version, which a password change raises. */
export const accessClaimsSchema = tokenClaimsSchema.extend({ tv: z.number().int().nonnegative() });
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export interface TokenService {
  sign(claims: AccessClaims): string;
  verify(token: string): AccessClaims;
  issueFor(db: DbOrTx, userId: number): Promise<string>;
}

export function createTokenService(secret: string, ttlMs = TOKEN_TTL_MS): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlMs });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });

  const service: TokenService = {
    sign: (claims) => signer(claims),
    verify(token) {
      let payload: unknown;
      try {
        payload = verifier(token);
      } catch {
        throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');
      }
      const parsed = accessClaimsSchema.safeParse(payload);
      if (!parsed.success) {
        throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');
      }
      return parsed.data;
    },
    async issueFor(db, userId) {
      const subject = await findTokenSubject(db, userId);
      if (!subject) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');
      const claims: TokenClaims & { tv: number } = {
        mid: subject.mid,
        user_name: subject.userName,
        user_id: subject.id,
        gender: subject.gender,
        role: subject.role,
        state: subject.state,
        subscription_id: subject.subscriptionId,
        domain: subject.domain,
        tv: subject.tokenVersion,
      };
      return service.sign(claims);
    },
  };
  return service;
}
