import { ATTACHMENT_UPLOAD_FIELD, apiRoute, PHOTO_UPLOAD_FIELD, STATUS_APPROVED } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { adminAuditLog, oneTimeTokens, profiles, users } from '../../db/schema.js';
import { passwordHashCount } from '../../lib/password-hash.js';
import { jpeg, multipart, pdf } from '../../test/media-support.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { basicFor, family, horoscope, personal, work } from '../../test/profile-fixtures.js';
import { idsOf, search } from '../../test/search-support.js';
import {
  bearer,
  decodeClaims,
  type TestMember,
  uniqueIp,
  uniqueMobile,
  useTestApp,
} from '../../test/test-app.js';
import { smsMessages } from '../../test/verification-support.js';
import { smsClaimLink } from './claim-link.js';
import { claimLinkText } from './claim-link-text.js';

const ctx = useTestApp();

let adminPromise: Promise<TestMember> | undefined;
const theAdmin = () => {
  adminPromise ??= makeAdmin(ctx);
  return adminPromise;
};

function register(who: TestMember | null, payload: object) {
  return ctx.app.inject({
    ...apiRoute('createAssistedProfile'),
    remoteAddress: uniqueIp(),
    headers: who ? bearer(who.token) : {},
    payload,
  });
}

function claim(payload: object, remoteAddress = uniqueIp()) {
  return ctx.app.inject({ ...apiRoute('claimAccount'), remoteAddress, payload });
}

/** The texts sent to `mobile` through the SMS outbox, oldest first. */
const smsTo = (mobile: string) =>
  smsMessages(ctx)
    .filter((message) => message.to === mobile)
    .map((message) => message.text);

