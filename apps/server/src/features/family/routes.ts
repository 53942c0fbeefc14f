import { addFamilyProfileResponseSchema } from '@varmala/shared';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { operation } from '../../lib/operation.js';
import { announceAccountChanges } from '../access/account-changes.js';
import { loginOf } from '../access/guardians.js';
import { acceptInvite } from './accept-invite.js';
import { addFamilyProfile } from './add-profile.js';
import { candidateLogin } from './candidate-login.js';
import { inviteGuardian } from './invite-guardian.js';
import { readFamily } from './read-family.js';
import { removeGuardian } from './remove-guardian.js';
import { saveShortlistNote } from './shortlist-note.js';
import { switchProfile } from './switch-profile.js';

/**
 * One family, one login (issue 53). These routes act for the account that logged in (`asLogin`),
 * whichever profile its token acts for; the note acts for that profile, as every other route does.
 */
export function familyRoutes(app: App, deps: Deps): void {
  const family = { tags: ['family'], security: [{ bearer: [] }] };
  const config = { auth: 'user', asLogin: true } as const;

  app.route({
    ...operation('myFamily', {
      ...family,
      summary: 'The profiles I run, my own included (owner), and everyone who runs them',
      errors: [401],
    }),
    config,
    handler: async (request) => readFamily(deps.db, loginOf(request.requireUser())),
  });

  const add = operation('addFamilyProfile', {
    ...family,
    summary:
      'Add a profile my family runs (201): an account with no mobile or password of its own, its steps saved acting for it. At most 5 a family (409); a family the office refused adds none (403)',
    errors: [400, 401, 403, 409],
  });
  app.route({
    ...add,
    schema: { ...add.schema, response: { ...add.schema.response, 201: addFamilyProfileResponseSchema } },
    config,
    handler: async (request, reply) => {
      const user = request.requireUser();
      // The operator's account runs the site, not a family.
      if (user.role === 'ADMIN') throw new AppError('FORBIDDEN', 'notAllowed');
      const added = await addFamilyProfile(deps.db, loginOf(user), request.body);
      return reply.code(201).send(added);
    },
  });

  app.route({
    ...operation('switchProfile', {
      ...family,
      summary:
        "A token acting for a profile I run (its subject the profile's account, `act` me), or my own back: every route then works as that profile. 403 for a profile I do not run",
      errors: [400, 401, 403],
    }),
    config,
    handler: async (request) => {
      if (!request.sessionId) throw new AppError('UNAUTHENTICATED', 'loginRequired');
      return switchProfile(deps, loginOf(request.requireUser()), request.sessionId, request.params.userId);
    },
  });

  app.route({
    ...operation('inviteGuardian', {
      ...family,
      summary:
        'Invite the other parent (or a relative) by SMS to manage or view a profile I own: the link works 7 days, once, for that number; at most 5 a day (429)',
      errors: [400, 401, 403, 429],
    }),
    config,
    handler: async (request) => inviteGuardian(deps, loginOf(request.requireUser()), request.body),
  });

  app.route({
    ...operation('acceptFamilyInvite', {
      ...family,
      summary: 'Accept an invitation to run a profile, logged in with the number it was sent to',
      errors: [400, 401, 403, 409],
    }),
    config,
    handler: async (request) => {
      const accepted = await acceptInvite(deps.db, loginOf(request.requireUser()), request.body.token);
      deps.authCache.forget(accepted.user_id);
      return accepted;
    },
  });

  app.route({
    ...operation('removeGuardian', {
      ...family,
      summary:
        "Remove a guardian from the profiles I own (or from my own, as its candidate), or, with my own id, leave the profile `profile` (else every profile I was invited to); their switch tokens stop at once. The candidate's own login is never removed (403); the last guardian who manages a profile whose candidate has no login cannot leave it (409)",
      errors: [400, 401, 403, 404, 409],
    }),
    config,
    handler: async (request) => {
      const removed = await removeGuardian(
        deps.db,
        loginOf(request.requireUser()),
        request.params.userId,
        request.query.profile,
      );
      for (const profile of removed) deps.authCache.forget(profile);
      // A removed guardian's switch tokens name the profile's account.
      await announceAccountChanges(deps, removed);
      return { Status: 'Success' as const };
    },
  });

  app.route({
    ...operation('candidateLogin', {
      ...family,
      summary:
        "Send the candidate of a profile my family added a claim link on their own mobile (SMS), to set their own password and log in themselves; the number follows the sign-up's rules (403 refused, 409 taken)",
      errors: [400, 401, 403, 404, 409],
    }),
    config,
    handler: async (request) => candidateLogin(deps, loginOf(request.requireUser()), request.body),
  });

  app.route({
    ...operation('saveShortlistNote', {
      ...family,
      summary:
        "A note on a profile, kept with the shortlist of the profile I act for (it shortlists it): only that profile's guardians and candidate read it. 500 characters; empty removes the note",
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      saveShortlistNote(deps.db, request.requireUser(), request.body.profile_id, request.body.text ?? null),
  });
}
