import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { call, TEST_VPA } from '../../test/payments-support.js';
import type { TestMember } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-app.js';
import { passCode } from './pass-code.js';
import { inStageOrder } from './stage-order.js';
import type { StageCandidate } from './stage-order-pages.js';

const ctx = useTestApp({ upiVpa: TEST_VPA });
const work = mkdtempSync(join(tmpdir(), 'melava-pdf-'));

function textOf(pdf: Buffer): string {
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
}

let adminPromise: Promise<TestMember> | undefined;
const theAdmin = () => {
  adminPromise ??= makeAdmin(ctx);
  return adminPromise;
};
const DAY = 24 * 60 * 60 * 1000;

async function makeEvent(): Promise<number> {
  const response = await call(ctx, await theAdmin(), 'createEvent', {
    payload: {
      name: 'Nashik Vadhu-Var Melava',
      starts_at: new Date(Date.now() + 10 * DAY).toISOString(),
      place: 'Kalidas Kalamandir, Nashik',
      registration_opens: new Date(Date.now() - DAY).toISOString(),
      registration_closes: new Date(Date.now() + 5 * DAY).toISOString(),
      fee_inr: 0,
      capacity: 50,
      min_age_bride: 18,
      min_age_groom: 21,
    },
  });
  return response.json().event_id;
}

const pdfOf = async (
  who: TestMember,
  name: 'stageOrderPdf' | 'passPdf',
  params: Record<string, number>,
  query: Record<string, string> = {},
) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url:
      name === 'stageOrderPdf'
        ? `/api/admin/events/${params.eventId}/stage-order.pdf`
        : `/api/events/${params.eventId}/registrations/${params.registrationId}/pass.pdf`,
    query,
    headers: { authorization: `Bearer ${who.token}` },
  });
  return response;
};

