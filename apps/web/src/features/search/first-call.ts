import { type FirstCall, operationRoute } from '@varmala/shared';
import { apiUrl } from '../../lib/operation-call';
import { DEFAULT_FILTERS } from './search-filters';

/**
 * The search as the menu opens it, page 1 with no filters: the member's frame of the search page
 * names it for its starter (finish-pages.ts), which sends it beside the scripts and asks for the
 * first card's photo once it is in. Written as the page's own call writes it (searchQuery in
 * api/use-search-profiles.ts: the same address and the same JSON), so the app takes that answer.
 */
export const SEARCH_FIRST_CALL: FirstCall = {
  method: operationRoute('searchProfiles').method,
  url: apiUrl('searchProfiles', { params: { page: 1 } }),
  body: JSON.stringify(DEFAULT_FILTERS),
  image: ['rows', 0, 'photos', 0, 'short'],
};
