import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { byAddress } from '../../lib/address-key.js';
import { operation } from '../../lib/operation.js';
import { passwordTries, rateLimit } from '../../lib/rate-limit.js';
import { changePassword } from './change-password.js';
import { byMember, byMobile, byMobileAndAddress } from './limit-keys.js';
import { login } from './login.js';
import { me } from './me.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { updateLanguage } from './queries.js';
import { endSession } from './sessions.js';
import { signup } from './signup.js';

/** The session of the request's token; set by the auth check on every route that needs a login. */
function sessionOf(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError('UNAUTHENTICATED', 'loginRequired');
  return request.sessionId;
}

export function accountsRoutes(app: App, deps: Deps): void {
  const rules = deps.config.rateLimits;
  const loginTries = passwordTries(deps.redis, rules, 'loginPerMobile', byMobileAndAddress);
  const passwordChangeTries = passwordTries(deps.redis, rules, 'passwordChangePerMember', byMember);
  const member = { tags: ['accounts'], security: [{ bearer: [] }] };
  app.route({
    ...operation('signup', {
      tags: ['accounts'],
      summary: 'Register an account with a mobile number and password',
      errors: [400, 409, 429],
    }),
    config: { auth: 'public' },
    // The address first: attempts it refuses do not count against the mobile.
    preHandler: [
      rateLimit(app, rules, 'signupPerIp', byAddress),
      rateLimit(app, rules, 'signupPerMobile', byMobile),
    ],
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
    preHandler: [rateLimit(app, rules, 'loginPerIp', byAddress), loginTries.count],
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
    handler: async (request) => ({
      token: await deps.tokens.issueFor(deps.db, request.requireUser().id, sessionOf(request)),
    }),
  });

  app.route({
    ...operation('logout', {
      ...member,
      summary:
        "Log out: the token's session ends on the server, and the token (and any refreshed from it) is refused",
      errors: [401],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      const sessionId = sessionOf(request);
      await endSession(deps.db, sessionId, request.requireUser().id);
      deps.authCache.forgetSession(sessionId);
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

  passwordResetRoutes(app, deps);
}
