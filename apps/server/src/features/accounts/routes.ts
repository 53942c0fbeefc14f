import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  signupRequestSchema,
  successBodySchema,
  tokenResponseSchema,
} from '@varmala/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { byAddress } from '../../lib/address-key.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { errorResponses } from '../../plugins/error-handler.js';
import { changePassword } from './change-password.js';
import { byMobile } from './limit-keys.js';
import { login } from './login.js';
import { me } from './me.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { endSession } from './sessions.js';
import { signup } from './signup.js';

/** The session of the request's token; set by the auth check on every route that needs a login. */
function sessionOf(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return request.sessionId;
}

export function accountsRoutes(app: App, deps: Deps): void {
  const rules = deps.config.rateLimits;
  app.post(
    '/api/signup',
    {
      config: { auth: 'public' },
      // The address first: attempts it refuses do not count against the mobile.
      preHandler: [
        rateLimit(app, rules, 'signupPerIp', byAddress),
        rateLimit(app, rules, 'signupPerMobile', byMobile),
      ],
      schema: {
        tags: ['accounts'],
        summary: 'Register an account with a mobile number and password',
        body: signupRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => ({ token: await signup(deps, request.body) }),
  );

  app.post(
    '/api/login',
    {
      config: { auth: 'public' },
      preHandler: rateLimit(app, rules, 'loginPerIp', byAddress),
      schema: {
        tags: ['accounts'],
        summary: 'Log in with mobile number and password',
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ token: await login(deps, request.body, request.ip) }),
  );

  app.get(
    '/api/me',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The member behind the token',
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => me(deps, request.requireUser().id),
  );

  app.get(
    '/api/refresh-token',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['accounts'],
        summary:
          'A fresh token of the same session with the current claims (member id, subscription); the session still ends 30 days after its login',
        security: [{ bearer: [] }],
        response: { 200: tokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      token: await deps.tokens.issueFor(deps.db, request.requireUser().id, sessionOf(request)),
    }),
  );

  app.post(
    '/api/logout',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['accounts'],
        summary:
          "Log out: the token's session ends on the server, and the token (and any refreshed from it) is refused",
        security: [{ bearer: [] }],
        response: { 200: successBodySchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const sessionId = sessionOf(request);
      await endSession(deps.db, sessionId, request.requireUser().id);
      deps.authCache.forgetSession(sessionId);
      return { Status: 'Success' as const };
    },
  );

  app.post(
    '/api/password/change',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; other sessions are signed out',
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      Status: 'Success' as const,
      token: await changePassword(deps, request.requireUser().id, sessionOf(request), request.body),
    }),
  );

  passwordResetRoutes(app, deps);
}
