import { apiRoute } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { call, makePlan, ok, paidPayment, TEST_VPA } from '../../test/payments-support.js';
import { readMail, useTestSmtpServer } from '../../test/smtp-test-server.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const smtp = useTestSmtpServer();
const ctx = useTestApp({
  get smtpUrl() {
    return smtp.url;
  },
  upiVpa: TEST_VPA,
});

let adminPromise: Promise<TestMember> | undefined;
const theAdmin = () => {
  adminPromise ??= makeAdmin(ctx);
  return adminPromise;
};

/** The mails a member's address received whose subject names the reference. */
const mailsAbout = (member: Member, reference: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(member.secrets.email))
    .map(readMail)
    .filter((mail) => mail.subject.includes(reference));

describe('the receipt', () => {
  for (const [language, subject, lines] of [
    [
      'mr',
      'वरमाला: पेमेंट मिळाले: सुवर्ण योजना',
      ['संदर्भ क्रमांक: ', 'रक्कम: ₹1,500', '90 दिवसांसाठी 40 डाउनलोड', 'आपोआप पुन्हा सुरू होत नाही'],
    ],
    [
      'ta',
      'வரமாலா: கட்டணம் பெறப்பட்டது: சுவர்ண திட்டம்',
      ['குறிப்பு எண்: ', 'தொகை: ₹1,500', '90 நாட்களுக்கு 40 பதிவிறக்கங்கள்', 'தானாகப் புதுப்பிக்கப்படாது'],
    ],
    [
      'en',
      'Varmala: Payment received: Gold',
      ['Reference: ', 'Amount: ₹1,500', '40 downloads for 90 days', 'does not renew by itself'],
    ],
  ] as const) {
    it(`is mailed in the member's language (${language}) with the reference, UTR, amount and plan`, async () => {
      const admin = await theAdmin();
      const name = language === 'mr' ? 'सुवर्ण योजना' : language === 'ta' ? 'சுவர்ண திட்டம்' : 'Gold';
      const plan = await makePlan(ctx, admin, { name, price_inr: 1500, downloads: 40, days: 90 });
      const member = (await makeMember(ctx, { steps: ['basic'], language })) as Member;
      const paid = await paidPayment(ctx, member, plan.id);
      ok(
        await call(ctx, admin, 'confirmPayment', {
          params: { paymentId: paid.payment_id },
          payload: { utr: paid.utr },
        }),
        'confirm',
      );
      await expect.poll(() => mailsAbout(member, paid.reference).length).toBe(1);
      const [mail] = mailsAbout(member, paid.reference);
      expect(mail?.subject).toBe(`${subject} (${paid.reference})`);
      for (const line of [...lines, paid.reference, `UTR: ${paid.utr}`]) expect(mail?.text).toContain(line);
    });
  }

  it('a rejection is mailed with its reason', async () => {
    const admin = await theAdmin();
    const plan = await makePlan(ctx, admin);
    const member = (await makeMember(ctx, { steps: ['basic'], language: 'mr' })) as Member;
    const paid = await paidPayment(ctx, member, plan.id);
    ok(
      await call(ctx, admin, 'rejectPayment', {
        params: { paymentId: paid.payment_id },
        payload: { reason: 'बँकेत हा UTR सापडला नाही.' },
      }),
      'reject',
    );
    await expect.poll(() => mailsAbout(member, paid.reference).length).toBe(1);
    const [mail] = mailsAbout(member, paid.reference);
    expect(mail?.subject).toBe(`वरमाला: पेमेंट निश्चित झाले नाही (${paid.reference})`);
    expect(mail?.text).toContain('कारण: बँकेत हा UTR सापडला नाही.');
  });
});

describe('the ledger', () => {
  it("exports the days' payments for an accountant, to operators only, with hostile names made harmless", async () => {
    const admin = await theAdmin();
    const plan = await makePlan(ctx, admin, { name: '=cmd|calc!A1', price_inr: 999 });
    const member = (await makeMember(ctx, { steps: ['basic'], user_name: 'Plain Name' })) as Member;
    await ctx.database.db.update(users).set({ userName: '@SUM(1+1)' }).where(eq(users.id, member.userId));
    const paid = await paidPayment(ctx, member, plan.id);
    ok(
      await call(ctx, admin, 'confirmPayment', {
        params: { paymentId: paid.payment_id },
        payload: { utr: paid.utr },
      }),
      'confirm',
    );

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const url = `${apiRoute('paymentLedger').url}?from=${today}&to=${today}`;
    const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="payments-from-${today}-to-${today}.csv"`,
    );
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'date,reference,state,member_id,name,plan,downloads,days,amount_inr,utr,utr_entered_at,decided_at,decided_by,reason',
    );
    const row = lines.find((line) => line.includes(paid.reference));
    expect(row).toContain(`,confirmed,${member.mid},'@SUM(1+1),'=cmd|calc!A1,30,90,999,${paid.utr},`);
    // No cell of any line starts with a formula sign.
    for (const line of lines) {
      for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    }

    const old = await ctx.app.inject({
      method: 'GET',
      url: `${apiRoute('paymentLedger').url}?from=2001-01-01&to=2001-12-31`,
      headers: bearer(admin.token),
    });
    expect(
      old.body
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(member.token) })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${apiRoute('paymentLedger').url}?from=yesterday`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(400);
  });
});
