import { apiArgs, STATUS_APPROVED } from '@varmala/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { basicFor, personal } from '../../test/profile-fixtures.js';
import { saveStep, search, setStatus } from '../../test/search-support.js';
import { bearer, type TestMember, uniqueMobile, useTestApp } from '../../test/test-app.js';
import { grantSubscription } from '../../test/trust/trust-support.js';

const HOUR = 60 * 60_000;
const SEARCH_PAGES = 4;
const PROFILE_VIEWS = 3;
const PROFILE_MATCHES = 2;

const ctx = useTestApp({
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    searchPagesPerMember: { limit: SEARCH_PAGES, windowMs: HOUR },
    profileViewsPerMember: { limit: PROFILE_VIEWS, windowMs: HOUR },
    profileMatchesPerMember: { limit: PROFILE_MATCHES, windowMs: HOUR },
  },
});

const REJECTED = 500;
const DUPLICATE = 501;
const NOT_ACTIVE = {
  Status: 'Error',
  code: 'PROFILE_INACTIVE',
  Message: 'Your profile is not active, so you cannot search or view profiles. Please contact the operator.',
  message_key: 'profileNotActive',
};

function call(member: TestMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(member.token), ...(payload ? { payload } : {}) });
}

/** The ways of looking at another member's profile. */
const looks = (member: TestMember, profileId: number) => ({
  search: () => search(ctx, member),
  view: () => call(member, ...apiArgs('viewProfile', { profileId })),
  'shortlist add': () => call(member, ...apiArgs('addToShortlist'), { profile_id: profileId }),
  'shortlist remove': () => call(member, ...apiArgs('removeFromShortlist'), { profile_id: profileId }),
  download: () => call(member, ...apiArgs('downloadProfile', { profileId })),
  'horoscope match': () => call(member, ...apiArgs('profileMatch', { profileId })),
});

let admin: TestMember;
let bride: Member;

beforeAll(async () => {
  admin = await makeAdmin(ctx);
  bride = await makeMember(ctx, { gender: 'Female' });
});

describe('a member whose own profile the operator refused', () => {
  for (const [label, status] of [
    ['Rejected', REJECTED],
    ['Duplicate', DUPLICATE],
  ] as const) {
    it(`${label}: 403 on search, view, shortlist and download; their own profile stays editable`, async () => {
      const groom = await makeMember(ctx, { gender: 'Male' });
      await grantSubscription(ctx, groom);
      // Before: the groom may look, and has the bride on his shortlist.
      expect((await looks(groom, bride.profileId)['shortlist add']()).statusCode).toBe(200);

      // Written straight to the database, as another process would: the auth check's cached row
      // goes when the database's notice of the change arrives.
      await setStatus(ctx, groom.profileId, status);
      await vi.waitFor(async () => expect((await search(ctx, groom)).statusCode).toBe(403), {
        timeout: 5_000,
      });
      for (const [what, look] of Object.entries(looks(groom, bride.profileId))) {
        const response = await look();
        expect({ what, status: response.statusCode, body: response.json() }).toEqual({
          what,
          status: 403,
          body: NOT_ACTIVE,
        });
      }
      // Nothing was spent or changed by the refused calls.
      const downloads = await call(groom, ...apiArgs('subscription'));
      expect(downloads.json()).toMatchObject({ current_download: 0 });

      expect((await call(groom, ...apiArgs('readPersonal', { userId: groom.userId }))).statusCode).toBe(200);
      const saved = await call(groom, ...apiArgs('savePersonal', { userId: groom.userId }), personal);
      expect(saved.statusCode).toBe(200);
    });
  }

  it('may look again once the operator approves the profile again', async () => {
    const groom = await makeMember(ctx, { gender: 'Male', status: REJECTED });
    await vi.waitFor(async () => expect((await search(ctx, groom)).statusCode).toBe(403), { timeout: 5_000 });
    await setStatus(ctx, groom.profileId, STATUS_APPROVED);
    await vi.waitFor(async () => expect((await search(ctx, groom)).statusCode).toBe(200), { timeout: 5_000 });
    expect((await looks(groom, bride.profileId).view()).statusCode).toBe(200);
  });

  it('other statuses are not refused: an Unverified member still searches', async () => {
    const groom = await makeMember(ctx, { gender: 'Male', status: 0 });
    expect((await search(ctx, groom)).statusCode).toBe(200);
  });
});

