import { useMutation } from '@tanstack/react-query';
import type { PublicSearchRequest } from '@varmala/shared';
import { request } from '../../../lib/http';

/** A search is a button press with its own answer, not a cached view: a mutation. */
export function usePublicSearch() {
  return useMutation({
    mutationFn: (body: PublicSearchRequest) => request('publicSearch', { body }),
  });
}
