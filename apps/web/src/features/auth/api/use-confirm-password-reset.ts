import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmRequest, PasswordResetConfirmResponse } from '@varmala/shared';
import { http } from '../../../lib/http';

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmRequest) =>
      http<PasswordResetConfirmResponse>('/password/reset/confirm', { method: 'POST', body }),
  });
}
