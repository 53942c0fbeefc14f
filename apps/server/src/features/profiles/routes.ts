import {
  basicRequestSchema,
  basicResponseSchema,
  familyRequestSchema,
  familyResponseSchema,
  horoscopeRequestSchema,
  horoscopeResponseSchema,
  personalRequestSchema,
  personalResponseSchema,
  saveBasicResponseSchema,
  saveStepResponseSchema,
  stepQuerySchema,
  successBodySchema,
  verifyEmailRequestSchema,
  workRequestSchema,
  workResponseSchema,
} from '@varmala/shared';
import type { z } from 'zod';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { byAddress } from '../../lib/address-key.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { errorResponses } from '../../plugins/error-handler.js';
import type { SectionStep } from './columns.js';
import { verifyEmail } from './email-verification.js';
import { userIdParamsSchema } from './params.js';
import { readBasic, readSection } from './read-steps.js';
import { saveBasic } from './save-basic.js';
import { saveSection } from './save-section.js';

const SECTIONS: Record<SectionStep, { request: z.ZodType; response: z.ZodType; title: string }> = {
  personal: { request: personalRequestSchema, response: personalResponseSchema, title: 'personal details' },
  work: { request: workRequestSchema, response: workResponseSchema, title: 'education and work' },
  family: { request: familyRequestSchema, response: familyResponseSchema, title: 'family details' },
  horoscope: { request: horoscopeRequestSchema, response: horoscopeResponseSchema, title: 'horoscope' },
};

export function profileRoutes(app: App, deps: Deps): void {
  const owner = { tags: ['profile'], security: [{ bearer: [] }], params: userIdParamsSchema };

  app.get(
    '/api/profile/:userId/basic',
    {
      config: { auth: 'user' },
      schema: {
        ...owner,
        summary: 'Step 1 of the profile (owner or admin)',
        querystring: stepQuerySchema,
        response: { 200: basicResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => readBasic(deps, request.requireUser(), request.params.userId),
  );

  app.post(
    '/api/profile/:userId/basic',
    {
      config: { auth: 'user' },
      schema: {
        ...owner,
        summary: 'Save step 1; the first save creates the profile and its member id',
        body: basicRequestSchema,
        response: { 200: saveBasicResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => saveBasic(deps, request.requireUser(), request.params.userId, request.body),
  );

  for (const [step, section] of Object.entries(SECTIONS) as [SectionStep, (typeof SECTIONS)[SectionStep]][]) {
    app.get(
      `/api/profile/:userId/${step}`,
      {
        config: { auth: 'user' },
        schema: {
          ...owner,
          summary: `The profile's ${section.title} (owner or admin)`,
          querystring: stepQuerySchema,
          response: { 200: section.response, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => readSection(deps, request.requireUser(), request.params.userId, step),
    );

    app.post(
      `/api/profile/:userId/${step}`,
      {
        config: { auth: 'user' },
        schema: {
          ...owner,
          summary: `Save the profile's ${section.title}`,
          body: section.request,
          response: { 200: saveStepResponseSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) =>
        saveSection(
          deps,
          request.requireUser(),
          request.params.userId,
          step,
          request.body as Record<string, unknown>,
        ),
    );
  }

  app.post(
    '/api/user/verify/email',
    {
      config: { auth: 'public' },
      preHandler: rateLimit(app, deps.config.rateLimits, 'verifyEmailPerIp', byAddress),
      schema: {
        tags: ['profile'],
        summary: 'Confirm an e-mail address with the secret from the e-mailed link (works once)',
        body: verifyEmailRequestSchema,
        response: { 200: successBodySchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.body.user_id, request.body.secret);
      return { Status: 'Success' as const };
    },
  );
}
