import type { FastifyRequest } from 'fastify';
import type { App, AuthMode, AuthUser } from '../app-types.js';
import type { AuthRow, Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { findAuthUser } from '../features/access/account-queries.js';
import { actingCacheKey, assertMayWrite, findActingUser } from '../features/access/guardians.js';
import type { AccessClaims } from '../features/access/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    sessionId: string | null;
  }
}

/** By each route's `config.auth`, never by URL; app.ts refuses to start on a product route without one. */
export function registerAuth(app: App, deps: Deps): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('requireUser', function (this: { user: AuthUser | null }) {
    if (!this.user) throw new AppError('UNAUTHENTICATED', 'loginRequired');
    return this.user;
  });

  /** The session's row, and whether its site keeps demo members apart, read from the database if not kept. */
  async function read(claims: AccessClaims): Promise<[AuthRow | undefined, boolean]> {
    const { act } = claims;
    const row =
      act === undefined
        ? await deps.authCache.get(claims.sid, () => findAuthUser(deps.db, claims.sid))
        : await deps.authCache.get(actingCacheKey(claims.sid, claims.user_id), () =>
            findActingUser(deps.db, claims.sid, claims.user_id, act),
          );
    return [row, row ? await demosApart(row) : false];
  }
  const demosApart = (row: AuthRow) => (row.role === 'ADMIN' ? false : deps.siteKinds.demosApart(row.domain));

  /** Who the token speaks for, or null for a visitor of an `optional` route; throws for a refused one. */
  function admit(
    request: FastifyRequest,
    mode: AuthMode,
    asLogin: boolean,
    claims: AccessClaims,
    row: AuthRow | undefined,
    apart: boolean,
  ): void {
    // A kept row may outlive its session's 30 days: the end is checked on every request.
    if (
      !row ||
      row.id !== claims.user_id ||
      row.tokenVersion !== claims.tv ||
      row.sessionExpiresAt.getTime() <= Date.now()
    ) {
      if (mode === 'optional') return;
      throw new AppError('UNAUTHENTICATED', 'sessionExpired');
    }
    if (mode === 'admin' && row.role !== 'ADMIN') {
      throw new AppError('FORBIDDEN', 'notAllowed');
    }
    const { act } = claims;
    request.user = {
      id: row.id,
      role: row.role,
      domain: row.domain,
      gender: row.gender,
      profileStatus: row.profileStatus,
      hasPhoto: row.hasPhoto,
      profileId: row.profileId,
      inBlock: row.inBlock,
      demo: row.demo,
      demosApart: apart,
      ...(act !== undefined && row.guardianRole ? { actor: { id: act, role: row.guardianRole } } : {}),
    };
    request.sessionId = claims.sid;
    // Use of the site, by the member or a guardian acting for them; never held up by it.
    if (row.profileId !== null) {
      deps.activity
        .mark(row.id)
        .catch((error: unknown) => request.log.warn({ err: error }, 'activity not recorded'));
    }
    if (!asLogin) assertMayWrite(request.user, request.method);
  }

  /** The verified claims of the bearer token; null for a visitor where one may read. */
  function claimsOf(request: FastifyRequest, mode: AuthMode): AccessClaims | null {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) {
      if (mode === 'optional') return null;
      throw new AppError('UNAUTHENTICATED', 'loginRequired');
    }
    try {
      return deps.tokens.verify(token);
    } catch (error) {
      // An open page read with a token no longer accepted is read as a visitor reads it.
      if (mode === 'optional') return null;
      throw error;
    }
  }

  // A member's requests find their session and site kept: then nothing here waits for a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    // Unmatched URLs (404, the SPA fallback) have nothing to protect.
    // Read once: Fastify builds the route's options anew on each read.
    const config = request.routeOptions.config;
    const mode = config?.auth ?? 'public';
    if (mode === 'public') return done();
    const asLogin = config?.asLogin === true;
    let claims: AccessClaims | null;
    try {
      claims = claimsOf(request, mode);
      if (!claims) return done();
      const row = deps.authCache.peek(
        claims.act === undefined ? claims.sid : actingCacheKey(claims.sid, claims.user_id),
      );
      const apart = row && (row.role === 'ADMIN' ? false : deps.siteKinds.keptDemosApart(row.domain));
      if (row && apart !== undefined) {
        admit(request, mode, asLogin, claims, row, apart);
        return done();
      }
    } catch (error) {
      return done(error as Error);
    }
    const verified = claims;
    read(verified).then(
      ([row, apart]) => {
        try {
          admit(request, mode, asLogin, verified, row, apart);
        } catch (error) {
          return done(error as Error);
        }
        done();
      },
      (error: Error) => done(error),
    );
  });
}
