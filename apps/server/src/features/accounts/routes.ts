import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { operation } from '../../lib/operation.js';
import { announceAccountChanges } from '../access/account-changes.js';
import { updateLanguage } from '../access/account-queries.js';
import { endSession } from '../access/sessions.js';
import type { AccountLimits } from './account-limits.js';
import { changePassword } from './change-password.js';
import { login } from './login.js';
import { me } from './me.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { signup } from './signup.js';

/** The session of the request's token; set by the auth check on every route that needs a login. */
function sessionOf(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError('UNAUTHENTICATED', 'loginRequired');
  return request.sessionId;
}

export function accountsRoutes(app: App, deps: Deps, limits: AccountLimits): void {
  const { loginTries, passwordChangeTries } = limits;
  const member = { tags: ['accounts'], security: [{ bearer: [] }] };
  app.route({
    ...operation('signup', {
      tags: ['accounts'],
      summary: 'Register an account with a mobile number and password',
      errors: [400, 409, 429],
    }),
    config: { auth: 'public' },
    // The address first: attempts it refuses do not count against the mobile.
    preHandler: [limits.signupPerIp, limits.signupPerMobile],
    handler: async (request) => signup(deps, request.body),
  });

  app.route({
    ...operation('login', {
      tags: ['accounts'],
      summary: 'Log in with mobile number and password',
      errors: [400, 401, 429],
    }),
    config: { auth: 'public' },
    // Counted before the password is checked, so tries sent together count too, and a try past
    // either limit costs a counter, never a password hash.
    preHandler: [limits.loginPerIp, loginTries.count],
    handler: async (request) => {
      const token = await login(deps, request.body);
      await loginTries.forget(request);
      return { token };
    },
  });

  app.route({
    ...operation('me', { ...member, summary: 'The member behind the token', errors: [401] }),
    config: { auth: 'user' },
    handler: async (request) => me(deps, request.requireUser().id),
  });

  app.route({
    ...operation('setLanguage', {
      ...member,
      summary: 'Remember the language I read the site in, so that my e-mails are written in it',
      errors: [400, 401],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      await updateLanguage(deps.db, request.requireUser().id, request.body.language);
      return { Status: 'Success' as const };
    },
  });

  app.route({
    ...operation('refreshToken', {
      ...member,
      summary:
        'A fresh token of the same session with the current claims (member id, subscription); the session still ends 30 days after its login',
      errors: [401],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      const user = request.requireUser();
      // A switch token refreshes as one, while its guardian still runs the profile (the auth check).
      return { token: await deps.tokens.issueFor(deps.db, user.id, sessionOf(request), user.actor?.id) };
    },
  });

  app.route({
    ...operation('logout', {
      ...member,
      summary:
        "Log out: the token's session ends on the server, and the token (and any refreshed from it) is refused",
      errors: [401],
    }),
    config: { auth: 'user', asLogin: true },
    handler: async (request) => {
      const sessionId = sessionOf(request);
      const user = request.requireUser();
      // The session is the login's, whichever profile its token acts for.
      await endSession(deps.db, sessionId, user.actor?.id ?? user.id);
      deps.authCache.forgetSession(sessionId);
      await announceAccountChanges(deps, [user.id, user.actor?.id ?? null]);
      return { Status: 'Success' as const };
    },
  });

  app.route({
    ...operation('changePassword', {
      ...member,
      summary: 'Change the password; other sessions are signed out',
      errors: [400, 401, 429],
    }),
    config: { auth: 'user' },
    preHandler: passwordChangeTries.count,
    handler: async (request) => {
      const token = await changePassword(deps, request.requireUser().id, sessionOf(request), request.body);
      await passwordChangeTries.forget(request);
      return { Status: 'Success' as const, token };
    },
  });

  passwordResetRoutes(app, deps, limits);
}
