/**
 * The table of who may see whom (rules.ts), walked with real members: each row's pair is made
 * through the API as families and the operator would make it, then each side asks every question of
 * the other's profile through the routes a member uses, and what it gets must be the row.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ProfileListItem } from '@varmala/shared';
import { apiArgs, apiRoute } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { guardians, profiles, shareLinks } from '../../db/schema.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { uploadPhoto } from '../../test/search-support.js';
import { bearer, type TestMember, uniqueIp, useTestApp } from '../../test/test-app.js';
import { grantSubscription, NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import {
  ACCESS_RULES,
  type Answer,
  type Answers,
  OPEN_LIST_QUESTIONS,
  QUESTIONS,
  type Side,
} from './rules.js';

const TAMIL_HOST = 'tamilmala.test';
const ctx = useTestApp({ ...NO_RATE_LIMITS, domainHosts: new Map([[TAMIL_HOST, 'tamilmala' as const]]) });

const STATUS_CODES = { Unverified: 0, Married: 300, Rejected: 500, Duplicate: 501 } as const;

interface Account {
  member: TestMember;
  /** Absent for an admin and for a member before the basic step. */
  profileId?: number;
  hasPhoto: boolean;
  /** The host of the member's own site, whose open lists they read (none: the default site's). */
  host?: string;
  /** What finds the profile in the open lists: its name of its own, its birth date, a link it shared. */
  listed?: { name: string; dateOfBirth: string; shareToken: string };
}

let named = 0;

/**
 * The profile as the open lists would find it: featured by the operator with its member's consent,
 * a name no other member of the file has, and a link of its biodata the member shared.
 */
