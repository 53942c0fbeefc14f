import { useMutation } from '@tanstack/react-query';
import type { GrantSubscriptionRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';

export function useGrantSubscription() {
  return useMutation({
    mutationFn: (body: GrantSubscriptionRequest) => callApi('grantSubscription', { body }),
  });
}
