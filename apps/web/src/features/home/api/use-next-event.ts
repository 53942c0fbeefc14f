import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** The site's next melava, if one is announced: the first of the coming events. */
export function useNextEvent() {
  return useQuery({
    queryKey: ['home', 'next-event'],
    queryFn: ({ signal }) => request('eventList', { signal }),
    select: (list) => list.rows[0] ?? null,
    staleTime: 5 * 60_000,
  });
}
