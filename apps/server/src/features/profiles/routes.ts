import { STEP_OPERATIONS } from '@varmala/shared';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { byAddress } from '../../lib/address-key.js';
import { operation } from '../../lib/operation.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { verifyEmail } from './email-verification.js';
import { setFeaturedConsent } from './featured-consent.js';
import { readBasic, readSection } from './read-steps.js';
import { saveBasic } from './save-basic.js';
import { saveSection } from './save-section.js';
import type { SectionStep } from './sections.js';

const SECTION_ROUTES = {
  personal: { ...STEP_OPERATIONS.personal, title: 'personal details' },
  work: { ...STEP_OPERATIONS.work, title: 'education and work' },
  family: { ...STEP_OPERATIONS.family, title: 'family details' },
  horoscope: { ...STEP_OPERATIONS.horoscope, title: 'horoscope' },
} as const satisfies Record<SectionStep, { read: string; save: string; title: string }>;

export function profileRoutes(app: App, deps: Deps): void {
  const owner = { tags: ['profile'], security: [{ bearer: [] }] };

  app.route({
    ...operation('readBasic', {
      ...owner,
      summary: 'Step 1 of the profile (owner or admin)',
      errors: [401, 403, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) => readBasic(deps, request.requireUser(), request.params.userId),
  });

  app.route({
    ...operation('saveBasic', {
      ...owner,
      summary: 'Save step 1; the first save creates the profile and its member id',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) => saveBasic(deps, request.requireUser(), request.params.userId, request.body),
  });

  for (const [step, section] of Object.entries(SECTION_ROUTES) as [
    SectionStep,
    (typeof SECTION_ROUTES)[SectionStep],
  ][]) {
    app.route({
      ...operation(section.read, {
        ...owner,
        summary: `The profile's ${section.title} (owner or admin)`,
        errors: [401, 403, 404],
      }),
      config: { auth: 'user' },
      handler: async (request) => readSection(deps, request.requireUser(), request.params.userId, step),
    });

    app.route({
      ...operation(section.save, {
        ...owner,
        summary: `Save the profile's ${section.title}`,
        errors: [400, 401, 403, 409],
      }),
      config: { auth: 'user' },
      handler: async (request) =>
        saveSection(
          deps,
          request.requireUser(),
          request.params.userId,
          step,
          request.body as Record<string, unknown>,
        ),
    });
  }

  app.route({
    ...operation('setFeaturedConsent', {
      ...owner,
      summary:
        'Let the operator show the profile (name, age, city, photo) on the public home page, or not; no also takes it off the page',
      errors: [400, 401, 403, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      setFeaturedConsent(deps, request.requireUser(), request.params.userId, request.body.consent),
  });

  app.route({
    ...operation('verifyEmail', {
      tags: ['profile'],
      summary: 'Confirm an e-mail address with the secret from the e-mailed link (works once)',
      errors: [400, 429],
    }),
    config: { auth: 'public' },
    preHandler: rateLimit(app, deps.config.rateLimits, 'verifyEmailPerIp', byAddress),
    handler: async (request) => {
      await verifyEmail(deps, request.body.user_id, request.body.secret);
      return { Status: 'Success' as const };
    },
  });
}
