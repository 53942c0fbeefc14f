import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import type { AccountLimits } from './account-limits.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.js';

export function passwordResetRoutes(app: App, deps: Deps, limits: AccountLimits): void {
  app.route({
    ...operation('requestPasswordReset', {
      tags: ['accounts'],
      summary:
        "Forgot password: mobile and date of birth (year-month-day) identify the account; a link valid for one hour is e-mailed to the profile's address ('No Email provided' without one)",
      errors: [400, 429],
    }),
    config: { auth: 'public' },
    preHandler: [limits.passwordResetPerIp, limits.passwordResetPerMobile],
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