describe('an account whose own basic step is not saved yet', () => {
  const INCOMPLETE = {
    Status: 'Error',
    code: 'PROFILE_INCOMPLETE',
    Message: 'Please save your own basic details first: only then may you search and view profiles.',
    message_key: 'profileNotSaved',
  };

  it('403 on every way of looking at others, blocking and reporting too; its own steps stay open', async () => {
    const newcomer = await makeMember(ctx, { steps: [] });
    await grantSubscription(ctx, newcomer);
    const ways = {
      ...looks(newcomer, bride.profileId),
      block: () => call(newcomer, ...apiArgs('blockProfile', { profileId: bride.profileId })),
      report: () =>
        call(newcomer, ...apiArgs('reportProfile', { profileId: bride.profileId }), {
          reason: 'fake',
          details: 'The photo is of a film actor.',
        }),
    };
    const answers: Record<string, unknown> = {};
    for (const [what, look] of Object.entries(ways)) {
      const response = await look();
      answers[what] = { status: response.statusCode, body: response.json() };
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(ways).map((what) => [what, { status: 403, body: INCOMPLETE }])),
    );
    // Nothing was spent, shortlisted or blocked by the refused calls.
    expect((await call(newcomer, ...apiArgs('subscription'))).json()).toMatchObject({ current_download: 0 });
    expect((await call(newcomer, ...apiArgs('blockList'))).json()).toEqual({ rows: [] });

    // The way forward is open: the basic step saves, and then the member may search.
    expect((await call(newcomer, ...apiArgs('readBasic', { userId: newcomer.userId }))).statusCode).toBe(200);
    await saveStep(ctx, newcomer, 'basic', basicFor({ gender: 'Male', mobiles: [uniqueMobile()] }));
    await vi.waitFor(async () => expect((await search(ctx, newcomer)).statusCode).toBe(200), {
      timeout: 5_000,
    });
    expect((await looks(newcomer, bride.profileId).view()).statusCode).toBe(200);
  });

  it('a member whose saved profile waits for approval (0 or 10) searches and views as the spec says', async () => {
    for (const status of [0, 10]) {
      const groom = await makeMember(ctx, { gender: 'Male', status, steps: ['basic'] });
      expect((await search(ctx, groom)).statusCode).toBe(200);
      expect((await looks(groom, bride.profileId).view()).statusCode).toBe(200);
      expect((await looks(groom, bride.profileId)['shortlist add']()).statusCode).toBe(200);
    }
  });

  it('an admin, who has no profile of their own, still looks at everyone', async () => {
    expect((await search(ctx, admin)).statusCode).toBe(200);
    expect((await looks(admin, bride.profileId).view()).statusCode).toBe(200);
  });
});

describe('per-member limits on looking', () => {
  const KEYS: Record<string, string> = {
    'opened many search pages': 'tooManySearchPages',
    'viewed many profiles': 'tooManyProfileViews',
    'matched many horoscopes': 'tooManyMatches',
  };

  async function expectLimited(response: Awaited<ReturnType<typeof search>>, what: string) {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(HOUR / 1000);
    expect(response.json()).toEqual({
      Status: 'Error',
      code: 'RATE_LIMITED',
      Message: `You have ${what} in a short time. Please try again in 60 minutes.`,
      message_key: KEYS[what],
      message_params: { count: 60 },
    });
  }

  it('search pages: past the limit a member gets 429, another member and the admin do not', async () => {
    const [groom, other] = [
      await makeMember(ctx, { gender: 'Male' }),
      await makeMember(ctx, { gender: 'Male' }),
    ];
    for (let page = 1; page <= SEARCH_PAGES; page++) {
      expect((await search(ctx, groom, {}, page)).statusCode).toBe(200);
    }
    await expectLimited(await search(ctx, groom, {}, SEARCH_PAGES + 1), 'opened many search pages');
    await expectLimited(await search(ctx, groom), 'opened many search pages');

    expect((await search(ctx, other)).statusCode).toBe(200);
    // Profile views are counted apart from search pages.
    expect((await looks(groom, bride.profileId).view()).statusCode).toBe(200);
    for (let i = 0; i <= SEARCH_PAGES * 2; i++) expect((await search(ctx, admin)).statusCode).toBe(200);
  });

  it('profile views: past the limit a member gets 429, another member and the admin do not', async () => {
    const [groom, other] = [
      await makeMember(ctx, { gender: 'Male' }),
      await makeMember(ctx, { gender: 'Male' }),
    ];
    for (let i = 0; i < PROFILE_VIEWS; i++) {
      expect((await looks(groom, bride.profileId).view()).statusCode).toBe(200);
    }
    await expectLimited(await looks(groom, bride.profileId).view(), 'viewed many profiles');
    expect((await looks(other, bride.profileId).view()).statusCode).toBe(200);
    expect((await search(ctx, groom)).statusCode).toBe(200);
    for (let i = 0; i <= PROFILE_VIEWS * 2; i++) {
      expect((await looks(admin, bride.profileId).view()).statusCode).toBe(200);
    }
  });

  it('horoscope matches: counted apart from views, and past the limit 429 whichever profile is asked', async () => {
    const star = { birth_star: 'Rohini', padham: 2, raasi: 'Vrishabha' } as const;
    const [groom, other] = [
      await makeMember(ctx, { gender: 'Male', horoscope: star }),
      await makeMember(ctx, { gender: 'Male', horoscope: star }),
    ];
    const match = (member: TestMember, profileId: number) => looks(member, profileId)['horoscope match']();
    for (let i = 0; i < PROFILE_MATCHES; i++) {
      expect((await match(groom, bride.profileId)).statusCode).toBe(200);
    }
    await expectLimited(await match(groom, bride.profileId), 'matched many horoscopes');
    // Walking the ids is counted too, seen or not: the limit comes before the profile is read.
    await expectLimited(await match(groom, bride.profileId + 1_000_000), 'matched many horoscopes');
    expect((await match(other, bride.profileId)).statusCode).toBe(200);
    expect((await looks(groom, bride.profileId).view()).statusCode).toBe(200);
  });
});
