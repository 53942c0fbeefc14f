import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest, PasswordResetResponse } from '@varmala/shared';
import { http } from '../../../lib/http';

export function usePasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) =>
      http<PasswordResetResponse>('/password/reset', { method: 'POST', body }),
  });
}
