import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoute } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { adminAuditLog, payments, subscriptions, users } from '../../db/schema.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { call, makePlan, ok, paidPayment, readQr, TEST_VPA, uniqueUtr } from '../../test/payments-support.js';
import { type TestMember, testConfig, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp({ upiVpa: TEST_VPA });

let adminPromise: Promise<TestMember> | undefined;
const theAdmin = () => {
  adminPromise ??= makeAdmin(ctx);
  return adminPromise;
};

const auditOf = (targetType: string, targetId: number) =>
  ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, targetType), eq(adminAuditLog.targetId, String(targetId))));

describe('plans', () => {
  it('the operator creates, edits and retires plans; the public list shows those on offer, audited', async () => {
    const admin = await theAdmin();
    const member = await makeMember(ctx, { steps: [] });
    const created = await call(ctx, admin, 'createPlan', {
      payload: { name: 'Gold', price_inr: '1500', downloads: 50, days: 180 },
    });
    expect(created.statusCode).toBe(200);
    const gold = created.json();
    expect(gold).toEqual({
      id: expect.any(Number),
      name: 'Gold',
      price_inr: 1500,
      downloads: 50,
      days: 180,
      active: true,
    });

    expect(
      (
        await call(ctx, member, 'createPlan', {
          payload: { name: 'Free', price_inr: 1, downloads: 1, days: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(ctx, null, 'createPlan', {
          payload: { name: 'Free', price_inr: 1, downloads: 1, days: 1 },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await call(ctx, admin, 'createPlan', {
      payload: { name: ' ', price_inr: 0, downloads: -1, days: 99999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['days', 'downloads', 'name', 'price_inr']);

    const listed = await call(ctx, null, 'listPlans');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(gold);

    const edited = ok(
      await call(ctx, admin, 'updatePlan', {
        params: { planId: gold.id },
        payload: { name: 'Gold', price_inr: 1800, downloads: 60, days: 180 },
      }),
      'edit',
    );
    expect(edited).toMatchObject({ price_inr: 1800, downloads: 60, active: true });
    ok(
      await call(ctx, admin, 'updatePlan', {
        params: { planId: gold.id },
        payload: { ...edited, active: false },
      }),
      'retire',
    );
    expect((await call(ctx, null, 'listPlans')).json().map((p: { id: number }) => p.id)).not.toContain(
      gold.id,
    );
    expect(ok(await call(ctx, admin, 'adminPlanList'), 'all').map((p: { id: number }) => p.id)).toContain(
      gold.id,
    );
    expect(
      (await call(ctx, admin, 'updatePlan', { params: { planId: 999999 }, payload: edited })).statusCode,
    ).toBe(404);

    const audit = await auditOf('plan', gold.id);
    expect(audit.map((row) => row.action)).toEqual([
      'admin:plan-create',
      'admin:plan-update',
      'admin:plan-retire',
    ]);
    expect(audit[2]?.adminUserId).toBe(admin.userId);
  });
});

describe('paying by UPI', () => {
  it('answers a reference, the UPI link and a QR code that reads back as the same link', async () => {
    const admin = await theAdmin();
    const plan = await makePlan(ctx, admin, { name: 'Silver & Gold', price_inr: 1200 });
    const member = await makeMember(ctx, { steps: [] });
    const response = await call(ctx, member, 'createPayment', { payload: { plan_id: plan.id } });
    expect(response.statusCode).toBe(200);
    const payment = response.json();
    expect(payment.reference).toMatch(/^VM-[A-Z2-9]{8}$/);
    expect(payment.amount_inr).toBe(1200);
    expect(payment.upi_uri).toBe(
      `upi://pay?pa=varmala.office@okaxis&pn=Varmala&am=1200.00&cu=INR&tn=${payment.reference}`,
    );
    const uri = new URL(payment.upi_uri);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      pa: TEST_VPA,
      pn: 'Varmala',
      am: '1200.00',
      cu: 'INR',
      tn: payment.reference,
    });
    expect(payment.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(await readQr(payment.qr_svg)).toBe(payment.upi_uri);

    // A second tab, or a reload, finds the same reference.
    const again = ok(await call(ctx, member, 'createPayment', { payload: { plan_id: plan.id } }), 'again');
    expect(again.reference).toBe(payment.reference);

    const mine = ok(await call(ctx, member, 'myPayments'), 'mine');
    expect(mine).toEqual([
      expect.objectContaining({
        payment_id: payment.payment_id,
        reference: payment.reference,
        plan_name: 'Silver & Gold',
        amount_inr: 1200,
        state: 'awaiting_payment',
        utr: null,
      }),
    ]);
  });

  it('a Tamilmala member pays Tamilmala, and the payee name is encoded', async () => {
    const admin = await theAdmin();
    const plan = await makePlan(ctx, admin);
    const member = await makeMember(ctx, { steps: [], domain: 'tamilmala' });
    const payment = ok(await call(ctx, member, 'createPayment', { payload: { plan_id: plan.id } }), 'pay');
    expect(payment.reference).toMatch(/^TM-/);
    expect(new URL(payment.upi_uri).searchParams.get('pn')).toBe('Tamilmala');
    expect(await readQr(payment.qr_svg)).toBe(payment.upi_uri);
  });

  it('refuses retired and unknown plans, operators, strangers, and bad ids', async () => {
    const admin = await theAdmin();
    const member = await makeMember(ctx, { steps: [] });
    const plan = await makePlan(ctx, admin);
    ok(
      await call(ctx, admin, 'updatePlan', {
        params: { planId: plan.id },
        payload: { ...plan, active: false },
      }),
      'retire',
    );
    const retired = await call(ctx, member, 'createPayment', { payload: { plan_id: plan.id } });
    expect(retired.statusCode).toBe(409);
    expect(retired.json().code).toBe('CONFLICT');
    expect((await call(ctx, member, 'createPayment', { payload: { plan_id: 987654 } })).statusCode).toBe(404);
    for (const plan_id of ['x', -1, null, '1; drop table payments', 1e20]) {
      expect(
        (await call(ctx, member, 'createPayment', { payload: { plan_id } })).statusCode,
        String(plan_id),
      ).toBe(400);
    }
    const open = await makePlan(ctx, admin);
    expect((await call(ctx, admin, 'createPayment', { payload: { plan_id: open.id } })).statusCode).toBe(403);
    expect((await call(ctx, null, 'createPayment', { payload: { plan_id: open.id } })).statusCode).toBe(401);
  });

  it('without UPI_VPA the site takes no UPI payments and says so', async () => {
    const config = testConfig(mkdtempSync(path.join(tmpdir(), 'varmala-no-upi-')), {
      upiVpa: undefined,
      jwtSecret: ctx.config.jwtSecret,
    });
    const app = await buildApp({ config, database: ctx.database });
    try {
      const admin = await theAdmin();
      const member = await makeMember(ctx, { steps: [] });
      const plan = await makePlan(ctx, admin);
      const refused = await call({ app }, member, 'createPayment', { payload: { plan_id: plan.id } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().Message).toMatch(/not set up.*WhatsApp/);
      expect((await app.inject(apiRoute('publicConfig'))).json().upi_payments).toBe(false);
      expect((await ctx.app.inject(apiRoute('publicConfig'))).json().upi_payments).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('the UTR', () => {
  it('takes 12 digits (as typed with spaces, or in Devanagari), only on my own payment', async () => {
    const admin = await theAdmin();
    const plan = await makePlan(ctx, admin);
    const member = await makeMember(ctx, { steps: [] });
    const other = await makeMember(ctx, { steps: [] });
    const payment = ok(await call(ctx, member, 'createPayment', { payload: { plan_id: plan.id } }), 'pay');
    const params = { paymentId: payment.payment_id };
    for (const utr of [
      '12345678901',
      '1234567890123',
      'abcdefghijkl',
      '',
      '1234 5678 901x',
      '1'.repeat(100_000),
    ]) {
      const response = await call(ctx, member, 'submitUtr', { params, payload: { utr } });
      expect(response.statusCode, utr.slice(0, 20)).toBe(utr.length > 1000 ? 413 : 400);
    }
    const bad = await call(ctx, member, 'submitUtr', { params, payload: { utr: '123' } });
    expect(bad.json().errors).toEqual({
      utr: 'The UTR is the 12-digit number your UPI app shows for the payment',
    });

    // Somebody else's payment is not there for me.
    expect(
      (await call(ctx, other, 'submitUtr', { params, payload: { utr: '998877665544' } })).statusCode,
    ).toBe(404);

    const saved = await call(ctx, member, 'submitUtr', { params, payload: { utr: '४०१२ 3456-7890' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ state: 'awaiting_confirmation', utr: '401234567890' });
  });

  it('one UTR is accepted once across all payments, even from two tabs at once', async () => {
    const admin = await theAdmin();
    const plan = await makePlan(ctx, admin);
    const first = await makeMember(ctx, { steps: [] });
    const second = await makeMember(ctx, { steps: [] });
    const a = ok(await call(ctx, first, 'createPayment', { payload: { plan_id: plan.id } }), 'a');
    const b = ok(await call(ctx, second, 'createPayment', { payload: { plan_id: plan.id } }), 'b');
    const utr = uniqueUtr();
    ok(
      await call(ctx, first, 'submitUtr', { params: { paymentId: a.payment_id }, payload: { utr } }),
      'first',
    );
    const reused = await call(ctx, second, 'submitUtr', {
      params: { paymentId: b.payment_id },
      payload: { utr },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'CONFLICT', message_key: 'utrAlreadyUsed' });
    // The same UTR again on its own payment changes nothing.
    expect(
      (await call(ctx, first, 'submitUtr', { params: { paymentId: a.payment_id }, payload: { utr } }))
        .statusCode,
    ).toBe(200);

    // Racing: many payments given one fresh UTR at once; one takes it.
    const members = await Promise.all(Array.from({ length: 6 }, () => makeMember(ctx, { steps: [] })));
    const racing = await Promise.all(
      members.map(async (m) => ({
        m,
        p: ok(await call(ctx, m, 'createPayment', { payload: { plan_id: plan.id } }), 'p'),
      })),
    );
    const shared = uniqueUtr();
    const answers = await Promise.all(
      racing.map(({ m, p }) =>
        call(ctx, m, 'submitUtr', { params: { paymentId: p.payment_id }, payload: { utr: shared } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.utr, shared));
    expect(rows).toHaveLength(1);
  });

  it('a member guessing UTRs is stopped after a few tries an hour, with a message saying so', async () => {
    const admin = await theAdmin();
    const plan = await makePlan(ctx, admin);
    const guesser = await makeMember(ctx, { steps: [] });
    const payment = ok(await call(ctx, guesser, 'createPayment', { payload: { plan_id: plan.id } }), 'pay');
    const params = { paymentId: payment.payment_id };
    const rule = DEFAULT_RATE_LIMITS.utrTriesPerMember;
    const statuses: number[] = [];
    for (let i = 0; i < rule.limit; i++) {
      statuses.push(
        (await call(ctx, guesser, 'submitUtr', { params, payload: { utr: uniqueUtr() } })).statusCode,
      );
    }
    expect(statuses).not.toContain(429);
    const refused = await call(ctx, guesser, 'submitUtr', { params, payload: { utr: uniqueUtr() } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      Status: 'Error',
      code: 'RATE_LIMITED',
      message_key: 'tooManyUtrTries',
    });
    expect(refused.json().Message).toMatch(
      /^You have entered many UTRs in a short time\. Please check the 12-digit number in your UPI app and try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member paying at the same time is not held up.
    await paidPayment(ctx, await makeMember(ctx, { steps: [] }), plan.id);
  });
});

describe("the operator's confirmation", () => {
  it('grants the plan as a grant does, once, and the member sees it confirmed', async () => {
    const admin = await theAdmin();
    const plan = await makePlan(ctx, admin, { downloads: 40, days: 30 });
    const member = await makeMember(ctx, { steps: [] });
    const paid = await paidPayment(ctx, member, plan.id);

    const dashboard = ok(await call(ctx, admin, 'adminDashboard'), 'dashboard');
    expect(dashboard.payments_waiting).toBeGreaterThanOrEqual(1);
    const queue = ok(
      await call(ctx, admin, 'adminPaymentList', {
        params: { page: 1 },
        payload: { state: 'awaiting_confirmation' },
      }),
      'queue',
    );
    expect(queue.rows).toContainEqual(
      expect.objectContaining({
        payment_id: paid.payment_id,
        utr: paid.utr,
        mobile: member.mobile,
        user_id: member.userId,
      }),
    );

    // A member may not confirm, not even their own payment.
    expect(
      (
        await call(ctx, member, 'confirmPayment', {
          params: { paymentId: paid.payment_id },
          payload: { utr: paid.utr },
        })
      ).statusCode,
    ).toBe(403);

    const confirmed = await call(ctx, admin, 'confirmPayment', {
      params: { paymentId: paid.payment_id },
      payload: { utr: paid.utr },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().payment).toMatchObject({ state: 'confirmed', decided_by: admin.userId });
    const again = await call(ctx, admin, 'confirmPayment', {
      params: { paymentId: paid.payment_id },
      payload: { utr: paid.utr },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe('paymentAlreadyConfirmed');
    expect(
      (
        await call(ctx, admin, 'rejectPayment', {
          params: { paymentId: paid.payment_id },
          payload: { reason: 'late' },
        })
      ).statusCode,
    ).toBe(409);
    expect(ok(await call(ctx, admin, 'adminDashboard'), 'after').payments_waiting).toBe(
      dashboard.payments_waiting - 1,
    );

    const subs = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.userId));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ totalDownload: 40, grantedBy: admin.userId });
    const days = ((subs[0]?.endDate.getTime() ?? 0) - (subs[0]?.startDate.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(30);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paid.payment_id));
    expect(row?.subscriptionId).toBe(subs[0]?.id);

    expect(ok(await call(ctx, member, 'myPayments'), 'mine')[0]).toMatchObject({ state: 'confirmed' });
    // The member's token, refreshed, carries the subscription; the subscription answers.
    expect((await call(ctx, member, 'subscription')).statusCode).toBe(200);

    const audit = await auditOf('payment', paid.payment_id);
    expect(audit.map((r) => r.action)).toEqual(['admin:payment-confirm']);
    const grants = await auditOf('user', member.userId);
    expect(grants.map((r) => r.action)).toEqual(['admin:grant-subscription']);

    // A second plan bought later extends the running subscription, as a grant does.
    const second = await paidPayment(ctx, member, plan.id);
    ok(
      await call(ctx, admin, 'confirmPayment', {
        params: { paymentId: second.payment_id },
        payload: { utr: second.utr },
      }),
      'second',
    );
    const after = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.userId));
    expect(after).toHaveLength(1);
    expect(after[0]?.totalDownload).toBe(80);
  });

  it('many operators confirming at once grant once', async () => {
    const admins = await Promise.all(Array.from({ length: 3 }, () => makeAdmin(ctx)));
    const plan = await makePlan(ctx, admins[0] as TestMember, { downloads: 7 });
    const member = await makeMember(ctx, { steps: [] });
    const paid = await paidPayment(ctx, member, plan.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 4 === 3
          ? call(ctx, admins[i % 3] as TestMember, 'rejectPayment', {
              params: { paymentId: paid.payment_id },
              payload: { reason: 'not seen in the bank' },
            })
          : call(ctx, admins[i % 3] as TestMember, 'confirmPayment', {
              params: { paymentId: paid.payment_id },
              payload: { utr: paid.utr },
            }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paid.payment_id));
    const subs = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.userId));
    expect(subs.length).toBe(row?.state === 'confirmed' ? 1 : 0);
    if (row?.state === 'confirmed') expect(subs[0]?.totalDownload).toBe(7);
    expect(await auditOf('payment', paid.payment_id)).toHaveLength(1);
  });

  it("an operator's own payment waits for another operator", async () => {
    const admin = await theAdmin();
    const plan = await makePlan(ctx, admin);
    const later = await makeMember(ctx, { steps: [] });
    const paid = await paidPayment(ctx, later, plan.id);
    await ctx.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, later.userId));
    // The promotion reaches the server's cache of accounts through a database notice.
    const own = () =>
      call(ctx, later, 'confirmPayment', {
        params: { paymentId: paid.payment_id },
        payload: { utr: paid.utr },
      });
    await expect.poll(async () => (await own()).json().message_key).toBe('ownPaymentNotConfirmed');
    expect((await own()).statusCode).toBe(403);
    expect(
      (
        await call(ctx, later, 'rejectPayment', {
          params: { paymentId: paid.payment_id },
          payload: { reason: 'mine' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(ctx, admin, 'confirmPayment', {
          params: { paymentId: paid.payment_id },
          payload: { utr: paid.utr },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('rejects with a reason the member reads; a payment without its UTR is not waiting', async () => {
    const admin = await theAdmin();
    const plan = await makePlan(ctx, admin);
    const member = await makeMember(ctx, { steps: [] });
    const unpaid = ok(await call(ctx, member, 'createPayment', { payload: { plan_id: plan.id } }), 'unpaid');
    const notYet = await call(ctx, admin, 'confirmPayment', {
      params: { paymentId: unpaid.payment_id },
      payload: { utr: uniqueUtr() },
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message_key).toBe('paymentNotWaiting');
    expect(
      (
        await call(ctx, admin, 'confirmPayment', {
          params: { paymentId: 99999999 },
          payload: { utr: uniqueUtr() },
        })
      ).statusCode,
    ).toBe(404);

    const paid = await paidPayment(ctx, member, (await makePlan(ctx, admin)).id);
    expect(
      (
        await call(ctx, admin, 'rejectPayment', {
          params: { paymentId: paid.payment_id },
          payload: { reason: '  ' },
        })
      ).statusCode,
    ).toBe(400);
    const rejected = await call(ctx, admin, 'rejectPayment', {
      params: { paymentId: paid.payment_id },
      payload: { reason: 'No payment with this UTR reached our account.' },
    });
    expect(rejected.statusCode).toBe(200);
    const mine = ok(await call(ctx, member, 'myPayments'), 'mine');
    expect(mine.find((p: { payment_id: number }) => p.payment_id === paid.payment_id)).toMatchObject({
      state: 'rejected',
      reason: 'No payment with this UTR reached our account.',
    });
    // A decided payment's UTR cannot be changed.
    expect(
      (
        await call(ctx, member, 'submitUtr', {
          params: { paymentId: paid.payment_id },
          payload: { utr: uniqueUtr() },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, member.userId)),
    ).toHaveLength(0);
  });

  it('an unpaid reference expires, and a UTR entered later still reaches the operator', async () => {
    const admin = await theAdmin();
    const plan = await makePlan(ctx, admin);
    const member = await makeMember(ctx, { steps: [] });
    const payment = ok(await call(ctx, member, 'createPayment', { payload: { plan_id: plan.id } }), 'pay');
    await ctx.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, payment.payment_id));
    expect(ok(await call(ctx, member, 'myPayments'), 'mine')[0].state).toBe('expired');
    const expired = ok(
      await call(ctx, admin, 'adminPaymentList', { params: { page: 1 }, payload: { state: 'expired' } }),
      'q',
    );
    expect(expired.rows.map((r: { payment_id: number }) => r.payment_id)).toContain(payment.payment_id);
    // Asking again gives a fresh reference.
    const fresh = ok(await call(ctx, member, 'createPayment', { payload: { plan_id: plan.id } }), 'fresh');
    expect(fresh.reference).not.toBe(payment.reference);
    const late = ok(
      await call(ctx, member, 'submitUtr', {
        params: { paymentId: payment.payment_id },
        payload: { utr: uniqueUtr() },
      }),
      'late',
    );
    expect(late.state).toBe('awaiting_confirmation');
  });

  it('filters the queue by state and by the days payments were started', async () => {
    const admin = await theAdmin();
    const list = (payload: object) => call(ctx, admin, 'adminPaymentList', { params: { page: 1 }, payload });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const all = ok(await list({ from: today, to: today }), 'today');
    expect(all.count).toBeGreaterThan(0);
    expect(ok(await list({ from: '2001-01-01', to: '2001-01-31' }), 'old')).toEqual({ rows: [], count: 0 });
    expect((await list({ state: 'paid' })).statusCode).toBe(400);
    expect((await list({ from: '2024-02-30' })).statusCode).toBe(400);
  });
});
