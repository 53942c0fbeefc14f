import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, payments, subscriptions } from '../../db/schema.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { call, makePlan, ok, paidPayment, TEST_VPA, uniqueUtr } from '../../test/payments-support.js';
import { type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp({ upiVpa: TEST_VPA });

let adminPromise: Promise<TestMember> | undefined;
const theAdmin = () => {
  adminPromise ??= makeAdmin(ctx);
  return adminPromise;
};

const inScript = (utr: string, zero: number) =>
  [...utr].map((digit) => String.fromCharCode(zero + Number(digit))).join('');

/** The same 12 digits as a member may type or paste them. */
const spellings = (utr: string) => [
  utr,
  `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`,
  `${utr.slice(0, 4)}-${utr.slice(4, 8)}\u2013${utr.slice(8)}`,
  `\u00a0${utr.slice(0, 6)}\u2009${utr.slice(6)} `,
  inScript(utr, 0x966), // Devanagari
  inScript(utr, 0xbe6), // Tamil
];

/** A payment of the member's for a plan of its own, waiting for its UTR. */
async function newPayment(member: TestMember): Promise<{ payment_id: number }> {
  const plan = await makePlan(ctx, await theAdmin());
  return ok(await call(ctx, member, 'createPayment', { payload: { plan_id: plan.id } }), 'pay');
}

const enter = (member: TestMember, paymentId: number, utr: string) =>
  call(ctx, member, 'submitUtr', { params: { paymentId }, payload: { utr } });

const confirm = (admin: TestMember, paymentId: number, utr: unknown) =>
  call(ctx, admin, 'confirmPayment', { params: { paymentId }, payload: { utr } });

const paymentRow = async (paymentId: number) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0];

/** The refusal of a spent UTR: it says it cannot be used and the office will look, and no more. */
function expectSpent(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, what).toBe(409);
  expect(response.json(), what).toEqual({
    Status: 'Error',
    code: 'CONFLICT',
    message_key: 'utrAlreadyUsed',
    Message: 'This UTR cannot be used. Our office will look into it.',
  });
}

describe('a UTR is entered once', () => {
  it('cannot be changed once entered, so the UTR the member entered first is never freed', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const payment = await newPayment(member);
    const real = uniqueUtr();
    ok(await enter(member, payment.payment_id, real), 'enter');

    const other = uniqueUtr();
    for (const utr of [other, `${other.slice(0, 4)} ${other.slice(4)}`, inScript(other, 0x966)]) {
      const changed = await enter(member, payment.payment_id, utr);
      expect(changed.statusCode, utr).toBe(409);
      expect(changed.json(), utr).toMatchObject({ code: 'CONFLICT', message_key: 'utrCannotChange' });
      expect(changed.json().Message).toMatch(/cannot be changed/);
    }
    // The same UTR sent again (a retry, another spelling) changes nothing and is answered as it stands.
    // (A few tries only: a member has ten an hour.)
    for (const utr of spellings(real).slice(1, 4)) {
      const again = await enter(member, payment.payment_id, utr);
      expect(again.statusCode, JSON.stringify(utr)).toBe(200);
      expect(again.json()).toMatchObject({ state: 'awaiting_confirmation', utr: real });
    }
    expect((await paymentRow(payment.payment_id))?.utr).toBe(real);

    // The real UTR is still spent: a second payment cannot take it to buy a second plan.
    const second = await newPayment(member);
    expectSpent(await enter(member, second.payment_id, real), 'second payment');
    expect(await paymentRow(second.payment_id)).toMatchObject({ utr: null, state: 'awaiting_payment' });
    // A refused UTR was never entered: it is not spent, and the second payment takes the right one.
    expect(ok(await enter(member, second.payment_id, other), 'right one').utr).toBe(other);
  });

  it('two tabs entering two UTRs on one payment at once: one is entered, the other refused', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const payment = await newPayment(member);
    const [first, second] = [uniqueUtr(), uniqueUtr()];
    const answers = await Promise.all([first, second].map((utr) => enter(member, payment.payment_id, utr)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)?.json().utr;
    expect(answers.find((r) => r.statusCode === 409)?.json().message_key).toBe('utrCannotChange');
    expect((await paymentRow(payment.payment_id))?.utr).toBe(winner);
  });
});

