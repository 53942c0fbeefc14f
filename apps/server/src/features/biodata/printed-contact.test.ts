import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiArgs, type BiodataSettings } from '@varmala/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { call, setPrivacy } from '../../test/privacy-support.js';
import { type TestContext, type TestMember, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

// What a biodata gives as contact on a site whose office has no WhatsApp number, or only an
// e-mail: never an empty contact, and a printed list never a family's number.

const SUPPORT = 'office@varmala.test';
const bare = useTestApp({ ...NO_RATE_LIMITS, whatsappNumber: undefined, supportEmail: undefined });
const mailOnly = useTestApp({ ...NO_RATE_LIMITS, whatsappNumber: undefined, supportEmail: SUPPORT });
const BOOKLET_MS = 180_000;
const work = mkdtempSync(join(tmpdir(), 'printed-contact-'));

function textOf(pdf: Buffer): string {
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
const digits = (text: string) => text.replace(/\D/g, '');

const settingsOf = async (ctx: TestContext, member: TestMember) => {
  const response = await call(ctx, member, ...apiArgs('biodataSettings', { userId: member.userId }));
  expect(response.statusCode).toBe(200);
  return response.json<BiodataSettings>();
};
const save = (ctx: TestContext, member: TestMember, body: object) =>
  call(ctx, member, ...apiArgs('saveBiodataSettings', { userId: member.userId }), body);
const pdfText = async (ctx: TestContext, member: TestMember, lang = 'en') => {
  const response = await call(ctx, member, 'GET', `/api/profile/${member.userId}/biodata.pdf?lang=${lang}`);
  expect(response.statusCode).toBe(200);
  return textOf(response.rawPayload);
};
/** The member's own link's page and PDF text. */
const sharedPage = async (ctx: TestContext, member: TestMember, lang = 'en') => {
  const made = await call(ctx, member, ...apiArgs('createShareLink'));
  expect(made.statusCode).toBe(200);
  const path = new URL(made.json<{ url: string }>().url).pathname;
  const page = await ctx.app.inject({ method: 'GET', url: `${path}?lang=${lang}` });
  const pdf = await ctx.app.inject({ method: 'GET', url: `${path}/biodata.pdf?lang=${lang}` });
  expect(page.statusCode).toBe(200);
  return { page: page.body, pdf: textOf(pdf.rawPayload) };
};
/** The booklet of the member's site, as text. */
const bookletText = async (ctx: TestContext, admin: TestMember, lang: string) => {
  const response = await call(ctx, admin, ...apiArgs('booklet'), { domain: 'varmala', lang });
  expect(response.statusCode).toBe(200);
  return textOf(response.rawPayload);
};
/** A family in printed lists whose own biodata gives their own number and a guardian's is kept. */
const agreedShowingOwn = async (ctx: TestContext) => {
  const member = await makeMember(ctx, { gender: 'Female' });
  await setPrivacy(ctx, member, { printed_lists: true });
  expect((await save(ctx, member, { show_birth_time: true, contact: 'own' })).statusCode).toBe(200);
  return member;
};
const expectNoNumberOf = (text: string, member: Member) => {
  for (const mobile of member.secrets.mobiles) {
    expect(digits(text)).not.toContain(mobile);
    expect(digits(text)).not.toContain(mobile.slice(-8));
  }
};

describe('a site whose office has no WhatsApp number and no e-mail', () => {
  let admin: TestMember;
  beforeAll(async () => {
    admin = await makeAdmin(bare);
  });

  it("offers no office choice and gives the member's own number by default", async () => {
    const member = await makeMember(bare);
    const settings = await settingsOf(bare, member);
    expect(settings.choices).toEqual(['guardian', 'own']);
    expect(settings.office).toBeNull();
    expect(settings.contact).toBe('own');
    expect(settings.prints).toEqual({ kind: 'own', value: null });
    const own = member.secrets.mobiles[0] as string;
    for (const lang of ['en', 'mr', 'ta']) expect(digits(await pdfText(bare, member, lang))).toContain(own);
    const shared = await sharedPage(bare, member);
    expect(shared.page).toContain(own);
    expect(shared.pdf).toContain(own);
  });

  it('refuses the office as contact with a clear message and keeps the choice saved before', async () => {
    const member = await makeMember(bare);
    const guardian = { show_birth_time: false, contact: 'guardian', guardian_mobile: '9822077777' };
    expect((await save(bare, member, guardian)).statusCode).toBe(200);
    const refused = await save(bare, member, { show_birth_time: true, contact: 'operator' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Status: 'Error', message_key: 'biodataNoOfficeContact' });
    const settings = await settingsOf(bare, member);
    expect(settings).toMatchObject({
      contact: 'guardian',
      guardian_mobile: '9822077777',
      show_birth_time: false,
    });
    expect(settings.prints).toEqual({ kind: 'guardian', value: '9822077777' });
    expect(await pdfText(bare, member)).toContain('9822077777');
  });

  it(
    "prints no family's number in the booklet or a broadcast's link: readers are sent to the site",
    async () => {
      const member = await agreedShowingOwn(bare);
      for (const lang of ['en', 'mr', 'ta']) {
        const text = await bookletText(bare, admin, lang);
        expect(text).toContain(member.mid);
        expect(text).toContain('varmala.test');
        expectNoNumberOf(text, member);
      }
      const broadcast = await call(bare, admin, ...apiArgs('broadcastText'), {
        domain: 'varmala',
        lang: 'en',
      });
      const text = broadcast.json<{ text: string }>().text;
      expect(text).toContain('varmala.test');
      const link = /http:\/\/varmala\.test(\/b\/[A-Za-z0-9_-]{32})/.exec(text)?.[1] as string;
      const page = await bare.app.inject({ method: 'GET', url: `${link}?lang=en` });
      expect(page.body).toContain('Contact through the site');
      expectNoNumberOf(page.body, member);
    },
    BOOKLET_MS,
  );
});

describe('a site whose office has only a support e-mail', () => {
  let admin: TestMember;
  beforeAll(async () => {
    admin = await makeAdmin(mailOnly);
  });

  it("offers the office's e-mail and prints it by default, not the member's number", async () => {
    const member = await makeMember(mailOnly);
    const settings = await settingsOf(mailOnly, member);
    expect(settings.choices).toEqual(['operator', 'guardian', 'own']);
    expect(settings.office).toEqual({ kind: 'email', value: SUPPORT });
    expect(settings.contact).toBe('operator');
    expect(settings.prints).toEqual({ kind: 'email', value: SUPPORT });
    for (const lang of ['en', 'mr', 'ta']) {
      const text = await pdfText(mailOnly, member, lang);
      expect(text).toContain(SUPPORT);
      expectNoNumberOf(text, member);
    }
    const shared = await sharedPage(mailOnly, member);
    expect(shared.page).toContain(SUPPORT);
    expectNoNumberOf(shared.page, member);
    expect(shared.pdf).toContain(SUPPORT);
  });

  it(
    "prints the office's e-mail in the booklet, never the family's number",
    async () => {
      const member = await agreedShowingOwn(mailOnly);
      const text = await bookletText(mailOnly, admin, 'en');
      expect(text).toContain(member.mid);
      expect(text).toContain(SUPPORT);
      expectNoNumberOf(text, member);
    },
    BOOKLET_MS,
  );
});
