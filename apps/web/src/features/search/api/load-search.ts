import type { SearchFilters } from '@varmala/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { getSession } from '../../../lib/session';
import { filtersFromParams } from '../search-filters';
import { searchQuery } from './use-search-profiles';

/**
 * The search route's loader: the filters of the address, for the page (`useLoaderData`). A member
 * opening the search also asks for its first page at once, beside the check of their session
 * (GET /api/me), not after the page has first been drawn. Only a search nothing has asked for yet
 * is started, so a search already in the cache is never asked twice; a session the server refuses
 * ends at whichever answer comes first.
 */
export async function loadSearch({ request }: LoaderFunctionArgs): Promise<SearchFilters> {
  const { token, claims } = getSession();
  const filters = await filtersFromParams(new URL(request.url).searchParams, claims?.role === 'ADMIN');
  const query = searchQuery(filters);
  if (token && !queryClient.getQueryState(query.queryKey)) void queryClient.prefetchInfiniteQuery(query);
  return filters;
}