describe('the pass', () => {
  it("prints the candidate's name, number and the event for the family only", async () => {
    const eventId = await makeEvent();
    const bride = await makeMember(ctx, { steps: ['basic'], gender: 'Female', photos: 1 });
    const registered = await call(ctx, bride, 'register', { params: { eventId }, payload: { listed: true } });
    const registrationId: number = registered.json().registration_id;
    const own = await pdfOf(bride, 'passPdf', { eventId, registrationId }, { lang: 'mr' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const text = textOf(own.rawPayload);
    expect(text).toContain('Nashik Vadhu-Var Melava');
    expect(text).toContain('प्रवेशपत्र');
    expect(text).toContain(bride.steps.basic.name as string);
    expect(text).toMatch(/क्रमांक\s+1/);
    const stranger = await makeMember(ctx, {
      steps: ['basic'],
      gender: 'Male',
      basic: { date_of_birth: '1992-01-01' },
    });
    expect((await pdfOf(stranger, 'passPdf', { eventId, registrationId })).statusCode).toBe(404);
    expect((await pdfOf(await theAdmin(), 'passPdf', { eventId, registrationId })).statusCode).toBe(404);
    expect((await pdfOf(bride, 'passPdf', { eventId: eventId + 1000, registrationId })).statusCode).toBe(404);
    const english = textOf(
      (await pdfOf(bride, 'passPdf', { eventId, registrationId }, { lang: 'en' })).rawPayload,
    );
    expect(english).toContain('Entry pass');
  });
});

describe('the stage order', () => {
  it('orders by number, in turn or by age', () => {
    const c = (number: number, gender: 'Male' | 'Female', age: number): StageCandidate => ({
      number,
      gender,
      age,
      name: `C${number}`,
      education: '',
      work: '',
      city: '',
    });
    const all = [
      c(1, 'Male', 30),
      c(2, 'Male', 25),
      c(3, 'Female', 24),
      c(4, 'Male', 25),
      c(5, 'Female', 22),
    ];
    expect(inStageOrder(all, 'number').map((x) => x.number)).toEqual([1, 2, 3, 4, 5]);
    expect(inStageOrder(all, 'alternate').map((x) => x.number)).toEqual([3, 1, 5, 2, 4]);
    expect(inStageOrder(all, 'age').map((x) => x.number)).toEqual([5, 3, 2, 4, 1]);
  });

  it('prints every confirmed candidate before the doors open, and only those who came after, in mr, ta and en', async () => {
    const eventId = await makeEvent();
    const people = [];
    const names = ['Asha', 'Rohan', 'Meera', 'Kedar'];
    for (const [i, gender] of (['Female', 'Male', 'Female', 'Male'] as const).entries()) {
      const member = await makeMember(ctx, {
        steps: ['basic', 'work'],
        gender,
        basic: { name: names[i], date_of_birth: `199${i}-04-0${i + 1}` },
      });
      const registered = await call(ctx, member, 'register', { params: { eventId }, payload: {} });
      expect(registered.statusCode, registered.body).toBe(201);
      people.push({ member, registrationId: registered.json().registration_id as number });
    }
    const admin = await theAdmin();
    const before = await pdfOf(admin, 'stageOrderPdf', { eventId }, { lang: 'mr', order: 'alternate' });
    expect(before.statusCode, before.body).toBe(200);
    const marathi = textOf(before.rawPayload);
    expect(marathi).toContain('व्यासपीठावर परिचयाचा क्रम');
    expect(marathi).toContain('वधू व वर आलटून पालटून');
    for (const { member } of people) expect(marathi).toContain(member.steps.basic.name as string);
    expect(marathi).toContain('नोंदणी निश्चित झालेले सर्व उमेदवार');

    // The doors open: two of the four are scanned in.
    const scans = [people[0], people[3]].map((person, i) => ({
      client_id: `door-${i}`,
      code: passCode(ctx.config.jwtSecret, eventId, person?.registrationId as number),
      scanned_at: new Date().toISOString(),
    }));
    expect(
      (await call(ctx, admin, 'checkIn', { params: { eventId }, payload: { checkins: scans } })).statusCode,
    ).toBe(200);
    const tamil = textOf(
      (await pdfOf(admin, 'stageOrderPdf', { eventId }, { lang: 'ta', order: 'number' })).rawPayload,
    );
    expect(tamil).toContain('மேடையில் அறிமுக வரிசை');
    expect(tamil).toContain('வருகை தந்த வரன்கள்');
    expect(tamil).toContain(people[0]?.member.steps.basic.name as string);
    expect(tamil).not.toContain(people[1]?.member.steps.basic.name as string);
    const english = textOf((await pdfOf(admin, 'stageOrderPdf', { eventId }, { order: 'age' })).rawPayload);
    expect(english).toContain('Stage order: By age');
    expect(english).toContain(people[3]?.member.steps.work.education as string);

    expect((await pdfOf(admin, 'stageOrderPdf', { eventId }, { order: 'height' })).statusCode).toBe(400);
    expect((await pdfOf(people[0]?.member as TestMember, 'stageOrderPdf', { eventId })).statusCode).toBe(403);
  });

  it("the event's booklet prints its confirmed registrants who agreed to printed lists, and nobody else", async () => {
    const eventId = await makeEvent();
    const agreed = await makeMember(ctx, {
      steps: ['basic', 'personal', 'work', 'family'],
      gender: 'Female',
    });
    const refused = await makeMember(ctx, {
      steps: ['basic', 'personal', 'work', 'family'],
      gender: 'Male',
      basic: { date_of_birth: '1992-01-01' },
    });
    const absent = await makeMember(ctx, {
      steps: ['basic', 'personal', 'work', 'family'],
      gender: 'Female',
    });
    for (const member of [agreed, refused, absent]) {
      await ctx.database.db
        .update(profiles)
        .set({ printedListsConsent: member !== refused })
        .where(eq(profiles.id, member.profileId));
    }
    for (const member of [agreed, refused])
      await call(ctx, member, 'register', { params: { eventId }, payload: {} });
    const response = await call(ctx, await theAdmin(), 'booklet', {
      payload: { domain: 'varmala', event_id: eventId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = textOf(response.rawPayload);
    expect(text).toContain(agreed.mid);
    expect(text).not.toContain(refused.mid);
    expect(text).not.toContain(absent.mid);
  });
});