describe('a UTR entered on any payment is never accepted on another', () => {
  for (const fate of ['still waiting', 'confirmed', 'rejected'] as const) {
    it(`after the first payment was ${fate}: not for the same member, nor another, in any spelling`, async () => {
      const admin = await theAdmin();
      const first = await makeMember(ctx, { steps: [] });
      const paid = await paidPayment(ctx, first, (await makePlan(ctx, admin)).id);
      if (fate === 'confirmed') ok(await confirm(admin, paid.payment_id, paid.utr), 'confirm');
      if (fate === 'rejected') {
        ok(
          await call(ctx, admin, 'rejectPayment', {
            params: { paymentId: paid.payment_id },
            payload: { reason: 'No payment with this UTR reached our account.' },
          }),
          'reject',
        );
      }

      const mine = await newPayment(first);
      const stranger = await makeMember(ctx, { steps: [] });
      const theirs = await newPayment(stranger);
      for (const [who, payment] of [
        [first, mine],
        [stranger, theirs],
      ] as const) {
        for (const utr of spellings(paid.utr)) {
          expectSpent(await enter(who, payment.payment_id, utr), `${fate} ${JSON.stringify(utr)}`);
        }
        // Nothing saved is lost: the payment still takes a UTR of its own.
        expect(await paymentRow(payment.payment_id)).toMatchObject({ utr: null, state: 'awaiting_payment' });
        ok(await enter(who, payment.payment_id, uniqueUtr()), 'own UTR');
      }
      expect((await paymentRow(paid.payment_id))?.utr).toBe(paid.utr);
      const granted = await ctx.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, first.userId));
      expect(granted).toHaveLength(fate === 'confirmed' ? 1 : 0);
    });
  }

  it('stays spent even when the row of its payment is changed', async () => {
    const admin = await theAdmin();
    const member = await makeMember(ctx, { steps: [] });
    const paid = await paidPayment(ctx, member, (await makePlan(ctx, admin)).id);
    ok(
      await call(ctx, admin, 'rejectPayment', {
        params: { paymentId: paid.payment_id },
        payload: { reason: 'Not in the bank statement.' },
      }),
      'reject',
    );
    await ctx.database.db.update(payments).set({ utr: null }).where(eq(payments.id, paid.payment_id));
    expectSpent(await enter(member, (await newPayment(member)).payment_id, paid.utr), 'row changed');
  });

  it('two tabs entering one UTR on two payments at once: one takes it', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const stranger = await makeMember(ctx, { steps: [] });
    const tabs = [
      { who: member, payment: await newPayment(member) },
      { who: member, payment: await newPayment(member) },
      { who: stranger, payment: await newPayment(stranger) },
    ];
    const utr = uniqueUtr();
    const typed = spellings(utr);
    const answers = await Promise.all(
      tabs.map(({ who, payment }, i) => enter(who, payment.payment_id, typed[i] as string)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) expectSpent(refused, 'race');
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.utr, utr));
    expect(rows).toHaveLength(1);
  });
});

describe('the confirmation names the UTR the operator checked', () => {
  it('fails with another UTR, confirms with the payment’s own in any spelling, and only once', async () => {
    const admin = await theAdmin();
    const member = await makeMember(ctx, { steps: [] });
    const plan = await makePlan(ctx, admin, { downloads: 12 });
    const paid = await paidPayment(ctx, member, plan.id);
    const elsewhere = await paidPayment(ctx, await makeMember(ctx, { steps: [] }), plan.id);

    for (const utr of [undefined, '', '123', 'abcdefghijkl']) {
      expect((await confirm(admin, paid.payment_id, utr)).statusCode, String(utr)).toBe(400);
    }
    for (const stale of [uniqueUtr(), elsewhere.utr]) {
      const refused = await confirm(admin, paid.payment_id, stale);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message_key: 'utrNotAsChecked' });
    }
    expect(await paymentRow(paid.payment_id)).toMatchObject({
      state: 'awaiting_confirmation',
      utr: paid.utr,
    });
    expect(
      await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, member.userId)),
    ).toEqual([]);

    const spaced = `${paid.utr.slice(0, 4)} ${paid.utr.slice(4, 8)} ${paid.utr.slice(8)}`;
    const confirmed = await confirm(admin, paid.payment_id, spaced);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().payment).toMatchObject({ state: 'confirmed', utr: paid.utr });

    // Twice, with the same UTR or a stale one: done already, nothing granted again.
    for (const utr of [paid.utr, uniqueUtr()]) {
      const again = await confirm(admin, paid.payment_id, utr);
      expect(again.statusCode).toBe(409);
      expect(again.json().message_key).toBe('paymentAlreadyConfirmed');
    }
    const granted = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.userId));
    expect(granted.map((s) => s.totalDownload)).toEqual([12]);
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(paid.payment_id)));
    expect(audit.filter((row) => row.action === 'admin:payment-confirm')).toHaveLength(1);
  });

  it('two operators confirming at once, one with a stale UTR: only the checked UTR confirms', async () => {
    const admins = [await theAdmin(), await makeAdmin(ctx)];
    const member = await makeMember(ctx, { steps: [] });
    const paid = await paidPayment(ctx, member, (await makePlan(ctx, admins[0] as TestMember)).id);
    const answers = await Promise.all([
      confirm(admins[0] as TestMember, paid.payment_id, uniqueUtr()),
      confirm(admins[1] as TestMember, paid.payment_id, paid.utr),
      confirm(admins[1] as TestMember, paid.payment_id, paid.utr),
    ]);
    expect(answers[0]?.statusCode).toBe(409);
    expect(answers[0]?.json().message_key).toMatch(/^(utrNotAsChecked|paymentAlreadyConfirmed)$/);
    expect(
      answers
        .slice(1)
        .map((r) => r.statusCode)
        .sort(),
    ).toEqual([200, 409]);
    expect(await paymentRow(paid.payment_id)).toMatchObject({ state: 'confirmed', utr: paid.utr });
  });
});
