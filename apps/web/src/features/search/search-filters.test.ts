import { searchFiltersSchema } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromParams, paramsFromFilters } from './search-filters';

describe('search filters in the address', async () => {
  it('start at ages 18 to 40 with nothing chosen, and leave the address clean', async () => {
    await expect(filtersFromParams(new URLSearchParams(), false)).resolves.toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toMatchObject({ from_age: 18, to_age: 40 });
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('read back what they wrote, in the request names of the spec', async () => {
    const filters = {
      ...DEFAULT_FILTERS,
      from_age: 25,
      to_age: 32,
      community: ['Kshatriya', 'Bhavasar Kshatriya'],
      martial_status: ['Never Married' as const],
      birth_star: ['Rohini' as const],
      shortlist: true,
    };
    const params = paramsFromFilters(filters);
    expect(params.getAll('martial_status')).toEqual(['Never Married']);
    const read = await filtersFromParams(params, false);
    expect(read).toEqual({ ...filters, community: ['Bhavasar Kshatriya', 'Kshatriya'] });
    // What the page sends is what the server accepts.
    expect(searchFiltersSchema.safeParse(read).success).toBe(true);
  });

  it('spell the same search one way, so it is one cached query', async () => {
    const a = await filtersFromParams(new URLSearchParams('education=Masters&education=Bachelors'), false);
    const b = await filtersFromParams(
      new URLSearchParams('education=Bachelors&education=Masters&shortlist=0'),
      false,
    );
    expect(a).toEqual(b);
    expect('shortlist' in b).toBe(false);
  });

  it('keep the name filter for an admin only: a member sending one would be refused', async () => {
    const params = new URLSearchParams('name=MF1001');
    expect((await filtersFromParams(params, true)).name).toBe('MF1001');
    await expect(filtersFromParams(params, false)).resolves.toEqual(DEFAULT_FILTERS);
  });

  it('fall back to the default search for an address the request schema refuses', async () => {
    for (const query of ['from_age=17', 'to_age=88', 'from_age=40&to_age=30', 'education=Astronaut']) {
      await expect(filtersFromParams(new URLSearchParams(query), false), query).resolves.toEqual(
        DEFAULT_FILTERS,
      );
    }
  });

  it('read a star under any of its names as the stored one', async () => {
    expect((await filtersFromParams(new URLSearchParams('birth_star=Karthigai'), false)).birth_star).toEqual([
      'Krittika',
    ]);
  });
});
