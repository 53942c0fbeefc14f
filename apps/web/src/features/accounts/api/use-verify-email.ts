import { useQuery } from '@tanstack/react-query';
import type { VerifyEmailRequest } from '@varmala/shared';
import { request } from '../../../lib/http';

/**
 * The link's secret works once, so the call is made once per link and page load: a query, not an
 * effect, so a second render or mount reuses the answer instead of spending the secret again.
 */
export function useVerifyEmail(body: VerifyEmailRequest) {
  return useQuery({
    queryKey: ['verify-email', body.user_id, body.secret],
    queryFn: () => request('verifyEmail', { body }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
