import { apiArgs, apiRoute, STATUS_APPROVED, STATUS_REJECTED } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, interests, shortlists, users } from '../../db/schema.js';
import { box } from '../../test/interests-support.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { idsOf, saveStep, search, setStatus } from '../../test/search-support.js';
import {
  bearer,
  decodeClaims,
  type TestMember,
  uniqueIp,
  uniqueMobile,
  useTestApp,
} from '../../test/test-app.js';
import { smsMessages } from '../../test/verification-support.js';

const ctx = useTestApp();

function call(who: TestMember | string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const token = typeof who === 'string' ? who : who.token;
  return ctx.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

const addProfile = (who: TestMember, body: object = { gender: 'Male', profile_for: 'son' }) =>
  call(who, ...apiArgs('addFamilyProfile'), body);
const switchTo = (who: TestMember | string, userId: number) =>
  call(who, ...apiArgs('switchProfile', { userId }));
const familyOf = (who: TestMember | string) => call(who, ...apiArgs('myFamily'));

/** A profile the family adds, acting for it: its account, a switch token, and its profile once saved. */
async function addChild(mother: TestMember, gender: 'Male' | 'Female' = 'Male', status = STATUS_APPROVED) {
  const added = await addProfile(mother, { gender, profile_for: gender === 'Male' ? 'son' : 'daughter' });
  expect(added.statusCode, added.body).toBe(201);
  const userId: number = added.json().user_id;
  const switched = await switchTo(mother, userId);
  expect(switched.statusCode, switched.body).toBe(200);
  const child = { userId, token: switched.json().token as string, mobile: '', password: '' };
  const saved = await saveStep(ctx, child, 'basic', basicFor({ gender, mobiles: [uniqueMobile()] }));
  await setStatus(ctx, saved.profile_id, status);
  return { ...child, profileId: saved.profile_id as number, mid: saved.mid as string };
}

/** The last link sent by SMS to `mobile`. */
function linkSentTo(mobile: string): string {
  const texts = smsMessages(ctx).filter((message) => message.to === mobile);
  const url = /https?:\/\/\S+/.exec(texts.at(-1)?.text ?? '')?.[0];
  if (!url) throw new Error(`no link sent to ${mobile}`);
  return url;
}

async function invite(by: TestMember, userId: number, mobile: string, role: 'manage' | 'view') {
  const sent = await call(by, ...apiArgs('inviteGuardian'), { user_id: userId, mobile, role });
  expect(sent.statusCode, sent.body).toBe(200);
  return linkSentTo(mobile).split('/').at(-1) as string;
}

describe('one family, one login', () => {
  it('adds a profile with no login of its own, switches to it and back, and lists the family', async () => {
    const mother = await makeMember(ctx, { gender: 'Female', profileFor: 'daughter', user_name: 'Sunita' });
    const stranger = await makeMember(ctx, { gender: 'Male' });
    const added = await addProfile(mother);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ user_id: expect.any(Number), profile_id: expect.any(Number) });
    const { user_id: sonId, profile_id: sonProfileId } = added.json();
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, sonId));
    expect(account).toMatchObject({ mobile: null, passwordHash: null, addedByFamily: true });

    expect((await switchTo(stranger, sonId)).statusCode).toBe(403);
    const switched = await switchTo(mother, sonId);
    expect(switched.statusCode).toBe(200);
    const claims = decodeClaims(switched.json().token);
    expect(claims).toMatchObject({ user_id: sonId, act: mother.userId });
    // Acting for him, his steps are saved as any profile's are; his basic step starts with his gender.
    const son = { userId: sonId, token: switched.json().token as string, mobile: '', password: '' };
    const basic = await call(son, ...apiArgs('readBasic', { userId: sonId }));
    expect(basic.json().gender).toBe('Male');
    // Before his basic step his profile is no one's to find: its id leads nowhere yet.
    expect((await call(stranger, ...apiArgs('viewProfile', { profileId: sonProfileId }))).statusCode).toBe(
      404,
    );
    const before = await call(son, ...apiArgs('readBasic', { userId: sonId }));
    expect(before.json().profile_id).toBeNull();
    const saved = await saveStep(
      ctx,
      son,
      'basic',
      basicFor({ gender: 'Male', name: 'Rohan', mobiles: [uniqueMobile()] }),
    );
    // His basic step writes the profile with the id the family was given.
    expect(saved.profile_id).toBe(sonProfileId);
    // With the guardian's own token, his steps are not hers to save.
    expect((await call(mother, ...apiArgs('readBasic', { userId: sonId }))).statusCode).toBe(403);

    const back = await switchTo(son.token, mother.userId);
    expect(back.statusCode).toBe(200);
    expect(decodeClaims(back.json().token).act).toBeUndefined();
    expect(decodeClaims(back.json().token).user_id).toBe(mother.userId);

    const family = (await familyOf(son.token)).json();
    expect(family.profiles).toEqual([
      expect.objectContaining({
        user_id: mother.userId,
        profile_id: mother.profileId,
        role: 'owner',
        gender: 'Female',
      }),
      expect.objectContaining({
        user_id: sonId,
        profile_id: sonProfileId,
        name: 'Rohan',
        gender: 'Male',
        role: 'owner',
        status: 0,
      }),
    ]);
    expect(family.guardians).toEqual([
      expect.objectContaining({
        user_id: mother.userId,
        name: 'Sunita',
        mobile_last4: mother.mobile.slice(-4),
        role: 'owner',
        is_candidate: false,
      }),
    ]);
    const audit = await ctx.database.db
      .select({ action: adminAuditLog.action, after: adminAuditLog.after })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(sonId)));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['family:profile-added', 'family:switch']),
    );
    // The stranger's refused switch left no row; the mother's names her and her role.
    expect(audit.filter((row) => row.action === 'family:switch').map((row) => row.after)).toEqual([
      { by: mother.userId, role: 'owner' },
    ]);
  });

  it('runs at most five profiles a family, and a refused family adds none', async () => {
    const mother = await makeMember(ctx, { gender: 'Female' });
    for (let i = 0; i < 4; i++) expect((await addProfile(mother)).statusCode).toBe(201);
    const sixth = await addProfile(mother);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message_key).toBe('familyFull');

    const refused = await makeMember(ctx, { gender: 'Female', status: STATUS_REJECTED });
    const again = await addProfile(refused);
    expect(again.statusCode).toBe(403);
    expect(again.json().message_key).toBe('familyRefused');
    const bad = await addProfile(mother, { gender: 'Other', profile_for: 'son' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps brothers and sisters apart: search, view, shortlist and interests', async () => {
    const mother = await makeMember(ctx, { gender: 'Female', profileFor: 'daughter' });
    const son = await addChild(mother, 'Male');
    const bride = await makeMember(ctx, { gender: 'Female' });
    // A bride outside the family finds him; his sister does not.
    expect(idsOf((await search(ctx, bride)).json())).toContain(son.profileId);
    expect(idsOf((await search(ctx, mother)).json())).not.toContain(son.profileId);
    expect(idsOf((await search(ctx, son)).json())).not.toContain(mother.profileId);
    expect(idsOf((await search(ctx, son)).json())).toContain(bride.profileId);
    expect((await call(mother, ...apiArgs('viewProfile', { profileId: son.profileId }))).statusCode).toBe(
      404,
    );
    expect((await call(son, ...apiArgs('viewProfile', { profileId: mother.profileId }))).statusCode).toBe(
      404,
    );
    const interest = await call(son, ...apiArgs('sendInterest', { profileId: mother.profileId }), {
      template: 'liked_profile',
    });
    expect(interest.statusCode).toBe(403);
    expect(interest.json().message_key).toBe('interestWithinFamily');
    expect((await call(mother, ...apiArgs('addToShortlist'), { profile_id: son.profileId })).statusCode).toBe(
      404,
    );
    // A profile the father runs and the mother does not is a sibling too, once he runs both.
    const father = await makeMember(ctx, { steps: [] });
    const token = await invite(mother, son.userId, father.mobile, 'manage');
    expect((await call(father, ...apiArgs('acceptFamilyInvite'), { token })).statusCode).toBe(200);
  });

  it('an interest says whether the family or the candidate sent it', async () => {
    const mother = await makeMember(ctx, { gender: 'Female', profileFor: 'daughter' });
    const son = await addChild(mother, 'Male');
    const bride = await makeMember(ctx, { gender: 'Female', profileFor: 'self' });
    const groom = await makeMember(ctx, { gender: 'Male', profileFor: 'self' });
    const fromFamily = await call(son, ...apiArgs('sendInterest', { profileId: bride.profileId }), {
      template: 'liked_profile',
    });
    expect(fromFamily.statusCode, fromFamily.body).toBe(200);
    const fromHerself = await call(bride, ...apiArgs('sendInterest', { profileId: groom.profileId }), {
      template: 'liked_profile',
    });
    expect(fromHerself.statusCode).toBe(200);
    const received = (await box(ctx, bride, 'received')).rows;
    expect(received.find((row) => row.profile_id === son.profileId)?.sent_by).toBe('family');
    expect((await box(ctx, groom, 'received')).rows[0]?.sent_by).toBe('candidate');
    const [stored] = await ctx.database.db
      .select({ sentBy: interests.sentBy })
      .from(interests)
      .where(eq(interests.id, fromFamily.json().interest_id));
    expect(stored?.sentBy).toBe('family');
  });

  it('the other parent is invited by SMS, accepts with that number, manages and writes notes; a viewer writes nothing', async () => {
    const mother = await makeMember(ctx, { gender: 'Female', profileFor: 'daughter' });
    const son = await addChild(mother, 'Male');
    const bride = await makeMember(ctx, { gender: 'Female' });
    const father = await makeMember(ctx, { steps: [], user_name: 'Prakash' });
    const uncle = await makeMember(ctx, { steps: [], user_name: 'Mama' });
    const stranger = await makeMember(ctx, { steps: [] });

    // Only the owner invites.
    const notHers = await call(stranger, ...apiArgs('inviteGuardian'), {
      user_id: son.userId,
      mobile: uniqueMobile(),
      role: 'manage',
    });
    expect(notHers.statusCode).toBe(403);
    const token = await invite(mother, son.userId, father.mobile, 'manage');
    // Someone else holding the link cannot use it.
    expect((await call(stranger, ...apiArgs('acceptFamilyInvite'), { token })).statusCode).toBe(403);
    const accepted = await call(father, ...apiArgs('acceptFamilyInvite'), { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ user_id: son.userId, role: 'manage' });
    expect((await call(father, ...apiArgs('acceptFamilyInvite'), { token })).statusCode).toBe(400);
    const his = (await familyOf(father)).json();
    expect(his.profiles).toContainEqual(expect.objectContaining({ user_id: son.userId, role: 'manage' }));
    expect(his.guardians).toContainEqual(expect.objectContaining({ user_id: mother.userId, role: 'owner' }));

    const asFather = (await switchTo(father, son.userId)).json().token as string;
    const note = await call(asFather, ...apiArgs('saveShortlistNote'), {
      profile_id: bride.profileId,
      text: 'Met her family at the melava; call after Diwali.',
    });
    expect(note.statusCode, note.body).toBe(200);
    const [kept] = await ctx.database.db
      .select({ note: shortlists.note })
      .from(shortlists)
      .where(and(eq(shortlists.userId, son.userId), eq(shortlists.profileId, bride.profileId)));
    expect(kept?.note).toBe('Met her family at the melava; call after Diwali.');
    const tooLong = await call(asFather, ...apiArgs('saveShortlistNote'), {
      profile_id: bride.profileId,
      text: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    const control = await call(asFather, ...apiArgs('saveShortlistNote'), {
      profile_id: bride.profileId,
      text: 'bad\u0007bell',
    });
    expect(control.statusCode).toBe(400);

    const viewToken = await invite(mother, son.userId, uncle.mobile, 'view');
    expect((await call(uncle, ...apiArgs('acceptFamilyInvite'), { token: viewToken })).statusCode).toBe(200);
    const asUncle = (await switchTo(uncle, son.userId)).json().token as string;
    expect((await call(asUncle, ...apiArgs('viewProfile', { profileId: bride.profileId }))).statusCode).toBe(
      200,
    );
    expect((await call(asUncle, ...apiArgs('readBasic', { userId: son.userId }))).statusCode).toBe(200);
    for (const write of [
      call(asUncle, ...apiArgs('addToShortlist'), { profile_id: bride.profileId }),
      call(asUncle, ...apiArgs('saveShortlistNote'), { profile_id: bride.profileId, text: 'no' }),
      call(asUncle, ...apiArgs('sendInterest', { profileId: bride.profileId }), {
        template: 'liked_profile',
      }),
      call(asUncle, ...apiArgs('saveBasic', { userId: son.userId }), basicFor({ gender: 'Male' })),
    ]) {
      const refused = await write;
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message_key).toBe('familyViewOnly');
    }
    // Switching and the family's own pages are the viewer's own.
    expect((await familyOf(asUncle)).statusCode).toBe(200);
    expect((await switchTo(asUncle, uncle.userId)).statusCode).toBe(200);
  });

  it('at most five invitations a day', async () => {
    const mother = await makeMember(ctx, { gender: 'Female' });
    const son = await addChild(mother, 'Male');
    for (let i = 0; i < 5; i++) await invite(mother, son.userId, uniqueMobile(), 'view');
    const sixth = await call(mother, ...apiArgs('inviteGuardian'), {
      user_id: son.userId,
      mobile: uniqueMobile(),
      role: 'view',
    });
    expect(sixth.statusCode).toBe(429);
  });

  it("a removed guardian's switch token stops at once, and does not refresh", async () => {
    const mother = await makeMember(ctx, { gender: 'Female' });
    const son = await addChild(mother, 'Male');
    const father = await makeMember(ctx, { steps: [] });
    const token = await invite(mother, son.userId, father.mobile, 'manage');
    await call(father, ...apiArgs('acceptFamilyInvite'), { token });
    const asFather = (await switchTo(father, son.userId)).json().token as string;
    expect((await call(asFather, ...apiArgs('me'))).statusCode).toBe(200);
    const refreshed = await call(asFather, ...apiArgs('refreshToken'));
    expect(refreshed.statusCode).toBe(200);
    expect(decodeClaims(refreshed.json().token).act).toBe(father.userId);

    const removed = await call(mother, ...apiArgs('removeGuardian', { userId: father.userId }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(asFather, ...apiArgs('me'))).statusCode).toBe(401);
    expect(
      (await call(refreshed.json().token, ...apiArgs('readBasic', { userId: son.userId }))).statusCode,
    ).toBe(401);
    expect((await call(asFather, ...apiArgs('refreshToken'))).statusCode).toBe(401);
    expect((await switchTo(father, son.userId)).statusCode).toBe(403);
    // His own login goes on.
    expect((await call(father, ...apiArgs('me'))).statusCode).toBe(200);
    expect((await call(mother, ...apiArgs('removeGuardian', { userId: father.userId }))).statusCode).toBe(
      404,
    );
  });

  it('two tabs acting for two profiles at once each keep their own', async () => {
    const mother = await makeMember(ctx, { gender: 'Female' });
    const son = await addChild(mother, 'Male');
    const daughter = await addChild(mother, 'Female');
    const [a, b] = await Promise.all([switchTo(mother, son.userId), switchTo(mother, daughter.userId)]);
    const [me1, me2] = await Promise.all([
      call(a?.json().token, ...apiArgs('me')),
      call(b?.json().token, ...apiArgs('me')),
    ]);
    expect(me1.json().user_id).toBe(son.userId);
    expect(me2.json().user_id).toBe(daughter.userId);
    expect(
      (await call(a?.json().token, ...apiArgs('readBasic', { userId: daughter.userId }))).statusCode,
    ).toBe(403);
  });

  it('the candidate claims a login, sees who runs the profile and removes a guardian; nobody removes the candidate', async () => {
    const mother = await makeMember(ctx, { gender: 'Female' });
    const daughter = await addChild(mother, 'Female');
    const uncle = await makeMember(ctx, { steps: [] });
    const token = await invite(mother, daughter.userId, uncle.mobile, 'manage');
    await call(uncle, ...apiArgs('acceptFamilyInvite'), { token });

    const taken = await call(mother, ...apiArgs('candidateLogin'), {
      user_id: daughter.userId,
      mobile: uncle.mobile,
    });
    expect(taken.statusCode).toBe(409);
    const stranger = await makeMember(ctx, { steps: [] });
    const mobile = uniqueMobile();
    expect(
      (await call(stranger, ...apiArgs('candidateLogin'), { user_id: daughter.userId, mobile })).statusCode,
    ).toBe(403);
    const sent = await call(mother, ...apiArgs('candidateLogin'), { user_id: daughter.userId, mobile });
    expect(sent.statusCode, sent.body).toBe(200);
    // Before she claims it, the number logs in to nothing.
    const early = await ctx.app.inject({
      ...apiRoute('login'),
      remoteAddress: uniqueIp(),
      payload: { mobile_no: mobile, password: 'her own password' },
    });
    expect(early.statusCode).toBe(401);
    const link = linkSentTo(mobile);
    const [, userId, secret] = /\/claim\/(\d+)\/([A-Za-z0-9_-]+)$/.exec(link) ?? [];
    expect(Number(userId)).toBe(daughter.userId);
    const claimed = await ctx.app.inject({
      ...apiRoute('claimAccount'),
      remoteAddress: uniqueIp(),
      payload: { user_id: daughter.userId, secret, password: 'her own password' },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const login = await ctx.app.inject({
      ...apiRoute('login'),
      remoteAddress: uniqueIp(),
      payload: { mobile_no: mobile, password: 'her own password' },
    });
    expect(login.statusCode).toBe(200);
    const herself = { userId: daughter.userId, token: login.json().token as string, mobile, password: '' };

    const family = (await familyOf(herself)).json();
    expect(family.guardians).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: daughter.userId, is_candidate: true }),
        expect.objectContaining({ user_id: mother.userId, role: 'owner', is_candidate: false }),
        expect.objectContaining({ user_id: uncle.userId, role: 'manage' }),
      ]),
    );
    // Nobody takes her login back or removes her.
    expect((await call(mother, ...apiArgs('removeGuardian', { userId: daughter.userId }))).statusCode).toBe(
      403,
    );
    const again = await call(mother, ...apiArgs('candidateLogin'), {
      user_id: daughter.userId,
      mobile: uniqueMobile(),
    });
    expect(again.statusCode).toBe(409);
    // She removes her uncle, then her mother.
    expect((await call(herself, ...apiArgs('removeGuardian', { userId: uncle.userId }))).statusCode).toBe(
      200,
    );
    expect((await switchTo(uncle, daughter.userId)).statusCode).toBe(403);
    expect((await call(herself, ...apiArgs('removeGuardian', { userId: mother.userId }))).statusCode).toBe(
      200,
    );
    expect((await switchTo(mother, daughter.userId)).statusCode).toBe(403);
    const actions = await ctx.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(daughter.userId)));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'family:invite',
        'family:invite-accepted',
        'family:candidate-login',
        'member:account-claimed',
        'family:guardian-removed',
      ]),
    );
  });

  it("a guardian's export names the profiles they run; a profile's own export, acting for it, is its data", async () => {
    const mother = await makeMember(ctx, { gender: 'Female' });
    const son = await addChild(mother, 'Male');
    const profileJson = async (token: string) => {
      const response = await call(token, ...apiArgs('exportMyData'));
      expect(response.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      return JSON.parse(new TextDecoder().decode(files['profile.json']));
    };
    const hers = await profileJson(mother.token);
    expect(hers.family.runs).toEqual([
      { user_id: son.userId, mid: son.mid, name: expect.any(String), role: 'owner' },
    ]);
    expect(hers.profile.mid).toBe(mother.mid);
    const his = await profileJson(son.token);
    expect(his.profile.mid).toBe(son.mid);
    expect(his.family).toEqual({ runs: [], run_by: [{ user_id: mother.userId, role: 'owner' }] });
  });

  it('erasing a guardian who runs other profiles answers 409 naming them unless told what becomes of each', async () => {
    const mother = await makeMember(ctx, { gender: 'Female', password: 'mother password' });
    const son = await addChild(mother, 'Male');
    const erase = (body: object) =>
      call(mother, ...apiArgs('eraseAccount'), { password: 'mother password', ...body });
    const unnamed = await erase({});
    expect(unnamed.statusCode).toBe(409);
    expect(unnamed.json().message_key).toBe('managedProfilesErasure');
    expect(unnamed.json().Message).toContain(son.mid);
    const kept = await erase({ managed: { [son.userId]: 'keep' } });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message_key).toBe('managedProfileNotKept');
    const done = await erase({ managed: { [son.userId]: 'erase' } });
    expect(done.statusCode, done.body).toBe(200);
    const left = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.id, son.userId));
    expect(left).toEqual([]);
  });

  it('erasing one managed profile, acting for it, erases that profile only; keep needs another manager', async () => {
    const mother = await makeMember(ctx, { gender: 'Female', password: 'mother password' });
    const son = await addChild(mother, 'Male');
    const daughter = await addChild(mother, 'Female');
    const erased = await call(son, ...apiArgs('eraseAccount'), { password: 'mother password' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, son.userId))).toEqual([]);
    expect((await call(mother, ...apiArgs('me'))).statusCode).toBe(200);

    const father = await makeMember(ctx, { steps: [] });
    const token = await invite(mother, daughter.userId, father.mobile, 'manage');
    await call(father, ...apiArgs('acceptFamilyInvite'), { token });
    const kept = await call(mother, ...apiArgs('eraseAccount'), {
      password: 'mother password',
      managed: { [daughter.userId]: 'keep' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const family = (await familyOf(father)).json();
    expect(family.profiles).toContainEqual(
      expect.objectContaining({ user_id: daughter.userId, role: 'manage' }),
    );
  });
  it('a guardian leaves one profile they run, never the last who manages an unclaimed one; a claimed candidate is named', async () => {
    const mother = await makeMember(ctx, { gender: 'Female' });
    const son = await addChild(mother, 'Male');
    const daughter = await addChild(mother, 'Female');
    const father = await makeMember(ctx, { steps: [], user_name: 'Vijay' });
    for (const child of [son, daughter]) {
      const token = await invite(mother, child.userId, father.mobile, 'manage');
      expect((await call(father, ...apiArgs('acceptFamilyInvite'), { token })).statusCode).toBe(200);
    }
    const leave = (who: TestMember, profile: number) =>
      call(who, 'DELETE', `${apiRoute('removeGuardian', { userId: who.userId }).url}?profile=${profile}`);

    // The father leaves the son's profile only: the daughter's is still his to run.
    const left = await leave(father, son.userId);
    expect(left.statusCode, left.body).toBe(200);
    expect((await switchTo(father, son.userId)).statusCode).toBe(403);
    expect((await switchTo(father, daughter.userId)).statusCode).toBe(200);
    expect((await leave(father, son.userId)).statusCode).toBe(404);
    const stranger = await makeMember(ctx, { steps: [] });
    expect((await leave(stranger, daughter.userId)).statusCode).toBe(404);
    expect(
      (await call(father, 'DELETE', `${apiRoute('removeGuardian', { userId: father.userId }).url}?profile=x`))
        .statusCode,
    ).toBe(400);

    // The mother leaves the daughter's profile to the father, who then may not leave it alone.
    expect((await leave(mother, daughter.userId)).statusCode).toBe(200);
    const last = await leave(father, daughter.userId);
    expect(last.statusCode).toBe(409);
    expect(last.json().message_key).toBe('lastManagerCannotLeave');
    expect(last.json().Message).toContain(daughter.mid);
    expect((await switchTo(father, daughter.userId)).statusCode).toBe(200);
    const audit = await ctx.database.db
      .select({ after: adminAuditLog.after })
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'family:guardian-removed'),
          eq(adminAuditLog.targetId, String(son.userId)),
        ),
      );
    expect(audit).toEqual([{ after: { by: father.userId, guardian: father.userId, left: true } }]);

    // Once the son claims his own login, his name shows among those who run his profile.
    const mobile = uniqueMobile();
    expect(
      (await call(mother, ...apiArgs('candidateLogin'), { user_id: son.userId, mobile })).statusCode,
    ).toBe(200);
    const [, , secret] = /\/claim\/(\d+)\/([A-Za-z0-9_-]+)$/.exec(linkSentTo(mobile)) ?? [];
    const claimed = await ctx.app.inject({
      ...apiRoute('claimAccount'),
      remoteAddress: uniqueIp(),
      payload: { user_id: son.userId, secret, password: 'his own password' },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const guardians = (await familyOf(mother)).json().guardians;
    expect(guardians).toContainEqual(
      expect.objectContaining({ user_id: son.userId, name: 'Priya', is_candidate: true }),
    );
    // A guardian of a claimed profile may leave it: its candidate runs it.
    expect((await leave(mother, son.userId)).statusCode).toBe(200);
  });
  it("the operator's profile page reads who runs a profile: each guardian's role, and whether its candidate claimed a login", async () => {
    const admin = await makeAdmin(ctx);
    const mother = await makeMember(ctx, { gender: 'Female', user_name: 'Sunita Jadhav' });
    const son = await addChild(mother, 'Male');
    const father = await makeMember(ctx, { steps: [], user_name: 'Vijay Jadhav' });
    const uncle = await makeMember(ctx, { steps: [], user_name: 'Raman Jadhav' });
    for (const [who, role] of [
      [father, 'manage'],
      [uncle, 'view'],
    ] as const) {
      const token = await invite(mother, son.userId, who.mobile, role);
      expect((await call(who, ...apiArgs('acceptFamilyInvite'), { token })).statusCode).toBe(200);
    }
    const read = (who: TestMember | string, profileId: number) =>
      call(who, ...apiArgs('adminProfileFamily', { profileId }));
    const before = await read(admin, son.profileId);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      profile_id: son.profileId,
      added_by_family: true,
      candidate_claimed: false,
      guardians: [
        {
          user_id: mother.userId,
          name: 'Sunita Jadhav',
          mid: mother.mid,
          mobile_last4: mother.mobile.slice(-4),
          role: 'owner',
        },
        {
          user_id: father.userId,
          name: 'Vijay Jadhav',
          mid: null,
          mobile_last4: father.mobile.slice(-4),
          role: 'manage',
        },
        {
          user_id: uncle.userId,
          name: 'Raman Jadhav',
          mid: null,
          mobile_last4: uncle.mobile.slice(-4),
          role: 'view',
        },
      ],
    });
    // Members, the family's own included, do not read it; a profile that is not there is a 404.
    expect((await read(mother, son.profileId)).statusCode).toBe(403);
    expect((await read(son.token, son.profileId)).statusCode).toBe(403);
    expect((await read(admin, 2_000_000_000)).statusCode).toBe(404);
    // The mother's own profile: run by its login, nobody else.
    expect((await read(admin, mother.profileId)).json()).toEqual({
      profile_id: mother.profileId,
      added_by_family: false,
      candidate_claimed: null,
      guardians: [],
    });

    const mobile = uniqueMobile();
    expect(
      (await call(mother, ...apiArgs('candidateLogin'), { user_id: son.userId, mobile })).statusCode,
    ).toBe(200);
    const [, , secret] = /\/claim\/(\d+)\/([A-Za-z0-9_-]+)$/.exec(linkSentTo(mobile)) ?? [];
    const claimed = await ctx.app.inject({
      ...apiRoute('claimAccount'),
      remoteAddress: uniqueIp(),
      payload: { user_id: son.userId, secret, password: 'his own password' },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await read(admin, son.profileId)).json()).toMatchObject({ candidate_claimed: true });
  });
});
