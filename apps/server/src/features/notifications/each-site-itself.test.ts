/**
 * Each site speaks as itself: every mail and text message to a member links to their own site's
 * address and names it in their language, whichever host the request came through. Mails are read
 * from DATA_DIR/outbox and texts from DATA_DIR/outbox/sms, as an operator without SMTP finds them.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiArgs,
  apiRoute,
  builtPageKey,
  DOMAINS,
  type Domain,
  LANGUAGES,
  type Language,
  PUBLIC_CONFIG_SLOT,
  SITE_NAMES,
  STATUS_REJECTED,
  siteName,
} from '@varmala/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import type { App } from '../../app-types.js';
import { ConfigError, loadConfig, siteUrl } from '../../config.js';
import { setStatus } from '../../test/admin-support.js';
import { call, sent } from '../../test/interests-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { makePlan, ok, paidPayment, TEST_VPA } from '../../test/payments-support.js';
import { mailHeader, readMail } from '../../test/smtp-test-server.js';
import {
  createTestDatabase,
  type TestMember,
  testConfig,
  uniqueIp,
  uniqueMobile,
  useTestApp,
} from '../../test/test-app.js';
import { grantSubscription, NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { requestCode, smsMessages } from '../../test/verification-support.js';
import { HoroscopeCaches } from '../access/horoscope-caches.js';
import { createMailer } from '../events/mail/mailer.js';
import { QUICK_NOTICE_SETTINGS } from './notice-settings.test-support.js';
import { type NoticeSenders, startNoticeSenders } from './senders.js';
import { loadOrCreateVapidKeys } from './vapid.js';

const VARMALA_URL = 'https://varmala.example';
/** The web app's files the build copies as they are (apps/web/public). */
const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../../../web/public');
const TAMILMALA_URL = 'https://tamilmala.example';

const sites = loadConfig({
  DATA_DIR: 'unused',
  JWT_SECRET: 'x'.repeat(32),
  PUBLIC_URL: `${VARMALA_URL}/`,
  PUBLIC_URL_TAMILMALA: `${TAMILMALA_URL}/`,
});

const ctx = useTestApp({
  ...NO_RATE_LIMITS,
  publicUrl: sites.publicUrl,
  siteUrls: sites.siteUrls,
  domainHosts: sites.domainHosts,
  upiVpa: TEST_VPA,
});

let senders: NoticeSenders;
beforeAll(async () => {
  const config = { ...ctx.config, notices: QUICK_NOTICE_SETTINGS };
  senders = await startNoticeSenders(
    {
      config,
      database: ctx.database,
      db: ctx.database.db,
      mailer: createMailer(config, () => {}),
      log: ctx.app.log,
      horoscopes: new HoroscopeCaches(),
    },
    loadOrCreateVapidKeys(config),
    { now: () => new Date(`${new Date().toISOString().slice(0, 10)}T06:30:00Z`) },
  );
});
afterAll(() => senders?.stop());

interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  unsubscribe: string;
}

/** Every mail in the outbox, decoded as a reader sees it. */
function outbox(): OutboxMail[] {
  const dir = path.join(ctx.dataDir, 'outbox');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .map((name) => {
      const mail = { to: [], data: readFileSync(path.join(dir, name), 'utf8') };
      return {
        ...readMail(mail),
        to: mailHeader(mail, 'To'),
        from: mailHeader(mail, 'From'),
        unsubscribe: mailHeader(mail, 'List-Unsubscribe'),
      };
    });
}

const mailsTo = (address: string) => outbox().filter((mail) => mail.to.includes(address));

/** Waits for a mail to `address` whose subject has `words`, and answers it. */
async function mailTo(address: string, words: RegExp): Promise<OutboxMail> {
  return vi.waitFor(
    () => {
      const found = mailsTo(address).find((mail) => words.test(mail.subject));
      expect(found, `a mail to ${address} with ${words}`).toBeDefined();
      return found as OutboxMail;
    },
    { timeout: 10_000 },
  );
}

const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>)]+/g) ?? [];

