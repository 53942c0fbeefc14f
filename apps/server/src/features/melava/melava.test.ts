import { apiArgs, STATUS_APPROVED, STATUS_UNVERIFIED } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, melavaEvents, melavaRegistrations, users } from '../../db/schema.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { call, ok, readQr, TEST_VPA, uniqueUtr } from '../../test/payments-support.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { saveStep, setStatus } from '../../test/search-support.js';
import { bearer, type TestMember, uniqueIp, uniqueMobile, useTestApp } from '../../test/test-app.js';
import { passCode } from './pass-code.js';

const ctx = useTestApp({ upiVpa: TEST_VPA });

let adminPromise: Promise<TestMember> | undefined;
const theAdmin = () => {
  adminPromise ??= makeAdmin(ctx);
  return adminPromise;
};

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** An event whose registration is open now, the day a month away; fields replaced as given. */
async function makeEvent(fields: Record<string, unknown> = {}): Promise<number> {
  const created = await call(ctx, await theAdmin(), 'createEvent', {
    payload: {
      name: 'Pune Vadhu-Var Melava',
      starts_at: daysFromNow(30),
      place: 'Ganesh Kala Krida Manch, Pune',
      registration_opens: daysFromNow(-10),
      registration_closes: daysFromNow(20),
      fee_inr: 0,
      capacity: 100,
      min_age_bride: 18,
      min_age_groom: 21,
      ...fields,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().event_id;
}

const registerAs = (who: TestMember, eventId: number, listed?: boolean) =>
  call(ctx, who, 'register', { params: { eventId }, payload: listed === undefined ? {} : { listed } });

const candidate = (gender: 'Male' | 'Female' = 'Female', dateOfBirth?: string) =>
  makeMember(ctx, {
    steps: ['basic'],
    gender,
    // Of age on any event's day unless a test says otherwise.
    basic: { date_of_birth: dateOfBirth ?? '1994-06-15' },
  });

const comingEvent = async (eventId: number) => {
  const list = ok(await call(ctx, null, 'eventList'), 'events');
  return list.rows.find((event: { event_id: number }) => event.event_id === eventId);
};

/** Pays a registration's fee as the family would and has the operator confirm it. */
async function payAndConfirm(family: TestMember, paymentId: number, admin?: TestMember) {
  const utr = uniqueUtr();
  ok(await call(ctx, family, 'submitUtr', { params: { paymentId }, payload: { utr } }), 'utr');
  return call(ctx, admin ?? (await theAdmin()), 'confirmPayment', {
    params: { paymentId },
    payload: { utr },
  });
}

describe('events', () => {
  it('the operator creates and changes an event (audited); families see it with its seats left', async () => {
    const admin = await theAdmin();
    const eventId = await makeEvent({ capacity: 3, fee_inr: 0 });
    const listed = await comingEvent(eventId);
    expect(listed).toMatchObject({
      name: 'Pune Vadhu-Var Melava',
      capacity: 3,
      seats_left: 3,
      registration_open: true,
      fee_inr: 0,
    });
    expect((await registerAs(await candidate(), eventId)).statusCode).toBe(201);
    expect((await comingEvent(eventId)).seats_left).toBe(2);

    // Past dates are allowed: a date typed wrong is put right after the day too.
    const changed = await call(ctx, admin, 'updateEvent', {
      params: { eventId },
      payload: { place: 'Balgandharva Rangmandir, Pune', registration_opens: '2020-01-01' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await comingEvent(eventId)).place).toBe('Balgandharva Rangmandir, Pune');
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'melava_event'), eq(adminAuditLog.targetId, String(eventId))));
    expect(audit.map((row) => row.action).sort()).toEqual(['admin:event-create', 'admin:event-update']);
    expect(audit.find((row) => row.action === 'admin:event-update')?.before).toMatchObject({
      place: 'Ganesh Kala Krida Manch, Pune',
    });

    const below = await call(ctx, admin, 'updateEvent', { params: { eventId }, payload: { capacity: 0 } });
    expect(below.statusCode).toBe(400);
    const backwards = await call(ctx, admin, 'updateEvent', {
      params: { eventId },
      payload: { registration_closes: '2019-12-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message_key).toBe('eventWindowBackwards');
    expect(
      (await call(ctx, admin, 'updateEvent', { params: { eventId: 999999 }, payload: {} })).statusCode,
    ).toBe(404);
  });

  it('only the operator creates events; bad input gets a 400 with the field named', async () => {
    const member = await candidate();
    expect((await call(ctx, member, 'createEvent', { payload: {} })).statusCode).toBe(403);
    expect((await call(ctx, null, 'createEvent', { payload: {} })).statusCode).toBe(401);
    const bad = await call(ctx, await theAdmin(), 'createEvent', {
      payload: {
        name: 'X',
        starts_at: 'tomorrow',
        place: 'Hall',
        registration_opens: '2026-09-15',
        registration_closes: '2026-12-10',
        fee_inr: -5,
        capacity: 10,
        min_age_bride: 16,
        min_age_groom: 21,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['fee_inr', 'min_age_bride', 'starts_at']);
  });

  it('lists only coming events, soonest first', async () => {
    const past = await makeEvent({
      starts_at: daysFromNow(-5),
      registration_opens: daysFromNow(-40),
      registration_closes: daysFromNow(-10),
    });
    const later = await makeEvent({ starts_at: daysFromNow(90) });
    const sooner = await makeEvent({ starts_at: daysFromNow(3) });
    const ids = ok(await call(ctx, null, 'eventList'), 'events').rows.map(
      (e: { event_id: number }) => e.event_id,
    );
    expect(ids).not.toContain(past);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
  });
});

describe('registering', () => {
  it('refuses outside the window, under age, unapproved, twice, and the operator', async () => {
    const notYet = await makeEvent({
      registration_opens: daysFromNow(2),
      registration_closes: daysFromNow(20),
    });
    const closed = await makeEvent({
      registration_opens: daysFromNow(-20),
      registration_closes: daysFromNow(-1),
    });
    const open = await makeEvent({ min_age_bride: 25 });
    const bride = await candidate('Female', `${new Date().getFullYear() - 30}-01-15`);

    const early = await registerAs(bride, notYet);
    expect(early.statusCode).toBe(409);
    expect(early.json().message_key).toBe('registrationNotOpen');
    expect((await registerAs(bride, closed)).json().message_key).toBe('registrationClosed');
    expect((await comingEvent(notYet)).registration_open).toBe(false);

    const young = await candidate('Female', `${new Date().getFullYear() - 22}-01-15`);
    const tooYoung = await registerAs(young, open);
    expect(tooYoung.statusCode).toBe(403);
    expect(tooYoung.json()).toMatchObject({ message_key: 'brideTooYoung', message_params: { age: 25 } });
    const youngGroom = await candidate('Male', `${new Date().getFullYear() - 20}-01-15`);
    expect((await registerAs(youngGroom, open)).json().message_key).toBe('groomTooYoung');

    const pending = await makeMember(ctx, { steps: ['basic'], status: STATUS_UNVERIFIED });
    expect((await registerAs(pending, open)).statusCode).toBe(403);
    expect((await registerAs(await theAdmin(), open)).statusCode).toBe(403);

    const first = await registerAs(bride, open, true);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ state: 'confirmed', number: 1, payment: null });
    const again = await registerAs(bride, open);
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe('alreadyRegistered');
    expect((await registerAs(bride, 999999)).statusCode).toBe(404);
  });

  it('gives exactly the last 5 seats to 50 families registering at once', async () => {
    const eventId = await makeEvent({ capacity: 8 });
    for (let i = 0; i < 3; i++) expect((await registerAs(await candidate(), eventId)).statusCode).toBe(201);
    const families = await Promise.all(Array.from({ length: 50 }, () => candidate()));
    const answers = await Promise.all(families.map((family) => registerAs(family, eventId)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => a.json().message_key === 'eventFull'),
    ).toBe(true);
    const numbers = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => a.json().number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([4, 5, 6, 7, 8]);
    expect((await comingEvent(eventId)).seats_left).toBe(0);
  });

  it('with a fee: a UPI payment; two operators confirming give one number, once', async () => {
    const eventId = await makeEvent({ fee_inr: 500, capacity: 2 });
    const bride = await candidate();
    const registered = await registerAs(bride, eventId);
    expect(registered.statusCode, registered.body).toBe(201);
    const { registration_id: registrationId, state, number, payment } = registered.json();
    expect({ state, number }).toEqual({ state: 'awaiting_payment', number: null });
    expect(payment).toMatchObject({ amount_inr: 500, reference: expect.stringMatching(/^VM-/) });
    expect(payment.upi_uri).toContain('am=500.00');
    expect(await readQr(payment.qr_svg)).toBe(payment.upi_uri);
    // The seat is held while the payment waits.
    expect((await comingEvent(eventId)).seats_left).toBe(1);

    const mine = ok(await call(ctx, bride, 'myEvents'), 'my events');
    expect(mine.rows[0]).toMatchObject({
      registration_id: registrationId,
      state: 'awaiting_payment',
      pass: null,
    });
    expect(mine.rows[0].payment).toMatchObject({ payment_id: payment.payment_id, state: 'awaiting_payment' });

    const utr = uniqueUtr();
    ok(
      await call(ctx, bride, 'submitUtr', { params: { paymentId: payment.payment_id }, payload: { utr } }),
      'utr',
    );
    const second = await makeAdmin(ctx);
    const [one, two] = await Promise.all(
      [await theAdmin(), second].map((admin) =>
        call(ctx, admin, 'confirmPayment', { params: { paymentId: payment.payment_id }, payload: { utr } }),
      ),
    );
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 409]);
    const after = ok(await call(ctx, bride, 'myEvents'), 'my events').rows[0];
    expect(after).toMatchObject({ state: 'confirmed', number: 1 });
    expect(after.pass.code).toMatch(/^M1\./);
    expect(await readQr(after.pass.qr_svg)).toBe(after.pass.code);
    const [event] = await ctx.database.db.select().from(melavaEvents).where(eq(melavaEvents.id, eventId));
    expect(event?.numbersGiven).toBe(1);
    // The family is told once, with its number; the plan's receipt is not the melava's.
    const notices = ok(await call(ctx, bride, 'notificationList', { params: { page: 1 } }), 'notices').rows;
    const told = notices.filter((notice: { kind: string }) => notice.kind === 'melava_confirmed');
    expect(told).toHaveLength(1);
    expect(told[0].data).toMatchObject({ event_id: eventId, number: 1 });
  });

  it('a rejected payment frees the seat; a family cancels until registration closes', async () => {
    const eventId = await makeEvent({ fee_inr: 300, capacity: 1 });
    const bride = await candidate();
    const { payment, registration_id: registrationId } = (await registerAs(bride, eventId)).json();
    const utr = uniqueUtr();
    ok(
      await call(ctx, bride, 'submitUtr', { params: { paymentId: payment.payment_id }, payload: { utr } }),
      'utr',
    );
    ok(
      await call(ctx, await theAdmin(), 'rejectPayment', {
        params: { paymentId: payment.payment_id },
        payload: { reason: 'No such amount in the bank statement' },
      }),
      'reject',
    );
    expect((await comingEvent(eventId)).seats_left).toBe(1);
    const [row] = await ctx.database.db
      .select()
      .from(melavaRegistrations)
      .where(eq(melavaRegistrations.id, registrationId));
    expect(row?.state).toBe('cancelled');

    const again = await registerAs(bride, eventId);
    expect(again.statusCode).toBe(201);
    const other = await candidate();
    expect((await registerAs(other, eventId)).json().message_key).toBe('eventFull');
    const cancelled = await call(ctx, bride, 'cancelRegistration', {
      params: { eventId, registrationId: again.json().registration_id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().state).toBe('cancelled');
    expect((await registerAs(other, eventId)).statusCode).toBe(201);
    // Not theirs: told it is not there.
    expect(
      (
        await call(ctx, bride, 'cancelRegistration', {
          params: {
            eventId,
            registrationId: (await registerAs(await candidate(), await makeEvent())).json().registration_id,
          },
        })
      ).statusCode,
    ).toBe(404);

    const closing = await makeEvent();
    const groom = await candidate('Male');
    const late = (await registerAs(groom, closing)).json().registration_id;
    await ctx.database.db
      .update(melavaEvents)
      .set({ registrationCloses: new Date(Date.now() - DAY) })
      .where(eq(melavaEvents.id, closing));
    const tooLate = await call(ctx, groom, 'cancelRegistration', {
      params: { eventId: closing, registrationId: late },
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message_key).toBe('cancelTooLate');
  });

  it("a guardian registers the family's profile acting for it, and sees it in the profile's events", async () => {
    const mother = await makeMember(ctx, { steps: [] });
    const added = await ctx.app.inject({
      ...{ method: apiArgs('addFamilyProfile')[0], url: apiArgs('addFamilyProfile')[1] },
      remoteAddress: uniqueIp(),
      headers: bearer(mother.token),
      payload: { gender: 'Male', profile_for: 'son' },
    });
    const userId: number = added.json().user_id;
    const switched = await ctx.app.inject({
      method: apiArgs('switchProfile', { userId })[0],
      url: apiArgs('switchProfile', { userId })[1],
      remoteAddress: uniqueIp(),
      headers: bearer(mother.token),
    });
    const son = { userId, token: switched.json().token as string, mobile: '', password: '' };
    const saved = await saveStep(ctx, son, 'basic', basicFor({ gender: 'Male', mobiles: [uniqueMobile()] }));
    await setStatus(ctx, saved.profile_id, STATUS_APPROVED);
    const eventId = await makeEvent();
    const registered = await registerAs(son, eventId);
    expect(registered.statusCode, registered.body).toBe(201);
    const rows = ok(await call(ctx, son, 'myEvents'), 'events').rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      profile_id: saved.profile_id,
      state: 'confirmed',
      number: 1,
      listed: false,
    });
    const registrationId = registered.json().registration_id;
    // The mother's own login prints her son's pass; the listing consent changes until the day.
    const pass = await ctx.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/registrations/${registrationId}/pass.pdf`,
      headers: bearer(mother.token),
    });
    expect(pass.statusCode, pass.body).toBe(200);
    const listed = await call(ctx, son, 'updateRegistration', {
      params: { eventId, registrationId },
      payload: { listed: true },
    });
    expect(listed.json()).toMatchObject({ listed: true, state: 'confirmed' });
    await ctx.database.db
      .update(melavaEvents)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(melavaEvents.id, eventId));
    const late = await call(ctx, son, 'updateRegistration', {
      params: { eventId, registrationId },
      payload: { listed: false },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message_key).toBe('listingTooLate');
  });

  it('the operator lists registrations with state, number and payment, and finds by number or name', async () => {
    const eventId = await makeEvent({ fee_inr: 200 });
    const paid = await candidate('Female');
    const unpaid = await candidate('Male');
    const p1 = (await registerAs(paid, eventId)).json();
    (await registerAs(unpaid, eventId)).json();
    expect((await payAndConfirm(paid, p1.payment.payment_id)).statusCode).toBe(200);
    const list = ok(
      await call(ctx, await theAdmin(), 'adminRegistrations', { params: { eventId, page: 1 } }),
      'registrations',
    );
    expect(list.count).toBe(2);
    expect(list.rows[0]).toMatchObject({
      number: 1,
      state: 'confirmed',
      payment: { state: 'confirmed', amount_inr: 200 },
    });
    expect(list.rows[0].code).toBe(passCode(ctx.config.jwtSecret, eventId, p1.registration_id));
    expect(list.rows[1]).toMatchObject({
      number: null,
      state: 'awaiting_payment',
      code: null,
      payment: { state: 'awaiting_payment' },
    });
    const byNumber = ok(
      await call(ctx, await theAdmin(), 'adminRegistrations', {
        params: { eventId, page: 1 },
        query: { q: '1' },
      }),
      'find',
    );
    expect(byNumber.rows.map((r: { registration_id: number }) => r.registration_id)).toEqual([
      p1.registration_id,
    ]);
    expect((await call(ctx, paid, 'adminRegistrations', { params: { eventId, page: 1 } })).statusCode).toBe(
      403,
    );
  });
});

describe('the door', () => {
  const scan = (code: string, clientId: string, at = new Date()) => ({
    client_id: clientId,
    code,
    scanned_at: at.toISOString(),
  });
  const send = async (eventId: number, checkins: ReturnType<typeof scan>[]) => {
    const response = await call(ctx, await theAdmin(), 'checkIn', {
      params: { eventId },
      payload: { checkins },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      client_id: string;
      registration_id: number | null;
      already: boolean;
      refused?: string;
      checked_in_at: string | null;
      number: number | null;
      name: string | null;
      gender: string | null;
    }[];
  };
  const secret = () => ctx.config.jwtSecret;

  it('answers each scan on its own: forged, foreign, cancelled and unpaid refused, the rest checked in', async () => {
    const eventId = await makeEvent({ fee_inr: 0 });
    const otherEvent = await makeEvent();
    const bride = await candidate('Female');
    const groom = await candidate('Male');
    const leaver = await candidate('Female');
    const b = (await registerAs(bride, eventId)).json();
    const g = (await registerAs(groom, eventId)).json();
    const l = (await registerAs(leaver, eventId)).json();
    ok(
      await call(ctx, leaver, 'cancelRegistration', {
        params: { eventId, registrationId: l.registration_id },
      }),
      'cancel',
    );
    const elsewhere = (await registerAs(await candidate(), otherEvent)).json();
    const paidEvent = await makeEvent({ fee_inr: 100 });
    const unpaid = (await registerAs(await candidate(), paidEvent)).json();

    const real = passCode(secret(), eventId, b.registration_id);
    const answers = await send(eventId, [
      scan(real, 'a1'),
      scan(`${real.slice(0, -2)}xx`, 'a2'),
      scan(passCode('another secret', eventId, g.registration_id), 'a3'),
      scan(passCode(secret(), otherEvent, elsewhere.registration_id), 'a4'),
      scan(passCode(secret(), eventId, l.registration_id), 'a5'),
      scan('not a pass at all', 'a6'),
      scan(passCode(secret(), eventId, g.registration_id), 'a7'),
    ]);
    expect(answers.map((a) => a.refused ?? 'in')).toEqual([
      'in',
      'forged',
      'forged',
      'other_event',
      'cancelled',
      'forged',
      'in',
    ]);
    expect(answers[0]).toMatchObject({
      registration_id: b.registration_id,
      number: 1,
      gender: 'Female',
      already: false,
    });
    expect(answers[0]?.name).toBe(`${bride.steps.basic.name} ${bride.steps.basic.surname}`);
    expect(answers[6]).toMatchObject({
      registration_id: g.registration_id,
      number: 2,
      gender: 'Male',
      already: false,
    });
    const notPaid = await send(paidEvent, [
      scan(passCode(secret(), paidEvent, unpaid.registration_id), 'p1'),
    ]);
    expect(notPaid[0]?.refused).toBe('not_confirmed');
    const mine = ok(await call(ctx, bride, 'myEvents'), 'mine').rows[0];
    expect(mine.checked_in_at).toBe(answers[0]?.checked_in_at);
  });

  it("the door's list holds the confirmed families with their passes' codes, and only the operator's own events", async () => {
    const eventId = await makeEvent({ fee_inr: 0 });
    const bride = await candidate('Female');
    const groom = await candidate('Male');
    const leaver = await candidate('Female');
    const b = (await registerAs(bride, eventId)).json();
    const g = (await registerAs(groom, eventId)).json();
    const l = (await registerAs(leaver, eventId)).json();
    ok(
      await call(ctx, leaver, 'cancelRegistration', {
        params: { eventId, registrationId: l.registration_id },
      }),
      'cancel',
    );
    const list = ok(await call(ctx, await theAdmin(), 'doorList', { params: { eventId } }), 'door list');
    expect(list.rows).toEqual([
      {
        registration_id: b.registration_id,
        number: 1,
        mid: expect.any(String),
        name: `${bride.steps.basic.name} ${bride.steps.basic.surname}`,
        code: passCode(secret(), eventId, b.registration_id),
      },
      {
        registration_id: g.registration_id,
        number: 2,
        mid: expect.any(String),
        name: `${groom.steps.basic.name} ${groom.steps.basic.surname}`,
        code: passCode(secret(), eventId, g.registration_id),
      },
    ]);
    // A code from the list checks the family in as the pass would.
    const [answer] = await send(eventId, [scan(list.rows[1].code, 'list-1')]);
    expect(answer).toMatchObject({ registration_id: g.registration_id, already: false });

    // A member never reads it; the other site's operator does not find the event.
    expect((await call(ctx, bride, 'doorList', { params: { eventId } })).statusCode).toBe(403);
    const tamilOperator = await makeMember(ctx, { steps: [], domain: 'tamilmala' });
    await ctx.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, tamilOperator.userId));
    expect((await call(ctx, tamilOperator, 'doorList', { params: { eventId } })).statusCode).toBe(404);
  });

  it('a pass scanned twice says already with the first time; a scan sent again is counted once', async () => {
    const eventId = await makeEvent();
    const bride = (await registerAs(await candidate(), eventId)).json();
    const code = passCode(secret(), eventId, bride.registration_id);
    const first = await send(eventId, [scan(code, 'phone1-1', new Date(Date.now() - 60_000))]);
    expect(first[0]?.already).toBe(false);
    const second = await send(eventId, [scan(code, 'phone2-1')]);
    expect(second[0]).toMatchObject({ already: true, checked_in_at: first[0]?.checked_in_at });
    // The first phone's queue sent again after the network came back: the same answer, nothing new.
    const replay = await send(eventId, [scan(code, 'phone1-1'), scan(code, 'phone1-1')]);
    expect(replay).toEqual([first[0], first[0]]);
    const list = ok(await call(ctx, await theAdmin(), 'adminEventList'), 'events');
    expect(list.rows.find((e: { event_id: number }) => e.event_id === eventId).checked_in).toBe(1);
    // A phone whose clock runs ahead does not check anyone in in the future.
    const ahead = (await registerAs(await candidate(), eventId)).json();
    const future = await send(eventId, [
      scan(passCode(secret(), eventId, ahead.registration_id), 'x', new Date(Date.now() + 3_600_000)),
    ]);
    expect(Date.parse(future[0]?.checked_in_at ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('four door phones at once, a fifth of their scans replayed: each pass checked in once', async () => {
    const eventId = await makeEvent({ capacity: 40 });
    const codes: string[] = [];
    for (let i = 0; i < 40; i++) {
      const registered = (await registerAs(await candidate(i % 2 ? 'Male' : 'Female'), eventId)).json();
      codes.push(passCode(secret(), eventId, registered.registration_id));
    }
    // Every pass goes to one phone; phone p also scans the passes of the phone before it again,
    // and every fifth scan is sent twice.
    const batches = [0, 1, 2, 3].map((p) => {
      const own = codes.filter((_, i) => i % 4 === p).map((code, i) => scan(code, `p${p}-${i}`));
      const again = codes
        .filter((_, i) => i % 4 === (p + 3) % 4)
        .slice(0, 3)
        .map((code, i) => scan(code, `p${p}-again-${i}`));
      return [...own, ...again, ...own.filter((_, i) => i % 5 === 0)];
    });
    const answers = (await Promise.all(batches.map((batch) => send(eventId, batch)))).flat();
    expect(answers.every((a) => !a.refused)).toBe(true);
    const counted = answers.filter((a) => !a.already);
    const firstTimes = new Set(counted.map((a) => a.client_id));
    expect(new Set(counted.map((a) => a.registration_id)).size).toBe(40);
    // Replays repeat the first answer of their client id; only first scans of a pass are counted.
    expect(firstTimes.size).toBe(40);
    const list = ok(await call(ctx, await theAdmin(), 'adminEventList'), 'events');
    expect(list.rows.find((e: { event_id: number }) => e.event_id === eventId).checked_in).toBe(40);
  });

  it('refuses a batch that is not one: too many scans, a bad time, no client id', async () => {
    const eventId = await makeEvent();
    const admin = await theAdmin();
    const tooMany = Array.from({ length: 101 }, (_, i) => scan('x', `c${i}`));
    expect(
      (await call(ctx, admin, 'checkIn', { params: { eventId }, payload: { checkins: tooMany } })).statusCode,
    ).toBe(400);
    expect(
      (
        await call(ctx, admin, 'checkIn', {
          params: { eventId },
          payload: { checkins: [{ client_id: 'a', code: 'x', scanned_at: 'now' }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(ctx, admin, 'checkIn', {
          params: { eventId },
          payload: { checkins: [{ code: 'x', scanned_at: new Date().toISOString() }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(ctx, admin, 'checkIn', {
          params: { eventId: 999999 },
          payload: { checkins: [scan('x', 'a')] },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('after the day', () => {
  /** A melava held yesterday: registration closed, the day begun. */
  async function heldEvent() {
    const eventId = await makeEvent();
    return {
      eventId,
      /** Registers and, when `came`, checks in at the door. */
      async attend(member: TestMember, { came = true, listed = true } = {}) {
        const registered = await registerAs(member, eventId, listed);
        expect(registered.statusCode, registered.body).toBe(201);
        const registrationId = registered.json().registration_id;
        if (came) {
          const code = passCode(ctx.config.jwtSecret, eventId, registrationId);
          const checkins = [
            { client_id: `door-${registrationId}`, code, scanned_at: new Date().toISOString() },
          ];
          ok(
            await call(ctx, await theAdmin(), 'checkIn', { params: { eventId }, payload: { checkins } }),
            'check in',
          );
        }
        return registrationId;
      },
      async endedDaysAgo(days: number) {
        await ctx.database.db
          .update(melavaEvents)
          .set({
            startsAt: new Date(Date.now() - days * DAY),
            registrationCloses: new Date(Date.now() - (days + 1) * DAY),
            registrationOpens: new Date(Date.now() - (days + 20) * DAY),
          })
          .where(eq(melavaEvents.id, eventId));
      },
    };
  }
  const attendeesOf = (who: TestMember, eventId: number) =>
    call(ctx, who, 'attendees', { params: { eventId, page: 1 } });
  const mids = (response: { json(): { rows: { mid: string }[] } }) =>
    response
      .json()
      .rows.map((row) => row.mid)
      .sort();

  it('a family who came sees the other side who came and agreed to be listed; nobody else sees the list', async () => {
    const melava = await heldEvent();
    const bride = await makeMember(ctx, { steps: ['basic'], gender: 'Female' });
    const groom = await makeMember(ctx, {
      steps: ['basic'],
      gender: 'Male',
      basic: { date_of_birth: '1993-03-10' },
    });
    const shyGroom = await makeMember(ctx, {
      steps: ['basic'],
      gender: 'Male',
      basic: { date_of_birth: '1993-03-10' },
    });
    const absentGroom = await makeMember(ctx, {
      steps: ['basic'],
      gender: 'Male',
      basic: { date_of_birth: '1993-03-10' },
    });
    const otherBride = await makeMember(ctx, { steps: ['basic'], gender: 'Female' });
    const absentBride = await makeMember(ctx, { steps: ['basic'], gender: 'Female' });
    await melava.attend(bride);
    await melava.attend(groom);
    await melava.attend(shyGroom, { listed: false });
    await melava.attend(absentGroom, { came: false });
    await melava.attend(otherBride);
    await melava.attend(absentBride, { came: false });
    await melava.endedDaysAgo(1);

    const brideSees = await attendeesOf(bride, melava.eventId);
    expect(brideSees.statusCode, brideSees.body).toBe(200);
    expect(brideSees.json().event_name).toBe('Pune Vadhu-Var Melava');
    expect(mids(brideSees)).toEqual([groom.mid]);
    expect(mids(await attendeesOf(groom, melava.eventId))).toEqual([bride.mid, otherBride.mid].sort());
    // Not listed himself, he still sees those who agreed.
    expect(mids(await attendeesOf(shyGroom, melava.eventId))).toEqual([bride.mid, otherBride.mid].sort());
    for (const outsider of [absentGroom, absentBride, await candidate('Male'), await theAdmin()]) {
      const refused = await attendeesOf(outsider, melava.eventId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message_key).toBe('attendeesNotYours');
    }
    // A block hides either side from the other, as everywhere.
    ok(await call(ctx, groom, 'blockProfile', { params: { profileId: bride.profileId } }), 'block');
    expect(mids(await attendeesOf(bride, melava.eventId))).toEqual([]);
    expect(mids(await attendeesOf(groom, melava.eventId))).toEqual([otherBride.mid]);
  });

  it('ends 30 days after the day', async () => {
    const melava = await heldEvent();
    const bride = await makeMember(ctx, { steps: ['basic'], gender: 'Female' });
    const groom = await makeMember(ctx, {
      steps: ['basic'],
      gender: 'Male',
      basic: { date_of_birth: '1993-03-10' },
    });
    await melava.attend(bride);
    await melava.attend(groom);
    await melava.endedDaysAgo(29);
    expect(mids(await attendeesOf(bride, melava.eventId))).toEqual([groom.mid]);
    await melava.endedDaysAgo(31);
    expect((await attendeesOf(bride, melava.eventId)).statusCode).toBe(404);
    expect((await attendeesOf(groom, melava.eventId)).statusCode).toBe(404);
  });

  it('an interest says "we met at" the melava, and the receiver reads its name', async () => {
    const melava = await heldEvent();
    const bride = await makeMember(ctx, { steps: ['basic'], gender: 'Female' });
    const groom = await makeMember(ctx, {
      steps: ['basic'],
      gender: 'Male',
      basic: { date_of_birth: '1993-03-10' },
    });
    const stranger = await makeMember(ctx, {
      steps: ['basic'],
      gender: 'Male',
      basic: { date_of_birth: '1993-03-10' },
    });
    await melava.attend(bride);
    await melava.attend(groom);
    await melava.endedDaysAgo(2);
    const refused = await call(ctx, stranger, 'sendInterest', {
      params: { profileId: bride.profileId },
      payload: { template: 'liked_profile', event_id: melava.eventId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message_key).toBe('eventNotAttended');
    const sent = await call(ctx, groom, 'sendInterest', {
      params: { profileId: bride.profileId },
      payload: { template: 'liked_profile', event_id: melava.eventId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const box = ok(await call(ctx, bride, 'interestBox', { params: { box: 'received', page: 1 } }), 'box');
    expect(box.rows[0]).toMatchObject({ mid: groom.mid, event_name: 'Pune Vadhu-Var Melava' });
  });
});
