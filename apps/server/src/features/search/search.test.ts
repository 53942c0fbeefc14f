import { randomInt } from 'node:crypto';
import { apiRoute } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { makeAdmin, makeMember } from '../../test/members.js';
import { idsOf, LIST_ITEM_KEYS, search, setBornYearsAgo, uploadPhoto } from '../../test/search-support.js';
import { bearer, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

/** The ids among `members` that the answer lists, in its order. */
function listed(body: { rows: { profile_id: number }[] }, members: { profileId: number }[]): number[] {
  const wanted = new Set(members.map((m) => m.profileId));
  return idsOf(body).filter((id) => wanted.has(id));
}

describe('who sees whom', () => {
  it("lists other members' Approved profiles of my domain and the opposite gender, newest first", async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const approvedGroom = await makeMember(ctx, { gender: 'Male' });
    const unverifiedGroom = await makeMember(ctx, { gender: 'Male', status: 0 });
    const verifiedGroom = await makeMember(ctx, { gender: 'Male', status: 10 });
    const marriedGroom = await makeMember(ctx, { gender: 'Male', status: 300 });
    const rejectedGroom = await makeMember(ctx, { gender: 'Male', status: 500 });
    const otherBride = await makeMember(ctx, { gender: 'Female' });
    const tamilGroom = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala' });
    const newerGroom = await makeMember(ctx, { gender: 'Male' });
    const everyone = [
      bride,
      approvedGroom,
      unverifiedGroom,
      verifiedGroom,
      marriedGroom,
      rejectedGroom,
      otherBride,
      tamilGroom,
      newerGroom,
    ];

    const response = await search(ctx, bride);
    expect(response.statusCode).toBe(200);
    expect(listed(response.json(), everyone)).toEqual([newerGroom.profileId, approvedGroom.profileId]);

    const groomView = (await search(ctx, approvedGroom)).json();
    expect(listed(groomView, everyone)).toEqual([otherBride.profileId, bride.profileId]);

    // A profile that is not yet approved may still search.
    expect(listed((await search(ctx, unverifiedGroom)).json(), everyone)).toEqual([
      otherBride.profileId,
      bride.profileId,
    ]);

    const tamilBride = await makeMember(ctx, { gender: 'Female', domain: 'tamilmala' });
    expect(listed((await search(ctx, tamilBride)).json(), everyone)).toEqual([tamilGroom.profileId]);
  });

  it('lets an admin see every profile of any status, gender and domain, and filter by domain and name', async () => {
    const admin = await makeAdmin(ctx);
    const name = `Zenobia${randomInt(1_000_000)}`;
    const members = [
      await makeMember(ctx, { gender: 'Female', status: 0, basic: { name } }),
      await makeMember(ctx, { gender: 'Male', status: 500, basic: { name } }),
      await makeMember(ctx, { gender: 'Male', domain: 'tamilmala', status: 301, basic: { name } }),
      await makeMember(ctx, { gender: 'Female', basic: { name } }),
    ];
    const ids = members.map((m) => m.profileId).reverse();

    const all = (await search(ctx, admin, { name: name.toLowerCase() })).json();
    expect(idsOf(all)).toEqual(ids);
    expect(all.count).toBe(4);
    expect(all.photo_nudge).toBe(false);

    const tamil = (await search(ctx, admin, { name, domain: 'tamilmala' })).json();
    expect(idsOf(tamil)).toEqual([members[2]?.profileId]);

    const byMid = (await search(ctx, admin, { name: members[1]?.mid.toLowerCase() })).json();
    expect(idsOf(byMid)).toEqual([members[1]?.profileId]);

    // Wildcards are searched for literally.
    expect((await search(ctx, admin, { name: '%' })).json().count).toBe(0);
  });

  it('refuses the admin filters to members, and asks for the basic details first', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    for (const filters of [{ name: 'Rahul' }, { domain: 'tamilmala' }]) {
      const response = await search(ctx, bride, filters);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        Message: expect.stringContaining('administrator'),
      });
    }
    // What a form sends when the admin-only field is left empty is no filter.
    expect((await search(ctx, bride, { name: '', domain: '' })).statusCode).toBe(200);

    const newcomer = await makeMember(ctx, { steps: [] });
    const early = await search(ctx, newcomer);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      Message: 'Please save your own basic details first: only then may you search and view profiles.',
    });
    expect((await search(ctx, null)).statusCode).toBe(401);
  });

  it.each(['0', '-1', '1.5', 'abc', '99999999'])('answers 400 for page %s', async (page) => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const response = await search(ctx, bride, {}, page);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { page: 'Invalid value' } });
  });
});

