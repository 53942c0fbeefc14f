import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { byAddress } from '../../lib/address-key.js';
import { operation } from '../../lib/operation.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { claimAccount, renewClaimLink } from './claim-account.js';
import { smsClaimLink } from './claim-link.js';
import { createAssistedProfile } from './create-assisted-profile.js';

/** Families registered at the office by the operator, and the link that hands them the account. */
export function assistedRoutes(app: App, deps: Deps): void {
  const claimSms = { sender: deps.sms, dltTemplateId: deps.config.smsDltClaimTemplateId };
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  app.route({
    ...operation('createAssistedProfile', {
      ...admin,
      summary:
        "Open an account for a family at the office (audited): the answer is a claim link, single use, 7 days, with its text in the family's language, sent to the mobile by SMS and ready to send on WhatsApp. The operator then saves the profile's steps (and the paper biodata as a horoscope file) with the step routes; the profile is reviewed like any other",
      errors: [400, 401, 403, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      smsClaimLink(
        claimSms,
        await createAssistedProfile(deps.db, deps.config, request.requireUser().id, request.body),
        request.log,
      ),
  });

  app.route({
    ...operation('renewClaimLink', {
      ...admin,
      summary:
        'A new claim link for an account the operator registered and the family has not claimed yet (the old one stops working), sent by SMS as the first; refused (409) once the family holds the account. Audited, refusals too',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      smsClaimLink(
        claimSms,
        await renewClaimLink(deps.db, deps.config, request.requireUser().id, request.params.userId),
        request.log,
      ),
  });

  app.route({
    ...operation('claimAccount', {
      tags: ['accounts'],
      summary:
        'The family sets their own password with the claim link, once, and is logged in. Tries are counted per address before anything is checked (429). A link of an account the family already holds (by this link, a password reset, a mobile code or a login) is answered 409 and changes nothing',
      errors: [400, 409, 429],
    }),
    config: { auth: 'public' },
    preHandler: rateLimit(app, deps.config.rateLimits, 'claimTriesPerIp', byAddress, 'tooManyClaimTries'),
    handler: async (request) => claimAccount(deps, request.body),
  });
}
