import type { App, AuthUser } from '../app-types.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { findAuthUser } from '../features/accounts/queries.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the token the request carried (set with `user`). */
    sessionId: string | null;
  }
}

/**
 * Authentication by each route's declared `config.auth`, never by URL. Product routes must declare
 * one (app.ts refuses to start otherwise); docs and static files declare none and are public.
 */
export function registerAuth(app: App, deps: Deps): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('requireUser', function (this: { user: AuthUser | null }) {
    if (!this.user) throw new AppError('UNAUTHENTICATED', 'loginRequired');
    return this.user;
  });

  app.addHook('onRequest', async (request) => {
    // Unmatched URLs (the 404 handler, the SPA fallback) have no route config: nothing to protect.
    const mode = request.routeOptions.config?.auth ?? 'public';
    if (mode === 'public') return;

    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) {
      if (mode === 'optional') return;
      throw new AppError('UNAUTHENTICATED', 'loginRequired');
    }
    const claims = deps.tokens.verify(token);
    const user = await deps.authCache.get(claims.sid, () => findAuthUser(deps.db, claims.sid));
    // A kept row may outlive its session's 30 days: the end is checked on every request.
    if (
      !user ||
      user.id !== claims.user_id ||
      user.tokenVersion !== claims.tv ||
      user.sessionExpiresAt.getTime() <= Date.now()
    ) {
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
    };
    request.sessionId = claims.sid;
  });
}
