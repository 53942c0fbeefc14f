import { exportFileName } from '@varmala/shared';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { announceAccountChanges } from '../access/account-changes.js';
import { blockProfile, unblockProfile } from './block-profile.js';
import { eraseAccount } from './erase-account.js';
import { exportMyData } from './export-my-data.js';
import { listBlocks } from './list-blocks.js';
import { listContactViews } from './list-contact-views.js';
import { readPrivacy, updatePrivacy } from './privacy-settings.js';
import { reportProfile } from './report-profile.js';

/** What members control of their own data and safety: pause, photo protection, blocks, reports, export, erasure. */
export function privacyRoutes(app: App, deps: Deps): void {
  const rules = deps.config.rateLimits;
  const common = { tags: ['privacy'], security: [{ bearer: [] }] };
  const perMember = (request: { requireUser(): { id: number } }) => String(request.requireUser().id);
  const success = { Status: 'Success' as const };
  const blockChanges = rateLimit(app, rules, 'blockChangesPerMember', perMember, 'tooManyBlockChanges');

  app.route({
    ...operation('privacySettings', {
      ...common,
      summary:
        'Whether my profile is paused, who sees my photos, and whether the public birth-date page lists it',
      errors: [401, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => readPrivacy(deps.db, request.requireUser().id),
  });

  app.route({
    ...operation('updatePrivacy', {
      ...common,
      summary:
        "Pause my profile (absent from search, featured and the public page; 404 to others' view and download) or bring it back; show my photos to every member or only to those I shortlisted; be listed on the public birth-date page or not",
      errors: [400, 401, 409, 429],
    }),
    config: { auth: 'user' },
    preHandler: rateLimit(app, rules, 'privacyChangesPerMember', perMember, 'tooManyPrivacyChanges'),
    handler: async (request) => updatePrivacy(deps.db, request.requireUser().id, request.body),
  });

  app.route({
    ...operation('contactViews', {
      ...common,
      summary: 'Every member who downloaded my contact details, newest first, 20 a page',
      errors: [400, 401],
    }),
    config: { auth: 'user', compress: true },
    handler: async (request) =>
      listContactViews(deps.db, request.requireUser().profileId, request.params.page),
  });

  app.route({
    ...operation('exportMyData', {
      ...common,
      summary:
        'Everything the site holds of me, as a ZIP: profile.json and my photos and horoscope files; a few a day',
      produces: ['application/zip'],
      errors: [401, 429],
    }),
    config: { auth: 'user' },
    preHandler: rateLimit(app, rules, 'exportsPerMember', perMember, 'tooManyExports'),
    handler: async (request, reply) => {
      const user = request.requireUser();
      const archive = await exportMyData(deps.db, deps.storage, user.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(user.domain)}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  });

  app.route({
    ...operation('eraseAccount', {
      ...common,
      summary:
        'Erase my account for good, with my password typed again: profile, photos and files, shortlists, blocks and sessions go; other members and the operator keep only my member id. A guardian who runs other profiles names what becomes of each (`managed`), else 409 naming them; acting for a profile erases that profile only',
      errors: [400, 401, 403, 409, 429],
    }),
    config: { auth: 'user' },
    preHandler: rateLimit(app, rules, 'erasureAttemptsPerMember', perMember, 'tooManyAttempts'),
    handler: async (request) => {
      await eraseAccount(deps, request.requireUser(), request.body, request.log);
      return success;
    },
  });

  app.route({
    ...operation('blockProfile', {
      ...common,
      summary:
        'Block a profile I may see: neither of us sees the other any more (search, view, shortlist, download); the other member is not told',
      errors: [400, 401, 403, 404, 429],
    }),
    config: { auth: 'user' },
    preHandler: blockChanges,
    handler: async (request) => {
      const viewer = request.requireUser();
      const blocked = await blockProfile(deps.db, viewer, request.params.profileId);
      await forgetPair(deps, viewer.id, blocked);
      return success;
    },
  });

  app.route({
    ...operation('unblockProfile', {
      ...common,
      summary: 'Lift my block of a profile (lifting twice is harmless)',
      errors: [400, 401, 404, 429],
    }),
    config: { auth: 'user' },
    preHandler: blockChanges,
    handler: async (request) => {
      const viewer = request.requireUser();
      const unblocked = await unblockProfile(deps.db, viewer, request.params.profileId);
      await forgetPair(deps, viewer.id, unblocked);
      return success;
    },
  });

  app.route({
    ...operation('blockList', {
      ...common,
      summary: 'The profiles I blocked, the latest first',
      errors: [401],
    }),
    config: { auth: 'user' },
    handler: async (request) => listBlocks(deps.db, request.requireUser().id),
  });

  app.route({
    ...operation('reportProfile', {
      ...common,
      summary:
        'Report a profile I may see (or blocked) to the operator: a reason and, if I like, what happened (no contact details); a few a day',
      errors: [400, 401, 403, 404, 429],
    }),
    config: { auth: 'user' },
    preHandler: rateLimit(app, rules, 'reportsPerMember', perMember, 'tooManyReports'),
    handler: async (request) => {
      await reportProfile(deps.db, request.requireUser(), request.params.profileId, request.body);
      return success;
    },
  });
}

/**
 * A block changes both members' auth rows (`inBlock`): drop them here at once; the database tells
 * other servers, and both members' event streams check their tokens again at once.
 */
async function forgetPair(deps: Deps, viewerId: number, otherId: number | null): Promise<void> {
  if (otherId === null) return;
  deps.authCache.forget(viewerId);
  deps.authCache.forget(otherId);
  await announceAccountChanges(deps, [viewerId, otherId]);
}