describe('filters', () => {
  it('filters by each list, an empty list meaning no filter, and answers only matching rows', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const a = await makeMember(ctx, {
      gender: 'Male',
      basic: { community: 'Kshatriya', state: 'Maharashtra' },
      work: { education: 'Bachelors', annual_income: '3-4 Lakhs' },
      personal: { marital_status: 'Divorced' },
      horoscope: { birth_star: 'Ashwini', raasi: 'Mesha', padham: 1 },
    });
    const b = await makeMember(ctx, {
      gender: 'Male',
      basic: { community: 'Bhavasar Kshatriya', state: 'Karnataka' },
      work: { education: 'Masters', annual_income: '9-12 Lakhs' },
      personal: { marital_status: 'Never Married' },
      horoscope: { birth_star: 'Rohini' },
    });
    const c = await makeMember(ctx, {
      gender: 'Male',
      basic: { community: 'Others', state: 'Kerala' },
      work: { education: 'Doctorate', annual_income: '15-20 Lakhs' },
      personal: { marital_status: 'Widowed' },
      horoscope: { birth_star: 'Revati', raasi: 'Meena', padham: 4 },
    });
    const mine = [a, b, c];
    const expectations: [object, number[]][] = [
      [{}, [c, b, a].map((m) => m.profileId)],
      [
        {
          community: [],
          state: [],
          education: [],
          annual_income: [],
          martial_status: [],
          birth_star: [],
          shortlist: false,
        },
        [c, b, a].map((m) => m.profileId),
      ],
      [{ community: ['Kshatriya'] }, [a.profileId]],
      [{ community: ['Kshatriya', 'Others'] }, [c.profileId, a.profileId]],
      [{ state: ['Karnataka', 'Kerala'] }, [c.profileId, b.profileId]],
      [{ education: ['Masters'] }, [b.profileId]],
      [{ annual_income: ['3-4 Lakhs', '15-20 Lakhs'] }, [c.profileId, a.profileId]],
      [{ martial_status: ['Widowed', 'Divorced'] }, [c.profileId, a.profileId]],
      [{ birth_star: ['Rohini'] }, [b.profileId]],
      // Other spellings of a star: Tamil script, Tamil romanisation, Marathi.
      [{ birth_star: ['ரோகிணி', 'Aswini'] }, [b.profileId, a.profileId]],
      [{ birth_star: ['रेवती'] }, [c.profileId]],
      [{ community: ['Kshatriya'], education: ['Masters'] }, []],
      [{ community: ['Bhavasar Kshatriya'], education: ['Masters'], state: ['Karnataka'] }, [b.profileId]],
    ];
    for (const [filters, expected] of expectations) {
      const response = await search(ctx, bride, filters);
      expect(response.statusCode, JSON.stringify(filters)).toBe(200);
      expect(listed(response.json(), mine), JSON.stringify(filters)).toEqual(expected);
    }

    // Whatever else the database holds, every row answered matches the filter.
    const masters = (
      await search(ctx, bride, { education: ['Masters'], martial_status: ['Never Married'] })
    ).json();
    expect(masters.count).toBeGreaterThan(0);
    for (const row of masters.rows) {
      expect(row.work.education).toBe('Masters');
      expect(row.personal.marital_status).toBe('Never Married');
    }
  });

  it.each([
    [{ birth_star: ['Sirius'] }, 'birth_star.0'],
    [{ education: ['Astrology'] }, 'education.0'],
    [{ martial_status: ['Engaged'] }, 'martial_status.0'],
    [{ state: 'Kerala' }, 'state'],
    [{ from_age: 17 }, 'from_age'],
    [{ to_age: 88 }, 'to_age'],
    [{ from_age: 30, to_age: 25 }, 'to_age'],
  ])('refuses %j', async (filters, field) => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const response = await search(ctx, bride, filters);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('counts ages in whole years on today, both bounds inclusive', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const turned25Today = await makeMember(ctx, { gender: 'Male' });
    const turns25Tomorrow = await makeMember(ctx, { gender: 'Male' });
    const turns31Tomorrow = await makeMember(ctx, { gender: 'Male' });
    const turned31Today = await makeMember(ctx, { gender: 'Male' });
    await setBornYearsAgo(ctx, turned25Today.profileId, 25);
    await setBornYearsAgo(ctx, turns25Tomorrow.profileId, 25, -1);
    await setBornYearsAgo(ctx, turns31Tomorrow.profileId, 31, -1);
    await setBornYearsAgo(ctx, turned31Today.profileId, 31);
    const mine = [turned25Today, turns25Tomorrow, turns31Tomorrow, turned31Today];

    const all = (await search(ctx, bride)).json();
    const ages = Object.fromEntries(
      all.rows.map((r: { profile_id: number; age: number }) => [r.profile_id, r.age]),
    );
    expect(mine.map((m) => ages[m.profileId])).toEqual([25, 24, 30, 31]);

    const between = (await search(ctx, bride, { from_age: 25, to_age: 30 })).json();
    expect(listed(between, mine)).toEqual([turns31Tomorrow.profileId, turned25Today.profileId]);
    for (const row of between.rows) expect(row.age).toBeGreaterThanOrEqual(25);
    for (const row of between.rows) expect(row.age).toBeLessThanOrEqual(30);

    // Ages as the selects send them, and one bound at a time.
    const asText = (await search(ctx, bride, { from_age: '25', to_age: '30' })).json();
    expect(listed(asText, mine)).toEqual(listed(between, mine));
    expect(listed((await search(ctx, bride, { from_age: 31 })).json(), mine)).toEqual([
      turned31Today.profileId,
    ]);
    expect(listed((await search(ctx, bride, { to_age: 24 })).json(), mine)).toEqual([
      turns25Tomorrow.profileId,
    ]);
    expect(listed((await search(ctx, bride, { from_age: 25, to_age: 25 })).json(), mine)).toEqual([
      turned25Today.profileId,
    ]);
  });
});

