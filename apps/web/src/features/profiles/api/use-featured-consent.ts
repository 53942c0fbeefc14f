import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/current-user';

/** The member's yes or no to appearing on the public home page; the answer comes back with GET /api/me. */
export function useFeaturedConsent(userId: number) {
  return useMutation({
    mutationFn: (consent: boolean) =>
      callApi('setFeaturedConsent', { params: { userId }, body: { consent } }),
    onSuccess: () => loadCurrentUser(),
  });
}
