import { useMutation } from '@tanstack/react-query';
import type { GrantSubscriptionRequest, GrantSubscriptionResponse } from '@varmala/shared';
import { api } from '../../../lib/api-client';

export function useGrantSubscription() {
  return useMutation({
    mutationFn: (body: GrantSubscriptionRequest) =>
      api<GrantSubscriptionResponse>('/admin/subscription', { method: 'POST', body }),
  });
}
