import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { getSession } from '../../../lib/session';
import { filtersFromParams } from '../search-filters';
import { searchQuery } from './use-search-profiles';

/**
 * The search route's loader: a member opening the search asks for its first page at once, beside
 * the check of their session (GET /api/me), not after the page has first been drawn. Only a search
 * nothing has asked for yet is started, so a search already in the cache is never asked twice; a
 * session the server refuses ends at whichever answer comes first.
 */
export function startSearch({ request }: LoaderFunctionArgs): null {
  const { token, claims } = getSession();
  if (!token) return null;
  const filters = filtersFromParams(new URL(request.url).searchParams, claims?.role === 'ADMIN');
  const query = searchQuery(filters);
  if (!queryClient.getQueryState(query.queryKey)) void queryClient.prefetchInfiniteQuery(query);
  return null;
}