async function openListsOf(member: Member): Promise<Account['listed']> {
  const name = `Rulebook ${String.fromCharCode(97 + (named % 26))}${String.fromCharCode(97 + Math.floor(named / 26))}`;
  named += 1;
  await ctx.database.db
    .update(profiles)
    .set({ name, isFeatured: true, featuredConsent: true })
    .where(eq(profiles.id, member.profileId));
  const shareToken = randomBytes(24).toString('base64url');
  await ctx.database.db.insert(shareLinks).values({
    profileId: member.profileId,
    tokenHash: createHash('sha256').update(shareToken).digest('hex'),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { name, dateOfBirth: member.dateOfBirth, shareToken };
}

async function makeSide(side: Side, groom: boolean): Promise<Account> {
  if (side.admin) return { member: await makeAdmin(ctx), hasPhoto: false };
  if (side.noProfile) {
    const member = await makeMember(ctx, { steps: [] });
    await grantSubscription(ctx, member);
    return { member, hasPhoto: false };
  }
  const member: Member = await makeMember(ctx, {
    gender: groom !== Boolean(side.sameGender) ? 'Male' : 'Female',
    domain: side.otherSite ? 'tamilmala' : 'varmala',
    ...(side.status ? { status: STATUS_CODES[side.status] } : {}),
    photos: side.photo ? 0 : 1,
    ...(side.paused || side.photosToShortlisted || side.contactToAccepted
      ? {
          privacy: {
            ...(side.paused ? { paused: true } : {}),
            ...(side.photosToShortlisted ? { photo_visibility: 'shortlisted' as const } : {}),
            ...(side.contactToAccepted ? { contact_visibility: 'accepted' as const } : {}),
          },
        }
      : {}),
  });
  if (side.demo) {
    await ctx.database.db.update(profiles).set({ demo: true }).where(eq(profiles.id, member.profileId));
  }
  if (side.photo === 'waiting') await uploadPhoto(ctx, member, { approved: false });
  await grantSubscription(ctx, member);
  return {
    member,
    profileId: member.profileId,
    hasPhoto: side.photo !== 'none',
    ...(side.otherSite ? { host: TAMIL_HOST } : {}),
    listed: await openListsOf(member),
  };
}

function call(who: TestMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
}

async function act(who: Account, url: string, payload: object) {
  const response = await call(who.member, 'POST', url, payload);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
}

/** What the other side did to this one: a block, a shortlist, an interest it accepted. */
async function actOn(side: Side, actor: Account, other: Account) {
  // As an accepted invitation leaves it (features/family): the actor's login runs the other profile.
  if (side.runsTheOther) {
    await ctx.database.db
      .insert(guardians)
      .values({ profileUserId: other.member.userId, guardianUserId: actor.member.userId, role: 'manage' });
  }
  if (side.shortlists) await act(actor, '/api/profile/shortlist', { profile_id: other.profileId });
  if (side.blocks) await act(actor, `/api/profile/block/${other.profileId}`, {});
  if (side.interestAccepted) {
    const sent = await call(
      actor.member,
      ...apiArgs('sendInterest', { profileId: Number(other.profileId) }),
      {
        template: 'liked_profile',
      },
    );
    if (sent.statusCode !== 200) throw new Error(`interest: ${sent.statusCode} ${sent.body}`);
    await act(
      other,
      apiRoute('acceptInterest', { interestId: sent.json<{ interest_id: number }>().interest_id }).url,
      {},
    );
  }
}

/**
 * An answer read off a response: 403 `PROFILE_INACTIVE` or `PROFILE_INCOMPLETE` for a member who
 * may not look at anyone, before the statuses that refuse this one question.
 */
function answerOf(response: LightMyRequestResponse, ...refusedStatuses: number[]): Answer | string {
  const { statusCode } = response;
  if (statusCode === 200) return 'yes';
  if (statusCode === 404) return 'hidden';
  const code = response.json<{ code?: string }>().code;
  if (statusCode === 403 && (code === 'PROFILE_INACTIVE' || code === 'PROFILE_INCOMPLETE'))
    return 'may not look';
  if (refusedStatuses.includes(statusCode)) return 'refused';
  return `unexpected ${statusCode} ${code}`;
}

/** Whether A may send B an interest; one sent is withdrawn again, so B may then ask A in turn. */
async function interestAnswer(a: Account, id: number): Promise<Answer | string> {
  const sent = await call(a.member, ...apiArgs('sendInterest', { profileId: id }), {
    template: 'liked_profile',
  });
  const answer = answerOf(sent, 403, 409);
  if (answer === 'yes') {
    const interestId = sent.json<{ interest_id: number }>().interest_id;
    const withdrawn = await call(a.member, ...apiArgs('withdrawInterest', { interestId }));
    if (withdrawn.statusCode !== 200) return `not withdrawn: ${withdrawn.statusCode}`;
  }
  return answer;
}

/** B's item in A's search, paging to the end; the answer when A may not search. */
async function findInSearch(a: Account, profileId: number): Promise<ProfileListItem | Answer | string> {
  for (let page = 1; ; page++) {
    const response = await call(a.member, ...apiArgs('searchProfiles', { page }), {});
    if (response.statusCode !== 200) return answerOf(response);
    const { rows } = response.json<{ rows: ProfileListItem[] }>();
    const item = rows.find((row) => row.profile_id === profileId);
    if (item) return item;
    if (rows.length === 0) return 'hidden';
  }
}

/** Whether A, reading with their token, finds B in the open lists of A's own site and B's link opens. */
async function openListsAnswers(a: Account, b: Account): Promise<Record<string, string>> {
  const listed = b.listed;
  if (!listed) throw new Error('B has no profile to find');
  const headers = { ...bearer(a.member.token), ...(a.host ? { host: a.host } : {}) };
  const featured = await ctx.app.inject({ ...apiRoute('featured'), headers });
  const bornOn = await ctx.app.inject({
    ...apiRoute('publicSearch'),
    headers,
    remoteAddress: uniqueIp(),
    payload: { date_of_birth: listed.dateOfBirth },
  });
  for (const response of [featured, bornOn]) {
    if (response.statusCode !== 200) return { featured: `unexpected ${response.statusCode}` };
  }
  const { brides, grooms } = featured.json<{ brides: { name: string }[]; grooms: { name: string }[] }>();
  const found = (rows: { name: string }[]) =>
    rows.some((row) => row.name === listed.name) ? 'yes' : 'hidden';
  const shared = await ctx.app.inject({ method: 'GET', url: `/b/${listed.shareToken}`, headers });
  return {
    featured: found([...brides, ...grooms]),
    bornOn: found(bornOn.json()),
    shareLink: answerOf(shared),
  };
}

/** What A gets of B's profile, each question asked through its route. */
async function whatAGetsOf(a: Account, b: Account): Promise<Record<string, string>> {
  const id = b.profileId as number;
  const listed = await findInSearch(a, id);
  const viewed = await call(a.member, ...apiArgs('viewProfile', { profileId: id }));
  const view = answerOf(viewed);
  const photosIn = (item: { photos: unknown[] }) => (item.photos.length > 0 ? 'yes' : 'hidden');
  let photos = view;
  if (view === 'yes') {
    photos = photosIn(viewed.json());
    if (typeof listed === 'object' && photosIn(listed) !== photos)
      photos = 'not the same in the list and the view';
  }
  return {
    list: typeof listed === 'object' ? 'yes' : listed,
    view,
    contact: answerOf(await call(a.member, ...apiArgs('downloadProfile', { profileId: id })), 403),
    match: answerOf(await call(a.member, ...apiArgs('profileMatch', { profileId: id })), 409),
    report: answerOf(
      await call(a.member, ...apiArgs('reportProfile', { profileId: id }), { reason: 'other' }),
      400,
    ),
    photos,
    interest: await interestAnswer(a, id),
    ...(await openListsAnswers(a, b)),
  };
}

/** A profile without a photo shows none to anyone, whatever the rule. */
const expected = (answers: Answers, owner: Account): Answers =>
  owner.hasPhoto || answers.photos !== 'yes' ? answers : { ...answers, photos: 'hidden' };

describe('who may see whom: every row of the table, from both sides', () => {
  for (const rule of ACCESS_RULES) {
    it(rule.pair, async () => {
      const a = await makeSide(rule.a, true);
      const b = rule.b === 'A' ? a : await makeSide(rule.b, false);
      if (rule.b !== 'A') {
        await actOn(rule.a, a, b);
        await actOn(rule.b, b, a);
      }
      expect(await whatAGetsOf(a, b), 'what A gets of B').toEqual(expected(rule.aGetsOfB, b));
      if (rule.bGetsOfA === null) {
        expect(a.profileId, 'only an account without a profile has nothing to look at').toBeUndefined();
      } else {
        expect(await whatAGetsOf(b, a), 'what B gets of A').toEqual(expected(rule.bGetsOfA, a));
      }
    });
  }
});

describe('the table itself', () => {
  const directions = ACCESS_RULES.flatMap((rule) => [
    rule.aGetsOfB,
    ...(rule.bGetsOfA ? [rule.bGetsOfA] : []),
  ]);

  it('gives photos only of a profile one may view, and refuses all or nothing to one who may not look', () => {
    const memberQuestions = QUESTIONS.filter((question) => !OPEN_LIST_QUESTIONS.includes(question));
    for (const answers of directions) {
      if (answers.photos === 'yes') expect(answers.view).toBe('yes');
      const mayNotLook = memberQuestions.filter((question) => answers[question] === 'may not look');
      expect([0, memberQuestions.length]).toContain(mayNotLook.length);
      for (const question of OPEN_LIST_QUESTIONS) expect(answers[question]).not.toBe('may not look');
    }
  });

  it("shows in the open lists of one's own site only a profile one may view, and to one kept apart from it nothing", () => {
    for (const answers of directions) {
      if (answers.featured === 'yes' || answers.bornOn === 'yes') expect(answers.shareLink).toBe('yes');
      if (answers.view === 'hidden') expect([answers.featured, answers.bornOn]).toEqual(['hidden', 'hidden']);
    }
  });

  it('names each pair once', () => {
    const pairs = ACCESS_RULES.map((rule) => rule.pair);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
