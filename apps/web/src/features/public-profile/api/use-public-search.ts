import { useMutation } from '@tanstack/react-query';
import type { PublicSearchRequest, PublicSearchResponse } from '@varmala/shared';
import { http } from '../../../lib/http';

/** A search is a button press with its own answer, not a cached view: a mutation. */
export function usePublicSearch() {
  return useMutation({
    mutationFn: (body: PublicSearchRequest) =>
      http<PublicSearchResponse>('/public-profile', { method: 'POST', body }),
  });
}
