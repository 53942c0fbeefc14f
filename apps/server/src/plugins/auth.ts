import type { FastifyRequest } from 'fastify';
import type { App, AuthMode, AuthUser } from '../app-types.js';
import type { AuthRow, Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { findAuthUser, viewerOf } from '../features/access/account-queries.js';
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

  /** The kept auth row of the token's session (or of the guardian's switch to a profile). */
  const keyOf = (claims: AccessClaims) =>
    claims.act === undefined ? claims.sid : actingCacheKey(claims.sid, claims.user_id);

  /** The session's row, read from the database if not kept. */
  function read(claims: AccessClaims): Promise<AuthRow | undefined> {
    const { act } = claims;
    return deps.authCache.get(keyOf(claims), () =>
      act === undefined
        ? findAuthUser(deps.db, claims.sid)
        : findActingUser(deps.db, claims.sid, claims.user_id, act),
    );
  }

  /** Whether the member's site keeps demo members apart (never for an admin): kept, else a promise of it. */
  function demosApart(row: AuthRow): boolean | Promise<boolean> {
    if (row.role === 'ADMIN') return false;
    return deps.siteKinds.keptDemosApart(row.domain) ?? deps.siteKinds.demosApart(row.domain);
  }

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
    request.user = viewerOf(
      row,
      apart,
      act !== undefined && row.guardianRole ? { id: act, role: row.guardianRole } : undefined,
    );
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
    let kept: AuthRow | undefined;
    let apart: boolean | Promise<boolean> | undefined;
    try {
      claims = claimsOf(request, mode);
      if (!claims) return done();
      kept = deps.authCache.peek(keyOf(claims));
      apart = kept && demosApart(kept);
      if (kept && typeof apart === 'boolean') {
        admit(request, mode, asLogin, claims, kept, apart);
        return done();
      }
    } catch (error) {
      return done(error as Error);
    }
    const verified = claims;
    (async () => {
      const row = kept ?? (await read(verified));
      admit(request, mode, asLogin, verified, row, row ? await (apart ?? demosApart(row)) : false);
    })().then(() => done(), done);
  });
}
