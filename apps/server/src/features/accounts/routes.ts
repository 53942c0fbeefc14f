import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  signupRequestSchema,
  tokenResponseSchema,
} from '@varmala/shared';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { errorResponses } from '../../plugins/error-handler.js';
import { changePassword } from './change-password.js';
import { login } from './login.js';
import { me } from './me.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { signup } from './signup.js';

export function accountsRoutes(app: App, deps: Deps): void {
  app.post(
    '/api/signup',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Register an account with a mobile number and password',
        body: signupRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => ({ token: await signup(deps, request.body, request.ip) }),
  );

  app.post(
    '/api/login',
    {
      config: { auth: 'public' },
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
        summary: 'A fresh token with the current claims (member id, subscription)',
        security: [{ bearer: [] }],
        response: { 200: tokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ token: await deps.tokens.issueFor(deps.db, request.requireUser().id) }),
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
      token: await changePassword(deps, request.requireUser().id, request.body),
    }),
  );

  passwordResetRoutes(app, deps);
}
