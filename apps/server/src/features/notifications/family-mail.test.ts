/**
 * Mails about a profile a family runs go to the guardians who manage it, each in their own
 * language, and never to a guardian who only views it (issue 53): through a real SMTP exchange.
 */
import { apiArgs, STATUS_APPROVED } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles } from '../../db/schema.js';
import { setStatus as setStatusAsOperator } from '../../test/admin-support.js';
import { call } from '../../test/interests-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { saveStep, setStatus } from '../../test/search-support.js';
import { readMail, useTestSmtpServer } from '../../test/smtp-test-server.js';
import { type TestMember, uniqueMobile, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { smsMessages } from '../../test/verification-support.js';
import { HoroscopeCaches } from '../access/horoscope-caches.js';
import { createMailer } from '../events/mail/mailer.js';
import { QUICK_NOTICE_SETTINGS } from './notice-settings.test-support.js';
import { type NoticeSenders, startNoticeSenders } from './senders.js';
import { loadOrCreateVapidKeys } from './vapid.js';

const smtp = useTestSmtpServer();
const ctx = useTestApp({
  ...NO_RATE_LIMITS,
  get smtpUrl() {
    return smtp.url;
  },
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
  );
});
afterAll(() => senders?.stop());

/** The mails an address received with a subject among `subjects` (or any), as read. */
const mailsTo = (address: string, subjects?: readonly string[]) =>
  smtp.received
    .filter((mail) => mail.to.includes(address))
    .map(readMail)
    .filter((mail) => !subjects || subjects.includes(mail.subject));