/** One file as a step's upload route takes it, sent as `who`. */
async function upload(who: TestMember, route: ReturnType<typeof apiRoute>, field: string, file: File) {
  const body = await multipart([
    { field, name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) },
  ]);
  return ctx.app.inject({
    ...route,
    remoteAddress: uniqueIp(),
    headers: { ...bearer(who.token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** The user id and secret of a claim link. */
function partsOf(url: string) {
  const match = /\/claim\/(\d+)\/([A-Za-z0-9_-]+)$/.exec(url);
  if (!match) throw new Error(`not a claim link: ${url}`);
  return { user_id: Number(match[1]), secret: match[2] as string };
}

describe('a family registered at the office', () => {
  it('gets an account from the operator only, with a claim link to send on WhatsApp in their language', async () => {
    const admin = await theAdmin();
    const member = await makeMember(ctx, { steps: [] });
    const mobile = uniqueMobile();
    const payload = { user_name: 'Sunita Patil', mobile_no: mobile, language: 'mr', profile_for: 'daughter' };
    expect((await register(null, payload)).statusCode).toBe(401);
    expect((await register(member, payload)).statusCode).toBe(403);

    const response = await register(admin, payload);
    expect(response.statusCode).toBe(200);
    const link = response.json();
    expect(link).toMatchObject({ mobile_no: mobile, registered_by_operator: true });
    expect(link.claim_url).toMatch(/^http:\/\/varmala\.test\/claim\/\d+\/[A-Za-z0-9_-]{43}$/);
    expect(link.claim_text).toContain(link.claim_url);
    expect(link.claim_text).toContain('पासवर्ड');
    const days = (new Date(link.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);

    // Only the secret's hash is stored.
    const { secret } = partsOf(link.claim_url);
    const stored = await ctx.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, link.user_id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, link.user_id));
    expect(account).toMatchObject({ registeredBy: admin.userId, claimedAt: null, language: 'mr' });
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(link.user_id)));
    expect(audit.map((row) => row.action)).toContain('admin:assisted-profile');

    // The same mobile again: already registered.
    expect((await register(admin, payload)).statusCode).toBe(409);
    // Nobody can log in before the family sets a password.
    const login = await ctx.app.inject({
      ...apiRoute('login'),
      remoteAddress: uniqueIp(),
      payload: { mobile_no: mobile, password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('the claim link sets the password once; a renewed link replaces the old; an expired one fails', async () => {
    const admin = await theAdmin();
    const mobile = uniqueMobile();
    const first = (
      await register(admin, { user_name: 'Ravi Kumar', mobile_no: mobile, language: 'ta' })
    ).json();
    expect(first.claim_text).toContain('கடவுச்சொல்');
    const renewed = await ctx.app.inject({
      ...apiRoute('renewClaimLink', { userId: first.user_id }),
      headers: bearer(admin.token),
    });
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json();
    const password = 'a family password';
    expect((await claim({ ...partsOf(first.claim_url), password })).statusCode).toBe(400);
    expect((await claim({ ...partsOf(second.claim_url), secret: 'x'.repeat(43), password })).statusCode).toBe(
      400,
    );

    const claimed = await claim({ ...partsOf(second.claim_url), password });
    expect(claimed.statusCode).toBe(200);
    expect(decodeClaims(claimed.json().token).user_id).toBe(first.user_id);
    const again = await claim({ ...partsOf(second.claim_url), password: 'another password' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe('claimLinkAccountClaimed');
    const login = await ctx.app.inject({
      ...apiRoute('login'),
      remoteAddress: uniqueIp(),
      payload: { mobile_no: mobile, password },
    });
    expect(login.statusCode).toBe(200);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, first.user_id));
    expect(account?.claimedAt).not.toBeNull();
    // Claimed: no new link.
    const late = await ctx.app.inject({
      ...apiRoute('renewClaimLink', { userId: first.user_id }),
      headers: bearer(admin.token),
    });
    expect(late.statusCode).toBe(409);

    // A link past its 7 days does nothing.
    const old = (await register(admin, { user_name: 'Late Family', mobile_no: uniqueMobile() })).json();
    await ctx.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, old.user_id));
    expect((await claim({ ...partsOf(old.claim_url), password })).statusCode).toBe(400);

    // A member's own account has no claim link.
    const member = await makeMember(ctx, { steps: [] });
    const notAssisted = await ctx.app.inject({
      ...apiRoute('renewClaimLink', { userId: member.userId }),
      headers: bearer(admin.token),
    });
    expect(notAssisted.statusCode).toBe(409);
  });

  it('the operator fills the steps; the profile shows in search only once approved', async () => {
    const admin = await theAdmin();
    const groom = await makeMember(ctx, { gender: 'Male' });
    const link = (await register(admin, { user_name: 'Meera Joshi', mobile_no: uniqueMobile() })).json();
    const saved = await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: link.user_id }),
      headers: bearer(admin.token),
      payload: basicFor({ name: 'Meera', surname: 'Joshi', gender: 'Female', mobiles: [uniqueMobile()] }),
    });
    expect(saved.statusCode).toBe(200);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, link.user_id));
    if (!profile) throw new Error('no profile saved');
    expect(profile.status).toBe(0);
    expect(idsOf((await search(ctx, groom)).json())).not.toContain(profile.id);

    const approved = await ctx.app.inject({
      ...apiRoute('updateProfileStatus', { profileId: profile.id }),
      headers: bearer(admin.token),
      payload: { profile_id: profile.id, status: STATUS_APPROVED },
    });
    expect(approved.statusCode).toBe(200);
    await expect.poll(async () => idsOf((await search(ctx, groom)).json())).toContain(profile.id);
  });

  it("sends the claim link to the family's mobile by SMS, and the renewed one too", async () => {
    const admin = await theAdmin();
    const mobile = uniqueMobile();
    const first = (
      await register(admin, { user_name: 'Kavita More', mobile_no: mobile, language: 'mr' })
    ).json();
    expect(first.sms_sent).toBe(true);
    expect(smsTo(mobile)).toEqual([`${first.claim_text}\n`]);
    expect(smsTo(mobile)[0]).toContain(first.claim_url);

    const renewed = await ctx.app.inject({
      ...apiRoute('renewClaimLink', { userId: first.user_id }),
      headers: bearer(admin.token),
    });
    const second = renewed.json();
    expect(second.sms_sent).toBe(true);
    expect(smsTo(mobile)).toHaveLength(2);
    expect(smsTo(mobile)[1]).toContain(second.claim_url);
    // The link from the SMS is the one that sets the password.
    const url = /https?:\/\/\S+\/claim\/\d+\/[A-Za-z0-9_-]+/.exec(smsTo(mobile)[1] ?? '')?.[0] ?? '';
    expect((await claim({ ...partsOf(url), password: 'a family password' })).statusCode).toBe(200);
  });

  it('keeps the link for WhatsApp when the SMS driver refuses the text, and sends its DLT template id', async () => {
    const refusing = {
      send: async () => {
        throw new Error('provider down');
      },
    };
    const link = {
      user_id: 1,
      mobile_no: '9876543210',
      claim_url: 'http://varmala.test/claim/1/abc',
      claim_text: 'text',
      expires_at: new Date().toISOString(),
      registered_by_operator: true as const,
    };
    expect(await smsClaimLink({ sender: refusing, dltTemplateId: undefined }, link, ctx.app.log)).toEqual({
      ...link,
      sms_sent: false,
    });
    // A driver that takes it is given the claim text's own DLT template id.
    const sent: unknown[][] = [];
    const taking = {
      send: async (...args: unknown[]) => {
        sent.push(args);
      },
    };
    const claimTemplate = { sender: taking, dltTemplateId: '1107161234567890124' };
    expect(await smsClaimLink(claimTemplate, link, ctx.app.log)).toEqual({ ...link, sms_sent: true });
    expect(sent).toEqual([['9876543210', 'text', { dltTemplateId: '1107161234567890124' }]]);
  });

  it('the operator saves all six steps of an unclaimed profile, the paper biodata as a horoscope file', async () => {
    const admin = await theAdmin();
    const link = (await register(admin, { user_name: 'Anita Deshpande', mobile_no: uniqueMobile() })).json();
    const userId = link.user_id as number;
    type StepSave = 'saveBasic' | 'savePersonal' | 'saveWork' | 'saveFamily' | 'saveHoroscope';
    const save = (name: StepSave, payload: object) =>
      ctx.app.inject({ ...apiRoute(name, { userId }), headers: bearer(admin.token), payload });
    expect((await save('saveBasic', basicFor({ mobiles: [uniqueMobile()] }))).statusCode).toBe(200);
    for (const [name, payload] of [
      ['savePersonal', personal],
      ['saveWork', work],
      ['saveFamily', family],
      ['saveHoroscope', horoscope],
    ] as const) {
      const saved = await save(name, payload);
      expect(saved.statusCode, `${name}: ${saved.body}`).toBe(200);
    }
    const photo = await upload(
      admin,
      apiRoute('uploadPhoto', { userId }),
      PHOTO_UPLOAD_FIELD,
      new File([new Uint8Array(await jpeg())], 'photo.jpg', { type: 'image/jpeg' }),
    );
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json()).toHaveLength(1);
    const biodata = await upload(
      admin,
      apiRoute('uploadAttachments', { userId }),
      ATTACHMENT_UPLOAD_FIELD,
      new File([new Uint8Array(pdf())], 'paper-biodata.pdf', { type: 'application/pdf' }),
    );
    expect(biodata.statusCode, biodata.body).toBe(200);
    expect(biodata.json()).toHaveLength(1);

    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({
      status: 0,
      height: personal.height,
      education: work.education,
      fatherName: family.father_name,
      birthStar: horoscope.birth_star,
    });
  });

  it('marks the profile "registered by the operator" for the operator and members until it is claimed', async () => {
    const admin = await theAdmin();
    const groom = await makeMember(ctx, { gender: 'Male', status: STATUS_APPROVED });
    const bride = await makeMember(ctx, { gender: 'Female', status: STATUS_APPROVED });
    const link = (await register(admin, { user_name: 'Lata Pawar', mobile_no: uniqueMobile() })).json();
    await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: link.user_id }),
      headers: bearer(admin.token),
      payload: basicFor({ name: 'Lata', surname: 'Pawar', mobiles: [uniqueMobile()] }),
    });
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, link.user_id));
    if (!profile) throw new Error('no profile saved');
    await ctx.app.inject({
      ...apiRoute('updateProfileStatus', { profileId: profile.id }),
      headers: bearer(admin.token),
      payload: { profile_id: profile.id, status: STATUS_APPROVED },
    });

    const marks = async () => {
      const list = await ctx.app.inject({
        ...apiRoute('adminProfileList', { page: 1 }),
        headers: bearer(admin.token),
        payload: { mid: [profile.mid] },
      });
      const view = (who: TestMember) =>
        ctx.app.inject({ ...apiRoute('viewProfile', { profileId: profile.id }), headers: bearer(who.token) });
      const [asMember, asAdmin] = [await view(groom), await view(admin)];
      expect(asMember.statusCode, asMember.body).toBe(200);
      return {
        list: list.json().rows.map((row: { registered_by_operator: boolean }) => row.registered_by_operator),
        member: asMember.json().registered_by_operator,
        admin: asAdmin.json().registered_by_operator,
      };
    };
    expect(await marks()).toEqual({ list: [true], member: true, admin: true });

    // A member who signed up herself is never marked.
    const own = await ctx.app.inject({
      ...apiRoute('viewProfile', { profileId: bride.profileId }),
      headers: bearer(groom.token),
    });
    expect(own.json().registered_by_operator).toBe(false);

    expect((await claim({ ...partsOf(link.claim_url), password: 'a family password' })).statusCode).toBe(200);
    expect(await marks()).toEqual({ list: [false], member: false, admin: false });
  });

  it('limits tries of claim links per address, before any password is hashed', async () => {
    const admin = await theAdmin();
    const link = (await register(admin, { user_name: 'Usha Naik', mobile_no: uniqueMobile() })).json();
    const { user_id } = partsOf(link.claim_url);
    const ip = uniqueIp();
    const rule = DEFAULT_RATE_LIMITS.claimTriesPerIp;
    for (let i = 0; i < rule.limit; i++) {
      const guess = await claim({ user_id, secret: `guess${i}`.padEnd(43, 'x'), password: 'a password' }, ip);
      expect(guess.statusCode).toBe(400);
    }
    const hashes = passwordHashCount.value;
    const refused = await claim({ ...partsOf(link.claim_url), password: 'a family password' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      Status: 'Error',
      code: 'RATE_LIMITED',
      message_key: 'tooManyClaimTries',
    });
    expect(refused.json().Message).toMatch(
      /^This link has been tried too many times from here\. Please try again in \d+ minutes?, or ask the office for a new link\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(passwordHashCount.value).toBe(hashes);
    // The family at home is not held up by it.
    expect((await claim({ ...partsOf(link.claim_url), password: 'a family password' })).statusCode).toBe(200);
  });

  it('writes the claim text for an SMS as well, in each language', () => {
    const facts = { siteName: 'Varmala', url: 'https://varmala.example/claim/7/abc', days: 7 };
    for (const language of ['en', 'mr', 'ta'] as const) {
      const text = claimLinkText(language, facts);
      expect(text).toContain(facts.url);
      expect(text).toContain('Varmala');
    }
  });
});
