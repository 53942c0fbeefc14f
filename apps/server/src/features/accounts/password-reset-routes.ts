import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { byAddress } from '../../lib/address-key.js';
import { operation } from '../../lib/operation.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { byMobile } from './limit-keys.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.js';

export function passwordResetRoutes(app: App, deps: Deps): void {
  app.route({
    ...operation('requestPasswordReset', {
      tags: ['accounts'],
      summary:
        "Forgot password: mobile and date of birth (year-month-day) identify the account; a link valid for one hour is e-mailed to the profile's address ('No Email provided' without one)",
      errors: [400, 429],
    }),
    config: { auth: 'public' },
    preHandler: [
      rateLimit(app, deps.config.rateLimits, 'passwordResetPerIp', byAddress),
      rateLimit(app, deps.config.rateLimits, 'passwordResetPerMobile', byMobile),
    ],
    handler: async (request) => requestPasswordReset(deps, request.body),
  });

  app.route({
    ...operation('confirmPasswordReset', {
      tags: ['accounts'],
      summary: 'Set a new password with the e-mailed link; it works once, and every session is signed out',
      errors: [400],
    }),
    config: { auth: 'public' },
    handler: async (request) => {
      await confirmPasswordReset(deps, request.body);
      return { Status: 'Success' as const };
    },
  });
}
