import { useQuery } from '@tanstack/react-query';
import type { MarriagesResponse } from '@varmala/shared';
import { http } from '../../../lib/http';

export function useMarriages() {
  return useQuery({
    queryKey: ['home', 'marriages'],
    queryFn: ({ signal }) => http<MarriagesResponse>('/marriages', { signal }),
    staleTime: 5 * 60_000,
  });
}
