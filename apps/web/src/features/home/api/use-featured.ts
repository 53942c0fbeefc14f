import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** Public: the same for every visitor of the site, so it is fetched without the member's token. */
export function useFeatured() {
  return useQuery({
    queryKey: ['home', 'featured'],
    queryFn: ({ signal }) => request('featured', { signal }),
    // Photo links are signed for about an hour; a few minutes' reuse keeps them valid.
    staleTime: 5 * 60_000,
  });
}
