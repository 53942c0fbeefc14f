import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, ChangePasswordResponse } from '@varmala/shared';
import { api } from '../../../lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      api<ChangePasswordResponse>('/password/change', { method: 'POST', body }),
  });
}