/** A member whose address is confirmed and who takes notices at once. */
async function instantReader(member: Member<'basic'>) {
  await ctx.database.db
    .update(profiles)
    .set({ emailVerifiedAt: sql`now()` })
    .where(eq(profiles.id, member.profileId));
  const saved = await call(ctx, member, ...apiArgs('saveNotificationSettings'), {
    email: 'instant',
    push: false,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The mother's new profile for a child, its basic step saved acting for it, with no address of its own. */
async function addChild(mother: TestMember, gender: 'Male' | 'Female') {
  const added = await call(ctx, mother, ...apiArgs('addFamilyProfile'), {
    gender,
    profile_for: gender === 'Male' ? 'son' : 'daughter',
  });
  expect(added.statusCode, added.body).toBe(201);
  const userId: number = added.json().user_id;
  const switched = await call(ctx, mother, ...apiArgs('switchProfile', { userId }));
  expect(switched.statusCode, switched.body).toBe(200);
  const child = { userId, token: switched.json().token as string, mobile: '', password: '' };
  const saved = await saveStep(
    ctx,
    child,
    'basic',
    basicFor({ gender, mobiles: [uniqueMobile()], email: null }),
  );
  return { ...child, profileId: saved.profile_id as number, mid: saved.mid as string };
}

/** Invites `who` to run the profile with `role`; they accept with the SMS's link. */
async function joins(owner: TestMember, profileUserId: number, who: TestMember, role: 'manage' | 'view') {
  const invited = await call(ctx, owner, ...apiArgs('inviteGuardian'), {
    user_id: profileUserId,
    mobile: who.mobile,
    role,
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const text = smsMessages(ctx).findLast((message) => message.to === who.mobile)?.text ?? '';
  const token = /\/family\/invite\/([\w-]+)/.exec(text)?.[1];
  const accepted = await call(ctx, who, ...apiArgs('acceptFamilyInvite'), { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

describe('mails about a profile the family runs', () => {
  it("the office's refusal goes to each guardian who manages it, in their language; not to a viewer", async () => {
    const admin = await makeAdmin(ctx);
    const mother = await makeMember(ctx, { gender: 'Female', language: 'mr' });
    const father = await makeMember(ctx, { gender: 'Male', language: 'ta', steps: ['basic'] });
    const uncle = await makeMember(ctx, { gender: 'Male', language: 'en', steps: ['basic'] });
    const son = await addChild(mother, 'Male');
    await joins(mother, son.userId, father, 'manage');
    await joins(mother, son.userId, uncle, 'view');

    const refused = await setStatusAsOperator(ctx, admin, son.profileId, 500, {
      reason: 'photo_not_suitable',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const subjects = {
      mr: 'आपले वरमाला प्रोफाइल मंजूर झाले नाही',
      ta: 'உங்கள் வரமாலா சுயவிவரம் ஏற்கப்படவில்லை',
      en: 'Your Varmala profile was not approved',
    };
    const all = Object.values(subjects);
    await vi.waitFor(
      () => {
        expect(mailsTo(mother.secrets.email, all)).toHaveLength(1);
        expect(mailsTo(father.secrets.email, all)).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    const [toMother] = mailsTo(mother.secrets.email, all);
    expect(toMother?.subject).toBe(subjects.mr);
    expect(toMother?.text).toContain(son.mid);
    expect(toMother?.text).toContain('कारण: फोटो योग्य नाही.');
    const [toFather] = mailsTo(father.secrets.email, all);
    expect(toFather?.subject).toBe(subjects.ta);
    expect(toFather?.text).toContain(son.mid);
    expect(toFather?.text).not.toMatch(/Reason|कारण/);
    // The mails go one after the other: a viewer's would have been sent by now.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(uncle.secrets.email, all)).toEqual([]);
  });

  it('an interest the profile receives is mailed at once to the guardians who chose so, naming the profile', async () => {
    const mother = await makeMember(ctx, { gender: 'Female', language: 'mr' });
    const aunt = await makeMember(ctx, { gender: 'Female', language: 'ta', steps: ['basic'] });
    const cousin = await makeMember(ctx, { gender: 'Male', language: 'en', steps: ['basic'] });
    const daughter = await addChild(mother, 'Female');
    await setStatus(ctx, daughter.profileId, STATUS_APPROVED);
    await joins(mother, daughter.userId, aunt, 'manage');
    await joins(mother, daughter.userId, cousin, 'view');
    for (const reader of [mother, aunt, cousin]) await instantReader(reader);

    const groom = await makeMember(ctx, { gender: 'Male', photos: 1 });
    const interest = await call(ctx, groom, ...apiArgs('sendInterest', { profileId: daughter.profileId }), {
      template: 'liked_profile',
    });
    expect(interest.statusCode, interest.body).toBe(200);
    await vi.waitFor(
      () => {
        expect(mailsTo(mother.secrets.email).filter((m) => m.text.includes(groom.mid))).toHaveLength(1);
        expect(mailsTo(aunt.secrets.email).filter((m) => m.text.includes(groom.mid))).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    const [toMother] = mailsTo(mother.secrets.email).filter((m) => m.text.includes(groom.mid));
    expect(toMother?.subject).toContain('स्वारस्य पाठवले');
    expect(toMother?.text).toContain(`आपण कुटुंबासाठी चालवत असलेल्या ${daughter.mid} या प्रोफाइलबद्दल:`);
    const [toAunt] = mailsTo(aunt.secrets.email).filter((m) => m.text.includes(groom.mid));
    expect(toAunt?.text).toContain(`நீங்கள் நடத்தும் ${daughter.mid} சுயவிவரம் பற்றி:`);
    await senders.dispatch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(cousin.secrets.email).filter((m) => m.text.includes(groom.mid))).toEqual([]);
  });

  it("the daily digest of a guardian who manages a profile carries what happened on it, under the profile's id; a viewer's does not", async () => {
    const mother = await makeMember(ctx, { gender: 'Female', language: 'mr' });
    const aunt = await makeMember(ctx, { gender: 'Female', language: 'ta', steps: ['basic'] });
    const cousin = await makeMember(ctx, { gender: 'Male', language: 'en', steps: ['basic'] });
    const son = await addChild(mother, 'Male');
    await setStatus(ctx, son.profileId, STATUS_APPROVED);
    await joins(mother, son.userId, aunt, 'manage');
    await joins(mother, son.userId, cousin, 'view');
    // The aunt and the cousin read their mail once a day; the son has no address of his own.
    for (const reader of [aunt, cousin]) {
      await ctx.database.db
        .update(profiles)
        .set({ emailVerifiedAt: sql`now()` })
        .where(eq(profiles.userId, reader.userId));
      const saved = await call(ctx, reader, ...apiArgs('saveNotificationSettings'), {
        email: 'daily',
        push: false,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    const bride = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const interest = await call(ctx, bride, ...apiArgs('sendInterest', { profileId: son.profileId }), {
      template: 'liked_profile',
    });
    expect(interest.statusCode, interest.body).toBe(200);
    await senders.runDigest('daily');
    await vi.waitFor(
      () => expect(mailsTo(aunt.secrets.email).filter((m) => m.text.includes(son.mid))).toHaveLength(1),
      // A digest is a queued job among thousands at 08:00: its worker polls, unhurried.
      { timeout: 30_000 },
    );
    const [digest] = mailsTo(aunt.secrets.email).filter((m) => m.text.includes(son.mid));
    expect(digest?.text).toContain(`நீங்கள் நடத்தும் ${son.mid} சுயவிவரம் பற்றி:`);
    expect(digest?.text).toContain(bride.mid);

    // Run again the same day: one digest, the notices not repeated.
    await senders.runDigest('daily');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(aunt.secrets.email).filter((m) => m.text.includes(son.mid))).toHaveLength(1);
    expect(mailsTo(cousin.secrets.email).filter((m) => m.text.includes(son.mid))).toEqual([]);
  });
});
