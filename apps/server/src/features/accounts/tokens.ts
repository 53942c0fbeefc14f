import { TOKEN_TTL_MS, tokenClaimsSchema } from '@varmala/shared';
import { createSigner, createVerifier } from 'fast-jwt';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findTokenSubject } from './queries.js';

/**
 * The spec's claims plus `tv`, the account's token version, which a password change raises, and
 * `sid`, the session (login) the token belongs to: a token without one is refused.
 */
export const accessClaimsSchema = tokenClaimsSchema.extend({
  tv: z.number().int().nonnegative(),
  sid: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export interface TokenService {
  sign(claims: AccessClaims): string;
  verify(token: string): AccessClaims;
  /** A token of session `sessionId` with the account's current claims. */
  issueFor(db: DbOrTx, userId: number, sessionId: string): Promise<string>;
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
        throw new AppError('UNAUTHENTICATED', 'sessionExpired');
      }
      const parsed = accessClaimsSchema.safeParse(payload);
      if (!parsed.success) {
        throw new AppError('UNAUTHENTICATED', 'sessionExpired');
      }
      return parsed.data;
    },
    async issueFor(db, userId, sessionId) {
      const subject = await findTokenSubject(db, userId);
      if (!subject) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
      const claims: AccessClaims = {
        mid: subject.mid,
        user_name: subject.userName,
        user_id: subject.id,
        gender: subject.gender,
        role: subject.role,
        state: subject.state,
        subscription_id: subject.subscriptionId,
        domain: subject.domain,
        tv: subject.tokenVersion,
        sid: sessionId,
      };
      return service.sign(claims);
    },
  };
  return service;
}