describe('the items', () => {
  it('carry the spec fields and nothing gated', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male', personal: { height: 168 } });
    const body = (await search(ctx, bride)).json();
    const row = body.rows.find((r: { profile_id: number }) => r.profile_id === groom.profileId);
    expect(Object.keys(body).sort()).toEqual(['count', 'photo_nudge', 'rows']);
    expect(Object.keys(row).sort()).toEqual([...LIST_ITEM_KEYS, 'horoscope_match'].sort());
    expect(row).toMatchObject({
      mid: groom.mid,
      name: 'Priya',
      surname: 'Kulkarni',
      community: 'Bhavasar Kshatriya',
      city: 'Belagavi',
      dob: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      hasShortlisted: false,
      personal: {
        height_ft: '5ft 6in',
        complexion: 'Wheatish',
        body_type: 'Slim',
        physical_status: 'Normal',
        marital_status: 'Never Married',
        food_habits: 'Only Veg',
        about: 'Software engineer who loves music.',
      },
      horoscope: { birth_star: 'Rohini', raasi: 'Vrishabha', padham: 2, birth_place: 'Belagavi' },
      work: { education: 'Masters', annual_income: '9-12 Lakhs', work_location: 'Pune' },
      family: { father_name: 'Ramesh', sisters: 2, about_family: 'Close-knit family.' },
    });
    expect(Object.keys(row.horoscope).sort()).toEqual(['birth_place', 'birth_star', 'padham', 'raasi']);
    expect(Object.keys(row.family)).toHaveLength(13);
  });

  it('hides photos from a member without a photo of their own, and nudges; shows them once they have one', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male' });
    await uploadPhoto(ctx, groom);
    const rowOf = (body: { rows: { profile_id: number; photos: unknown[] }[] }) =>
      body.rows.find((r) => r.profile_id === groom.profileId);

    const before = (await search(ctx, bride)).json();
    expect(before.photo_nudge).toBe(true);
    expect(before.rows.every((r: { photos: unknown[] }) => r.photos.length === 0)).toBe(true);
    expect(rowOf(before)?.photos).toEqual([]);

    await uploadPhoto(ctx, bride);
    const after = (await search(ctx, bride)).json();
    expect(after.photo_nudge).toBe(false);
    const photos = rowOf(after)?.photos as { short: string; large: string; url: string; caption: null }[];
    expect(photos).toHaveLength(1);
    expect(Object.keys(photos[0] ?? {}).sort()).toEqual(['caption', 'large', 'short', 'url']);
    const picture = await ctx.app.inject({ method: 'GET', url: photos[0]?.short ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);

    const admin = await makeAdmin(ctx);
    const adminView = (await search(ctx, admin, { name: 'Priya' })).json();
    expect(adminView.photo_nudge).toBe(false);
    expect(rowOf(adminView)?.photos).toHaveLength(1);
  });

  it('rejects a request without a body type it understands', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const response = await ctx.app.inject({
      ...apiRoute('searchProfiles', { page: 1 }),
      headers: { ...bearer(bride.token), 'content-type': 'application/json' },
      payload: '{"from_age":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the count of matches', () => {
  it("is shared by members for a while, the rows always fresh; an admin's and a shortlist's are exact", async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const otherBride = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male' });
    await setBornYearsAgo(ctx, groom.profileId, 71);
    const filters = { from_age: 71, to_age: 71 };
    expect((await search(ctx, bride, filters)).json()).toMatchObject({ count: 1 });

    const newGroom = await makeMember(ctx, { gender: 'Male' });
    await setBornYearsAgo(ctx, newGroom.profileId, 71);
    const fresh = (await search(ctx, otherBride, filters)).json();
    expect(idsOf(fresh)).toEqual([newGroom.profileId, groom.profileId]);
    // A page that is not full is the last: it counts what it shows, whatever count is kept.
    expect(fresh.count).toBe(2);
    // Past the last page there is nothing to count: the kept count, shared by members, is shown.
    expect((await search(ctx, otherBride, filters, 2)).json()).toMatchObject({ rows: [], count: 1 });

    const admin = await makeAdmin(ctx);
    expect((await search(ctx, admin, filters)).json()).toMatchObject({ count: 2 });
  });

  it('of an age range counts birthdays on the right side of each bound', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const grooms = await Promise.all([1, 2, 3, 4].map(() => makeMember(ctx, { gender: 'Male' })));
    const [turned62Today, turns62Tomorrow, turned64Today, turns65Tomorrow] = grooms.map((g) => g.profileId);
    await setBornYearsAgo(ctx, turned62Today as number, 62);
    await setBornYearsAgo(ctx, turns62Tomorrow as number, 62, -1);
    await setBornYearsAgo(ctx, turned64Today as number, 64);
    await setBornYearsAgo(ctx, turns65Tomorrow as number, 65, -1);

    const expected: [number, number, number][] = [
      [61, 64, 4],
      [62, 63, 1],
      [61, 61, 1],
      [64, 64, 2],
      [60, 65, 4],
      [63, 63, 0],
    ];
    for (const [from_age, to_age, count] of expected) {
      const body = (await search(ctx, bride, { from_age, to_age })).json();
      expect(body.count, `${from_age}-${to_age}`).toBe(count);
      expect(body.rows).toHaveLength(count);
    }
    // A range not asked before is counted afresh: a groom who turns 63 now is in rows and count.
    const newGroom = await makeMember(ctx, { gender: 'Male' });
    await setBornYearsAgo(ctx, newGroom.profileId, 63);
    const newRange = (await search(ctx, bride, { from_age: 62, to_age: 64 })).json();
    expect(newRange.rows).toHaveLength(4);
    expect(newRange.count).toBe(4);
  });
});
