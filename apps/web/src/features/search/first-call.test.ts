import { operationRoute } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../lib/operation-call';
import { searchQuery } from './api/use-search-profiles';
import { SEARCH_FIRST_CALL } from './first-call';
import { filtersFromParams } from './search-filters';

describe("the search frame's first call", () => {
  it("is the call the page itself makes for the search the menu opens, byte for byte, so the app takes the starter's answer", async () => {
    // The menu's search: /profile/search with nothing in its address.
    const filters = await filtersFromParams(new URLSearchParams(), false);
    const query = searchQuery(filters);
    expect(SEARCH_FIRST_CALL).toEqual({
      method: operationRoute('searchProfiles').method,
      url: apiUrl('searchProfiles', { params: { page: query.initialPageParam } }),
      body: JSON.stringify(filters),
      image: ['rows', 0, 'photos', 0, 'short'],
    });
    expect(SEARCH_FIRST_CALL.url).toBe('/api/profile/recent/1');
  });
});
