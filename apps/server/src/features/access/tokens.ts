import { TOKEN_TTL_MS, tokenClaimsSchema } from '@varmala/shared';
import { createSigner, createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findTokenSubject } from './account-queries.js';

/** `tv`: the token version a password change raises; `sid`: the session, without which a token is refused. */
export const accessClaimsSchema = tokenClaimsSchema.extend({
  tv: z.number().int().nonnegative(),
  sid: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export interface TokenService {
  sign(claims: AccessClaims): string;
  verify(token: string): AccessClaims;
  /** With `act`, a switch token of that guardian (whose session it is) acting for `userId`'s profile. */
  issueFor(db: Db, userId: number, sessionId: string, act?: number): Promise<string>;
}

/** Tokens checked lately, by their whole text: a member's next request costs a lookup, not a hash. */
const VERIFIED_TOKENS = 1_000;

interface Verified {
  claims: AccessClaims;
  /** The token's `exp`, in milliseconds. */
  expiresAt: number;
}

export function createTokenService(secret: string, ttlMs = TOKEN_TTL_MS): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlMs });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  const verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS });

  const service: TokenService = {
    sign: (claims) => signer(claims),
    verify(token) {
      const kept = verified.get(token);
      if (kept) {
        if (kept.expiresAt > Date.now()) return kept.claims;
        verified.delete(token);
      }
      let payload: { exp?: unknown };
      try {
        payload = verifier(token);
      } catch {
        throw new AppError('UNAUTHENTICATED', 'sessionExpired');
      }
      const parsed = accessClaimsSchema.safeParse(payload);
      if (!parsed.success || typeof payload.exp !== 'number') {
        throw new AppError('UNAUTHENTICATED', 'sessionExpired');
      }
      const claims = Object.freeze(parsed.data);
      verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    },
    async issueFor(db, userId, sessionId, act) {
      const subject = await findTokenSubject(db, userId, act);
      if (!subject) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
      // A switch token carries the guardian's token version: their password change ends it too.
      const tokenVersion = act === undefined ? subject.tokenVersion : subject.guardianTokenVersion;
      if (tokenVersion === null) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
      const claims: AccessClaims = {
        mid: subject.mid,
        user_name: subject.userName,
        user_id: subject.id,
        gender: subject.gender,
        role: subject.role,
        state: subject.state,
        subscription_id: subject.subscriptionId,
        domain: subject.domain,
        tv: tokenVersion,
        sid: sessionId,
        ...(act === undefined ? {} : { act }),
      };
      return service.sign(claims);
    },
  };
  return service;
}