const OTHER: Record<Domain, Domain> = { varmala: 'tamilmala', tamilmala: 'varmala' };
const URL_OF: Record<Domain, string> = { varmala: VARMALA_URL, tamilmala: TAMILMALA_URL };

/** The other site's name in every language, except where it is also part of this site's. */
const otherNames = (domain: Domain) =>
  Object.values(SITE_NAMES[OTHER[domain]]).filter(
    (name) => !Object.values(SITE_NAMES[domain]).some((own) => own.includes(name)),
  );

/** A mail speaks as the member's site: its links, its name in their language, its sender. */
function expectOwnSite(mail: OutboxMail, domain: Domain, language: Language) {
  const own = SITE_NAMES[domain][language];
  const links = [...linksIn(mail.text), ...linksIn(mail.unsubscribe)];
  expect(links.length, mail.subject).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${URL_OF[domain]}/`), link).toBe(true);
  expect(`${mail.subject}\n${mail.text}`).not.toContain(URL_OF[OTHER[domain]]);
  expect(mail.subject).toContain(own);
  expect(mail.from).toMatch(new RegExp(`^"?${own}"? <`));
  for (const name of otherNames(domain))
    expect(`${mail.from}\n${mail.subject}\n${mail.text}`).not.toContain(name);
}

let adminPromise: Promise<TestMember> | undefined;
const theAdmin = () => {
  adminPromise ??= makeAdmin(ctx);
  return adminPromise;
};

/** Confirms the member's address with the link of the verification mail, as they would. */
async function confirmEmail(member: Member) {
  const mail = await mailTo(member.secrets.email, /./);
  const [, userId, secret] = /\/verify\/email\/(\d+)\/([\w-]+)/.exec(mail.text) ?? [];
  const response = await ctx.app.inject({
    ...apiRoute('verifyEmail'),
    remoteAddress: uniqueIp(),
    payload: { user_id: Number(userId), secret },
  });
  expect(response.statusCode, response.body).toBe(200);
  return mail;
}

const ESCAPED: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/**
 * A text of a PDF's document information, as pdfkit writes it: an object of its own holding a
 * literal string, UTF-16BE when not ASCII.
 */
function pdfInfo(pdf: Buffer, key: string): string | undefined {
  const raw = pdf.toString('latin1');
  const object = new RegExp(`/${key} (\\d+) 0 R`).exec(raw)?.[1];
  const start = object === undefined ? -1 : raw.indexOf(`\n${object} 0 obj\n(`);
  if (start < 0) return undefined;
  let text = '';
  for (let i = raw.indexOf('(', start) + 1; i < raw.length && raw[i] !== ')'; i++) {
    if (raw[i] !== '\\') text += raw[i];
    else text += ESCAPED[raw[++i] as string] ?? raw[i];
  }
  const bytes = Buffer.from(text, 'latin1');
  return bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : text;
}

describe('the sites\u2019 addresses', () => {
  it('are read once at start: each its own, the Tamil one the same as PUBLIC_URL when unset', () => {
    expect(siteUrl(sites, 'varmala')).toBe(VARMALA_URL);
    expect(siteUrl(sites, 'tamilmala')).toBe(TAMILMALA_URL);
    // The Tamil site's host serves the Tamil site without being listed in DOMAIN_HOSTS.
    expect(sites.domainHosts.get('tamilmala.example')).toBe('tamilmala');

    const oneHost = loadConfig({ DATA_DIR: 'unused', JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: VARMALA_URL });
    expect(siteUrl(oneHost, 'tamilmala')).toBe(VARMALA_URL);
    expect(oneHost.domainHosts.size).toBe(0);

    // DOMAIN_HOSTS as written wins over the address's host.
    const listed = loadConfig({
      DATA_DIR: 'unused',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL_TAMILMALA: TAMILMALA_URL,
      DOMAIN_HOSTS: 'tamilmala.example=varmala',
    });
    expect(listed.domainHosts.get('tamilmala.example')).toBe('varmala');

    expect(() => loadConfig({ DATA_DIR: 'unused', PUBLIC_URL_TAMILMALA: 'not a url' })).toThrow(ConfigError);
  });
});

describe.each([
  { domain: 'tamilmala', language: 'ta' },
  { domain: 'tamilmala', language: 'en' },
  { domain: 'tamilmala', language: 'mr' },
  { domain: 'varmala', language: 'mr' },
  { domain: 'varmala', language: 'en' },
] as const)('a $domain member reading in $language', ({ domain, language }) => {
  it('gets every mail and text from their own site, in its name', async () => {
    const admin = await theAdmin();
    const bride = await makeMember(ctx, { domain, language, gender: 'Female', photos: 1 });
    const groom = await makeMember(ctx, { domain, language, gender: 'Male', photos: 1 });

    // E-mail verification, sent when the basic step saved the address.
    expectOwnSite(await confirmEmail(bride), domain, language);

    // A notice at once, with its unsubscribe links, then a digest.
    expect(
      (await call(ctx, bride, ...apiArgs('saveNotificationSettings'), { email: 'instant', push: false }))
        .statusCode,
    ).toBe(200);
    await sent(ctx, groom, bride);
    const instant = await vi.waitFor(
      () => {
        const found = mailsTo(bride.secrets.email).find(
          (mail) => mail.unsubscribe && mail.text.includes(groom.mid),
        );
        expect(found).toBeDefined();
        return found as OutboxMail;
      },
      { timeout: 10_000 },
    );
    expectOwnSite(instant, domain, language);
    expect(instant.unsubscribe).toMatch(
      new RegExp(`^<${URL_OF[domain]}/api/notifications/unsubscribe\\?token=`),
    );

    await call(ctx, bride, ...apiArgs('saveNotificationSettings'), { email: 'daily', push: false });
    const third = await makeMember(ctx, { domain, language, gender: 'Male', photos: 1 });
    await sent(ctx, third, bride);
    await senders.runDigest('daily');
    const digest = await vi.waitFor(
      () => {
        const found = mailsTo(bride.secrets.email).find(
          (mail) => mail.unsubscribe && mail.text.includes(third.mid),
        );
        expect(found).toBeDefined();
        return found as OutboxMail;
      },
      { timeout: 10_000 },
    );
    expectOwnSite(digest, domain, language);

    // The owner asked to confirm a number a subscriber could not reach.
    await grantSubscription(ctx, groom, 5);
    expect(
      (await call(ctx, groom, ...apiArgs('downloadProfile', { profileId: bride.profileId }))).statusCode,
    ).toBe(200);
    const report = await call(ctx, groom, ...apiArgs('reportUnreachable', { profileId: bride.profileId }), {
      reason: 'wrong_number',
    });
    const refund = await call(
      ctx,
      admin,
      ...apiArgs('resolveUnreachable', { reportId: report.json().report_id }),
      {
        action: 'refund',
      },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    const confirmNumber = await mailTo(bride.secrets.email, /mobile|मोबाईल|மொபைல்/);
    expectOwnSite(confirmNumber, domain, language);
    expect(confirmNumber.text).toContain(`${URL_OF[domain]}/home`);

    // A payment's receipt.
    const plan = await makePlan(ctx, admin);
    const paid = await paidPayment(ctx, bride, plan.id);
    ok(
      await ctx.app.inject({
        ...apiRoute('confirmPayment', { paymentId: paid.payment_id }),
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { utr: paid.utr },
      }),
      'confirm payment',
    );
    const receipt = await mailTo(bride.secrets.email, new RegExp(paid.reference));
    expectOwnSite(receipt, domain, language);
    expect(receipt.text).toContain(`${URL_OF[domain]}/subscription`);

    // A password reset asked for through the other site's host, naming the other site: still theirs.
    const reset = await ctx.app.inject({
      ...apiRoute('requestPasswordReset'),
      remoteAddress: uniqueIp(),
      headers: { host: new URL(URL_OF[OTHER[domain]]).host },
      payload: { mobile_no: bride.mobile, date_of_birth: bride.dateOfBirth, domain: OTHER[domain] },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const resetMail = await vi.waitFor(
      () => {
        const found = mailsTo(bride.secrets.email).find((mail) => /\/password\/reset\//.test(mail.text));
        expect(found).toBeDefined();
        return found as OutboxMail;
      },
      { timeout: 10_000 },
    );
    expectOwnSite(resetMail, domain, language);
    expect(resetMail.text).toContain(`${URL_OF[domain]}/password/reset/${bride.userId}/`);

    // The refusal, last: it hides the profile.
    expect(
      (await setStatus(ctx, admin, bride.profileId, STATUS_REJECTED, { reason: 'incomplete' })).statusCode,
    ).toBe(200);
    const refusal = await vi.waitFor(
      () => {
        const found = mailsTo(bride.secrets.email).find((mail) => mail.text.includes('/profile/edit/basic'));
        expect(found).toBeDefined();
        return found as OutboxMail;
      },
      { timeout: 10_000 },
    );
    expectOwnSite(refusal, domain, language);

    // Every mail the member got, whatever it was, speaks as their site.
    for (const mail of mailsTo(bride.secrets.email)) expectOwnSite(mail, domain, language);

    // The code that confirms the mobile number, by text message.
    await requestCode(ctx, groom);
    const code = smsMessages(ctx).findLast(
      (sms) => /\b\d{6}\b/.test(sms.text) && groom.secrets.mobiles.includes(sms.to),
    );
    expect(code?.text).toContain(SITE_NAMES[domain][language]);
    for (const name of otherNames(domain)) expect(code?.text).not.toContain(name);
  });

  it('shares their biodata by a link on their own site, whose page names it', async () => {
    const member = await makeMember(ctx, { domain, language, gender: 'Female' });
    const created = await call(ctx, member, ...apiArgs('createShareLink'));
    expect(created.statusCode, created.body).toBe(200);
    const url: string = created.json().url;
    expect(url.startsWith(`${URL_OF[domain]}/b/`), url).toBe(true);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `${new URL(url).pathname}?lang=${language}`,
      remoteAddress: uniqueIp(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(SITE_NAMES[domain][language]);
    expect(page.body).toContain(url);
    expect(page.body).not.toContain(URL_OF[OTHER[domain]]);
    for (const name of otherNames(domain)) expect(page.body).not.toContain(name);
  });

  it('gets a biodata made by their own site, in its name', async () => {
    const member = await makeMember(ctx, { domain, language, gender: 'Female' });
    const pdf = await call(ctx, member, 'GET', `/api/profile/${member.userId}/biodata.pdf?lang=${language}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdfInfo(pdf.rawPayload, 'Creator')).toBe(SITE_NAMES[domain][language]);
  });

  it('saves their data under their own site’s name', async () => {
    const member = await makeMember(ctx, { domain, language, gender: 'Male', steps: [] });
    const archive = await call(ctx, member, ...apiArgs('exportMyData'));
    expect(archive.statusCode, archive.body.slice(0, 200)).toBe(200);
    expect(archive.headers['content-disposition']).toBe(`attachment; filename="${domain}-my-data.zip"`);
  });

  it('gets the office\u2019s claim link by text on their own site', async () => {
    const admin = await theAdmin();
    const mobile = uniqueMobile();
    const response = await ctx.app.inject({
      ...apiRoute('createAssistedProfile'),
      remoteAddress: uniqueIp(),
      // The operator works on the other site's host: the family's link is still their own site's.
      headers: { authorization: `Bearer ${admin.token}`, host: new URL(URL_OF[OTHER[domain]]).host },
      payload: { user_name: 'Sunita Patil', mobile_no: mobile, domain, language },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().claim_url).toMatch(new RegExp(`^${URL_OF[domain]}/claim/\\d+/`));
    const text = smsMessages(ctx).findLast((sms) => sms.to === mobile)?.text ?? '';
    expect(linksIn(text)).toEqual([response.json().claim_url]);
    expect(text).toContain(SITE_NAMES[domain][language]);
    for (const name of otherNames(domain)) expect(text).not.toContain(name);
  });
});

