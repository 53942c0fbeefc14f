import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { confirmPayment } from './confirm-payment.js';
import { createPayment } from './create-payment.js';
import { listAdminPayments } from './list-admin-payments.js';
import { listMyPayments } from './list-my-payments.js';
import { paymentLedger } from './payment-ledger.js';
import { createPlan, listPlans, updatePlan } from './plans.js';
import { rejectPayment } from './reject-payment.js';
import { submitUtr } from './submit-utr.js';

/** Plans, a member's UPI payments, and the operator's queue and ledger of them. Nothing renews by itself. */
export function paymentRoutes(app: App, deps: Deps): void {
  const member = { tags: ['payments'], security: [{ bearer: [] }] };
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };
  const perMember = (request: { requireUser(): { id: number } }) => String(request.requireUser().id);

  app.route({
    ...operation('listPlans', {
      tags: ['payments'],
      summary: 'The plans on offer, cheapest first: downloads for days at a price in rupees',
    }),
    config: { auth: 'public' },
    handler: async () => listPlans(deps.db, { onOfferOnly: true }),
  });

  app.route({
    ...operation('adminPlanList', { ...admin, summary: 'Every plan, retired ones too', errors: [401, 403] }),
    config: { auth: 'admin' },
    handler: async () => listPlans(deps.db, { onOfferOnly: false }),
  });

  app.route({
    ...operation('createPlan', { ...admin, summary: 'A new plan (audited)', errors: [400, 401, 403] }),
    config: { auth: 'admin' },
    handler: async (request) => createPlan(deps.db, request.requireUser().id, request.body),
  });

  app.route({
    ...operation('updatePlan', {
      ...admin,
      summary:
        'Change a plan (audited); active false retires it. Payments already made keep the plan as bought',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      updatePlan(deps.db, request.requireUser().id, request.params.planId, request.body),
  });

  app.route({
    ...operation('createPayment', {
      ...member,
      summary:
        'Pay for a plan by UPI: a reference, the amount, the upi:// link that opens a payment app, and its QR code (SVG). The same plan asked again while unpaid answers the same reference. 409 when the site takes no UPI payments (UPI_VPA unset) or the plan is retired',
      errors: [400, 401, 403, 404, 409, 429],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      createPayment(deps.db, deps.config, request.requireUser(), request.body.plan_id),
  });

  app.route({
    ...operation('submitUtr', {
      ...member,
      summary:
        "The 12-digit UTR of my payment: it then waits for the operator's confirmation. A UTR is entered once and cannot be changed (409); a UTR entered on any payment, whatever became of it, is never accepted on another (409). A few tries an hour per member (429): UTRs are not to be guessed",
      errors: [400, 401, 404, 409, 429],
    }),
    config: { auth: 'user' },
    preHandler: rateLimit(app, deps.config.rateLimits, 'utrTriesPerMember', perMember, 'tooManyUtrTries'),
    handler: async (request) =>
      submitUtr(deps, request.requireUser().id, request.params.paymentId, request.body.utr),
  });

  app.route({
    ...operation('myPayments', {
      ...member,
      summary:
        'My payments, newest first, each awaiting_payment, awaiting_confirmation, confirmed, rejected (with the reason) or expired',
      errors: [401],
    }),
    config: { auth: 'user' },
    handler: async (request) => listMyPayments(deps.db, request.requireUser().id),
  });

  app.route({
    ...operation('adminPaymentList', {
      ...admin,
      summary:
        'Payments, 20 a page; state filters one state (awaiting_confirmation: the longest waiting first, otherwise newest first); from and to (year-month-day, Indian time, inclusive) the day each was started',
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin', compress: true },
    handler: async (request) => listAdminPayments(deps.db, request.params.page, request.body),
  });

  app.route({
    ...operation('confirmPayment', {
      ...admin,
      summary:
        "The money arrived: the member gets the plan's downloads and days as a grant gives them (a running subscription is extended) and a receipt by mail in their language. The body names the UTR the operator checked against the bank statement; another UTR answers 409. Once only: a payment already decided answers 409; an operator's own payment 403 (audited)",
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) => ({
      Status: 'Success' as const,
      Message: 'The payment is confirmed and the plan granted.',
      payment: await confirmPayment(
        deps,
        request.requireUser().id,
        request.params.paymentId,
        request.body.utr,
      ),
    }),
  });

  app.route({
    ...operation('rejectPayment', {
      ...admin,
      summary:
        'The money did not arrive, or the UTR is wrong: the member is told why (on their payments and by mail). Once only, as confirm (audited)',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) => ({
      Status: 'Success' as const,
      Message: 'The payment is rejected.',
      payment: await rejectPayment(
        deps,
        request.requireUser().id,
        request.params.paymentId,
        request.body.reason,
      ),
    }),
  });

  app.route({
    ...operation('paymentLedger', {
      ...admin,
      summary:
        'The ledger for an accountant, as CSV: every payment started from `from` to `to` (year-month-day, Indian time, inclusive), oldest first. Cells a spreadsheet would run as a formula start with an apostrophe',
      produces: ['text/csv'],
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin' },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const csv = await paymentLedger(deps.db, from, to);
      const name = `payments${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
