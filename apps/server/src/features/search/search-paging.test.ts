import { describe, expect, it } from 'vitest';
import { makeMember } from '../../test/members.js';
import { idsOf, search } from '../../test/search-support.js';
import { useTestApp } from '../../test/test-app.js';

// A database of its own: the counts below are of every profile in it.
const ctx = useTestApp();

describe('paging of POST /api/profile/recent/{page}', () => {
  it('answers 20 a page, newest first, with the count of all matches', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const grooms = [];
    for (let i = 0; i < 25; i += 1) grooms.push(await makeMember(ctx, { gender: 'Male' }));
    await makeMember(ctx, { gender: 'Male', status: 0 });
    const newestFirst = grooms.map((g) => g.profileId).reverse();

    const first = (await search(ctx, bride, {}, 1)).json();
    expect(first.count).toBe(25);
    expect(idsOf(first)).toEqual(newestFirst.slice(0, 20));

    const second = (await search(ctx, bride, {}, 2)).json();
    expect(second.count).toBe(25);
    expect(idsOf(second)).toEqual(newestFirst.slice(20));

    const third = (await search(ctx, bride, {}, 3)).json();
    expect(third).toMatchObject({ rows: [], count: 25 });

    // The count follows the filters.
    const filtered = (await search(ctx, bride, { education: ['Bachelors'] }, 1)).json();
    expect(filtered).toMatchObject({ rows: [], count: 0 });
  });
});
