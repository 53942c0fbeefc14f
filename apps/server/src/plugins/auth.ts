import type { App, AuthUser } from '../app-types.js';
import type { Deps } from '../deps.js';
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

  app.addHook('onRequest', async (request) => {
    // Unmatched URLs (404, the SPA fallback) have nothing to protect.
    // Read once: Fastify builds the route's options anew on each read.
    const config = request.routeOptions.config;
    const mode = config?.auth ?? 'public';
    if (mode === 'public') return;

    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) {
      if (mode === 'optional') return;
      throw new AppError('UNAUTHENTICATED', 'loginRequired');
    }
    let claims: AccessClaims;
    try {
      claims = deps.tokens.verify(token);
    } catch (error) {
      // An open page read with a token no longer accepted is read as a visitor reads it.
      if (mode === 'optional') return;
      throw error;
    }
    const { act } = claims;
    const user =
      act === undefined
        ? await deps.authCache.get(claims.sid, () => findAuthUser(deps.db, claims.sid))
        : await deps.authCache.get(actingCacheKey(claims.sid, claims.user_id), () =>
            findActingUser(deps.db, claims.sid, claims.user_id, act),
          );
    // A kept row may outlive its session's 30 days: the end is checked on every request.
    if (
      !user ||
      user.id !== claims.user_id ||
      user.tokenVersion !== claims.tv ||
      user.sessionExpiresAt.getTime() <= Date.now()
    ) {
      if (mode === 'optional') return;
      throw new AppError('UNAUTHENTICATED', 'sessionExpired');
    }
    if (mode === 'admin' && user.role !== 'ADMIN') {
      throw new AppError('FORBIDDEN', 'notAllowed');
    }
    request.user = {
      id: user.id,
      role: user.role,
      domain: user.domain,
      gender: user.gender,
      profileStatus: user.profileStatus,
      hasPhoto: user.hasPhoto,
      profileId: user.profileId,
      inBlock: user.inBlock,
      demo: user.demo,
      demosApart: user.role === 'ADMIN' ? false : await deps.siteKinds.demosApart(user.domain),
      ...(act !== undefined && user.guardianRole ? { actor: { id: act, role: user.guardianRole } } : {}),
    };
    request.sessionId = claims.sid;
    // Use of the site, by the member or a guardian acting for them; never held up by it.
    if (user.profileId !== null) {
      deps.activity
        .mark(user.id)
        .catch((error: unknown) => request.log.warn({ err: error }, 'activity not recorded'));
    }
    if (!config?.asLogin) assertMayWrite(request.user, request.method);
  });
}