describe('the pages each address serves', () => {
  let app: App;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // The pages as the build finishes them (apps/web src/finish-pages.ts): one per site and language,
    // titled and signed with that site's name.
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'vm-web-'));
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Varmala</title>');
    // The app manifests as the build copies them, the default site's, with their compressed copies.
    for (const file of readdirSync(WEB_PUBLIC).filter((name) => name.endsWith('.webmanifest'))) {
      copyFileSync(path.join(WEB_PUBLIC, file), path.join(webDistDir, file));
      copyFileSync(path.join(WEB_PUBLIC, file), path.join(webDistDir, `${file}.gz`));
    }
    const pages: Record<string, string> = {};
    for (const site of DOMAINS) {
      for (const language of LANGUAGES) {
        const name = siteName(site, language);
        const manifest = language === 'en' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
        const page = `<!doctype html><html lang="${language}"><head><title>${name}</title><link rel="manifest" href="${manifest}" />${PUBLIC_CONFIG_SLOT}</head><body><footer>© 2026 ${name}</footer></body></html>`;
        pages[builtPageKey(site, language)] = page;
        pages[builtPageKey(site, language, '/login')] = page;
        pages[builtPageKey(site, language, '/login', true)] = page;
      }
    }
    writeFileSync(path.join(webDistDir, 'pages.json'), JSON.stringify(pages));
    const database = await createTestDatabase();
    app = await buildApp({
      config: testConfig(mkdtempSync(path.join(tmpdir(), 'vm-')), {
        webDistDir,
        publicUrl: sites.publicUrl,
        siteUrls: sites.siteUrls,
        domainHosts: sites.domainHosts,
      }),
      database,
    });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it("answer each host with its own site's pages, named in the reader's language", async () => {
    for (const [host, domain] of [
      ['tamilmala.example', 'tamilmala'],
      ['TamilMala.Example:443', 'tamilmala'],
      ['varmala.example', 'varmala'],
      ['localhost:3000', 'varmala'],
    ] as const) {
      for (const language of LANGUAGES) {
        for (const url of ['/', '/login', '/profile/edit/basic', '/view/terms', '/view/privacy']) {
          const page = await app.inject({
            method: 'GET',
            url,
            headers: { host, cookie: `lang=${language}` },
          });
          expect(page.statusCode).toBe(200);
          const name = SITE_NAMES[domain][language];
          expect(page.body).toContain(`<title>${name}</title>`);
          expect(page.body).toContain(`<footer>© 2026 ${name}</footer>`);
          expect(page.body).toContain(`{"domain":"${domain}"`);
          for (const other of otherNames(domain)) expect(page.body).not.toContain(other);
        }
      }
    }
  });

  it("give a phone installing the app from each host its own site's name, in the page's language", async () => {
    for (const [host, domain] of [
      ['tamilmala.example', 'tamilmala'],
      ['TAMILMALA.example:443', 'tamilmala'],
      ['varmala.example', 'varmala'],
      ['localhost:3000', 'varmala'],
    ] as const) {
      for (const language of LANGUAGES) {
        const page = await app.inject({
          method: 'GET',
          url: '/',
          headers: { host, cookie: `lang=${language}` },
        });
        const href = /<link rel="manifest" href="([^"]+)"/.exec(page.body)?.[1] ?? '';
        // A browser fetches the manifest without cookies: the host alone names the site.
        for (const method of ['GET', 'HEAD'] as const) {
          const answer = await app.inject({
            method,
            url: href,
            headers: { host, 'accept-encoding': 'gzip' },
          });
          expect(answer.statusCode, `${host} ${href}`).toBe(200);
          expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
          if (method === 'HEAD') continue;
          const manifest = answer.json();
          const name = SITE_NAMES[domain][language];
          expect(manifest).toMatchObject({ name, short_name: name, lang: language, start_url: '/' });
          expect(manifest.icons).toHaveLength(3);
          for (const other of otherNames(domain)) expect(answer.body).not.toContain(other);
        }
      }
      // The build's compressed copies are the default site's: never answered in the site's place.
      for (const url of ['/manifest.webmanifest.gz', '/manifest.ta.webmanifest.gz']) {
        const copy = await app.inject({ method: 'GET', url, headers: { host } });
        expect(copy.statusCode, url).toBe(404);
      }
    }
  });
});
