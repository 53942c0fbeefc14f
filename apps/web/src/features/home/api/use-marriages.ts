import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export function useMarriages() {
  return useQuery({
    queryKey: ['home', 'marriages'],
    queryFn: ({ signal }) => request('marriages', { signal }),
    staleTime: 5 * 60_000,
  });
}
