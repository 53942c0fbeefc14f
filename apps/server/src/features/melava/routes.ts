import { registerResponseSchema } from '@varmala/shared';
import type { App } from '../../app-types.js';
import { defaultDomainFor } from '../../config.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { adminRegistrations, doorList } from './admin-registrations.js';
import { listAttendees } from './attendees.js';
import { cancelRegistration, updateRegistration } from './change-registration.js';
import { checkIn } from './check-in.js';
import { listAdminEvents, listComingEvents } from './list-events.js';
import { myEvents } from './my-events.js';
import { paidRegistration } from './paid-registration.js';
import { passPdf } from './pass-pdf.js';
import { register } from './register.js';
import { createEvent, updateEvent } from './save-event.js';
import { stageOrderPdf } from './stage-order.js';

/** The melava: the operator's events, families' registrations and passes, the door, the stage. */
export function melavaRoutes(app: App, deps: Deps): void {
  const member = { tags: ['melava'], security: [{ bearer: [] }] };
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };
  const secret = deps.config.jwtSecret;
  deps.paidPurposes.register('melava', paidRegistration);

  app.route({
    ...operation('createEvent', {
      ...admin,
      summary:
        "A melava on the operator's site: name, start, place, the registration window, the fee in rupees (0 for none), the seats and the least ages of brides and grooms (audited)",
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin' },
    handler: async (request) => createEvent(deps.db, request.requireUser(), request.body),
  });

  app.route({
    ...operation('adminEventList', {
      ...admin,
      summary: "Every event of the operator's site, the latest first",
      errors: [401, 403],
    }),
    config: { auth: 'admin' },
    handler: async (request) => listAdminEvents(deps.db, request.requireUser().domain),
  });

  app.route({
    ...operation('updateEvent', {
      ...admin,
      summary:
        'Change any of an event, past dates included (audited). The window must open before it closes; the seats cannot fall below those held (409)',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      updateEvent(deps.db, request.requireUser(), request.params.eventId, request.body),
  });

  app.route({
    ...operation('adminRegistrations', {
      ...admin,
      summary:
        "An event's registrations, 20 a page by number: state, number, payment, check-in, and the pass's code for a family who forgot it. `q` finds a number, a name or a member id",
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      adminRegistrations(
        { db: deps.db, secret },
        request.requireUser(),
        request.params.eventId,
        request.params.page,
        request.query.q,
      ),
  });

  app.route({
    ...operation('doorList', {
      ...admin,
      summary:
        "Every confirmed registration of an event with its pass's code, by number: the door phone keeps it, so a family who forgot the pass is found by number or name with no network",
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      doorList({ db: deps.db, secret }, request.requireUser(), request.params.eventId),
  });

  app.route({
    ...operation('checkIn', {
      ...admin,
      summary:
        "Scans from a door phone, sent at once or queued while offline: each answered on its own. A forged code, another event's pass, a cancelled or unpaid registration is refused item by item; a pass scanned before says `already` with its first time; a scan sent again under the same client_id is counted once",
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      checkIn({ db: deps.db, secret }, request.requireUser(), request.params.eventId, request.body.checkins),
  });

  app.route({
    ...operation('eventList', {
      tags: ['melava'],
      summary:
        "The site's coming events, soonest first, with the seats left and whether registration is open",
    }),
    config: { auth: 'optional' },
    handler: async (request) =>
      listComingEvents(deps.db, request.user?.domain ?? defaultDomainFor(deps.config, request.hostname)),
  });

  const registerRoute = operation('register', {
    ...member,
    summary:
      'Register the profile I act for (201), Approved, inside the window, under the capacity, of age on the day, once (409 after). Without a fee: confirmed with its number; with one: awaiting_payment with the UPI payment, confirmed with the next number when the operator confirms the payment',
    errors: [400, 401, 403, 404, 409],
  });
  app.route({
    ...registerRoute,
    schema: {
      ...registerRoute.schema,
      response: { ...registerRoute.schema.response, 201: registerResponseSchema },
    },
    config: { auth: 'user' },
    handler: async (request, reply) => {
      const registered = await register(deps, request.requireUser(), request.params.eventId, request.body);
      return reply.code(201).send(registered);
    },
  });

  app.route({
    ...operation('updateRegistration', {
      ...member,
      summary:
        'Whether the candidate appears in the attendee list after the day; changeable until the day. The family only (404)',
      errors: [400, 401, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      updateRegistration(
        deps.db,
        request.requireUser(),
        request.params.eventId,
        request.params.registrationId,
        request.body.listed,
      ),
  });

  app.route({
    ...operation('cancelRegistration', {
      ...member,
      summary:
        'Cancel, until registration closes (409 after): the seat is freed. A fee paid is refunded as the operator decides, from the ledger. The family only (404)',
      errors: [400, 401, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      cancelRegistration(
        deps.db,
        request.requireUser(),
        request.params.eventId,
        request.params.registrationId,
      ),
  });

  app.route({
    ...operation('myEvents', {
      ...member,
      summary:
        'The registrations of the profile I act for, the latest event first: the UPI payment while one waits, the pass (signed code and QR) once confirmed',
      errors: [401],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      myEvents({ db: deps.db, urls: deps.urls, secret, upiVpa: deps.config.upiVpa }, request.requireUser()),
  });

  app.route({
    ...operation('stageOrderPdf', {
      ...admin,
      summary:
        'The order the candidates go up on the stage (by number, brides and grooms in turn, or by age), each with number, name, age, education, work and city, in en, mr or ta: those who came once the doors opened, else every confirmed candidate',
      produces: ['application/pdf'],
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request, reply) => {
      const { pdf, name } = await stageOrderPdf(
        deps.db,
        request.requireUser(),
        request.params.eventId,
        request.query,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(pdf);
    },
  });

  app.route({
    ...operation('passPdf', {
      ...member,
      summary:
        "The pass, printed: the event, the candidate's name, number and photo, and the QR code the door scans. The registrant's family only (404); once confirmed (409 before)",
      produces: ['application/pdf'],
      errors: [400, 401, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request, reply) => {
      const { eventId, registrationId } = request.params;
      const pdf = await passPdf(
        { db: deps.db, storage: deps.storage, secret },
        request.requireUser(),
        eventId,
        registrationId,
        request.query.lang,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="pass-${eventId}-${registrationId}.pdf"`)
        .send(pdf);
    },
  });

  app.route({
    ...operation('attendees', {
      ...member,
      summary:
        "For 30 days after the day, to a family whose candidate came: the other side's candidates who came and agreed to be listed, 20 a page by number, photos as everywhere. 404 for anyone else",
      errors: [400, 401, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      listAttendees(
        { db: deps.db, urls: deps.urls },
        request.requireUser(),
        request.params.eventId,
        request.params.page,
      ),
  });
}
