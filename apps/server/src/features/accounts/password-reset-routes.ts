import {
  passwordResetConfirmRequestSchema,
  passwordResetConfirmResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
} from '@varmala/shared';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { byAddress } from '../../lib/address-key.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { errorResponses } from '../../plugins/error-handler.js';
import { byMobile } from './limit-keys.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.js';

export function passwordResetRoutes(app: App, deps: Deps): void {
  app.post(
    '/api/password/reset',
    {
      config: { auth: 'public' },
      preHandler: [
        rateLimit(app, deps.config.rateLimits, 'passwordResetPerIp', byAddress),
        rateLimit(app, deps.config.rateLimits, 'passwordResetPerMobile', byMobile),
      ],
      schema: {
        tags: ['accounts'],
        summary:
          "Forgot password: mobile and date of birth (year-month-day) identify the account; a link valid for one hour is e-mailed to the profile's address ('No Email provided' without one)",
        body: passwordResetRequestSchema,
        response: { 200: passwordResetResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => requestPasswordReset(deps, request.body),
  );

  app.post(
    '/api/password/reset/confirm',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the e-mailed link; it works once, and every session is signed out',
        body: passwordResetConfirmRequestSchema,
        response: { 200: passwordResetConfirmResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await confirmPasswordReset(deps, request.body);
      return { Status: 'Success' as const };
    },
  );
}
