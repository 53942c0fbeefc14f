import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { confirmMyNumber } from './confirm-number.js';
import { memberHome } from './member-home.js';
import { readPreferences, savePreferences } from './preferences.js';

/** A member's home and the preferences that choose its matches. */
export function homeRoutes(app: App, deps: Deps): void {
  const common = { tags: ['home'], security: [{ bearer: [] }] };

  app.route({
    ...operation('memberHome', {
      ...common,
      summary:
        'Where a member lands: new interests, answers to mine, who shortlisted me, new matches since my last visit, and what to do next',
      errors: [401],
    }),
    config: { auth: 'user', compress: true },
    handler: async (request) => memberHome(deps.db, deps.horoscopes, deps.urls, request.requireUser()),
  });

  app.route({
    ...operation('readPreferences', {
      ...common,
      summary: 'My partner preferences (they choose my matches, never hide anyone from search)',
      errors: [401],
    }),
    config: { auth: 'user' },
    handler: async (request) => readPreferences(deps.db, request.requireUser().id),
  });

  app.route({
    ...operation('savePreferences', {
      ...common,
      summary: 'Save my partner preferences; every part optional, a part left out is cleared',
      errors: [400, 401],
    }),
    config: { auth: 'user' },
    handler: async (request) => savePreferences(deps.db, request.requireUser().id, request.body),
  });

  app.route({
    ...operation('confirmMyNumber', {
      ...common,
      summary: 'I have checked my mobile numbers: the home stops asking me to confirm them',
      errors: [401, 403],
    }),
    config: { auth: 'user' },
    handler: async (request) => confirmMyNumber(deps.db, request.requireUser().id),
  });
}
