import { PROFILE_UPDATED_MESSAGE } from '@varmala/shared';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { discardProfileChanges } from './discard-profile-changes.js';
import { listPendingProfiles } from './list-pending-profiles.js';
import { listAdminProfiles } from './list-profiles.js';
import { marriageRoutes } from './marriage-routes.js';
import { assertSameProfile } from './path-matches-body.js';
import { readDashboard } from './read-dashboard.js';
import { readProfileFamily } from './read-profile-family.js';
import { reportRoutes } from './report-routes.js';
import { undoProfileRefusal } from './undo-profile-refusal.js';
import { unreachableRoutes } from './unreachable-routes.js';
import { updateFeatured } from './update-featured.js';
import { updateProfileStatus } from './update-profile-status.js';

/** Operator routes: dashboard, profile list, status, featured, reports, marriage photos. Every route is `auth: 'admin'`. */
export function adminRoutes(app: App, deps: Deps): void {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.route({
    ...operation('adminDashboard', {
      ...common,
      summary:
        'What waits for the operator, over every site: new profiles (Unverified, Verified), Approved profiles with changes to review, open reports, and payments to confirm (null: the site takes no payments)',
      errors: [401, 403],
    }),
    config: { auth: 'admin' },
    handler: async () => readDashboard(deps.db, { takesPayments: deps.config.upiVpa !== undefined }),
  });

  app.route({
    ...operation('adminProfileList', {
      ...common,
      summary:
        'Every profile of any status and domain, newest first, 20 a page; filters domain, date_of_birth (year-month-day), mid and status, each one value or a list; name (part of the name or surname, any case); mobile (10 digits: the login mobile or a number on the profile); pending (true: only Approved profiles with changes waiting for review); waiting (true: new profiles first, then Approved profiles with changes waiting, each the longest waiting first). Each row says what waits (pending_changes) and why a refused profile was refused (refusal)',
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin', compress: true },
    handler: async (request) => listAdminProfiles(deps.db, request.params.page, request.body),
  });

  app.route({
    ...operation('updateProfileStatus', {
      ...common,
      summary:
        'Set the status of a profile (0, 10, 200, 300, 301, 500 or 501); leaving Approved also stops featuring it; setting 200, also on an Approved profile, approves the changes waiting for review (new name, surname, date of birth, gender, photos). Rejected (500) and Duplicate (501) take a reason (incomplete, photo_not_suitable, contact_in_text, duplicate, not_community, other, rules_not_met), which the member is told by mail in their language and on their own pages; without one, as in the body of the spec, they are told the profile did not meet the rules of the site and whom to ask; note is for operators only. A refusal can be undone for a day (.../status/undo)',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) => {
      const { profileId } = request.params;
      const { profile_id, status, review_key, reason, note } = request.body;
      assertSameProfile(profileId, profile_id);
      const profile = await updateProfileStatus(deps, request.requireUser().id, profileId, {
        status,
        reviewKey: review_key,
        reason,
        note,
      });
      return { Status: 'Success' as const, Message: PROFILE_UPDATED_MESSAGE, profile };
    },
  });

  app.route({
    ...operation('adminProfileFamily', {
      ...common,
      summary:
        'Who runs a profile (issue 53): whether its family added it and its candidate has claimed a login, and each guardian with their role (owner, manage, view) and the last four digits of their mobile',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) => readProfileFamily(deps.db, request.params.profileId),
  });

  app.route({
    ...operation('undoProfileRefusal', {
      ...common,
      summary:
        'Undo a rejection (500) or duplicate (501) within a day of it: the profile gets back the status it had, and featured if it was and its member still agrees; changes waiting for review still wait. 409 when the profile is not refused or the day has passed',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) => {
      const { profileId } = request.params;
      assertSameProfile(profileId, request.body.profile_id);
      const profile = await undoProfileRefusal(deps.db, request.requireUser().id, profileId);
      return { Status: 'Success' as const, Message: PROFILE_UPDATED_MESSAGE, profile };
    },
  });

  app.route({
    ...operation('updateProfileFeatured', {
      ...common,
      summary:
        'Feature a profile on the home page (status true; Approved profiles whose member agreed to appear there only, else 409) or stop featuring it (false)',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) => {
      const { profileId } = request.params;
      assertSameProfile(profileId, request.body.profile_id);
      const profile = await updateFeatured(deps.db, request.requireUser().id, profileId, request.body.status);
      return { Status: 'Success' as const, Message: PROFILE_UPDATED_MESSAGE, profile };
    },
  });

  app.route({
    ...operation('adminPendingProfiles', {
      ...common,
      summary:
        'What waits for the operator, oldest first, 20 a page: profiles waiting for their first approval and Approved profiles with changes waiting, each with its photos (signed links; approved false for those others do not see yet) and what changed. `after` (the `next` of the page before) starts a page past that place, so profiles decided meanwhile move nobody past the reader',
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin', compress: true },
    handler: async (request) =>
      listPendingProfiles(deps.db, deps.urls, request.params.page, request.query.after),
  });

  app.route({
    ...operation('discardProfileChanges', {
      ...common,
      summary:
        "Turn down an Approved profile's changes waiting for review: the new values are dropped and the photos waiting deleted; review_key names what the operator looked at (409 if it changed since, or if nothing waits)",
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) => {
      const { profileId } = request.params;
      assertSameProfile(profileId, request.body.profile_id);
      const profile = await discardProfileChanges(
        deps.db,
        request.requireUser().id,
        profileId,
        request.body.review_key,
      );
      return { Status: 'Success' as const, Message: PROFILE_UPDATED_MESSAGE, profile };
    },
  });

  reportRoutes(app, deps);
  unreachableRoutes(app, deps);
  app.register(async (scope) => marriageRoutes(scope, deps));
}
